import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGNS_SCREEN } from '../../src/features/campaigns/campaignsSpec';
import { type FakeCall, type FakeHandler, fakeEnvironment, rootWithLists } from './fakeEnvironment';

const stage = { name: 'Stage', show: true };
type Posted = { fields: { type: string; field: unknown }[] };

/** A /userField that holds `held` and adds what is posted (ids from 40), as the server does. */
function userFieldServer(held: { id: number; type: string; field: unknown }[]): FakeHandler {
  return (call: FakeCall) => {
    if (call.path === '/api/userField' && call.method === 'GET') return { status: 200, body: held };
    if (call.path === '/api/userField' && call.method === 'POST') {
      for (const f of (call.body as Posted).fields) held.push({ id: 40 + held.length, ...f });
      return { status: 201, body: held };
    }
    if (call.path.startsWith('/api/userField/') && call.method === 'PUT')
      return { status: 200, body: call.body };
    return undefined;
  };
}

beforeEach(() => window.localStorage.clear());

describe('column layouts on the device', () => {
  it("never throws on a corrupted 'fields' entry, and never takes another user's layouts", async () => {
    for (const text of ['{not json', '{"a":1}', '[{"type":"nope","field":{}}]', '{"user":1,"records":7}']) {
      window.localStorage.setItem('fields', text);
      const { env } = fakeEnvironment(() => undefined);
      const root = rootWithLists(env);
      root.layouts.restore();
      expect(root.layouts.items('lead', 'desktop')[0]).toEqual({ name: 'ID', show: true });
    }
    const mine = { user: 1, records: [{ id: 3, type: 'lead', field: { desktop: [stage] } }] };
    window.localStorage.setItem('fields', JSON.stringify(mine));
    const { env } = fakeEnvironment(() => ({ status: 500, body: { message: 'down' } }));
    const root = rootWithLists(env);
    root.layouts.restore();
    await root.layouts.load(1);
    expect(root.layouts.items('lead', 'desktop')[0]).toEqual(stage);
    await root.layouts.load(2);
    expect(root.layouts.items('lead', 'desktop')[0]).toEqual({ name: 'ID', show: true });
    expect(JSON.parse(window.localStorage.getItem('fields') ?? '{}')).toEqual({
      version: 2,
      user: 2,
      records: [],
    });
  });

  it('a campaign column change in the default view is the partner layout, sent by PUT and kept on the device', async () => {
    const { env, calls } = fakeEnvironment(userFieldServer([]));
    const root = rootWithLists(env);
    root.layouts.restore();
    await root.layouts.load(1);
    const list = root.screens.get(CAMPAIGNS_SCREEN);
    const desktop = list.columns(root.layouts, 'desktop');
    expect(desktop.map((c) => c.name).slice(0, 3)).toEqual(['Project', 'Campaign Type', 'Amount']);
    list.setColumns(
      root.layouts,
      'desktop',
      [desktop[2], desktop[0], desktop[1], ...desktop.slice(3)].flatMap((c) => (c ? [c] : [])),
    );
    await vi.waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { type: 'campaign' } }));

    const again = rootWithLists(env);
    again.layouts.restore();
    const restored = again.screens.get(CAMPAIGNS_SCREEN).columns(again.layouts, 'desktop');
    expect(restored.map((c) => c.name).slice(0, 3)).toEqual(['Amount', 'Project', 'Campaign Type']);
    // The phone keeps its own: Project, Amount and Status shown at first.
    const phone = again.screens.get(CAMPAIGNS_SCREEN).columns(again.layouts, 'mobile');
    expect(phone.filter((c) => c.show).map((c) => c.name)).toEqual(['Project', 'Amount', 'Status']);
  });
});

describe('what older versions kept in the browser is moved over once', () => {
  it('layouts, campaign and focus-project columns and browser-kept views come back, and the old keys are gone', async () => {
    const old: Record<string, unknown> = {
      fields: { user: 1, records: [{ id: 5, type: 'lead', field: { desktop: [stage], mobile: [stage] } }] },
      'pp.columns.v1.campaigns': {
        desktop: [
          { name: 'Status', show: true },
          { name: 'Amount', show: false },
        ],
      },
      'pp.columns.v1.focus-projects': { mobile: [{ name: 'Price', show: true }] },
      'pp.views.v1': [
        { id: 2, type: 'focus-project', name: 'Pune', filter: { region_id: [{ id: 4, name: 'Pune' }] } },
      ],
      'pp.savedFilters.v1': [{ id: 1, type: 'campaign', name: 'Older', filter: {} }],
    };
    for (const [key, value] of Object.entries(old)) window.localStorage.setItem(key, JSON.stringify(value));
    const held = [{ id: 5, type: 'lead', field: { desktop: [stage], mobile: [stage] } }];
    const { env, calls } = fakeEnvironment((call) =>
      call.path === '/api/userFilter' ? { status: 200, body: [] } : userFieldServer(held)(call),
    );
    const root = rootWithLists(env);
    root.views.restore();
    root.layouts.restore();
    expect(root.layouts.items('lead', 'desktop')[0]).toEqual(stage);
    // pp.views.v1 is the newer of the two older keys: its views are the ones moved.
    expect(root.views.byList('focus-project').map((v) => [v.id, v.name, v.filter])).toEqual([
      [2, 'Pune', { region_id: [{ id: 4, name: 'Pune' }] }],
    ]);
    expect(JSON.parse(window.localStorage.getItem('pp.views.v2') ?? '{}')).toMatchObject({
      version: 2,
      user: null,
      items: [{ id: 2, type: 'focus-project', name: 'Pune' }],
    });

    // Signed in, the partner keeps the browser-kept views and the campaign and focus-project columns
    // (they named no user), and the server gets those layouts.
    await Promise.all([root.layouts.load(1), root.views.load(1)]);
    for (const key of [
      'pp.columns.v1.campaigns',
      'pp.columns.v1.focus-projects',
      'pp.views.v1',
      'pp.savedFilters.v1',
    ])
      expect(window.localStorage.getItem(key)).toBeNull();
    const post = calls.find((c) => c.path === '/api/userField' && c.method === 'POST');
    const posted = (post?.body as Posted | undefined)?.fields ?? [];
    expect(posted.map((f) => f.type).sort()).toEqual([
      'booking',
      'bulklead',
      'campaign',
      'focus-project',
      'project',
    ]);
    expect(posted.find((f) => f.type === 'campaign')?.field).toEqual({
      desktop: [
        { name: 'Status', show: true },
        { name: 'Amount', show: false },
      ],
    });
    expect(root.layouts.items('campaign', 'desktop').slice(0, 2)).toEqual([
      { name: 'Status', show: true },
      { name: 'Amount', show: false, align: 'right' },
    ]);
    expect(root.layouts.items('focus-project', 'mobile')[0]).toEqual({
      name: 'Price',
      show: true,
      align: 'right',
    });
    expect(JSON.parse(window.localStorage.getItem('fields') ?? '{}')).toMatchObject({ version: 2, user: 1 });
    expect(root.views.byList('focus-project')).toHaveLength(1);
  });

  it("the oldest 'fields' entry (a bare list) is read without harm but, naming no user, is nobody's", async () => {
    window.localStorage.setItem(
      'fields',
      JSON.stringify([{ id: 1, type: 'lead', field: { desktop: [stage] } }]),
    );
    const { env } = fakeEnvironment(() => ({ status: 500, body: { message: 'down' } }));
    const root = rootWithLists(env);
    root.layouts.restore();
    await root.layouts.load(1);
    expect(root.layouts.items('lead', 'desktop')[0]).toEqual({ name: 'ID', show: true });
    expect(JSON.parse(window.localStorage.getItem('fields') ?? '{}')).toEqual({
      version: 2,
      user: 1,
      records: [],
    });
  });
});
