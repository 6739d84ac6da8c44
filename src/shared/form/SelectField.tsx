import { Button, FormGroup } from '@blueprintjs/core';
import { DoubleCaretVerticalIcon } from '@blueprintjs/icons';
import { Select } from '@blueprintjs/select';
import { useFormField } from './fieldError';
import { type ChoiceFieldProps, filterOption, renderOption, type SelectOption } from './selectOptions';
import { useSelectEscape } from './useSelectEscape';
import './select.css';

export type SelectFieldProps<V extends string | number> = ChoiceFieldProps<V> & {
  placeholder?: string;
  filterable?: boolean;
};

/** A Blueprint Select bound to a react-final-form field holding the chosen option's value. */
export function SelectField<V extends string | number>({
  name,
  label,
  options,
  validate,
  placeholder = 'Select…',
  filterable = true,
}: SelectFieldProps<V>) {
  const { input, error, intent } = useFormField<V | undefined>(name, validate);
  const selected = options.find((o) => o.value === input.value);
  const listEscape = useSelectEscape<SelectOption<V>>();
  const handleSelect = (option: SelectOption<V>) => {
    input.onChange(option.value);
    input.onBlur();
  };
  return (
    <FormGroup label={label} intent={intent} helperText={error}>
      <Select<SelectOption<V>>
        ref={listEscape.ref}
        popoverTargetProps={listEscape.popoverTargetProps}
        items={[...options]}
        itemPredicate={filterOption<V>()}
        itemRenderer={(option, props) => renderOption(option, props, option.value === selected?.value)}
        onItemSelect={handleSelect}
        filterable={filterable}
        fill
        popoverProps={{ minimal: true, matchTargetWidth: true, onClosed: () => input.onBlur() }}
        noResults={<span className="bp6-text-muted">No results.</span>}
      >
        <Button
          aria-label={label}
          text={selected?.label ?? placeholder}
          className="pp-select"
          endIcon={<DoubleCaretVerticalIcon />}
          alignText="start"
          intent={intent}
          variant={error ? 'outlined' : 'solid'}
          size="large"
          fill
        />
      </Select>
    </FormGroup>
  );
}
