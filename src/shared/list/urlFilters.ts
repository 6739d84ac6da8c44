// A list's filters in the address (issue 33): the query keys are the list call's own (its filter
// fields' keys), ids comma-joined as the call takes them: /leads?stage_ids=3,4&created_at_from=2026-01-05.
// The address names the filters on screen when they differ from the route's own (the plain list's
// defaults, a preset's, a saved view's); a key of the route's that was removed is written empty
// (/projects?is_focus=). Values a list cannot take and keys it does not know are dropped and named.
import type { FilterModel, FilterOption } from '../../domain/filters';
import type { FilterField } from './filterFields';

/** A decoded address: the filters it asks for (null: it names none) and what was dropped ('stage_ids=abc'). */
export type UrlFilters = { filters: FilterModel | null; dropped: string[] };

/** Names of values the address gives as bare ids (a saved view's, the filters already on screen). */
export type KnownNames = readonly FilterModel[];

const sameIds = (a: readonly FilterOption[] = [], b: readonly FilterOption[] = []) =>
  a.length === b.length && a.every((v, i) => String(v.id) === String(b[i]?.id));

/** Whether two sets of filters hold the same values under the same keys (values in order). */
export function sameFilters(a: FilterModel, b: FilterModel): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameIds(a[key], b[key]));
}

/** Whether an address's query names any of the list's filter keys. */
export function hasFilterParams<Q, Ctx>(
  fields: readonly FilterField<Q, Ctx>[],
  params: URLSearchParams,
): boolean {
  return fields.some((f) => params.has(f.key));
}

/**
 * The filters an address asks for: each filter key it names replaces the route's values under that key
 * (an empty value removes them); keys it does not name keep the route's. A value is kept when the
 * field takes it and, for a field with options, when it is one of them (named after it); other values
 * are named after the known filters, or are their own name (typed text, days), or '#id'. Keys that are
 * neither filters nor `otherKeys` are dropped.
 */
export function filtersFromUrl<Q, Ctx>(
  fields: readonly FilterField<Q, Ctx>[],
  params: URLSearchParams,
  ctx: Ctx,
  base: FilterModel,
  known: KnownNames = [],
  otherKeys: readonly string[] = [],
): UrlFilters {
  const dropped: string[] = [];
  for (const key of new Set(params.keys())) {
    if (!fields.some((f) => f.key === key) && !otherKeys.includes(key)) {
      dropped.push(`${key}=${params.getAll(key).join(',')}`);
    }
  }
  if (!hasFilterParams(fields, params)) return { filters: null, dropped };
  const filters: FilterModel = { ...base };
  for (const field of fields) {
    if (!params.has(field.key)) continue;
    const raw = params.getAll(field.key).join(',');
    const pieces =
      field.arity === 'multi' ? raw.split(',').map((p) => p.trim()) : raw === '' ? [] : [raw.trim()];
    const options = field.options?.(ctx);
    const values: FilterOption[] = [];
    const bad: string[] = [];
    for (const piece of pieces) {
      if (piece === '') continue;
      const option = options?.find((o) => String(o.id) === piece);
      if (!field.accepts(piece) || (options && !option) || (field.arity === 'single' && values.length > 0)) {
        bad.push(piece);
        continue;
      }
      if (values.some((v) => String(v.id) === piece)) continue;
      values.push(
        option
          ? { id: option.id, name: option.name }
          : { id: idOf(piece), name: nameOf(field, piece, known) },
      );
    }
    if (bad.length > 0) dropped.push(`${field.key}=${bad.join(',')}`);
    // A key whose every value was dropped keeps the route's values; a key given empty removes them.
    if (values.length > 0) filters[field.key] = values;
    else if (bad.length === 0) delete filters[field.key];
  }
  return { filters, dropped };
}

/** Ids of lists are numbers in the filters (as a cell or a search gives them); other values stay text. */
const idOf = (piece: string): number | string => (/^[1-9]\d{0,9}$/.test(piece) ? Number(piece) : piece);

function nameOf<Q, Ctx>(field: FilterField<Q, Ctx>, piece: string, known: KnownNames): string {
  for (const filters of known) {
    const found = filters[field.key]?.find((v) => String(v.id) === piece);
    if (found) return found.name;
  }
  return field.kind === 'text' || field.kind === 'date' || field.freeText ? piece : unnamed(piece);
}

/** The name of an id whose name the address does not give ('#8'), until the rows name it. */
export const unnamed = (id: number | string) => `#${id}`;

/**
 * The query that names `filters` on a route whose own are `base`: empty when they are the same, else
 * every filter key in the fields' order (ids comma-joined, a key of `base` that was removed written
 * empty). Commas stay literal; other characters are escaped.
 */
export function filtersToUrl<Q, Ctx>(
  fields: readonly FilterField<Q, Ctx>[],
  filters: FilterModel,
  base: FilterModel,
): string {
  if (sameFilters(filters, base)) return '';
  const parts: string[] = [];
  for (const { key } of fields) {
    const values = filters[key];
    if (values && values.length > 0) {
      parts.push(`${key}=${values.map((v) => encodeURIComponent(String(v.id))).join(',')}`);
    } else if (base[key]?.length) parts.push(`${key}=`);
  }
  return parts.join('&');
}

/** What an address's filter keys say, as they stand: two addresses naming the same filters compare equal. */
export function filterParamsOf<Q, Ctx>(
  fields: readonly FilterField<Q, Ctx>[],
  params: URLSearchParams,
): string {
  return JSON.stringify(
    fields.filter((f) => params.has(f.key)).map((f) => [f.key, params.getAll(f.key).join(',')]),
  );
}

/** An address's query with the list's filter keys replaced by `filterQuery` (other keys kept, after them). */
export function withFilterQuery<Q, Ctx>(
  fields: readonly FilterField<Q, Ctx>[],
  search: string,
  filterQuery: string,
  drop: readonly string[] = [],
): string {
  const rest = new URLSearchParams(search);
  for (const f of fields) rest.delete(f.key);
  for (const key of drop) rest.delete(key);
  const query = [filterQuery, rest.toString()].filter((part) => part !== '').join('&');
  return query === '' ? '' : `?${query}`;
}
