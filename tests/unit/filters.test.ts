import { describe, expect, it } from 'vitest';
import { VIEW_LISTS } from '../../src/app/listSpecs';
import {
  addFilterValue,
  hasFilters,
  type ListQueryState,
  removeFilterValue,
  toFilterModel,
  withFilterAdded,
  withFilterRemoved,
  withPageSize,
} from '../../src/domain/filters';
import { toSavedView } from '../../src/shared/views/ViewsStore';

const base: ListQueryState = { filters: {}, page: 3, size: 10 };

describe('filter rules', () => {
  it('multi-value filters accumulate without duplicates by id', () => {
    let f = addFilterValue({}, 'project_ids', { id: 1, name: 'A' });
    f = addFilterValue(f, 'project_ids', { id: 2, name: 'B' });
    f = addFilterValue(f, 'project_ids', { id: 1, name: 'A again' });
    expect(f.project_ids).toEqual([
      { id: 1, name: 'A' },
      { id: 2, name: 'B' },
    ]);
  });

  it('adding a selected value is ignored (same state, page kept)', () => {
    const s = withFilterAdded(base, 'stage_ids', { id: 3, name: 'Opportunity' });
    expect(s.page).toBe(1);
    const again = withFilterAdded({ ...s, page: 4 }, 'stage_ids', { id: 3, name: 'Opportunity' });
    expect(again.page).toBe(4);
  });

  it('single filters replace their value', () => {
    const f = addFilterValue(
      addFilterValue({}, 'nationality', { id: 1, name: 'Indian' }, 'single'),
      'nationality',
      {
        id: 2,
        name: 'NRI',
      },
      'single',
    );
    expect(f.nationality).toEqual([{ id: 2, name: 'NRI' }]);
  });

  it('removing the last value clears the filter', () => {
    const f = removeFilterValue({ stage_ids: [{ id: 3, name: 'Opportunity' }] }, 'stage_ids', 3);
    expect(f).toEqual({});
    expect(hasFilters(f)).toBe(false);
  });

  it('adding or removing a filter and changing the page size reset the page to 1', () => {
    const added = withFilterAdded(base, 'stage_ids', { id: 3, name: 'Opportunity' });
    expect(added.page).toBe(1);
    const removed = withFilterRemoved({ ...added, page: 5 }, 'stage_ids', 3);
    expect(removed.page).toBe(1);
    expect(withFilterRemoved({ ...removed, page: 2 }, 'stage_ids', 3).page).toBe(2);
    expect(withPageSize(base, 25)).toEqual({ filters: {}, page: 1, size: 25 });
  });

  it('reads stored filter values safely', () => {
    expect(
      toFilterModel({ a: [{ id: 1, name: 'x' }, { id: 1, name: 'y' }, { bad: true }], b: 'no', c: [] }),
    ).toEqual({
      a: [{ id: 1, name: 'x' }],
    });
    expect(toFilterModel(null)).toEqual({});
  });

  it('reads values kept as bare ids, naming them through the reader (else #id)', () => {
    const nameOf = (key: string, id: number | string) => (key === 's' && id === 3 ? 'Three' : undefined);
    expect(toFilterModel({ s: [3, 4, 3], d: ['2026-01-01'] }, { nameOf })).toEqual({
      s: [
        { id: 3, name: 'Three' },
        { id: 4, name: '#4' },
      ],
      d: [{ id: '2026-01-01', name: '2026-01-01' }],
    });
    // A stored name wins over the reader's; an empty one does not.
    expect(
      toFilterModel(
        {
          s: [
            { id: 3, name: 'Kept' },
            { id: 5, name: ' ' },
          ],
        },
        { nameOf },
      ),
    ).toEqual({
      s: [
        { id: 3, name: 'Kept' },
        { id: 5, name: '#5' },
      ],
    });
  });

  it('keeps only the values the reader accepts', () => {
    const accepts = (key: string, id: number | string) => key === 'ok' && typeof id === 'number';
    expect(toFilterModel({ ok: [1, 'x', Number.NaN], other: [1] }, { accepts })).toEqual({
      ok: [{ id: 1, name: '#1' }],
    });
  });
});

describe('saved views from the server', () => {
  it('keep well-formed entries and repair or leave out the others', () => {
    const view = (id: number, name: string, filter: object) => ({
      key: `lead:${id}`,
      id,
      kind: 'server',
      list: 'lead',
      name,
      filter,
      columns: null,
      size: null,
      pinned: true,
    });
    expect(
      toSavedView({ id: 1, type: 'lead', name: 'Hot', filter: { stage_ids: [3] } }, 'server', VIEW_LISTS),
    ).toEqual(view(1, 'Hot', { stage_ids: [3] }));
    expect(toSavedView({ id: 2, type: 'lead', name: '', filter: null }, 'server', VIEW_LISTS)).toEqual(
      view(2, 'Untitled Filter', {}),
    );
    expect(toSavedView({ id: 3, type: 'campaign', name: 'x', filter: {} }, 'server', VIEW_LISTS)).toBeNull();
    expect(toSavedView({ id: '4', type: 'lead', name: 'x', filter: {} }, 'server', VIEW_LISTS)).toBeNull();
    expect(toSavedView(null, 'server', VIEW_LISTS)).toBeNull();
    expect(toSavedView([1], 'server', VIEW_LISTS)).toBeNull();
  });
});
