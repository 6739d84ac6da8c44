import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';

type DialogUnavailableProps = { onReload: () => void; onClose: () => void };

/** Shown instead of a dialog that could not be drawn (its code not fetched, say): close it or reload. */
export function DialogUnavailable({ onReload, onClose }: DialogUnavailableProps) {
  return (
    <Dialog isOpen title="Could not open" onClose={onClose}>
      <DialogBody>
        <p>This window could not be opened. Check the connection, then reload the page.</p>
      </DialogBody>
      <DialogFooter
        actions={<Button intent="primary" icon={<RefreshIcon />} text="Reload" onClick={onReload} />}
      />
    </Dialog>
  );
}
