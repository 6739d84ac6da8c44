// The bulk-lead file's rows and their verdicts (issue: preview before sending): the published columns,
// the header read case-insensitively with a few common titles, and per row one verdict: valid; invalid
// with its reasons (the single Add Lead form's validators and messages); a duplicate of an earlier row
// of the file; or already one of the partner's open leads for the same number and project (the rule the
// server's duplicate guard applies when a lead is added).
import type { components } from '../api/schema';
import { COUNTRY_CODES } from './countryCodes';
import { DEFAULT_COUNTRY_CODE, phoneDigits } from './phoneNumber';
import { email, leadPhone, personName, required } from './validators';

export type BulkColumnKey = 'name' | 'number' | 'country_code' | 'email' | 'project' | 'comments';

export type BulkColumn = {
  key: BulkColumnKey;
  /** The title the template uses. */
  title: string;
  required: boolean;
  /** Other titles read as this column (lower case). */
  aliases: readonly string[];
  /** What the column holds, as the dialog publishes it. */
  rule: string;
  example: string;
};

/** The expected columns, in the template's order. */
export const BULK_COLUMNS: readonly BulkColumn[] = [
  {
    key: 'name',
    title: 'Name',
    required: true,
    aliases: ['client name', 'client', 'full name'],
    rule: 'letters and spaces',
    example: 'Ravi Kumar',
  },
  {
    key: 'number',
    title: 'Number',
    required: true,
    aliases: ['client number', 'phone', 'mobile', 'mobile number', 'phone number', 'contact'],
    rule: '10 digits starting 6-9 (with +91)',
    example: '9876543210',
  },
  {
    key: 'country_code',
    title: 'Country Code',
    required: false,
    aliases: ['code', 'calling code'],
    rule: `${DEFAULT_COUNTRY_CODE} when empty`,
    example: DEFAULT_COUNTRY_CODE,
  },
  {
    key: 'email',
    title: 'Email',
    required: false,
    aliases: ['client email', 'e-mail', 'email address'],
    rule: 'an email address',
    example: 'ravi.kumar@example.in',
  },
  {
    key: 'project',
    title: 'Project',
    required: false,
    aliases: ['project name'],
    rule: 'the project, when not chosen above',
    example: '',
  },
  {
    key: 'comments',
    title: 'Comments',
    required: false,
    aliases: ['comment', 'remarks', 'notes'],
    rule: 'a note for the RM',
    example: 'Wants a 2 BHK',
  },
];

export const UNKNOWN_COUNTRY_CODE = 'not a known country code';

export type BulkValues = Record<BulkColumnKey, string>;

export type BulkVerdict =
  | { kind: 'valid' }
  | { kind: 'invalid'; reasons: string[] }
  /** The same number as an earlier row of the file (its line number). */
  | { kind: 'duplicate-in-file'; line: number }
  /** An open lead of the partner has this number and the row's project (the oldest such lead). */
  | { kind: 'duplicate-lead'; leadId: number; clientName: string; projectName: string };

export type BulkVerdictKind = BulkVerdict['kind'];

export type BulkRow = {
  /** The row's line in the sheet (the header is line 1). */
  line: number;
  values: BulkValues;
  /** The number as the payload would send it (digits only). */
  digits: string;
  verdict: BulkVerdict;
};

export type BulkCheck = {
  rows: BulkRow[];
  /** Required columns the header does not have. */
  missing: BulkColumn[];
  /** Header titles that are not expected columns (left out). */
  unused: string[];
};

export type BulkCounts = Record<BulkVerdictKind, number> & { total: number };

/** A number that is a client of the partner's leads, with its open leads and their projects. */
export type KnownClient = components['schemas']['KnownClientNumber'];

const titleKey = (title: string) => title.trim().toLowerCase().replace(/\s+/g, ' ');

function columnOf(title: string): BulkColumn | undefined {
  const key = titleKey(title);
  return BULK_COLUMNS.find((c) => titleKey(c.title) === key || c.aliases.includes(key));
}

function normalCountryCode(text: string): string {
  const digits = text.replace(/[\s+]/g, '');
  if (digits === '') return DEFAULT_COUNTRY_CODE;
  return /^\d{1,4}$/.test(digits) ? `+${digits}` : text.trim();
}

const KNOWN_CODES = new Set(COUNTRY_CODES.map((c) => c.value));

/**
 * A row's reasons, each 'Column: message' with the Add Lead form's messages: the name (required,
 * letters and spaces), the number with its country code (+91: 10 digits starting 6-9; another code:
 * 4 to 15 digits), a known country code, and the email when given.
 */
export function rowProblems(values: BulkValues): string[] {
  const reasons: string[] = [];
  const name = required(values.name) ?? personName(values.name);
  if (name) reasons.push(`Name: ${name}`);
  const code = normalCountryCode(values.country_code);
  if (!KNOWN_CODES.has(code)) reasons.push(`Country Code: ${UNKNOWN_COUNTRY_CODE}`);
  else {
    const phone = leadPhone(code, values.number);
    if (phone.number) reasons.push(`Number: ${phone.number}`);
  }
  const mail = email(values.email);
  if (mail) reasons.push(`Email: ${mail}`);
  return reasons;
}

const emptyValues = (): BulkValues => ({
  name: '',
  number: '',
  country_code: '',
  email: '',
  project: '',
  comments: '',
});

/**
 * The verdict of every row of a sheet whose first row is the header: the rows that fail the rules are
 * invalid; of the rest, a number already on an earlier row is a duplicate within the file. Empty rows
 * are left out. The partner's leads are looked at afterwards (`withKnownClients`).
 */
export function checkBulkRows(sheet: readonly (readonly string[])[]): BulkCheck {
  const [header = [], ...body] = sheet;
  const indexOf = new Map<BulkColumnKey, number>();
  const unused: string[] = [];
  header.forEach((title, index) => {
    const column = columnOf(title);
    if (column && !indexOf.has(column.key)) indexOf.set(column.key, index);
    else if (title.trim() !== '') unused.push(title.trim());
  });
  const missing = BULK_COLUMNS.filter((c) => c.required && !indexOf.has(c.key));
  const firstLine = new Map<string, number>();
  const rows: BulkRow[] = [];
  body.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const values = emptyValues();
    for (const [key, column] of indexOf) values[key] = (cells[column] ?? '').trim();
    const line = index + 2;
    const digits = phoneDigits(values.number, normalCountryCode(values.country_code));
    const reasons = rowProblems(values);
    let verdict: BulkVerdict = { kind: 'valid' };
    if (reasons.length > 0) verdict = { kind: 'invalid', reasons };
    else {
      const earlier = firstLine.get(digits);
      if (earlier === undefined) firstLine.set(digits, line);
      else verdict = { kind: 'duplicate-in-file', line: earlier };
    }
    rows.push({ line, values, digits, verdict });
  });
  return { rows, missing, unused };
}

/** The numbers to look up among the partner's leads: those of the valid rows, once each. */
export function numbersToLookUp(rows: readonly BulkRow[]): string[] {
  return [...new Set(rows.filter((r) => r.verdict.kind === 'valid').map((r) => r.digits))];
}

const projectKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Whether an open lead's project is the row's project: the project chosen for the whole upload when
 * there is one, else the row's own Project column (by name, in any case). A row with neither has no
 * project, so no lead is in its way.
 */
function sameProject(row: BulkRow, uploadProjectId: number | null, project: { id: number; name: string }) {
  if (uploadProjectId !== null) return project.id === uploadProjectId;
  const named = projectKey(row.values.project);
  return named !== '' && projectKey(project.name) === named;
}

/**
 * The rows with each valid one marked as already the partner's lead when an open lead of the partner
 * has its number and its project (the server's rule: same partner, number and project, any stage but
 * Closed or Cancel), naming the oldest such lead, as the server's refusal does. A lead of the number
 * for another project leaves the row valid.
 */
export function withKnownClients(
  rows: readonly BulkRow[],
  known: readonly KnownClient[],
  uploadProjectId: number | null,
): BulkRow[] {
  const byNumber = new Map(known.map((k) => [k.number, k.open_leads]));
  return rows.map((row) => {
    if (row.verdict.kind !== 'valid') return row;
    const lead = byNumber.get(row.digits)?.find((open) => sameProject(row, uploadProjectId, open.Project));
    return lead
      ? {
          ...row,
          verdict: {
            kind: 'duplicate-lead',
            leadId: lead.id,
            clientName: lead.client_name,
            projectName: lead.Project.name,
          },
        }
      : row;
  });
}

export function countVerdicts(rows: readonly BulkRow[]): BulkCounts {
  const counts: BulkCounts = {
    total: rows.length,
    valid: 0,
    invalid: 0,
    'duplicate-in-file': 0,
    'duplicate-lead': 0,
  };
  for (const row of rows) counts[row.verdict.kind] += 1;
  return counts;
}

/** The verdict in words, as the preview shows it. */
export function verdictText(verdict: BulkVerdict): string {
  switch (verdict.kind) {
    case 'valid':
      return 'Valid';
    case 'invalid':
      return verdict.reasons.join('; ');
    case 'duplicate-in-file':
      return `Same number as line ${verdict.line}`;
    case 'duplicate-lead':
      return `Already your lead #${verdict.leadId} for ${verdict.projectName} (${verdict.clientName})`;
  }
}

const csvCell = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** A sheet under the expected columns' titles (CSV, UTF-8). */
function bulkCsv(rows: readonly (readonly string[])[]): string {
  const lines = [BULK_COLUMNS.map((c) => c.title), ...rows];
  return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The template file: the expected columns and one example row. */
export function bulkTemplateCsv(): string {
  return bulkCsv([BULK_COLUMNS.map((c) => c.example)]);
}

/** The valid rows only, as a file of the expected columns (what 'only the valid rows' uploads). */
export function validRowsCsv(rows: readonly BulkRow[]): string {
  return bulkCsv(
    rows.filter((r) => r.verdict.kind === 'valid').map((r) => BULK_COLUMNS.map((c) => r.values[c.key])),
  );
}

export const BULK_TEMPLATE_NAME = 'bulk-leads-template.csv';
