// Extension (issue 35): the annual brokerage statement as a workbook, to match against Form 26AS / AIS.
import ExcelJS from 'exceljs';
import { STATEMENT_COLUMNS, type StatementColumn, tdsCheckText } from '../../src/domain/brokerageTax.ts';
import type { Schema } from './operations.ts';

type Statement = Schema<'BrokerageStatement'>;
type Row = Schema<'BrokerageStatementRow'>;

/** A plain date as Excel's date of that day. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);
/** Indian grouping (12,34,567) in Excel's number format. */
const RUPEES = '[>=10000000]##\\,##\\,##\\,##0;[>=100000]##\\,##\\,##0;##,##0';

const excelValue = (c: StatementColumn, r: Row) => {
  if (c.kind === 'tdsCheck') return tdsCheckText(r.tds, r.tds_expected);
  const value = r[c.key];
  return c.kind === 'date' && typeof value === 'string' ? day(value) : value;
};
const excelFormat = (c: StatementColumn) =>
  c.kind === 'date' ? 'dd mmm yyyy' : c.kind === 'amount' ? RUPEES : undefined;

/** One sheet: who and which year, then a header row, one row per payment and a totals row. */
export async function statementWorkbook(s: Statement): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Partner Portal';
  const sheet = workbook.addWorksheet(`Brokerage ${s.financial_year}`);
  sheet.columns = STATEMENT_COLUMNS.map((c) => ({ width: c.width }));
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
  const header = sheet.addRow(STATEMENT_COLUMNS.map((c) => c.header));
  header.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  for (const r of s.rows) {
    const row = sheet.addRow(STATEMENT_COLUMNS.map((c) => excelValue(c, r)));
    STATEMENT_COLUMNS.forEach((c, i) => {
      const fmt = excelFormat(c);
      if (fmt) row.getCell(i + 1).numFmt = fmt;
      // A mismatch stands out, as the booking panel's warning does.
      if (c.kind === 'tdsCheck' && r.tds !== r.tds_expected) {
        row.getCell(i + 1).font = { bold: true, color: { argb: 'FFB83211' } };
      }
    });
  }
  const totals = sheet.addRow(
    STATEMENT_COLUMNS.map((c, i) => (i === 0 ? 'Total' : c.kind === 'amount' ? s.totals[c.key] : null)),
  );
  totals.font = { bold: true };
  STATEMENT_COLUMNS.forEach((c, i) => {
    if (c.kind === 'amount') totals.getCell(i + 1).numFmt = RUPEES;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
