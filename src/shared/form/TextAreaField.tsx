import { FormGroup, TextArea } from '@blueprintjs/core';
import { useId } from 'react';
import type { Validator } from '../../domain/validators';
import { textInputProps, useFormField } from './fieldError';

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
  const field = useFormField<string, HTMLTextAreaElement>(name, validate);
  const { error, intent } = field;
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={error}>
      <TextArea {...props} {...textInputProps(id, field)} rows={rows} />
    </FormGroup>
  );
}
