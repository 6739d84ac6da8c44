import { describe, expect, it } from 'vitest';
import { createRootStore } from '../../src/app/RootStore';
import { OUTBOX_KEY } from '../../src/domain/leadOutbox';
import { buildLeadPayload, emptyLeadValues, type LeadCreate } from '../../src/domain/leadPayload';
import type { LeadSubmission } from '../../src/features/addLead/AddLeadStore';
import { type FakeCall, type FakeHandler, fakeEnvironment } from './fakeEnvironment';

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

function submission(name: string, number: string, online = true, userId = 1): LeadSubmission {
  return { userId, tier: 'Lite', projectName: 'Thane Greens', payload: payload(name, number), online };
}

/** A server that adds leads (one per idempotency key) and can be taken off the network. */
function leadServer() {
  const created = new Map<string, number>();
  const state = { offline: false, refuse: null as null | { status: number; message: string } };
  const handler: FakeHandler = (call: FakeCall) => {
    if (call.method !== 'POST' || call.path !== '/api/leads/create') return undefined;
    if (state.offline) throw new TypeError('Failed to fetch');
    if (state.refuse) return { status: state.refuse.status, body: { message: state.refuse.message } };
    const key = call.idempotencyKey ?? `none-${created.size}`;
    const id = created.get(key) ?? 500 + created.size;
    created.set(key, id);
    return {
      status: 201,
      body: { message: 'Lead Added, it will reflect in CRM in a few minutes', lead: { id } },
      headers: { Date: SERVER_DATE },
    };
  };
  return { handler, created, state };
}

function setup() {
  const server = leadServer();
  const { env, calls } = fakeEnvironment(server.handler);
  const root = createRootStore(env);
  const posts = () => calls.filter((c) => c.path === '/api/leads/create');
  return { root, server, posts, storage: env.storage };
}

describe('AddLeadStore', () => {
  it('sends the exact payload with an Idempotency-Key and keeps a receipt with the server time', async () => {
    const { root, posts } = setup();
    const phase = await root.addLead.submit(submission('Ravi Kumar', '9876543210'));
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
    expect(await root.addLead.submit(submission('Ravi Kumar', '9876543210'))).toBe('limit');
    server.state.refuse = { status: 404, message: 'Project not found' };
    expect(await root.addLead.submit(submission('Ravi Kumar', '9876543210'))).toBe('error');
    expect(root.addLead.errorMessage).toBe('Project not found');
    expect(root.addLead.outbox.entries).toHaveLength(0);
  });

  it('offline, the lead goes to the outbox without a request and is kept in browser storage', async () => {
    const { root, posts, storage } = setup();
    expect(await root.addLead.submit(submission('Ravi Kumar', '9876543210', false))).toBe('queued');
    expect(posts()).toHaveLength(0);
    expect(root.addLead.outbox.waitingCount(1)).toBe(1);
    const again = createRootStore(fakeEnvironment(leadServer().handler).env);
    again.addLead.outbox.restore();
    expect(again.addLead.outbox.of(1)[0]?.payload).toEqual(payload('Ravi Kumar', '9876543210'));
    expect(storage.getItem(OUTBOX_KEY)).toContain('Ravi Kumar');
  });

  it('a lead lost on the network is resent with the same key, exactly once', async () => {
    const { root, server, posts } = setup();
    server.state.offline = true;
    expect(await root.addLead.submit(submission('Ravi Kumar', '9876543210'))).toBe('queued');
    const firstKey = posts()[0]?.idempotencyKey;
    expect(firstKey).toBeTruthy();

    // Still offline: the flush stops at the first failure and keeps the lead.
    expect((await root.addLead.outbox.flush(1)).sent).toHaveLength(0);
    expect(root.addLead.outbox.waitingCount(1)).toBe(1);

    server.state.offline = false;
    const result = await root.addLead.outbox.flush(1);
    expect(result.sent.map((s) => s.leadId)).toEqual([500]);
    expect(posts().map((p) => p.idempotencyKey)).toEqual([firstKey, firstKey, firstKey]);
    expect(server.created.size).toBe(1);
    expect(root.addLead.outbox.entries).toHaveLength(0);

    await root.addLead.outbox.flush(1);
    expect(posts()).toHaveLength(3);
  });

  it('two flushes at once send each lead once', async () => {
    const { root, posts } = setup();
    await root.addLead.submit(submission('Ravi Kumar', '9876543210', false));
    await root.addLead.submit(submission('Asha Rao', '9876543211', false));
    const [a, b] = await Promise.all([root.addLead.outbox.flush(1), root.addLead.outbox.flush(1)]);
    expect(a.sent.length + b.sent.length).toBe(2);
    expect(posts()).toHaveLength(2);
    expect(new Set(posts().map((p) => p.idempotencyKey)).size).toBe(2);
  });

  it("a refused lead stays with the server's reason until retried; other partners' leads are not sent", async () => {
    const { root, server, posts } = setup();
    await root.addLead.submit(submission('Ravi Kumar', '9876543210', false));
    await root.addLead.submit(submission('Someone Else', '9876543212', false, 2));
    server.state.refuse = { status: 429, message: 'Too many requests' };
    const refused = await root.addLead.outbox.flush(1);
    expect(refused.refused).toBe(1);
    expect(root.addLead.outbox.of(1)[0]?.refused).toBe('Too many requests');
    expect(root.addLead.outbox.waitingCount(1)).toBe(0);

    server.state.refuse = null;
    await root.addLead.outbox.flush(1);
    expect(posts()).toHaveLength(1);
    root.addLead.outbox.retry(root.addLead.outbox.of(1)[0]?.key ?? '');
    expect((await root.addLead.outbox.flush(1)).sent).toHaveLength(1);
    expect(root.addLead.outbox.of(1)).toHaveLength(0);
    expect(root.addLead.outbox.of(2)).toHaveLength(1);
    expect(posts().every((p) => (p.body as LeadCreate).name !== 'Someone Else')).toBe(true);
  });

  it('a corrupted stored outbox restores as empty', () => {
    const { root, storage } = setup();
    storage.setItem(OUTBOX_KEY, '[{"key":1}');
    root.addLead.outbox.restore();
    expect(root.addLead.outbox.entries).toEqual([]);
    storage.setItem(OUTBOX_KEY, JSON.stringify([{ key: 'x', userId: 1 }]));
    root.addLead.outbox.restore();
    expect(root.addLead.outbox.entries).toEqual([]);
  });
});
