// The store of a list screen, made from its spec: filters, page and page size, the filter panel,
// the rows and count of the last good answer, the load status with its error, stale answers
// aborted, the selection, and the route (saved filter or preset) it shows.
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import { type Api, ApiError } from '../../api/client';
import { type DeviceClass, defaultItems, type FieldItem, mergeColumnItems } from '../../domain/columnLayouts';
import {
  type FilterArity,
  type FilterModel,
  type FilterOption,
  hasFilters,
  type ListQueryState,
  withFilterAdded,
  withFilterRemoved,
  withFiltersReplaced,
  withPageSize,
} from '../../domain/filters';
import type { GridSort } from '../grid/gridColumn';
import type { LoadStatus } from '../state/loadStates';
import type { RootEnv } from '../state/RootEnv';
import type { RefreshOptions } from '../state/screenKey';
import type { ViewColumns, ViewContent } from '../views/ViewsStore';
import { buildFilterQuery } from './filterFields';
import type { ColumnLayouts } from './listHost';
import { columnDefaults, LIST_PAGE_SIZE, type ListSpec } from './listSpec';
import { SelectionModel } from './SelectionModel';
import { unnamed } from './urlFilters';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The saved view on screen, as it was saved (what the unsaved marker compares with). */
export type ViewBaseline = { filters: FilterModel; columns: ViewColumns | null; size: number };

/** A value's JSON with object keys sorted and empty lists left out, to compare filters and columns. */
function comparable(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
    const entries = Object.entries(v).filter(([, x]) => !(Array.isArray(x) && x.length === 0));
    return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
  });
}

export function createListStore<Row, Q, Ctx>(spec: ListSpec<Row, Q, Ctx>) {
  const ownColumns = columnDefaults(spec.columns);
  const serverPaging = spec.paging !== 'client';
  return types
    .model(`${spec.name}ListStore`, {
      filters: types.frozen<FilterModel>({}),
      page: 1,
      size: spec.defaultSize ?? LIST_PAGE_SIZE,
      /** The order asked for by a header (lists with `sortable`); null: the call's own. */
      sort: types.frozen<GridSort | null>(null),
      filtersOpen: false,
      /** The route last applied ('' for the plain list, a saved filter's id, a preset slug). */
      route: types.maybeNull(types.string),
      selection: types.optional(SelectionModel, {}),
    })
    .volatile(() => ({
      rows: [] as Row[],
      /** Every row of a list paged in the browser (paging 'client'). */
      allRows: [] as Row[],
      count: 0,
      status: 'idle' as LoadStatus,
      error: null as string | null,
      /** The HTTP status of a failed load's answer; 0 when no answer came (offline, server away). */
      errorStatus: 0,
      controller: null as AbortController | null,
      countCache: null as { key: string; count: number } | null,
      userId: 0,
      /** Whether the list's screen is mounted (a list not shown is read when it is shown). */
      shown: false,
      /** The saved view on screen as saved; null on the plain list or a preset. */
      view: null as ViewBaseline | null,
      /** The columns on screen while a view is (per device; a device without uses the list's layout). */
      viewColumns: null as ViewColumns | null,
      /** A notice above the rows (a saved view that does not exist). */
      notice: null as string | null,
      /** When the device kept the rows on screen, while they are its copy (null: the server's answer). */
      copiedAt: null as number | null,
      /** Whether the server has answered this store once (until then, loads draw the device's copy first). */
      answered: false,
      /** The fetch in flight and the request key it answers. */
      inflight: null as { key: string; done: Promise<void> } | null,
      /**
       * The request key of a fetch the store started itself (a filter or page change),
       * which the screen's next load for the same key takes over instead of asking again.
       */
      servedKey: null as string | null,
    }))
    .views((self) => ({
      get spec(): ListSpec<Row, Q, Ctx> {
        return spec;
      },
      get hasFilters(): boolean {
        return hasFilters(self.filters);
      },
      get loading(): boolean {
        return self.status === 'pending';
      },
      /** The device's copy is on screen while the server is asked: "Updating…". */
      get updating(): boolean {
        return self.copiedAt !== null && self.status === 'pending';
      },
      get queryState(): ListQueryState {
        return { filters: self.filters, page: self.page, size: self.size };
      },
      /** The filters' values as the list call's query. */
      get query(): Partial<Q> {
        return buildFilterQuery(spec.fields, self.filters);
      },
      /** Changes whenever what is on screen must be fetched again. */
      get requestKey(): string {
        const paging = serverPaging ? { page: self.page, size: self.size, sort: self.sort } : {};
        return JSON.stringify({ query: buildFilterQuery(spec.fields, self.filters), ...paging });
      },
      get pageCount(): number {
        return Math.max(1, Math.ceil(self.count / self.size));
      },
      /**
       * The columns on screen for a device class, in order, with their visibility: the saved view's on
       * screen (restored against the list's), else the default view's, the partner's layout of the list.
       */
      columns(layouts: ColumnLayouts, device: DeviceClass): FieldItem[] {
        const list = spec.layout ? layouts.items(spec.layout, device) : defaultItems(ownColumns, device);
        const view = self.view ? self.viewColumns?.[device] : undefined;
        return view ? mergeColumnItems(list, view) : list;
      },
      /** Whether the grid on screen differs from its saved view (filters, columns or page size). */
      get viewChanged(): boolean {
        const { view } = self;
        if (!view) return false;
        return (
          comparable(self.filters) !== comparable(view.filters) ||
          comparable(self.viewColumns) !== comparable(view.columns) ||
          self.size !== view.size
        );
      },
      /** What Save writes to the view on screen. */
      get viewContent(): ViewContent {
        return { filter: self.filters, columns: self.viewColumns, size: self.size };
      },
      get visibleRows(): Row[] {
        if (serverPaging) return self.rows;
        const start = (self.page - 1) * self.size;
        return self.allRows.slice(start, start + self.size);
      },
    }))
    .views((self) => ({
      get visibleIds(): number[] {
        return self.visibleRows.map(spec.rowId);
      },
    }))
    .actions((self) => {
      const env = () => getEnv<RootEnv>(self);

      function apply(state: ListQueryState) {
        self.filters = state.filters;
        self.page = state.page;
        self.size = state.size;
      }

      /** The device's copy of the rows asked for, on screen until the server's answer comes. */
      function showCopy(key: string, rows: Row[], count: number, savedAt: number) {
        if (self.answered || self.requestKey !== key) return;
        if (serverPaging) self.rows = rows;
        else self.allRows = rows;
        self.count = count;
        self.copiedAt = savedAt;
      }

      /** Draws the device's copy once it is read (a flow: its end runs as an action of the store). */
      const drawCopy = flow(function* drawCopy(
        key: string,
        reading: Promise<{ value: { rows: Row[]; total: number }; savedAt: number } | null>,
      ) {
        const read = yield* toGenerator(reading);
        if (read) showCopy(key, read.value.rows, read.value.total, read.savedAt);
      });

      function settle(controller: AbortController, rows: Row[], count: number, countKey: string) {
        if (self.controller !== controller) return;
        self.copiedAt = null;
        self.answered = true;
        if (serverPaging) self.rows = rows;
        else self.allRows = rows;
        self.count = count;
        self.countCache = { key: countKey, count };
        self.status = 'fulfilled';
        self.error = null;
        self.controller = null;
        self.inflight = null;
        // Never 'Page 2 of 1': a page past the end (rows deleted, a smaller count) goes to the last page.
        const last = Math.max(1, Math.ceil(count / self.size));
        if (self.page > last) self.page = last;
        nameFromRows(rows);
      }

      /**
       * Values known only by their id (a pasted address: 'Project: #8') take the name a row's cell
       * gives them (the Project cell of a lead of that project).
       */
      function nameFromRows(rows: readonly Row[]) {
        let renamed = false;
        const named = (key: string, value: FilterOption): FilterOption => {
          if (value.name !== unnamed(value.id)) return value;
          for (const row of rows)
            for (const column of spec.columns) {
              const cell = column.cellFilter?.(row);
              if (cell?.key === key && String(cell.option.id) === String(value.id)) {
                renamed = true;
                return { id: value.id, name: cell.option.name };
              }
            }
          return value;
        };
        const filters = Object.fromEntries(
          Object.entries(self.filters).map(([key, values]) => [key, values.map((v) => named(key, v))]),
        );
        if (renamed) self.filters = filters;
      }

      function fail(controller: AbortController, error: unknown) {
        if (self.controller !== controller) return;
        // The rows and count of the last good answer stay on screen.
        self.status = 'rejected';
        self.error = messageOf(error);
        self.errorStatus = error instanceof ApiError ? error.status : 0;
        self.controller = null;
        self.inflight = null;
        // A failed fetch serves nobody: the screen's next load asks again.
        self.servedKey = null;
      }

      /**
       * Fetches what the filters and page ask for; an earlier request still running is aborted. A quiet
       * fetch leaves the rows on screen as they are until its answer replaces them.
       */
      const fetchRows = flow(function* fetchRows(quiet: boolean) {
        self.controller?.abort();
        const controller = new AbortController();
        self.controller = controller;
        if (!quiet) self.status = 'pending';
        const { reachability, fromDevice } = env();
        const query = self.query;
        const countKey = JSON.stringify(query);
        const known = self.countCache?.key === countKey ? self.countCache.count : null;
        const pageAsked = { page: self.page, size: self.size, sort: self.sort, userId: self.userId };
        const fetchBoth = async (api: Api, countToo: boolean) => {
          const [page, count] = await Promise.all([
            spec.fetchPage(api, query, pageAsked, controller.signal),
            spec.fetchCount && countToo
              ? spec.fetchCount(api, query, controller.signal)
              : Promise.resolve(known),
          ]);
          return { rows: page.rows, total: page.count ?? count ?? page.rows.length };
        };
        // Until the server has answered once, a load draws the device's copy of the same page at once.
        let copy: ReturnType<typeof fromDevice<{ rows: Row[]; total: number }>> | null = null;
        const readCopy = () => {
          copy ??= fromDevice(({ api }) => fetchBoth(api, true));
          return copy;
        };
        const key = self.requestKey;
        if (!self.answered) void drawCopy(key, readCopy());
        try {
          const fresh = yield* toGenerator(fetchBoth(env().api, known === null));
          settle(controller, fresh.rows, fresh.total, countKey);
          // No answer from the server: the rows are the device's copy (the client answered from it).
          if (!reachability.reachable) {
            const read = yield* toGenerator(readCopy());
            if (read && self.controller === null) self.copiedAt = read.savedAt;
          }
        } catch (error) {
          if (isAbort(error) || controller.signal.aborted) return;
          fail(controller, error);
        }
      });

      /** Starts the fetch of what is asked for now; one still running is aborted. */
      function request(quiet = false): Promise<void> {
        const key = self.requestKey;
        const done = fetchRows(quiet);
        self.inflight = { key, done };
        return done;
      }

      /** Fetches what the filters and page ask for, unless the store already started that fetch. */
      function load(): Promise<void> {
        const key = self.requestKey;
        const served = self.servedKey === key;
        self.servedKey = null;
        if (!served) return request();
        return self.inflight?.key === key ? self.inflight.done : Promise.resolve();
      }

      /** Fetches at once, ahead of the screen's own load (which takes the fetch over). */
      function fetchAhead(): void {
        self.servedKey = self.requestKey;
        void request();
      }

      /**
       * Applies a change of filters, page or size. On a list already loading or loaded, the new rows
       * are fetched at once, in the same event as the click, rather than after the screen has drawn
       * the change.
       */
      function change(state: ListQueryState, sort = self.sort) {
        const before = self.requestKey;
        apply(state);
        self.sort = sort;
        if (self.status !== 'idle' && self.requestKey !== before) fetchAhead();
      }

      /**
       * Shows a route: its filters replace the current ones, unless the route is the one already
       * shown (coming back to the screen keeps the filters, the page and the open panels).
       */
      function applyRoute(
        route: string,
        filters: FilterModel,
        view: { columns: ViewColumns | null; size: number | null } | null = null,
      ): boolean {
        if (self.route === route) return false;
        self.route = route;
        const state = withFiltersReplaced(self.queryState, filters);
        apply(view?.size ? withPageSize(state, view.size) : state);
        self.view = view ? { filters: self.filters, columns: view.columns, size: self.size } : null;
        self.viewColumns = view?.columns ?? null;
        if (route !== '') self.notice = null;
        return true;
      }

      return {
        load,
        /**
         * Start-up's fetch of the list a route shows by default (no saved view, no filters in the address),
         * sent before the screen draws; the screen's own load takes it over.
         */
        prefetchDefault(userId: number) {
          if (self.status !== 'idle') return;
          self.userId = userId;
          if (self.route === null) applyRoute('', spec.defaultFilters?.() ?? {});
          fetchAhead();
        },
        /** Fetches again, counting afresh (after a lead was added elsewhere, or on the refresh button). */
        refresh({ quiet = false }: RefreshOptions = {}) {
          self.countCache = null;
          self.servedKey = null;
          return request(quiet);
        },
        addFilter(key: string, option: FilterOption, arity: FilterArity = 'multi') {
          change(withFilterAdded(self.queryState, key, option, arity));
        },
        removeFilter(key: string, id: number | string) {
          change(withFilterRemoved(self.queryState, key, id));
        },
        /** Replaces every filter (a saved filter, a preset, or a reset); the page goes back to 1. */
        setFilters(filters: FilterModel) {
          change(withFiltersReplaced(self.queryState, filters));
        },
        setPage(page: number) {
          change({ ...self.queryState, page: Math.max(1, Math.min(page, self.pageCount)) });
        },
        setSize(size: number) {
          change(withPageSize(self.queryState, size));
        },
        /** Orders the rows by a column (null: the call's own order), from the first page. */
        setSort(sort: GridSort | null) {
          change({ ...self.queryState, page: 1 }, sort);
        },
        toggleFilters() {
          self.filtersOpen = !self.filtersOpen;
        },
        setFiltersOpen(open: boolean) {
          self.filtersOpen = open;
        },
        applyRoute,
        /** Puts the view on screen back as it was saved. */
        resetView() {
          const { view } = self;
          if (!view) return;
          self.viewColumns = view.columns;
          change({ filters: view.filters, page: 1, size: view.size });
        },
        /** The grid on screen is now its view as saved (after Save). */
        markViewSaved() {
          self.view = { filters: self.filters, columns: self.viewColumns, size: self.size };
        },
        setNotice(notice: string | null) {
          self.notice = notice;
        },
        /** Forgets the route, so the next visit applies it again. */
        resetRoute() {
          self.route = null;
        },
        setShown(shown: boolean) {
          self.shown = shown;
        },
        /** The signed-in user, for lists whose call names the partner. */
        setUser(userId: number) {
          self.userId = userId;
        },
        /**
         * Changes the columns on screen (a reorder, show/hide, pin or width): a saved view on screen
         * keeps them as unsaved changes; the default view writes the partner's layout of the list.
         */
        setColumns(layouts: ColumnLayouts, device: DeviceClass, items: readonly FieldItem[]) {
          if (self.view) self.viewColumns = { ...(self.viewColumns ?? {}), [device]: [...items] };
          else if (spec.layout) void layouts.setItems(spec.layout, device, items);
        },
        moveSelection(delta: number) {
          self.selection.move(self.visibleIds, delta);
        },
      };
    });
}

export type ListStoreInstance<Row, Q, Ctx> = Instance<ReturnType<typeof createListStore<Row, Q, Ctx>>>;
