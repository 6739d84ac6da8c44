// The filters of the bulk lead uploads (spec 02 §2, §7 GET /bulkLeadFile): project, uploaded by,
// stage (is_moved), closing reason, and the partner ids of saved filters, sent as the call's query
// keys with lists comma-joined.
import type { paths } from '../../api/schema';
import {
  choiceField,
  type FilterField,
  idListField,
  textField,
  typedIdsField,
} from '../../shared/list/filterFields';
import type { ReferenceLists } from '../../shared/list/listSpec';
import { projectSearch } from '../../shared/search/remoteSearches';

export type BulkLeadQuery = NonNullable<paths['/bulkLeadFile']['get']['parameters']['query']>;

/** Stage: is_moved 1 Activated, 0 Disqualified. */
export const BULK_STAGE_CHOICES = [
  { id: 1, name: 'Activated' },
  { id: 0, name: 'Disqualified' },
] as const;

/** Every filter of GET /bulkLeadFile, in the panel's order. */
export const BULK_LEAD_FIELDS: readonly FilterField<BulkLeadQuery, ReferenceLists>[] = [
  idListField('project_ids', 'Project', {
    search: projectSearch,
    placeholder: 'Type 2 letters of a project',
  }),
  textField('uploaded_by', 'Uploaded By', { placeholder: 'Type a name, press Enter' }),
  choiceField('is_moved', 'Stage', BULK_STAGE_CHOICES),
  textField('closing_reason', 'Closing Reason', { placeholder: 'Type a reason, press Enter' }),
  // Only the partner's own files are ever listed: the key is kept for saved filters and links, not offered.
  { ...typedIdsField('magnet_ids', 'Magnet'), inPanel: false },
];
