import { FileInput, FormGroup } from '@blueprintjs/core';
import { type ChangeEvent, useId } from 'react';
import { useFormField } from './fieldError';

export type FileFieldProps = {
  name: string;
  label: string;
  accept?: string;
  /** Shown when no new file is chosen (e.g. the name of the file already on record). */
  currentText?: string | undefined;
  helperText?: string;
  disabled?: boolean;
};

/** A Blueprint FileInput bound to a react-final-form field holding the chosen File (or undefined). */
export function FileField({ name, label, accept, currentText, helperText, disabled }: FileFieldProps) {
  const id = useId();
  const { input, error, intent } = useFormField<File | undefined>(name);
  const file = input.value instanceof File ? input.value : undefined;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    input.onChange(event.currentTarget.files?.[0] ?? undefined);
    input.onBlur();
  };
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={error ?? helperText}>
      <FileInput
        fill
        disabled={disabled}
        hasSelection={file !== undefined}
        text={file?.name ?? currentText ?? 'Choose file…'}
        buttonText="Browse"
        inputProps={{ id, name, accept }}
        onInputChange={handleChange}
      />
    </FormGroup>
  );
}
