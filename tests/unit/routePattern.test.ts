import { describe, expect, it } from 'vitest';
import { routePageUrl, routePattern } from '../../src/domain/routePattern';

describe('a route pattern', () => {
  it('matches its path with or without the optional id, and nothing else', () => {
    const leads = routePattern('/leads/:id?');
    for (const path of ['/leads', '/leads/', '/leads/42', '/Leads/42']) expect(leads.test(path)).toBe(true);
    for (const path of ['/leadsx', '/leads/42/edit', '/bookings']) expect(leads.test(path)).toBe(false);
    expect(routePattern('/').test('/')).toBe(true);
    expect(routePattern('/').test('/leads')).toBe(false);
  });

  it("names the route's own page without its optional segments", () => {
    expect(routePageUrl('/leads/:id?')).toBe('/leads');
    expect(routePageUrl('/homeloans/add-lead')).toBe('/homeloans/add-lead');
    expect(routePageUrl('/')).toBe('/');
  });
});
