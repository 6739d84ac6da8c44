import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { type HTMLInputTypeAttribute, type ReactElement, useId } from 'react';
import { useField } from 'react-final-form';
import type { Validator } from '../../domain/validators';
import { fieldError } from './fieldError';

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
  const { input, meta } = useField<string, HTMLInputElement>(name, validate ? { validate } : {});
  const error = fieldError(meta);
  const intent = error ? Intent.DANGER : Intent.NONE;
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={error ?? helperText}>
      <InputGroup
        {...inputProps}
        id={id}
        name={input.name}
        type={type}
        value={input.value ?? ''}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        intent={intent}
        size="large"
        fill
        aria-invalid={error ? true : undefined}
        {...(leftElement ? { leftElement } : {})}
        {...(rightElement ? { rightElement } : {})}
      />
    </FormGroup>
  );
}
