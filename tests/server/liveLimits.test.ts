import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { openDb } from '../../server/db/db.ts';
import { hashPassword } from '../../server/lib/auth.ts';
import { baseUrlOf, type OpenStream, openStream } from '../helpers/eventStream.ts';
import { seededApp } from '../helpers/testDb.ts';

// Extension (issue 52): the edges of the live channel. A stream ends with its session, on every
// replica; a reader that does not read is closed at its byte cap and resumes without loss; resuming is
// bounded; a full replica says so; HEAD opens nothing. And the ids and text of every operation.

const CRM = { authorization: 'Bearer demo-crm-token' };
const FOLLOW_UP = { action: 'followup', action_name: 'Follow Up' };

type Env = Awaited<ReturnType<typeof seededApp>>;

describe('the edges of the live channel (PGlite or PostgreSQL)', () => {
  let env: Env;
  let base: string;
  let lead: number;
  const streams: OpenStream[] = [];

  const record = (leadId: number | string, body: object = FOLLOW_UP) =>
    env.app.inject({
      method: 'POST',
      url: `/api/crm/leads/${leadId}/activities`,
      headers: CRM,
      payload: body,
    });
  const open = async (auth: Record<string, string>, lastEventId?: number) => {
    const s = await openStream(base, auth, lastEventId);
    streams.push(s);
    return s;
  };
  const partner = () => env.login('9876543211');
  const eventIds = async (magnetId: number) =>
    (
      await env.t.db.query<{ id: number }>('SELECT id FROM lead_events WHERE magnet_id = $1 ORDER BY id', [
        magnetId,
      ])
    ).map((r) => r.id);

  beforeAll(async () => {
    env = await seededApp({ heartbeatMs: 200 });
    base = await baseUrlOf(env.app);
    const { id } = await partner();
    const [row] = await env.t.db.query<{ id: number }>(
      'SELECT id FROM leads WHERE magnet_id = $1 ORDER BY id LIMIT 1',
      [id],
    );
    lead = row?.id ?? 0;
  }, 300_000);

  // Closing the servers waits for their streams and database listeners to end: slow on a busy machine.
  afterAll(async () => {
    for (const s of streams) s.close();
    await env?.close();
  }, 120_000);

  it("a stream ends with its session: sign-out ends that session's streams, a new password every one", async () => {
    const laptop = await partner();
    const phone = await partner();
    const onLaptop = await open(laptop.auth);
    const onPhone = await open(phone.auth);
    await onLaptop.live();
    await onPhone.live();
    const out = await env.app.inject({ method: 'POST', url: '/api/users/logout', headers: laptop.auth });
    expect(out.statusCode).toBe(200);
    await onLaptop.ended();
    // The phone's session goes on: its stream still gets the partner's changes.
    await record(lead);
    expect((await onPhone.events(1))[0]?.data.lead_id).toBe(lead);
    // A new password (here set in the database itself) ends every session, so every stream.
    await env.t.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      phone.id,
      await hashPassword('magnet123'),
    ]);
    await onPhone.ended();
    const again = await openStream(base, phone.auth);
    expect(again.status).toBe(401);
  });

  it('a stream whose session ended while it was being opened (before the hub had it) ends once it is there', async () => {
    const laptop = await partner();
    const claims = env.ctx.signer.verify(laptop.token);
    const out = await env.app.inject({ method: 'POST', url: '/api/users/logout', headers: laptop.auth });
    expect(out.statusCode).toBe(200);
    // The stream reaches the hub after the sign-out was told to it, as one still opening then would.
    const late = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      if (claims) env.ctx.live.open(claims, res, null);
    });
    await new Promise<void>((resolve) => late.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = late.address() as AddressInfo;
      const stream = await openStream(`http://127.0.0.1:${port}`, {});
      streams.push(stream);
      expect(await stream.rest()).toEqual([]);
    } finally {
      late.close();
    }
  });

  it.runIf(process.env.DATABASE_URL)(
    'a sign-out or a new password on one replica ends the streams of that session on another',
    async () => {
      const db = await openDb({ dataDir: env.t.dataDir, databaseUrl: env.t.databaseUrl });
      const { app: replica2 } = await buildApp({ db, dataDir: env.t.dataDir });
      try {
        const base2 = await baseUrlOf(replica2);
        const laptop = await partner();
        const phone = await partner();
        const onLaptop = await openStream(base2, laptop.auth);
        const onPhone = await openStream(base2, phone.auth);
        streams.push(onLaptop, onPhone);
        await onLaptop.live();
        await onPhone.live();
        await env.app.inject({ method: 'POST', url: '/api/users/logout', headers: laptop.auth });
        await onLaptop.ended();
        await record(lead);
        expect((await onPhone.events(1))[0]?.data.lead_id).toBe(lead);
        await env.t.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
          phone.id,
          await hashPassword('magnet123'),
        ]);
        await onPhone.ended();
      } finally {
        await replica2.close();
        await db.close();
      }
    },
  );

  it('a reader that lets 256 KB wait is closed; its resume from Last-Event-ID gets every event once', async () => {
    const { auth, id } = await partner();
    const before = new Set(await eventIds(id));
    const reader = await open(auth);
    const slow = await open(auth);
    await reader.live();
    await slow.live();
    const open0 = env.ctx.live.size;
    // Changes of 4 KB each, 100 at a time, until the slow stream (never read meanwhile) is closed:
    // about 4 MB fill the sockets' own buffers first.
    const what = 'x'.repeat(4000);
    let written = 0;
    while (env.ctx.live.size === open0 && written < 4000) {
      await env.t.db.transaction(async (tx) => {
        await tx.query(
          `WITH logs AS (
             INSERT INTO update_logs (lead_id, action, action_name, action_date, activity_message, created_at)
             SELECT $1, 'followup', 'Follow Up', now(), $2, now() FROM generate_series(1, 100) RETURNING id)
           INSERT INTO lead_events (magnet_id, lead_id, update_log_id, kind) SELECT $3, $1, id, 'activity' FROM logs ORDER BY id`,
          [lead, what, id],
        );
        await tx.query(`SELECT pg_notify('lead_events', $1)`, [String(id)]);
      });
      written += 100;
      // The reader that reads keeps up.
      await reader.events(100);
    }
    expect(env.ctx.live.size).toBe(open0 - 1);
    const expected = (await eventIds(id)).filter((e) => !before.has(e));
    expect(expected).toHaveLength(written);
    const got = await slow.rest();
    const last = Number(got.at(-1)?.id);
    const resumed = await open(auth, last);
    const rest = await resumed.events(expected.length - got.length);
    expect([...got, ...rest].map((e) => Number(e.id))).toEqual(expected);
  });

  it('a Last-Event-ID older than the resume window gets one reset event, then what comes next', async () => {
    const { auth, id } = await partner();
    await record(lead);
    const first = (await eventIds(id)).at(-1);
    // 501 changes after it: more than the 500 a stream resumes from.
    await env.t.db.query(
      `INSERT INTO lead_events (magnet_id, lead_id, kind) SELECT $1, $2, 'activity' FROM generate_series(1, 501)`,
      [id, lead],
    );
    const latest = (await eventIds(id)).at(-1);
    const stream = await open(auth, first);
    expect(stream.status).toBe(200);
    expect(await stream.events(1)).toEqual([{ id: String(latest), event: 'reset', data: {} }]);
    await stream.live();
    await record(lead);
    const [next] = await stream.events(1);
    expect([next?.event, next?.data.lead_id]).toEqual(['lead', lead]);
    // Within the window the stream resumes; an id that is not the partner's is refused.
    const within = await open(auth, Number(next?.id));
    await within.live();
    const a = await env.login('9876543210');
    const [aEvent] = await env.t.db.query<{ id: number }>(
      `INSERT INTO lead_events (magnet_id, lead_id, kind)
       SELECT $1, id, 'activity' FROM leads WHERE magnet_id = $1 LIMIT 1 RETURNING id`,
      [a.id],
    );
    for (const lastEventId of [aEvent?.id ?? 0, 999_999_999]) {
      const refused = await env.app.inject({
        method: 'GET',
        url: '/api/events',
        headers: { ...auth, 'last-event-id': String(lastEventId) },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: 'Last-Event-ID is not one of your events' });
    }
  });

  it('a replica at its capacity answers a new stream 503 with Retry-After; HEAD and POST open nothing', async () => {
    const { app: full } = await buildApp({ db: env.t.db, dataDir: env.t.dataDir, streamCapacity: 1 });
    try {
      const fullBase = await baseUrlOf(full);
      const { auth } = await partner();
      const first = await openStream(fullBase, auth);
      streams.push(first);
      await first.live();
      // No token either: the refusal comes before any other work.
      for (const headers of [auth, {}]) {
        const refused = await full.inject({ method: 'GET', url: '/api/events', headers });
        expect(refused.statusCode).toBe(503);
        expect(refused.headers['retry-after']).toBe('5');
        expect(refused.json()).toEqual({
          message: 'This server has no room for another live stream. Please try again.',
        });
      }
      const head = await full.inject({ method: 'HEAD', url: '/api/events', headers: auth });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(head.body).toBe('');
      const post = await full.inject({ method: 'POST', url: '/api/events', headers: auth });
      expect(post.statusCode).toBe(404);
      expect(post.json()).toEqual({ message: 'Route POST /api/events not found' });
    } finally {
      await full.close();
    }
  });
});

describe('ids and text mean what they say', () => {
  let env: Env;
  let auth: Record<string, string>;
  let lead: number;

  beforeAll(async () => {
    env = await seededApp();
    const a = await env.login('9876543210');
    auth = a.auth;
    const [row] = await env.t.db.query<{ id: number }>('SELECT id FROM leads WHERE magnet_id = $1 LIMIT 1', [
      a.id,
    ]);
    lead = row?.id ?? 0;
  }, 300_000);

  afterAll(async () => {
    await env?.close();
  });

  const activities = async () =>
    (await env.t.db.query<{ n: number }>('SELECT count(*) AS n FROM update_logs'))[0]?.n;

  it.each(['1e2', '01', '+1', '0x10', '1.0', '2147483648'])(
    'the integer %s is refused in a path and a query, and touches nothing',
    async (text) => {
      const before = await activities();
      const write = await env.app.inject({
        method: 'POST',
        url: `/api/crm/leads/${encodeURIComponent(text)}/activities`,
        headers: CRM,
        payload: FOLLOW_UP,
      });
      expect(write.statusCode).toBe(400);
      expect(Object.keys(write.json())).toEqual(['message']);
      const read = await env.app.inject({
        method: 'GET',
        url: `/api/leads/${encodeURIComponent(text)}`,
        headers: auth,
      });
      expect(read.statusCode).toBe(400);
      const list = await env.app.inject({
        method: 'GET',
        url: `/api/leads?size=10&pageId=${encodeURIComponent(text)}`,
        headers: auth,
      });
      expect(list.statusCode).toBe(400);
      expect(Object.keys(list.json())).toEqual(['message']);
      expect(await activities()).toBe(before);
    },
  );

  it('a lead id in plain digits is taken', async () => {
    const res = await env.app.inject({ method: 'GET', url: `/api/leads/${lead}`, headers: auth });
    expect(res.statusCode).toBe(200);
  });

  it('text with a lone surrogate or a NUL is refused with 400; a body that is not UTF-8 with 415', async () => {
    const before = await activities();
    for (const comment of ['\\ud800', '\\udc00 after', 'a\\u0000b']) {
      const res = await env.app.inject({
        method: 'POST',
        url: `/api/crm/leads/${lead}/activities`,
        headers: { ...CRM, 'content-type': 'application/json' },
        payload: `{"action": "followup", "action_name": "Follow Up", "comment": "${comment}"}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'The body holds a character that is not text (a NUL byte or a lone surrogate)',
      });
    }
    const utf16 = await env.app.inject({
      method: 'POST',
      url: `/api/crm/leads/${lead}/activities`,
      headers: { ...CRM, 'content-type': 'application/json; charset=utf-16' },
      payload: JSON.stringify(FOLLOW_UP),
    });
    expect(utf16.statusCode).toBe(415);
    expect(utf16.json()).toEqual({ message: 'The body must be UTF-8, not utf-16' });
    const query = await env.app.inject({
      method: 'GET',
      url: '/api/leads?size=10&pageId=1&current_location=a%00b',
      headers: auth,
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({
      message: 'current_location holds a character that is not text (a NUL byte or a lone surrogate)',
    });
    expect(await activities()).toBe(before);
    // A surrogate pair (an emoji) is text.
    const emoji = await env.app.inject({
      method: 'POST',
      url: `/api/crm/leads/${lead}/activities`,
      headers: CRM,
      payload: { ...FOLLOW_UP, comment: 'Visit booked 👍' },
    });
    expect(emoji.statusCode).toBe(201);
  });

  it("every refusal has the {message} shape, fastify's own too: 414, 431, 413, 415 and a JSON parse error", async () => {
    const answers = [
      await env.app.inject({ method: 'GET', url: `/api/leads/${'1'.repeat(3000)}`, headers: auth }),
      // A form over the payment page's 1 KB, in a type it does not take, and JSON that does not parse.
      await env.app.inject({
        method: 'POST',
        url: '/payments/campaign/abc/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a'.repeat(5000),
      }),
      await env.app.inject({
        method: 'POST',
        url: '/payments/campaign/abc/pay',
        headers: { 'content-type': 'text/xml' },
        payload: '<a/>',
      }),
      await env.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"phone": ',
      }),
    ].map((res) => [res.statusCode, res.json()]);
    expect(answers).toEqual([
      [414, { message: 'The address is too long' }],
      [413, { message: 'The request body is too large: at most 1 KB for this call' }],
      [415, { message: 'Unsupported Media Type' }],
      [400, { message: "Body is not valid JSON but content-type is set to 'application/json'" }],
    ]);
    // Headers over node's 16 KB are refused by its parser, before fastify.
    const big = await fetch(`${await baseUrlOf(env.app)}/healthz`, {
      headers: { 'x-big': 'a'.repeat(40_000) },
    });
    expect([big.status, await big.json()]).toEqual([431, { message: 'Request header fields too large' }]);
  });
});
