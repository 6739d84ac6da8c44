// Column layouts of the four list screens (spec 02 §3 "User field layout", §9): the order and
// visibility of each list's columns, per device class, restored safely from storage.
import { schemaGuard } from './schemaGuard';

export type FieldType = 'lead' | 'bulklead' | 'project' | 'booking';
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

export const FIELD_TYPES: readonly FieldType[] = ['lead', 'bulklead', 'project', 'booking'];
/** The browser-storage key of the layouts (spec 02 §9). */
export const FIELDS_STORAGE_KEY = 'fields';

type ColumnDefault = { name: string; desktop: boolean; mobile: boolean; align?: string };

const col = (name: string, desktop: boolean, mobile = desktop, align?: string): ColumnDefault =>
  align ? { name, desktop, mobile, align } : { name, desktop, mobile };

/** Every column of each list in its default order, with its default visibility per device. */
export const COLUMN_DEFAULTS: Record<FieldType, readonly ColumnDefault[]> = {
  lead: [
    col('ID', true),
    col('Client Name', true),
    col('Client Contact', true, false),
    col('Project', true),
    col('Activity Status', true, false),
    col('Stage', true),
    col('Protection', true),
    col('Assigned Date', true, false),
    col('Coming Date', true, false),
    col('Followup Date', true, false),
    col('Location', true, false),
    col('Region', true, false),
    col('Last Update Date', true, false),
    col('Rm Name', false),
    col('Presale RM', false),
    col('Added By', false),
    col('Admin Comments', false),
    col('Source', false),
    col('Magnet Name', false),
    col('Is Magnet', false),
    col('Is Presale Lead', false),
    col('Nationality', false),
    col('Is Audit Lead', false),
  ],
  booking: [
    col('ID', true),
    col('Cancelled', false),
    col('Project', true),
    col('Client Name', true),
    col('Booking Date', true),
    col('Client Contact', false),
    col('Booking Amount', false, false, 'right'),
    col('Agreement Amount', false, false, 'right'),
    col('Booking ID', true),
    col('Flat Type', false),
    col('Building Number', false),
    col('Flat No.', false),
    col('Current Status', false),
    col('Client Payment Percentage', false),
  ],
  bulklead: [
    col('ID', true),
    col('Region', true),
    col('Project', true),
    col('Upload Date', true),
    col('Status', true),
    col('Uploaded By', false),
    col('Stage', false),
    col('Magnet Rm', false),
    col('Closing Reason', false),
    col('Source', false),
    col('Email', false),
    col('Phone', false),
    col('File', false),
  ],
  project: [
    col('ID', true),
    col('Project', true),
    col('Builder', true, false),
    col('Region', true, false),
    col('Location', true),
    col('Focus', true, false),
    col('Slab', true, false),
    col('BHK', true, false),
    col('Price', true, false, 'right'),
    col('Min Price', true, false, 'right'),
    col('Max Price', true, false, 'right'),
  ],
};

/** Bulk leads and bookings keep one list for both devices (`commonFields`). */
export function usesCommonFields(type: FieldType): boolean {
  return type === 'bulklead' || type === 'booking';
}

function defaultItems(type: FieldType, device: DeviceClass): FieldItem[] {
  return COLUMN_DEFAULTS[type].map((c) => {
    const item: FieldItem = { name: c.name, show: c[device] };
    if (c.align) item.align = c.align;
    return item;
  });
}

export function defaultLayout(type: FieldType): FieldLayout {
  if (usesCommonFields(type)) return { commonFields: defaultItems(type, 'desktop') };
  return { desktop: defaultItems(type, 'desktop'), mobile: defaultItems(type, 'mobile') };
}

export function defaultRecords(): UserFieldRecord[] {
  return FIELD_TYPES.map((type) => ({ id: null, type, field: defaultLayout(type) }));
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
const listSchema = { type: 'array', items: itemSchema };
const layoutSchema = {
  type: 'object',
  properties: { desktop: listSchema, mobile: listSchema, commonFields: listSchema },
};
const recordSchema = {
  type: 'object',
  required: ['type', 'field'],
  properties: {
    id: { type: ['integer', 'null'] },
    type: { enum: [...FIELD_TYPES] },
    field: layoutSchema,
  },
};

const isLayout = schemaGuard<FieldLayout>(layoutSchema);
const isRecordList = schemaGuard<{ id?: number | null; type: FieldType; field: FieldLayout }[]>({
  type: 'array',
  items: recordSchema,
});

/**
 * One device's list restored against the current columns: stored columns keep their order and
 * visibility; unknown names and repeats are dropped; columns the stored list lacks (added in a
 * later release) are appended at the end with their default visibility.
 */
export function mergeItems(type: FieldType, device: DeviceClass, stored: readonly FieldItem[]): FieldItem[] {
  return mergeColumnItems(defaultItems(type, device), stored);
}

/** `mergeItems` for any list: the stored columns restored against the list's own defaults. */
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

/** The JSON schema of one list's stored columns (name and show, optional align). */
export const FIELD_ITEMS_SCHEMA = listSchema;

/** A stored layout of one list, validated and merged with the current columns; defaults when invalid. */
export function restoreLayout(type: FieldType, stored: unknown): FieldLayout {
  if (!isLayout(stored)) return defaultLayout(type);
  if (usesCommonFields(type)) {
    const list = stored.commonFields ?? stored.desktop;
    return { commonFields: list ? mergeItems(type, 'desktop', list) : defaultItems(type, 'desktop') };
  }
  return {
    desktop: stored.desktop ? mergeItems(type, 'desktop', stored.desktop) : defaultItems(type, 'desktop'),
    mobile: stored.mobile ? mergeItems(type, 'mobile', stored.mobile) : defaultItems(type, 'mobile'),
  };
}

/**
 * Every list's layout from a stored value (the 'fields' entry or the /userField answer): one
 * record per type, in FIELD_TYPES order. A value that fails validation gives the defaults.
 */
export function restoreRecords(stored: unknown): UserFieldRecord[] {
  const list = isRecordList(stored) ? stored : [];
  return FIELD_TYPES.map((type) => {
    const found = list.find((r) => r.type === type);
    return found
      ? { id: typeof found.id === 'number' ? found.id : null, type, field: restoreLayout(type, found.field) }
      : { id: null, type, field: defaultLayout(type) };
  });
}

/** The columns of one list for a device class. */
export function itemsFor(layout: FieldLayout, type: FieldType, device: DeviceClass): FieldItem[] {
  const list = usesCommonFields(type) ? layout.commonFields : layout[device];
  return list ?? defaultItems(type, device);
}

/** The layout with one device's list replaced (the common list for bulk leads and bookings). */
export function withItems(
  layout: FieldLayout,
  type: FieldType,
  device: DeviceClass,
  items: readonly FieldItem[],
): FieldLayout {
  const merged = mergeItems(type, device, items);
  if (usesCommonFields(type)) return { ...layout, commonFields: merged };
  return { ...layout, [device]: merged };
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
