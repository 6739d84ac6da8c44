import { Classes } from '@blueprintjs/core';
import type { FormEvent, FormHTMLAttributes } from 'react';
import { useFormState } from 'react-final-form';
import { useDirtyReport } from './GuardedDialog';

const FOCUSABLE = ['input:not([type="hidden"])', 'textarea', 'button', 'select']
  .map((s) => `${s}:not([disabled])`)
  .join(', ');

/** Moves focus to the control of the first field in `form` that shows an error (if any does). */
export function focusFirstError(form: HTMLFormElement) {
  const field = form.querySelector(`.${Classes.FORM_GROUP}.${Classes.INTENT_DANGER}`);
  field?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Whether the values differ from the initial ones. Unlike final-form's `dirty`, a field typed in and
 * emptied again ('' becomes undefined) or a list ticked back to what it was holds nothing typed.
 */
export function holdsTypedInput(values: object, initial: object): boolean {
  const before = new Map(Object.entries(initial));
  const after = new Map(Object.entries(values));
  return [...new Set([...before.keys(), ...after.keys()])].some((key) => {
    const a = before.get(key);
    const b = after.get(key);
    if (blank(a) && blank(b)) return false;
    return JSON.stringify(a) !== JSON.stringify(b);
  });
}

export type EntryFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & {
  /** react-final-form's handleSubmit (or a wrapper awaiting it). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
};

/**
 * The <form> of a react-final-form form where a partner types: after a submission that failed (its
 * own checks or the server's field errors) focus moves to the first field in error, and a guarded
 * dialog around it knows whether it holds typed input.
 */
export function EntryForm({ onSubmit, children, ...props }: EntryFormProps) {
  const report = useDirtyReport();
  useFormState({
    subscription: { values: true, initialValues: true },
    onChange: ({ values, initialValues }) => report(holdsTypedInput(values ?? {}, initialValues ?? {})),
  });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    // Once final-form has settled and the errors are on screen.
    void Promise.resolve(onSubmit(event)).finally(() => window.setTimeout(() => focusFirstError(form), 0));
  };
  return (
    <form {...props} noValidate onSubmit={handleSubmit}>
      {children}
    </form>
  );
}
