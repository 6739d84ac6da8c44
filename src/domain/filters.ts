// Filter rules of the list screens (spec 02 §4): multi-value filters accumulate without duplicates
// by id, adding a selected value is ignored, removing the last value clears the filter; adding or
// removing a filter, or changing the page size, resets the page to 1.

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

/** The filters with `key` cleared. */
export function clearFilter(filters: FilterModel, key: string): FilterModel {
  if (!(key in filters)) return filters;
  const next = { ...filters };
  delete next[key];
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

/** A saved filter's values (kept as the screen keeps them) read back safely: invalid entries are dropped. */
export function toFilterModel(value: unknown): FilterModel {
  const out: FilterModel = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return out;
  for (const [key, list] of Object.entries(value)) {
    if (!Array.isArray(list)) continue;
    const options: FilterOption[] = [];
    for (const item of list) {
      if (typeof item !== 'object' || item === null) continue;
      const id: unknown = 'id' in item ? item.id : undefined;
      const name: unknown = 'name' in item ? item.name : undefined;
      if ((typeof id === 'number' || typeof id === 'string') && typeof name === 'string') {
        if (!options.some((o) => o.id === id)) options.push({ id, name });
      }
    }
    if (options.length > 0) out[key] = options;
  }
  return out;
}
