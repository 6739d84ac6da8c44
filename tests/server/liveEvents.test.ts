import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { openDb } from '../../server/db/db.ts';
import { componentValidator } from '../../server/lib/contract.ts';
import { allOperations, responseValidator } from '../contract/contractHarness.ts';
import { baseUrlOf, type OpenStream, openStream } from '../helpers/eventStream.ts';
import { seededApp } from '../helpers/testDb.ts';

// Extension (issue 44): the CRM side's write, the partner's event stream (resumed by Last-Event-ID,
// bounded per partner, closed on shutdown) and the inbox, each partner seeing only its own.

const CRM = { authorization: 'Bearer demo-crm-token' };
const VISIT = { action: 'lead_status_change', action_name: 'Visit Done', internal_status_id: 4 };
const FOLLOW_UP = { action: 'followup', action_name: 'Follow Up', comment: 'Called the client' };

type Env = Awaited<ReturnType<typeof seededApp>>;

describe('live lead updates (PGlite or PostgreSQL)', () => {
  let env: Env;
  let base: string;
  let a: Awaited<ReturnType<Env['login']>>;
  let b: Awaited<ReturnType<Env['login']>>;
  let aLeads: number[];
  let bLead: number;
  const streams: OpenStream[] = [];
  const validEvent = componentValidator<unknown>('portal', 'LiveEvent');
  const validate = responseValidator();
  const op = (id: string) => {
    const found = allOperations().find((o) => o.operationId === id);
    if (!found) throw new Error(id);
    return found;
  };

  const record = (leadId: number, body: object, headers: Record<string, string> = CRM) =>
    env.app.inject({ method: 'POST', url: `/api/crm/leads/${leadId}/activities`, headers, payload: body });
  const open = async (auth: Record<string, string>, lastEventId?: number) => {
    const s = await openStream(base, auth, lastEventId);
    streams.push(s);
    return s;
  };
  const inbox = async (auth: Record<string, string>) => {
    const res = await env.app.inject({ method: 'GET', url: '/api/inbox', headers: auth });
    expect(
      validate(op('getInbox'), res.statusCode, String(res.headers['content-type']), res.json()),
    ).toBeNull();
    return res.json() as {
      unread: number;
      unread_leads: number[];
      items: {
        lead_id: number;
        client_name: string;
        what: string;
        comment: string | null;
        unread: boolean;
      }[];
    };
  };

  beforeAll(async () => {
    env = await seededApp({ heartbeatMs: 200 });
    base = await baseUrlOf(env.app);
    a = await env.login('9876543210');
    b = await env.login('9876543211');
    // A's leads still Protected (no site visit yet), so a visit is seen to lock one.
    aLeads = (
      await env.t.db.query<{ id: number }>(
        `SELECT l.id FROM leads l WHERE l.magnet_id = $1 AND l.protection_ends_at > now() + interval '2 days'
            AND l.stage_id NOT IN (11, 12)
            AND NOT EXISTS (SELECT 1 FROM update_logs u WHERE u.lead_id = l.id AND u.action_name IN ('Visit Done', 'Revisit Done'))
          ORDER BY l.id LIMIT 6`,
        [a.id],
      )
    ).map((r) => r.id);
    const [bRow] = await env.t.db.query<{ id: number }>(
      'SELECT id FROM leads WHERE magnet_id = $1 ORDER BY id LIMIT 1',
      [b.id],
    );
    bLead = bRow?.id ?? 0;
    expect(aLeads.length).toBe(6);
  }, 300_000);

  afterAll(async () => {
    for (const s of streams) s.close();
    await env?.close();
  });

  it('the CRM write takes the service token only: 401 without one, with a wrong one or with a partner token', async () => {
    const lead = aLeads[5] ?? 0;
    const none = await env.app.inject({
      method: 'POST',
      url: `/api/crm/leads/${lead}/activities`,
      payload: VISIT,
    });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Authorization Header not found' });
    for (const headers of [
      a.auth,
      { authorization: 'Bearer wrong-token' },
      { authorization: 'demo-crm-token' },
    ]) {
      const res = await record(lead, VISIT, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid or expired token' });
    }
  });

  it('the CRM write validates its body and its ids', async () => {
    const lead = aLeads[5] ?? 0;
    for (const body of [
      {},
      { action: 'followup' },
      { ...VISIT, internal_status_id: '4' },
      { ...VISIT, extra: 1 },
      { ...VISIT, action_name: '' },
    ]) {
      expect((await record(lead, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await record(lead, { ...VISIT, internal_status_id: 999 })).json()).toEqual({
      message: 'No activity status with id 999',
    });
    expect((await record(lead, { ...FOLLOW_UP, stage_id: 999 })).statusCode).toBe(400);
    const missing = await record(99_999_999, VISIT);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Lead not found' });
  });

  it("a visit is a 201 activity entry in the lead's history and locks its protection", async () => {
    const lead = aLeads[0] ?? 0;
    const before = await env.app.inject({ method: 'GET', url: `/api/leads/${lead}`, headers: a.auth });
    expect(before.json().protection.state).toBe('Protected');
    const res = await record(lead, {
      ...VISIT,
      comment: 'Family came on Sunday',
      user_name: 'Neha Kulkarni',
    });
    expect(res.statusCode).toBe(201);
    expect(
      validate(op('recordCrmActivity'), 201, String(res.headers['content-type']), res.json()),
    ).toBeNull();
    expect(res.json()).toMatchObject({
      action: 'lead_status_change',
      action_name: 'Visit Done',
      activity_message: 'Activity status changed to Visit Done',
      comment: 'Family came on Sunday',
      User: { name: 'Neha Kulkarni' },
    });
    const after = await env.app.inject({ method: 'GET', url: `/api/leads/${lead}`, headers: a.auth });
    expect(after.json().protection.state).toBe('Locked');
    expect(after.json().InternalStatusHistory.LeadInternalStatus).toEqual({ id: 4, name: 'Visit Done' });
    const history = await env.app.inject({ method: 'GET', url: `/api/updateLogs/${lead}`, headers: a.auth });
    expect(history.json()[0]).toMatchObject({ action_name: 'Visit Done', comment: 'Family came on Sunday' });
    const booked = await record(lead, { action: 'lead_state_change', action_name: 'Booked', stage_id: 7 });
    expect(booked.json().activity_message).toMatch(/^Stage changed from .+ to Booked$/);
    const bookedLead = await env.app.inject({ method: 'GET', url: `/api/leads/${lead}`, headers: a.auth });
    expect(bookedLead.json().ObjectStage.Stage).toEqual({ id: 7, name: 'Booked' });
    // The inbox says what happened, newest first, with the CRM's comment: a second visit locks nothing.
    await record(lead, { ...VISIT, action_name: 'Revisit Done', internal_status_id: 6 });
    const items = (await inbox(a.auth)).items.filter((i) => i.lead_id === lead);
    expect(items.map((i) => [i.what, i.comment])).toEqual([
      ['Site revisit done', null],
      [expect.stringMatching(/^Booking made · Stage changed from .+ to Booked$/), null],
      ['Site visit done: protection locked until the lead closes', 'Family came on Sunday'],
    ]);
  });

  it('a stream sends each event once, in order, and resumes after a drop from Last-Event-ID', async () => {
    const first = await open(a.auth);
    expect(first.status).toBe(200);
    expect(first.contentType).toMatch(/^text\/event-stream/);
    await first.live();
    const [l1 = 0, l2 = 0, l3 = 0] = aLeads.slice(1);
    await record(l1, VISIT);
    await record(l2, FOLLOW_UP);
    await record(l3, { action: 'lead_state_change', action_name: 'Booked', stage_id: 7 });
    const got = await first.events(3);
    for (const e of got) expect(validEvent(e.data), JSON.stringify(e.data)).toBe(true);
    expect(got.map((e) => [e.data.lead_id, e.data.kind, e.data.what])).toEqual([
      [l1, 'visit', 'Site visit done: protection locked until the lead closes'],
      [l2, 'activity', 'Follow Up'],
      [l3, 'booking', expect.stringMatching(/^Booking made · Stage changed from .+ to Booked$/)],
    ]);
    expect(got.map((e) => e.id)).toEqual(got.map((e) => String(e.data.id)));
    // Dropped after the second event had been read; two more changes happen while it is away.
    first.close();
    await record(l1, FOLLOW_UP);
    await record(l2, VISIT);
    const again = await open(a.auth, Number(got[1]?.id));
    const resumed = await again.events(3);
    expect(resumed.map((e) => e.data.lead_id)).toEqual([l3, l1, l2]);
    const ids = resumed.map((e) => Number(e.id));
    expect(ids[0]).toBe(Number(got[2]?.id));
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    await again.live();
    await record(l3, FOLLOW_UP);
    const [live] = await again.events(1);
    expect(live?.data.lead_id).toBe(l3);
    expect(Number(live?.id)).toBeGreaterThan(Number(resumed[2]?.id));
  });

  it("partner B's stream and inbox hold none of A's changes, and A's inbox has them unread until read", async () => {
    const bStream = await open(b.auth);
    await bStream.live();
    await record(aLeads[4] ?? 0, VISIT);
    await record(bLead, FOLLOW_UP);
    // B's first event is B's own: A's change, made before it, never reached B's stream.
    const [bFirst] = await bStream.events(1);
    expect(bFirst?.data.lead_id).toBe(bLead);
    const bInbox = await inbox(b.auth);
    expect(bInbox.items.map((i) => i.lead_id)).toEqual([bLead]);
    expect(bInbox.unread).toBe(1);
    const aInbox = await inbox(a.auth);
    expect(aInbox.items.every((i) => aLeads.includes(i.lead_id))).toBe(true);
    expect(aInbox.items[0]).toMatchObject({
      lead_id: aLeads[4],
      what: 'Site visit done: protection locked until the lead closes',
      comment: null,
      unread: true,
    });
    expect(aInbox.unread).toBe(aInbox.items.length);
    // Opening a lead reads its changes only; B opening A's lead reads nothing of A's.
    const opened = aLeads[4] ?? 0;
    const markLead = (leadId: number, auth: Record<string, string>) =>
      env.app.inject({ method: 'POST', url: `/api/inbox/leads/${leadId}/read`, headers: auth });
    expect((await markLead(opened, b.auth)).json().unread).toBe(1);
    expect((await inbox(a.auth)).unread).toBe(aInbox.unread);
    const leadRead = await markLead(opened, a.auth);
    expect(leadRead.statusCode).toBe(200);
    const ofLead = aInbox.items.filter((i) => i.lead_id === opened).length;
    expect(leadRead.json().unread).toBe(aInbox.unread - ofLead);
    const afterLead = await inbox(a.auth);
    expect(afterLead.items.filter((i) => i.unread).map((i) => i.lead_id)).toEqual(
      aInbox.items.filter((i) => i.lead_id !== opened).map((i) => i.lead_id),
    );
    const read = await env.app.inject({ method: 'POST', url: '/api/inbox/read', headers: a.auth });
    expect(read.statusCode).toBe(200);
    expect(read.json().unread).toBe(0);
    expect((await inbox(a.auth)).items.some((i) => i.unread)).toBe(false);
    expect((await inbox(b.auth)).unread).toBe(1);
  });

  it('a partner keeps five streams: a sixth closes the oldest', async () => {
    const five: OpenStream[] = [];
    for (let k = 0; k < 5; k++) {
      const s = await open(b.auth);
      await s.live();
      five.push(s);
    }
    // The open B stream of the test before is the oldest of six now.
    const oldest = streams.find((s) => !five.includes(s) && streams.indexOf(s) === streams.length - 6);
    expect(oldest).toBeDefined();
    await oldest?.ended();
    await record(bLead, FOLLOW_UP);
    for (const s of five) expect((await s.events(1))[0]?.data.lead_id).toBe(bLead);
  });

  it("a read in one browser reaches that partner's streams as a read event, not another partner's", async () => {
    const validRead = componentValidator<unknown>('portal', 'LiveRead');
    const lead = aLeads[2] ?? 0;
    const aStream = await open(a.auth);
    const bStream = await open(b.auth);
    await aStream.live();
    await bStream.live();
    await record(lead, FOLLOW_UP);
    expect((await aStream.events(1))[0]?.data.lead_id).toBe(lead);
    const read = await env.app.inject({
      method: 'POST',
      url: `/api/inbox/leads/${lead}/read`,
      headers: a.auth,
    });
    expect(read.statusCode).toBe(200);
    const [told] = await aStream.events(1);
    expect(told).toEqual({ id: '', event: 'read', data: { lead_id: lead } });
    expect(validRead(told?.data)).toBe(true);
    // Reading again marks nothing and tells nothing; Mark all read tells every browser, lead null.
    await env.app.inject({ method: 'POST', url: `/api/inbox/leads/${lead}/read`, headers: a.auth });
    await record(lead, FOLLOW_UP);
    await env.app.inject({ method: 'POST', url: '/api/inbox/read', headers: a.auth });
    const next = await aStream.events(2);
    expect(next.map((e) => [e.event, e.data.lead_id])).toEqual([
      ['lead', lead],
      ['read', null],
    ]);
    // B's stream got none of it: its next event is B's own change.
    await record(bLead, FOLLOW_UP);
    const [bNext] = await bStream.events(1);
    expect([bNext?.event, bNext?.data.lead_id]).toEqual(['lead', bLead]);
  });

  it("opening a lead reads every change of it, older than the inbox's newest 50 too", async () => {
    const old = aLeads[5] ?? 0;
    const busy = aLeads[2] ?? 0;
    await env.app.inject({ method: 'POST', url: '/api/inbox/read', headers: a.auth });
    await record(old, FOLLOW_UP);
    await record(old, VISIT);
    for (let k = 0; k < 52; k++) await record(busy, FOLLOW_UP);
    const before = await inbox(a.auth);
    expect(before.unread).toBe(54);
    expect(before.items).toHaveLength(50);
    expect(before.items.some((i) => i.lead_id === old)).toBe(false);
    expect(before.unread_leads).toEqual([old, busy].sort((x, y) => x - y));
    const read = await env.app.inject({
      method: 'POST',
      url: `/api/inbox/leads/${old}/read`,
      headers: a.auth,
    });
    expect(read.json()).toMatchObject({ unread: 52, unread_leads: [busy] });
    expect(await inbox(a.auth)).toMatchObject({ unread: 52, unread_leads: [busy] });
    await env.app.inject({ method: 'POST', url: '/api/inbox/read', headers: a.auth });
  });

  it.runIf(process.env.DATABASE_URL)(
    "a write on one replica reaches the partner's stream on another (PostgreSQL LISTEN/NOTIFY)",
    async () => {
      const db = await openDb({ dataDir: env.t.dataDir, databaseUrl: env.t.databaseUrl });
      const { app: replica2 } = await buildApp({ db, dataDir: env.t.dataDir });
      try {
        const other = await openStream(await baseUrlOf(replica2), a.auth);
        streams.push(other);
        await other.live();
        await record(aLeads[3] ?? 0, VISIT);
        const [event] = await other.events(1);
        expect(event?.data).toMatchObject({ lead_id: aLeads[3], kind: 'visit' });
        // A read on this replica reaches the partner's browser on the other one.
        await env.app.inject({ method: 'POST', url: `/api/inbox/leads/${aLeads[3]}/read`, headers: a.auth });
        const [read] = await other.events(1);
        expect(read).toEqual({ id: '', event: 'read', data: { lead_id: aLeads[3] } });
      } finally {
        await replica2.close();
        await db.close();
      }
    },
  );

  it('closing the server ends its streams (clients reconnect to another replica)', async () => {
    // B's stream: A's read just above may still reach this replica from PostgreSQL on a busy machine.
    const s = await open(b.auth);
    await s.live();
    await env.app.close();
    await s.ended();
  });
});
