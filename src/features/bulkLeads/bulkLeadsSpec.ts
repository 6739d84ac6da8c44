// The bulk lead uploads (/bulkleads/:id?), declared for the list kit (spec 02 §2 "Bulk lead uploads",
// §7 GET /bulkLeadFile, §8, §9): server paging (default 10), saved filters on the server.
import { unwrap } from '../../api/client';
import { createListStore } from '../../shared/list/createListStore';
import { type ListSpec, listTexts, type ReferenceLists, showingAll } from '../../shared/list/listSpec';
import { screenKey } from '../../shared/state/screenKey';
import { BULK_LEAD_COLUMNS, type BulkLeadFile } from './bulkLeadColumns';
import { BULK_LEAD_FIELDS, type BulkLeadQuery } from './bulkLeadFilters';

export const bulkLeadsSpec: ListSpec<BulkLeadFile, BulkLeadQuery, ReferenceLists> = {
  name: 'bulkleads',
  noun: 'bulk lead file',
  label: 'Bulk Leads',
  filtersLabel: 'Bulk Leads Filters',
  countTestId: 'bulk-leads-count',
  columns: BULK_LEAD_COLUMNS,
  card: { title: 'Project', fields: ['Status', 'Stage', 'Uploaded By'], added: (file) => file.created_at },
  fields: BULK_LEAD_FIELDS,
  views: { kind: 'server', type: 'bulklead' },
  layout: 'bulklead',
  fetchPage: (api, query, { page, size }, signal) =>
    unwrap(api.GET('/bulkLeadFile', { params: { query: { ...query, size, pageId: page } }, signal })).then(
      (answer) => ({ rows: answer.bulkLeads, count: answer.count }),
    ),
  rowId: (file) => file.id,
  // Failed list loads clear the loading flag with no message (spec 02 §8).
  texts: listTexts('bulk lead files', {
    // 'Showing all N bulk lead files' ('Showing all 1 bulk lead file').
    count: showingAll('bulk lead file', 'bulk lead files'),
    empty: 'No bulk leads found.',
    rejected: '',
  }),
};

export const BulkLeadsStore = createListStore(bulkLeadsSpec);

export const BULK_LEADS_SCREEN = screenKey('bulkleads', BulkLeadsStore);
