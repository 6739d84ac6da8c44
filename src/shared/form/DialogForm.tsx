import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Form, type FormProps } from 'react-final-form';
import { EntryForm } from './EntryForm';
import { FormDraft } from './FormDraft';
import type { DraftSpec } from './formDrafts';
import { useConfirmDiscard } from './GuardedDialog';
import './dialogForm.css';

export type DialogFormProps<V> = {
  /** The form's accessible name (the dialog's title). */
  label: string;
  initialValues: V;
  onSubmit: FormProps<V>['onSubmit'];
  onCancel: () => void;
  /** The fields. */
  children: ReactNode;
  /** Keeps what the partner types as their draft, offered when the form opens again. */
  draft?: { spec: DraftSpec<V>; userId: number | null; disabled?: boolean };
};

/**
 * A form filling a dialog: the fields in its body; Cancel and Submit in its footer, Submit spinning
 * while the form is being sent. It is an EntryForm: a guarded dialog around it knows whether it holds
 * typed input, its Cancel asks before discarding it, and a failed submit focuses the first field in error.
 * With `draft`, what is typed survives a reload.
 */
export function DialogForm<V extends object>({
  label,
  initialValues,
  onSubmit,
  onCancel,
  children,
  draft,
}: DialogFormProps<V>) {
  const confirmDiscard = useConfirmDiscard();
  return (
    <Form<V> onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <EntryForm onSubmit={handleSubmit} aria-label={label} className="pp-dialog-form-contents">
          <DialogBody useOverflowScrollContainer={false}>
            {draft ? <FormDraft {...draft} /> : null}
            {children}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text="Cancel" size="large" onClick={() => confirmDiscard(onCancel)} />
                <Button type="submit" intent="primary" text="Submit" size="large" loading={submitting} />
              </>
            }
          />
        </EntryForm>
      )}
    </Form>
  );
}
