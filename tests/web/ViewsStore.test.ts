import { afterEach, describe, expect, it, vi } from 'vitest';
import { VIEW_LISTS } from '../../src/app/listSpecs';
import { LEADS_SCREEN } from '../../src/features/leads/leadsSpec';
import { LOCAL_VIEWS_KEY, toSavedView, UNDO_DELETE_MS } from '../../src/shared/views/ViewsStore';
import { type FakeCall, fakeEnvironment, rootWithLists } from './fakeEnvironment';

const hot = [{ id: 3, name: 'Opportunity' }];
const desktop = [
  { name: 'Client Name', show: true },
  { name: 'Budget', show: false },
];

/** A /userFilter that keeps what it is sent, as the server does. */
function userFilterServer() {
  const rows: Record<string, unknown>[] = [];
  let next = 17;
  const handler = (call: FakeCall) => {
    if (call.path === '/api/userFilter' && call.method === 'GET') return { status: 200, body: rows };
    if (call.path === '/api/userFilter' && call.method === 'POST') {
      const row = { id: next++, pinned: true, ...(call.body as object) };
      rows.push(row);
      return { status: 201, body: row };
    }
    const id = Number(call.path.split('/').pop());
    const at = rows.findIndex((r) => r.id === id);
    if (at < 0) return undefined;
    if (call.method === 'PUT') {
      rows[at] = { ...rows[at], ...(call.body as object) };
      return { status: 200, body: rows[at] };
    }
    rows.splice(at, 1);
    return { status: 200, body: { message: 'Filter deleted' } };
  };
  return { rows, handler };
}

afterEach(() => vi.useRealTimers());

describe('saved views', () => {
  it('creates, updates in place and duplicates a server-kept view; another store reads it back', async () => {
    const server = userFilterServer();
    const { env, calls } = fakeEnvironment(server.handler);
    const store = rootWithLists(env);
    const source = { kind: 'server', type: 'lead' } as const;
    const view = await store.views.create(source, {
      filter: { stage_ids: hot },
      columns: { desktop },
      size: 25,
    });
    expect(view).toMatchObject({
      id: 17,
      name: 'Untitled Filter',
      size: 25,
      pinned: true,
      columns: { desktop },
    });
    expect(calls.at(-1)?.body).toEqual({
      type: 'lead',
      filter: { stage_ids: hot },
      name: 'Untitled Filter',
      columns: { desktop },
      size: 25,
      pinned: true,
    });

    await store.views.update(view, { name: '  Hot pipeline ', filter: {}, size: 50 });
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', path: '/api/userFilter/17' });
    expect(store.views.get('lead', 17)).toMatchObject({ name: 'Hot pipeline', filter: {}, size: 50 });

    const copy = await store.views.duplicate(view);
    expect(copy).toMatchObject({ id: 18, name: 'Hot pipeline (copy)', columns: { desktop }, size: 50 });

    const again = rootWithLists(env);
    await again.views.load(1);
    expect(again.views.byList('lead').map((v) => v.name)).toEqual(['Hot pipeline', 'Hot pipeline (copy)']);
    expect(again.views.byList('booking')).toEqual([]);
  });

  it('a deleted view is gone at once, comes back on Undo, and is deleted after 5 seconds', async () => {
    vi.useFakeTimers();
    const server = userFilterServer();
    const { env, calls } = fakeEnvironment(server.handler);
    const store = rootWithLists(env);
    const view = await store.views.create(
      { kind: 'server', type: 'booking' },
      { filter: {}, columns: null, size: null },
      'Paid',
    );
    store.views.removeLater(view);
    expect(store.views.byList('booking')).toEqual([]);
    expect(store.views.get('booking', view.id)).toBeUndefined();
    store.views.undoRemove(view);
    expect(store.views.byList('booking').map((v) => v.name)).toEqual(['Paid']);
    await vi.advanceTimersByTimeAsync(UNDO_DELETE_MS + 100);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    const { id } = view;
    store.views.removeLater(view);
    await vi.advanceTimersByTimeAsync(UNDO_DELETE_MS + 100);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/userFilter/${id}`]);
    expect(server.rows).toEqual([]);
    expect(store.views.items).toHaveLength(0);
  });

  it('keeps campaign and focus-project views in the browser, and a new store restores them', async () => {
    const { env, calls } = fakeEnvironment(() => undefined);
    const store = rootWithLists(env);
    store.views.restore();
    const campaign = await store.views.create(
      { kind: 'local', type: 'campaign' },
      {
        filter: { campaign_type: [{ id: 1, name: 'Google Ads' }] },
        columns: { mobile: desktop },
        size: null,
      },
    );
    await store.views.create(
      { kind: 'local', type: 'focus-project' },
      { filter: {}, columns: null, size: 16 },
      'Pune',
    );
    await store.views.update(campaign, { name: '   ' });
    expect(calls).toHaveLength(0);

    const again = rootWithLists(env);
    again.views.restore();
    expect(again.views.byList('campaign').map((v) => [v.name, v.columns])).toEqual([
      ['Untitled Filter', { mobile: desktop }],
    ]);
    expect(again.views.byList('focus-project').map((v) => [v.id, v.name, v.size])).toEqual([[2, 'Pune', 16]]);
  });

  it('restores from corrupted or old entries without breaking: bad ones are dropped, old layouts kept', async () => {
    const { env } = fakeEnvironment(() => undefined);
    env.storage.setItem(LOCAL_VIEWS_KEY, '[[[');
    const broken = rootWithLists(env);
    broken.views.restore();
    expect(broken.views.items).toHaveLength(0);

    env.storage.removeItem(LOCAL_VIEWS_KEY);
    env.storage.setItem(
      'pp.savedFilters.v1',
      JSON.stringify([
        { id: 1, type: 'campaign', name: 'A', filter: { order: 'ASC', _layout: desktop } },
        { id: 1, type: 'campaign', name: 'duplicate id' },
        { id: 2, type: 'lead', name: 'a server-kept list' },
        { id: 'x', type: 'campaign' },
        { id: 3, type: 'focus-project', name: '', filter: [1, 2], columns: { desktop: 'all' }, size: -4 },
        null,
      ]),
    );
    const store = rootWithLists(env);
    store.views.restore();
    // Signed in, the views of lists that keep theirs on the server are left out.
    await store.views.load(1);
    expect(store.views.items.map((v) => [v.key, v.name, v.filter, v.columns, v.size])).toEqual([
      ['campaign:1', 'A', { order: 'ASC' }, { desktop }, null],
      ['focus-project:3', 'Untitled Filter', {}, null, null],
    ]);
    expect(env.storage.getItem('pp.savedFilters.v1')).toBeNull();
    expect(JSON.parse(env.storage.getItem(LOCAL_VIEWS_KEY) ?? '{}').items).toHaveLength(2);

    expect(
      toSavedView(
        { id: 4, type: 'lead', name: 'x', filter: {}, columns: { desktop: [{ show: 1 }] } },
        'server',
        VIEW_LISTS,
      ),
    ).toMatchObject({ columns: null, pinned: true });
    expect(toSavedView({ id: 5, type: 'campaign', name: 'x' }, 'server', VIEW_LISTS)).toBeNull();
  });

  it('marks a view on screen as changed when its filters, columns or page size differ, until saved or reset', async () => {
    const server = userFilterServer();
    const { env } = fakeEnvironment(server.handler);
    const root = rootWithLists(env);
    const list = root.screens.get(LEADS_SCREEN);
    const view = await root.views.create(
      { kind: 'server', type: 'lead' },
      { filter: { stage_ids: hot }, columns: { desktop }, size: 25 },
      'Hot',
    );
    list.applyRoute(String(view.id), { stage_ids: hot }, view);
    expect([list.size, list.viewChanged]).toEqual([25, false]);

    list.addFilter('stage_ids', { id: 4, name: 'Pipeline' });
    expect(list.viewChanged).toBe(true);
    list.removeFilter('stage_ids', 4);
    expect(list.viewChanged).toBe(false);

    list.setColumns(root.layouts, 'desktop', [...desktop].reverse());
    expect(list.viewChanged).toBe(true);
    list.resetView();
    expect([list.viewChanged, list.viewColumns]).toEqual([false, { desktop }]);

    list.setSize(10);
    expect(list.viewChanged).toBe(true);
    await root.views.update(view, list.viewContent);
    list.markViewSaved();
    expect(list.viewChanged).toBe(false);
    expect(root.views.get('lead', view.id)?.size).toBe(10);

    list.applyRoute('', {});
    expect([list.view, list.viewChanged]).toEqual([null, false]);
  });
});
