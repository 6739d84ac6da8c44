import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/client';
import { createRootStore } from '../../src/app/RootStore';
import { LEADS_SCREEN } from '../../src/features/leads/leadsSpec';
import { createListStore } from '../../src/shared/list/createListStore';
import { idListField } from '../../src/shared/list/filterFields';
import type { ListPage, ListSpec, PageRequest, ReferenceLists } from '../../src/shared/list/listSpec';
import { fakeEnvironment } from './fakeEnvironment';

type Row = { id: number };
type Query = { project_ids?: string };
type Call = {
  query: Partial<Query>;
  page: PageRequest;
  signal: AbortSignal;
  answer: (page: ListPage<Row>) => void;
  fail: (e: unknown) => void;
};

/** A list whose calls wait until the test answers them, so answers can arrive in any order. */
function deferredList(
  options: { count?: boolean; columns?: ListSpec<Row, Query, ReferenceLists>['columns'] } = {},
) {
  const calls: Call[] = [];
  const counts: { query: Partial<Query>; answer: (n: number) => void }[] = [];
  const spec: ListSpec<Row, Query, ReferenceLists> = {
    name: 'test',
    noun: 'row',
    label: 'Rows',
    columns: options.columns ?? [{ colId: 'ID' }],
    card: { title: 'ID', fields: [] },
    fields: [idListField('project_ids', 'Project', {})],
    preset: (slug) => (slug === 'first' ? { project_ids: [{ id: 1, name: 'One' }] } : null),
    pageSizes: [5, 10],
    defaultSize: 10,
    paging: 'server',
    fetchPage: (_api, query, page, signal) =>
      new Promise((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        calls.push({ query, page, signal, answer: resolve, fail: reject });
      }),
    ...(options.count
      ? {
          fetchCount: (_api, query) =>
            new Promise<number>((resolve) => {
              counts.push({ query, answer: resolve });
            }),
        }
      : {}),
    rowId: (row) => row.id,
    texts: {
      count: (n) => `${n} rows`,
      empty: 'None',
      rejected: 'rejected',
      failed: () => 'failed',
      loading: 'Loading',
    },
  };
  const { env } = fakeEnvironment(() => undefined);
  const store = createListStore(spec).create({}, env);
  return { store, calls, counts };
}

const rows = (...ids: number[]) => ids.map((id) => ({ id }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('list store', () => {
  it('a quiet refresh keeps the rows on screen, with no loading state, until its answer replaces them', async () => {
    const { store, calls } = deferredList();
    const first = store.load();
    calls[0]?.answer({ rows: rows(1, 2), count: 2 });
    await first;
    const quiet = store.refresh({ quiet: true });
    expect(store.loading).toBe(false);
    expect(store.visibleIds).toEqual([1, 2]);
    calls[1]?.answer({ rows: rows(1, 2, 3), count: 3 });
    await quiet;
    expect(store.visibleIds).toEqual([1, 2, 3]);
    expect(store.count).toBe(3);
    // The refresh button's refresh shows that it loads.
    void store.refresh();
    expect(store.loading).toBe(true);
  });

  it('pages with the page and size it holds, and a page past the end goes to the last page', async () => {
    const { store, calls } = deferredList();
    store.setSize(5);
    const first = store.load();
    calls[0]?.answer({ rows: rows(1, 2, 3, 4, 5), count: 12 });
    await first;
    expect(calls[0]?.page).toMatchObject({ page: 1, size: 5 });
    expect(store.visibleIds).toEqual([1, 2, 3, 4, 5]);
    expect(store.pageCount).toBe(3);
    store.setPage(9);
    expect(store.page).toBe(3);
    const third = store.load();
    calls[1]?.answer({ rows: rows(11, 12), count: 7 });
    await third;
    // Fewer rows than before: never 'Page 3 of 2'.
    expect(store.page).toBe(2);
  });

  it("a header's order asks the call for the first page in that order, with the same filters", async () => {
    const { store, calls } = deferredList();
    store.addFilter('project_ids', { id: 4, name: 'Four' });
    const first = store.load();
    calls[0]?.answer({ rows: rows(1, 2, 3, 4, 5), count: 12 });
    await first;
    store.setPage(2);
    store.setSort({ colId: 'Protection', direction: 'desc' });
    expect(store.page).toBe(1);
    const sorted = store.load();
    expect(calls.at(-1)?.page).toMatchObject({ page: 1, sort: { colId: 'Protection', direction: 'desc' } });
    expect(calls.at(-1)?.query).toEqual({ project_ids: '4' });
    calls.at(-1)?.answer({ rows: rows(5, 4), count: 12 });
    await sorted;
    expect(store.visibleIds).toEqual([5, 4]);
    store.setSort(null);
    expect(calls.at(-1)?.page).toMatchObject({ page: 1, sort: null });
  });

  it('aborts a stale request: an older answer arriving late never replaces a newer one', async () => {
    const { store, calls } = deferredList();
    const older = store.load();
    store.addFilter('project_ids', { id: 4, name: 'Four' });
    const newer = store.load();
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.query).toEqual({ project_ids: '4' });
    calls[1]?.answer({ rows: rows(40), count: 1 });
    await newer;
    calls[0]?.answer({ rows: rows(1, 2, 3), count: 3 });
    await older;
    expect(store.visibleIds).toEqual([40]);
    expect(store.count).toBe(1);
    expect(store.status).toBe('fulfilled');
  });

  it('a failed load keeps the last good rows and count and says it was rejected', async () => {
    const { store, calls } = deferredList();
    const first = store.load();
    calls[0]?.answer({ rows: rows(1, 2), count: 2 });
    await first;
    const second = store.load();
    calls[1]?.fail(new ApiError(0, 'Network error'));
    await second;
    expect(store.status).toBe('rejected');
    expect(store.error).toBe('Network error');
    expect(store.visibleIds).toEqual([1, 2]);
    expect(store.count).toBe(2);
    expect(store.loading).toBe(false);
  });

  it('counts once per filters: paging reuses the count, refresh asks again', async () => {
    const { store, calls, counts } = deferredList({ count: true });
    const first = store.load();
    calls[0]?.answer({ rows: rows(1), count: null });
    counts[0]?.answer(25);
    await first;
    expect(store.count).toBe(25);
    store.setPage(2);
    const second = store.load();
    calls[1]?.answer({ rows: rows(11), count: null });
    await second;
    expect(counts).toHaveLength(1);
    expect(store.count).toBe(25);
    const third = store.refresh();
    await settle();
    expect(counts).toHaveLength(2);
    calls[2]?.answer({ rows: rows(11), count: null });
    counts[1]?.answer(26);
    await third;
    expect(store.count).toBe(26);
  });

  it("names a value the address gave as a bare id ('#8') from a row's cell, without asking again", async () => {
    const { store, calls } = deferredList({
      columns: [
        {
          colId: 'Project',
          cellFilter: (row) =>
            row.id === 2
              ? { key: 'project_ids', option: { id: 8, name: 'Thane Greens' }, arity: 'multi' }
              : null,
        },
      ],
    });
    store.setFilters({
      project_ids: [
        { id: 8, name: '#8' },
        { id: 9, name: 'Named' },
      ],
    });
    const loaded = store.load();
    const key = store.requestKey;
    calls[0]?.answer({ rows: rows(1, 2), count: 2 });
    await loaded;
    expect(store.filters).toEqual({
      project_ids: [
        { id: 8, name: 'Thane Greens' },
        { id: 9, name: 'Named' },
      ],
    });
    // The same call: the screen does not fetch again for a name.
    expect(store.requestKey).toBe(key);
  });

  it('applyRoute replaces the filters once per route and keeps them when the same route comes back', () => {
    const { store } = deferredList();
    expect(store.applyRoute('first', { project_ids: [{ id: 1, name: 'One' }] })).toBe(true);
    store.setSize(5);
    store.addFilter('project_ids', { id: 2, name: 'Two' });
    store.setPage(1);
    store.toggleFilters();
    // Coming back to the same route (after visiting another screen) keeps what the partner did.
    expect(store.applyRoute('first', { project_ids: [{ id: 1, name: 'One' }] })).toBe(false);
    expect(store.filters.project_ids?.map((v) => v.id)).toEqual([1, 2]);
    expect(store.size).toBe(5);
    expect(store.filtersOpen).toBe(true);
    // Another route replaces the filters and goes back to page 1, keeping the page size.
    expect(store.applyRoute('', {})).toBe(true);
    expect(store.filters).toEqual({});
    expect(store.size).toBe(5);
    expect(store.page).toBe(1);
  });

  it('moves the selection among the rows on screen; an open panel follows; Esc closes the top pane', async () => {
    const { store, calls } = deferredList();
    const load = store.load();
    calls[0]?.answer({ rows: rows(7, 8, 9), count: 3 });
    await load;
    const { selection } = store;
    store.moveSelection(1);
    expect(selection.selectedId).toBe(7);
    selection.openSelected();
    expect(selection.detailId).toBe(7);
    store.moveSelection(1);
    store.moveSelection(1);
    store.moveSelection(1);
    expect(selection.selectedId).toBe(9);
    expect(selection.detailId).toBe(9);
    store.moveSelection(-5);
    expect(selection.detailId).toBe(7);
    selection.togglePin();
    selection.open(8);
    expect(selection.detailId).toBe(7);
    expect(selection.compareId).toBe(8);
    selection.closeTop();
    expect(selection.compareId).toBeNull();
    expect(selection.detailId).toBe(7);
    selection.closeTop();
    expect(selection.detailId).toBeNull();
  });

  it("fetches a loaded list at once when a filter or the page changes; the screen's load takes it over", async () => {
    const { store, calls } = deferredList();
    // Before the list has loaded, a change only changes the query.
    store.addFilter('project_ids', { id: 1, name: 'One' });
    expect(calls).toHaveLength(0);
    void store.load();
    calls[0]?.answer({ rows: rows(1), count: 30 });
    await settle();
    store.addFilter('project_ids', { id: 2, name: 'Two' });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.query).toEqual({ project_ids: '1,2' });
    // The screen draws the change and asks for the same rows: no second request.
    void store.load();
    expect(calls).toHaveLength(2);
    calls[1]?.answer({ rows: rows(2), count: 30 });
    await settle();
    store.setPage(2);
    expect(calls).toHaveLength(3);
    expect(calls[2]?.page).toMatchObject({ page: 2 });
    // The same page again changes nothing and asks nothing.
    store.setPage(2);
    expect(calls).toHaveLength(3);
  });
});

describe('leads on the kit (fake environment)', () => {
  it('sends the partner scope with the filters, and the store survives as the root keeps it', async () => {
    const { env, calls } = fakeEnvironment((call) => {
      if (call.path === '/api/leads') return { status: 200, body: { leads: [] } };
      if (call.path === '/api/leads/index/count') return { status: 200, body: { count: 0 } };
      return undefined;
    });
    const root = createRootStore(env);
    const store = root.screens.get(LEADS_SCREEN);
    expect(root.screens.get(LEADS_SCREEN)).toBe(store);
    store.addFilter('stage_ids', { id: 3, name: 'Opportunity' });
    await store.load();
    const list = calls.find((c) => c.path === '/api/leads');
    expect(list?.query).toEqual({
      type: 'all_leads',
      is_magnet: '1',
      stage_ids: '3',
      size: '10',
      pageId: '1',
    });
    const count = calls.find((c) => c.path === '/api/leads/index/count');
    expect(count?.query).toEqual({ type: 'all_leads', is_magnet: '1', stage_ids: '3' });
    expect(store.status).toBe('fulfilled');
    expect(store.count).toBe(0);
  });
});
