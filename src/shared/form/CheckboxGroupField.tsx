import { Checkbox, FormGroup } from '@blueprintjs/core';
import { useId } from 'react';
import { useFormField } from './fieldError';
import type { ChoiceFieldProps } from './selectOptions';

const FIELDSET_STYLE = { border: 0, margin: 0, padding: 0, minWidth: 0 };
// A legend is indented by the browser by default; aligned with the other fields' labels.
const LEGEND_STYLE = { padding: 0 };

/** A group of Blueprint checkboxes bound to a react-final-form field holding the list of checked values. */
export function CheckboxGroupField<V extends string | number>({
  name,
  label,
  options,
  validate,
}: ChoiceFieldProps<V>) {
  const labelId = useId();
  const { input, error, intent } = useFormField<V[]>(name, validate);
  const checked: readonly V[] = Array.isArray(input.value) ? input.value : [];
  const handleToggle = (value: V) => {
    const next = checked.includes(value) ? checked.filter((v) => v !== value) : [...checked, value];
    // Kept in the option order so the saved list is stable.
    input.onChange(options.map((o) => o.value).filter((v) => next.includes(v)));
    input.onBlur();
  };
  return (
    <FormGroup intent={intent} helperText={error}>
      <fieldset style={FIELDSET_STYLE} aria-labelledby={labelId}>
        <legend className="bp6-label" id={labelId} style={LEGEND_STYLE}>
          {label}
        </legend>
        {options.map((o) => (
          <Checkbox
            key={String(o.value)}
            label={o.label}
            inline
            checked={checked.includes(o.value)}
            onChange={() => handleToggle(o.value)}
          />
        ))}
      </fieldset>
    </FormGroup>
  );
}
