import { Checkbox } from '@blueprintjs/core';
import { useField } from 'react-final-form';

export type CheckboxFieldProps = {
  name: string;
  label: string;
  disabled?: boolean;
};

/** A Blueprint checkbox bound to a boolean react-final-form field. */
export function CheckboxField({ name, label, disabled }: CheckboxFieldProps) {
  const { input } = useField<boolean, HTMLInputElement>(name, { type: 'checkbox' });
  return (
    <Checkbox
      name={input.name}
      label={label}
      checked={input.checked ?? false}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      disabled={disabled}
    />
  );
}
