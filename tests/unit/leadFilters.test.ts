import { describe, expect, it } from 'vitest';
import { type FilterModel, toFilterModel } from '../../src/domain/filters';
import { CLOSED_LEAD_COLUMNS, LEAD_COLUMNS } from '../../src/features/leads/leadColumns';
import {
  CLOSED_LEAD_FIELDS,
  isLeadPreset,
  LEAD_FIELDS,
  presetFilters as presetOf,
  stageFilterOptions,
} from '../../src/features/leads/leadFilters';
import { buildFilterQuery, filterChips, filterReader } from '../../src/shared/list/filterFields';

const buildLeadQuery = (filters: FilterModel) => buildFilterQuery(LEAD_FIELDS, filters);
const presetFilters = (slug: string, ref: typeof refLists) => presetOf(slug, ref) ?? {};
const parents = [{ id: 2, name: 'Pune' }];

const stages = [
  { id: 1, name: 'Not Updated' },
  { id: 3, name: 'Opportunity' },
  { id: 5, name: 'Pipeline' },
  { id: 7, name: 'Booked' },
  { id: 8, name: 'Gross EOI Application' },
  { id: 9, name: 'Gross EOI Non-Refundable' },
  { id: 10, name: 'Suspect' },
  { id: 11, name: 'Closed' },
  { id: 12, name: 'Cancel' },
  { id: 99, name: 'Something Else' },
];
const sources = [
  { id: 1, name: 'Magnet Limited' },
  { id: 2, name: 'MAGNET BULK' },
  { id: 3, name: 'Magnet-Referral' },
  { id: 4, name: 'Facebook' },
  { id: 5, name: 'Google Ads' },
];
const statuses = [
  { id: 3, name: 'Follow Up' },
  { id: 4, name: 'Visit Done' },
  { id: 6, name: 'Revisit Done' },
];

const refLists = { stages, sources, statuses, parents, regions: [] };

describe('the leads query from the filter fields', () => {
  it('sends nothing for no filters', () => {
    expect(buildLeadQuery({})).toEqual({});
  });

  it('joins lists with commas and maps single values and the five date ranges', () => {
    const q = buildLeadQuery({
      project_ids: [
        { id: 4, name: 'A' },
        { id: 9, name: 'B' },
      ],
      stage_ids: [{ id: 3, name: 'Opportunity' }],
      internal_status_ids: [{ id: 4, name: 'Visit Done' }],
      parent_region_ids: [{ id: 2, name: 'Mumbai' }],
      source_ids: [
        { id: 1, name: 'x' },
        { id: 2, name: 'y' },
      ],
      client_number: [{ id: '98200', name: '98200' }],
      current_location: [{ id: 'Andheri', name: 'Andheri' }],
      nationality: [{ id: 2, name: 'NRI' }],
      is_presale: [{ id: 0, name: 'No' }],
      is_audit: [{ id: 1, name: 'Yes' }],
      assigned_date_from: [{ id: '2026-01-01', name: '2026-01-01' }],
      assigned_date_to: [{ id: '2026-01-31', name: '2026-01-31' }],
      closed_date_from: [{ id: '2025-12-01', name: '' }],
      activity_date_to: [{ id: '2026-02-01', name: '' }],
      created_at_from: [{ id: '2026-03-01', name: '' }],
      updated_at_to: [{ id: '2026-04-01', name: '' }],
      client_ids: [{ id: 31, name: 'Ravi' }],
      ids: [
        { id: 5, name: '5' },
        { id: '8', name: '8' },
      ],
      assign_id: [{ id: 61, name: 'RM One' }],
      presale_rm_ids: [{ id: 62, name: 'RM Two' }],
    });
    expect(q).toEqual({
      client_ids: '31',
      ids: '5,8',
      assign_id: '61',
      presale_rm_ids: '62',
      project_ids: '4,9',
      stage_ids: '3',
      internal_status_ids: '4',
      parent_region_ids: '2',
      source_ids: '1,2',
      client_number: '98200',
      current_location: 'Andheri',
      nationality: 2,
      is_presale: 0,
      is_audit: 1,
      assigned_date_from: '2026-01-01',
      assigned_date_to: '2026-01-31',
      closed_date_from: '2025-12-01',
      activity_date_to: '2026-02-01',
      created_at_from: '2026-03-01',
      updated_at_to: '2026-04-01',
    });
  });

  it('the closed leads send only the keys of their call', () => {
    const filters = { project_ids: [{ id: 4, name: 'A' }], client_number: [{ id: '98', name: '98' }] };
    expect(buildFilterQuery(CLOSED_LEAD_FIELDS, { ...filters, stage_ids: [{ id: 3, name: 'x' }] })).toEqual({
      project_ids: '4',
      client_number: '98',
    });
  });

  it('chips name each value with its field label, a day as people read it', () => {
    expect(
      filterChips(LEAD_FIELDS, {
        stage_ids: [{ id: 3, name: 'Opportunity' }],
        created_at_to: [{ id: '2026-01-02', name: '2026-01-02' }],
      }).map((c) => c.text),
    ).toEqual(['Stage: Opportunity', 'Coming To: 02 Jan 2026']);
  });

  it('the closed leads show the columns of the lead layout, in its order', () => {
    expect(CLOSED_LEAD_COLUMNS.map((c) => c.colId)).toEqual(LEAD_COLUMNS.map((c) => c.colId));
  });

  it('the closed columns add only filters the closed call takes', () => {
    const stage = CLOSED_LEAD_COLUMNS.find((c) => c.colId === 'Stage');
    const project = CLOSED_LEAD_COLUMNS.find((c) => c.colId === 'Project');
    const lead = {
      ObjectStage: { Stage: { id: 3, name: 'Opportunity' } },
      Project: { id: 9, name: 'Harbour Crest' },
    } as unknown as Parameters<NonNullable<(typeof CLOSED_LEAD_COLUMNS)[number]['cellFilter']>>[0];
    expect(stage?.cellFilter?.(lead)).toBeNull();
    expect(project?.cellFilter?.(lead)?.key).toBe('project_ids');
  });

  it('offers the allowed stage values with their reference ids, in the spec order', () => {
    expect(stageFilterOptions(stages)).toEqual([
      { id: 1, name: 'Not Updated' },
      { id: 10, name: 'Suspect' },
      { id: 3, name: 'Opportunity' },
      { id: 5, name: 'Pipeline' },
      { id: 11, name: 'Closed' },
      { id: 7, name: 'Booked' },
      { id: 12, name: 'Cancel' },
      { id: 8, name: 'Gross EOI Application' },
      { id: 9, name: 'Gross EOI Non-Refundable' },
    ]);
  });
});

describe('presets', () => {
  const ref = refLists;

  it('recognises the link targets', () => {
    for (const p of [
      'new',
      'suspect',
      'opportunity',
      'pipeline',
      'booked',
      'booked-digital',
      'site-visits',
    ]) {
      expect(isLeadPreset(p)).toBe(true);
    }
    expect(isLeadPreset('12')).toBe(false);
    expect(isLeadPreset('closed')).toBe(false);
  });

  it('stage presets use the magnet-type sources (case-insensitive); -digital the others', () => {
    expect(buildLeadQuery(presetFilters('new', ref))).toMatchObject({ stage_ids: '1', source_ids: '1,2,3' });
    expect(buildLeadQuery(presetFilters('suspect', ref))).toMatchObject({ stage_ids: '10' });
    expect(buildLeadQuery(presetFilters('booked-digital', ref))).toMatchObject({
      stage_ids: '7',
      source_ids: '4,5',
    });
    expect(presetOf('12', ref)).toBeNull();
  });

  it('site-visits filters on Visit Done and Revisit Done', () => {
    expect(presetFilters('site-visits', ref)).toEqual({
      internal_status_ids: [
        { id: 4, name: 'Visit Done' },
        { id: 6, name: 'Revisit Done' },
      ],
    });
  });
});

describe('saved lead filters', () => {
  const reader = filterReader(LEAD_FIELDS, refLists);

  it('name values kept as bare ids from the reference lists (the seeded shape)', () => {
    const model = toFilterModel({ stage_ids: [3, 5], internal_status_ids: [4, '6'] }, reader);
    expect(model).toEqual({
      stage_ids: [
        { id: 3, name: 'Opportunity' },
        { id: 5, name: 'Pipeline' },
      ],
      internal_status_ids: [
        { id: 4, name: 'Visit Done' },
        { id: '6', name: 'Revisit Done' },
      ],
    });
    expect(buildLeadQuery(model)).toMatchObject({ stage_ids: '3,5', internal_status_ids: '4,6' });
  });

  it('read the shape the screen saves as it is, and name the other values', () => {
    const saved = {
      stage_ids: [{ id: 3, name: 'Opportunity' }],
      project_ids: [{ id: 12, name: 'Harbour Crest' }, 14],
      parent_region_ids: [2],
      nationality: [2],
      is_presale: [{ id: 1 }],
      assigned_date_from: ['2026-01-31'],
      client_number: ['9876543210'],
    };
    expect(toFilterModel(saved, reader)).toEqual({
      stage_ids: [{ id: 3, name: 'Opportunity' }],
      project_ids: [
        { id: 12, name: 'Harbour Crest' },
        { id: 14, name: '#14' },
      ],
      parent_region_ids: [{ id: 2, name: 'Pune' }],
      nationality: [{ id: 2, name: 'NRI' }],
      is_presale: [{ id: 1, name: 'Yes' }],
      assigned_date_from: [{ id: '2026-01-31', name: '2026-01-31' }],
      client_number: [{ id: '9876543210', name: '9876543210' }],
    });
  });

  it('drop what the leads query cannot take, never throwing', () => {
    const bad = {
      stage_ids: 'oops',
      project_ids: [{ id: { nested: true } }, null, -4, 0, '7x'],
      source_ids: [4, 4, 'abc'],
      assigned_date_from: ['yesterday'],
      nationality: [3],
      is_audit: [2],
      client_number: ['12ab'],
      current_location: [''],
      unknown_key: [1],
    };
    expect(toFilterModel(bad, reader)).toEqual({ source_ids: [{ id: 4, name: 'Facebook' }] });
    for (const value of [null, 'text', 42, [], [[1]], { stage_ids: [[]] }]) {
      expect(toFilterModel(value, reader)).toEqual({});
    }
  });

  it('accept only the value types of each key', () => {
    const accepts = (key: string, id: number | string) => reader.accepts?.(key, id);
    expect(accepts('stage_ids', 3)).toBe(true);
    expect(accepts('stage_ids', '3')).toBe(true);
    expect(accepts('stage_ids', 0)).toBe(false);
    expect(accepts('updated_at_to', '2026-02-01')).toBe(true);
    expect(accepts('updated_at_to', '01/02/2026')).toBe(false);
    expect(accepts('is_presale', 0)).toBe(true);
    expect(accepts('nationality', 1)).toBe(true);
    expect(accepts('current_location', 'Baner, Pune')).toBe(true);
    expect(accepts('type', 'all_leads')).toBe(false);
    expect(accepts('_layout', 'x')).toBe(false);
  });
});
