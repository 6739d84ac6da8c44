import { describe, expect, it } from 'vitest';
import {
  clearSession,
  createSession,
  otherAppUrl,
  readSession,
  SESSION_KEY,
  SESSION_TTL_MS,
  saveSession,
  shouldRedirectToOtherApp,
} from '../../src/domain/session';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      map.set(key, value);
    },
    removeItem: (key: string) => {
      map.delete(key);
    },
  };
}

const user = {
  id: 7,
  name: 'Asha Rao',
  first_name: 'Asha',
  last_name: 'Rao',
  phone: '9876543210',
  role: 'magnet',
};
const T0 = Date.UTC(2026, 0, 15, 10, 0, 0);

describe('session storage', () => {
  it('is stored under partner-portal.session with an expiry 60 minutes ahead', () => {
    const storage = memoryStorage();
    const session = createSession('tok', user, T0);
    expect(SESSION_TTL_MS).toBe(60 * 60 * 1000);
    expect(session.expiresAt).toBe(T0 + 60 * 60 * 1000);
    saveSession(storage, session);
    expect(SESSION_KEY).toBe('partner-portal.session');
    expect(JSON.parse(storage.map.get('partner-portal.session') ?? '')).toEqual({
      token: 'tok',
      user,
      expiresAt: T0 + SESSION_TTL_MS,
    });
  });

  it('keeps only the session fields of a full user', () => {
    const apiUser = { ...user, email: 'a@b.in', UserInfo: {} };
    const session = createSession('tok', apiUser, T0);
    expect(Object.keys(session.user).sort()).toEqual([
      'first_name',
      'id',
      'last_name',
      'name',
      'phone',
      'role',
    ]);
  });

  it('is read back until it expires', () => {
    const storage = memoryStorage();
    saveSession(storage, createSession('tok', user, T0));
    expect(readSession(storage, T0 + SESSION_TTL_MS - 1)?.token).toBe('tok');
    expect(readSession(storage, T0 + SESSION_TTL_MS)).toBeNull();
    expect(storage.map.has(SESSION_KEY)).toBe(false);
  });

  it('removes a corrupt entry and answers null', () => {
    for (const bad of [
      'not json',
      '[]',
      '{"token":"t"}',
      JSON.stringify({ token: 't', user: {}, expiresAt: T0 }),
    ]) {
      const storage = memoryStorage();
      storage.setItem(SESSION_KEY, bad);
      expect(readSession(storage, T0)).toBeNull();
      expect(storage.map.has(SESSION_KEY)).toBe(false);
    }
  });

  it('answers null when nothing is stored, and clearSession removes it', () => {
    const storage = memoryStorage();
    expect(readSession(storage, T0)).toBeNull();
    saveSession(storage, createSession('tok', user, T0));
    clearSession(storage);
    expect(readSession(storage, T0)).toBeNull();
  });
});

describe('shouldRedirectToOtherApp', () => {
  it('keeps role 22 and magnet in any case', () => {
    expect(shouldRedirectToOtherApp(22)).toBe(false);
    expect(shouldRedirectToOtherApp('22')).toBe(false);
    expect(shouldRedirectToOtherApp('magnet')).toBe(false);
    expect(shouldRedirectToOtherApp('Magnet')).toBe(false);
    expect(shouldRedirectToOtherApp('MAGNET')).toBe(false);
  });

  it('sends any other role to the other front end', () => {
    expect(shouldRedirectToOtherApp('admin')).toBe(true);
    expect(shouldRedirectToOtherApp('sales')).toBe(true);
    expect(shouldRedirectToOtherApp(3)).toBe(true);
    expect(shouldRedirectToOtherApp('')).toBe(true);
    expect(shouldRedirectToOtherApp(null)).toBe(true);
    expect(shouldRedirectToOtherApp(undefined)).toBe(true);
  });

  it('passes the marker to the other front end as a query parameter', () => {
    const session = createSession('tok', { ...user, role: 'admin' }, T0);
    const url = new URL(otherAppUrl('https://crm.example.in/login', 'https://portal.example.in', session));
    expect(url.origin).toBe('https://crm.example.in');
    expect(JSON.parse(url.searchParams.get('session') ?? '')).toEqual(session);
  });
});
