// The signed-in session (spec 2.11, 3 "Session", 9 "Session expiry 60 minutes"); kept in browser
// storage by shared/state/storedSession.ts.
import { isRecord } from './guards';

/** The browser-storage key of the session. */
export const SESSION_KEY = 'partner-portal.session';
export const SESSION_TTL_MS = 60 * 60 * 1000;

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

function isSessionUser(value: unknown): value is SessionUser {
  if (!isRecord(value)) return false;
  const { id, name, first_name, last_name, phone, role } = value;
  return (
    typeof id === 'number' &&
    Number.isInteger(id) &&
    typeof name === 'string' &&
    typeof first_name === 'string' &&
    typeof last_name === 'string' &&
    typeof phone === 'string' &&
    (typeof role === 'string' || typeof role === 'number')
  );
}

/** A session as stored: a token, a user with the session's fields and an expiry. */
export function isSession(value: unknown): value is Session {
  if (!isRecord(value)) return false;
  const { token, expiresAt, user } = value;
  return typeof token === 'string' && token !== '' && typeof expiresAt === 'number' && isSessionUser(user);
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
