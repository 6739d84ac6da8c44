// A flood of sign-ins from one partner stays cheap: a refusal is remembered until its window ends
// (the next attempts are answered without the database), and only so many sign-ins are in progress at
// once, the rest refused at once with 429 and Retry-After.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { Db, Row } from '../../server/db/db.ts';
import { hashPassword } from '../../server/lib/auth.ts';
import { freshDb, type TestDb } from '../helpers/testDb.ts';

const PHONE = '9876543210';
const PASSWORD = 'magnet123';

let t: TestDb;
let clock = new Date('2031-05-01T10:00:00Z');
/** While set, the database is out of reach: every statement fails as a refused connection does. */
let down = false;
/** While set, every statement waits for it (sign-ins stay in progress). */
let hold: Promise<void> | undefined;
/** Statements waiting for `hold`. */
let held = 0;

const database = (): Db => ({
  ...t.db,
  query: async <T extends Row>(sql: string, params?: unknown[]) => {
    if (down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    if (hold) {
      held++;
      await hold;
    }
    return t.db.query<T>(sql, params);
  },
});

beforeAll(async () => {
  t = await freshDb();
  await t.db.query(
    "INSERT INTO users (phone, password_hash, role, first_name, last_name) VALUES ($1, $2, 'magnet', 'Asha', 'Rao')",
    [PHONE, await hashPassword(PASSWORD)],
  );
}, 180_000);

afterAll(async () => {
  await t?.destroy();
});

it('a sign-in refusal is remembered until its window ends: the next attempts are refused even with the database out of reach', async () => {
  const { app } = await buildApp({ db: database(), dataDir: t.dataDir, now: () => clock });
  const login = (password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { phone: PHONE, password },
      remoteAddress: '203.0.113.50',
    });
  try {
    for (let i = 0; i < 10; i++) expect((await login(`wrong-${i}`)).statusCode).toBe(401);
    expect((await login('wrong-10')).statusCode).toBe(429);
    // The database goes out of reach: a call that needs it is 503, the refused ones are still 429.
    down = true;
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    clock = new Date(clock.getTime() + 60_000);
    for (let i = 0; i < 20; i++) {
      const refused = await login(i % 2 ? PASSWORD : `guess-${i}`);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: 'Too many requests' });
      expect(refused.headers['retry-after']).toBe(String(14 * 60));
    }
    // The window ends: the right password signs in again.
    down = false;
    clock = new Date(clock.getTime() + 14 * 60_000);
    expect((await login(PASSWORD)).statusCode).toBe(200);
  } finally {
    down = false;
    await app.close();
  }
});

it('sign-ins in progress are bounded: beyond the password checks running and waiting, 429 with Retry-After 1 at once', async () => {
  const { app } = await buildApp({
    db: database(),
    dataDir: t.dataDir,
    now: () => clock,
    passwordChecks: { running: 1, waiting: 1 },
  });
  const login = (n: number) =>
    app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { phone: PHONE, password: PASSWORD },
      remoteAddress: `198.51.100.${n}`,
    });
  try {
    let release = () => {};
    hold = new Promise((resolve) => {
      release = resolve;
    });
    const first = [login(1), login(2)];
    // Both are in progress (waiting for the database) when the others come.
    while (held < 2) await new Promise((r) => setTimeout(r, 5));
    const refused = await Promise.all([login(3), login(4), login(5)]);
    for (const res of refused) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: 'Too many requests' });
      expect(res.headers['retry-after']).toBe('1');
    }
    release();
    hold = undefined;
    for (const res of await Promise.all(first)) expect(res.statusCode).toBe(200);
    // Places are given back: the next sign-ins pass.
    expect((await Promise.all([login(6), login(7)])).map((r) => r.statusCode)).toEqual([200, 200]);
  } finally {
    hold = undefined;
    await app.close();
  }
});
