// Reading a bulk-lead file into rows of cell texts (run inside the preview's Web Worker): CSV with
// Papa Parse, XLSX with read-excel-file's worker build (its first sheet). Nothing here touches the DOM.
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/web-worker';

export type SheetKind = 'csv' | 'xlsx';

/** The kind of sheet a file is by its name (the server checks the content when it is uploaded). */
export function sheetKindOf(fileName: string): SheetKind | null {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (ext === 'csv') return 'csv';
  if (ext === 'xlsx') return 'xlsx';
  return null;
}

/** A cell as text: numbers as written (a phone number stored as a number keeps its digits), days as YYYY-MM-DD. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

/** The rows of a CSV text (a leading byte-order mark and blank lines left out; `,` or `;` found by Papa). */
export function csvRows(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  return parsed.data;
}

export async function readSheetRows(file: Blob, kind: SheetKind): Promise<string[][]> {
  if (kind === 'csv') return csvRows(await file.text());
  const data = await readSheet(file);
  return data.map((row) => row.map(cellText));
}
