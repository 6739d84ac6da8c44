// The fact-sheet actions of a project (spec 02 §2): Preview (the dialog) and Download (the PDF, named
// from the project's name). Shown only for a project that has a fact sheet.
import { Button } from '@blueprintjs/core';
import { DocumentOpenIcon, ImportIcon } from '@blueprintjs/icons';
import { IconAction } from '../../../shared/ui/IconAction';
import { FactSheetDialog } from './FactSheetDialog';
import { useFactSheet } from './useFactSheet';

type FactSheetButtonsProps = {
  projectId: number;
  projectName: string;
  /** Icon-only buttons with tooltips (a grid row) rather than labelled ones (the project panel). */
  compact?: boolean;
};

export function FactSheetButtons({ projectId, projectName, compact = false }: FactSheetButtonsProps) {
  const { busy, preview, openPreview, closePreview, download } = useFactSheet(projectId);
  const stop = (handler: () => void) => (event: { stopPropagation: () => void }) => {
    event.stopPropagation();
    handler();
  };
  const previewProps = {
    icon: <DocumentOpenIcon />,
    loading: busy === 'preview',
    onClick: stop(() => void openPreview()),
  } as const;
  const downloadProps = {
    icon: <ImportIcon />,
    loading: busy === 'download' && !preview,
    onClick: stop(() => void download()),
  } as const;
  const previewLabel = `Preview the fact sheet of ${projectName}`;
  const downloadLabel = `Download the fact sheet of ${projectName}`;
  return (
    <>
      {compact ? (
        <>
          <IconAction {...previewProps} label={previewLabel} tip="Fact Sheet" />
          <IconAction {...downloadProps} label={downloadLabel} tip="Fact Sheet PDF" />
        </>
      ) : (
        <>
          <Button {...previewProps} text="Fact Sheet" aria-label={previewLabel} />
          <Button {...downloadProps} text="Fact Sheet PDF" aria-label={downloadLabel} />
        </>
      )}
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
