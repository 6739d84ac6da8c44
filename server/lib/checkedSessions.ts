import type { AuthUser } from './context.ts';

/** How long a session found live is taken as live without asking the database again. */
export const SESSION_CHECK_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Sessions this process found live in the last 5 s, by session id: a partner's burst of calls (a list
 * screen makes a dozen at start-up) asks the database once. Sign-out and account deletion on this
 * process forget their sessions at once; an end decided elsewhere (another server, the database) is
 * seen within SESSION_CHECK_TTL_MS (docs/security.md).
 */
export class CheckedSessions {
  private readonly entries = new Map<string, { user: AuthUser; until: number }>();

  live(sid: string, at: number): AuthUser | undefined {
    const entry = this.entries.get(sid);
    if (entry && entry.until > at) return entry.user;
    if (entry) this.entries.delete(sid);
    return undefined;
  }

  keep(sid: string, user: AuthUser, at: number): void {
    this.entries.delete(sid);
    // The oldest entry goes first when full (a Map iterates in insertion order).
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(sid, { user, until: at + SESSION_CHECK_TTL_MS });
  }

  forget(sid: string): void {
    this.entries.delete(sid);
  }

  forgetUser(userId: number): void {
    for (const [sid, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(sid);
  }
}
