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

  it('11 wrong passwords for a phone from one address: 429 there, the right password from another address is 200', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await login(PHONE, `wrong-${i}`, '203.0.113.9')).statusCode).toBe(401);
    }
    const eleventh = await login(PHONE, 'wrong-10', '203.0.113.9');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({ message: 'Too many requests' });
    expect(eleventh.headers['retry-after']).toBe(String(15 * 60));
    // That address is stopped for this phone, even with the right password, for the window.
    const blocked = await login(PHONE, PASSWORD, '203.0.113.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many requests' });
    // The partner, from an address with no failures, signs in; so does another phone from that address.
    expect((await login(PHONE, PASSWORD, '198.51.100.20')).statusCode).toBe(200);
    expect((await login(OTHER, PASSWORD, '203.0.113.9')).statusCode).toBe(200);

    minutes(5);
    const later = await login(PHONE, PASSWORD, '203.0.113.9');
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe(String(10 * 60));
    minutes(10);
    expect((await login(PHONE, PASSWORD, '203.0.113.9')).statusCode).toBe(200);
  });

  it('failures from many addresses never lock the partner out of an address with no failures', async () => {
    for (let a = 0; a < 5; a++) {
      for (let i = 0; i < 11; i++) await login(PHONE, `guess-${i}`, `192.0.2.${a + 1}`);
    }
    expect((await login(PHONE, PASSWORD, '192.0.2.99')).statusCode).toBe(200);
  });

  it('counts failures only: a right password clears the pair, and many sign-ins from one address pass', async () => {
    for (let i = 0; i < LIMITS.loginFailuresPerPhoneAndAddress.max - 1; i++)
      expect((await login(PHONE, 'nope-nope')).statusCode).toBe(401);
    expect((await login(PHONE, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < LIMITS.loginFailuresPerPhoneAndAddress.max - 1; i++)
      expect((await login(PHONE, 'nope-nope')).statusCode).toBe(401);
    // The end-to-end suite signs in about 170 times from 127.0.0.1.
    for (let i = 0; i < 120; i++) {
      const res = await login(i % 2 ? PHONE : OTHER, PASSWORD);
      expect(res.statusCode, `sign-in ${i}`).toBe(200);
    }
  });

  it('stops an address after 50 failed sign-ins over many phones, not other addresses', async () => {
    for (let i = 0; i < 50; i++) {
      const phone = `7${String(i).padStart(9, '0')}`;
      expect((await login(phone, 'guess123', '203.0.113.7')).statusCode).toBe(401);
    }
    const blocked = await login(PHONE, PASSWORD, '203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many requests' });
    expect(blocked.headers['retry-after']).toBe(String(15 * 60));
    expect((await login(PHONE, PASSWORD, '198.51.100.2')).statusCode).toBe(200);
  });

  describe('successful sign-ins (a password hash and a session each)', () => {
    // The real limits (500 sessions a partner a day, 1,000 sign-ins an address an hour) are reached
    // the same way; a server with small ones gets there in a few sign-ins.
    let small: Awaited<ReturnType<typeof buildApp>>['app'];
    const signInTo = (phone: string, remoteAddress: string) =>
      small.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { phone, password: PASSWORD },
        remoteAddress,
      });

    beforeAll(async () => {
      ({ app: small } = await buildApp({
        db: t.db,
        dataDir: t.dataDir,
        now: () => clock,
        limits: {
          sessionsPerPartner: { ...LIMITS.sessionsPerPartner, max: 3 },
          signInsPerAddress: { ...LIMITS.signInsPerAddress, max: 4 },
        },
      }));
    });
    afterAll(async () => {
      await small?.close();
    });

    it('are limited to 500 sessions a partner a business day (India): then 429 until the day ends', async () => {
      expect(LIMITS.sessionsPerPartner.max).toBe(500);
      // 18:00 in India: the day ends in 6 hours.
      clock = new Date('2031-04-01T12:30:00Z');
      for (let i = 0; i < 3; i++) {
        expect((await signInTo(PHONE, `198.51.100.${30 + i}`)).statusCode).toBe(200);
      }
      const refused = await signInTo(PHONE, '198.51.100.40');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: 'Too many requests' });
      expect(refused.headers['retry-after']).toBe(String(6 * 3600));
      const sessions = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.phone = $1 AND s.created_at >= '2031-04-01T12:30:00Z'",
        [PHONE],
      );
      expect(sessions[0]?.n).toBe(3);
      // Another partner is not affected; the partner signs in again the next day in India.
      expect((await signInTo(OTHER, '198.51.100.41')).statusCode).toBe(200);
      clock = new Date('2031-04-01T18:31:00Z');
      expect((await signInTo(PHONE, '198.51.100.42')).statusCode).toBe(200);
    });

    it('are limited to 1,000 an address an hour: then 429 with Retry-After, other addresses go on', async () => {
      expect(LIMITS.signInsPerAddress.max).toBe(1000);
      clock = new Date('2031-04-03T06:00:00Z');
      for (let i = 0; i < 4; i++) {
        expect((await signInTo(i % 2 ? PHONE : OTHER, '203.0.113.60')).statusCode).toBe(200);
      }
      const refused = await signInTo(PHONE, '203.0.113.60');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: 'Too many requests' });
      expect(refused.headers['retry-after']).toBe('3600');
      expect((await signInTo(PHONE, '203.0.113.61')).statusCode).toBe(200);
      minutes(61);
      expect((await signInTo(OTHER, '203.0.113.60')).statusCode).toBe(200);
    });
  });

  it('limits registrations per address (20 an hour) with 429 and Retry-After', async () => {
    for (let i = 0; i < LIMITS.registerPerAddress.max; i++) {
      const res = await register(`6${String(100_000_000 + i)}`, 'secret123', '192.0.2.10');
      expect(res.statusCode, res.body).toBe(201);
    }
    const blocked = await register('6555555555', 'secret123', '192.0.2.10');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many requests' });
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
    expect(blocked.json()).toEqual({ message: 'Too many requests' });
    expect(blocked.headers['retry-after']).toBe('3600');
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
