import type { Db } from '../db/db.ts';

type Query = Pick<Db, 'query'>;

/** Sources whose leads count as added (magnet-type) leads; every other source is digital. Lower case. */
export const MAGNET_SOURCES = ['magnet limited', 'magnet bulk', 'magnet-referral'];
/** update_logs actions that count as a call. */
export const CALL_ACTIONS = ['followup_set', 'followup', 'disinterested', 'disqualify', 'interested'];
/** update_logs action names that count as a site visit. */
export const VISIT_DONE = 'Visit Done';
export const REVISIT_DONE = 'Revisit Done';

export type LeadKind = 'magnet' | 'digital' | 'all';

export type OpenLeads = {
  notUpdate: number;
  rml: number;
  opportunity: number;
  pipeline: number;
  eoi: number;
  booked: number;
  other: number;
  call: number;
  activityDone: number;
  lastUpdatedDate: Date | null;
};

/** The funnel counters of the partner's leads of one kind (added, digital or all), in one query. */
export async function openLeads(db: Query, me: number, kind: LeadKind): Promise<OpenLeads> {
  const rows = await db.query<OpenLeads>(
    `WITH l AS (
       SELECT l.id, lower(st.name) AS stage, l.updated_at
         FROM leads l
         JOIN stages st ON st.id = l.stage_id
         JOIN sources so ON so.id = l.source_id
        WHERE l.magnet_id = $1
          AND ($2::text = 'all' OR (lower(so.name) = ANY($3::text[])) = ($2::text = 'magnet'))),
     counts AS (
       SELECT count(*) FILTER (WHERE stage = 'not updated')::int AS "notUpdate",
              count(*) FILTER (WHERE stage = 'suspect')::int AS rml,
              count(*) FILTER (WHERE stage = 'opportunity')::int AS opportunity,
              count(*) FILTER (WHERE stage = 'pipeline')::int AS pipeline,
              count(*) FILTER (WHERE stage LIKE 'gross eoi%')::int AS eoi,
              count(*) FILTER (WHERE stage = 'booked')::int AS booked,
              count(*) FILTER (WHERE stage NOT IN ('not updated', 'suspect', 'opportunity', 'pipeline', 'booked')
                                 AND stage NOT LIKE 'gross eoi%')::int AS other,
              max(updated_at) AS "lastUpdatedDate"
         FROM l),
     logs AS (
       SELECT count(*) FILTER (WHERE u.action = ANY($4::text[]))::int AS call,
              count(*) FILTER (WHERE u.action_name IN ($5, $6))::int AS "activityDone"
         FROM update_logs u JOIN l ON l.id = u.lead_id)
     SELECT counts.*, logs.* FROM counts, logs`,
    [me, kind, MAGNET_SOURCES, CALL_ACTIONS, VISIT_DONE, REVISIT_DONE],
  );
  const row = rows[0];
  if (!row) throw new Error('open leads query returned no row');
  return row;
}

/** Spend, leads and cost per lead (rounded; 0 without leads) of the partner's digital campaigns. */
export async function digitalSpend(db: Query, me: number) {
  const rows = await db.query<{ spend_amount: number; leadCount: number; cpl: number }>(
    `SELECT t.spend_amount, t."leadCount",
            CASE WHEN t."leadCount" = 0 THEN 0 ELSE round(t.spend_amount::numeric / t."leadCount")::int END AS cpl
       FROM (SELECT COALESCE(sum(spend_amount), 0)::bigint AS spend_amount,
                    COALESCE(sum(lead_count), 0)::int AS "leadCount"
               FROM campaign_spends WHERE magnet_id = $1) t`,
    [me],
  );
  const row = rows[0];
  if (!row) throw new Error('digital spend query returned no row');
  return row;
}

/** The partner's next 20 follow-ups or visits after `now`, soonest first. */
export function futureActivity(db: Query, me: number, now: Date) {
  return db.query<{
    lead_id: number;
    client_name: string;
    project_name: string;
    action_date: Date;
    status: string | null;
  }>(
    `SELECT l.id AS lead_id, c.name AS client_name, p.name AS project_name,
            LEAST(CASE WHEN l.followup_date > $2 THEN l.followup_date END,
                  CASE WHEN l.action_date > $2 THEN l.action_date END) AS action_date,
            ist.name AS status
       FROM leads l
       JOIN clients c ON c.id = l.client_id
       JOIN projects p ON p.id = l.project_id
       LEFT JOIN lead_internal_statuses ist ON ist.id = l.internal_status_id
      WHERE l.magnet_id = $1 AND (l.followup_date > $2 OR l.action_date > $2)
      ORDER BY action_date, l.id
      LIMIT 20`,
    [me, now.toISOString()],
  );
}

/** Leads with a Visit Done / Revisit Done activity, and non-cancelled bookings, of the partner. */
export async function magnetBookActivity(db: Query, me: number) {
  const rows = await db.query<{ visit_done: number; revisit_done: number; booking_count: number }>(
    `SELECT (SELECT count(DISTINCT u.lead_id)::int FROM update_logs u JOIN leads l ON l.id = u.lead_id
              WHERE l.magnet_id = $1 AND u.action_name = $2) AS visit_done,
            (SELECT count(DISTINCT u.lead_id)::int FROM update_logs u JOIN leads l ON l.id = u.lead_id
              WHERE l.magnet_id = $1 AND u.action_name = $3) AS revisit_done,
            (SELECT count(*)::int FROM bookings b WHERE b.magnet_id = $1 AND b.is_lead_cancelled = 0) AS booking_count`,
    [me, VISIT_DONE, REVISIT_DONE],
  );
  const row = rows[0];
  if (!row) throw new Error('booking activity query returned no row');
  return row;
}
