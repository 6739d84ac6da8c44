import { describe, expect, it } from 'vitest';
import { BULK_LEAD_COLUMNS, type BulkLeadFile } from '../../src/features/bulkLeads/bulkLeadColumns';
import { BULK_LEAD_FIELDS } from '../../src/features/bulkLeads/bulkLeadFilters';
import { bulkLeadsSpec } from '../../src/features/bulkLeads/bulkLeadsSpec';
import { buildFilterQuery, filterChips } from '../../src/shared/list/filterFields';

const file = {
  id: 31,
  Project: { id: 9, name: 'Sarjapur Meadows' },
  email: 'ravi@example.in',
  phone: '9876543210',
  BulkLeadUploader: { name: 'Ravi Kumar' },
  is_moved: 1,
  RegionParent: { id: 2, name: 'Pune' },
  name: 'Magnet Bulk',
  created_at: '2026-11-02T10:00:00Z',
  status: 'Completed',
  closing_reason: null,
  file_url: '/files/abc.csv',
  File: { name: 'march.csv' },
  MagnetRm: { name: 'Anita Rao' },
} satisfies BulkLeadFile;

const cell = (colId: string, row: BulkLeadFile = file) => {
  const getter = BULK_LEAD_COLUMNS.find((c) => c.colId === colId)?.valueGetter;
  return typeof getter === 'function' ? getter({ data: row } as never) : undefined;
};

describe('bulk lead columns', () => {
  it('each column id is a column of the bulk lead layout, in its order; ID, Region, Project, Upload Date, Status show first', () => {
    expect(BULK_LEAD_COLUMNS.filter((c) => !c.hide).map((c) => c.colId)).toEqual([
      'ID',
      'Region',
      'Project',
      'Upload Date',
      'Status',
    ]);
  });

  it('shows phones with +91-, the stage from is_moved, the RM and the file name', () => {
    expect(cell('Phone')).toBe('+91-9876543210');
    expect(cell('Stage')).toBe('Activated');
    expect(cell('Stage', { ...file, is_moved: 0 })).toBe('Disqualified');
    expect(cell('Upload Date')).toBe('02 Nov 2026');
    expect(cell('Magnet Rm')).toBe('Anita Rao');
    expect(cell('File')).toBe('march.csv');
    expect(cell('Project', { ...file, Project: null })).toBe('');
  });

  it('a click on the project or the stage filters by it', () => {
    const filterOf = (colId: string, row: BulkLeadFile = file) =>
      BULK_LEAD_COLUMNS.find((c) => c.colId === colId)?.cellFilter?.(row);
    expect(filterOf('Project')).toEqual({
      key: 'project_ids',
      option: { id: 9, name: 'Sarjapur Meadows' },
      arity: 'multi',
    });
    expect(filterOf('Project', { ...file, Project: null })).toBeNull();
    expect(filterOf('Stage')).toEqual({
      key: 'is_moved',
      option: { id: 1, name: 'Activated' },
      arity: 'single',
    });
  });
});

describe('bulk lead filters', () => {
  it('sends the query keys of GET /bulkLeadFile, lists comma-joined', () => {
    const filters = {
      project_ids: [
        { id: 9, name: 'Sarjapur Meadows' },
        { id: 4, name: 'Thane Greens' },
      ],
      uploaded_by: [{ id: 'Ravi', name: 'Ravi' }],
      is_moved: [{ id: 0, name: 'Disqualified' }],
      magnet_ids: [{ id: 7, name: '7' }],
      closing_reason: [{ id: 'Duplicate', name: 'Duplicate' }],
    };
    expect(buildFilterQuery(BULK_LEAD_FIELDS, filters)).toEqual({
      project_ids: '9,4',
      uploaded_by: 'Ravi',
      is_moved: 0,
      magnet_ids: '7',
      closing_reason: 'Duplicate',
    });
    expect(filterChips(BULK_LEAD_FIELDS, { is_moved: [{ id: 0, name: 'Disqualified' }] })).toEqual([
      { key: 'is_moved', id: 0, text: 'Stage: Disqualified' },
    ]);
  });

  it('counts the files in the toolbar', () => {
    expect(bulkLeadsSpec.texts.count(1)).toBe('Showing all 1 bulk lead file');
    expect(bulkLeadsSpec.texts.count(1200)).toBe('Showing all 1,200 bulk lead files');
  });
});
