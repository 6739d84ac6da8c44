// The tax rules of a partner's brokerage (issue 35, an extension beyond the spec): the financial
// year, the GST on a tax invoice, amounts in words, and TDS under section 194H of the Income-tax Act.
import { formatRupees } from './number';
import { GST_STATES, gstStateCode, PAN_PATTERN, panOfGstin } from './taxIds';

/**
 * The SAC of brokerage on the sale of buildings: heading 9972 "Real estate services", group 99722
 * "Real estate services on a fee/commission basis or contract basis", 997222 "Building sales on a
 * fee/commission basis or contract basis" (Scheme of Classification of Services, Annexure to CBIC
 * Notification No. 11/2017-Central Tax (Rate), 28 June 2017; taxed at 9% CGST + 9% SGST, S. No. 16).
 */
export const BROKERAGE_SAC = '997222';
export const BROKERAGE_SAC_TEXT = 'Building sales on a fee/commission basis or contract basis';

/** GST on brokerage: 18% (9% + 9% within a state, 18% IGST between states). */
export const GST_RATE = 18;

const IST_OFFSET_MS = 330 * 60_000;

/** The calendar date in India (YYYY-MM-DD) of an instant, or a plain date as it is. */
export function istDate(at: string | Date): string {
  if (typeof at === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(at)) return at;
  const ms = (typeof at === 'string' ? new Date(at) : at).getTime();
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The year the financial year (April to March) of a date in India starts in: 2026-03-31 -> 2025. */
export function financialYearOf(at: string | Date): number {
  const [year = 0, month = 0] = istDate(at).split('-').map(Number);
  return month >= 4 ? year : year - 1;
}

/** 2025 -> '2025-26'. */
export function financialYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The first and last day of a financial year: 2025 -> ['2025-04-01', '2026-03-31']. */
export function financialYearDates(startYear: number): [string, string] {
  return [`${startYear}-04-01`, `${startYear + 1}-03-31`];
}

/**
 * The invoice number of the n-th invoice of a financial year: 'INV/2025-26/0007'. At most 16
 * characters, unique within the financial year and consecutive (CGST Rules 2017, rule 46(b)).
 */
export function invoiceNumber(startYear: number, serial: number): string {
  return `INV/${financialYearLabel(startYear)}/${String(serial).padStart(4, '0')}`;
}

/** The partner's PAN: the one on the profile, else the one inside the GSTIN, else null. */
export function partnerPan(pan: string | null | undefined, gstin: string | null | undefined): string | null {
  const given = pan?.trim().toUpperCase() ?? '';
  return PAN_PATTERN.test(given) ? given : panOfGstin(gstin);
}

export type GstSplit =
  | { kind: 'intra'; cgst: number; sgst: number; igst: 0; total: number }
  | { kind: 'inter'; cgst: 0; sgst: 0; igst: number; total: number }
  | { kind: 'none'; cgst: 0; sgst: 0; igst: 0; total: 0 };

/**
 * The GST on a taxable value in whole rupees: CGST 9% + SGST 9% when the supplier's state (the first
 * two digits of its GSTIN) is the recipient's, else IGST 18%; none when the supplier has no GSTIN.
 * Each tax is rounded to the nearest rupee (CGST Act 2017, section 170).
 */
export function gstSplit(
  taxable: number,
  supplierGstin: string | null | undefined,
  recipientGstin: string,
): GstSplit {
  const from = gstStateCode(supplierGstin);
  if (!from) return { kind: 'none', cgst: 0, sgst: 0, igst: 0, total: 0 };
  if (from === gstStateCode(recipientGstin)) {
    const half = Math.round((taxable * GST_RATE) / 2 / 100);
    return { kind: 'intra', cgst: half, sgst: half, igst: 0, total: half * 2 };
  }
  const igst = Math.round((taxable * GST_RATE) / 100);
  return { kind: 'inter', cgst: 0, sgst: 0, igst, total: igst };
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const unit = n % 10;
  return `${TENS[Math.floor(n / 10)]}${unit ? `-${ONES[unit]}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in Indian words: 12345678 -> 'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight'. */
export function numberInWords(value: number): string {
  const n = Math.floor(Math.abs(value));
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** 118000 -> 'Rupees One Lakh Eighteen Thousand Only'. */
export function rupeesInWords(value: number): string {
  return `Rupees ${numberInWords(Math.round(value))} Only`;
}

// ------------------------------------------------------------------ TDS under section 194H

/**
 * The rate of TDS on commission or brokerage (Income-tax Act 1961, section 194H), by the date it
 * takes effect: 5% until 30 September 2024, 2% from 1 October 2024 (Finance (No. 2) Act 2024).
 */
export const TDS_194H_RATES = [
  { from: '2016-06-01', rate: 5 },
  { from: '2024-10-01', rate: 2 },
] as const;

/** Without a PAN the deductee suffers TDS at 20% (section 206AA(1)(iii): the higher of the rate or 20%). */
export const TDS_RATE_WITHOUT_PAN = 20;

/**
 * No TDS under 194H while the commission paid or credited to a payee in the financial year stays
 * within the threshold: ₹15,000 until FY 2024-25, ₹20,000 from 1 April 2025 (Finance Act 2025).
 */
export const TDS_194H_THRESHOLDS = [
  { from: '2016-06-01', amount: 15_000 },
  { from: '2025-04-01', amount: 20_000 },
] as const;

function inForce<T extends { from: string }>(table: readonly T[], date: string): T {
  const found = [...table].reverse().find((entry) => entry.from <= date);
  if (!found) throw new Error(`No rate in force on ${date}`);
  return found;
}

/** The TDS rate (percent) on brokerage paid on a date (in India), with or without the payee's PAN. */
export function tdsRate(paymentDate: string | Date, hasPan: boolean): number {
  const rate = inForce(TDS_194H_RATES, istDate(paymentDate)).rate;
  return hasPan ? rate : Math.max(rate, TDS_RATE_WITHOUT_PAN);
}

/** The 194H threshold of the financial year a payment falls in. */
export function tdsThreshold(paymentDate: string | Date): number {
  const fyStart = financialYearDates(financialYearOf(paymentDate))[0];
  return inForce(TDS_194H_THRESHOLDS, fyStart).amount;
}

export type ExpectedTds = { rate: number; threshold: number; amount: number; belowThreshold: boolean };

/**
 * The TDS expected on a brokerage payment: the rate in force on the payment date on the brokerage
 * (GST excluded, as CBDT Circular 23/2017 allows when GST is shown apart), rounded to the rupee;
 * nothing while the year's brokerage (this payment included) stays within the threshold.
 */
export function expectedTds(
  brokerage: number,
  paymentDate: string | Date,
  hasPan: boolean,
  yearBrokerage = brokerage,
): ExpectedTds {
  const rate = tdsRate(paymentDate, hasPan);
  const threshold = tdsThreshold(paymentDate);
  const belowThreshold = yearBrokerage <= threshold;
  return {
    rate,
    threshold,
    belowThreshold,
    amount: belowThreshold ? 0 : Math.round((brokerage * rate) / 100),
  };
}

/** The columns of the annual brokerage statement, in the workbook and in the PDF alike. */
export const STATEMENT_COLUMNS = [
  { key: 'payment_date', header: 'Payment Date', kind: 'date', width: 14 },
  { key: 'booking_id', header: 'Booking ID', kind: 'id', width: 11 },
  { key: 'invoice_no', header: 'Invoice No.', kind: 'text', width: 18 },
  { key: 'project', header: 'Project', kind: 'text', width: 26 },
  { key: 'client', header: 'Client', kind: 'text', width: 22 },
  { key: 'booking_date', header: 'Booking Date', kind: 'date', width: 14 },
  { key: 'gross_brokerage', header: 'Gross Brokerage (₹)', kind: 'amount', width: 18 },
  { key: 'gst', header: 'GST (₹)', kind: 'amount', width: 14 },
  { key: 'tds', header: 'TDS Deducted u/s 194H (₹)', kind: 'amount', width: 22 },
  { key: 'tds_expected', header: 'TDS Check', kind: 'tdsCheck', width: 26 },
  { key: 'net_received', header: 'Net Received (₹)', kind: 'amount', width: 18 },
] as const;

export type StatementColumn = (typeof STATEMENT_COLUMNS)[number];

/** A statement row's TDS check, as the booking panel says it: 'OK', or the mismatch with the TDS expected. */
export function tdsCheckText(deducted: number, expected: number): string {
  return deducted === expected ? 'OK' : `TDS mismatch: expected ${formatRupees(expected)}`;
}

export type YearPayment = { booking_id: number; payment_date: string; gross_brokerage: number };

/**
 * The brokerage paid to the partner in a payment's financial year up to and including it (the 194H
 * threshold is on the year's total): the year's payments before it (by date, then booking) plus its
 * own brokerage. `paymentDate` null (not paid yet) counts every payment of the year.
 */
export function yearBrokerageUpTo(
  payments: readonly YearPayment[],
  bookingId: number,
  paymentDate: string | null,
  brokerage: number,
): number {
  const before = payments.filter(
    (p) =>
      p.booking_id !== bookingId &&
      (paymentDate === null ||
        p.payment_date < paymentDate ||
        (p.payment_date === paymentDate && p.booking_id < bookingId)),
  );
  return before.reduce((total, p) => total + p.gross_brokerage, brokerage);
}

/** '27' -> '27 - Maharashtra'. */
export function stateText(code: string | null): string {
  return code ? `${code} - ${GST_STATES[code] ?? 'Unknown state'}` : '';
}

/** Why a partner's bill carries no GST. */
export const NO_GSTIN_REASON =
  'No GSTIN is on your profile, so this is a commission bill without GST. Add your GSTIN to your profile to raise a tax invoice with GST.';
