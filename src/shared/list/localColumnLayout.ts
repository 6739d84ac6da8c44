// The column layout of a list that has no server layout type (campaigns...): order and visibility
// per device class, kept in browser storage under a versioned key of the list's own, restored
// against the list's current columns (unknown columns dropped, new ones appended).
import {
  type DeviceClass,
  FIELD_ITEMS_SCHEMA,
  type FieldItem,
  mergeColumnItems,
} from '../../domain/columnLayouts';
import { schemaGuard } from '../../domain/schemaGuard';
import { type PersistedValue, persistedValue } from '../state/persistedValue';
import type { ListColumn } from './listSpec';

export type LocalColumnLayout = { [D in DeviceClass]?: FieldItem[] };

export const localLayoutKey = (listName: string) => `pp.columns.v1.${listName}`;

export function localColumnLayout(listName: string): PersistedValue<LocalColumnLayout> {
  return persistedValue<LocalColumnLayout>({
    key: localLayoutKey(listName),
    isValid: schemaGuard({
      type: 'object',
      properties: { desktop: FIELD_ITEMS_SCHEMA, mobile: FIELD_ITEMS_SCHEMA },
    }),
    restore: (stored) => stored,
    fallback: () => ({}),
  });
}

/** The list's columns in their default order and visibility (`hide`, and `hideOnPhone` on a phone). */
export function defaultColumnItems<Row>(
  columns: readonly ListColumn<Row>[],
  device: DeviceClass,
): FieldItem[] {
  return columns.map((c) => ({
    name: c.colId,
    show: c.hide !== true && !(device === 'mobile' && c.hideOnPhone === true),
  }));
}

/** One device's columns: the stored ones restored against the defaults, or the defaults. */
export function localColumnItems<Row>(
  columns: readonly ListColumn<Row>[],
  layout: LocalColumnLayout,
  device: DeviceClass,
): FieldItem[] {
  const defaults = defaultColumnItems(columns, device);
  const stored = layout[device];
  return stored ? mergeColumnItems(defaults, stored) : defaults;
}
