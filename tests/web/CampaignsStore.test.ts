import { beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_COLUMNS } from '../../src/features/campaigns/campaignColumns';
import { CAMPAIGN_FIELDS } from '../../src/features/campaigns/campaignFilters';
import { CampaignsStore } from '../../src/features/campaigns/campaignsSpec';
import { filterChips } from '../../src/shared/list/filterFields';
import { localLayoutKey } from '../../src/shared/list/localColumnLayout';
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

  it('keeps the column layout per device in the browser, restored against the current columns', () => {
    const { env } = fakeEnvironment(() => undefined);
    const store = CampaignsStore.create({}, env);
    store.restoreLocalLayout();
    const defaults = store.columnItems('desktop');
    expect(defaults.map((c) => c.name)).toEqual(CAMPAIGN_COLUMNS.map((c) => c.colId));
    // ID is there to be shown, hidden by default.
    expect(defaults.find((c) => c.name === 'ID')?.show).toBe(false);

    const moved = [defaults[2], defaults[0], defaults[1], ...defaults.slice(3)].flatMap((c) =>
      c ? [c] : [],
    );
    store.setLocalColumns(
      'desktop',
      moved.map((c) => (c.name === 'Status' ? { ...c, show: false } : c)),
    );

    const again = CampaignsStore.create({}, env);
    again.restoreLocalLayout();
    const restored = again.columnItems('desktop');
    expect(restored.slice(0, 3).map((c) => c.name)).toEqual(['Amount', 'Project', 'Campaign Type']);
    expect(restored.find((c) => c.name === 'Status')?.show).toBe(false);
    // The phone keeps its own layout: Project, Amount and Status by default.
    expect(
      again
        .columnItems('mobile')
        .filter((c) => c.show)
        .map((c) => c.name),
    ).toEqual(['Project', 'Amount', 'Status']);

    // An unknown column is dropped, a missing one appended; a corrupted entry gives the defaults.
    window.localStorage.setItem(
      localLayoutKey('campaigns'),
      JSON.stringify({
        desktop: [
          { name: 'Gone', show: true },
          { name: 'Status', show: false },
        ],
      }),
    );
    const third = CampaignsStore.create({}, env);
    third.restoreLocalLayout();
    expect(third.columnItems('desktop').map((c) => c.name)).toEqual([
      'Status',
      ...CAMPAIGN_COLUMNS.map((c) => c.colId).filter((n) => n !== 'Status'),
    ]);
    window.localStorage.setItem(localLayoutKey('campaigns'), '{"desktop": 3');
    const fourth = CampaignsStore.create({}, env);
    fourth.restoreLocalLayout();
    expect(fourth.columnItems('desktop')).toEqual(defaults);
  });
});
