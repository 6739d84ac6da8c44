// A lead's details and what hangs off it: its protection window, ownership, activity history, comments
// and call recordings, and the client look-ups of Add Lead.
import type { Db } from '../db/db.ts';
import type { Schema } from '../lib/operations.ts';
import type { LeadScope } from '../lib/roles.ts';
import { scopeLeads } from './leadQuery.ts';
import { iso } from './leadRows.ts';
import { likeLiteral, type Page, pagedQuery, Where } from './where.ts';

type Query = Pick<Db, 'query'>;

/** The protection window of one of the partner's leads (the answer to adding it). */
export async function leadProtectionWindow(
  db: Query,
  me: number,
  id: number,
): Promise<Schema<'LeadProtectionWindow'> | undefined> {
  const rows = await db.query<{ protection_days: number; protection_ends_at: Date }>(
    'SELECT protection_days, protection_ends_at FROM leads WHERE id = $1 AND magnet_id = $2',
    [id, me],
  );
  const row = rows[0];
  return row && { window_days: row.protection_days, ends_at: row.protection_ends_at.toISOString() };
}

/** Whether the member may read the lead (scopeLeads). */
export async function ownsLead(db: Query, scope: LeadScope, leadId: number): Promise<boolean> {
  const w = new Where();
  scopeLeads(w, scope);
  w.equals('l.id', leadId);
  const rows = await db.query(`SELECT 1 FROM leads l WHERE ${w.sql}`, w.params);
  return rows.length > 0;
}

export type UpdateLog = {
  id: number;
  action: string | null;
  action_name: string | null;
  action_date: string | null;
  activity_message: string | null;
  comment: string | null;
  created_at: string;
  User: { name: string } | null;
};

/** The activity history of a lead (ownership checked by the caller), by action_date. */
export async function listUpdateLogs(
  db: Query,
  leadId: number,
  direction: 'asc' | 'desc',
): Promise<UpdateLog[]> {
  const order = direction === 'asc' ? 'ASC' : 'DESC';
  const rows = await db.query<{
    id: number;
    action: string | null;
    action_name: string | null;
    action_date: Date | null;
    activity_message: string | null;
    comment: string | null;
    created_at: Date;
    user_name: string | null;
  }>(
    `SELECT id, action, action_name, action_date, activity_message, comment, created_at, user_name
       FROM update_logs WHERE lead_id = $1
      ORDER BY action_date ${order} NULLS LAST, id ${order}`,
    [leadId],
  );
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    action_name: r.action_name,
    action_date: iso(r.action_date),
    activity_message: r.activity_message,
    comment: r.comment,
    created_at: r.created_at.toISOString(),
    User: r.user_name ? { name: r.user_name } : null,
  }));
}

/**
 * The firm's clients whose name contains `q` or whose number starts with it; for an agent, the clients of
 * the leads they may read only.
 */
export async function autocompleteClients(
  db: Query,
  scope: LeadScope,
  q: string,
): Promise<{ id: number; name: string; number: string }[]> {
  const text = likeLiteral(q.trim());
  const w = new Where();
  const firm = scopeLeads(w, scope);
  const name = w.bind(`%${text}%`);
  const number = w.bind(`${text}%`);
  const own = scope.agent === null ? '' : `AND c.id IN (SELECT l.client_id FROM leads l WHERE ${w.sql})`;
  return db.query(
    `SELECT c.id, c.name, c.number FROM clients c
      WHERE c.magnet_id = ${firm} AND (c.name ILIKE ${name} OR c.number LIKE ${number}) ${own}
      ORDER BY c.name, c.id LIMIT 20`,
    w.params,
  );
}

export type LeadComment = {
  id: number;
  comments: string;
  created_at: string;
  User: { name: string; saluation: string | null };
};

/** Comments on a lead (ownership checked by the caller), newest first. */
export async function listComments(db: Query, leadId: number): Promise<LeadComment[]> {
  const rows = await db.query<{
    id: number;
    comments: string;
    created_at: Date;
    user_name: string;
    user_saluation: string | null;
  }>(
    `SELECT id, comments, created_at, user_name, user_saluation FROM comments
      WHERE lead_id = $1 ORDER BY created_at DESC, id DESC`,
    [leadId],
  );
  return rows.map((r) => ({
    id: r.id,
    comments: r.comments,
    created_at: r.created_at.toISOString(),
    User: { name: r.user_name, saluation: r.user_saluation },
  }));
}

export type CallDetail = {
  id: number;
  user_id: number;
  recording_url: string | null;
  conversation_duration: string;
  call_date: string;
  agent_name: string | null;
};

/** One page of a lead's call recordings (ownership checked by the caller), newest first, and their total. */
export async function listCallDetails(
  db: Query,
  leadId: number,
  page: Page,
): Promise<{ rows: CallDetail[]; count: number }> {
  const { rows, count } = await pagedQuery<Omit<CallDetail, 'call_date'> & { call_date: Date }>(db, {
    select: 'id, user_id, recording_url, conversation_duration, call_date, agent_name',
    from: 'call_details',
    where: new Where().equals('lead_id', leadId),
    orderBy: 'call_date DESC, id DESC',
    page,
  });
  return { rows: rows.map((r) => ({ ...r, call_date: r.call_date.toISOString() })), count };
}
