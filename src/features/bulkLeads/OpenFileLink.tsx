// Open File: a link to a bulk lead file's stored copy; the download keeps the name it was uploaded with.
import { AnchorButton } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import type { BulkLeadFile } from './bulkLeadColumns';

export function OpenFileLink({ file }: { file: BulkLeadFile }) {
  if (!file.file_url) return null;
  return (
    <AnchorButton
      size="small"
      variant="minimal"
      intent="primary"
      icon={<DownloadIcon />}
      text="Open File"
      href={file.file_url}
      download={file.File?.name ?? ''}
      aria-label={`Open File of upload #${file.id}`}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
