// The campaign spends (/campaigns/:id?), declared for the list kit (spec 02 §2 "Campaign spend", §7,
// §9): the call answers pages without a count, so every page is fetched and the list pages them;
// saved filters are kept in the browser, the column layout on the server as the other lists' are.
import { type Api, unwrap } from '../../api/client';
import { createListStore } from '../../shared/list/createListStore';
import { type ListSpec, listTexts, type ReferenceLists } from '../../shared/list/listSpec';
import { screenKey } from '../../shared/state/screenKey';
import { CAMPAIGN_COLUMNS, type CampaignSpend } from './campaignColumns';
import { CAMPAIGN_FIELDS, type CampaignQuery } from './campaignFilters';

export const CAMPAIGNS_CAPTION = 'Showing all Campaigns Spendings';
export const CAMPAIGNS_EMPTY = "Almost there, Let's start your digital campaigns!!";

/** The largest page the call gives. */
const FETCH_SIZE = 500;

/** Every spend row for the filters, page after page until a short one. */
export async function fetchAllSpends(
  api: Api,
  query: Partial<CampaignQuery>,
  signal: AbortSignal,
): Promise<CampaignSpend[]> {
  const rows: CampaignSpend[] = [];
  for (let pageId = 1; ; pageId++) {
    const page = await unwrap(
      api.GET('/campaignMagnetsPercentages/magnetSpend', {
        params: { query: { ...query, size: FETCH_SIZE, pageId } },
        signal,
      }),
    );
    rows.push(...page);
    if (page.length < FETCH_SIZE) return rows;
  }
}

export const campaignsSpec: ListSpec<CampaignSpend, CampaignQuery, ReferenceLists> = {
  name: 'campaigns',
  noun: 'campaign',
  label: 'Campaigns',
  filtersLabel: 'Campaign Filters',
  countTestId: 'campaigns-count',
  columns: CAMPAIGN_COLUMNS,
  card: { title: 'Project', fields: ['Campaign Type', 'Amount', 'Status', 'Start Date', 'End Date'] },
  fields: CAMPAIGN_FIELDS,
  paging: 'client',
  views: { kind: 'local', type: 'campaign' },
  layout: 'campaign',
  fetchPage: (api, query, _page, signal) =>
    fetchAllSpends(api, query, signal).then((rows) => ({ rows, count: rows.length })),
  rowId: (row) => row.id,
  texts: listTexts('campaigns', { count: () => CAMPAIGNS_CAPTION, empty: CAMPAIGNS_EMPTY }),
};

export const CampaignsStore = createListStore(campaignsSpec);

export const CAMPAIGNS_SCREEN = screenKey('campaigns', CampaignsStore);
