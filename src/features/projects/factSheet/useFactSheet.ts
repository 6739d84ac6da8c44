// Fetches a project and makes its fact sheet, for the preview dialog or the PDF download.
import { useState } from 'react';
import { useStores } from '../../../app/StoresContext';
import { type FactSheet, renderFactSheetPdf } from '../../../shared/pdf/factSheet';
import { useLocalStore } from '../../../shared/state/useLocalStore';
import { notify } from '../../../shared/ui/notify';
import { saveBlob } from '../../../shared/ui/saveBlob';
import { ProjectDetailStore } from '../detail/ProjectDetailStore';
import { factSheetFileName, factSheetOf } from './projectFactSheet';

export const FACT_SHEET_FAILURE = 'The fact sheet could not be made. Please try again.';

export function useFactSheet(projectId: number) {
  const root = useStores();
  const [busy, setBusy] = useState<'preview' | 'download' | null>(null);
  const [preview, setPreview] = useState<FactSheet | null>(null);
  const store = useLocalStore(root, (env) => ProjectDetailStore.create({ projectId }, env), [projectId]);

  const sheet = async (): Promise<FactSheet> => {
    const loaded = await store.load();
    if (!loaded.ok) throw loaded.error;
    return factSheetOf(
      loaded.value,
      {
        name: root.session.displayName,
        phone: root.session.user?.phone ?? '',
        rera: root.session.me?.UserInfo.rera_no,
      },
      Date.now(),
    );
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
