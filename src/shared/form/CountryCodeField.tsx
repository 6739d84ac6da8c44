import { Button, FormGroup, MenuItem } from '@blueprintjs/core';
import { DoubleCaretVerticalIcon } from '@blueprintjs/icons';
import { type ItemPredicate, Select } from '@blueprintjs/select';
import { COUNTRY_CODES, type CountryCode } from '../../domain/countryCodes';
import { useFormField } from './fieldError';
import { useSelectEscape } from './useSelectEscape';
import './countryCode.css';
import './select.css';

export type CountryCodeFieldProps = {
  name: string;
  label: string;
  disabled?: boolean;
};

const matches: ItemPredicate<CountryCode> = (query, option) => {
  const q = query.trim().toLowerCase();
  return option.label.toLowerCase().includes(q);
};

/** The country calling code of a phone number ('+91' and so on), searchable by code or country name. */
export function CountryCodeField({ name, label, disabled }: CountryCodeFieldProps) {
  const { input, error, intent } = useFormField<string>(name);
  const listEscape = useSelectEscape<CountryCode>();
  return (
    <FormGroup label={label} intent={intent} helperText={error}>
      <Select<CountryCode>
        ref={listEscape.ref}
        popoverTargetProps={listEscape.popoverTargetProps}
        items={[...COUNTRY_CODES]}
        itemPredicate={matches}
        itemRenderer={(option, { handleClick, handleFocus, modifiers, ref }) =>
          modifiers.matchesPredicate ? (
            <MenuItem
              key={option.value}
              ref={ref}
              text={option.label}
              active={modifiers.active}
              selected={option.value === input.value}
              roleStructure="listoption"
              onClick={handleClick}
              onFocus={handleFocus}
            />
          ) : null
        }
        onItemSelect={(option) => {
          input.onChange(option.value);
          input.onBlur();
        }}
        disabled={disabled}
        fill
        inputProps={{ placeholder: 'Country or code' }}
        popoverProps={{ minimal: true, placement: 'bottom-start', onClosed: () => input.onBlur() }}
        popoverContentProps={{ className: 'pp-country-codes' }}
        noResults={<span className="bp6-text-muted">No results.</span>}
      >
        <Button
          aria-label={label}
          text={input.value || 'Code'}
          className="pp-select"
          endIcon={<DoubleCaretVerticalIcon />}
          alignText="start"
          intent={intent}
          disabled={disabled}
          size="large"
          fill
        />
      </Select>
    </FormGroup>
  );
}
