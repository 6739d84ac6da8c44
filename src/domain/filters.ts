// Filter rules of the list screens (spec 02 §4): multi-value filters accumulate without duplicates
// by id, adding a selected value is ignored, removing the last value clears the filter; adding or
// removing a filter, or changing the page size, resets the page to 1.
import { isRecord } from './guards';

export type FilterOption = { id: number | string; name: string };
/** Filter values by key; a key is present only while it holds at least one value. */
export type FilterModel = { [key: string]: FilterOption[] };
export type ListQueryState = { filters: FilterModel; page: number; size: number };
/** 'multi' accumulates values; 'single' keeps one value, replacing the previous one. */
export type FilterArity = 'multi' | 'single';

export function hasFilters(filters: FilterModel): boolean {
  return Object.values(filters).some((values) => values.length > 0);
}

export function filterValues(filters: FilterModel, key: string): FilterOption[] {
  return filters[key] ?? [];
}

/** The filters with `option` added under `key`; the same object when the value is already selected. */
export function addFilterValue(
  filters: FilterModel,
  key: string,
  option: FilterOption,
  arity: FilterArity = 'multi',
): FilterModel {
  const current = filters[key] ?? [];
  if (current.some((v) => v.id === option.id)) return filters;
  return { ...filters, [key]: arity === 'single' ? [option] : [...current, option] };
}

/** The filters without the value `id` under `key`; the key disappears with its last value. */
export function removeFilterValue(filters: FilterModel, key: string, id: number | string): FilterModel {
  const current = filters[key];
  if (!current?.some((v) => v.id === id)) return filters;
  const rest = current.filter((v) => v.id !== id);
  const next = { ...filters };
  if (rest.length === 0) delete next[key];
  else next[key] = rest;
  return next;
}

export function withFilterAdded(
  state: ListQueryState,
  key: string,
  option: FilterOption,
  arity: FilterArity = 'multi',
): ListQueryState {
  const filters = addFilterValue(state.filters, key, option, arity);
  return filters === state.filters ? state : { ...state, filters, page: 1 };
}

export function withFilterRemoved(state: ListQueryState, key: string, id: number | string): ListQueryState {
  const filters = removeFilterValue(state.filters, key, id);
  return filters === state.filters ? state : { ...state, filters, page: 1 };
}

export function withFiltersReplaced(state: ListQueryState, filters: FilterModel): ListQueryState {
  return { ...state, filters, page: 1 };
}

export function withPageSize(state: ListQueryState, size: number): ListQueryState {
  return size === state.size ? state : { ...state, size, page: 1 };
}

/** How a screen reads stored filter values: which values it accepts and the names of bare ids. */
export type FilterModelReader = {
  /** Whether `id` is a valid value under `key`; keys the screen does not know answer false. */
  accepts?: (key: string, id: number | string) => boolean;
  /** The display name of a value stored without one (e.g. a stage id kept as a bare number). */
  nameOf?: (key: string, id: number | string) => string | undefined;
};

function isId(value: unknown): value is number | string {
  return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '');
}

/** The name shown for a value stored without one: '#12' for an unknown numeric id. */
function fallbackName(id: number | string): string {
  return typeof id === 'number' ? `#${id}` : id;
}

/**
 * A saved filter's values read back safely. The screen keeps `{ key: [{ id, name }] }`; a value may
 * also be kept as a bare id (`{ stage_ids: [3, 5] }`), named through `reader.nameOf`. Entries that
 * are not lists, values of the wrong type, values the reader does not accept and duplicates are
 * dropped, so a bad stored filter never breaks the screen.
 */
export function toFilterModel(value: unknown, reader: FilterModelReader = {}): FilterModel {
  const out: FilterModel = {};
  if (!isRecord(value)) return out;
  for (const [key, list] of Object.entries(value)) {
    if (!Array.isArray(list)) continue;
    const options: FilterOption[] = [];
    for (const item of list) {
      const id: unknown = isRecord(item) ? item.id : item;
      if (!isId(id)) continue;
      if (reader.accepts && !reader.accepts(key, id)) continue;
      if (options.some((o) => o.id === id)) continue;
      const stored: unknown = isRecord(item) ? item.name : undefined;
      const name =
        typeof stored === 'string' && stored.trim() !== ''
          ? stored
          : (reader.nameOf?.(key, id) ?? fallbackName(id));
      options.push({ id, name });
    }
    if (options.length > 0) out[key] = options;
  }
  return out;
}
