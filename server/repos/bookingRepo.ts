import type { Db } from '../db/db.ts';
import type { QueryOf, Schema } from '../lib/operations.ts';
import { type Page, pagedQuery, Where } from './where.ts';

type Query = Pick<Db, 'query'>;

export type BookingFilters = Omit<QueryOf<'listBookings'>, 'page' | 'size'>;

function bookingWhere(me: number, f: BookingFilters): Where {
  const w = new Where().equals('b.magnet_id', me).ids('b.project_id', f.projectId);
  w.containsExact('c.number', f.clientNumber).ids('b.sales_rm_id', f.salesRm);
  w.contains(['b.parent_rm_name', 'b.tl_name'], f.parentRm);
  w.flag('b.is_presale', f.is_presale).ids('r.parent_id', f.regionId).flag('b.passback', f.passback);
  w.dateRange('b.booking_date', { from: f.fromDate, to: f.toDate, fromKey: 'fromDate', toKey: 'toDate' });
  const docStatus = f.document_status?.trim();
  if (docStatus) w.add(`lower(b.document_status) = lower(${w.bind(docStatus)})`);
  return w.flag('b.is_lead_cancelled', f.is_lead_cancelled);
}

const bookingTables = `
    bookings b
    JOIN clients c ON c.id = b.client_id
    JOIN projects p ON p.id = b.project_id
    JOIN regions r ON r.id = p.region_id`;

const bookingColumns = `
  b.id, json_build_object('id', b.lead_id) AS "Lead",
  json_build_object('id', p.id, 'name', p.name) AS "Project",
  CASE WHEN b.sales_rm_name IS NULL THEN NULL ELSE json_build_object('name', b.sales_rm_name) END AS "SalesRMBooking",
  b.sales_rm_id AS sales_rm,
  json_build_object('name', c.name, 'number', c.number, 'country_code', c.country_code) AS "Client",
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
  b.payable_amount AS "PAYABLE_AMOUNT", b.released_amount AS "RELEASED_AMOUNT",
  to_char(b.released_date, 'YYYY-MM-DD') AS released_date`;

/** A page of the partner's bookings, newest booking date first, and the number matching. */
export async function listBookings(db: Query, me: number, f: BookingFilters, page: Page) {
  const { rows, count } = await pagedQuery<Schema<'Booking'>>(db, {
    select: bookingColumns,
    from: bookingTables,
    where: bookingWhere(me, f),
    orderBy: 'b.booking_date DESC, b.id DESC',
    page,
  });
  return { results: rows, meta: { totalElements: count, page: page.pageId, size: page.size } };
}

/** Sums over the partner's non-cancelled bookings. */
export async function passback(db: Query, me: number): Promise<Schema<'Passback'>> {
  const rows = await db.query<Schema<'Passback'>>(
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
