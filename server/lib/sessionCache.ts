import type { Db } from '../db/db.ts';
import { sessionUser } from '../repos/sessionRepo.ts';
import type { AuthUser } from './context.ts';

type Entry = { userId: number; user: AuthUser; expiresAt: number };

/**
 * The check that a token's session is live (not signed out, not expired, the password unchanged, the
 * account there), made once per session for as long as nothing has been written to the database.
 *
 * Only on a database whose every write goes through this process (PGlite: one process owns its data
 * directory), which counts its writes: any write at all (a sign-out, a new password, a deleted
 * account, but also a new lead) empties the cache, so a revoked token is refused by the next call as
 * before. On PostgreSQL, where other server processes write too, every call asks the database.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** The database's write count that the entries were read at. */
  private readAt = -1;

  constructor(
    private readonly db: Db,
    private readonly maxEntries = 10_000,
  ) {}

  /** Whether every call asks the database (PostgreSQL), rather than this process's cache. */
  get asksEveryCall(): boolean {
    return this.db.writes === undefined;
  }

  async user(sid: string, userId: number, at: Date): Promise<AuthUser | undefined> {
    const writes = this.db.writes?.();
    if (writes === undefined) return (await sessionUser(this.db, sid, userId, at))?.user;
    if (writes !== this.readAt) {
      this.entries.clear();
      this.readAt = writes;
    }
    const known = this.entries.get(sid);
    if (known && known.userId === userId && known.expiresAt > at.getTime()) return known.user;
    const live = await sessionUser(this.db, sid, userId, at);
    if (!live) return undefined;
    // Kept under the write count read before the check: a write that ran meanwhile moved the count
    // (it counts when it begins and when it ends), so the next call empties the cache.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(sid, { userId, user: live.user, expiresAt: live.expiresAt });
    return live.user;
  }
}
