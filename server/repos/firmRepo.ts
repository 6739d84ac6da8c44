// Extension (issue 53): the members of a partner's firm, the owner's invites and their acceptance.
import type { Db } from '../db/db.ts';
import type { Schema } from '../lib/operations.ts';
import { AGENT_ROLE } from '../lib/roles.ts';

type Query = Pick<Db, 'query'>;
type MemberRow = {
  id: number;
  firm_id: number | null;
  name: string;
  phone: string;
  password_hash: string;
  deactivated_at: Date | null;
  last_sign_in_at: Date | null;
  invite_expires_at: Date | null;
};

// Last sign-in: the newest session (a sign-in keeps its session row at least until the next one).
const memberSelect = `
  SELECT u.id, u.firm_id, trim(u.first_name || ' ' || u.last_name) AS name, u.phone, u.password_hash,
         u.deactivated_at,
         (SELECT max(s.created_at) FROM sessions s WHERE s.user_id = u.id) AS last_sign_in_at,
         (SELECT max(i.expires_at) FROM firm_invites i WHERE i.agent_id = u.id AND i.used_at IS NULL)
           AS invite_expires_at
    FROM users u`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toMember(r: MemberRow): Schema<'FirmMember'> {
  const state = r.deactivated_at ? 'deactivated' : r.password_hash === '' ? 'invited' : 'active';
  return {
    id: r.id,
    role: r.firm_id === null ? 'owner' : 'agent',
    name: r.name,
    phone: r.phone,
    state,
    last_sign_in_at: iso(r.last_sign_in_at),
    invite_expires_at: state === 'invited' ? iso(r.invite_expires_at) : null,
  };
}

/** The firm's owner, then its agents in the order they were first invited. */
export async function listMembers(db: Query, firm: number): Promise<Schema<'FirmMember'>[]> {
  const rows = await db.query<MemberRow>(
    `${memberSelect} WHERE u.id = $1 OR u.firm_id = $1 ORDER BY u.firm_id IS NOT NULL, u.id`,
    [firm],
  );
  return rows.map(toMember);
}

/** One agent of the firm; undefined for the owner, another firm's member or no one. */
export async function findAgent(db: Query, firm: number, id: number) {
  const rows = await db.query<MemberRow>(`${memberSelect} WHERE u.id = $1 AND u.firm_id = $2`, [id, firm]);
  const row = rows[0];
  return row && toMember(row);
}

/**
 * Makes the phone an invited agent of the firm (a new one, or this firm's agent again: no password, not
 * deactivated, every earlier link void) and stores the hash of a new invite link's token. 'taken' when
 * the phone is any other account's.
 */
export async function inviteAgent(
  tx: Query,
  i: { firm: number; name: string; phone: string; tokenHash: string; at: Date; expiresAt: Date },
): Promise<number | 'taken'> {
  const [first, ...rest] = i.name.split(/\s+/);
  const names = [first ?? '', rest.join(' ')];
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO users (phone, password_hash, role, first_name, last_name, firm_id)
     VALUES ($1, '', $2, $3, $4, $5)
     ON CONFLICT (phone) DO UPDATE SET password_hash = '', first_name = EXCLUDED.first_name,
            last_name = EXCLUDED.last_name, deactivated_at = NULL, updated_at = now()
      WHERE users.firm_id = EXCLUDED.firm_id AND users.role = EXCLUDED.role
     RETURNING id`,
    [i.phone, AGENT_ROLE, names[0], names[1], i.firm],
  );
  const id = rows[0]?.id;
  if (id === undefined) return 'taken';
  await tx.query('DELETE FROM firm_invites WHERE agent_id = $1', [id]);
  await tx.query(
    'INSERT INTO firm_invites (agent_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [id, i.tokenHash, i.at.toISOString(), i.expiresAt.toISOString()],
  );
  return id;
}

export type InviteState =
  | { state: 'live'; id: number; name: string; phone: string }
  | { state: 'unknown' | 'expired' | 'used' };

/**
 * The invite whose token hashes to `tokenHash`: live, or 'unknown' (no invite has that hash: an altered
 * token), 'expired', or 'used' (used, or withdrawn: its agent deactivated or invited again).
 */
export async function findInvite(db: Query, tokenHash: string, at: Date): Promise<InviteState> {
  const rows = await db.query<{
    id: number;
    expires_at: Date;
    used_at: Date | null;
    deactivated_at: Date | null;
    phone: string;
    name: string;
  }>(
    `SELECT i.id, i.expires_at, i.used_at, u.deactivated_at, u.phone, trim(u.first_name || ' ' || u.last_name) AS name
       FROM firm_invites i JOIN users u ON u.id = i.agent_id WHERE i.token_hash = $1`,
    [tokenHash],
  );
  const invite = rows[0];
  if (!invite) return { state: 'unknown' };
  if (invite.used_at || invite.deactivated_at) return { state: 'used' };
  if (new Date(invite.expires_at).getTime() <= at.getTime()) return { state: 'expired' };
  return { state: 'live', id: invite.id, name: invite.name, phone: invite.phone };
}

/**
 * Uses a live invite: its agent gets the password hash. One statement, so of two acceptances of one link
 * only one passes; false when the invite is no longer live.
 */
export async function useInvite(db: Query, id: number, at: Date, passwordHash: string): Promise<boolean> {
  const rows = await db.query(
    `WITH used AS (
       UPDATE firm_invites SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING agent_id)
     UPDATE users SET password_hash = $3, updated_at = now()
      WHERE id = (SELECT agent_id FROM used) AND deactivated_at IS NULL RETURNING id`,
    [id, at.toISOString(), passwordHash],
  );
  return rows.length > 0;
}

/**
 * Assigns one of the firm's leads to one of its active agents (null: to none). 'lead' when the lead is
 * not the firm's, 'agent' when the agent is not the firm's, 'inactive' when they are deactivated or not
 * in yet.
 */
export async function assignLead(
  db: Query,
  firm: number,
  leadId: number,
  agentId: number | null,
): Promise<'ok' | 'lead' | 'agent' | 'inactive'> {
  if (agentId !== null) {
    const [agent] = await db.query<{ active: boolean }>(
      `SELECT deactivated_at IS NULL AND password_hash <> '' AS active FROM users WHERE id = $1 AND firm_id = $2`,
      [agentId, firm],
    );
    if (!agent) return 'agent';
    if (!agent.active) return 'inactive';
  }
  const rows = await db.query(
    'UPDATE leads SET agent_id = $3 WHERE id = $1 AND magnet_id = $2 RETURNING id',
    [leadId, firm, agentId],
  );
  return rows.length ? 'ok' : 'lead';
}

/**
 * Deactivates an agent of the firm: every session of theirs is revoked (migration 024's trigger tells
 * every server, which closes their streams) and their unused invites are void. False when the id is
 * not an agent of the firm.
 */
export async function deactivateAgent(tx: Query, firm: number, id: number, at: Date): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE users SET deactivated_at = COALESCE(deactivated_at, $3), updated_at = now()
      WHERE id = $1 AND firm_id = $2 RETURNING id`,
    [id, firm, at.toISOString()],
  );
  if (!rows.length) return false;
  await tx.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
    id,
    at.toISOString(),
  ]);
  return true;
}
