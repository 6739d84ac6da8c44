import { describe, expect, it } from 'vitest';
import { LEAD_FIELDS } from '../../src/features/leads/leadFilters';
import { defaultProjectFilters, PROJECT_FIELDS } from '../../src/features/projects/projectFilters';
import { filtersFromUrl, filtersToUrl } from '../../src/shared/list/urlFilters';

const ref = {
  stages: [
    { id: 3, name: 'Opportunity' },
    { id: 4, name: 'Pipeline' },
    { id: 99, name: 'Something Else' },
  ],
  statuses: [{ id: 6, name: 'Visit Done' }],
  sources: [{ id: 2, name: 'Facebook' }],
  parents: [{ id: 5, name: 'Thane' }],
  regions: [],
};

const leadsFrom = (query: string, base = {}, known = [{}]) =>
  filtersFromUrl(LEAD_FIELDS, new URLSearchParams(query), ref, base, known, ['lead']);

describe('filters read from an address', () => {
  it('reads the list call keys: comma-joined ids named from the reference lists, days and typed text', () => {
    expect(
      leadsFrom(
        'stage_ids=3,4&parent_region_ids=5&created_at_from=2026-01-05&current_location=Thane%2C%20West',
      ),
    ).toEqual({
      filters: {
        stage_ids: [
          { id: 3, name: 'Opportunity' },
          { id: 4, name: 'Pipeline' },
        ],
        parent_region_ids: [{ id: 5, name: 'Thane' }],
        created_at_from: [{ id: '2026-01-05', name: '2026-01-05' }],
        current_location: [{ id: 'Thane, West', name: 'Thane, West' }],
      },
      dropped: [],
    });
  });

  it('names searched ids after the filters already known, else by their id', () => {
    const known = [{ project_ids: [{ id: 12, name: 'Skyline Towers' }] }];
    expect(leadsFrom('project_ids=12,40', {}, known).filters).toEqual({
      project_ids: [
        { id: 12, name: 'Skyline Towers' },
        { id: 40, name: '#40' },
      ],
    });
  });

  it('drops unknown keys and malformed values, naming them, and keeps the rest', () => {
    expect(leadsFrom('stage_ids=abc&bogus=1')).toEqual({
      filters: {},
      dropped: ['bogus=1', 'stage_ids=abc'],
    });
    expect(leadsFrom('stage_ids=3,abc,99&created_at_from=2026-02-30&is_presale=7&lead=253')).toEqual({
      filters: { stage_ids: [{ id: 3, name: 'Opportunity' }] },
      dropped: ['stage_ids=abc,99', 'is_presale=7', 'created_at_from=2026-02-30'],
    });
  });

  it('answers no filters when the address names none (the route keeps its own)', () => {
    expect(leadsFrom('lead=253')).toEqual({ filters: null, dropped: [] });
    expect(leadsFrom('')).toEqual({ filters: null, dropped: [] });
  });

  it('replaces the route filters key by key; an empty key removes them', () => {
    const base = defaultProjectFilters();
    expect(
      filtersFromUrl(PROJECT_FIELDS, new URLSearchParams('is_focus=&parent_region_ids=5'), ref, base).filters,
    ).toEqual({ parent_region_ids: [{ id: 5, name: 'Thane' }] });
    expect(filtersFromUrl(PROJECT_FIELDS, new URLSearchParams('bhk=2'), ref, base).filters).toEqual({
      is_focus: [{ id: 1, name: 'Yes' }],
      bhk: [{ id: 2, name: '2 BHK' }],
    });
  });
});

describe('filters written to an address', () => {
  it('writes the keys of the list call in the fields order, commas literal', () => {
    expect(
      filtersToUrl(
        LEAD_FIELDS,
        {
          created_at_from: [{ id: '2026-01-05', name: '2026-01-05' }],
          stage_ids: [
            { id: 3, name: 'Opportunity' },
            { id: 4, name: 'Pipeline' },
          ],
          project_ids: [{ id: 12, name: 'Skyline Towers' }],
        },
        {},
      ),
    ).toBe('project_ids=12&stage_ids=3,4&created_at_from=2026-01-05');
  });

  it('writes nothing for the route own filters, and a removed key of theirs empty', () => {
    const base = defaultProjectFilters();
    expect(filtersToUrl(PROJECT_FIELDS, base, base)).toBe('');
    expect(filtersToUrl(PROJECT_FIELDS, {}, base)).toBe('is_focus=');
    expect(filtersToUrl(LEAD_FIELDS, { current_location: [{ id: 'Thane, West', name: 'x' }] }, {})).toBe(
      'current_location=Thane%2C%20West',
    );
  });
});
