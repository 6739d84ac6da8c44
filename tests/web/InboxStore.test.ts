import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type InboxItem,
  InboxStore,
  type LiveEvent,
  type LiveNews,
} from '../../src/features/inbox/InboxStore';
import { fakeEnvironment } from './fakeEnvironment';

const item = (id: number, unread: boolean): InboxItem => ({
  id,
  lead_id: 40 + id,
  kind: 'visit',
  what: 'Activity status changed to Visit Done',
  created_at: '2026-01-15T10:00:00.000Z',
  client_name: 'Ravi Kumar',
  project_name: 'Harbour Crest',
  comment: null,
  unread,
});

/** A stand-in for the event stream: the requests that opened it, and a way to send it an event. */
function fakeStream() {
  const opened: Headers[] = [];
  let send: (text: string) => void = () => undefined;
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    opened.push(new Headers(init?.headers));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        send = (text) => controller.enqueue(new TextEncoder().encode(text));
        send('retry: 3000\n\n: live\n\n');
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
  });
  return { fetch, opened, send: (text: string) => send(text) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InboxStore: the live stream', () => {
  it('opens after the inbox, from its newest change; a change is noted, reloads the inbox and is passed on', async () => {
    let inbox = { unread: 0, unread_leads: [] as number[], items: [item(5, false)] };
    const { env } = fakeEnvironment((call) =>
      call.path === '/api/inbox' ? { status: 200, body: inbox } : undefined,
    );
    const stream = fakeStream();
    vi.stubGlobal('fetch', stream.fetch);
    const store = InboxStore.create({}, env);
    const changes: LiveNews[] = [];
    store.start('the-token', (news) => changes.push(news));

    await vi.waitFor(() => expect(stream.opened).toHaveLength(1));
    expect(stream.opened[0]?.get('Authorization')).toBe('Bearer the-token');
    expect(stream.opened[0]?.get('Last-Event-ID')).toBe('5');
    expect(store.label).toBe('Updates, none unread');

    const event: LiveEvent = {
      id: 6,
      lead_id: 46,
      kind: 'visit',
      what: 'Activity status changed to Visit Done',
      created_at: '2026-01-15T10:05:00.000Z',
    };
    inbox = { unread: 1, unread_leads: [46], items: [item(6, true), item(5, false)] };
    stream.send(`id: 6\nevent: lead\ndata: ${JSON.stringify(event)}\n\n`);

    // Applied within the second (a burst is read once a second at most).
    await vi.waitFor(() => expect(store.label).toBe('Updates, 1 unread'), { timeout: 3000 });
    expect(changes).toEqual([new Set(['visit'])]);
    expect(store.changeOf(46)).toBe(6);
    expect(store.items.map((i) => i.id)).toEqual([6, 5]);
    expect([...store.unreadLeads]).toEqual([46]);
    store.stop();
  });

  it('a read in another browser of the partner (a read event) takes the bell and the marks down', async () => {
    let inbox = { unread: 2, unread_leads: [3, 46], items: [item(6, true)] };
    const { env } = fakeEnvironment((call) =>
      call.path === '/api/inbox' ? { status: 200, body: inbox } : undefined,
    );
    const stream = fakeStream();
    vi.stubGlobal('fetch', stream.fetch);
    const store = InboxStore.create({}, env);
    store.start('the-token', () => undefined);
    await vi.waitFor(() => expect(store.label).toBe('Updates, 2 unread'));
    // Lead 3's change is older than the inbox's items: still marked, so opening it reads it.
    expect(store.unreadLeads.has(3)).toBe(true);

    inbox = { unread: 1, unread_leads: [46], items: [item(6, true)] };
    stream.send('event: read\ndata: {"lead_id":3}\n\n');
    await vi.waitFor(() => expect(store.label).toBe('Updates, 1 unread'), { timeout: 3000 });
    expect([...store.unreadLeads]).toEqual([46]);
    store.stop();
  });

  it('a burst of 100 changes in 2 s reads the inbox and tells the screens at most 3 times; the last change of each lead is noted', async () => {
    const { env, calls } = fakeEnvironment((call) =>
      call.path === '/api/inbox'
        ? { status: 200, body: { unread: 0, unread_leads: [], items: [item(5, false)] } }
        : undefined,
    );
    const stream = fakeStream();
    vi.stubGlobal('fetch', stream.fetch);
    const store = InboxStore.create({}, env);
    const told: LiveNews[] = [];
    store.start('the-token', (news) => told.push(news));
    await vi.waitFor(() => expect(stream.opened).toHaveLength(1));
    const inboxReads = () => calls.filter((c) => c.path === '/api/inbox').length;
    const before = inboxReads();
    // The second is the store's clock: 100 changes, one every 20 ms of it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (let k = 0; k < 100; k++) {
      const event: LiveEvent = {
        id: 6 + k,
        lead_id: 40 + (k % 2),
        kind: k === 50 ? 'booking' : 'activity',
        what: 'Follow Up',
        created_at: '2026-01-15T10:05:00.000Z',
      };
      stream.send(`id: ${event.id}\nevent: lead\ndata: ${JSON.stringify(event)}\n\n`);
      await vi.advanceTimersByTimeAsync(20);
    }
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
    await vi.waitFor(() => expect(store.changeOf(41)).toBe(105));
    expect(store.changeOf(40)).toBe(104);
    await vi.waitFor(() => expect(inboxReads() - before).toBe(told.length));
    expect(told.length).toBeGreaterThanOrEqual(2);
    expect(told.length).toBeLessThanOrEqual(3);
    expect(told.some((news) => news.has('booking'))).toBe(true);
    store.stop();
  });
});
