// Fetches a project and makes its fact sheet, for the preview dialog or the PDF download.
import { getEnv } from 'mobx-state-tree';
import { useState } from 'react';
import { unwrap } from '../../../api/client';
import { useStores } from '../../../app/StoresContext';
import { type FactSheet, renderFactSheetPdf } from '../../../shared/pdf/factSheet';
import type { RootEnv } from '../../../shared/state/RootEnv';
import { notify } from '../../../shared/ui/notify';
import { saveBlob } from '../../../shared/ui/saveBlob';
import { factSheetFileName, factSheetOf } from './projectFactSheet';

export const FACT_SHEET_FAILURE = 'The fact sheet could not be made. Please try again.';

export function useFactSheet(projectId: number) {
  const root = useStores();
  const [busy, setBusy] = useState<'preview' | 'download' | null>(null);
  const [preview, setPreview] = useState<FactSheet | null>(null);

  const sheet = async (): Promise<FactSheet> => {
    const { api } = getEnv<RootEnv>(root);
    const project = await unwrap(api.GET('/projects/{id}', { params: { path: { id: projectId } } }));
    return factSheetOf(project, { name: root.session.displayName, phone: root.session.user?.phone ?? '' });
  };

  const run = async (kind: 'preview' | 'download', work: () => Promise<void>) => {
    setBusy(kind);
    try {
      await work();
    } catch {
      notify(FACT_SHEET_FAILURE, 'failure');
    } finally {
      setBusy(null);
    }
  };

  /** Saves the PDF; `ready` is the sheet already shown in the preview. */
  const download = (ready?: FactSheet) =>
    run('download', async () => {
      const made = ready ?? (await sheet());
      saveBlob(await renderFactSheetPdf(made), factSheetFileName(made.name));
    });

  const openPreview = () =>
    run('preview', async () => {
      setPreview(await sheet());
    });

  return { busy, preview, openPreview, closePreview: () => setPreview(null), download };
}
