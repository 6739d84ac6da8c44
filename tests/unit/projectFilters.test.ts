import { describe, expect, it } from 'vitest';
import { toFilterModel } from '../../src/domain/filters';
import { slabText } from '../../src/domain/projectOptions';
import {
  bhkText,
  PROJECT_COLUMNS,
  type Project,
  priceRange,
} from '../../src/features/projects/projectColumns';
import { defaultProjectFilters, PROJECT_FIELDS } from '../../src/features/projects/projectFilters';
import { projectCountText } from '../../src/features/projects/projectsSpec';
import { buildFilterQuery, filterChips, filterReader } from '../../src/shared/list/filterFields';

const ref = { stages: [], statuses: [], sources: [], parents: [{ id: 2, name: 'Pune' }], regions: [] };

const project: Project = {
  id: 7,
  name: 'Skyline Heights',
  builder_name: 'Apex Builders',
  location: 'Baner',
  is_active: 'Active',
  is_focus: 'Yes',
  site_url: null,
  magnet_landing_page: null,
  brochure_url: null,
  slab_min: 2.5,
  slab_max: 4,
  rera_no: 'P52100000001',
  land_area: '4 Acres',
  starting_price: 7_500_000,
  banner: null,
  highlights: [],
  fact_sheet: 1,
  Region: { id: 3, name: 'Baner', Parentregion: { id: 2, name: 'Pune' } },
  ProjectCreator: null,
  ProjectMeta: [
    { id: 1, bhk: 2, price: 7_500_000 },
    { id: 2, bhk: 3, price: 12_345_678 },
    { id: 3, bhk: 3, price: 11_000_000 },
  ],
};

const cell = (colId: string) => {
  const column = PROJECT_COLUMNS.find((c) => c.colId === colId);
  const getter = column?.valueGetter;
  if (typeof getter !== 'function') throw new Error(`no value of ${colId}`);
  // biome-ignore lint/suspicious/noExplicitAny: the grid's params object is only read for `data` here
  return getter({ data: project } as any);
};

describe('the projects columns', () => {
  it('are the project layout names, in order; a phone shows ID, Project and Location at first', () => {
    expect(PROJECT_COLUMNS.map((c) => c.colId)).toEqual([
      'ID',
      'Project',
      'Builder',
      'Region',
      'Location',
      'Focus',
      'Slab',
      'BHK',
      'Price',
      'Min Price',
      'Max Price',
    ]);
    expect(PROJECT_COLUMNS.filter((c) => !c.hideOnPhone).map((c) => c.colId)).toEqual([
      'ID',
      'Project',
      'Location',
    ]);
  });

  it('show prices in rupees with Indian grouping, the slab range and the beds', () => {
    expect(cell('Price')).toBe('₹75,00,000');
    expect(cell('Min Price')).toBe('₹75,00,000');
    expect(cell('Max Price')).toBe('₹1,23,45,678');
    expect(cell('Slab')).toBe('2.5–4%');
    expect(cell('BHK')).toBe('2 BHK, 3 BHK');
    expect(cell('Region')).toBe('Pune');
    expect(slabText({ slab_min: 3, slab_max: 3 })).toBe('3%');
    expect(priceRange({ ProjectMeta: [] })).toBeNull();
    expect(bhkText({ ProjectMeta: [{ id: 1, bhk: 101, price: 1 }] })).toBe('Plot');
  });

  it('turn a click on Region, Focus, Project or Builder into that filter', () => {
    const filterOf = (colId: string) => PROJECT_COLUMNS.find((c) => c.colId === colId)?.cellFilter?.(project);
    expect(filterOf('Region')).toEqual({
      key: 'parent_region_ids',
      option: { id: 2, name: 'Pune' },
      arity: 'multi',
    });
    expect(filterOf('Focus')).toEqual({ key: 'is_focus', option: { id: 1, name: 'Yes' }, arity: 'single' });
    expect(filterOf('Project')?.key).toBe('ids');
    expect(filterOf('Builder')?.option.id).toBe('Apex Builders');
    expect(filterOf('Price')).toBeUndefined();
  });
});

describe('the projects filters', () => {
  it('are the form of 02 §2 in order (Builder only from its cells)', () => {
    expect(PROJECT_FIELDS.filter((f) => f.inPanel !== false).map((f) => f.label)).toEqual([
      'Project',
      'Region',
      'Focus',
      'Min Price',
      'Max Price',
      'Bed',
    ]);
  });

  it('start with Focus Yes on the plain route', () => {
    expect(buildFilterQuery(PROJECT_FIELDS, defaultProjectFilters())).toEqual({ is_focus: 1 });
    expect(filterChips(PROJECT_FIELDS, defaultProjectFilters()).map((c) => c.text)).toEqual(['Focus: Yes']);
  });

  it('make the GET /projects query: ids and regions comma-joined, prices in rupees', () => {
    const query = buildFilterQuery(PROJECT_FIELDS, {
      ids: [
        { id: 4, name: 'A' },
        { id: 9, name: 'B' },
      ],
      parent_region_ids: [{ id: 2, name: 'Pune' }],
      is_focus: [{ id: 0, name: 'No' }],
      min_price: [{ id: 5_000_000, name: '50 Lacs' }],
      max_price: [{ id: 15_000_000, name: '1.5 Crores' }],
      bhk: [{ id: 3, name: '3 BHK' }],
      builder_name: [{ id: 'Apex Builders', name: 'Apex Builders' }],
    });
    expect(query).toEqual({
      ids: '4,9',
      parent_region_ids: '2',
      is_focus: 0,
      min_price: 5_000_000,
      max_price: 15_000_000,
      bhk: 3,
      builder_name: 'Apex Builders',
    });
  });

  it('read a saved filter back with the option names and without values the list cannot take', () => {
    const saved = {
      is_focus: [1],
      min_price: [12_000_000],
      max_price: [{ id: 12_345, name: 'not an option' }],
      parent_region_ids: [2],
      bhk: [{ id: 'drop table', name: 'x' }],
    };
    const model = toFilterModel(saved, filterReader(PROJECT_FIELDS, ref));
    expect(filterChips(PROJECT_FIELDS, model).map((c) => c.text)).toEqual([
      'Focus: Yes',
      'Min Price: 1.2 Crores',
      'Region: Pune',
    ]);
  });

  it('count the projects, or say No data found.', () => {
    expect(projectCountText(0)).toBe('No data found.');
    expect(projectCountText(1)).toBe('Showing all 1 project');
    expect(projectCountText(1234)).toBe('Showing all 1,234 projects');
  });
});
