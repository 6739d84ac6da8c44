import type { Db } from '../db/db.ts';
import { sessionUser } from '../repos/sessionRepo.ts';
import type { AuthUser } from './context.ts';

type Entry = { userId: number; user: AuthUser; expiresAt: number };

/**
 * The check that a token's session is live (not signed out, not expired, the password unchanged, the
 * account there), made once per session for as long as no session can have ended since.
 *
 * - PGlite (one process owns its data directory, and counts its writes): any write at all (a sign-out,
 *   a new password, a deleted account, but also a new lead) empties the cache, so a revoked token is
 *   refused by the next call.
 * - PostgreSQL, where other server processes write too: the cache is emptied by every write through
 *   this process, and by every notification of migration 011's triggers, which any process's sign-out,
 *   new password or removed account sends when it commits. While this process is not listening for
 *   them (at start-up, or after its listening connection was lost) every call asks the database.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** The stamp (write count, or notifications and writes) that the entries were read at. */
  private readAt: number | null = null;

  constructor(
    private readonly db: Db,
    private readonly maxEntries = 10_000,
  ) {}

  /** Whether other processes write to the database (PostgreSQL): a session may end without this one knowing. */
  get othersWrite(): boolean {
    return this.db.writes === undefined;
  }

  private stamp(): number | null {
    return this.db.sessionsStamp?.() ?? null;
  }

  async user(sid: string, userId: number, at: Date): Promise<AuthUser | undefined> {
    const stamp = this.stamp();
    if (stamp !== this.readAt) {
      this.entries.clear();
      this.readAt = stamp;
    }
    if (stamp === null) return (await sessionUser(this.db, sid, userId, at))?.user;
    const known = this.entries.get(sid);
    if (known && known.userId === userId && known.expiresAt > at.getTime()) return known.user;
    const live = await sessionUser(this.db, sid, userId, at);
    if (!live) return undefined;
    // Kept only when the stamp has not moved while the check ran: a write or a notification meanwhile
    // (a write moves it when it begins and when it ends) may have ended the session after it was read.
    if (this.stamp() !== stamp) return live.user;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(sid, { userId, user: live.user, expiresAt: live.expiresAt });
    return live.user;
  }
}
