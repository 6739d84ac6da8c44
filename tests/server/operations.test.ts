// What an operator and a load balancer rely on: /healthz and /readyz, a SIGTERM that lets the calls in
// flight finish, and (PostgreSQL only) a server that outlives the loss of its database connections.
import { request } from 'node:http';
import pg from 'pg';
import { expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { seedDemo } from '../../server/db/seed/index.ts';
import { startServer } from '../helpers/serverProcess.ts';
import { freshDb, seededApp, signIn } from '../helpers/testDb.ts';

const UNAVAILABLE = { message: 'The service is briefly unavailable. Please try again.' };

/** A lead of partner `who` as the web app's form sends it. */
const leadOf = (who: { id: number }, projectId: number | undefined, n: number) => ({
  name: `Operations Client ${n}`,
  number: `96${String(10_000_000 + n).padStart(8, '0')}`,
  country_code: '+91',
  nationality: 1,
  project_id: projectId,
  created_by: who.id,
  magnet_id: who.id,
  is_magnet: 1,
  admin_message: 'sent by the operations test',
  more_fields: { percentage: 50 },
});

/** A fresh seeded database that only the server processes of the test open (one owner for PGlite). */
async function seededStorage() {
  const t = await freshDb();
  await seedDemo(t.db);
  const project = await t.db.query<{ id: number }>('SELECT id FROM projects ORDER BY id LIMIT 1');
  await t.db.close();
  return { t, projectId: project[0]?.id };
}

async function signInOver(base: string, phone: string) {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password: 'magnet123' }),
  });
  const { userData } = (await res.json()) as { userData: { id: number; token: string } };
  return userData;
}

it('GET /healthz and GET /readyz answer 200 {status: ok} without a session', async () => {
  const env = await seededApp();
  try {
    for (const url of ['/healthz', '/readyz']) {
      const res = await env.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  } finally {
    await env.close();
  }
}, 120_000);

it('a call whose database connection was lost answers 503 {message} with Retry-After, /readyz too', async () => {
  const t = await freshDb();
  await seedDemo(t.db);
  let lost = false;
  // The error node-postgres raises when the server ends the connection (pg_terminate_backend).
  const loss = () =>
    Promise.reject(
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    );
  const db: Db = {
    ...t.db,
    query: (sql, params) => (lost ? loss() : t.db.query(sql, params)),
    transaction: (fn) => (lost ? loss() : t.db.transaction(fn)),
  };
  const { app } = await buildApp({ db, dataDir: t.dataDir });
  try {
    const { auth } = await signIn(app, '9876543210');
    lost = true;
    for (const url of ['/api/leads?size=10&pageId=1', '/readyz']) {
      const res = await app.inject({ method: 'GET', url, headers: auth });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe('2');
      expect(res.json()).toEqual(UNAVAILABLE);
    }
    const healthz = await app.inject({ method: 'GET', url: '/healthz' });
    expect(healthz.statusCode).toBe(200);
    lost = false;
    const res = await app.inject({ method: 'GET', url: '/api/leads?size=10&pageId=1', headers: auth });
    expect(res.statusCode).toBe(200);
  } finally {
    await app.close();
    await t.destroy();
  }
}, 120_000);

it('on SIGTERM the server stops accepting, finishes the call in flight and exits 0', async () => {
  const { t, projectId } = await seededStorage();
  const server = await startServer({ dataDir: t.dataDir, databaseUrl: t.databaseUrl });
  try {
    const who = await signInOver(server.base, '9876543210');
    const body = JSON.stringify(leadOf(who, projectId, 1));
    // The call is in flight once the server has read its headers (it answers 100 Continue);
    // its body is sent only after the SIGTERM.
    const call = request(`${server.base}/api/leads/create`, {
      method: 'POST',
      agent: false,
      headers: {
        authorization: `Bearer ${who.token}`,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        expect: '100-continue',
      },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      call.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      call.on('error', reject);
    });
    call.flushHeaders();
    await new Promise((resolve) => call.once('continue', resolve));

    const stopped = server.stop();
    // New connections are refused while the call is still in flight.
    await expect
      .poll(
        () =>
          fetch(`${server.base}/healthz`).then(
            () => 'accepted',
            () => 'refused',
          ),
        { timeout: 10_000, interval: 50 },
      )
      .toBe('refused');
    call.end(body);
    const res = await answered;
    expect(res.status, res.body).toBe(201);
    expect(await stopped).toBe(0);
    expect(server.output()).toContain('SIGTERM: closing');
  } finally {
    await server.kill();
    await t.destroy();
  }
}, 180_000);

it.skipIf(!process.env.DATABASE_URL)(
  'a server whose PostgreSQL connections are terminated three times under lead writes stays up, answers 503 meanwhile and keeps every acknowledged lead',
  async () => {
    const { t, projectId } = await seededStorage();
    const server = await startServer({ dataDir: t.dataDir, databaseUrl: t.databaseUrl });
    const admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
    try {
      const partners = await Promise.all(
        ['9876543210', '9876543211'].map((phone) => signInOver(server.base, phone)),
      );
      const statuses: number[] = [];
      const acknowledged: number[] = [];
      const answer = async (path: string, token: string, body?: unknown) => {
        try {
          const res = await fetch(`${server.base}${path}`, {
            method: body ? 'POST' : 'GET',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            ...(body ? { body: JSON.stringify(body) } : {}),
          });
          statuses.push(res.status);
          if (res.status === 503) expect(await res.json()).toEqual(UNAVAILABLE);
          return res;
        } catch {
          statuses.push(0); // no answer at all: the process died or dropped the call
          return undefined;
        }
      };
      let sent = 0;
      for (let round = 0; round < 3; round++) {
        let writing = true;
        const writer = async () => {
          while (writing) {
            const n = sent++;
            const who = partners[n % 2] as { id: number; token: string };
            const res = await answer('/api/leads/create', who.token, leadOf(who, projectId, n));
            if (res?.status === 201)
              acknowledged.push(((await res.json()) as { lead: { id: number } }).lead.id);
          }
        };
        const answeredBefore = statuses.length;
        const writers = [writer(), writer(), writer(), writer()];
        await expect.poll(() => statuses.length > answeredBefore, { timeout: 30_000 }).toBe(true);
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        );
        const read = async () =>
          (await answer('/api/leads?size=1&pageId=1', (partners[0] as { token: string }).token))?.status;
        await expect.poll(read, { timeout: 5_000, interval: 50 }).toBe(200);
        writing = false;
        await Promise.all(writers);
      }
      // 201 written, 429 the partners' daily lead limit, 503 the lost connection: never a 500, never silence.
      expect(statuses.filter((s) => ![200, 201, 429, 503].includes(s))).toEqual([]);
      expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
      const stored = await admin.query<{ id: number }>('SELECT id FROM leads WHERE id = ANY($1::int[])', [
        acknowledged,
      ]);
      expect(stored.rows.map((r) => Number(r.id)).sort()).toEqual([...acknowledged].sort());
      console.info(
        `connection loss: ${sent} lead creations, ${acknowledged.length} acknowledged, ${statuses.filter((s) => s === 503).length} answered 503`,
      );
    } finally {
      await admin.end();
      await server.kill();
      await t.destroy();
    }
  },
  180_000,
);
