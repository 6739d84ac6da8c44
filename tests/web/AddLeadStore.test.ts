import { describe, expect, it } from 'vitest';
import { createRootStore, type RootStoreInstance } from '../../src/app/RootStore';
import { OUTBOX_KEY, type OutboxEntry, SEND_LEASE_MS } from '../../src/domain/leadOutbox';
import { buildLeadPayload, emptyLeadValues, type LeadCreate } from '../../src/domain/leadPayload';
import { HomeLoanStore } from '../../src/features/homeLoans/HomeLoanStore';
import { memoryOutboxDb, type OutboxDb } from '../../src/shared/state/outboxDb';
import { type FakeCall, type FakeHandler, fakeEnvironment, NOW } from './fakeEnvironment';

const SERVER_DATE = 'Thu, 15 Jan 2026 10:04:05 GMT';

function payload(name: string, number: string): LeadCreate {
  return buildLeadPayload(
    'Lite',
    {
      ...emptyLeadValues({ id: 3, name: 'Thane Greens' }),
      name,
      number,
      admin_message: 'Site visit on Sunday',
    },
    { userId: 1, role: 'magnet', sourceId: 1 },
  );
}

function submission(root: RootStoreInstance, name: string, number: string, online = true, userId = 1) {
  const lead = { tier: 'Lite' as const, projectName: 'Thane Greens', payload: payload(name, number) };
  return { ...lead, userId, online, outbox: root.outbox };
}

/**
 * A server that adds leads and home loan requests (one per idempotency key) and can be taken off the
 * network.
 */
function leadServer() {
  const created = new Map<string, number>();
  const homeLoans = new Map<string, number>();
  const state = { offline: false, refuse: null as null | { status: number; message: string } };
  const handler: FakeHandler = (call: FakeCall) => {
    const isLead = call.path === '/api/leads/create';
    if (call.method !== 'POST' || !(isLead || call.path === '/api/homeLoan')) return undefined;
    if (state.offline) throw new TypeError('Failed to fetch');
    if (state.refuse) return { status: state.refuse.status, body: { message: state.refuse.message } };
    const made = isLead ? created : homeLoans;
    const key = call.idempotencyKey ?? `none-${made.size}`;
    const id = made.get(key) ?? (isLead ? 500 : 70) + made.size;
    made.set(key, id);
    const body = isLead
      ? { message: 'Lead Added, it will reflect in CRM in a few minutes', lead: { id } }
      : { message: 'Home Loan Requested Sccessfully!', homeLoan: { id, ...(call.body as object) } };
    return { status: 201, body, headers: { Date: SERVER_DATE } };
  };
  return { handler, created, homeLoans, state };
}

/** The app on a fake server; `outbox` is the device's outbox (IndexedDB's stand-in), shared to play two tabs. */
function setup(outbox: OutboxDb = memoryOutboxDb(), server = leadServer()) {
  const { env, calls } = fakeEnvironment(server.handler, { outbox });
  const root = createRootStore(env);
  const posts = () => calls.filter((c) => c.path === '/api/leads/create');
  const homeLoanPosts = () => calls.filter((c) => c.path === '/api/homeLoan');
  const homeLoans = HomeLoanStore.create({}, env);
  /** A home loan request from the dialog, online or not. */
  const requestHomeLoan = (name: string, number: string, online = true) =>
    homeLoans.request({ name, number }, { userId: 1, online, outbox: root.outbox });
  return { root, server, posts, homeLoanPosts, requestHomeLoan, storage: env.storage, outbox };
}

/** A lead as the outbox kept it in browser storage before IndexedDB. */
function storedEntry(name: string, key: string): OutboxEntry {
  return {
    key,
    userId: 1,
    queuedAt: NOW - 1000,
    tier: 'Lite',
    projectName: 'Thane Greens',
    payload: payload(name, '9876543210'),
    refused: null,
  };
}

describe('AddLeadStore', () => {
  it('sends the exact payload with an Idempotency-Key and keeps a receipt with the server time', async () => {
    const { root, posts } = setup();
    const phase = await root.addLead.submit(submission(root, 'Ravi Kumar', '9876543210'));
    expect(phase).toBe('added');
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.body).toEqual(payload('Ravi Kumar', '9876543210'));
    expect(posts()[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(root.addLead.receipt).toEqual({
      leadId: 500,
      clientName: 'Ravi Kumar',
      countryCode: '+91',
      number: '9876543210',
      projectName: 'Thane Greens',
      tier: 'Lite',
      registeredAt: Date.parse(SERVER_DATE),
    });
  });

  it("'Too many requests' is the daily limit; another refusal keeps the server's message", async () => {
    const { root, server } = setup();
    server.state.refuse = { status: 429, message: 'Too many requests' };
    expect(await root.addLead.submit(submission(root, 'Ravi Kumar', '9876543210'))).toBe('limit');
    server.state.refuse = { status: 404, message: 'Project not found' };
    expect(await root.addLead.submit(submission(root, 'Ravi Kumar', '9876543210'))).toBe('error');
    expect(root.addLead.errorMessage).toBe('Project not found');
    expect(root.outbox.entries).toHaveLength(0);
  });

  it('offline, the lead goes to the outbox on the device without a request and is there after a reload', async () => {
    const { root, posts, storage, outbox } = setup();
    expect(await root.addLead.submit(submission(root, 'Ravi Kumar', '9876543210', false))).toBe('queued');
    expect(posts()).toHaveLength(0);
    expect(root.outbox.waitingOf(1)).toHaveLength(1);
    const again = setup(outbox).root;
    await again.outbox.restore();
    expect(again.outbox.of(1)[0]?.payload).toEqual(payload('Ravi Kumar', '9876543210'));
    expect(again.outbox.stateOf(again.outbox.entries[0] as OutboxEntry)).toBe('waiting');
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('the outbox browser storage kept is moved to the device outbox once, then removed', async () => {
    const { root, storage, outbox } = setup();
    const kept = [storedEntry('Ravi Kumar', 'aaaaaaaa-1111-4111-8111-111111111111')];
    storage.setItem(OUTBOX_KEY, JSON.stringify(kept));
    await root.outbox.restore();
    expect(root.outbox.of(1).map((e) => e.payload.name)).toEqual(['Ravi Kumar']);
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
    await setup(outbox).root.outbox.restore();
    expect(await outbox.all()).toHaveLength(1);
  });

  it('a lead lost on the network is resent with the same key, exactly once', async () => {
    const { root, server, posts } = setup();
    server.state.offline = true;
    expect(await root.addLead.submit(submission(root, 'Ravi Kumar', '9876543210'))).toBe('queued');
    const firstKey = posts()[0]?.idempotencyKey;
    expect(firstKey).toBeTruthy();

    // Still offline: the flush stops at the first failure and keeps the lead.
    expect((await root.outbox.flush(1)).sent).toHaveLength(0);
    expect(root.outbox.waitingOf(1)).toHaveLength(1);

    server.state.offline = false;
    const result = await root.outbox.flush(1);
    expect(result.sent.map((s) => s.sent?.leadId)).toEqual([500]);
    expect(posts().map((p) => p.idempotencyKey)).toEqual([firstKey, firstKey, firstKey]);
    expect(server.created.size).toBe(1);
    // Listed as sent, with the server's id, until dismissed.
    const [sent] = root.outbox.entries;
    expect(sent?.sent?.leadId).toBe(500);
    expect(root.outbox.stateOf(sent as OutboxEntry)).toBe('sent');
    expect(root.outbox.waitingOf(1)).toHaveLength(0);

    await root.outbox.flush(1);
    expect(posts()).toHaveLength(3);
  });

  it('two flushes at once send each lead once', async () => {
    const { root, posts } = setup();
    await root.addLead.submit(submission(root, 'Ravi Kumar', '9876543210', false));
    await root.addLead.submit(submission(root, 'Asha Rao', '9876543211', false));
    const [a, b] = await Promise.all([root.outbox.flush(1), root.outbox.flush(1)]);
    expect(a.sent.length + b.sent.length).toBe(2);
    expect(posts()).toHaveLength(2);
    expect(new Set(posts().map((p) => p.idempotencyKey)).size).toBe(2);
  });

  it('two tabs (or a tab and the service worker) sending at once send each lead once', async () => {
    const server = leadServer();
    const first = setup(memoryOutboxDb(), server);
    const second = setup(first.outbox, server);
    await first.root.addLead.submit(submission(first.root, 'Ravi Kumar', '9876543210', false));
    await first.root.addLead.submit(submission(first.root, 'Asha Rao', '9876543211', false));
    const [a, b] = await Promise.all([first.root.outbox.flush(1), second.root.outbox.flush(1)]);
    expect(a.sent.length + b.sent.length).toBe(2);
    expect(first.posts().length + second.posts().length).toBe(2);
    expect(server.created.size).toBe(2);
  });

  it('a send cut off (the tab closed mid-send) is sent again after a minute, with its key', async () => {
    const { root, server, posts, outbox } = setup();
    const key = 'bbbbbbbb-2222-4222-8222-222222222222';
    await outbox.change(key, () => ({ ...storedEntry('Ravi Kumar', key), sendingSince: NOW - 1000 }));
    await root.outbox.load();
    expect(root.outbox.stateOf(root.outbox.entries[0] as OutboxEntry)).toBe('sending');
    expect((await root.outbox.flush(1)).sent).toHaveLength(0);
    expect(posts()).toHaveLength(0);

    await outbox.change(key, (e) => (e ? { ...e, sendingSince: NOW - SEND_LEASE_MS } : undefined));
    expect((await root.outbox.flush(1)).sent).toHaveLength(1);
    expect(posts().map((p) => p.idempotencyKey)).toEqual([key]);
    expect(server.created.size).toBe(1);
  });

  it('an edited lead waits again with its key; a discarded one is gone', async () => {
    const { root, posts } = setup();
    await root.addLead.submit(submission(root, 'Ravi Kumar', '9876543210', false));
    await root.addLead.submit(submission(root, 'Asha Rao', '9876543211', false));
    const [ravi, asha] = root.outbox.of(1);
    const saved = await root.outbox.edit(ravi?.key ?? '', {
      tier: 'Lite',
      projectName: 'Thane Greens',
      payload: payload('Ravi Kumar Iyer', '9876543210'),
    });
    expect(saved).toBe(true);
    await root.outbox.remove(asha?.key ?? '');
    await root.outbox.flush(1);
    expect(posts().map((p) => [(p.body as LeadCreate).name, p.idempotencyKey])).toEqual([
      ['Ravi Kumar Iyer', ravi?.key],
    ]);
  });

  it('an edit saved after the lead went out (being sent, or sent) changes nothing and says so', async () => {
    const { root, outbox, posts } = setup();
    await root.addLead.submit(submission(root, 'Ravi Kumar', '9876543210', false));
    const [ravi] = root.outbox.of(1);
    const key = ravi?.key ?? '';
    const edited = {
      tier: 'Lite' as const,
      projectName: 'Thane Greens',
      payload: payload('Ravi Iyer', '9876543210'),
    };
    // Another tab or the service worker holds it for a send.
    await outbox.change(key, (e) => (e ? { ...e, sendingSince: NOW } : undefined));
    expect(await root.outbox.edit(key, edited)).toBe(false);
    expect((await outbox.all())[0]?.payload.name).toBe('Ravi Kumar');

    await outbox.change(key, (e) => (e ? { ...e, sendingSince: NOW - SEND_LEASE_MS } : undefined));
    await root.outbox.flush(1);
    expect(await root.outbox.edit(key, edited)).toBe(false);
    expect(root.outbox.of(1)).toMatchObject([{ payload: { name: 'Ravi Kumar' }, sent: { leadId: 500 } }]);
    expect(posts()).toHaveLength(1);
  });

  it("sign-out takes the outbox's token from the device; the partner's leads stay", async () => {
    const { root, outbox } = setup();
    await root.addLead.submit(submission(root, 'Ravi Kumar', '9876543210', false));
    await root.outbox.lendSession(1, 'T1');
    expect(await outbox.auth()).toEqual({ userId: 1, token: 'T1' });
    await root.session.signOut();
    expect(await outbox.auth()).toBeUndefined();
    expect(await outbox.all()).toHaveLength(1);
  });

  it("a refused lead stays with the server's reason until retried; other partners' leads are not sent", async () => {
    const { root, server, posts } = setup();
    await root.addLead.submit(submission(root, 'Ravi Kumar', '9876543210', false));
    await root.addLead.submit(submission(root, 'Someone Else', '9876543212', false, 2));
    server.state.refuse = { status: 429, message: 'Too many requests' };
    const refused = await root.outbox.flush(1);
    expect(refused.refused).toBe(1);
    expect(root.outbox.of(1)[0]?.refused).toBe('Too many requests');
    expect(root.outbox.waitingOf(1)).toHaveLength(0);

    server.state.refuse = null;
    await root.outbox.flush(1);
    expect(posts()).toHaveLength(1);
    expect(root.outbox.of(1)[0]?.refused).toBe('Too many requests');
    await root.outbox.retry(root.outbox.of(1)[0]?.key ?? '');
    expect((await root.outbox.flush(1)).sent).toHaveLength(1);
    expect(root.outbox.of(1).map((e) => e.sent?.leadId)).toEqual([500]);
    expect(root.outbox.of(2)).toHaveLength(1);
    expect(posts().every((p) => (p.body as LeadCreate).name !== 'Someone Else')).toBe(true);
  });

  it('a corrupted stored outbox restores as empty', async () => {
    const { root, storage } = setup();
    storage.setItem(OUTBOX_KEY, '[{"key":1}');
    await root.outbox.restore();
    expect(root.outbox.entries).toEqual([]);
    storage.setItem(OUTBOX_KEY, JSON.stringify([{ key: 'x', userId: 1 }]));
    await root.outbox.restore();
    expect(root.outbox.entries).toEqual([]);
  });
});

describe('home loan requests in the outbox', () => {
  it('offline, a request is kept without a request and sent once, with its key, next to the leads', async () => {
    const { root, server, posts, homeLoanPosts, requestHomeLoan, outbox } = setup();
    await root.addLead.submit(submission(root, 'Ravi Kumar', '9876543210', false));
    expect(await requestHomeLoan('Kiran Desai', '9822200011', false)).toBe('queued');
    expect(homeLoanPosts()).toHaveLength(0);
    expect(await outbox.all()).toMatchObject([
      { payload: { name: 'Ravi Kumar' } },
      { kind: 'homeLoan', userId: 1, refused: null, payload: { name: 'Kiran Desai', number: '9822200011' } },
    ]);
    expect(root.outbox.waitingOf(1)).toHaveLength(2);

    const result = await root.outbox.flush(1);
    expect(result.sent.map((e) => [e.payload.name, e.sent?.leadId])).toEqual([
      ['Ravi Kumar', 500],
      ['Kiran Desai', 70],
    ]);
    const [, homeLoan] = root.outbox.of(1);
    expect(homeLoanPosts().map((p) => [p.body, p.idempotencyKey])).toEqual([
      [{ name: 'Kiran Desai', number: '9822200011' }, homeLoan?.key],
    ]);
    expect(root.outbox.stateOf(homeLoan as OutboxEntry)).toBe('sent');
    await root.outbox.flush(1);
    expect(homeLoanPosts()).toHaveLength(1);
    expect(posts()).toHaveLength(1);
    expect(server.homeLoans.size).toBe(1);
  });

  it('a request lost on the network is kept and resent with the key of its first attempt', async () => {
    const { root, server, homeLoanPosts, requestHomeLoan } = setup();
    server.state.offline = true;
    expect(await requestHomeLoan('Kiran Desai', '9822200011')).toBe('queued');
    const firstKey = homeLoanPosts()[0]?.idempotencyKey;
    expect(firstKey).toBeTruthy();
    expect(root.outbox.of(1).map((e) => e.key)).toEqual([firstKey]);

    server.state.offline = false;
    expect((await root.outbox.flush(1)).sent).toHaveLength(1);
    expect(homeLoanPosts().map((p) => p.idempotencyKey)).toEqual([firstKey, firstKey]);
    expect(server.homeLoans.size).toBe(1);
    // Online, a request is sent at once and nothing is kept.
    expect(await requestHomeLoan('Asha Rao', '9822200013')).toBe('sent');
    expect(root.outbox.of(1)).toHaveLength(1);
  });

  it("an edited request is sent with its new values and its key; a refusal keeps the server's reason", async () => {
    const { root, server, homeLoanPosts, requestHomeLoan } = setup();
    await requestHomeLoan('Kiran Desai', '9822200011', false);
    const [kept] = root.outbox.of(1);
    server.state.refuse = { status: 400, message: 'number must match pattern' };
    expect((await root.outbox.flush(1)).refused).toBe(1);
    expect(root.outbox.of(1)[0]?.refused).toBe('number must match pattern');

    server.state.refuse = null;
    await root.outbox.editHomeLoan(kept?.key ?? '', { name: 'Kiran Desai', number: '9822200099' });
    expect(root.outbox.waitingOf(1)).toHaveLength(1);
    await root.outbox.flush(1);
    expect(homeLoanPosts().map((p) => [p.body, p.idempotencyKey])).toEqual([
      [{ name: 'Kiran Desai', number: '9822200011' }, kept?.key],
      [{ name: 'Kiran Desai', number: '9822200099' }, kept?.key],
    ]);
    expect(root.outbox.of(1)[0]?.sent?.leadId).toBe(70);
  });

  it('a refused request (not a network failure) throws and is not kept', async () => {
    const { root, server, requestHomeLoan } = setup();
    server.state.refuse = { status: 500, message: 'Internal Server Error' };
    await expect(requestHomeLoan('Kiran Desai', '9822200011')).rejects.toThrow();
    expect(root.outbox.of(1)).toHaveLength(0);
  });
});
