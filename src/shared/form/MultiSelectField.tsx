import { FormGroup } from '@blueprintjs/core';
import { MultiSelect } from '@blueprintjs/select';
import { useFormField } from './fieldError';
import { type ChoiceFieldProps, filterOption, renderOption, type SelectOption } from './selectOptions';

export type MultiSelectFieldProps<V extends string | number> = ChoiceFieldProps<V> & {
  placeholder?: string;
  loading?: boolean;
};

/** A Blueprint MultiSelect (tags) bound to a react-final-form field holding the list of chosen values. */
export function MultiSelectField<V extends string | number>({
  name,
  label,
  options,
  validate,
  placeholder = 'Search…',
  loading,
}: MultiSelectFieldProps<V>) {
  const { input, error, intent } = useFormField<V[]>(name, validate);
  const values: readonly V[] = Array.isArray(input.value) ? input.value : [];
  const selected = options.filter((o) => values.includes(o.value));
  const change = (next: V[]) => {
    input.onChange(next);
    input.onBlur();
  };
  const handleSelect = (option: SelectOption<V>) => {
    change(
      values.includes(option.value) ? values.filter((v) => v !== option.value) : [...values, option.value],
    );
  };
  const handleRemove = (option: SelectOption<V>) => change(values.filter((v) => v !== option.value));
  return (
    <FormGroup label={label} intent={intent} helperText={error}>
      <MultiSelect<SelectOption<V>>
        items={[...options]}
        selectedItems={selected}
        itemPredicate={filterOption<V>()}
        itemRenderer={(option, props) => renderOption(option, props, values.includes(option.value))}
        itemsEqual={(a, b) => a.value === b.value}
        tagRenderer={(option) => option.label}
        onItemSelect={handleSelect}
        onRemove={handleRemove}
        onClear={() => change([])}
        placeholder={loading ? 'Loading…' : placeholder}
        fill
        resetOnSelect
        popoverProps={{ minimal: true, matchTargetWidth: true }}
        tagInputProps={{ intent, inputProps: { 'aria-label': label } }}
        noResults={<span className="bp6-text-muted">{loading ? 'Loading…' : 'No results.'}</span>}
      />
    </FormGroup>
  );
}
