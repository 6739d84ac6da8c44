import type { Db } from '../db/db.ts';
import { HttpError } from '../lib/errors.ts';

type Query = Pick<Db, 'query'>;

/**
 * The filters of GET /leads and GET /leads/index/count, as the contract passes them
 * (comma-joined id lists are text; flags and numbers may arrive coerced to numbers).
 */
export type LeadFilters = {
  is_magnet?: number | string;
  project_ids?: string | number;
  client_ids?: string | number;
  stage_ids?: string | number;
  internal_status_ids?: string | number;
  parent_region_ids?: string | number;
  source_ids?: string | number;
  ids?: string | number;
  current_location?: string;
  client_number?: string | number;
  is_presale?: number | string;
  nationality?: number | string;
  is_audit?: number | string;
  assigned_date_from?: string;
  assigned_date_to?: string;
  closed_date_from?: string;
  closed_date_to?: string;
  activity_date_from?: string;
  activity_date_to?: string;
  created_at_from?: string;
  created_at_to?: string;
  updated_at_from?: string;
  updated_at_to?: string;
  coming_date_from?: string;
  coming_date_to?: string;
};

/** The filters the closed-leads list and download accept (spec: project, client, region, client number, activity status). */
export const closedLeadFilterKeys = [
  'project_ids',
  'client_ids',
  'parent_region_ids',
  'client_number',
  'internal_status_ids',
] as const;

export type Lead = {
  id: number;
  Project: {
    id: number;
    name: string;
    Region: { id: number; name: string; Parentregion: { id: number; name: string } };
  };
  AssignLead: { Assignee: { name: string }; created_at: string | null } | null;
  PresaleRm: { name: string } | null;
  Client: {
    id: number;
    name: string;
    number: string;
    alternate_number: string | null;
    email: string | null;
    current_location: string | null;
  };
  ObjectStage: { Stage: { id: number; name: string } };
  InternalStatusHistory: {
    LeadInternalStatus: { id: number; name: string } | null;
    followup_date: string | null;
    action_date: string | null;
  } | null;
  LeadCreator: { name: string } | null;
  admin_message: string | null;
  LeadSource: { id: number; name: string };
  created_at: string;
  updated_at: string;
  coming_date: string | null;
  closed_at: string | null;
  LeadMagnet: { id: number; name: string };
  is_magnet: number;
  is_presale: number;
  Nationality: string;
  is_audit_new_lead: number;
  closing_reason: string | null;
  loan_required: number;
  AlternateProject: { id: number; name: string } | null;
  brokerageDetails: { baseIncentive: number; ladderIncentive: number; totalBrokerage: number };
  paymentDetails: { amountGST: number; amountPayable: number; amountReleased: number; amountTDS: number };
};

type LeadRow = {
  id: number;
  project_id: number;
  project_name: string;
  region_id: number;
  region_name: string;
  parent_region_id: number;
  parent_region_name: string;
  assignee_name: string | null;
  assigned_at: Date | null;
  presale_rm_name: string | null;
  client_id: number;
  client_name: string;
  client_number: string;
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
  coming_date: Date | null;
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
};

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

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
      ? { Assignee: { name: r.assignee_name }, created_at: iso(r.assigned_at) }
      : null,
    PresaleRm: r.presale_rm_name ? { name: r.presale_rm_name } : null,
    Client: {
      id: r.client_id,
      name: r.client_name,
      number: r.client_number,
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
    coming_date: iso(r.coming_date),
    closed_at: iso(r.closed_at),
    LeadMagnet: { id: r.magnet_id, name: r.magnet_name },
    is_magnet: r.is_magnet,
    is_presale: r.is_presale,
    Nationality: r.nationality,
    is_audit_new_lead: r.is_audit_new_lead,
    closing_reason: r.closing_reason,
    loan_required: r.loan_required,
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
  };
}

/** Text for LIKE/ILIKE with the wildcards of the user's input taken literally. */
export const likeLiteral = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** '3,5,7' (or 3) -> [3, 5, 7]; anything that is not a whole number is dropped. */
export function idList(v: string | number | undefined): number[] | null {
  if (v === undefined || v === '') return null;
  return String(v)
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n));
}

/** Midnight (server-local) of the day a 'YYYY-MM-DD' or date-time text names. */
export function localDayStart(text: string, field: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const d = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(text);
  if (Number.isNaN(d.getTime())) throw new HttpError(400, `${field} must be a date`);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}

export const nextLocalDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1);

/** Each date filter pair and the lead column it ranges over. */
const dateRanges = [
  ['assigned_date', 'l.assigned_at'],
  ['closed_date', 'l.closed_at'],
  ['activity_date', 'l.action_date'],
  ['created_at', 'l.created_at'],
  ['updated_at', 'l.updated_at'],
  ['coming_date', 'l.coming_date'],
] as const;

const idListColumns = [
  ['project_ids', 'l.project_id'],
  ['client_ids', 'l.client_id'],
  ['stage_ids', 'l.stage_id'],
  ['internal_status_ids', 'l.internal_status_id'],
  ['source_ids', 'l.source_id'],
  ['ids', 'l.id'],
] as const;

const flagColumns = [
  ['is_magnet', 'l.is_magnet'],
  ['is_presale', 'l.is_presale'],
  ['is_audit', 'l.is_audit_new_lead'],
] as const;

type Where = { sql: string; params: unknown[] };

/**
 * The WHERE clause of a lead query: always the token's partner ($1), then every filter given.
 * Column names come from the constant tables above; values are always parameters.
 * Not filterable here, by design: magnet_id (the token decides whose leads these are), assign_id
 * and presale_rm_ids (assignee and presale RM are names on the lead, they have no ids in this API).
 */
export function leadWhere(me: number, f: LeadFilters, opts: { closedOnly?: boolean } = {}): Where {
  const params: unknown[] = [me];
  const conds = ['l.magnet_id = $1'];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  for (const [key, column] of idListColumns) {
    const ids = idList(f[key]);
    if (ids) conds.push(`${column} = ANY(${p(ids)}::int[])`);
  }
  const regionIds = idList(f.parent_region_ids);
  if (regionIds) {
    conds.push(
      `l.project_id IN (SELECT pr.id FROM projects pr JOIN regions rg ON rg.id = pr.region_id
                         WHERE rg.parent_id = ANY(${p(regionIds)}::int[]))`,
    );
  }
  for (const [key, column] of flagColumns) {
    const v = f[key];
    if (v !== undefined && v !== '') conds.push(`${column} = ${p(Number(v))}`);
  }
  if (f.nationality !== undefined && f.nationality !== '')
    conds.push(`l.nationality = ${p(String(f.nationality))}`);
  const number = f.client_number === undefined ? '' : String(f.client_number).trim();
  if (number) {
    conds.push(
      `l.client_id IN (SELECT cn.id FROM clients cn WHERE cn.magnet_id = $1 AND cn.number LIKE ${p(`%${likeLiteral(number)}%`)})`,
    );
  }
  const location = f.current_location?.trim();
  if (location) {
    conds.push(
      `l.client_id IN (SELECT cl.id FROM clients cl WHERE cl.magnet_id = $1
                        AND cl.current_location ILIKE ${p(`%${likeLiteral(location)}%`)})`,
    );
  }
  for (const [name, column] of dateRanges) {
    const from = f[`${name}_from`];
    const to = f[`${name}_to`];
    if (from) conds.push(`${column} >= ${p(localDayStart(from, `${name}_from`).toISOString())}::timestamptz`);
    if (to) {
      const end = nextLocalDay(localDayStart(to, `${name}_to`));
      conds.push(`${column} < ${p(end.toISOString())}::timestamptz`);
    }
  }
  if (opts.closedOnly) conds.push(`l.stage_id IN (SELECT st.id FROM stages st WHERE st.name = 'Closed')`);
  return { sql: conds.join(' AND '), params };
}

/** Picks the filters of `keys` out of a query (the closed-leads calls accept fewer filters than the list). */
export function pickFilters(q: LeadFilters, keys: readonly (keyof LeadFilters)[]): LeadFilters {
  const out: Record<string, unknown> = {};
  for (const k of keys) if (q[k] !== undefined) out[k] = q[k];
  return out;
}

const leadColumns = `
  l.id, p.id AS project_id, p.name AS project_name, r.id AS region_id, r.name AS region_name,
  rp.id AS parent_region_id, rp.name AS parent_region_name,
  l.assignee_name, l.assigned_at, l.presale_rm_name,
  c.id AS client_id, c.name AS client_name, c.number AS client_number, c.alternate_number,
  c.email AS client_email, c.current_location,
  s.id AS stage_id, s.name AS stage_name,
  l.internal_status_id, ist.name AS internal_status_name, l.followup_date, l.action_date,
  l.creator_name, l.admin_message, src.id AS source_id, src.name AS source_name,
  l.created_at, l.updated_at, l.coming_date, l.closed_at,
  u.id AS magnet_id, trim(u.first_name || ' ' || u.last_name) AS magnet_name,
  l.is_magnet, l.is_presale, l.nationality, l.is_audit_new_lead, l.closing_reason, l.loan_required,
  ap.id AS alternate_project_id, ap.name AS alternate_project_name,
  bk.base_incentive, bk.ladder_incentive, bk.total_brokerage,
  bk.total_gst, bk.payable_amount, bk.released_amount, bk.total_tds`;

// Everything a Lead shows, joined to one page of lead ids; bookings are summed per lead (cancelled ones left out).
const leadJoins = `
  JOIN leads l ON l.id = page.id
  JOIN projects p ON p.id = l.project_id
  JOIN regions r ON r.id = p.region_id
  JOIN region_parents rp ON rp.id = r.parent_id
  JOIN clients c ON c.id = l.client_id
  JOIN stages s ON s.id = l.stage_id
  JOIN sources src ON src.id = l.source_id
  JOIN users u ON u.id = l.magnet_id
  LEFT JOIN lead_internal_statuses ist ON ist.id = l.internal_status_id
  LEFT JOIN projects ap ON ap.id = l.alternate_project_id
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
  ) bk ON true`;

/** Leads matching `where`, newest first; one page when `page` is given, else all of them. One query. */
export async function findLeads(
  db: Query,
  where: Where,
  page?: { size: number; pageId: number },
): Promise<Lead[]> {
  const params = [...where.params];
  let limit = '';
  if (page) {
    params.push(page.size, (page.pageId - 1) * page.size);
    limit = `LIMIT $${params.length - 1} OFFSET $${params.length}`;
  }
  const rows = await db.query<LeadRow>(
    `WITH page AS (SELECT l.id FROM leads l WHERE ${where.sql} ORDER BY l.id DESC ${limit})
     SELECT ${leadColumns} FROM page ${leadJoins}
      ORDER BY l.id DESC`,
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
export async function findLead(db: Query, me: number, id: number): Promise<Lead | null> {
  const leads = await findLeads(db, { sql: 'l.magnet_id = $1 AND l.id = $2', params: [me, id] });
  return leads[0] ?? null;
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
  moreFields: Record<string, unknown>;
  actionDate: string | null;
  internalStatusId: number | null;
  activityComment: string | null;
  now: Date;
};

export const DAILY_LEAD_LIMIT = 25;
const NOT_UPDATED_STAGE_ID = 1;

/**
 * Creates a lead in one transaction: the daily limit, the project, the client (found by number or
 * created), the lead in stage Not Updated and its lead_auto_assign log entry. Returns the new id.
 */
export async function createLead(db: Db, n: NewLead): Promise<number> {
  return db.transaction(async (tx) => {
    // One partner's creations run one at a time, so two tabs cannot both pass the limit.
    const users = await tx.query<{ first_name: string; last_name: string }>(
      'SELECT first_name, last_name FROM users WHERE id = $1 FOR UPDATE',
      [n.me],
    );
    const user = users[0];
    if (!user) throw new HttpError(401, 'Invalid or expired token');
    const dayStart = new Date(n.now.getFullYear(), n.now.getMonth(), n.now.getDate());
    const today = await tx.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM leads
        WHERE magnet_id = $1 AND created_at >= $2::timestamptz AND created_at < $3::timestamptz`,
      [n.me, dayStart.toISOString(), nextLocalDay(dayStart).toISOString()],
    );
    if ((today[0]?.count ?? 0) >= DAILY_LEAD_LIMIT) throw new HttpError(429, 'Too many requests');

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

    const existing = await tx.query<{ id: number }>(
      'SELECT id FROM clients WHERE magnet_id = $1 AND number = $2 ORDER BY id LIMIT 1',
      [n.me, n.number],
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
    const leads = await tx.query<{ id: number }>(
      `INSERT INTO leads (magnet_id, client_id, project_id, stage_id, internal_status_id, source_id, creator_name,
                          created_by, admin_message, is_magnet, nationality, action_date, more_fields,
                          created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $1, $8, $9, $10, $11::timestamptz, $12, $13, $13) RETURNING id`,
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
    return leadId;
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
  page: { size: number; pageId: number },
): Promise<{ rows: CallDetail[]; count: number }> {
  const rows = await db.query<Omit<CallDetail, 'call_date'> & { call_date: Date }>(
    `SELECT id, user_id, recording_url, conversation_duration, call_date, agent_name FROM call_details
      WHERE lead_id = $1 ORDER BY call_date DESC, id DESC LIMIT $2 OFFSET $3`,
    [leadId, page.size, (page.pageId - 1) * page.size],
  );
  const total = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM call_details WHERE lead_id = $1',
    [leadId],
  );
  return {
    rows: rows.map((r) => ({ ...r, call_date: r.call_date.toISOString() })),
    count: total[0]?.count ?? 0,
  };
}
