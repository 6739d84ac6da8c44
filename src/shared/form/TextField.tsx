import { FormGroup, InputGroup } from '@blueprintjs/core';
import { type HTMLInputTypeAttribute, type ReactElement, useId } from 'react';
import type { Validator } from '../../domain/validators';
import { textInputProps, useFormField } from './fieldError';

export type TextFieldProps = {
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  validate?: Validator;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  maxLength?: number;
  helperText?: string;
  leftElement?: ReactElement;
  rightElement?: ReactElement;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Shown and submitted but not editable (Report Issue's Your Name). */
  readOnly?: boolean;
};

/** A Blueprint text input bound to a react-final-form field; the error shows once the field is touched. */
export function TextField({
  name,
  label,
  type = 'text',
  validate,
  helperText,
  leftElement,
  rightElement,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const field = useFormField<string, HTMLInputElement>(name, validate);
  const { error, intent } = field;
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={error ?? helperText}>
      <InputGroup
        {...inputProps}
        {...textInputProps(id, field)}
        type={type}
        size="large"
        {...(leftElement ? { leftElement } : {})}
        {...(rightElement ? { rightElement } : {})}
      />
    </FormGroup>
  );
}
