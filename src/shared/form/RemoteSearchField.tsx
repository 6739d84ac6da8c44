import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { CrossIcon, TickCircleIcon } from '@blueprintjs/icons';
import { useId } from 'react';
import type { Validator } from '../../domain/validators';
import { useFormField } from './fieldError';
import { type RemoteSearch, RemoteSearchInput } from './RemoteSearchInput';

/** The picked item: an id and the name shown. */
export type PickedItem = { id: number; name: string };

export type RemoteSearchFieldProps = {
  name: string;
  label: string;
  search: RemoteSearch;
  validate?: Validator;
  placeholder?: string;
  /** A preselected value that cannot be changed (e.g. the project of the screen the form opened from). */
  disabled?: boolean;
  /** Said under the field when it shows no error (where the options come from, say). */
  hint?: string;
};

/**
 * A react-final-form field holding one item picked from a remote search (02 §9: from 2 characters,
 * debounced 500 ms). Once picked, the item's name shows with a clear button (none when disabled).
 */
export function RemoteSearchField({
  name,
  label,
  search,
  validate,
  placeholder,
  disabled,
  hint,
}: RemoteSearchFieldProps) {
  const id = useId();
  const { input, error, intent } = useFormField<PickedItem | null>(name, validate);
  const picked = input.value && typeof input.value === 'object' ? input.value : null;
  const clear = () => {
    input.onChange(null);
    input.onBlur();
  };
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={error ?? hint}>
      {picked ? (
        <InputGroup
          id={id}
          aria-label={label}
          value={picked.name}
          readOnly
          disabled={disabled}
          leftIcon={<TickCircleIcon />}
          size="large"
          fill
          rightElement={
            disabled ? undefined : (
              <Button variant="minimal" icon={<CrossIcon />} aria-label={`Clear ${label}`} onClick={clear} />
            )
          }
        />
      ) : (
        <RemoteSearchInput
          id={id}
          label={label}
          search={search}
          disabled={disabled}
          size="large"
          intent={intent}
          {...(placeholder ? { placeholder } : {})}
          onPick={(option) => {
            const pickedId = typeof option.id === 'number' ? option.id : Number(option.id);
            if (!Number.isInteger(pickedId)) return;
            input.onChange({ id: pickedId, name: option.name });
            input.onBlur();
          }}
        />
      )}
    </FormGroup>
  );
}
