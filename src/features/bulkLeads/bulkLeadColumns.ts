// The columns of the bulk lead uploads (spec 02 §2 "Bulk lead uploads", §3 "Bulk lead file"): colIds
// are the layout names; phones '+91-…'; Stage 'Activated' when is_moved is 1, else 'Disqualified'.
import type { components } from '../../api/schema';
import { formatDate, formatPhone } from '../../shared/format/display';
import type { CellFilter, ListColumn } from '../../shared/list/listSpec';

export type BulkLeadFile = components['schemas']['BulkLeadFile'];

/** Bulk lead stage (spec 02 §4): is_moved 1 is Activated, otherwise Disqualified. */
export function bulkLeadStage(isMoved: number): 'Activated' | 'Disqualified' {
  return isMoved === 1 ? 'Activated' : 'Disqualified';
}

type Cell = {
  colId: string;
  value: (file: BulkLeadFile) => string;
  width: number;
  cellFilter?: ListColumn<BulkLeadFile>['cellFilter'];
};

const filter = (key: string, id: number | string, name: string, arity: CellFilter['arity']): CellFilter => ({
  key,
  option: { id, name },
  arity,
});

const CELLS: readonly Cell[] = [
  { colId: 'ID', value: (f) => String(f.id), width: 90 },
  { colId: 'Region', value: (f) => f.RegionParent.name, width: 140 },
  {
    colId: 'Project',
    value: (f) => f.Project?.name ?? '',
    width: 200,
    cellFilter: (f) => (f.Project ? filter('project_ids', f.Project.id, f.Project.name, 'multi') : null),
  },
  { colId: 'Upload Date', value: (f) => formatDate(f.created_at), width: 130 },
  { colId: 'Status', value: (f) => f.status, width: 120 },
  {
    colId: 'Uploaded By',
    value: (f) => f.BulkLeadUploader.name ?? '',
    width: 160,
    cellFilter: (f) => {
      const name = f.BulkLeadUploader.name;
      return name ? filter('uploaded_by', name, name, 'single') : null;
    },
  },
  {
    colId: 'Stage',
    value: (f) => bulkLeadStage(f.is_moved),
    width: 120,
    cellFilter: (f) => filter('is_moved', f.is_moved, bulkLeadStage(f.is_moved), 'single'),
  },
  { colId: 'Magnet Rm', value: (f) => f.MagnetRm.name ?? '', width: 160 },
  {
    colId: 'Closing Reason',
    value: (f) => f.closing_reason ?? '',
    width: 200,
    cellFilter: (f) =>
      f.closing_reason ? filter('closing_reason', f.closing_reason, f.closing_reason, 'single') : null,
  },
  { colId: 'Source', value: (f) => f.name ?? '', width: 130 },
  { colId: 'Email', value: (f) => f.email ?? '', width: 200 },
  { colId: 'Phone', value: (f) => formatPhone(f.phone), width: 150 },
  { colId: 'File', value: (f) => f.File?.name ?? '', width: 220 },
];

export const BULK_LEAD_COLUMNS: readonly ListColumn<BulkLeadFile>[] = CELLS.map(
  ({ colId, value, width, cellFilter }) => ({
    colId,
    headerName: colId,
    width,
    value,
    valueGetter: (params) => (params.data ? value(params.data) : ''),
    ...(cellFilter ? { cellFilter } : {}),
  }),
);

/** Every column's name and text for one file (the file's panel). */
export function bulkLeadDetails(file: BulkLeadFile): { label: string; value: string }[] {
  return CELLS.map((c) => ({ label: c.colId, value: c.value(file) }));
}
