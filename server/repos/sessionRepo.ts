import type { Db } from '../db/db.ts';
import type { TokenClaims } from '../lib/auth.ts';
import type { AuthUser } from '../lib/context.ts';

type Query = Pick<Db, 'query'>;

/**
 * Opens a session for a user who just signed in: bound to the current password hash (its md5 stamp),
 * expiring with the token. The user's expired sessions are removed at the same time, so the table
 * holds at most the live and the recently revoked ones.
 */
export async function openSession(db: Query, sid: string, userId: number, at: Date, expiresAt: Date) {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at <= $2', [userId, at.toISOString()]);
  await db.query(
    `INSERT INTO sessions (id, user_id, password_stamp, created_at, expires_at)
     SELECT $1, id, md5(password_hash), $3, $4 FROM users WHERE id = $2`,
    [sid, userId, at.toISOString(), expiresAt.toISOString()],
  );
}

/**
 * The user of a token's session when it is live: not revoked, not expired, the account there with the
 * token's role and the password it had at sign-in, not deactivated (an agent of a firm). One look-up by the session's primary key.
 */
export async function sessionUser(
  db: Query,
  claims: Pick<TokenClaims, 'sid' | 'sub' | 'role'>,
  at: Date,
): Promise<AuthUser | undefined> {
  const [user] = await db.query<AuthUser>(
    `SELECT u.id, u.role, COALESCE(u.firm_id, u.id) AS firm
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = $1 AND s.user_id = $2 AND u.role = $3 AND s.revoked_at IS NULL AND s.expires_at > $4
       AND s.password_stamp = md5(u.password_hash) AND u.deactivated_at IS NULL`,
    [claims.sid, claims.sub, claims.role, at.toISOString()],
  );
  return user;
}

/** Signs a session out: its token is refused from now on. */
export async function revokeSession(db: Query, sid: string, at: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
    sid,
    at.toISOString(),
  ]);
}
