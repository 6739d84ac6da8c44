import type { Db } from '../db/db.ts';
import { idList, likeLiteral } from './leadRepo.ts';
import { Conditions, flag, offsetOf, type Page } from './projectRepo.ts';

type Query = Pick<Db, 'query'>;

export type Partner = { name: string; email: string | null; phone: string };

/** The token's partner as the tracking rows name them (uploader, added by). */
export async function partnerOf(db: Query, me: number): Promise<Partner> {
  const rows = await db.query<Partner>(
    `SELECT trim(first_name || ' ' || last_name) AS name, email, phone FROM users WHERE id = $1`,
    [me],
  );
  const row = rows[0];
  if (!row) throw new Error(`user ${me} not found`);
  return row;
}

// ------------------------------------------------------------------ bookings

export type BookingFilters = {
  projectId?: string | number;
  clientNumber?: string | number;
  salesRm?: string | number;
  parentRm?: string;
  is_presale?: number | string;
  regionId?: string | number;
  passback?: number | string;
  fromDate?: string;
  toDate?: string;
  document_status?: string;
  is_lead_cancelled?: number | string;
};

function bookingConditions(me: number, f: BookingFilters): Conditions {
  const c = new Conditions(['b.magnet_id = $1'], [me]);
  const projects = idList(f.projectId);
  if (projects) c.add(`b.project_id = ANY(${c.p(projects)}::int[])`);
  const number = f.clientNumber === undefined ? '' : String(f.clientNumber).trim();
  if (number) c.add(`c.number LIKE ${c.p(`%${likeLiteral(number)}%`)}`);
  const rms = idList(f.salesRm);
  if (rms) c.add(`b.sales_rm_id = ANY(${c.p(rms)}::int[])`);
  const tl = f.parentRm?.trim();
  if (tl) {
    const pattern = c.p(`%${likeLiteral(tl)}%`);
    c.add(`(b.parent_rm_name ILIKE ${pattern} OR b.tl_name ILIKE ${pattern})`);
  }
  const presale = flag(f.is_presale);
  if (presale !== null) c.add(`b.is_presale = ${c.p(presale)}`);
  const regions = idList(f.regionId);
  if (regions) c.add(`r.parent_id = ANY(${c.p(regions)}::int[])`);
  const passback = flag(f.passback);
  if (passback !== null) c.add(`b.passback = ${c.p(passback)}`);
  if (f.fromDate) c.add(`b.booking_date >= ${c.p(f.fromDate)}::date`);
  if (f.toDate) c.add(`b.booking_date <= ${c.p(f.toDate)}::date`);
  const docStatus = f.document_status?.trim();
  if (docStatus) c.add(`lower(b.document_status) = lower(${c.p(docStatus)})`);
  // One flag (the contract) or a comma-joined list of flags (the screens' multi-select).
  const cancelled = idList(f.is_lead_cancelled);
  if (cancelled) c.add(`b.is_lead_cancelled = ANY(${c.p(cancelled)}::int[])`);
  return c;
}

const bookingFrom = `
    FROM bookings b
    JOIN clients c ON c.id = b.client_id
    JOIN projects p ON p.id = b.project_id
    JOIN regions r ON r.id = p.region_id`;

/** A page of the partner's bookings, newest booking date first, and the number matching. */
export async function listBookings(
  db: Query,
  me: number,
  f: BookingFilters,
  page: { page: number; size: number },
) {
  const c = bookingConditions(me, f);
  const [total] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${bookingFrom} ${c.where}`, [
    ...c.params,
  ]);
  const results = await db.query(
    `SELECT b.id, json_build_object('id', b.lead_id) AS "Lead",
            json_build_object('id', p.id, 'name', p.name) AS "Project",
            CASE WHEN b.sales_rm_name IS NULL THEN NULL ELSE json_build_object('name', b.sales_rm_name) END
              AS "SalesRMBooking",
            b.sales_rm_id AS sales_rm,
            json_build_object('name', c.name, 'number', c.number) AS "Client",
            to_char(b.booking_date, 'YYYY-MM-DD') AS booking_date,
            b.agreement_value, b.booking_amount, b.flat_type, b.building_number, b.flat_no,
            COALESCE((SELECT json_agg(json_build_object('percentage',
                                CASE WHEN jsonb_typeof(e.v) = 'object' THEN (e.v ->> 'percentage')::numeric
                                     ELSE (e.v #>> '{}')::numeric END) ORDER BY e.n)
                        FROM jsonb_array_elements(b.client_payment_percentages) WITH ORDINALITY AS e(v, n)),
                     '[]'::json) AS "ClientPaymentPercentages",
            b.booking_document_stage, b.sdr_payment_status, b.registration_status, b.invoice_raised_status,
            b.invoice_cleared_status, b.magnet_invoice_cleared_status, b.is_lead_cancelled, b.document_status,
            b.total_brokerage AS "TOTAL_BROKERAGE", b.base_incentive AS "BASE_INCENTIVE",
            b.ladder_incentive AS "LADDER_INCENTIVE", b.total_tds AS "TOTAL_TDS", b.total_gst AS "TOTAL_GST",
            b.payable_amount AS "PAYABLE_AMOUNT", b.released_amount AS "RELEASED_AMOUNT"
       ${bookingFrom} ${c.where}
      ORDER BY b.booking_date DESC, b.id DESC
      LIMIT ${c.p(page.size)} OFFSET ${c.p((page.page - 1) * page.size)}`,
    c.params,
  );
  return { results, meta: { totalElements: total?.n ?? 0, page: page.page, size: page.size } };
}

export type Passback = {
  total_booking: number;
  total_brokerage: number;
  base_brokerage: number;
  total_gmv: number;
  ladder_brokerage: number;
  released: number;
};

/** Sums over the partner's non-cancelled bookings. */
export async function passback(db: Query, me: number): Promise<Passback> {
  const rows = await db.query<Passback>(
    `SELECT count(*)::int AS total_booking,
            COALESCE(sum(total_brokerage), 0)::bigint AS total_brokerage,
            COALESCE(sum(base_incentive), 0)::bigint AS base_brokerage,
            COALESCE(sum(agreement_value), 0)::bigint AS total_gmv,
            COALESCE(sum(ladder_incentive), 0)::bigint AS ladder_brokerage,
            COALESCE(sum(released_amount), 0)::bigint AS released
       FROM bookings WHERE magnet_id = $1 AND is_lead_cancelled = 0`,
    [me],
  );
  const row = rows[0];
  if (!row) throw new Error('passback query returned no row');
  return row;
}

// ------------------------------------------------------------------ bulk lead files

export type BulkLeadFilters = {
  project_ids?: string | number;
  uploaded_by?: string;
  is_moved?: number | string;
  closing_reason?: string;
};

type BulkLeadRow = Record<string, unknown> & { file_key: string | null; file_name: string | null };

const bulkLeadSelect = `
  SELECT f.id,
         CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'name', p.name) END AS "Project",
         f.email, f.phone, json_build_object('name', f.uploader_name) AS "BulkLeadUploader", f.is_moved,
         json_build_object('id', rp.id, 'name', rp.name) AS "RegionParent",
         f.source_name AS name, f.created_at, f.status, f.closing_reason, f.file_key, f.file_name
    FROM bulk_lead_files f
    LEFT JOIN projects p ON p.id = f.project_id
    JOIN region_parents rp ON rp.id = f.parent_region_id`;

/** The contract's BulkLeadFile: the stored key becomes a download address. */
function toBulkLead({ file_key, file_name, ...row }: BulkLeadRow, fileUrl: (key: string) => string) {
  return {
    ...row,
    file_url: file_key ? fileUrl(file_key) : null,
    File: file_key ? { name: file_name } : null,
  };
}

/** A page of the partner's bulk lead files, newest first, and the number matching. */
export async function listBulkLeadFiles(
  db: Query,
  me: number,
  f: BulkLeadFilters,
  page: Page,
  fileUrl: (key: string) => string,
) {
  const c = new Conditions(['f.magnet_id = $1'], [me]);
  const projects = idList(f.project_ids);
  if (projects) c.add(`f.project_id = ANY(${c.p(projects)}::int[])`);
  const by = f.uploaded_by?.trim();
  if (by) c.add(`f.uploader_name ILIKE ${c.p(`%${likeLiteral(by)}%`)}`);
  const moved = flag(f.is_moved);
  if (moved !== null) c.add(`f.is_moved = ${c.p(moved)}`);
  const reason = f.closing_reason?.trim();
  if (reason) c.add(`f.closing_reason ILIKE ${c.p(`%${likeLiteral(reason)}%`)}`);
  const [total] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bulk_lead_files f ${c.where}`,
    [...c.params],
  );
  const rows = await db.query<BulkLeadRow>(
    `${bulkLeadSelect} ${c.where} ORDER BY f.created_at DESC, f.id DESC
      LIMIT ${c.p(page.size)} OFFSET ${c.p(offsetOf(page))}`,
    c.params,
  );
  return { bulkLeads: rows.map((r) => toBulkLead(r, fileUrl)), count: total?.n ?? 0 };
}

export const projectExists = async (db: Query, id: number) =>
  (await db.query('SELECT 1 FROM projects WHERE id = $1', [id])).length > 0;

export const regionParentExists = async (db: Query, id: number) =>
  (await db.query('SELECT 1 FROM region_parents WHERE id = $1', [id])).length > 0;

export type NewBulkLeadFile = {
  me: number;
  projectId: number | null;
  parentRegionId: number;
  uploader: Partner;
  fileKey: string;
  fileName: string;
  now: Date;
};

/** Stores an uploaded bulk lead file (status Uploaded, not moved, source Magnet Bulk) and returns it. */
export async function createBulkLeadFile(db: Query, n: NewBulkLeadFile, fileUrl: (key: string) => string) {
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO bulk_lead_files (magnet_id, project_id, parent_region_id, uploader_name, email, phone, source_name,
                                  is_moved, status, file_name, file_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'Magnet Bulk', 0, 'Uploaded', $7, $8, $9) RETURNING id`,
    [
      n.me,
      n.projectId,
      n.parentRegionId,
      n.uploader.name,
      n.uploader.email,
      n.uploader.phone,
      n.fileName,
      n.fileKey,
      n.now.toISOString(),
    ],
  );
  const id = inserted[0]?.id;
  const rows = await db.query<BulkLeadRow>(`${bulkLeadSelect} WHERE f.id = $1 AND f.magnet_id = $2`, [
    id,
    n.me,
  ]);
  const row = rows[0];
  if (!row) throw new Error('bulk lead file not stored');
  return toBulkLead(row, fileUrl);
}

// ------------------------------------------------------------------ campaign spends

export type CampaignFilters = {
  project_ids?: string | number;
  start_date?: string;
  end_date?: string;
  campaign_type?: string | number;
  order?: 'ASC' | 'DESC';
};

/** A page of the partner's campaign spends; types as names (1 Google Ads, 2 FB Ads, 3 SMS, 4 Portals, 5 Emails). */
export function listCampaignSpends(db: Query, me: number, f: CampaignFilters, page: Page) {
  const c = new Conditions(['s.magnet_id = $1'], [me]);
  const projects = idList(f.project_ids);
  if (projects) c.add(`s.project_id = ANY(${c.p(projects)}::int[])`);
  if (f.start_date) c.add(`s.start_date >= ${c.p(f.start_date)}::date`);
  if (f.end_date) c.add(`s.start_date <= ${c.p(f.end_date)}::date`);
  const types = idList(f.campaign_type);
  if (types) c.add(`s.campaign_type_ids && ${c.p(types)}::int[]`);
  const direction = f.order === 'ASC' ? 'ASC' : 'DESC';
  return db.query(
    `SELECT s.id, p.name AS project_name,
            array_to_string(ARRAY(
              SELECT CASE t.id WHEN 1 THEN 'Google Ads' WHEN 2 THEN 'FB Ads' WHEN 3 THEN 'SMS'
                               WHEN 4 THEN 'Portals' WHEN 5 THEN 'Emails' END
                FROM unnest(s.campaign_type_ids) WITH ORDINALITY AS t(id, n) ORDER BY t.n), ', ') AS campaign_type,
            s.updated_at AS last_updated,
            to_char(s.start_date, 'YYYY-MM-DD') AS start_date, to_char(s.end_date, 'YYYY-MM-DD') AS end_date,
            s.status, s.amount
       FROM campaign_spends s JOIN projects p ON p.id = s.project_id
       ${c.where}
      ORDER BY s.updated_at ${direction}, s.id ${direction}
      LIMIT ${c.p(page.size)} OFFSET ${c.p(offsetOf(page))}`,
    c.params,
  );
}

// ------------------------------------------------------------------ home loans and referrals

const homeLoanSelect = `
  SELECT h.id, h.name, h.number, h.created_at, json_build_object('name', h.added_by_name) AS "User"
    FROM home_loans h`;

export async function createHomeLoan(
  db: Query,
  n: { me: number; name: string; number: string; addedBy: string; now: Date },
) {
  const rows = await db.query(
    `WITH h AS (
       INSERT INTO home_loans (magnet_id, name, number, added_by_name, created_at) VALUES ($1, $2, $3, $4, $5)
       RETURNING id, name, number, created_at, added_by_name)
     SELECT h.id, h.name, h.number, h.created_at, json_build_object('name', h.added_by_name) AS "User" FROM h`,
    [n.me, n.name, n.number, n.addedBy, n.now.toISOString()],
  );
  const row = rows[0];
  if (!row) throw new Error('home loan not stored');
  return row;
}

/** A page of the partner's home loan requests, newest first, and their count. */
export async function listHomeLoans(db: Query, me: number, page: Page) {
  const [total] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM home_loans WHERE magnet_id = $1',
    [me],
  );
  const homeLoans = await db.query(
    `${homeLoanSelect} WHERE h.magnet_id = $1 ORDER BY h.created_at DESC, h.id DESC LIMIT $2 OFFSET $3`,
    [me, page.size, offsetOf(page)],
  );
  return { homeLoans, count: total?.n ?? 0 };
}

/** Users the partner referred, each with the ids of their (non-cancelled) bookings. */
export async function listReferrals(db: Query, me: number) {
  const referrals = await db.query(
    `SELECT f.id, f.created_at, f.digital_coins,
            json_build_object('id', u.id, 'name', NULLIF(trim(u.first_name || ' ' || u.last_name), '')) AS "ReferredUser",
            COALESCE((SELECT json_agg(json_build_object('id', b.id) ORDER BY b.id)
                        FROM bookings b WHERE b.magnet_id = f.referred_user_id AND b.is_lead_cancelled = 0),
                     '[]'::json) AS magnet_booking
       FROM referrals f JOIN users u ON u.id = f.referred_user_id
      WHERE f.magnet_id = $1
      ORDER BY f.created_at DESC, f.id DESC`,
    [me],
  );
  return { referrals, count: referrals.length };
}
