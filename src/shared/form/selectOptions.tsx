import { MenuItem } from '@blueprintjs/core';
import type { ItemPredicate, ItemRendererProps } from '@blueprintjs/select';
import type { Validator } from '../../domain/validators';

export type SelectOption<V extends string | number> = { value: V; label: string };

/** What every choice field (radio, checkbox group, select, multi-select) takes. */
export type ChoiceFieldProps<V extends string | number> = {
  name: string;
  label: string;
  options: readonly SelectOption<V>[];
  validate?: Validator;
};

/** Case-insensitive match of the typed query against an option's label. */
export function filterOption<V extends string | number>(): ItemPredicate<SelectOption<V>> {
  return (query, option) => option.label.toLowerCase().includes(query.trim().toLowerCase());
}

/** One option in a Blueprint select menu. */
export function renderOption<V extends string | number>(
  option: SelectOption<V>,
  { handleClick, handleFocus, modifiers, ref }: ItemRendererProps,
  selected: boolean,
) {
  if (!modifiers.matchesPredicate) return null;
  return (
    <MenuItem
      key={String(option.value)}
      ref={ref}
      text={option.label}
      active={modifiers.active}
      disabled={modifiers.disabled}
      selected={selected}
      roleStructure="listoption"
      onClick={handleClick}
      onFocus={handleFocus}
    />
  );
}
