// The leads list and the closed leads, declared for the list kit (spec 02 §2 "Leads list", §7).
import { flow, getEnv, toGenerator } from 'mobx-state-tree';
import { unwrap } from '../../api/client';
import { formatNumber } from '../../domain/number';
import type { GridSort } from '../../shared/grid/gridColumn';
import { createListStore } from '../../shared/list/createListStore';
import {
  type ListCard,
  type ListSpec,
  listTexts,
  type ReferenceLists,
  showingAll,
} from '../../shared/list/listSpec';
import type { RootEnv } from '../../shared/state/RootEnv';
import { screenKey } from '../../shared/state/screenKey';
import { CLOSED_LEAD_COLUMNS, LEAD_COLUMNS, type Lead } from './leadColumns';
import {
  CLOSED_LEAD_FIELDS,
  type ClosedLeadQuery,
  LEAD_FIELDS,
  type LeadListQuery,
  presetFilters,
} from './leadFilters';

/** A lead on a phone: the client's name, project, stage, protection, when it was added, and More Info. */
const LEAD_CARD: ListCard<Lead> = {
  title: 'Client Name',
  fields: ['Project', 'Stage', 'Protection'],
  added: (lead) => lead.created_at,
  action: 'More Info',
  contact: (lead) => lead.Client,
};

const showingAllLeads = showingAll('lead', 'leads');

/** Where a lead stands stays in view on a narrow grid (a 900 px window, a panel beside the list). */
const LEADS_IN_VIEW = ['Stage', 'Protection'];

/** The order a header asks of GET /leads (extension, issue 43): Protection by the end of the window. */
function leadOrder(sort: GridSort | null) {
  return sort?.colId === 'Protection'
    ? { order_by: 'protection_ends_at' as const, order_type: sort.direction }
    : {};
}

/** 'Showing all N leads' / 'Showing all 1 lead' / 'No Records Found'. */
export function leadCountText(count: number): string {
  return count === 0 ? 'No Records Found' : showingAllLeads(count);
}

/** The partner's own leads (the user is a magnet: is_magnet=1, spec 02 §6). */
const LEAD_SCOPE = { type: 'all_leads', is_magnet: 1 } as const;

export const leadsSpec: ListSpec<Lead, LeadListQuery, ReferenceLists> = {
  name: 'leads',
  noun: 'lead',
  label: 'Leads',
  filtersLabel: 'Leads Filters',
  countTestId: 'leads-count',
  columns: LEAD_COLUMNS,
  card: LEAD_CARD,
  fields: LEAD_FIELDS,
  preset: presetFilters,
  views: { kind: 'server', type: 'lead' },
  layout: 'lead',
  sortable: ['Protection'],
  keepInView: LEADS_IN_VIEW,
  fetchPage: (api, query, { page, size, sort }, signal) =>
    unwrap(
      api.GET('/leads', {
        params: { query: { ...query, ...LEAD_SCOPE, ...leadOrder(sort), size, pageId: page } },
        signal,
      }),
    ).then((answer) => ({ rows: answer.leads, count: null })),
  fetchCount: (api, query, signal) =>
    unwrap(api.GET('/leads/index/count', { params: { query: { ...query, ...LEAD_SCOPE } }, signal })).then(
      (answer) => answer.count,
    ),
  rowId: (lead) => lead.id,
  texts: listTexts('leads', { count: leadCountText, empty: 'No leads match your search.' }),
};

export const closedLeadsSpec: ListSpec<Lead, ClosedLeadQuery, ReferenceLists> = {
  name: 'leads',
  noun: 'lead',
  label: 'Leads',
  filtersLabel: leadsSpec.filtersLabel,
  columns: CLOSED_LEAD_COLUMNS,
  card: LEAD_CARD,
  fields: CLOSED_LEAD_FIELDS,
  paging: 'client',
  layout: 'lead',
  keepInView: LEADS_IN_VIEW,
  fetchPage: (api, query, { userId }, signal) =>
    unwrap(
      api.GET('/leads/magnet/close_leads', { params: { query: { ...query, magnet_id: userId } }, signal }),
    ).then((answer) => ({ rows: answer.leads, count: answer.count })),
  rowId: (lead) => lead.id,
  texts: listTexts('closed leads', {
    count: (count) => (count === 0 ? 'You have 0 Closed Leads' : `${formatNumber(count)} Closed Leads`),
    empty: 'You have 0 Closed Leads',
  }),
};

/** The leads list's store (the Closed Leads view is the address's: ?closed=1). */
export const LeadsListStore = createListStore(leadsSpec);

/** The closed leads, and their Excel download for the same filters. */
export const ClosedLeadsStore = createListStore(closedLeadsSpec)
  .volatile(() => ({ downloading: false }))
  .actions((self) => ({
    /** GET /leads/magnet/close_leads/download with magnet_id: the file, or null when it failed. */
    download: flow(function* download() {
      self.downloading = true;
      try {
        return yield* toGenerator(
          unwrap(
            getEnv<RootEnv>(self).api.GET('/leads/magnet/close_leads/download', {
              params: { query: { ...self.query, magnet_id: self.userId } },
              parseAs: 'blob',
            }),
          ),
        );
      } catch {
        return null;
      } finally {
        self.downloading = false;
      }
    }),
  }));

export const LEADS_SCREEN = screenKey('leads', LeadsListStore);

export const CLOSED_LEADS_SCREEN = screenKey('closed-leads', ClosedLeadsStore);
