import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenSecretOf } from '../../server/config.ts';
import { hashPassword } from '../../server/lib/auth.ts';
import { updatePasswordHash } from '../../server/repos/userRepo.ts';
import { seededApp } from '../helpers/testDb.ts';

type Env = Awaited<ReturnType<typeof seededApp>>;

describe('revocable sessions', () => {
  let env: Env;
  const me = (authorization: string) =>
    env.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } });
  const logout = (authorization?: string) =>
    env.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: authorization ? { authorization } : {},
    });

  beforeAll(async () => {
    env = await seededApp();
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
