import { describe, expect, it } from 'vitest';
import { routePageUrl, routePattern } from '../../src/domain/routePattern';

describe('a route pattern', () => {
  it('matches its path with or without the optional id, and nothing else', () => {
    const leads = routePattern('/leads/:id?');
    expect(['/leads', '/leads/', '/leads/42', '/Leads/42'].map((p) => leads.test(p))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/leadsx', '/leads/42/edit', '/bookings'].map((p) => leads.test(p))).toEqual([false, false, false]);
    expect(routePattern('/').test('/')).toBe(true);
    expect(routePattern('/').test('/leads')).toBe(false);
  });

  it("names the route's own page without its optional segments", () => {
    expect(routePageUrl('/leads/:id?')).toBe('/leads');
    expect(routePageUrl('/homeloans/add-lead')).toBe('/homeloans/add-lead');
    expect(routePageUrl('/')).toBe('/');
  });
});
