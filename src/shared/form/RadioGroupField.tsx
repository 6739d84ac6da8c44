import { FormGroup, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import type { FormEvent } from 'react';
import { useField } from 'react-final-form';
import { fieldError } from './fieldError';
import type { ChoiceFieldProps } from './selectOptions';

export type RadioGroupFieldProps<V extends string | number> = ChoiceFieldProps<V> & { inline?: boolean };

/** A Blueprint radio group bound to a react-final-form field holding one option's value (string or number). */
export function RadioGroupField<V extends string | number>({
  name,
  label,
  options,
  validate,
  inline = true,
  disabled,
}: RadioGroupFieldProps<V>) {
  const { input, meta } = useField<V | undefined>(name, validate ? { validate } : {});
  const error = fieldError(meta);
  const intent = error ? Intent.DANGER : Intent.NONE;
  const selected = options.find((o) => o.value === input.value);
  const handleChange = (event: FormEvent<HTMLInputElement>) => {
    const raw = event.currentTarget.value;
    const option = options.find((o) => String(o.value) === raw);
    input.onChange(option?.value);
    input.onBlur();
  };
  return (
    <FormGroup intent={intent} helperText={error}>
      <RadioGroup
        label={label}
        name={name}
        inline={inline}
        disabled={disabled}
        selectedValue={selected === undefined ? undefined : String(selected.value)}
        onChange={handleChange}
      >
        {options.map((o) => (
          <Radio key={String(o.value)} value={String(o.value)} label={o.label} />
        ))}
      </RadioGroup>
    </FormGroup>
  );
}
