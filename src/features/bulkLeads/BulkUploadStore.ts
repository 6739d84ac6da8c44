// The bulk-lead upload (spec 01 §2.8, §3 "Bulk upload payload", §7): POST /bulkLeadFile as multipart
// form-data with project_id (optional), parent_region_id and bulk_file; and the preview of the chosen
// file before it is sent.
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import { ApiError, unwrap } from '../../api/client';
import type { RootEnv } from '../../shared/state/RootEnv';
import { type BulkPreview, previewFile, validRowsFile } from './bulkPreview';

export const BULK_UPLOADED = 'Bulklead created. Your file is uploaded';
export const BULK_FAILED = 'Oops, something went wrong!';
/** Bulk upload alerts hide after 3 s (spec 01 §8). */
export const BULK_ALERT_MS = 3000;

/** What the upload sends of the chosen file: every row, or only the rows the preview found valid. */
export type BulkRowsChoice = 'valid' | 'all';

export type BulkUpload = {
  projectId: number | null;
  parentRegionId: number;
  file: File;
  rows: BulkRowsChoice;
};

/**
 * The server's own reason for refusing a file (wrong type 415, too large 413), shown under the form
 * beside the spec's failure message; null for any other failure.
 */
export function refusalReason(error: unknown): string | null {
  return error instanceof ApiError && (error.status === 413 || error.status === 415) ? error.message : null;
}

export type PreviewState =
  | { status: 'none' }
  | { status: 'reading'; fileName: string }
  /** Not a CSV or XLSX file by its name: nothing to preview. */
  | { status: 'not-a-sheet'; fileName: string }
  | { status: 'failed'; fileName: string; message: string }
  | { status: 'ready'; file: File; preview: BulkPreview };

const noPreview = (): PreviewState => ({ status: 'none' });
const noController = (): AbortController | null => null;

export const BulkUploadStore = types
  .model('BulkUploadStore', {})
  .volatile(() => ({ uploading: false, preview: noPreview(), previewAbort: noController() }))
  .views((self) => ({
    /**
     * The file to send: with 'valid', when the preview of this very file found valid rows beside rows
     * that cannot become leads (for the project of the upload), a CSV of the valid rows; otherwise the
     * file as chosen.
     */
    fileToSend(file: File, rows: BulkRowsChoice, projectId: number | null): File {
      const state = self.preview;
      if (rows !== 'valid' || state.status !== 'ready' || state.file !== file) return file;
      return validRowsFile(state.preview, projectId) ?? file;
    },
  }))
  .actions((self) => {
    function setUploading(value: boolean) {
      self.uploading = value;
    }
    function setPreview(state: PreviewState) {
      self.preview = state;
    }
    function startPreview(): AbortSignal {
      self.previewAbort?.abort();
      const controller = new AbortController();
      self.previewAbort = controller;
      return controller.signal;
    }
    return {
      /** Reads and checks the chosen file (the previous preview is dropped); no file clears it. */
      choose: flow(function* choose(file: File | undefined) {
        const signal = startPreview();
        if (!file) {
          setPreview(noPreview());
          return;
        }
        const { api } = getEnv<RootEnv>(self);
        setPreview({ status: 'reading', fileName: file.name });
        try {
          const result = yield* toGenerator(previewFile(api, file, signal));
          if (signal.aborted) return;
          setPreview(
            result
              ? { status: 'ready', file, preview: result }
              : { status: 'not-a-sheet', fileName: file.name },
          );
        } catch (error) {
          if (signal.aborted) return;
          setPreview({
            status: 'failed',
            fileName: file.name,
            message: error instanceof Error ? error.message : String(error),
          });
        }
      }),
      /** Ends a preview under way (the form closes). */
      dropPreview() {
        self.previewAbort?.abort();
        self.previewAbort = null;
      },
      /** Uploads the file; throws ApiError when the server refuses it. */
      upload: flow(function* upload({ projectId, parentRegionId, file: chosen, rows }: BulkUpload) {
        const { api } = getEnv<RootEnv>(self);
        const file = self.fileToSend(chosen, rows, projectId);
        setUploading(true);
        try {
          return yield* toGenerator(
            unwrap(
              api.POST('/bulkLeadFile', {
                body: {
                  project_id: projectId === null ? '' : String(projectId),
                  parent_region_id: String(parentRegionId),
                  bulk_file: file.name,
                },
                bodySerializer: (body) => {
                  const form = new FormData();
                  form.append('project_id', body.project_id ?? '');
                  form.append('parent_region_id', body.parent_region_id);
                  form.append('bulk_file', file);
                  return form;
                },
              }),
            ),
          );
        } finally {
          setUploading(false);
        }
      }),
    };
  });

export type BulkUploadStoreInstance = Instance<typeof BulkUploadStore>;
