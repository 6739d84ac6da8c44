// The columns of the bulk lead uploads (spec 02 §2 "Bulk lead uploads", §3 "Bulk lead file"): colIds
// are the layout names; phones '+91-…'; Stage 'Activated' when is_moved is 1, else 'Disqualified'.
import type { components } from '../../api/schema';
import { formatDay } from '../../domain/dates';
import { formatPhone } from '../../shared/format/display';
import { textColumn } from '../../shared/grid/gridColumn';
import type { CellFilter, ListColumn } from '../../shared/list/listSpec';

export type BulkLeadFile = components['schemas']['BulkLeadFile'];

/** Bulk lead stage (spec 02 §4): is_moved 1 is Activated, otherwise Disqualified. */
export function bulkLeadStage(isMoved: number): 'Activated' | 'Disqualified' {
  return isMoved === 1 ? 'Activated' : 'Disqualified';
}

const filter = (key: string, id: number | string, name: string, arity: CellFilter['arity']): CellFilter => ({
  key,
  option: { id, name },
  arity,
});

export const BULK_LEAD_COLUMNS: readonly ListColumn<BulkLeadFile>[] = [
  textColumn('ID', 'id', (f) => String(f.id)),
  textColumn('Region', 'label', (f) => f.RegionParent.name),
  textColumn('Project', 'name', (f) => f.Project?.name ?? '', {
    cellFilter: (f) => (f.Project ? filter('project_ids', f.Project.id, f.Project.name, 'multi') : null),
  }),
  textColumn('Upload Date', 'date', (f) => formatDay(f.created_at)),
  textColumn('Status', 'label', (f) => f.status),
  textColumn('Uploaded By', 'name', (f) => f.BulkLeadUploader.name ?? '', {
    hide: true,
    cellFilter: (f) => {
      const name = f.BulkLeadUploader.name;
      return name ? filter('uploaded_by', name, name, 'single') : null;
    },
  }),
  textColumn('Stage', 'label', (f) => bulkLeadStage(f.is_moved), {
    hide: true,
    cellFilter: (f) => filter('is_moved', f.is_moved, bulkLeadStage(f.is_moved), 'single'),
  }),
  textColumn('Magnet Rm', 'name', (f) => f.MagnetRm.name ?? '', { hide: true }),
  textColumn('Closing Reason', 'text', (f) => f.closing_reason ?? '', {
    hide: true,
    cellFilter: (f) =>
      f.closing_reason ? filter('closing_reason', f.closing_reason, f.closing_reason, 'single') : null,
  }),
  textColumn('Source', 'label', (f) => f.name ?? '', { hide: true }),
  textColumn('Email', 'text', (f) => f.email ?? '', { hide: true, width: 200 }),
  textColumn('Phone', 'phone', (f) => formatPhone(f.phone), { hide: true }),
  textColumn('File', 'text', (f) => f.File?.name ?? '', { hide: true, width: 220 }),
];

/** Every column's name and text for one file (the file's panel). */
export function bulkLeadDetails(file: BulkLeadFile): { label: string; value: string }[] {
  return BULK_LEAD_COLUMNS.map((c) => ({ label: c.colId, value: c.value?.(file) ?? '' }));
}
