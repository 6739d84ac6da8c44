// The preview of a chosen bulk-lead file (beyond the spec): the file is read and checked in a Web
// Worker, then the numbers of the valid rows are looked up among the partner's leads in one call.
import type { Api } from '../../api/client';
import {
  type BulkCheck,
  countVerdicts,
  numbersToLookUp,
  validRowsCsv,
  withKnownClients,
} from '../../domain/bulkRows';
import { knownClients } from '../../shared/search/knownClients';
import { type SheetKind, sheetKindOf } from './bulkSheet';

/** What the worker answers. */
export type PreviewAnswer = { ok: true; check: BulkCheck; ms: number } | { ok: false };

export type BulkPreview = {
  fileName: string;
  check: BulkCheck;
  /** False when the partner's leads could not be looked at (offline, say): no row is marked as one. */
  leadsChecked: boolean;
  /** How long reading and checking the file took in the worker. */
  ms: number;
};

export const NOT_A_SHEET =
  'Only CSV and XLSX files can be previewed. The server checks this file when you upload it.';
export const UNREADABLE_SHEET = 'This file could not be read as a CSV or XLSX sheet.';

/** Reads and checks the file in a worker of its own, ended when done or when the signal aborts. */
export function checkInWorker(file: Blob, kind: SheetKind, signal: AbortSignal): Promise<PreviewAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./bulkPreview.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(new DOMException('The preview was replaced', 'AbortError'));
    };
    signal.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<PreviewAnswer>) => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = () => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
      resolve({ ok: false });
    };
    worker.postMessage({ file, kind });
  });
}

/**
 * The preview of a file: null when it is not a CSV or XLSX file by its name; throws UNREADABLE_SHEET
 * when it cannot be read. A failed look-up of the partner's leads leaves the rows as the file has them.
 */
export async function previewFile(api: Api, file: File, signal: AbortSignal): Promise<BulkPreview | null> {
  const kind = sheetKindOf(file.name);
  if (!kind) return null;
  const answer = await checkInWorker(file, kind, signal);
  if (!answer.ok) throw new Error(UNREADABLE_SHEET);
  const { check } = answer;
  let leadsChecked = true;
  try {
    const known = await knownClients(api, numbersToLookUp(check.rows), signal);
    check.rows = withKnownClients(check.rows, known);
  } catch (error) {
    if (signal.aborted) throw error;
    leadsChecked = false;
  }
  return { fileName: file.name, check, leadsChecked, ms: answer.ms };
}

/** 'march-clients.xlsx' -> 'march-clients (valid rows).csv'. */
export function validRowsFileName(fileName: string): string {
  return `${fileName.replace(/\.[^.]*$/, '')} (valid rows).csv`;
}

/**
 * The valid rows of a previewed file as a CSV file of their own, or null when there is nothing to
 * leave out (every row valid) or nothing to send (no valid row).
 */
export function validRowsFile(preview: BulkPreview): File | null {
  const counts = countVerdicts(preview.check.rows);
  if (counts.valid === 0 || counts.valid === counts.total) return null;
  return new File([validRowsCsv(preview.check.rows)], validRowsFileName(preview.fileName), {
    type: 'text/csv',
  });
}
