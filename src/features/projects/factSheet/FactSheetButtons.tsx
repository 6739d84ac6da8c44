// The fact-sheet actions of a project (spec 02 §2): Preview (the dialog) and Download (the PDF, named
// from the project's name). Shown only for a project that has a fact sheet.
import { Button } from '@blueprintjs/core';
import { FactSheetDialog } from './FactSheetDialog';
import { useFactSheet } from './useFactSheet';

type FactSheetButtonsProps = {
  projectId: number;
  projectName: string;
  /** Icon-only buttons (a grid row) rather than labelled ones (the project panel). */
  compact?: boolean;
};

export function FactSheetButtons({ projectId, projectName, compact = false }: FactSheetButtonsProps) {
  const { busy, preview, openPreview, closePreview, download } = useFactSheet(projectId);
  const stop = (handler: () => void) => (event: { stopPropagation: () => void }) => {
    event.stopPropagation();
    handler();
  };
  return (
    <>
      <Button
        icon="document-open"
        text={compact ? undefined : 'Fact Sheet'}
        aria-label={`Preview the fact sheet of ${projectName}`}
        loading={busy === 'preview'}
        onClick={stop(() => void openPreview())}
      />
      <Button
        icon="import"
        text={compact ? undefined : 'Fact Sheet PDF'}
        aria-label={`Download the fact sheet of ${projectName}`}
        loading={busy === 'download' && !preview}
        onClick={stop(() => void download())}
      />
      {preview && (
        <FactSheetDialog
          sheet={preview}
          downloading={busy === 'download'}
          onDownload={() => void download(preview)}
          onClose={closePreview}
        />
      )}
    </>
  );
}
