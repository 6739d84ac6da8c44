// The signed-in session in browser storage (domain/session.ts says what a session is). Read by the
// page's early script too, so this module stays small.
import { isSession, SESSION_KEY, type Session, toSessionUser } from '../../domain/session';
import { type KeyValueStorage, persistedValue } from './persistedValue';

const storedSession = persistedValue<Session | null, Session>({
  key: SESSION_KEY,
  isValid: isSession,
  restore: ({ token, user, expiresAt }) => ({ token, user: toSessionUser(user), expiresAt }),
  fallback: () => null,
});

export function saveSession(storage: KeyValueStorage, session: Session): void {
  storedSession.write(storage, session);
}

export function clearSession(storage: KeyValueStorage): void {
  storedSession.remove(storage);
}

/** The stored session, or null when there is none; an expired or unreadable entry is removed. */
export function readSession(storage: KeyValueStorage, now: number): Session | null {
  const session = storedSession.read(storage);
  if (session && session.expiresAt > now) return session;
  clearSession(storage);
  return null;
}
