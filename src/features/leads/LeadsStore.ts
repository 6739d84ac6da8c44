// The leads list screen (spec 02 §2 "Leads list", §4): filters, paging, the closed-leads view,
// the selection and the open lead panels.
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import { unwrap } from '../../api/client';
import type { components } from '../../api/schema';
import type { RootEnv } from '../../app/RootStore';
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
import { buildLeadQuery } from './leadQuery';

export type Lead = components['schemas']['Lead'];
export type LeadsMode = 'leads' | 'closed';

export const LEAD_PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_LEAD_PAGE_SIZE = 10;

export const LeadsStore = types
  .model('LeadsStore', {
    filters: types.frozen<FilterModel>({}),
    page: 1,
    size: DEFAULT_LEAD_PAGE_SIZE,
    mode: types.optional(types.enumeration<LeadsMode>('LeadsMode', ['leads', 'closed']), 'leads'),
    filtersOpen: false,
  })
  .volatile(() => ({
    rows: [] as Lead[],
    count: 0,
    loading: false,
    closedRows: [] as Lead[],
    closedCount: 0,
    downloading: false,
    selectedId: null as number | null,
    detailId: null as number | null,
    compareId: null as number | null,
    pinned: false,
    helpOpen: false,
    requestSeq: 0,
  }))
  .views((self) => ({
    get hasFilters(): boolean {
      return hasFilters(self.filters);
    },
    get visibleRows(): Lead[] {
      if (self.mode === 'leads') return self.rows;
      const start = (self.page - 1) * self.size;
      return self.closedRows.slice(start, start + self.size);
    },
    get total(): number {
      return self.mode === 'leads' ? self.count : self.closedCount;
    },
    get queryState(): ListQueryState {
      return { filters: self.filters, page: self.page, size: self.size };
    },
  }))
  .actions((self) => {
    const env = () => getEnv<RootEnv>(self);

    function apply(state: ListQueryState) {
      self.filters = state.filters;
      self.page = state.page;
      self.size = state.size;
    }

    function setRows(seq: number, rows: Lead[], count: number) {
      if (seq !== self.requestSeq) return;
      self.rows = rows;
      self.count = count;
    }

    function setClosed(seq: number, rows: Lead[], count: number) {
      if (seq !== self.requestSeq) return;
      self.closedRows = rows;
      self.closedCount = count;
    }

    function startRequest(): number {
      self.requestSeq += 1;
      self.loading = true;
      return self.requestSeq;
    }

    function endRequest(seq: number) {
      if (seq === self.requestSeq) self.loading = false;
    }

    // The count of the last filters asked for: paging and page-size changes reuse it.
    let lastCount: { key: string; count: number } | null = null;

    const loadLeads = flow(function* loadLeads() {
      const seq = startRequest();
      const { api } = env();
      try {
        const query = buildLeadQuery(self.filters, { page: self.page, size: self.size });
        const { size: _size, pageId: _pageId, ...countQuery } = query;
        const countKey = JSON.stringify(countQuery);
        const known = lastCount?.key === countKey ? lastCount.count : null;
        const [list, count] = yield* toGenerator(
          Promise.all([
            unwrap(api.GET('/leads', { params: { query } })),
            known ??
              unwrap(api.GET('/leads/index/count', { params: { query: countQuery } })).then((c) => c.count),
          ]),
        );
        lastCount = { key: countKey, count };
        setRows(seq, list.leads, count);
      } catch {
        lastCount = null;
        setRows(seq, [], 0);
      } finally {
        endRequest(seq);
      }
    });

    const loadClosed = flow(function* loadClosed(magnetId: number) {
      const seq = startRequest();
      try {
        const data = yield* toGenerator(
          unwrap(env().api.GET('/leads/magnet/close_leads', { params: { query: { magnet_id: magnetId } } })),
        );
        setClosed(seq, data.leads, data.count);
      } catch {
        setClosed(seq, [], 0);
      } finally {
        endRequest(seq);
      }
    });

    /** Opens the lead panel (More Info); with a pinned panel the lead opens in the second pane. */
    function openDetail(id: number) {
      self.selectedId = id;
      if (self.pinned && self.detailId !== null && self.detailId !== id) self.compareId = id;
      else if (!self.pinned) self.detailId = id;
    }

    return {
      loadLeads,
      openDetail,
      loadClosed,
      addFilter(key: string, option: FilterOption, arity: FilterArity = 'multi') {
        apply(withFilterAdded(self.queryState, key, option, arity));
      },
      removeFilter(key: string, id: number | string) {
        apply(withFilterRemoved(self.queryState, key, id));
      },
      /** Replaces every filter (a saved filter, a preset, or a reset); the page goes back to 1. */
      setFilters(filters: FilterModel) {
        apply(withFiltersReplaced(self.queryState, filters));
      },
      setPage(page: number) {
        self.page = Math.max(1, page);
      },
      setSize(size: number) {
        apply(withPageSize(self.queryState, size));
      },
      /** The Leads Filters view; it leaves the closed-leads view. */
      toggleFiltersView() {
        if (self.mode === 'closed') {
          self.mode = 'leads';
          self.page = 1;
          self.filtersOpen = true;
        } else {
          self.filtersOpen = !self.filtersOpen;
        }
      },
      /** The Closed Leads view: mutually exclusive with the filters view; entering it resets the filters. */
      toggleClosed() {
        if (self.mode === 'closed') {
          self.mode = 'leads';
        } else {
          self.mode = 'closed';
          self.filtersOpen = false;
          self.filters = {};
        }
        self.page = 1;
      },
      /** Back to all leads (Get Leads): leads view, no filters, page 1. */
      showAllLeads() {
        self.mode = 'leads';
        self.filters = {};
        self.page = 1;
      },
      select(id: number | null) {
        self.selectedId = id;
        if (id !== null && self.detailId !== null && !self.pinned) self.detailId = id;
        if (id !== null && self.pinned && self.compareId !== null) self.compareId = id;
      },
      /** Moves the selection by `delta` rows; an open panel follows it. */
      moveSelection(delta: number) {
        const rows = self.mode === 'leads' ? self.rows : self.closedRows.slice((self.page - 1) * self.size);
        const visible = rows.slice(0, self.size);
        if (visible.length === 0) return;
        const index = visible.findIndex((r) => r.id === self.selectedId);
        const nextIndex = index < 0 ? 0 : Math.min(visible.length - 1, Math.max(0, index + delta));
        const next = visible[nextIndex];
        if (!next) return;
        self.selectedId = next.id;
        if (self.pinned && self.compareId !== null) self.compareId = next.id;
        else if (self.detailId !== null && !self.pinned) self.detailId = next.id;
      },
      openSelected() {
        if (self.selectedId !== null) openDetail(self.selectedId);
      },
      closeDetail() {
        if (self.compareId !== null) {
          self.detailId = self.compareId;
          self.compareId = null;
          self.pinned = false;
          return;
        }
        self.detailId = null;
        self.pinned = false;
      },
      closeCompare() {
        self.compareId = null;
      },
      /** Esc: the second pane first, then the panel. */
      closeTop() {
        if (self.compareId !== null) self.compareId = null;
        else {
          self.detailId = null;
          self.pinned = false;
        }
      },
      togglePin() {
        self.pinned = !self.pinned;
        if (!self.pinned) self.compareId = null;
      },
      setHelpOpen(open: boolean) {
        self.helpOpen = open;
      },
      /** GET /leads/magnet/close_leads/download with the bearer token; answers the workbook. */
      downloadClosed: flow(function* downloadClosed(magnetId: number) {
        self.downloading = true;
        try {
          const blob = yield* toGenerator(
            unwrap(
              env().api.GET('/leads/magnet/close_leads/download', {
                params: { query: { magnet_id: magnetId } },
                parseAs: 'blob',
              }),
            ),
          );
          return blob;
        } finally {
          self.downloading = false;
        }
      }),
    };
  });

export type LeadsStoreInstance = Instance<typeof LeadsStore>;
