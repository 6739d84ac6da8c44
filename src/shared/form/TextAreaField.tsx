import { FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { useId } from 'react';
import { useField } from 'react-final-form';
import type { Validator } from '../../domain/validators';
import { fieldError } from './fieldError';

export type TextAreaFieldProps = {
  name: string;
  label: string;
  validate?: Validator;
  placeholder?: string;
  rows?: number;
  maxLength?: number;
  disabled?: boolean;
};

/** A Blueprint TextArea bound to a react-final-form field; the error shows once the field is touched. */
export function TextAreaField({ name, label, validate, rows = 3, ...props }: TextAreaFieldProps) {
  const id = useId();
  const { input, meta } = useField<string, HTMLTextAreaElement>(name, validate ? { validate } : {});
  const error = fieldError(meta);
  const intent = error ? Intent.DANGER : Intent.NONE;
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={error}>
      <TextArea
        {...props}
        id={id}
        name={input.name}
        rows={rows}
        value={input.value ?? ''}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        intent={intent}
        fill
        aria-invalid={error ? true : undefined}
      />
    </FormGroup>
  );
}
