import type { Db } from '../db/db.ts';
import { dayAround } from '../lib/businessDay.ts';
import { HttpError } from '../lib/errors.ts';
import { fingerprint, type Submission } from '../lib/idempotency.ts';
import type { QueryOf, Schema } from '../lib/operations.ts';
import { RateLimited, secondsUntil } from '../lib/throttle.ts';
import { likeLiteral, type Page, pagedQuery, Where } from './where.ts';

type Query = Pick<Db, 'query'>;

/** The filters of GET /leads and GET /leads/index/count, as the contract declares them. */
export type LeadFilters = Omit<
  QueryOf<'listLeads'>,
  'size' | 'pageId' | 'type' | 'magnet_id' | 'order_by' | 'order_type'
>;

/** The filters the closed-leads list and download accept (spec: project, client, region, client number, activity status). */
export type ClosedLeadFilters = Omit<QueryOf<'listClosedLeads'>, 'magnet_id'>;

/** A lead as the contract describes it. */
export type Lead = Schema<'Lead'>;
type MoreFields = Lead['more_fields'];

type LeadRow = {
  id: number;
  project_id: number;
  project_name: string;
  region_id: number;
  region_name: string;
  parent_region_id: number;
  parent_region_name: string;
  assign_id: number | null;
  assignee_name: string | null;
  assigned_at: Date | null;
  presale_rm_id: number | null;
  presale_rm_name: string | null;
  client_id: number;
  client_name: string;
  client_number: string;
  client_country_code: string;
  alternate_number: string | null;
  client_email: string | null;
  current_location: string | null;
  stage_id: number;
  stage_name: string;
  internal_status_id: number | null;
  internal_status_name: string | null;
  followup_date: Date | null;
  action_date: Date | null;
  creator_name: string | null;
  admin_message: string | null;
  source_id: number;
  source_name: string;
  created_at: Date;
  updated_at: Date;
  closed_at: Date | null;
  magnet_id: number;
  magnet_name: string;
  is_magnet: number;
  is_presale: number;
  nationality: string;
  is_audit_new_lead: number;
  closing_reason: string | null;
  loan_required: number;
  alternate_project_id: number | null;
  alternate_project_name: string | null;
  base_incentive: number;
  ladder_incentive: number;
  total_brokerage: number;
  total_gst: number;
  payable_amount: number;
  released_amount: number;
  total_tds: number;
  more_fields: MoreFields;
  protection_days: number;
  protection_ends_at: Date;
  visited_at: Date | null;
  protection_state: Schema<'LeadProtection'>['state'];
};

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const zeroOne = (n: number): 0 | 1 => (n === 1 ? 1 : 0);

function toLead(r: LeadRow): Lead {
  const hasStatus = r.internal_status_id !== null || r.followup_date !== null || r.action_date !== null;
  return {
    id: r.id,
    Project: {
      id: r.project_id,
      name: r.project_name,
      Region: {
        id: r.region_id,
        name: r.region_name,
        Parentregion: { id: r.parent_region_id, name: r.parent_region_name },
      },
    },
    AssignLead: r.assignee_name
      ? { Assignee: { id: r.assign_id, name: r.assignee_name }, created_at: iso(r.assigned_at) }
      : null,
    PresaleRm: r.presale_rm_name ? { id: r.presale_rm_id, name: r.presale_rm_name } : null,
    Client: {
      id: r.client_id,
      name: r.client_name,
      number: r.client_number,
      country_code: r.client_country_code,
      alternate_number: r.alternate_number,
      email: r.client_email,
      current_location: r.current_location,
    },
    ObjectStage: { Stage: { id: r.stage_id, name: r.stage_name } },
    InternalStatusHistory: hasStatus
      ? {
          LeadInternalStatus:
            r.internal_status_id !== null && r.internal_status_name !== null
              ? { id: r.internal_status_id, name: r.internal_status_name }
              : null,
          followup_date: iso(r.followup_date),
          action_date: iso(r.action_date),
        }
      : null,
    LeadCreator: r.creator_name ? { name: r.creator_name } : null,
    admin_message: r.admin_message,
    LeadSource: { id: r.source_id, name: r.source_name },
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    closed_at: iso(r.closed_at),
    LeadMagnet: { id: r.magnet_id, name: r.magnet_name },
    is_magnet: zeroOne(r.is_magnet),
    is_presale: zeroOne(r.is_presale),
    Nationality: r.nationality === '2' ? '2' : '1',
    is_audit_new_lead: zeroOne(r.is_audit_new_lead),
    closing_reason: r.closing_reason,
    loan_required: zeroOne(r.loan_required),
    AlternateProject:
      r.alternate_project_id !== null && r.alternate_project_name !== null
        ? { id: r.alternate_project_id, name: r.alternate_project_name }
        : null,
    brokerageDetails: {
      baseIncentive: r.base_incentive,
      ladderIncentive: r.ladder_incentive,
      totalBrokerage: r.total_brokerage,
    },
    paymentDetails: {
      amountGST: r.total_gst,
      amountPayable: r.payable_amount,
      amountReleased: r.released_amount,
      amountTDS: r.total_tds,
    },
    more_fields: r.more_fields,
    protection: {
      window_days: r.protection_days,
      ends_at: r.protection_ends_at.toISOString(),
      state: r.protection_state,
      visited_at: iso(r.visited_at),
    },
  };
}

/** Each id-list filter and the lead column it matches. */
const idListColumns = [
  ['project_ids', 'l.project_id'],
  ['client_ids', 'l.client_id'],
  ['stage_ids', 'l.stage_id'],
  ['internal_status_ids', 'l.internal_status_id'],
  ['source_ids', 'l.source_id'],
  ['ids', 'l.id'],
  ['assign_id', 'l.assign_id'],
  ['presale_rm_ids', 'l.presale_rm_id'],
] as const satisfies readonly (readonly [keyof LeadFilters, string])[];

const flagColumns = [
  ['is_magnet', 'l.is_magnet'],
  ['is_presale', 'l.is_presale'],
  ['is_audit', 'l.is_audit_new_lead'],
] as const satisfies readonly (readonly [keyof LeadFilters, string])[];

/** Each date filter pair (`<name>_from`, `<name>_to`: whole days in Asia/Kolkata) and the column it ranges over. */
const dateRanges = [
  ['assigned_date', 'l.assigned_at'],
  ['closed_date', 'l.closed_at'],
  ['activity_date', 'l.action_date'],
  ['created_at', 'l.created_at'],
  ['updated_at', 'l.updated_at'],
] as const satisfies readonly (readonly [string, string])[];

// The protection clock (extension, issue 35; the rule of src/domain/protection.ts in SQL). A site visit
// done is an activity entry Visit Done or Revisit Done (status ids 4 and 6), at or after registration;
// a lock holds until the lead is Closed or Cancel.
const visitTime = 'COALESCE(u.action_date, u.created_at)';
const visitsOfLead = `update_logs u WHERE u.lead_id = l.id AND u.action_name IN ('Visit Done', 'Revisit Done')
                        AND ${visitTime} >= l.created_at`;
const endedStages = `(SELECT st.id FROM stages st WHERE st.name IN ('Closed', 'Cancel'))`;
const DAY_MS = 86_400_000;

/**
 * The WHERE clause of a lead query: always the token's partner ($1), then every filter given.
 * magnet_id of the query is not a filter: the token decides whose leads these are. `now` is the
 * moment the protection filter is measured from.
 */
export function leadWhere(me: number, f: LeadFilters, opts: { now: Date; closedOnly?: boolean }): Where {
  const w = new Where();
  const partner = w.bind(me);
  w.add(`l.magnet_id = ${partner}`);
  for (const [key, column] of idListColumns) w.ids(column, f[key]);
  w.idsWith(
    f.parent_region_ids,
    (ids) => `l.project_id IN (SELECT pr.id FROM projects pr JOIN regions rg ON rg.id = pr.region_id
                                 WHERE rg.parent_id = ANY(${ids}))`,
  );
  for (const [key, column] of flagColumns) w.flag(column, f[key]);
  w.equals('l.nationality', f.nationality === undefined ? undefined : String(f.nationality));
  const number = w.pattern(f.client_number, 'contains');
  if (number) {
    w.add(
      `l.client_id IN (SELECT cn.id FROM clients cn WHERE cn.magnet_id = ${partner} AND cn.number LIKE ${number})`,
    );
  }
  const location = w.pattern(f.current_location, 'contains');
  if (location) {
    w.add(`l.client_id IN (SELECT cl.id FROM clients cl WHERE cl.magnet_id = ${partner}
                            AND cl.current_location ILIKE ${location})`);
  }
  for (const [name, column] of dateRanges) {
    const fromKey = `${name}_from` as const;
    const toKey = `${name}_to` as const;
    w.dayRange(column, { from: f[fromKey], to: f[toKey], fromKey, toKey });
  }
  if (opts.closedOnly) w.add(`l.stage_id IN (SELECT st.id FROM stages st WHERE st.name = 'Closed')`);
  if (f.protection_expires_within !== undefined) {
    // Still Protected (not Locked by a visit within the window) and ending within the days given.
    const from = w.bind(opts.now.toISOString());
    const until = w.bind(new Date(opts.now.getTime() + f.protection_expires_within * DAY_MS).toISOString());
    w.add(`l.protection_ends_at > ${from}::timestamptz AND l.protection_ends_at <= ${until}::timestamptz
           AND (l.stage_id IN ${endedStages}
                OR NOT EXISTS (SELECT 1 FROM ${visitsOfLead} AND ${visitTime} < l.protection_ends_at))`);
  }
  return w;
}

/**
 * The ORDER BY of a lead list (ending with the id, so pages never overlap): by the end of the
 * protection window when asked (the older lead first on the same end); with the expiring filter the
 * most urgent first; else the newest first.
 */
export function leadOrder(
  q: Pick<QueryOf<'listLeads'>, 'order_by' | 'order_type' | 'protection_expires_within'>,
) {
  if (q.order_by === 'protection_ends_at') {
    return `l.protection_ends_at ${q.order_type === 'desc' ? 'DESC' : 'ASC'}, l.id`;
  }
  return q.protection_expires_within === undefined ? 'l.id DESC' : 'l.protection_ends_at, l.id';
}

/** The closed-leads filters of a query (the closed-leads calls accept fewer filters than the list). */
export function closedLeadFilters(q: ClosedLeadFilters): LeadFilters {
  const { project_ids, client_ids, parent_region_ids, client_number, internal_status_ids } = q;
  return { project_ids, client_ids, parent_region_ids, client_number, internal_status_ids };
}

const leadColumns = `
  l.id, p.id AS project_id, p.name AS project_name, r.id AS region_id, r.name AS region_name,
  rp.id AS parent_region_id, rp.name AS parent_region_name,
  l.assign_id, l.assignee_name, l.assigned_at, l.presale_rm_id, l.presale_rm_name,
  c.id AS client_id, c.name AS client_name, c.number AS client_number,
  c.country_code AS client_country_code, c.alternate_number,
  c.email AS client_email, c.current_location,
  l.stage_id, (SELECT s.name FROM stages s WHERE s.id = l.stage_id) AS stage_name,
  l.internal_status_id,
  (SELECT ist.name FROM lead_internal_statuses ist WHERE ist.id = l.internal_status_id) AS internal_status_name,
  l.followup_date, l.action_date, l.creator_name, l.admin_message,
  l.source_id, (SELECT src.name FROM sources src WHERE src.id = l.source_id) AS source_name,
  l.created_at, l.updated_at, l.closed_at,
  l.magnet_id, (SELECT trim(u.first_name || ' ' || u.last_name) FROM users u WHERE u.id = l.magnet_id) AS magnet_name,
  l.is_magnet, l.is_presale, l.nationality, l.is_audit_new_lead, l.closing_reason, l.loan_required,
  l.alternate_project_id,
  (SELECT ap.name FROM projects ap WHERE ap.id = l.alternate_project_id) AS alternate_project_name,
  bk.base_incentive, bk.ladder_incentive, bk.total_brokerage,
  bk.total_gst, bk.payable_amount, bk.released_amount, bk.total_tds, l.more_fields,
  l.protection_days, l.protection_ends_at, pv.visited_at`;

/** The protection state at the moment bound as `now` (a $n placeholder). */
const protectionState = (now: string) => `
  CASE WHEN pv.visited_at < l.protection_ends_at AND l.stage_id NOT IN ${endedStages} THEN 'Locked'
       WHEN ${now}::timestamptz < l.protection_ends_at THEN 'Protected'
       ELSE 'Expired' END AS protection_state`;

// Everything a Lead shows, joined to one page of lead ids; bookings are summed per lead (cancelled ones left out).
// The names of a lead's stage, status, source, partner and alternate project are looked up one by one
// (the subqueries of leadColumns) rather than joined: with ten tables joined, planning the query (every
// call plans it again) took as long as running it; a page's lookups are 50 index probes.
const leadJoins = `
  JOIN leads l ON l.id = page.id
  JOIN projects p ON p.id = l.project_id
  JOIN regions r ON r.id = p.region_id
  JOIN region_parents rp ON rp.id = r.parent_id
  JOIN clients c ON c.id = l.client_id
  LEFT JOIN LATERAL (
    SELECT COALESCE(sum(b.base_incentive), 0) AS base_incentive,
           COALESCE(sum(b.ladder_incentive), 0) AS ladder_incentive,
           COALESCE(sum(b.total_brokerage), 0) AS total_brokerage,
           COALESCE(sum(b.total_gst), 0) AS total_gst,
           COALESCE(sum(b.payable_amount), 0) AS payable_amount,
           COALESCE(sum(b.released_amount), 0) AS released_amount,
           COALESCE(sum(b.total_tds), 0) AS total_tds
      FROM bookings b
     WHERE b.lead_id = l.id AND b.magnet_id = l.magnet_id AND b.is_lead_cancelled = 0
  ) bk ON true
  LEFT JOIN LATERAL (SELECT min(${visitTime}) AS visited_at FROM ${visitsOfLead}) pv ON true`;

/**
 * Leads matching `where` in the `order` of leadOrder (newest first when absent), with their protection
 * at `now`; one page when `page` is given, else all of them. One query.
 */
export async function findLeads(
  db: Query,
  where: Where,
  now: Date,
  { page, order = 'l.id DESC' }: { page?: Page; order?: string } = {},
): Promise<Lead[]> {
  const { limit, params } = page ? where.paged(page) : { limit: '', params: where.params };
  params.push(now.toISOString());
  const rows = await db.query<LeadRow>(
    `WITH page AS (SELECT l.id FROM leads l WHERE ${where.sql} ORDER BY ${order} ${limit})
     SELECT ${leadColumns}, ${protectionState(`$${params.length}`)} FROM page ${leadJoins}
      ORDER BY ${order}`,
    params,
  );
  return rows.map(toLead);
}

export async function countLeads(db: Query, where: Where): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM leads l WHERE ${where.sql}`,
    where.params,
  );
  return rows[0]?.count ?? 0;
}

/** One lead of the partner, or null when it does not exist or is someone else's. */
export async function findLead(db: Query, me: number, id: number, now: Date): Promise<Lead | null> {
  const where = new Where();
  where.add(`l.magnet_id = ${where.bind(me)}`).equals('l.id', id);
  const leads = await findLeads(db, where, now);
  return leads[0] ?? null;
}

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

export async function ownsLead(db: Query, me: number, leadId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM leads WHERE id = $1 AND magnet_id = $2', [leadId, me]);
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

/** The partner's clients whose name contains `q` or whose number starts with it. */
export async function autocompleteClients(
  db: Query,
  me: number,
  q: string,
): Promise<{ id: number; name: string; number: string }[]> {
  const text = likeLiteral(q.trim());
  return db.query(
    `SELECT id, name, number FROM clients
      WHERE magnet_id = $1 AND (name ILIKE $2 OR number LIKE $3)
      ORDER BY name, id LIMIT 20`,
    [me, `%${text}%`, `${text}%`],
  );
}

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
  me: number,
  numbers: readonly string[],
): Promise<Schema<'KnownClientNumber'>[]> {
  const unique = [...new Set(numbers)];
  if (unique.length === 0) return [];
  const known = await db.query<{ number: string; name: string; lead_id: number }>(
    `SELECT DISTINCT ON (c.number) c.number, c.name, l.id AS lead_id
       FROM clients c JOIN leads l ON l.client_id = c.id AND l.magnet_id = c.magnet_id
      WHERE c.magnet_id = $1 AND c.number = ANY($2::text[])
      ORDER BY c.number, l.id DESC`,
    [me, unique],
  );
  if (known.length === 0) return [];
  const open = await db.query<{
    number: string;
    id: number;
    client_name: string;
    project_id: number;
    project_name: string;
  }>(
    `SELECT c.number, l.id, c.name AS client_name, p.id AS project_id, p.name AS project_name
       FROM leads l JOIN clients c ON c.id = l.client_id JOIN projects p ON p.id = l.project_id
      WHERE l.magnet_id = $1 AND c.magnet_id = $1 AND c.number = ANY($2::text[]) AND ${OPEN_LEAD}
      ORDER BY c.number, l.id`,
    [me, known.map((k) => k.number)],
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
  me: number;
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

export const DAILY_LEAD_LIMIT = 25;
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
      [n.me],
    );
    const user = users[0];
    if (!user) throw new HttpError(401, 'Invalid or expired token');
    const today = dayAround(n.now);
    const added = await tx.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM lead_submissions
        WHERE user_id = $1 AND created_at >= $2::timestamptz AND created_at < $3::timestamptz`,
      [n.me, today.start.toISOString(), today.end.toISOString()],
    );
    if ((added[0]?.count ?? 0) >= DAILY_LEAD_LIMIT) throw new RateLimited(secondsUntil(today.end, n.now));

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
       VALUES ($1, $2, $3, $4, $5, $6, $7, $1, $8, $9, $10, $11::timestamptz, $12::timestamptz, $13, $14, $14)
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
