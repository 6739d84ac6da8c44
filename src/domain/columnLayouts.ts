// Column layouts of the list screens (spec 02 §3 "User field layout", §9): the order and visibility
// of each list's columns, per device class, stored as they were chosen and read against the list's
// current columns (its defaults: the column definitions, given by the app).
import { schemaGuard } from './schemaGuard';

/** The lists with a layout record (/userField): the spec's four, campaigns and focus projects (extension). */
export type FieldType = 'lead' | 'bulklead' | 'project' | 'booking' | 'campaign' | 'focus-project';
export type DeviceClass = 'desktop' | 'mobile';
/**
 * One column of a layout: its name and visibility (the spec's), its alignment, and the width (px) and
 * side it was pinned to when the partner resized or pinned it (absent: the list's own).
 */
export type FieldItem = { name: string; align?: string; show: boolean; width?: number; pinned?: ColumnPin };
export type ColumnPin = 'left' | 'right';
/** The narrowest and widest a resized column is kept. */
export const COLUMN_WIDTH_RANGE = { min: 40, max: 2000 } as const;
export type FieldLayout = { desktop?: FieldItem[]; mobile?: FieldItem[]; commonFields?: FieldItem[] };
/** One stored layout record; `id` is null until the server has it. */
export type UserFieldRecord = { id: number | null; type: FieldType; field: FieldLayout };

export const FIELD_TYPES: readonly FieldType[] = [
  'lead',
  'bulklead',
  'project',
  'booking',
  'campaign',
  'focus-project',
];
/** The browser-storage key of the layouts (spec 02 §9). */
export const FIELDS_STORAGE_KEY = 'fields';

/** A column in its list's default order, with its default visibility per device and its alignment. */
export type ColumnDefault = { name: string; desktop: boolean; mobile: boolean; align?: string };
/** The default columns of each list that keeps a layout. */
export type LayoutDefaults = { readonly [T in FieldType]?: readonly ColumnDefault[] };

/** Bulk leads and bookings keep one list for both devices (`commonFields`). */
export function usesCommonFields(type: FieldType): boolean {
  return type === 'bulklead' || type === 'booking';
}

export function defaultItems(defaults: readonly ColumnDefault[], device: DeviceClass): FieldItem[] {
  return defaults.map((c) =>
    c.align ? { name: c.name, show: c[device], align: c.align } : { name: c.name, show: c[device] },
  );
}

/** A list's default layout record: desktop and mobile lists, or the common list. */
export function defaultLayout(type: FieldType, defaults: readonly ColumnDefault[]): FieldLayout {
  if (usesCommonFields(type)) return { commonFields: defaultItems(defaults, 'desktop') };
  return { desktop: defaultItems(defaults, 'desktop'), mobile: defaultItems(defaults, 'mobile') };
}

const itemSchema = {
  type: 'object',
  required: ['name', 'show'],
  properties: {
    name: { type: 'string', minLength: 1 },
    align: { type: 'string' },
    show: { type: 'boolean' },
    width: { type: 'integer', minimum: COLUMN_WIDTH_RANGE.min, maximum: COLUMN_WIDTH_RANGE.max },
    pinned: { enum: ['left', 'right'] },
  },
};
/** The JSON schema of one list's stored columns. */
export const FIELD_ITEMS_SCHEMA = { type: 'array', items: itemSchema };
const layoutSchema = {
  type: 'object',
  properties: { desktop: FIELD_ITEMS_SCHEMA, mobile: FIELD_ITEMS_SCHEMA, commonFields: FIELD_ITEMS_SCHEMA },
};
/** Whether a stored or answered layout record has the right shape (its columns are checked when read). */
export const isFieldRecord = schemaGuard<{ id?: number | null; type: FieldType; field: FieldLayout }>({
  type: 'object',
  required: ['type', 'field'],
  properties: { id: { type: ['integer', 'null'] }, type: { enum: [...FIELD_TYPES] }, field: layoutSchema },
});

/**
 * Stored columns restored against the list's defaults: they keep their order, visibility, width and
 * pin; unknown names and repeats are dropped; columns the stored list lacks (added in a later release)
 * are appended at the end with their default visibility.
 */
export function mergeColumnItems(defaults: readonly FieldItem[], stored: readonly FieldItem[]): FieldItem[] {
  const known = new Map(defaults.map((d) => [d.name, d]));
  const seen = new Set<string>();
  const out: FieldItem[] = [];
  for (const item of stored) {
    const base = known.get(item.name);
    if (!base || seen.has(item.name)) continue;
    seen.add(item.name);
    const { width, pinned } = item;
    out.push({ ...base, show: item.show, ...(width ? { width } : {}), ...(pinned ? { pinned } : {}) });
  }
  for (const d of defaults) if (!seen.has(d.name)) out.push(d);
  return out;
}

/** The columns of one list for a device class: the stored layout's (restored), or the defaults. */
export function itemsFor(
  layout: FieldLayout | undefined,
  type: FieldType,
  defaults: readonly ColumnDefault[],
  device: DeviceClass,
): FieldItem[] {
  const list = usesCommonFields(type) ? (layout?.commonFields ?? layout?.desktop) : layout?.[device];
  const own = defaultItems(defaults, usesCommonFields(type) ? 'desktop' : device);
  return list ? mergeColumnItems(own, list) : own;
}

/** The layout with one device's list replaced (the common list for bulk leads and bookings). */
export function withItems(
  layout: FieldLayout,
  type: FieldType,
  device: DeviceClass,
  items: readonly FieldItem[],
): FieldLayout {
  if (usesCommonFields(type)) return { ...layout, commonFields: [...items] };
  return { ...layout, [device]: [...items] };
}

/** The items reordered to follow `order` (names); names not in `order` keep their relative place at the end. */
export function reorderItems(items: readonly FieldItem[], order: readonly string[]): FieldItem[] {
  const byName = new Map(items.map((i) => [i.name, i]));
  const out: FieldItem[] = [];
  for (const name of order) {
    const item = byName.get(name);
    if (item) {
      out.push(item);
      byName.delete(name);
    }
  }
  for (const item of items) if (byName.has(item.name)) out.push(item);
  return out;
}

export function withVisibility(items: readonly FieldItem[], name: string, show: boolean): FieldItem[] {
  return items.map((i) => (i.name === name ? { ...i, show } : i));
}

/** The items with one column pinned to a side, or unpinned (null). */
export function withPin(items: readonly FieldItem[], name: string, pinned: ColumnPin | null): FieldItem[] {
  return items.map((i) => {
    if (i.name !== name) return i;
    const { pinned: _old, ...rest } = i;
    return pinned ? { ...rest, pinned } : rest;
  });
}

/** The items with the widths given (px, by name); others keep theirs. */
export function withWidths(items: readonly FieldItem[], widths: ReadonlyMap<string, number>): FieldItem[] {
  return items.map((i) => {
    const width = widths.get(i.name);
    if (width === undefined) return i;
    const { min, max } = COLUMN_WIDTH_RANGE;
    return { ...i, width: Math.round(Math.min(max, Math.max(min, width))) };
  });
}
