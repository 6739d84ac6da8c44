// What a list screen declares (projects, bookings, bulk leads, campaigns, home loans, referrals,
// leads): its columns, its filter fields, its presets, its paging, where its saved views and
// column layout are kept, the call that fetches a page, and its texts. The list store, the toolbar,
// the chips, the filter panel and the route handling are derived from it.
import type { Api } from '../../api/client';
import type { ColumnDefault, FieldType } from '../../domain/columnLayouts';
import type { FilterArity, FilterModel, FilterOption } from '../../domain/filters';
import { formatNumber } from '../../domain/number';
import type { GridColumn, GridSort } from '../grid/gridColumn';
import type { PhoneContact } from '../ui/PhoneLinks';
import type { ViewSource } from '../views/ViewsStore';
import type { FilterField } from './filterFields';

/** The page sizes of most lists, and the first (spec 02 §9: 5, 10, 25, 50; 10 at first). */
export const LIST_PAGE_SIZES: readonly number[] = [5, 10, 25, 50];
export const LIST_PAGE_SIZE = 10;

/** One page of rows; `count` is the total for the filters, or null when the answer has none. */
export type ListPage<Row> = { rows: Row[]; count: number | null };

/** A click on a filterable cell adds its value as a filter. */
export type CellFilter = { key: string; option: FilterOption; arity: FilterArity };

export type ListColumn<Row> = GridColumn<Row> & {
  /** The filter a click on this column's cell adds; null when the row has no value to filter by. */
  cellFilter?: (row: Row) => CellFilter | null;
  /** Hidden by default on a phone (the partner may show it); `hide` hides it by default everywhere. */
  hideOnPhone?: boolean;
  /** The cell's text for a row: what the row's card shows for this column on a phone. */
  value?: (row: Row) => string;
};

/**
 * A row on a phone: one card per row, headed by one column's text, with a few more columns under it
 * (named by their colIds), how long ago the row was added, and the row's action that opens it.
 */
export type ListCard<Row> = {
  title: string;
  fields: readonly string[];
  /** When the row was added (ISO): the card says '3 days ago'. */
  added?: (row: Row) => string | null | undefined;
  /** The text of the card's button that opens the row ('More Info'); a tap on the card opens it too. */
  action?: string;
  /** Whom the card's Call and WhatsApp links reach (a lead's client). */
  contact?: (row: Row) => PhoneContact;
};

export type ListTexts = {
  /** 'Showing all 12 leads'. */
  count: (count: number) => string;
  /** Shown in place of the rows when the answer has none. */
  empty: string;
  /** Shown when a load gets no answer (offline, the server away). */
  rejected: string;
  /** Shown when the server answers a load with an error (its HTTP status). */
  failed: (status: number) => string;
  loading: string;
};

/** The page asked for in its order (null: the call's own), and the signed-in user (lists whose call names the partner). */
export type PageRequest = { page: number; size: number; sort: GridSort | null; userId: number };

export type ListSpec<Row, Q, Ctx> = {
  /** The screen's name ('leads'): its path (saved filters open at /leads/{id}), its workspace layout key
   * and its store's key. */
  name: string;
  /** What one row is called in the shortcut help ('lead'). */
  noun: string;
  /** The table's accessible name. */
  label: string;
  /** The filter toggle's text ('Leads Filters'); a list without one shows no filters. */
  filtersLabel?: string;
  /** The test id of the count text ('leads-count'). */
  countTestId?: string;
  columns: readonly ListColumn<Row>[];
  /** The row's card below 900 px (a phone shows cards, never the grid). */
  card: ListCard<Row>;
  fields: readonly FilterField<Q, Ctx>[];
  /** Filters of the route slugs that are presets (/leads/new); null when the slug is not one. */
  preset?: (slug: string, ctx: Ctx) => FilterModel | null;
  /** The filters of the plain route (/projects starts with Focus Yes); none when absent. */
  defaultFilters?: () => FilterModel;
  /** The page sizes offered; LIST_PAGE_SIZES when absent. */
  pageSizes?: readonly number[];
  /** The first page size; LIST_PAGE_SIZE when absent. */
  defaultSize?: number;
  /** 'server' (when absent): the call answers one page; 'client': it answers every row and the list pages them. */
  paging?: 'server' | 'client';
  /**
   * Where the list's saved views are kept: `{ kind: 'server', type }` (/userFilter) or
   * `{ kind: 'local', type }` (browser storage). A list without it has no views menu.
   */
  views?: ViewSource;
  /**
   * The partner's column layout of the list (its /userField type): the columns the default view shows,
   * which the partner may hide, reorder, pin and resize. Its defaults are the columns' own (`hide`,
   * `hideOnPhone`, alignment). A list without one shows its columns as defined.
   */
  layout?: FieldType;
  /** colIds whose header orders the rows: the list call takes the order (`PageRequest.sort`). */
  sortable?: readonly string[];
  /** colIds kept in view at the grid's right edge when it is too narrow for all its columns. */
  keepInView?: readonly string[];
  /** The list call; `query` holds the filters' values. */
  fetchPage: (api: Api, query: Partial<Q>, page: PageRequest, signal: AbortSignal) => Promise<ListPage<Row>>;
  /** The count call of a list whose answer has no count; reused while the filters stay the same. */
  fetchCount?: (api: Api, query: Partial<Q>, signal: AbortSignal) => Promise<number>;
  rowId: (row: Row) => number;
  texts: ListTexts;
};

/** A list's default columns: its columns in order, shown unless `hide` (or `hideOnPhone` on a phone). */
export function columnDefaults<Row>(columns: readonly ListColumn<Row>[]): ColumnDefault[] {
  return columns.map((c) => ({
    name: c.colId,
    desktop: c.hide !== true,
    mobile: c.hide !== true && c.hideOnPhone !== true,
    ...(c.type === 'rightAligned' ? { align: 'right' } : {}),
  }));
}

type IdName = { id: number; name: string };

/** The reference lists filter options and presets are drawn from (the root's reference store). */
export type ReferenceLists = {
  readonly stages: readonly IdName[];
  readonly statuses: readonly IdName[];
  readonly sources: readonly IdName[];
  readonly parents: readonly IdName[];
  readonly regions: readonly IdName[];
};

/**
 * A list's texts named after its rows ('leads'): loading reads 'Loading leads…' and, unless `rejected`
 * is given, a load without an answer 'The leads could not be loaded. Check your connection and try
 * again.' and one the server refused 'The server could not load the leads (error 500). Please try
 * again in a moment.'
 */
export function listTexts(
  plural: string,
  texts: Pick<ListTexts, 'count' | 'empty'> & Partial<Pick<ListTexts, 'rejected'>>,
): ListTexts {
  // A list whose spec names its failure text says it whatever went wrong.
  const named = texts.rejected;
  return {
    rejected: `The ${plural} could not be loaded. Check your connection and try again.`,
    failed: (status) =>
      named ?? `The server could not load the ${plural} (error ${status}). Please try again in a moment.`,
    loading: `Loading ${plural}…`,
    ...texts,
  };
}

/** The count 'Showing all 12 leads' / 'Showing all 1 lead'. */
export function showingAll(singular: string, plural: string): (count: number) => string {
  return (count) => `Showing all ${formatNumber(count)} ${count === 1 ? singular : plural}`;
}
