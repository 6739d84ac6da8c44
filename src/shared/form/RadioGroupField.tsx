import { FormGroup, Radio, RadioGroup } from '@blueprintjs/core';
import type { FormEvent } from 'react';
import { useFormField } from './fieldError';
import type { ChoiceFieldProps } from './selectOptions';

/** A Blueprint radio group bound to a react-final-form field holding one option's value (string or number). */
export function RadioGroupField<V extends string | number>({
  name,
  label,
  options,
  validate,
}: ChoiceFieldProps<V>) {
  const { input, error, intent } = useFormField<V | undefined>(name, validate);
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
        inline
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
