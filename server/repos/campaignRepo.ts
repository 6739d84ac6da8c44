import type { Db } from '../db/db.ts';
import type { QueryOf } from '../lib/operations.ts';
import { type Page, Where } from './where.ts';

type Query = Pick<Db, 'query'>;

export type CampaignFilters = Omit<QueryOf<'listCampaignSpends'>, 'size' | 'pageId'>;

/** A page of the partner's campaign spends; types as names (1 Google Ads, 2 FB Ads, 3 SMS, 4 Portals, 5 Emails). */
export function listCampaignSpends(db: Query, me: number, f: CampaignFilters, page: Page) {
  const where = new Where()
    .equals('s.magnet_id', me)
    .ids('s.project_id', f.project_ids)
    .dateRange('s.start_date', {
      from: f.start_date,
      to: f.end_date,
      fromKey: 'start_date',
      toKey: 'end_date',
    })
    .idsWith(f.campaign_type, (types) => `s.campaign_type_ids && ${types}`);
  const direction = f.order === 'ASC' ? 'ASC' : 'DESC';
  const { limit, params } = where.paged(page);
  return db.query(
    `SELECT s.id, s.project_id, p.name AS project_name,
            array_to_string(ARRAY(
              SELECT CASE t.id WHEN 1 THEN 'Google Ads' WHEN 2 THEN 'FB Ads' WHEN 3 THEN 'SMS'
                               WHEN 4 THEN 'Portals' WHEN 5 THEN 'Emails' END
                FROM unnest(s.campaign_type_ids) WITH ORDINALITY AS t(id, n) ORDER BY t.n), ', ') AS campaign_type,
            s.updated_at AS last_updated,
            to_char(s.start_date, 'YYYY-MM-DD') AS start_date, to_char(s.end_date, 'YYYY-MM-DD') AS end_date,
            s.status, s.amount
       FROM campaign_spends s JOIN projects p ON p.id = s.project_id
       ${where.clause}
      ORDER BY s.updated_at ${direction}, s.id ${direction}
      ${limit}`,
    params,
  );
}

export type CampaignRequest = {
  me: number;
  projectId: number;
  campaignTypeIds: number[];
  amount: number;
  name: string;
  /** The random key of the request's payment page. */
  paymentKey: string;
  now: Date;
};

/** The address of a requested campaign's payment page (served by the reference API, see paymentPages.ts). */
export const paymentUrlOf = (key: string) => `/payments/campaign/${key}`;

/** Records a requested campaign, awaiting payment on its payment page. */
export async function requestCampaign(
  db: Query,
  r: CampaignRequest,
): Promise<{ id: number; payment_url: string }> {
  const rows = await db.query<{ id: number; payment_url: string }>(
    `INSERT INTO campaign_spends (magnet_id, project_id, campaign_type_ids, amount, name, status, payment_url,
                                  payment_key, created_at, updated_at)
     VALUES ($1, $2, $3::int[], $4, $5, 'Requested', $6, $7, $8, $8)
     RETURNING id, payment_url`,
    [
      r.me,
      r.projectId,
      r.campaignTypeIds,
      r.amount,
      r.name,
      paymentUrlOf(r.paymentKey),
      r.paymentKey,
      r.now.toISOString(),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('campaign request not stored');
  return row;
}

export type CampaignPayment = {
  project_name: string;
  campaign_type_ids: number[];
  amount: number;
  name: string | null;
  status: string;
  start_date: string | null;
  end_date: string | null;
};

/** The campaign whose payment page has this key. */
export async function findCampaignPayment(db: Query, key: string): Promise<CampaignPayment | undefined> {
  const rows = await db.query<CampaignPayment>(
    `SELECT p.name AS project_name, s.campaign_type_ids, s.amount::int AS amount, s.name, s.status,
            to_char(s.start_date, 'YYYY-MM-DD') AS start_date, to_char(s.end_date, 'YYYY-MM-DD') AS end_date
       FROM campaign_spends s JOIN projects p ON p.id = s.project_id
      WHERE s.payment_key = $1`,
    [key],
  );
  return rows[0];
}

/** How long a paid campaign runs. */
export const CAMPAIGN_DAYS = 30;

/**
 * Settles a campaign awaiting payment: paid, it becomes Active from today for CAMPAIGN_DAYS days;
 * cancelled, it becomes Cancelled. A campaign already settled stays as it is (a second submit of
 * the page changes nothing). Answers whether this call settled it.
 */
export async function settleCampaignPayment(
  db: Query,
  key: string,
  outcome: 'paid' | 'cancelled',
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const rows =
    outcome === 'paid'
      ? await db.query<{ id: number }>(
          `UPDATE campaign_spends
              SET status = 'Active', start_date = $2::date, end_date = $2::date + ${CAMPAIGN_DAYS}, updated_at = $3
            WHERE payment_key = $1 AND status = 'Requested' RETURNING id`,
          [key, at.slice(0, 10), at],
        )
      : await db.query<{ id: number }>(
          `UPDATE campaign_spends SET status = 'Cancelled', updated_at = $2
            WHERE payment_key = $1 AND status = 'Requested' RETURNING id`,
          [key, at],
        );
  return rows.length > 0;
}
