// The signed-in session kept in browser storage (spec 2.11, 3 "Session", 9 "Session expiry 60 minutes").
import { isRecord } from './guards';

export const SESSION_KEY = 'partner-portal.session';
export const SESSION_TTL_MS = 60 * 60 * 1000;

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type SessionUser = {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  phone: string;
  role: string | number;
};

export type Session = {
  token: string;
  user: SessionUser;
  expiresAt: number;
};

export function toSessionUser(user: SessionUser): SessionUser {
  return {
    id: user.id,
    name: user.name,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone,
    role: user.role,
  };
}

/**
 * When the server's token expires (its claims carry `exp`, in seconds), or null when the token
 * cannot be read: the browser session lasts as long as the token it holds ('Remember me': 30 days).
 */
export function tokenExpiry(token: string): number | null {
  const body = token.split('.')[0];
  if (!body) return null;
  try {
    const json = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    if (!isRecord(claims) || typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) return null;
    return claims.exp * 1000;
  } catch {
    return null;
  }
}

/** A session that ends when its token does (60 minutes when the token does not say). */
export function createSession(token: string, user: SessionUser, now: number): Session {
  const expiry = tokenExpiry(token);
  const expiresAt = expiry !== null && expiry > now ? expiry : now + SESSION_TTL_MS;
  return { token, user: toSessionUser(user), expiresAt };
}

export function saveSession(storage: KeyValueStorage, session: Session): void {
  storage.setItem(SESSION_KEY, JSON.stringify(session));
}

export function clearSession(storage: KeyValueStorage): void {
  storage.removeItem(SESSION_KEY);
}

function parseUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const { id, name, first_name, last_name, phone, role } = value;
  if (typeof id !== 'number' || !Number.isInteger(id)) return null;
  if (typeof name !== 'string' || typeof first_name !== 'string' || typeof last_name !== 'string')
    return null;
  if (typeof phone !== 'string') return null;
  if (typeof role !== 'string' && typeof role !== 'number') return null;
  return { id, name, first_name, last_name, phone, role };
}

export function parseSession(text: string | null): Session | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { token, expiresAt } = value;
  const user = parseUser(value.user);
  if (typeof token !== 'string' || token === '' || typeof expiresAt !== 'number' || !user) return null;
  return { token, user, expiresAt };
}

/** The stored session, or null when there is none; an expired or unreadable entry is removed. */
export function readSession(storage: KeyValueStorage, now: number): Session | null {
  const text = storage.getItem(SESSION_KEY);
  if (text === null) return null;
  const session = parseSession(text);
  if (!session || session.expiresAt <= now) {
    clearSession(storage);
    return null;
  }
  return session;
}

/** The login marker's role 22 or 'magnet' (any case) stays in this app; any other role goes to the other front end. */
export function shouldRedirectToOtherApp(role: string | number | null | undefined): boolean {
  if (role === 22) return false;
  if (typeof role === 'string') {
    const value = role.trim().toLowerCase();
    return value !== 'magnet' && value !== '22';
  }
  return true;
}

/** The other front end's address with the login marker as a query parameter. */
export function otherAppUrl(baseUrl: string, origin: string, session: Session): string {
  const url = new URL(baseUrl, origin);
  url.searchParams.set('session', JSON.stringify(session));
  return url.toString();
}
