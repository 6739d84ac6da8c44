// Extension (issue 35): a partner's brokerage tax invoices and annual statement.
import {
  BROKERAGE_SAC,
  BROKERAGE_SAC_TEXT,
  expectedTds,
  financialYearDates,
  financialYearLabel,
  financialYearOf,
  gstSplit,
  invoiceNumber,
  istDate,
  NO_GSTIN_REASON,
  partnerPan,
  rupeesInWords,
  stateText,
  yearBrokerageUpTo,
} from '../../src/domain/brokerageTax.ts';
import { gstStateCode, panOfGstin } from '../../src/domain/taxIds.ts';
import type { Db } from '../db/db.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import type { Schema } from '../lib/operations.ts';
import type { Platform } from '../lib/platform.ts';

type Query = Pick<Db, 'query'>;
type Party = Schema<'InvoiceParty'>;

type PartnerRow = { name: string; phone: string; meta: Record<string, unknown> };

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

function partnerParty(p: PartnerRow): Party {
  const gstin = text(p.meta.gst_no)?.toUpperCase() ?? null;
  const code = gstStateCode(gstin);
  const address = [text(p.meta.office_location), text(p.meta.pincode)].filter(Boolean).join(' - ');
  return {
    name: p.name,
    address,
    gstin: code ? gstin : null,
    pan: partnerPan(text(p.meta.pan_no), gstin),
    state_code: code,
    state: code ? stateText(code) : null,
    phone: p.phone,
    rera_no: text(p.meta.rera_no),
  };
}

export function platformParty(platform: Platform): Party {
  const code = gstStateCode(platform.gstin);
  return {
    name: platform.legalName,
    address: platform.address,
    gstin: platform.gstin,
    pan: panOfGstin(platform.gstin),
    state_code: code,
    state: stateText(code),
  };
}

const PARTNER = `SELECT trim(first_name || ' ' || last_name) AS name, phone, meta FROM users WHERE id = $1`;

async function partnerOf(db: Query, me: number): Promise<Party> {
  const row = (await db.query<PartnerRow>(PARTNER, [me]))[0];
  if (!row) throw new Error(`user ${me} not found`);
  return partnerParty(row);
}

type BookingRow = {
  id: number;
  lead_id: number;
  project: string;
  client: string;
  unit: string;
  booking_date: string;
  agreement_value: string | number | null;
  total_brokerage: string | number;
  is_lead_cancelled: number;
};

/**
 * The invoice of one of the partner's bookings: the one issued before, or a new one with the
 * partner's next serial of the financial year. The booking's row lock makes a second request for
 * the same booking wait and find the first one's invoice; the counter row's update makes requests
 * for different bookings take consecutive serials.
 */
export async function issueInvoice(
  db: Pick<Db, 'transaction'>,
  me: number,
  bookingId: number,
  now: Date,
  platform: Platform,
): Promise<Schema<'BrokerageInvoice'>> {
  return db.transaction(async (tx) => {
    const booking = (
      await tx.query<BookingRow>(
        `SELECT b.id, b.lead_id, p.name AS project, c.name AS client,
                concat_ws(', ', NULLIF(b.flat_type, ''), NULLIF('Flat ' || b.flat_no, 'Flat '), NULLIF(b.building_number, '')) AS unit,
                to_char(b.booking_date, 'YYYY-MM-DD') AS booking_date, b.agreement_value,
                b.total_brokerage, b.is_lead_cancelled
           FROM bookings b JOIN projects p ON p.id = b.project_id JOIN clients c ON c.id = b.client_id
          WHERE b.id = $1 AND b.magnet_id = $2
            FOR UPDATE OF b`,
        [bookingId, me],
      )
    )[0];
    if (!booking) throw notFound('Booking');
    const issued = await tx.query<{ data: Schema<'BrokerageInvoice'> }>(
      'SELECT data FROM invoices WHERE booking_id = $1',
      [bookingId],
    );
    if (issued[0]) return issued[0].data;
    const taxable = Number(booking.total_brokerage);
    if (booking.is_lead_cancelled === 1) throw new HttpError(409, 'A cancelled booking is not invoiced');
    if (taxable <= 0) throw new HttpError(409, 'This booking has no brokerage to invoice');

    const fy = financialYearOf(now);
    const counter = await tx.query<{ last_serial: number }>(
      `INSERT INTO invoice_counters (magnet_id, fy_start, last_serial) VALUES ($1, $2, 1)
       ON CONFLICT (magnet_id, fy_start) DO UPDATE SET last_serial = invoice_counters.last_serial + 1
       RETURNING last_serial`,
      [me, fy],
    );
    const serial = counter[0]?.last_serial ?? 0;
    const supplier = await partnerOf(tx, me);
    const recipient = platformParty(platform);
    const gst = gstSplit(taxable, supplier.gstin, platform.gstin);
    const total = taxable + gst.total;
    const invoice: Schema<'BrokerageInvoice'> = {
      invoice_no: invoiceNumber(fy, serial),
      invoice_date: istDate(now),
      financial_year: financialYearLabel(fy),
      kind: gst.kind === 'none' ? 'commission_bill' : 'tax_invoice',
      no_gst_reason: gst.kind === 'none' ? NO_GSTIN_REASON : null,
      supplier,
      recipient,
      // Brokerage to a registered recipient is supplied where the recipient is (IGST Act 2017, s. 12(2)(a)).
      place_of_supply: recipient.state ?? '',
      booking: {
        id: booking.id,
        lead_id: booking.lead_id,
        project: booking.project,
        client: booking.client,
        unit: booking.unit,
        booking_date: booking.booking_date,
        agreement_value: booking.agreement_value === null ? null : Number(booking.agreement_value),
      },
      sac: BROKERAGE_SAC,
      description: `Brokerage on the sale of a residential unit: ${BROKERAGE_SAC_TEXT}`,
      taxable_value: taxable,
      cgst: gst.cgst,
      sgst: gst.sgst,
      igst: gst.igst,
      total,
      amount_in_words: rupeesInWords(total),
    };
    await tx.query(
      `INSERT INTO invoices (magnet_id, booking_id, fy_start, serial, invoice_no, invoice_date, data)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [me, bookingId, fy, serial, invoice.invoice_no, invoice.invoice_date, JSON.stringify(invoice)],
    );
    return invoice;
  });
}

type StatementRow = Omit<
  Schema<'BrokerageStatementRow'>,
  'gross_brokerage' | 'gst' | 'tds' | 'net_received'
> & {
  gross_brokerage: string | number;
  gst: string | number;
  tds: string | number;
  net_received: string | number;
};

/** The partner's brokerage payments of a financial year (by payment date), with totals. */
export async function brokerageStatement(
  db: Query,
  me: number,
  fy: number,
  platform: Platform,
): Promise<Schema<'BrokerageStatement'>> {
  const [from, to] = financialYearDates(fy);
  const rows = (
    await db.query<StatementRow>(
      `SELECT b.id AS booking_id, p.name AS project, c.name AS client,
              to_char(b.booking_date, 'YYYY-MM-DD') AS booking_date, i.invoice_no,
              to_char(b.released_date, 'YYYY-MM-DD') AS payment_date,
              b.total_brokerage AS gross_brokerage, b.total_gst AS gst, b.total_tds AS tds,
              b.released_amount AS net_received
         FROM bookings b JOIN projects p ON p.id = b.project_id JOIN clients c ON c.id = b.client_id
         LEFT JOIN invoices i ON i.booking_id = b.id
        WHERE b.magnet_id = $1 AND b.released_amount > 0 AND b.released_date BETWEEN $2 AND $3
        ORDER BY b.released_date, b.id`,
      [me, from, to],
    )
  ).map((r) => ({
    ...r,
    gross_brokerage: Number(r.gross_brokerage),
    gst: Number(r.gst),
    tds: Number(r.tds),
    net_received: Number(r.net_received),
  }));
  const sum = (key: 'gross_brokerage' | 'gst' | 'tds' | 'net_received') =>
    rows.reduce((total, r) => total + r[key], 0);
  const partner = await partnerOf(db, me);
  // The booking panel's TDS check for each payment: the rate on its date, the year's brokerage up to it.
  const checked = rows.map((r) => ({
    ...r,
    tds_expected: expectedTds(
      r.gross_brokerage,
      r.payment_date,
      partner.pan !== null,
      yearBrokerageUpTo(rows, r.booking_id, r.payment_date, r.gross_brokerage),
    ).amount,
  }));
  return {
    financial_year: financialYearLabel(fy),
    from,
    to,
    partner,
    payer: platformParty(platform),
    rows: checked,
    totals: {
      gross_brokerage: sum('gross_brokerage'),
      gst: sum('gst'),
      tds: sum('tds'),
      net_received: sum('net_received'),
    },
  };
}
