// A signed-in call asks the database whether its session is live (at most every 5 s per session), so a
// session that ends (signed out, expired, a new password or role, the account removed) is refused by the
// next call after a sign-out or an account removal on this server, and within 5 s otherwise.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { tokenSecretOf } from '../../server/config.ts';
import { type Db, openDb } from '../../server/db/db.ts';
import { seedDemo } from '../../server/db/seed/index.ts';
import { hashPassword } from '../../server/lib/auth.ts';
import { SESSION_CHECK_TTL_MS } from '../../server/lib/checkedSessions.ts';
import { REFERENCE_CACHE } from '../../server/lib/securityHeaders.ts';
import { updatePasswordHash } from '../../server/repos/userRepo.ts';
import { freshDb, isSessionCheck, seededApp, signIn, type TestDb } from '../helpers/testDb.ts';

type Env = Awaited<ReturnType<typeof seededApp>>;
type App = Awaited<ReturnType<typeof buildApp>>['app'];

/** The session id a token names. */
const sidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as { sid: string }).sid;

describe('revocable sessions', () => {
  let env: Env;
  // The server's clock; `later()` moves it past the time a session found live is taken as live.
  let offset = 0;
  const later = () => {
    offset += SESSION_CHECK_TTL_MS;
  };
  const me = (authorization: string) =>
    env.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } });
  const logout = (authorization?: string) =>
    env.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: authorization ? { authorization } : {},
    });

  beforeAll(async () => {
    env = await seededApp({ now: () => new Date(Date.now() + offset) });
  }, 300_000);

  afterAll(async () => {
    await env?.close();
  });

  it('a token stops working after sign-out; other sessions of the partner go on', async () => {
    const phone = await env.login('9876543210');
    const laptop = await env.login('9876543210');
    expect((await me(`Bearer ${phone.token}`)).statusCode).toBe(200);

    const out = await logout(`Bearer ${phone.token}`);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Signed out' });

    for (const res of [await me(`Bearer ${phone.token}`), await logout(`Bearer ${phone.token}`)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid or expired token' });
    }
    expect((await me(`Bearer ${laptop.token}`)).statusCode).toBe(200);
  });

  it('sign-out without a token is 401 Authorization Header not found', async () => {
    const res = await logout();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Authorization Header not found' });
  });

  it('a password change ends every session of the partner; a rehash of the same password does not', async () => {
    const a = await env.login('9876543211');
    const b = await env.login('9876543211');
    // A sign-in that upgrades the stored hash (same password) keeps the other sessions alive.
    await updatePasswordHash(env.t.db, a.id, await hashPassword('magnet123'));
    expect((await me(`Bearer ${a.token}`)).statusCode).toBe(200);
    expect((await me(`Bearer ${b.token}`)).statusCode).toBe(200);

    // Any other change of the password hash (a reset, a new password) ends them all.
    await env.t.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      a.id,
      await hashPassword('n3w-passw0rd'),
    ]);
    later();
    for (const t of [a.token, b.token]) {
      const res = await me(`Bearer ${t}`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid or expired token' });
    }
    const again = await env.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { phone: '9876543211', password: 'n3w-passw0rd' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('requires the Bearer scheme and a token of exactly two segments', async () => {
    const { token } = await env.login('9876543210');
    const [body, mac] = token.split('.');
    const cases: [string, string][] = [
      [token, 'Authorization Header must be Bearer <token>'],
      [`Token ${token}`, 'Authorization Header must be Bearer <token>'],
      [
        `Basic ${Buffer.from('9876543210:magnet123').toString('base64')}`,
        'Authorization Header must be Bearer <token>',
      ],
      [`Bearer ${token}.extra`, 'Invalid or expired token'],
      [`Bearer ${body}.${mac}.${mac}`, 'Invalid or expired token'],
      [`Bearer ${body}`, 'Invalid or expired token'],
      [`Bearer ${token} ${token}`, 'Invalid or expired token'],
      ['Bearer ', 'Invalid or expired token'],
    ];
    for (const [authorization, message] of cases) {
      const res = await me(authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toEqual({ message });
    }
    expect((await me(`bearer ${token}`)).statusCode).toBe(200);
  });

  it('a token of a deleted account is refused', async () => {
    const reg = await env.app.inject({
      method: 'POST',
      url: '/api/users/create_magnet',
      payload: {
        first_name: 'Tara',
        last_name: 'Shah',
        phone: '9800000077',
        email: 'tara@example.in',
        password: 'tara2026x',
      },
    });
    expect(reg.statusCode).toBe(201);
    const t = await env.login('9800000077', 'tara2026x');
    const del = await env.app.inject({ method: 'DELETE', url: `/api/users/${t.id}`, headers: t.auth });
    expect(del.statusCode).toBe(200);
    expect((await me(`Bearer ${t.token}`)).statusCode).toBe(401);
  });
  it('an expired session is refused, though its token is still signed', async () => {
    const { token } = await env.login('9876543210');
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    await env.t.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [
      sidOf(token),
    ]);
    later();
    const res = await me(`Bearer ${token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid or expired token' });
  });

  it("a token whose role is no longer the account's is refused", async () => {
    const { id, token } = await env.login('9876543210');
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    await env.t.db.query("UPDATE users SET role = 'admin' WHERE id = $1", [id]);
    later();
    try {
      expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
    } finally {
      await env.t.db.query("UPDATE users SET role = 'magnet' WHERE id = $1", [id]);
    }
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it('after sign-out every read gets the 401, never the data, whatever the read would have answered', async () => {
    const { auth } = await env.login('9876543210');
    const stages = await env.app.inject({ method: 'GET', url: '/api/users/stages?type=LEAD', headers: auth });
    expect(stages.statusCode).toBe(200);
    expect(stages.headers['cache-control']).toBe(REFERENCE_CACHE);
    expect((await logout(auth.authorization)).statusCode).toBe(200);

    const urls = [
      '/api/users/me',
      '/api/leads?size=10&pageId=1&type=all_leads',
      '/api/leads/index/count',
      // A reference list, cached by the browser when answered: the 401 is not.
      '/api/users/stages?type=LEAD',
      // A download: no attachment, the 401 as JSON.
      '/api/leads/magnet/close_leads/download',
      // What would have been a 404 and a 400.
      '/api/leads/999999999',
      '/api/leads?size=not-a-number',
    ];
    for (const url of urls) {
      const res = await env.app.inject({ method: 'GET', url, headers: auth });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual({ message: 'Invalid or expired token' });
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['content-disposition'], url).toBeUndefined();
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('a signed-out token changes nothing', async () => {
    const { auth } = await env.login('9876543210');
    await logout(auth.authorization);
    const before = await env.t.db.query('SELECT count(*) AS n FROM user_filters');
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/userFilter',
      headers: auth,
      payload: { name: 'after sign-out', type: 'Leads', filter: {} },
    });
    expect(res.statusCode).toBe(401);
    expect(await env.t.db.query('SELECT count(*) AS n FROM user_filters')).toEqual(before);
  });

  it('when the session cannot be checked, a call answers 500 and sends no data', async () => {
    const { auth } = await env.login('9876543210');
    const db = env.t.db;
    const query = db.query.bind(db);
    const failing = vi
      .spyOn(db, 'query')
      .mockImplementation(((sql: string, params?: unknown[]) =>
        isSessionCheck(sql)
          ? Promise.reject(new Error('connection lost'))
          : query(sql, params)) as Db['query']);
    try {
      const res = await env.app.inject({ method: 'GET', url: '/api/users/me', headers: auth });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Internal Server Error' });
    } finally {
      failing.mockRestore();
    }
    expect((await env.app.inject({ method: 'GET', url: '/api/users/me', headers: auth })).statusCode).toBe(
      200,
    );
  });
});

describe('TOKEN_SECRET', () => {
  it('is required in production and must be long enough; optional elsewhere', () => {
    expect(() => tokenSecretOf({ NODE_ENV: 'production' })).toThrow(/TOKEN_SECRET must be set/);
    expect(() => tokenSecretOf({ NODE_ENV: 'production', TOKEN_SECRET: 'short' })).toThrow(/at least 32/);
    const secret = 'k'.repeat(32);
    expect(tokenSecretOf({ NODE_ENV: 'production', TOKEN_SECRET: secret })).toBe(secret);
    expect(tokenSecretOf({})).toBeUndefined();
    expect(tokenSecretOf({ NODE_ENV: 'test', TOKEN_SECRET: 'short' })).toBe('short');
  });
});

// Two servers on one PostgreSQL database: what one of them does ends the session on the other, at once
// when the other has not checked it in the last 5 s, else within 5 s.
describe.runIf(Boolean(process.env.DATABASE_URL))('sessions ended on another server (PostgreSQL)', () => {
  let t: TestDb;
  let otherDb: Db;
  let one: App;
  let other: App;
  // The second server's clock; `later()` moves it past the time a session found live is taken as live.
  let offset = 0;
  const later = () => {
    offset += SESSION_CHECK_TTL_MS;
  };
  const statusOn = async (app: App, token: string) =>
    (await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } }))
      .statusCode;

  beforeAll(async () => {
    t = await freshDb();
    await seedDemo(t.db);
    ({ app: one } = await buildApp({ db: t.db, dataDir: t.dataDir }));
    otherDb = await openDb({ dataDir: t.dataDir, databaseUrl: t.databaseUrl });
    ({ app: other } = await buildApp({
      db: otherDb,
      dataDir: t.dataDir,
      now: () => new Date(Date.now() + offset),
    }));
    await Promise.all([one.ready(), other.ready()]);
  }, 300_000);

  afterAll(async () => {
    await other?.close();
    await otherDb?.close();
    await one?.close();
    await t?.destroy();
  });

  it("a sign-out on one server ends the session on the other; the partner's other session goes on", async () => {
    const phone = await signIn(one, '9876543210');
    const laptop = await signIn(one, '9876543210');
    expect(await statusOn(other, phone.token)).toBe(200);
    expect(
      (await one.inject({ method: 'POST', url: '/api/users/logout', headers: phone.auth })).statusCode,
    ).toBe(200);
    later();
    const refused = await other.inject({ method: 'GET', url: '/api/users/me', headers: phone.auth });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Invalid or expired token' });
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
      expect(await statusOn(other, token), change).toBe(200);
      // Through the first server's handle.
      await t.db.query(change, [id]);
      later();
      expect(await statusOn(other, token), change).toBe(401);
      if (undo) await t.db.query(undo, [id]);
    }
  });
});
