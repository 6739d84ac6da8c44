// The preview of a chosen bulk-lead file (beyond the spec): the file is read and checked in a Web
// Worker, then the numbers of the valid rows are looked up among the partner's leads in one call. Which
// rows are already the partner's leads depends on the project (chosen in the form or in the row), so
// the preview keeps what the look-up found and the rows are marked for the project of the moment.
import type { Api } from '../../api/client';
import {
  type BulkCheck,
  type BulkRow,
  countVerdicts,
  type KnownClient,
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
  /** The rows as the file has them (no row marked as already the partner's lead). */
  check: BulkCheck;
  /** The numbers of the valid rows that are clients of the partner's leads, with their open leads. */
  known: KnownClient[];
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
  let known: KnownClient[] = [];
  let leadsChecked = true;
  try {
    known = await knownClients(api, numbersToLookUp(check.rows), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    leadsChecked = false;
  }
  return { fileName: file.name, check, known, leadsChecked, ms: answer.ms };
}

/**
 * The rows of the preview with those already the partner's open leads marked, for the project chosen
 * for the whole upload (null: each row's own Project column).
 */
export function previewRows(preview: BulkPreview, uploadProjectId: number | null): BulkRow[] {
  return withKnownClients(preview.check.rows, preview.known, uploadProjectId);
}

/** 'march-clients.xlsx' -> 'march-clients (valid rows).csv'. */
export function validRowsFileName(fileName: string): string {
  return `${fileName.replace(/\.[^.]*$/, '')} (valid rows).csv`;
}

/**
 * The valid rows of a previewed file as a CSV file of their own, or null when there is nothing to
 * leave out (every row valid) or nothing to send (no valid row).
 */
export function validRowsFile(preview: BulkPreview, uploadProjectId: number | null): File | null {
  const rows = previewRows(preview, uploadProjectId);
  const counts = countVerdicts(rows);
  if (counts.valid === 0 || counts.valid === counts.total) return null;
  return new File([validRowsCsv(rows)], validRowsFileName(preview.fileName), {
    type: 'text/csv',
  });
}
