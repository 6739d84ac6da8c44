import ExcelJS from 'exceljs';
import { displayNumber } from '../../src/domain/phoneNumber.ts';
import type { Lead } from '../repos/leadRows.ts';
import { businessWallTime } from './businessDay.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Column = {
  header: string;
  width: number;
  value: (l: Lead) => string | number | Date | null;
  date?: true;
};

// exceljs writes a Date's UTC fields as the cell's date and time: give it the time in India (IST),
// whatever the server's own time zone.
const localCell = (text: string | null): Date | null => (text ? businessWallTime(new Date(text)) : null);

/** The spec's date format (YYYY/MM/DD hh:mm a), in Excel's words. */
const DATE_FORMAT = 'yyyy/mm/dd hh:mm AM/PM';

const columns: Column[] = [
  { header: 'ID', width: 10, value: (l) => l.id },
  { header: 'Client Name', width: 24, value: (l) => l.Client.name },
  {
    header: 'Client Contact',
    width: 16,
    value: (l) => displayNumber(l.Client.number, l.Client.country_code),
  },
  { header: 'Project', width: 28, value: (l) => l.Project.name },
  { header: 'Stage', width: 14, value: (l) => l.ObjectStage.Stage.name },
  { header: 'Closing Reason', width: 28, value: (l) => l.closing_reason },
  { header: 'Closed Date', width: 18, value: (l) => localCell(l.closed_at), date: true },
  { header: 'Region', width: 18, value: (l) => l.Project.Region.Parentregion.name },
  { header: 'Source', width: 18, value: (l) => l.LeadSource.name },
  {
    header: 'Activity Status',
    width: 18,
    value: (l) => l.InternalStatusHistory?.LeadInternalStatus?.name ?? null,
  },
  { header: 'Location', width: 20, value: (l) => l.Client.current_location },
  {
    header: 'Assigned Date',
    width: 18,
    value: (l) => localCell(l.AssignLead?.created_at ?? null),
    date: true,
  },
  { header: 'Created Date', width: 18, value: (l) => localCell(l.created_at), date: true },
  { header: 'Last Update Date', width: 18, value: (l) => localCell(l.updated_at), date: true },
];

/** The closed-leads workbook: one sheet, a bold header row, then one row per lead. */
export async function closedLeadsWorkbook(leads: Lead[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Partner Portal';
  const sheet = workbook.addWorksheet('Closed Leads', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width,
    ...(c.date ? { style: { numFmt: DATE_FORMAT } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const lead of leads) sheet.addRow(columns.map((c) => c.value(lead)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
