// The filter fields of a list screen, declared once per screen; everything else is derived from
// them here: the query of the list call (lists comma-joined), the chips, the reader that checks a
// saved filter's values, and the filter panel (FilterPanel.tsx).
import type { Api } from '../../api/client';
import { formatDay } from '../../domain/dates';
import {
  type FilterArity,
  type FilterModel,
  type FilterModelReader,
  type FilterOption,
  filterValues,
} from '../../domain/filters';
import type { RemoteSearch } from '../form/RemoteSearchInput';

/** How the panel asks for the value: a select of options, a remote search, a typed text, a day. */
export type FilterKind = 'select' | 'search' | 'text' | 'date';

type FieldBase<Ctx> = {
  label: string;
  kind: FilterKind;
  arity: FilterArity;
  /** Whether a stored value (as text) is one the list call can take. */
  accepts: (id: string) => boolean;
  /** The options of a select (from reference data in `Ctx`, or fixed). */
  options?: (ctx: Ctx) => readonly FilterOption[];
  /** The remote search of a search field. */
  search?: (api: Api) => RemoteSearch;
  /** Shown in the filter panel (false: reached only by a cell click, a preset or a saved filter). */
  inPanel?: boolean;
  /** A search field whose typed text is itself a value (a client number typed in full). */
  freeText?: boolean;
  placeholder?: string;
  /**
   * A select of one value that shows the chosen value, with this first option ('None') clearing it;
   * without it the select only adds (its value becomes a chip).
   */
  emptyLabel?: string;
};

/**
 * One filter of a list whose query type is Q: its key is a key of Q, and `toValue` makes that key's
 * value from the chosen options, so the query built from the fields is the list call's own type.
 */
export type FilterField<Q, Ctx> = {
  [K in keyof Q & string]-?: FieldBase<Ctx> & {
    key: K;
    toValue: (values: readonly FilterOption[]) => Q[K] | undefined;
  };
}[keyof Q & string];

const POSITIVE_ID = /^[1-9]\d{0,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day of the calendar written YYYY-MM-DD (2026-02-30 is not one). */
function isDay(id: string): boolean {
  const day = new Date(`${id}T00:00:00Z`);
  return DAY.test(id) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(id);
}

const firstText = (values: readonly FilterOption[]) => {
  const value = values[0];
  return value === undefined ? undefined : String(value.id);
};

type IdListOptions<Ctx> = Pick<FieldBase<Ctx>, 'options' | 'search' | 'inPanel' | 'placeholder'>;

/** Ids chosen from a list or a search, sent comma-joined ('3,5'). */
export function idListField<K extends string, Ctx>(key: K, label: string, options: IdListOptions<Ctx>) {
  return {
    key,
    label,
    kind: options.search ? ('search' as const) : ('select' as const),
    arity: 'multi' as const,
    accepts: (id: string) => POSITIVE_ID.test(id),
    toValue: (values: readonly FilterOption[]) =>
      values.length > 0 ? values.map((v) => String(v.id)).join(',') : undefined,
    ...options,
  };
}

/** Ids typed one at a time (or clicked in their cells), sent comma-joined. */
export function typedIdsField<K extends string>(key: K, label: string) {
  return {
    key,
    label,
    kind: 'text' as const,
    arity: 'multi' as const,
    accepts: (id: string) => POSITIVE_ID.test(id),
    toValue: (values: readonly FilterOption[]) =>
      values.length > 0 ? values.map((v) => String(v.id)).join(',') : undefined,
    placeholder: 'Type an id, press Enter',
  };
}

type TextOptions<Ctx> = Pick<FieldBase<Ctx>, 'inPanel' | 'placeholder' | 'search'> & { pattern?: RegExp };

/** One typed value (a client number, a location), sent as text. */
export function textField<K extends string, Ctx>(key: K, label: string, options: TextOptions<Ctx> = {}) {
  const { pattern, ...rest } = options;
  return {
    key,
    label,
    kind: rest.search ? ('search' as const) : ('text' as const),
    arity: 'single' as const,
    freeText: true,
    accepts: (id: string) => id.trim() !== '' && id.length <= 100 && (!pattern || pattern.test(id)),
    toValue: firstText,
    ...rest,
  };
}

/** One day (YYYY-MM-DD) of a date range. */
export function dateField<K extends string>(key: K, label: string) {
  return {
    key,
    label,
    kind: 'date' as const,
    arity: 'single' as const,
    accepts: isDay,
    toValue: firstText,
  };
}

/** One choice of a fixed list of numeric values (Yes 1 / No 0, Indian 1 / NRI 2), sent as that number. */
export function choiceField<K extends string, V extends number>(
  key: K,
  label: string,
  choices: readonly { id: V; name: string }[],
  extra: Pick<FieldBase<unknown>, 'emptyLabel' | 'inPanel'> = {},
) {
  const choiceOf = (id: string): V | undefined => choices.find((c) => String(c.id) === id)?.id;
  return {
    key,
    label,
    kind: 'select' as const,
    arity: 'single' as const,
    accepts: (id: string) => choiceOf(id) !== undefined,
    options: () => choices,
    toValue: (values: readonly FilterOption[]) => {
      const first = firstText(values);
      return first === undefined ? undefined : choiceOf(first);
    },
    ...extra,
  };
}

export const YES_NO_CHOICES = [
  { id: 1, name: 'Yes' },
  { id: 0, name: 'No' },
] as const;

/** The list call's query for these filters: each field's own value; keys without values are left out. */
export function buildFilterQuery<Q, Ctx>(
  fields: readonly FilterField<Q, Ctx>[],
  filters: FilterModel,
): Partial<Q> {
  const query: Partial<Q> = {};
  for (const field of fields) {
    const values = filterValues(filters, field.key);
    if (values.length === 0) continue;
    setQueryValue(query, field, values);
  }
  return query;
}

function setQueryValue<Q, K extends keyof Q & string>(
  query: Partial<Q>,
  field: { key: K; toValue: (values: readonly FilterOption[]) => Q[K] | undefined },
  values: readonly FilterOption[],
) {
  const value = field.toValue(values);
  if (value !== undefined) query[field.key] = value;
}

export type FilterChip = { key: string; id: number | string; text: string };

/**
 * The chips of the active filters ('Stage: Opportunity'), in the order the values were chosen; a day
 * as people read it ('Coming From: 15 Sep 2026'), while the address and saved views keep it ISO.
 */
export function filterChips<Q, Ctx>(
  fields: readonly FilterField<Q, Ctx>[],
  filters: FilterModel,
): FilterChip[] {
  return Object.entries(filters).flatMap(([key, values]) => {
    const field = fields.find((f) => f.key === key);
    const label = field?.label ?? key;
    const nameOf = (v: FilterOption) => (field?.kind === 'date' ? formatDay(String(v.id)) : v.name);
    return values.map((v) => ({ key, id: v.id, text: `${label}: ${nameOf(v)}` }));
  });
}

/** How a saved filter of this list is read back: only its fields' valid values, named from the options. */
export function filterReader<Q, Ctx>(fields: readonly FilterField<Q, Ctx>[], ctx: Ctx): FilterModelReader {
  return {
    accepts: (key, id) => fields.find((f) => f.key === key)?.accepts(String(id).trim()) ?? false,
    nameOf: (key, id) => {
      const field = fields.find((f) => f.key === key);
      if (!field) return undefined;
      const named = field.options?.(ctx).find((o) => String(o.id) === String(id))?.name;
      if (named !== undefined) return named;
      // Ids of a list or a search have no name without their list; typed values are their own name.
      return field.kind === 'text' || field.kind === 'date' ? String(id) : undefined;
    },
  };
}
