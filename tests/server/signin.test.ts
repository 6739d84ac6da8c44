import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { hashPassword } from '../../server/lib/auth.ts';
import { LIMITS } from '../../server/lib/throttle.ts';
import { freshDb, type TestDb } from '../helpers/testDb.ts';

// Counts the argon2 verifications the server runs, with the parameters of each hash (the real function
// still does the work).
const argon2Calls = vi.hoisted(() => ({ verify: 0, parameters: [] as string[] }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      argon2Calls.verify += 1;
      argon2Calls.parameters.push(String(args[0]).split('$').slice(1, 4).join('$'));
      return real.verify(...args);
    },
  };
});

const PHONE = '9876543210';
const OTHER = '9876543211';
const PASSWORD = 'magnet123';

/** A hash as the first release stored it: scrypt N=2^14, r=8, p=1. */
function oldScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('sign-in and registration', () => {
  let t: TestDb;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let clock = new Date('2031-03-01T10:00:00Z');

  const login = (phone: string, password: string, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/users/login', payload: { phone, password }, remoteAddress });
  const register = (phone: string, password = 'secret123', remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/users/create_magnet',
      payload: { first_name: 'Ravi', last_name: 'Kumar', phone, email: `r${phone}@example.in`, password },
      remoteAddress,
    });
  const minutes = (n: number) => {
    clock = new Date(clock.getTime() + n * 60_000);
  };

  beforeAll(async () => {
    t = await freshDb();
    const hash = await hashPassword(PASSWORD);
    for (const phone of [PHONE, OTHER]) {
      await t.db.query(
        "INSERT INTO users (phone, password_hash, role, first_name, last_name) VALUES ($1, $2, 'magnet', 'Asha', 'Rao')",
        [phone, hash],
      );
    }
    ({ app } = await buildApp({ db: t.db, dataDir: t.dataDir, now: () => clock }));
    await app.ready();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await t?.destroy();
  });

  beforeEach(async () => {
    await t.db.query('DELETE FROM auth_throttle');
    minutes(60);
  });

  it('stops a phone after 10 failed sign-ins with 429, Retry-After and a clear message, even for the right password', async () => {
    for (let i = 0; i < LIMITS.loginPerPhone.max; i++) {
      expect((await login(PHONE, `wrong-${i}`)).statusCode).toBe(401);
    }
    const blocked = await login(PHONE, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Too many failed sign-ins for this phone. Try again in 15 minutes.',
    });
    expect(Number(blocked.headers['retry-after'])).toBe(15 * 60);
    // Another partner's phone from the same address is not affected.
    expect((await login(OTHER, PASSWORD)).statusCode).toBe(200);

    minutes(5);
    const later = await login(PHONE, PASSWORD);
    expect(later.statusCode).toBe(429);
    expect(Number(later.headers['retry-after'])).toBe(10 * 60);
    expect(later.json().message).toBe('Too many failed sign-ins for this phone. Try again in 10 minutes.');

    minutes(10);
    expect((await login(PHONE, PASSWORD)).statusCode).toBe(200);
  });

  it('counts failures only: a right password clears the phone, and many sign-ins from one address pass', async () => {
    for (let i = 0; i < LIMITS.loginPerPhone.max - 1; i++)
      expect((await login(PHONE, 'nope-nope')).statusCode).toBe(401);
    expect((await login(PHONE, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < LIMITS.loginPerPhone.max - 1; i++)
      expect((await login(PHONE, 'nope-nope')).statusCode).toBe(401);
    // The end-to-end suite signs in about 80 times from 127.0.0.1.
    for (let i = 0; i < 120; i++) {
      const res = await login(i % 2 ? PHONE : OTHER, PASSWORD);
      expect(res.statusCode, `sign-in ${i}`).toBe(200);
    }
  });

  it('stops an address after 50 failed sign-ins over many phones, not other addresses', async () => {
    for (let i = 0; i < LIMITS.loginPerAddress.max; i++) {
      const phone = `7${String(i).padStart(9, '0')}`;
      expect((await login(phone, 'guess123', '203.0.113.7')).statusCode).toBe(401);
    }
    const blocked = await login(PHONE, PASSWORD, '203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Too many failed sign-ins from this address. Try again in 15 minutes.',
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(PHONE, PASSWORD, '198.51.100.2')).statusCode).toBe(200);
  });

  it('limits registrations per address (20 an hour) with 429 and Retry-After', async () => {
    for (let i = 0; i < LIMITS.registerPerAddress.max; i++) {
      const res = await register(`6${String(100_000_000 + i)}`, 'secret123', '192.0.2.10');
      expect(res.statusCode, res.body).toBe(201);
    }
    const blocked = await register('6555555555', 'secret123', '192.0.2.10');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many registrations from this address. Try again in 60 minutes.');
    expect(Number(blocked.headers['retry-after'])).toBe(3600);
    expect((await t.db.query("SELECT id FROM users WHERE phone = '6555555555'")).length).toBe(0);
    minutes(61);
    expect((await register('6555555555', 'secret123', '192.0.2.10')).statusCode).toBe(201);
  });

  it('takes the per-address registration limit from REGISTRATIONS_PER_ADDRESS_PER_HOUR', async () => {
    const config = readConfig({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: '2' });
    expect(config.registrationsPerAddress).toBe(2);
    expect(readConfig({}).registrationsPerAddress).toBeUndefined();
    expect(() => readConfig({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: 'many' })).toThrow(/whole number/);
    const office = await buildApp({
      db: t.db,
      dataDir: t.dataDir,
      now: () => clock,
      registrationsPerAddress: config.registrationsPerAddress,
    });
    const join = (phone: string) =>
      office.app.inject({
        method: 'POST',
        url: '/api/users/create_magnet',
        payload: {
          first_name: 'Ravi',
          last_name: 'Kumar',
          phone,
          email: `r${phone}@example.in`,
          password: 'secret123',
        },
        remoteAddress: '192.0.2.77',
      });
    try {
      expect((await join('6200000001')).statusCode).toBe(201);
      expect((await join('6200000002')).statusCode).toBe(201);
      expect((await join('6200000003')).statusCode).toBe(429);
    } finally {
      await office.app.close();
    }
  });

  it('limits registration attempts per phone (10 an hour) from any address', async () => {
    for (let i = 0; i < LIMITS.registerPerPhone.max; i++) {
      expect((await register(PHONE, 'secret123', `192.0.2.${100 + i}`)).statusCode).toBe(409);
    }
    const blocked = await register(PHONE, 'secret123', '192.0.2.200');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Too many registration attempts for this phone. Try again in 60 minutes.',
    );
  });

  it('refuses a weak password on registration with the same message as the form', async () => {
    for (const password of ['123456789', 'abcdefgh', 'password1', 'a1a1a1a1', `x${'9123456789'}`]) {
      const res = await register('9123456789', password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({
        message:
          'Password is too easy to guess: use letters and digits, not a common password or your phone number',
      });
    }
    expect((await register('9123456789', 'Kite4Sky')).statusCode).toBe(201);
    expect((await login('9123456789', 'Kite4Sky')).statusCode).toBe(200);
  });

  it('runs the same password hash for an unknown phone as for a wrong password', async () => {
    argon2Calls.verify = 0;
    argon2Calls.parameters = [];
    expect((await login('9000000009', PASSWORD)).statusCode).toBe(401);
    expect((await login(PHONE, 'wrong-password')).statusCode).toBe(401);
    expect(argon2Calls.verify).toBe(2);
    expect(argon2Calls.parameters).toEqual([
      'argon2id$v=19$m=19456,t=2,p=1',
      'argon2id$v=19$m=19456,t=2,p=1',
    ]);
  });

  it('stores argon2id hashes, still signs in with an old scrypt hash and upgrades it', async () => {
    await t.db.query(
      "INSERT INTO users (phone, password_hash, role, first_name, last_name) VALUES ('9555500001', $1, 'magnet', 'Old', 'Hash')",
      [oldScryptHash('legacy123')],
    );
    expect((await login('9555500001', 'legacy124')).statusCode).toBe(401);
    const before = await t.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE phone = '9555500001'",
    );
    expect(before[0]?.password_hash).toMatch(/^scrypt\$16384\$/);
    expect((await login('9555500001', 'legacy123')).statusCode).toBe(200);
    const after = await t.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE phone = '9555500001'",
    );
    expect(after[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login('9555500001', 'legacy123')).statusCode).toBe(200);
    expect((await login('9555500001', 'legacy124')).statusCode).toBe(401);
  });
});
