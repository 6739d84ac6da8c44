// The route and the address of a list screen drive its filters, and its filters drive the address:
// /leads/:id? picks the route's filters (the plain list's defaults, a dashboard preset, a saved view),
// and the query names the filters on screen when they differ from those (urlFilters.ts). A filter
// change is a step of the history, so Back and Forward move through them; a copied address opens the
// same rows. Keys the list does not know and values it cannot take are dropped with a notice.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type FilterModel, toFilterModel } from '../../domain/filters';
import type { ScreenKey, ScreenStore } from '../state/screenKey';
import type { SavedViewInstance } from '../views/ViewsStore';
import type { ListStoreInstance } from './createListStore';
import { filterReader } from './filterFields';
import { useListHost } from './listHost';
import type { ListSpec, ReferenceLists } from './listSpec';
import {
  filterParamsOf,
  filtersFromUrl,
  filtersToUrl,
  hasFilterParams,
  sameFilters,
  withFilterQuery,
} from './urlFilters';

/** What a route shows: its filters and saved view, 'wait' while what it needs loads, 'missing' for no such view. */
type RouteView = { filters: FilterModel; view: SavedViewInstance | null } | 'wait' | 'missing';

const REFERENCE_LISTS = ['stages', 'statuses', 'sources', 'parents'] as const;

function useRouteView<Row, Q>(
  spec: ListSpec<Row, Q, ReferenceLists>,
  routeKey: string,
  needsReference: boolean,
): RouteView {
  const { reference, views } = useListHost();
  const referenceReady = REFERENCE_LISTS.every((list) => reference.hasValue(list));
  if (needsReference && !referenceReady) return 'wait';
  if (routeKey === '') return { filters: spec.defaultFilters?.() ?? {}, view: null };
  const preset = referenceReady ? spec.preset?.(routeKey, reference) : undefined;
  if (spec.preset && !referenceReady) return 'wait';
  if (preset) return { filters: preset, view: null };
  if (!/^\d+$/.test(routeKey) || !spec.views) return 'missing';
  const saved = views.get(spec.views.type, Number(routeKey));
  if (!saved) return views.isKnown(spec.views) ? 'missing' : 'wait';
  if (!referenceReady) return 'wait';
  return { filters: toFilterModel(saved.filter, filterReader(spec.fields, reference)), view: saved };
}

/** What start-up gives a screen's prefetch: the screens' stores and the signed-in user. */
export type PrefetchHost = {
  screens: { get<T extends ScreenStore>(key: ScreenKey<T>): T };
  session: { user: { id: number } | null };
};

/**
 * A list screen's prefetch (its module's `prefetch`): start-up fetches the list before the screen draws
 * when the route shows the list's default filters (no saved view, no filters in the address); the
 * screen's own load takes that fetch over.
 */
export function prefetchList<Row, Q>(key: ScreenKey<ListStoreInstance<Row, Q, ReferenceLists>>) {
  return (root: PrefetchHost, routeKey: string, query: URLSearchParams): void => {
    const store = root.screens.get(key);
    const userId = root.session.user?.id;
    if (userId !== undefined && routeKey === '' && !hasFilterParams(store.spec.fields, query)) {
      store.prefetchDefault(userId);
    }
  };
}

/** The notice of a route that names no saved view of the partner's. */
export const missingViewNotice = (routeKey: string) =>
  `The saved filter '${routeKey}' does not exist (it may have been deleted): showing the list's default filters.`;

/** The notice of an address whose filters were partly left out ('stage_ids=abc', 'bogus=1'). */
export const droppedFiltersNotice = (dropped: readonly string[]) =>
  `Left out of the address (not filters of this list, or values it cannot take): ${dropped.join(', ')}.`;

/** The address of a list route without the list's filter keys (a saved view, the default view). */
export function useListPath<Row, Q>(spec: ListSpec<Row, Q, ReferenceLists>) {
  const { search } = useLocation();
  return (id: number | null) => ({
    pathname: id === null ? `/${spec.name}` : `/${spec.name}/${id}`,
    search: withFilterQuery(spec.fields, search, ''),
  });
}

/**
 * Keeps the list's filters, its route and its address in step. `otherKeys` are query keys the screen
 * reads itself (the open lead), kept as they are. Off (`enabled` false) for a second list on the same
 * path (the closed leads).
 */
export function useRouteFilters<Row, Q>(
  store: ListStoreInstance<Row, Q, ReferenceLists>,
  routeKey: string,
  enabled: boolean,
  otherKeys: readonly string[] = [],
): void {
  const { spec } = store;
  const { reference } = useListHost();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const routeView = useRouteView(spec, routeKey, hasFilterParams(spec.fields, params));
  const urlKey = `${routeKey}?${filterParamsOf(spec.fields, params)}`;
  const { filters } = store;
  /** The address and the filters last in step (undefined before the first pass). */
  const agreed = useRef<{ url: string; filters: FilterModel } | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address (urlKey, search), the route and the filters are the triggers
  useEffect(() => {
    if (!enabled || routeView === 'wait') return;
    // A render drawn before the router has caught up with an address just written (the store's
    // changes draw at once, the router's in a transition) would read the old one: wait for it.
    if (window.location.pathname !== pathname || window.location.search !== search) return;
    if (routeView === 'missing') {
      store.resetRoute();
      store.setNotice(missingViewNotice(routeKey));
      navigate({ pathname: `/${spec.name}`, search }, { replace: true });
      return;
    }
    const base = routeView.filters;
    const addressOf = (next: FilterModel) => {
      const query = filtersToUrl(spec.fields, next, base);
      return { query, url: `${routeKey}?${filterParamsOf(spec.fields, new URLSearchParams(query))}` };
    };
    const write = (next: FilterModel, replace: boolean, drop: readonly string[] = []) => {
      const { query, url } = addressOf(next);
      agreed.current = { url, filters: next };
      if (url !== urlKey || drop.length > 0) {
        // The address as it is now: a screen's own key (the open lead) may have been written in this pass.
        const now = window.location.search;
        navigate({ pathname, search: withFilterQuery(spec.fields, now, query, drop) }, { replace });
      }
    };
    const first = agreed.current === undefined;
    const comingBack = first && store.route === routeKey && !hasFilterParams(spec.fields, params);
    if (!comingBack && (first || agreed.current?.url !== urlKey)) {
      // The address changed (a link, Back, Forward, a typed address): the filters follow it.
      const known = [filters, base];
      const decoded = filtersFromUrl(spec.fields, params, reference, base, known, otherKeys);
      store.applyRoute(routeKey, base, routeView.view);
      const next = decoded.filters ?? base;
      if (!sameFilters(next, store.filters)) store.setFilters(next);
      if (decoded.dropped.length > 0) store.setNotice(droppedFiltersNotice(decoded.dropped));
      const droppedKeys = decoded.dropped.map((d) => d.slice(0, d.indexOf('=')));
      write(store.filters, true, droppedKeys);
    } else if (comingBack || !sameFilters(filters, agreed.current?.filters ?? {})) {
      // The filters changed on screen (or the list shows again with its filters): the address follows.
      write(filters, comingBack);
    } else if (addressOf(filters).url !== urlKey) {
      // The route's own filters changed (a saved view saved): the address follows without a step.
      write(filters, true);
    }
  }, [enabled, routeView, routeKey, urlKey, filters, store, navigate, pathname, search, spec, reference]);
}
