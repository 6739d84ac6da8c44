// The 'Bulklead Upload' dialog of /bulkleads (spec 02 §2 "Bulk lead uploads"): the upload form with its
// preview; a dialog on desktop, full screen below 900 px.
import { Dialog, DialogBody } from '@blueprintjs/core';
import { UploadIcon } from '@blueprintjs/icons';
import { useIsDesktop } from '../../shared/ui/useIsDesktop';
import { BulkUploadForm } from './BulkUploadForm';

export type BulkUploadDialogProps = { isOpen: boolean; onClose: () => void };

export function BulkUploadDialog({ isOpen, onClose }: BulkUploadDialogProps) {
  const isDesktop = useIsDesktop();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Bulklead Upload"
      icon={<UploadIcon />}
      className={isDesktop ? 'pp-bulk-dialog' : 'pp-bulk-dialog pp-dialog-fullscreen'}
    >
      <DialogBody>
        <BulkUploadForm onDone={onClose} onCancel={onClose} />
      </DialogBody>
    </Dialog>
  );
}
