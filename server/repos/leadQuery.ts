// The lead list's query: its filters (GET /leads, its count, the closed leads) as a WHERE clause and an
// order, and the leads they match.
import type { Db } from '../db/db.ts';
import type { QueryOf } from '../lib/operations.ts';
import type { LeadScope } from '../lib/roles.ts';
import {
  endedStages,
  type Lead,
  type LeadRow,
  leadColumns,
  leadJoins,
  protectionState,
  toLead,
  visitsOfLead,
  visitTime,
} from './leadRows.ts';
import { type Page, Where } from './where.ts';

type Query = Pick<Db, 'query'>;

/** The filters of GET /leads and GET /leads/index/count, and the list's order, as the contract declares them. */
export type LeadFilters = Omit<QueryOf<'listLeads'>, 'size' | 'pageId' | 'type' | 'magnet_id'>;

/** The filters the closed-leads list and download accept (spec: project, client, region, client number, activity status). */
export type ClosedLeadFilters = Omit<QueryOf<'listClosedLeads'>, 'magnet_id'>;

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

const DAY_MS = 86_400_000;

/** A lead query: its conditions, and the order of its leads (an ORDER BY list ending with a unique column). */
export type LeadQuery = { where: Where; order: string };

const NEWEST_FIRST = 'l.id DESC';
/** The protection filter's order: most urgent first, the window that ends soonest. */
const SOONEST_END_FIRST = 'l.protection_ends_at, l.id';

/**
 * The order a query asks for: by the end of the protection window when asked (the older lead first on
 * the same end); with the expiring filter the most urgent first; else the newest first.
 */
function leadOrder(f: LeadFilters): string {
  if (f.order_by === 'protection_ends_at') {
    return f.order_type === 'desc' ? 'l.protection_ends_at DESC, l.id' : SOONEST_END_FIRST;
  }
  return f.protection_expires_within === undefined ? NEWEST_FIRST : SOONEST_END_FIRST;
}

/**
 * A lead query: always the leads the token's member may read (scopeLeads), then every filter given; newest first, or as the
 * filter given asks. magnet_id of the query is not a filter: the token decides whose leads these are.
 * `now` is the moment the protection filter is measured from.
 */
export function leadWhere(
  scope: LeadScope,
  f: LeadFilters,
  opts: { now: Date; closedOnly?: boolean },
): LeadQuery {
  const w = new Where();
  const partner = scopeLeads(w, scope);
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
    // Still Protected (not Locked by a visit within the window, not Ended) and ending within the days given.
    const from = w.bind(opts.now.toISOString());
    const until = w.bind(new Date(opts.now.getTime() + f.protection_expires_within * DAY_MS).toISOString());
    w.add(`l.protection_ends_at > ${from}::timestamptz AND l.protection_ends_at <= ${until}::timestamptz
           AND l.stage_id NOT IN ${endedStages}
           AND NOT EXISTS (SELECT 1 FROM ${visitsOfLead} AND ${visitTime} < l.protection_ends_at)`);
  }
  return { where: w, order: leadOrder(f) };
}

/** The closed-leads filters of a query (the closed-leads calls accept fewer filters than the list). */
export function closedLeadFilters(q: ClosedLeadFilters): LeadFilters {
  const { project_ids, client_ids, parent_region_ids, client_number, internal_status_ids } = q;
  return { project_ids, client_ids, parent_region_ids, client_number, internal_status_ids };
}

/**
 * Leads matching the query, in its order, with their protection at `now`; one page when `page` is
 * given, else all of them. One query.
 */
export async function findLeads(
  db: Query,
  { where, order }: LeadQuery,
  now: Date,
  page?: Page,
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

export async function countLeads(db: Query, { where }: LeadQuery): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM leads l WHERE ${where.sql}`,
    where.params,
  );
  return rows[0]?.count ?? 0;
}

/**
 * The leads a member may read (extension, issue 53): the firm's (`l.magnet_id`), and of those an agent's
 * own only, added by them or assigned to them. Answers the firm's parameter.
 */
export function scopeLeads(w: Where, scope: LeadScope): string {
  const firm = w.bind(scope.firm);
  w.add(`l.magnet_id = ${firm}`);
  if (scope.agent !== null) {
    const agent = w.bind(scope.agent);
    w.add(`(l.created_by = ${agent} OR l.agent_id = ${agent})`);
  }
  return firm;
}

/** One lead the member may read, or null when it does not exist or is not theirs to read. */
export async function findLead(db: Query, scope: LeadScope, id: number, now: Date): Promise<Lead | null> {
  const where = new Where();
  scopeLeads(where, scope);
  where.equals('l.id', id);
  const leads = await findLeads(db, { where, order: NEWEST_FIRST }, now);
  return leads[0] ?? null;
}
