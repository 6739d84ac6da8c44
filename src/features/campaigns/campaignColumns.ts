// The columns of the campaign spends (spec 02 §2 "Campaign spend", §3 "Campaign spend row"): the
// partner may hide and reorder them (kept in the browser); Project, Campaign Type, Start Date and
// End Date add their value as a filter when clicked.
import type { components } from '../../api/schema';
import { CAMPAIGN_TYPES } from '../../domain/campaign';
import { formatDay, formatDayTime } from '../../domain/dates';
import { formatRupees } from '../../domain/number';
import { textColumn } from '../../shared/grid/gridColumn';
import type { CellFilter, ListColumn } from '../../shared/list/listSpec';

export type CampaignSpend = components['schemas']['CampaignSpend'];

const day = (key: 'start_date' | 'end_date', value: string | null): CellFilter | null =>
  value ? { key, option: { id: value, name: value }, arity: 'single' } : null;

/** The first campaign type named in the row's 'Google Ads, FB Ads'. */
function firstType(row: CampaignSpend): CellFilter | null {
  const first = row.campaign_type.split(',')[0]?.trim();
  const type = CAMPAIGN_TYPES.find((t) => t.name === first);
  return type ? { key: 'campaign_type', option: { id: type.id, name: type.name }, arity: 'multi' } : null;
}

export const CAMPAIGN_COLUMNS: readonly ListColumn<CampaignSpend>[] = [
  textColumn('Project', 'name', (r) => r.project_name, {
    cellFilter: (r) => ({
      key: 'project_ids',
      option: { id: r.project_id, name: r.project_name },
      arity: 'multi',
    }),
  }),
  textColumn('Campaign Type', 'text', (r) => r.campaign_type, {
    width: 190,
    cellFilter: firstType,
    hideOnPhone: true,
  }),
  textColumn('Amount', 'money', (r) => formatRupees(r.amount)),
  textColumn('Start Date', 'date', (r) => formatDay(r.start_date), {
    cellFilter: (r) => day('start_date', r.start_date),
    hideOnPhone: true,
  }),
  textColumn('End Date', 'date', (r) => formatDay(r.end_date), {
    cellFilter: (r) => day('end_date', r.end_date),
    hideOnPhone: true,
  }),
  textColumn('Status', 'label', (r) => r.status),
  textColumn('Last Updated', 'dateTime', (r) => formatDayTime(r.last_updated), { hideOnPhone: true }),
  textColumn('ID', 'id', (r) => String(r.id), { hide: true }),
];
