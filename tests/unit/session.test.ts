import { describe, expect, it } from 'vitest';
import { createApi } from '../../src/api/client';
import {
  createSession,
  otherAppUrl,
  SESSION_KEY,
  SESSION_TTL_MS,
  shouldRedirectToOtherApp,
  tokenExpiry,
} from '../../src/domain/session';
import { clearSession, readSession, saveSession } from '../../src/shared/state/storedSession';

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

describe('session length follows the token', () => {
  const token = (claims: object) => `${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.signature`;

  it("a 'Remember me' token of 30 days gives a 30-day browser session", () => {
    const exp = Math.floor(T0 / 1000) + 30 * 24 * 3600;
    expect(tokenExpiry(token({ sub: 1, role: 'magnet', exp }))).toBe(exp * 1000);
    expect(createSession(token({ sub: 1, exp }), user, T0).expiresAt).toBe(exp * 1000);
  });

  it('an unreadable or already expired token falls back to 60 minutes', () => {
    expect(tokenExpiry('not-a-token')).toBeNull();
    expect(createSession('x.y', user, T0).expiresAt).toBe(T0 + SESSION_TTL_MS);
    const past = Math.floor(T0 / 1000) - 10;
    expect(createSession(token({ exp: past }), user, T0).expiresAt).toBe(T0 + SESSION_TTL_MS);
  });
});

describe('the API clients send a call at once', () => {
  it("hands the request, with the token, to fetch in the caller's own task", async () => {
    const sent: Request[] = [];
    const api = createApi({
      baseUrl: 'http://portal.test/api',
      getToken: () => 'T1',
      fetch: async (request) => {
        sent.push(request);
        return new Response(JSON.stringify({ count: 3 }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    // A filter's click starts its call; React renders the click's change in a microtask, and the
    // request must already have left by then.
    const call = api.GET('/leads/index/count', { params: { query: { stage_ids: '2' } } });
    expect(sent.map((r) => r.url)).toEqual(['http://portal.test/api/leads/index/count?stage_ids=2']);
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer T1');
    expect((await call).data).toEqual({ count: 3 });
  });
});

describe('a 401 after start-up ends the session', () => {
  it('calls onUnauthorized for a call made with a token, not for one made without', async () => {
    let ended = 0;
    let withToken = true;
    const api = createApi({
      baseUrl: 'http://portal.test/api',
      getToken: () => (withToken ? 'T1' : null),
      onUnauthorized: () => {
        ended += 1;
      },
      fetch: async () =>
        new Response(JSON.stringify({ message: 'Invalid or expired token' }), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    await api.GET('/users/me');
    expect(ended).toBe(1);
    withToken = false;
    await api.POST('/users/login', { body: { phone: '9876543210', password: 'x' } });
    expect(ended).toBe(1);
  });
});
