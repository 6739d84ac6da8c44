import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { DocumentIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useGateDialogProps } from '../profile/useDialogClassName';
import { TermsContent } from './TermsContent';
import { useAcceptTerms } from './useAcceptTerms';

export type TermsDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The onboarding gate's dialog: no close button, no Escape or outside click; only Accept. */
  forced?: boolean;
};

/** Terms and Conditions (spec 2.4): Accept while the user has not agreed, else Close. */
export const TermsDialog = observer(function TermsDialog({
  isOpen,
  onClose,
  forced = false,
}: TermsDialogProps) {
  const { needsAcceptance, accepting, accept } = useAcceptTerms();
  const dialogProps = useGateDialogProps(!forced, onClose);

  const handleAccept = async () => {
    if (await accept()) onClose();
  };

  return (
    <Dialog isOpen={isOpen} title="Terms and Conditions" icon={<DocumentIcon />} {...dialogProps}>
      <DialogBody>
        <TermsContent />
      </DialogBody>
      <DialogFooter
        actions={
          needsAcceptance ? (
            <Button intent="primary" text="Accept" size="large" loading={accepting} onClick={handleAccept} />
          ) : (
            <Button text="Close" size="large" onClick={onClose} />
          )
        }
      />
    </Dialog>
  );
});
