// On PostgreSQL, where other server processes write too, every call asks the database whether its
// session is live, and a read (GET) runs while that check is out: its answer is sent only once the
// session is known live. These tests run that path on any database, through a handle without a
// write count (as on PostgreSQL), and check that a signed-out token still gets nothing but the 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { seedDemo } from '../../server/db/seed/index.ts';
import { REFERENCE_CACHE } from '../../server/lib/securityHeaders.ts';
import { freshDb, isSessionCheck, signIn, type TestDb } from '../helpers/testDb.ts';

/** The database without its write count: the server cannot keep checked sessions, as on PostgreSQL. */
function sharedDb(db: Db, failSessionChecks: () => boolean): Db {
  return {
    kind: db.kind,
    query: (sql, params) => {
      if (failSessionChecks() && isSessionCheck(sql)) return Promise.reject(new Error('connection lost'));
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
}

describe('reads on a database other processes write to', () => {
  let t: TestDb;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let failing = false;
  const get = (url: string, authorization: string) =>
    app.inject({ method: 'GET', url, headers: { authorization } });

  beforeAll(async () => {
    t = await freshDb();
    await seedDemo(t.db, t.dataDir);
    ({ app } = await buildApp({ db: sharedDb(t.db, () => failing), dataDir: t.dataDir }));
    await app.ready();
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await t?.destroy();
  });

  it('a live session reads as before: the partner, the leads, the cached reference lists', async () => {
    const { id, token } = await signIn(app, '9876543210');
    const me = await get('/api/users/me', `Bearer ${token}`);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id, phone: '9876543210' });

    const count = await get('/api/leads/index/count?is_magnet=1', `Bearer ${token}`);
    expect(count.statusCode).toBe(200);
    expect(count.json().count).toBeGreaterThan(0);

    const stages = await get('/api/users/stages?type=LEAD', `Bearer ${token}`);
    expect(stages.statusCode).toBe(200);
    expect(stages.headers['cache-control']).toBe(REFERENCE_CACHE);
  });

  it('after sign-out a read gets the 401, never the data, whatever the read would have answered', async () => {
    const { token } = await signIn(app, '9876543210');
    const authorization = `Bearer ${token}`;
    expect((await get('/api/leads/index/count', authorization)).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/api/users/logout', headers: { authorization } });
    expect(out.statusCode).toBe(200);

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
      const res = await get(url, authorization);
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual({ message: 'Invalid or expired token' });
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['content-disposition'], url).toBeUndefined();
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('a write still waits for the check: a signed-out token changes nothing', async () => {
    const { token } = await signIn(app, '9876543211');
    const authorization = `Bearer ${token}`;
    await app.inject({ method: 'POST', url: '/api/users/logout', headers: { authorization } });
    const before = await t.db.query('SELECT count(*) AS n FROM user_filters');
    const res = await app.inject({
      method: 'POST',
      url: '/api/userFilter',
      headers: { authorization },
      payload: { name: 'after sign-out', type: 'Leads', filter: {} },
    });
    expect(res.statusCode).toBe(401);
    expect(await t.db.query('SELECT count(*) AS n FROM user_filters')).toEqual(before);
  });

  it('when the session cannot be checked, a read answers 500 and sends no data', async () => {
    const { token } = await signIn(app, '9876543210');
    failing = true;
    try {
      const res = await get('/api/users/me', `Bearer ${token}`);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Internal Server Error' });
    } finally {
      failing = false;
    }
    expect((await get('/api/users/me', `Bearer ${token}`)).statusCode).toBe(200);
  });
});
