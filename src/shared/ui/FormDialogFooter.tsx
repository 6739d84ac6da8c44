import { Button, DialogFooter } from '@blueprintjs/core';

export type FormDialogFooterProps = {
  onCancel: () => void;
  /** The submit button spins while the form is being sent. */
  submitting: boolean | undefined;
  submitText?: string;
};

/** The footer of a dialog holding a form: Cancel, and the submit button of the form around it. */
export function FormDialogFooter({ onCancel, submitting, submitText = 'Submit' }: FormDialogFooterProps) {
  return (
    <DialogFooter
      actions={
        <>
          <Button text="Cancel" size="large" onClick={onCancel} />
          <Button type="submit" intent="primary" text={submitText} size="large" loading={submitting} />
        </>
      }
    />
  );
}
