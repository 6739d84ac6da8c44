// Extension (issue 35): a booking's tax invoice and the annual brokerage statement as documents
// (PaperDoc), from what the server issued; the PDF is drawn in the browser.
import type { components } from '../../api/schema';
import {
  BROKERAGE_SAC,
  GST_RATE,
  STATEMENT_COLUMNS,
  type StatementColumn,
  tdsCheckText,
} from '../../domain/brokerageTax';
import { formatDay } from '../../domain/dates';
import { formatNumber, formatRupees } from '../../domain/number';
import type { PaperDoc } from '../../shared/pdf/paperDoc';

export type BrokerageInvoice = components['schemas']['BrokerageInvoice'];
export type BrokerageStatement = components['schemas']['BrokerageStatement'];
type Party = components['schemas']['InvoiceParty'];

const amount = (n: number) => formatNumber(n) || '0';

function partyLines(p: Party, extra: string[] = []): string[] {
  return [
    p.name,
    p.address,
    p.gstin ? `GSTIN: ${p.gstin}` : 'GSTIN: not registered',
    ...(p.pan ? [`PAN: ${p.pan}`] : []),
    ...(p.state ? [`State: ${p.state}`] : []),
    ...extra,
  ].filter(Boolean);
}

/** A statement row's cell as the PDF prints it. */
function statementCell(c: StatementColumn, r: BrokerageStatement['rows'][number]): string {
  if (c.kind === 'tdsCheck') return tdsCheckText(r.tds, r.tds_expected);
  const value = r[c.key];
  if (value === null) return '—';
  if (c.kind === 'date') return formatDay(String(value));
  if (c.kind === 'id') return `#${value}`;
  return c.kind === 'amount' ? amount(Number(value)) : String(value);
}

/** The tax invoice (or the commission bill of a partner without a GSTIN). */
export function invoiceDoc(inv: BrokerageInvoice): PaperDoc {
  const taxed = inv.kind === 'tax_invoice';
  const half = GST_RATE / 2;
  const taxes: string[][] = !taxed
    ? []
    : inv.igst > 0
      ? [['', `IGST @ ${GST_RATE}%`, '', amount(inv.igst)]]
      : [
          ['', `CGST @ ${half}%`, '', amount(inv.cgst)],
          ['', `SGST @ ${half}%`, '', amount(inv.sgst)],
        ];
  const b = inv.booking;
  const bookingLines = [
    `Booking #${b.id} (lead ${b.lead_id}) of ${b.client}, booked on ${formatDay(b.booking_date)}`,
    `${b.project}${b.unit ? `: ${b.unit}` : ''}`,
    ...(b.agreement_value ? [`Agreement value ${formatRupees(b.agreement_value)}`] : []),
  ];
  return {
    title: taxed ? 'TAX INVOICE' : 'COMMISSION BILL',
    issuer: inv.supplier.name,
    fields: [
      ['Invoice No.', inv.invoice_no],
      ['Invoice Date', formatDay(inv.invoice_date)],
      ['Financial Year', inv.financial_year],
      ['Place of Supply', inv.place_of_supply],
      ['Reverse Charge', 'No'],
    ],
    parties: [
      {
        heading: 'Supplier (channel partner)',
        lines: partyLines(inv.supplier, [
          ...(inv.supplier.phone ? [`Phone: +91-${inv.supplier.phone}`] : []),
          ...(inv.supplier.rera_no ? [`RERA Reg. No.: ${inv.supplier.rera_no}`] : []),
        ]),
      },
      { heading: 'Recipient (bill to)', lines: partyLines(inv.recipient) },
    ],
    table: {
      head: ['#', 'Description of service', 'SAC', 'Amount (₹)'],
      body: [['1', [inv.description, ...bookingLines].join('\n'), inv.sac, amount(inv.taxable_value)]],
      foot: [
        ['', taxed ? 'Taxable value' : 'Brokerage', '', amount(inv.taxable_value)],
        ...taxes,
        ['', taxed ? 'Total invoice value' : 'Total amount', '', amount(inv.total)],
      ],
      amounts: [3],
    },
    notes: [
      `Amount in words: ${inv.amount_in_words}`,
      ...(taxed
        ? [
            inv.igst > 0
              ? `IGST at ${GST_RATE}% applies: the supplier's state (${inv.supplier.state}) differs from the place of supply.`
              : `CGST and SGST at ${half}% each apply: the supplier and the place of supply are both in ${inv.recipient.state}.`,
          ]
        : [inv.no_gst_reason ?? '']),
      `SAC ${BROKERAGE_SAC}: real estate services on a fee/commission basis, building sales.`,
      'Certified that the particulars given above are true and correct.',
    ].filter(Boolean),
    signFor: inv.supplier.name,
    landscape: false,
  };
}

export const invoiceFileName = (inv: BrokerageInvoice) => `${inv.invoice_no.replaceAll('/', '-')}.pdf`;

/** The annual statement: one row per payment, totals, in the shape Form 26AS / AIS is matched in. */
export function statementDoc(s: BrokerageStatement): PaperDoc {
  const t = s.totals;
  return {
    title: 'ANNUAL BROKERAGE STATEMENT',
    issuer: s.partner.name,
    fields: [
      ['Financial Year', s.financial_year],
      ['Period', `${formatDay(s.from)} to ${formatDay(s.to)}`],
      ['Payments', String(s.rows.length)],
    ],
    parties: [
      { heading: 'Partner (deductee)', lines: partyLines(s.partner) },
      { heading: 'Payer (deductor)', lines: partyLines(s.payer) },
    ],
    table: {
      head: STATEMENT_COLUMNS.map((c) => c.header),
      body: s.rows.map((r) => STATEMENT_COLUMNS.map((c) => statementCell(c, r))),
      foot: [
        STATEMENT_COLUMNS.map((c, i) => (i === 0 ? 'Total' : c.kind === 'amount' ? amount(t[c.key]) : '')),
      ],
      amounts: STATEMENT_COLUMNS.flatMap((c, i) => (c.kind === 'amount' ? [i] : [])),
    },
    notes: [
      s.rows.length === 0 ? `No brokerage was paid in financial year ${s.financial_year}.` : '',
      `Match the TDS column against Form 26AS / AIS, section 194H, deductor ${s.payer.name}. Net received is gross brokerage plus GST less TDS.`,
    ].filter(Boolean),
    signFor: null,
    landscape: true,
  };
}

export const statementFileName = (s: BrokerageStatement, ext: 'pdf' | 'xlsx') =>
  `brokerage-statement-${s.financial_year}.${ext}`;
