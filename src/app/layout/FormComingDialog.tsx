import { Button, Dialog, DialogBody, DialogFooter, NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useStores } from '../StoresContext';
import { useIsDesktop } from '../useIsDesktop';

/** The speed dial's forms that are not built yet: a dialog naming the form and saying it is coming. */
export const FormComingDialog = observer(function FormComingDialog() {
  const { ui } = useStores();
  const isDesktop = useIsDesktop();
  const form = ui.pendingForm;
  const handleClose = () => ui.chooseAction(null);
  return (
    <Dialog
      isOpen={form !== null}
      onClose={handleClose}
      title={form ?? ''}
      className={isDesktop ? undefined : 'pp-dialog-fullscreen'}
    >
      <DialogBody>
        <NonIdealState
          icon="build"
          title={`The ${form ?? ''} form is coming soon`}
          description="It will open right here once it is ready."
        />
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text="OK" onClick={handleClose} />} />
    </Dialog>
  );
});
