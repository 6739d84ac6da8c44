import { beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_FIELDS } from '../../src/features/campaigns/campaignFilters';
import { CampaignsStore } from '../../src/features/campaigns/campaignsSpec';
import { filterChips } from '../../src/shared/list/filterFields';
import { fakeEnvironment } from './fakeEnvironment';

const spend = (id: number, amount: number) => ({
  id,
  project_id: 7,
  project_name: 'Skyline Heights',
  campaign_type: 'Google Ads, SMS',
  last_updated: '2026-01-10T10:00:00.000Z',
  start_date: '2026-01-10',
  end_date: '2026-02-09',
  status: 'Active',
  amount,
});

describe('campaign spends store', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends the filters as the call takes them and pages every row in the browser', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => spend(i + 1, 25000 + i));
    const { env, calls } = fakeEnvironment((call) =>
      call.path.endsWith('/campaignMagnetsPercentages/magnetSpend') ? { status: 200, body: rows } : undefined,
    );
    const store = CampaignsStore.create({}, env);
    store.addFilter('campaign_type', { id: 3, name: 'SMS' });
    store.addFilter('campaign_type', { id: 5, name: 'Emails' });
    store.addFilter('order', { id: 'ASC', name: 'Ascending' }, 'single');
    store.addFilter('start_date', { id: '2026-01-01', name: '2026-01-01' }, 'single');
    expect(store.query).toEqual({ campaign_type: '3,5', order: 'ASC', start_date: '2026-01-01' });
    expect(filterChips(CAMPAIGN_FIELDS, store.filters).map((c) => c.text)).toEqual([
      'Campaign Type: SMS',
      'Campaign Type: Emails',
      'Order: Ascending',
      'Start Date: 01 Jan 2026',
    ]);

    await store.load();
    expect(calls).toHaveLength(1);
    const url = calls[0]?.path;
    expect(url).toBe('/api/campaignMagnetsPercentages/magnetSpend');
    expect(store.count).toBe(12);
    expect(store.visibleRows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    store.setPage(2);
    expect(store.visibleRows.map((r) => r.id)).toEqual([11, 12]);
  });
});
