// Extension (issue 35): the annual brokerage statement as a workbook, to match against Form 26AS / AIS.
import ExcelJS from 'exceljs';
import type { Schema } from './operations.ts';

type Statement = Schema<'BrokerageStatement'>;
type Row = Schema<'BrokerageStatementRow'>;

/** A plain date as Excel's date of that day. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);
/** Indian grouping (12,34,567) in Excel's number format. */
const RUPEES = '[>=10000000]##\\,##\\,##\\,##0;[>=100000]##\\,##\\,##0;##,##0';

const COLUMNS: {
  header: string;
  width: number;
  value: (r: Row) => string | number | Date | null;
  fmt?: string;
}[] = [
  { header: 'Payment Date', width: 14, value: (r) => day(r.payment_date), fmt: 'dd-mmm-yyyy' },
  { header: 'Booking ID', width: 11, value: (r) => r.booking_id },
  { header: 'Invoice No.', width: 18, value: (r) => r.invoice_no },
  { header: 'Project', width: 26, value: (r) => r.project },
  { header: 'Client', width: 22, value: (r) => r.client },
  { header: 'Booking Date', width: 14, value: (r) => day(r.booking_date), fmt: 'dd-mmm-yyyy' },
  { header: 'Gross Brokerage (₹)', width: 18, value: (r) => r.gross_brokerage, fmt: RUPEES },
  { header: 'GST (₹)', width: 14, value: (r) => r.gst, fmt: RUPEES },
  { header: 'TDS Deducted u/s 194H (₹)', width: 22, value: (r) => r.tds, fmt: RUPEES },
  { header: 'Net Received (₹)', width: 18, value: (r) => r.net_received, fmt: RUPEES },
];

/** One sheet: who and which year, then a header row, one row per payment and a totals row. */
export async function statementWorkbook(s: Statement): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Partner Portal';
  const sheet = workbook.addWorksheet(`Brokerage ${s.financial_year}`);
  sheet.columns = COLUMNS.map((c) => ({ width: c.width }));
  const head: [string, string][] = [
    ['Annual Brokerage Statement', `Financial year ${s.financial_year} (${s.from} to ${s.to})`],
    ['Partner', s.partner.name],
    ['PAN', s.partner.pan ?? 'Not on profile'],
    ['GSTIN', s.partner.gstin ?? 'Not registered'],
    ['Payer (deductor)', s.payer.name],
    ['Payer GSTIN', s.payer.gstin ?? ''],
  ];
  for (const [label, value] of head) sheet.addRow([label, value]).getCell(1).font = { bold: true };
  sheet.getRow(1).font = { bold: true, size: 13 };
  sheet.addRow([]);
  const header = sheet.addRow(COLUMNS.map((c) => c.header));
  header.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  for (const r of s.rows) {
    const row = sheet.addRow(COLUMNS.map((c) => c.value(r)));
    COLUMNS.forEach((c, i) => {
      if (c.fmt) row.getCell(i + 1).numFmt = c.fmt;
    });
  }
  const totals = sheet.addRow([
    'Total',
    null,
    null,
    null,
    null,
    null,
    s.totals.gross_brokerage,
    s.totals.gst,
    s.totals.tds,
    s.totals.net_received,
  ]);
  totals.font = { bold: true };
  for (let i = 7; i <= 10; i += 1) totals.getCell(i).numFmt = RUPEES;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
