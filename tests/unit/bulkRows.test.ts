import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  BULK_COLUMNS,
  type BulkRow,
  bulkTemplateCsv,
  checkBulkRows,
  countVerdicts,
  numbersToLookUp,
  UNKNOWN_COUNTRY_CODE,
  validRowsCsv,
  verdictText,
  withKnownClients,
} from '../../src/domain/bulkRows';
import { INVALID_EMAIL, INVALID_PHONE, ONLY_ALPHABETS, REQUIRED } from '../../src/domain/validators';
import { cellText, csvRows, readSheetRows, sheetKindOf } from '../../src/features/bulkLeads/bulkSheet';

const HEADER = ['Name', 'Number', 'Email'];

/** The verdict of each row of a sheet with the usual header. */
const verdicts = (...rows: string[][]) =>
  checkBulkRows([HEADER, ...rows]).rows.map((r) => verdictText(r.verdict));
const textsOf = (rows: readonly BulkRow[]) => rows.map((r) => verdictText(r.verdict));

describe('bulk-row verdicts', () => {
  it('a row with a name, a +91 number and an optional email is valid', () => {
    expect(
      verdicts(['Ravi Kumar', '9876543210', 'ravi@example.in'], ['Meena Shah', '98765-43211', '']),
    ).toEqual(['Valid', 'Valid']);
  });

  it('a name is required and takes letters and spaces only (the Add Lead form messages)', () => {
    expect(verdicts(['', '9876543210', ''])).toEqual([`Name: ${REQUIRED}`]);
    expect(verdicts(['Ravi 2', '9876543210', ''])).toEqual([`Name: ${ONLY_ALPHABETS}`]);
  });

  it('a number is required and, with +91, is 10 digits starting 6-9', () => {
    expect(verdicts(['Ravi Kumar', '', ''])).toEqual([`Number: ${REQUIRED}`]);
    expect(verdicts(['Ravi Kumar', '5876543210', ''])).toEqual([`Number: ${INVALID_PHONE}`]);
    expect(verdicts(['Ravi Kumar', '98765432', ''])).toEqual([`Number: ${INVALID_PHONE}`]);
  });

  it('another country code takes 4 to 15 digits; an unknown code is refused', () => {
    const sheet = [
      ['Name', 'Number', 'Country Code'],
      ['Omar Ali', '501234567', '+971'],
      ['Omar Ali', '12', '971'],
      ['Omar Ali', '501234567', '+999'],
    ];
    expect(checkBulkRows(sheet).rows.map((r) => verdictText(r.verdict))).toEqual([
      'Valid',
      `Number: ${INVALID_PHONE}`,
      `Country Code: ${UNKNOWN_COUNTRY_CODE}`,
    ]);
  });

  it('a given email must be an address', () => {
    expect(verdicts(['Ravi Kumar', '9876543210', 'ravi@'])).toEqual([`Email: ${INVALID_EMAIL}`]);
  });

  it('names every problem of a row', () => {
    expect(verdicts(['R2', '123', 'x'])).toEqual([
      `Name: ${ONLY_ALPHABETS}; Number: ${INVALID_PHONE}; Email: ${INVALID_EMAIL}`,
    ]);
  });

  it('a number already on an earlier row is a duplicate within the file (spaces and dashes aside)', () => {
    const check = checkBulkRows([HEADER, ['Ravi Kumar', '9876543210', ''], ['Ravi K', '98765 43210', '']]);
    expect(check.rows.map((r) => verdictText(r.verdict))).toEqual(['Valid', 'Same number as line 2']);
  });

  describe("already the partner's lead: an open lead with the row's number and project", () => {
    // 9876543210: client of open leads #42 (Sky Towers, id 7) and #57 (Sea Breeze, id 8), typed as two names.
    // 9876543211: its only lead (#60, Sky Towers) is Closed or Cancel: no open lead.
    const KNOWN = [
      {
        number: '9876543210',
        name: 'Ravi K',
        lead_id: 57,
        open_leads: [
          { id: 42, client_name: 'Ravi Kumar', Project: { id: 7, name: 'Sky Towers' } },
          { id: 57, client_name: 'Ravi K', Project: { id: 8, name: 'Sea Breeze' } },
        ],
      },
      { number: '9876543211', name: 'Meena Shah', lead_id: 60, open_leads: [] },
    ];
    const WITH_PROJECT = ['Name', 'Number', 'Project'];

    it('with a project chosen for the upload: only an open lead in that project marks the row', () => {
      const check = checkBulkRows([
        HEADER,
        ['Ravi Kumar', '9876543210', ''],
        ['Meena Shah', '9876543211', ''],
        ['Bad 1', '9876543210', ''],
      ]);
      expect(numbersToLookUp(check.rows)).toEqual(['9876543210', '9876543211']);
      const inSky = withKnownClients(check.rows, KNOWN, 7);
      expect(textsOf(inSky)).toEqual([
        'Already your lead #42 for Sky Towers (Ravi Kumar)',
        'Valid',
        `Name: ${ONLY_ALPHABETS}`,
      ]);
      expect(countVerdicts(inSky)).toEqual({
        total: 3,
        valid: 1,
        invalid: 1,
        'duplicate-in-file': 0,
        'duplicate-lead': 1,
      });
      expect(textsOf(withKnownClients(check.rows, KNOWN, 8))[0]).toBe(
        'Already your lead #57 for Sea Breeze (Ravi K)',
      );
      // A project no open lead of the number is in: a new lead, valid.
      expect(textsOf(withKnownClients(check.rows, KNOWN, 9))).toEqual([
        'Valid',
        'Valid',
        `Name: ${ONLY_ALPHABETS}`,
      ]);
    });

    it("without one, the row's Project column decides (its name in any case); no project, no duplicate", () => {
      const check = checkBulkRows([
        WITH_PROJECT,
        ['Ravi Kumar', '9876543210', 'sea  breeze'],
        ['Asha Rao', '9876543220', 'Sky Towers'],
        ['Meena Shah', '9876543211', 'Sky Towers'],
      ]);
      expect(textsOf(withKnownClients(check.rows, KNOWN, null))).toEqual([
        'Already your lead #57 for Sea Breeze (Ravi K)',
        'Valid',
        'Valid',
      ]);
      const elsewhere = checkBulkRows([WITH_PROJECT, ['Ravi Kumar', '9876543210', 'Palm Grove']]);
      expect(textsOf(withKnownClients(elsewhere.rows, KNOWN, null))).toEqual(['Valid']);
      const none = checkBulkRows([WITH_PROJECT, ['Ravi Kumar', '9876543210', '']]);
      expect(textsOf(withKnownClients(none.rows, KNOWN, null))).toEqual(['Valid']);
    });

    it("the project chosen for the upload wins over the row's column", () => {
      const check = checkBulkRows([WITH_PROJECT, ['Ravi Kumar', '9876543210', 'Sea Breeze']]);
      expect(textsOf(withKnownClients(check.rows, KNOWN, 7))).toEqual([
        'Already your lead #42 for Sky Towers (Ravi Kumar)',
      ]);
      expect(textsOf(withKnownClients(check.rows, KNOWN, 9))).toEqual(['Valid']);
    });
  });

  it('reads the header in any case and with common titles; says which columns are missing or left out', () => {
    const check = checkBulkRows([
      ['CLIENT NAME', ' mobile ', 'Budget'],
      ['Ravi Kumar', '9876543210', '1 Cr'],
    ]);
    expect(check.missing).toEqual([]);
    expect(check.unused).toEqual(['Budget']);
    expect(check.rows[0]?.verdict).toEqual({ kind: 'valid' });

    const noNumber = checkBulkRows([['Name'], ['Ravi Kumar']]);
    expect(noNumber.missing.map((c) => c.title)).toEqual(['Number']);
    expect(noNumber.rows.map((r) => verdictText(r.verdict))).toEqual([`Number: ${REQUIRED}`]);
  });

  it('leaves out empty rows and numbers the others by their line in the sheet', () => {
    const check = checkBulkRows([HEADER, ['', '', ''], ['Ravi Kumar', '9876543210', '']]);
    expect(check.rows.map((r) => r.line)).toEqual([3]);
  });
});

describe('the bulk file template and sheets', () => {
  it('the template has the published columns and an example row that is valid', () => {
    const rows = csvRows(bulkTemplateCsv());
    expect(rows[0]).toEqual(BULK_COLUMNS.map((c) => c.title));
    expect(checkBulkRows(rows).rows.map((r) => r.verdict)).toEqual([{ kind: 'valid' }]);
  });

  it('the valid rows file holds the valid rows only, under the template columns, quoted where needed', () => {
    const check = checkBulkRows([
      ['Name', 'Number', 'Notes'],
      ['Ravi Kumar', '9876543210', 'Wants 2 BHK, east facing'],
      ['Vijay', '5811122255', ''],
      ['Ravi K', '9876543210', ''],
      ['Asha Rao', '9876543211', ''],
    ]);
    expect(validRowsCsv(check.rows)).toBe(
      'Name,Number,Country Code,Email,Project,Comments\r\n' +
        'Ravi Kumar,9876543210,,,,"Wants 2 BHK, east facing"\r\n' +
        'Asha Rao,9876543211,,,,\r\n',
    );
  });

  it('reads CSV with quotes, a byte-order mark and semicolons', () => {
    expect(csvRows('\uFEFFName,Number\n"Kumar, Ravi",9876543210\n')).toEqual([
      ['Name', 'Number'],
      ['Kumar, Ravi', '9876543210'],
    ]);
    expect(csvRows('Name;Number\nRavi;9876543210\n')).toEqual([
      ['Name', 'Number'],
      ['Ravi', '9876543210'],
    ]);
  });

  it('reads the first sheet of an XLSX file, numbers as their digits', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Clients');
    sheet.addRow(['Name', 'Number', 'Email']);
    sheet.addRow(['Ravi Kumar', 9876543210, 'ravi@example.in']);
    sheet.addRow(['Meena 2', '9876543211', null]);
    const blob = new Blob([await workbook.xlsx.writeBuffer()]);
    const rows = await readSheetRows(blob, 'xlsx');
    expect(rows.slice(0, 2)).toEqual([
      ['Name', 'Number', 'Email'],
      ['Ravi Kumar', '9876543210', 'ravi@example.in'],
    ]);
    expect(checkBulkRows(rows).rows.map((r) => verdictText(r.verdict))).toEqual([
      'Valid',
      `Name: ${ONLY_ALPHABETS}`,
    ]);
  });

  it('keeps the digits of a number stored as a number, days as YYYY-MM-DD', () => {
    expect(cellText(9876543210)).toBe('9876543210');
    expect(cellText(new Date('2026-11-02T00:00:00Z'))).toBe('2026-11-02');
    expect(cellText(null)).toBe('');
  });

  it('previews .csv and .xlsx files only', () => {
    expect(sheetKindOf('Leads.CSV')).toBe('csv');
    expect(sheetKindOf('leads.xlsx')).toBe('xlsx');
    expect(sheetKindOf('leads.xls')).toBeNull();
    expect(sheetKindOf('leads.pdf')).toBeNull();
  });
});
