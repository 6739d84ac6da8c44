// The preview's Web Worker: reads the chosen file and gives every row its verdict off the main thread,
// so a sheet of thousands of rows never freezes the dialog.
import { checkBulkRows } from '../../domain/bulkRows';
import type { PreviewAnswer } from './bulkPreview';
import { readSheetRows, type SheetKind } from './bulkSheet';

type Request = { file: Blob; kind: SheetKind };

self.onmessage = async (event: MessageEvent<Request>) => {
  const started = performance.now();
  let answer: PreviewAnswer;
  try {
    const sheet = await readSheetRows(event.data.file, event.data.kind);
    answer = { ok: true, check: checkBulkRows(sheet), ms: performance.now() - started };
  } catch {
    answer = { ok: false };
  }
  self.postMessage(answer);
};
