// Adding a lead: the partner's daily limit, the duplicate rule (and the bulk preview's reading of it),
// idempotency.
import type { Db } from '../db/db.ts';
import { dayAround } from '../lib/businessDay.ts';
import { HttpError } from '../lib/errors.ts';
import { fingerprint, type Submission } from '../lib/idempotency.ts';
import type { Schema } from '../lib/operations.ts';
import type { LeadScope } from '../lib/roles.ts';
import { DAILY_CAPS, RateLimited, secondsUntil } from '../lib/throttle.ts';
import { scopeLeads } from './leadQuery.ts';
import { Where } from './where.ts';

type Query = Pick<Db, 'query'>;

/**
 * A lead that still stands in the way of another lead for its client's number and project (the
 * duplicate guard of createLead; the bulk preview reads the same through knownClientNumbers): any
 * stage but Closed or Cancel. `l` is the lead.
 */
const OPEN_LEAD = "l.stage_id NOT IN (SELECT s.id FROM stages s WHERE s.name IN ('Closed', 'Cancel'))";

/**
 * Which of these numbers are clients of the partner's leads: each with the client's name and the
 * newest lead of that client (one look-up for a whole bulk file), and the open leads of the number
 * with their projects, oldest first (the ones createLead's duplicate guard refuses a lead beside).
 */
export async function knownClientNumbers(
  db: Query,
  scope: LeadScope,
  numbers: readonly string[],
): Promise<Schema<'KnownClientNumber'>[]> {
  const unique = [...new Set(numbers)];
  if (unique.length === 0) return [];
  // Of the leads the member may read only (an agent's own).
  const readable = (list: readonly string[]) => {
    const w = new Where();
    const firm = scopeLeads(w, scope);
    w.add(`c.magnet_id = ${firm} AND c.number = ANY(${w.bind(list)}::text[])`);
    return w;
  };
  const knownWhere = readable(unique);
  const known = await db.query<{ number: string; name: string; lead_id: number }>(
    `SELECT DISTINCT ON (c.number) c.number, c.name, l.id AS lead_id
       FROM clients c JOIN leads l ON l.client_id = c.id AND l.magnet_id = c.magnet_id
      WHERE ${knownWhere.sql}
      ORDER BY c.number, l.id DESC`,
    knownWhere.params,
  );
  if (known.length === 0) return [];
  const openWhere = readable(known.map((k) => k.number));
  const open = await db.query<{
    number: string;
    id: number;
    client_name: string;
    project_id: number;
    project_name: string;
  }>(
    `SELECT c.number, l.id, c.name AS client_name, p.id AS project_id, p.name AS project_name
       FROM leads l JOIN clients c ON c.id = l.client_id JOIN projects p ON p.id = l.project_id
      WHERE ${openWhere.sql} AND ${OPEN_LEAD}
      ORDER BY c.number, l.id`,
    openWhere.params,
  );
  const openOf = new Map<string, Schema<'KnownClientOpenLead'>[]>();
  for (const o of open) {
    const lead = {
      id: o.id,
      client_name: o.client_name,
      Project: { id: o.project_id, name: o.project_name },
    };
    const list = openOf.get(o.number);
    if (list) list.push(lead);
    else openOf.set(o.number, [lead]);
  }
  return known.map((k) => ({ ...k, open_leads: openOf.get(k.number) ?? [] }));
}

export type NewLead = {
  /** The firm (its owner's id): the lead is the firm's, under its daily limit and duplicate guard. */
  me: number;
  /** The member who adds it (extension, issue 53): the firm's owner or one of its agents. */
  addedBy: number;
  isMagnet: 0 | 1;
  name: string;
  email: string | null;
  number: string;
  countryCode: string;
  nationality: string;
  sourceId: number | undefined;
  projectId: number;
  adminMessage: string;
  moreFields: Schema<'LeadMoreFields'>;
  actionDate: string | null;
  internalStatusId: number | null;
  activityComment: string | null;
  now: Date;
};

export const KEY_REUSED = 'Idempotency-Key was already used for another lead';
export const duplicateLeadMessage = (leadId: number) =>
  `A lead for this client and project already exists: Lead #${leadId}`;
const NOT_UPDATED_STAGE_ID = 1;
const FOLLOW_UP_STATUS_ID = 3;
/** The advisory lock class under which one partner's lead creations run one at a time (any other server too). */
const LEAD_CREATE_LOCK = 4101;

/**
 * Adds a single lead in one transaction: the partner's creations are serialised by a transaction-level
 * advisory lock (so concurrent requests, on any number of servers sharing the database, cannot both
 * pass the limit), a repeated Idempotency-Key answers its first lead, then the daily limit (single
 * leads of the business day, Asia/Kolkata), the project, the duplicate guard (409 while the partner has an
 * open lead, not Closed or Cancel, for a client with this number in this project), the client (found by
 * number and name, else created: a typed name is never replaced by a stored one), the lead in stage
 * Not Updated, its lead_auto_assign log entry and its submission row.
 */
export async function createLead(
  db: Db,
  n: NewLead,
  submission: Submission,
): Promise<{ id: number; replayed: boolean }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [LEAD_CREATE_LOCK, n.me]);
    const requestHash = submission ? fingerprint(submission.body) : null;
    if (submission) {
      const prior = await tx.query<{ lead_id: number; request_hash: string | null }>(
        'SELECT lead_id, request_hash FROM lead_submissions WHERE user_id = $1 AND idempotency_key = $2',
        [n.me, submission.key],
      );
      if (prior[0]) {
        if (prior[0].request_hash !== requestHash) throw new HttpError(422, KEY_REUSED);
        return { id: prior[0].lead_id, replayed: true };
      }
    }
    const users = await tx.query<{ first_name: string; last_name: string }>(
      'SELECT first_name, last_name FROM users WHERE id = $1',
      [n.addedBy],
    );
    const user = users[0];
    if (!user) throw new HttpError(401, 'Invalid or expired token');
    const today = dayAround(n.now);
    const added = await tx.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM lead_submissions
        WHERE user_id = $1 AND created_at >= $2::timestamptz AND created_at < $3::timestamptz`,
      [n.me, today.start.toISOString(), today.end.toISOString()],
    );
    if ((added[0]?.count ?? 0) >= DAILY_CAPS.leadsPerPartner)
      throw new RateLimited(secondsUntil(today.end, n.now));

    const project = await tx.query('SELECT id FROM projects WHERE id = $1', [n.projectId]);
    if (!project[0]) throw new HttpError(404, 'Project not found');
    if (n.internalStatusId !== null) {
      const status = await tx.query('SELECT id FROM lead_internal_statuses WHERE id = $1', [
        n.internalStatusId,
      ]);
      if (!status[0]) throw new HttpError(404, 'Internal status not found');
    }
    const sources = await tx.query<{ id: number }>(
      `SELECT id FROM sources WHERE id = $1 OR is_partner_default
        ORDER BY (id = $1) DESC, id LIMIT 1`,
      [n.sourceId ?? null],
    );
    const sourceId = sources[0]?.id;
    if (sourceId === undefined) throw new Error('No partner default source is configured');

    // Under the partner's lock, so two requests for the same client and project cannot both pass.
    const open = await tx.query<{ id: number }>(
      `SELECT l.id FROM leads l JOIN clients c ON c.id = l.client_id
        WHERE l.magnet_id = $1 AND c.magnet_id = $1 AND c.number = $2 AND l.project_id = $3 AND ${OPEN_LEAD}
        ORDER BY l.id LIMIT 1`,
      [n.me, n.number, n.projectId],
    );
    const duplicate = open[0]?.id;
    if (duplicate !== undefined) {
      throw new HttpError(409, duplicateLeadMessage(duplicate), {}, { lead_id: duplicate });
    }

    const existing = await tx.query<{ id: number }>(
      `SELECT id FROM clients WHERE magnet_id = $1 AND number = $2 AND lower(name) = lower($3)
        ORDER BY id LIMIT 1`,
      [n.me, n.number, n.name],
    );
    let clientId = existing[0]?.id;
    if (clientId === undefined) {
      const created = await tx.query<{ id: number }>(
        `INSERT INTO clients (magnet_id, name, number, country_code, email, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [n.me, n.name, n.number, n.countryCode, n.email, n.now.toISOString()],
      );
      clientId = created[0]?.id;
    } else if (n.email) {
      await tx.query('UPDATE clients SET email = $2 WHERE id = $1 AND email IS NULL', [clientId, n.email]);
    }

    const creatorName = `${user.first_name} ${user.last_name}`.trim();
    // A follow-up set with the lead is its next follow-up date too (the list's Followup Date, upcoming activities).
    const followup = n.internalStatusId === FOLLOW_UP_STATUS_ID ? n.actionDate : null;
    const leads = await tx.query<{ id: number }>(
      `INSERT INTO leads (magnet_id, client_id, project_id, stage_id, internal_status_id, source_id, creator_name,
                          created_by, admin_message, is_magnet, nationality, action_date, followup_date, more_fields,
                          created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $15, $8, $9, $10, $11::timestamptz, $12::timestamptz, $13, $14, $14)
       RETURNING id`,
      [
        n.me,
        clientId,
        n.projectId,
        NOT_UPDATED_STAGE_ID,
        n.internalStatusId,
        sourceId,
        creatorName,
        n.adminMessage,
        n.isMagnet,
        n.nationality,
        n.actionDate,
        followup,
        JSON.stringify(n.moreFields),
        n.now.toISOString(),
        n.addedBy,
      ],
    );
    const leadId = leads[0]?.id;
    if (leadId === undefined) throw new Error('The lead was not created');
    await tx.query(
      `INSERT INTO update_logs (lead_id, action, action_name, action_date, activity_message, comment, user_name, created_at)
       VALUES ($1, 'lead_auto_assign', NULL, $2, 'Lead added', $3, $4, $2)`,
      [leadId, n.now.toISOString(), n.activityComment ?? n.adminMessage, creatorName],
    );
    await tx.query(
      `INSERT INTO lead_submissions (user_id, lead_id, idempotency_key, request_hash, created_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [n.me, leadId, submission?.key ?? null, requestHash, n.now.toISOString()],
    );
    return { id: leadId, replayed: false };
  });
}
