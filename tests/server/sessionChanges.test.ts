// On PostgreSQL each server process keeps the sessions it has checked while it listens for the
// notifications of migration 011's triggers. Two servers on one database here: what one of them does
// (a sign-out, a new password, a removed account) must end the session on the other, and a server that
// has lost its listening connection must keep no session until it listens again.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { type Db, openDb } from '../../server/db/db.ts';
import { FEED_APPLICATION } from '../../server/db/pgChangeFeed.ts';
import { seedDemo } from '../../server/db/seed/index.ts';
import { freshDb, isSessionCheck, signIn, type TestDb } from '../helpers/testDb.ts';

type App = Awaited<ReturnType<typeof buildApp>>['app'];

/** The handle with a count of its session checks. */
function countingChecks(db: Db) {
  const counted = { checks: 0 };
  const wrapped: Db = {
    ...db,
    query: (sql, params) => {
      if (isSessionCheck(sql)) counted.checks += 1;
      return db.query(sql, params);
    },
  };
  return { db: wrapped, counted };
}

const WAIT = { timeout: 10_000, interval: 20 };

describe.runIf(Boolean(process.env.DATABASE_URL))('sessions ended on another server (PostgreSQL)', () => {
  let t: TestDb;
  let otherDb: Db;
  let one: App;
  let other: App;
  let checks: { checks: number };
  const me = (app: App, token: string) =>
    app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
  const statusOn = async (app: App, token: string) => (await me(app, token)).statusCode;
  /** Until the other server listens (its first session check starts it). */
  const listening = async () => {
    await vi.waitUntil(() => otherDb.sessionsStamp?.() !== null, WAIT);
  };

  beforeAll(async () => {
    t = await freshDb();
    await seedDemo(t.db, t.dataDir);
    ({ app: one } = await buildApp({ db: t.db, dataDir: t.dataDir }));
    otherDb = await openDb({ dataDir: t.dataDir, databaseUrl: t.databaseUrl });
    const counting = countingChecks(otherDb);
    checks = counting.counted;
    ({ app: other } = await buildApp({ db: counting.db, dataDir: t.dataDir }));
    await Promise.all([one.ready(), other.ready()]);
  }, 300_000);

  afterAll(async () => {
    await other?.close();
    await otherDb?.close();
    await one?.close();
    await t?.destroy();
  });

  it('a session checked once is not asked again while nothing ends one', async () => {
    const { token } = await signIn(one, '9876543210');
    expect(await statusOn(other, token)).toBe(200);
    await listening();
    expect(await statusOn(other, token)).toBe(200);
    const before = checks.checks;
    for (let i = 0; i < 5; i++) expect(await statusOn(other, token)).toBe(200);
    const count = await other.inject({
      method: 'GET',
      url: '/api/leads/index/count?is_magnet=1',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(count.statusCode).toBe(200);
    expect(checks.checks).toBe(before);
  });

  it('a sign-out on one server ends the session on the other', async () => {
    const { token } = await signIn(one, '9876543210');
    const laptop = await signIn(one, '9876543210');
    expect(await statusOn(other, token)).toBe(200);
    expect(await statusOn(other, laptop.token)).toBe(200);
    await listening();
    expect(await statusOn(other, token)).toBe(200);

    const out = await one.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    await vi.waitUntil(async () => (await statusOn(other, token)) === 401, WAIT);
    const refused = await me(other, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Invalid or expired token' });
    // The partner's other session goes on.
    expect(await statusOn(other, laptop.token)).toBe(200);
  });

  it('a new password, a changed role, removed sessions or a removed account end them on the other server', async () => {
    // A partner without leads or clients, whose account can be removed.
    await t.db.query(
      `INSERT INTO users (phone, password_hash, role, first_name)
       SELECT '9000000001', password_hash, role, 'Leaving' FROM users WHERE phone = '9876543211'`,
    );
    // Each change, and how it is undone for the next one.
    const changes: { phone: string; change: string; undo?: string }[] = [
      {
        phone: '9876543211',
        change: "UPDATE users SET password_hash = 'x' || password_hash WHERE id = $1",
        undo: 'UPDATE users SET password_hash = substr(password_hash, 2) WHERE id = $1',
      },
      {
        phone: '9876543211',
        change: "UPDATE users SET role = 'admin' WHERE id = $1",
        undo: "UPDATE users SET role = 'magnet' WHERE id = $1",
      },
      { phone: '9876543211', change: 'DELETE FROM sessions WHERE user_id = $1' },
      { phone: '9000000001', change: 'DELETE FROM users WHERE id = $1' },
    ];
    for (const { phone, change, undo } of changes) {
      const { id, token } = await signIn(one, phone);
      expect(await statusOn(other, token)).toBe(200);
      await listening();
      expect(await statusOn(other, token)).toBe(200);
      // Through the first server's handle: the other one learns of it only by its notification.
      await t.db.query(change, [id]);
      await vi.waitUntil(async () => (await statusOn(other, token)) === 401, WAIT);
      if (undo) await t.db.query(undo, [id]);
    }
  });

  it('a server that lost its listening connection keeps no session meanwhile, and listens again', async () => {
    const { token } = await signIn(one, '9876543210');
    expect(await statusOn(other, token)).toBe(200);
    await listening();
    const admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
    try {
      const ended = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [FEED_APPLICATION],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
      await vi.waitUntil(() => otherDb.sessionsStamp?.() === null, WAIT);
      // The sign-out's notification is lost; the other server does not keep the session meanwhile.
      await one.inject({
        method: 'POST',
        url: '/api/users/logout',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(await statusOn(other, token)).toBe(401);

      const again = await signIn(one, '9876543210');
      await listening();
      expect(await statusOn(other, again.token)).toBe(200);
      const kept = checks.checks;
      expect(await statusOn(other, again.token)).toBe(200);
      expect(checks.checks).toBe(kept);
    } finally {
      await admin.end();
    }
  });
});
