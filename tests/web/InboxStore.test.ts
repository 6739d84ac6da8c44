import { afterEach, describe, expect, it, vi } from 'vitest';
import { type InboxItem, InboxStore, type LiveEvent } from '../../src/features/inbox/InboxStore';
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
    const changes: LiveEvent[] = [];
    store.start('the-token', (event) => changes.push(event));

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

    await vi.waitFor(() => expect(store.label).toBe('Updates, 1 unread'));
    expect(changes).toEqual([event]);
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
    await vi.waitFor(() => expect(store.label).toBe('Updates, 1 unread'));
    expect([...store.unreadLeads]).toEqual([46]);
    store.stop();
  });
});
