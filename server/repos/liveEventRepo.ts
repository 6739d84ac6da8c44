import type { Db } from '../db/db.ts';
import { HttpError } from '../lib/errors.ts';
import type { BodyOf, Schema } from '../lib/operations.ts';
import { visitTime } from './leadRows.ts';

// Extension (issue 44, live lead updates): the CRM side's activity write, the partner's events in
// order (what the stream resumes from) and the inbox's read state.

type Query = Pick<Db, 'query'>;
export type LiveEvent = Schema<'LiveEvent'>;
export type LiveEventKind = Schema<'LiveEventKind'>;
type ActivityEntry = Schema<'ActivityEntry'>;

/**
 * The channel a change is announced on: its payload is the partner's id only ('12'), or, when the
 * partner read changes, the id, 'read' and the lead's id when one lead's were read ('12 read 345').
 */
export const LEAD_EVENTS_CHANNEL = 'lead_events';
/** The word of a payload that says the partner read changes (in one browser: every other one learns it). */
export const READ_NOTICE = 'read';
/**
 * The word of a payload ('12 sessions') that says a session of the user may have ended: sent by the
 * database's triggers on sessions and users (migration 024), whoever made the change.
 */
export const SESSIONS_NOTICE = 'sessions';
/** A stream resumes from any of the partner's newest 500 events, of the last 24 hours. */
export const RESUME_WINDOW = { events: 500, hours: 24 };

const BOOKED = 7;
/** Entries that are a site visit done (the protection clock's rule in leadRows.ts). */
const VISITS = ['Visit Done', 'Revisit Done'];
/** Stages that end a lead (closed_at is set when a lead reaches one). */
const ENDED_STAGES = ['Closed', 'Cancel'];

function kindOf(actionName: string, stageChanged: boolean, stageId: number): LiveEventKind {
  if (stageChanged && stageId === BOOKED) return 'booking';
  if (VISITS.includes(actionName)) return 'visit';
  return stageChanged ? 'stage' : 'activity';
}

/**
 * Records a CRM activity on a lead: its new stage and status, the activity entry, the partner's event,
 * and the notification, in one transaction (the notification goes out on commit). Undefined when
 * the lead does not exist.
 */
export async function recordCrmActivity(
  db: Db,
  leadId: number,
  body: BodyOf<'recordCrmActivity'>,
  now: Date,
): Promise<ActivityEntry | undefined> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.query<{
      magnet_id: number;
      stage_id: number;
      stage_name: string;
      assignee_name: string | null;
    }>(
      `SELECT l.magnet_id, l.stage_id, s.name AS stage_name, l.assignee_name
         FROM leads l JOIN stages s ON s.id = l.stage_id WHERE l.id = $1 FOR UPDATE OF l`,
      [leadId],
    );
    if (!lead) return undefined;
    const stageId = body.stage_id ?? lead.stage_id;
    const [stage] = await tx.query<{ name: string }>('SELECT name FROM stages WHERE id = $1', [stageId]);
    if (!stage) throw new HttpError(400, `No stage with id ${stageId}`);
    let statusName: string | null = null;
    if (body.internal_status_id !== undefined) {
      const [status] = await tx.query<{ name: string }>(
        'SELECT name FROM lead_internal_statuses WHERE id = $1',
        [body.internal_status_id],
      );
      if (!status) throw new HttpError(400, `No activity status with id ${body.internal_status_id}`);
      statusName = status.name;
    }
    const stageChanged = stageId !== lead.stage_id;
    const message = stageChanged
      ? `Stage changed from ${lead.stage_name} to ${stage.name}`
      : statusName
        ? `Activity status changed to ${statusName}`
        : null;
    await tx.query(
      `UPDATE leads SET stage_id = $2, updated_at = $4,
              internal_status_id = COALESCE($3::integer, internal_status_id),
              action_date = CASE WHEN $3::integer IS NULL THEN action_date ELSE $4 END,
              closed_at = CASE WHEN $5 THEN COALESCE(closed_at, $4) ELSE closed_at END
        WHERE id = $1`,
      [
        leadId,
        stageId,
        body.internal_status_id ?? null,
        now,
        stageChanged && ENDED_STAGES.includes(stage.name),
      ],
    );
    const [entry] = await tx.query<{ id: number }>(
      `INSERT INTO update_logs (lead_id, action, action_name, action_date, activity_message, comment, user_name, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $4) RETURNING id`,
      [
        leadId,
        body.action,
        body.action_name,
        now,
        message,
        body.comment ?? null,
        body.user_name ?? lead.assignee_name,
      ],
    );
    if (!entry) throw new Error('The activity entry was not written');
    await tx.query(
      `INSERT INTO lead_events (magnet_id, lead_id, update_log_id, kind, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [lead.magnet_id, leadId, entry.id, kindOf(body.action_name, stageChanged, stageId), now],
    );
    await tx.query('SELECT pg_notify($1, $2)', [LEAD_EVENTS_CHANNEL, String(lead.magnet_id)]);
    const user = body.user_name ?? lead.assignee_name;
    return {
      id: entry.id,
      action: body.action,
      action_name: body.action_name,
      action_date: now.toISOString(),
      activity_message: message,
      comment: body.comment ?? null,
      created_at: now.toISOString(),
      User: user ? { name: user } : null,
    };
  });
}

// What the stream and the inbox say happened: a visit done (and whether it locked the lead's protection,
// as the first visit within the window: the protection clock of leadRows.ts), a booking made, or the
// lead's history line ('Stage changed from Suspect to Opportunity'); the CRM's comment goes with it.
const eventColumns = `e.id, e.lead_id, e.kind, e.created_at, u.activity_message, u.action_name, u.comment,
  (e.kind = 'visit' AND ${visitTime} >= l.created_at AND ${visitTime} < l.protection_ends_at
    AND NOT EXISTS (SELECT 1 FROM update_logs v WHERE v.lead_id = l.id AND v.id <> u.id
      AND v.action_name IN ('Visit Done', 'Revisit Done') AND COALESCE(v.action_date, v.created_at) >= l.created_at
      AND (COALESCE(v.action_date, v.created_at), v.id) < (${visitTime}, u.id))) AS locked`;
const eventJoins = 'LEFT JOIN update_logs u ON u.id = e.update_log_id JOIN leads l ON l.id = e.lead_id';
type EventRow = {
  id: number;
  lead_id: number;
  kind: LiveEventKind;
  created_at: Date;
  activity_message: string | null;
  action_name: string | null;
  comment: string | null;
  locked: boolean | null;
};

/** 'Site visit done: protection locked', 'Booking made · Stage changed from Pipeline to Booked', … */
export function eventWhat(r: Omit<EventRow, 'id' | 'lead_id' | 'created_at' | 'comment'>): string {
  const history = r.activity_message ?? r.action_name ?? r.kind;
  const stageChange = r.activity_message?.startsWith('Stage changed') ? r.activity_message : null;
  const visit = r.action_name === 'Revisit Done' ? 'Site revisit done' : 'Site visit done';
  if (r.kind === 'visit') {
    const head = r.locked ? `${visit}: protection locked until the lead closes` : visit;
    return stageChange ? `${head} · ${stageChange}` : head;
  }
  if (r.kind === 'booking') return stageChange ? `Booking made · ${stageChange}` : 'Booking made';
  return history;
}

const eventOf = (r: EventRow): LiveEvent => ({
  id: r.id,
  lead_id: r.lead_id,
  kind: r.kind,
  what: eventWhat(r),
  created_at: r.created_at.toISOString(),
});

/** The partner's events after `afterId`, oldest first, at most `limit`. */
export async function eventsAfter(db: Query, magnetId: number, afterId: number, limit: number) {
  const rows = await db.query<EventRow>(
    `SELECT ${eventColumns} FROM lead_events e ${eventJoins}
      WHERE e.magnet_id = $1 AND e.id > $2 ORDER BY e.id LIMIT $3`,
    [magnetId, afterId, limit],
  );
  return rows.map(eventOf);
}

/**
 * Where a stream asked to resume after `afterId` starts: 'resume' when every event after it is within
 * the window (RESUME_WINDOW), 'stale' when more or older ones came since (the client reads its
 * screens again instead), 'unknown' when the id is not one of the partner's events (0 is: "from the
 * start").
 */
export async function resumeFrom(
  db: Query,
  magnetId: number,
  afterId: number,
  now: Date,
): Promise<'resume' | 'stale' | 'unknown'> {
  const [row] = await db.query<{ known: boolean; after: number; first: Date | null }>(
    `SELECT $2::bigint = 0 OR EXISTS (SELECT 1 FROM lead_events WHERE id = $2 AND magnet_id = $1) AS known,
            count(*) AS after, min(created_at) AS first
       FROM (SELECT created_at FROM lead_events WHERE magnet_id = $1 AND id > $2 ORDER BY id LIMIT $3) next`,
    [magnetId, afterId, RESUME_WINDOW.events + 1],
  );
  if (!row?.known) return 'unknown';
  const oldest = now.getTime() - RESUME_WINDOW.hours * 3600_000;
  return row.after > RESUME_WINDOW.events || (row.first !== null && row.first.getTime() < oldest)
    ? 'stale'
    : 'resume';
}

/** The id of the partner's newest event (0 when none): where a stream without Last-Event-ID starts. */
export async function latestEventId(db: Query, magnetId: number): Promise<number> {
  const [row] = await db.query<{ id: number | null }>(
    'SELECT max(id) AS id FROM lead_events WHERE magnet_id = $1',
    [magnetId],
  );
  return row?.id ?? 0;
}

const INBOX_SIZE = 50;

/**
 * The partner's 50 newest changes with their lead's client and project, how many are unread and
 * every lead with an unread change (however old).
 */
export async function inboxOf(db: Query, magnetId: number): Promise<Schema<'Inbox'>> {
  const [count] = await db.query<{ unread: number; leads: number[] | null }>(
    `SELECT count(*) AS unread, array_agg(DISTINCT lead_id ORDER BY lead_id) AS leads
       FROM lead_events WHERE magnet_id = $1 AND NOT read`,
    [magnetId],
  );
  const rows = await db.query<EventRow & { client_name: string; project_name: string; read: boolean }>(
    `SELECT ${eventColumns}, e.read, c.name AS client_name, p.name AS project_name
       FROM lead_events e ${eventJoins}
       JOIN clients c ON c.id = l.client_id
       JOIN projects p ON p.id = l.project_id
      WHERE e.magnet_id = $1 ORDER BY e.id DESC LIMIT ${INBOX_SIZE}`,
    [magnetId],
  );
  return {
    unread: count?.unread ?? 0,
    unread_leads: count?.leads ?? [],
    items: rows.map((r) => ({
      ...eventOf(r),
      client_name: r.client_name,
      project_name: r.project_name,
      comment: r.comment,
      unread: !r.read,
    })),
  };
}

/**
 * Every change of the partner's up to now is read; with `leadId`, every change of that lead, however
 * old. When any was unread, the partner's streams on every replica are told.
 */
export async function markRead(db: Query, magnetId: number, leadId?: number): Promise<void> {
  await db.query(
    `WITH marked AS (
       UPDATE lead_events SET read = true
        WHERE magnet_id = $1 AND NOT read AND ($2::integer IS NULL OR lead_id = $2)
       RETURNING 1)
     SELECT pg_notify($3, $4) FROM (SELECT 1 FROM marked LIMIT 1) AS any_marked`,
    [magnetId, leadId ?? null, LEAD_EVENTS_CHANNEL, [magnetId, READ_NOTICE, leadId ?? ''].join(' ').trim()],
  );
}
