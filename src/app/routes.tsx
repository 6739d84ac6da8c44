// The routes inside the shell, from the route table (routeTable.ts): every route wrapped in its own
// error boundary; an unknown path shows the not-found page inside the shell. Each screen and the
// mosaic workspace are their own chunks, loaded when the route is first shown (a loading state
// meanwhile; a chunk that fails to load shows the route's error page with Reload).
import { type ComponentType, memo, type ReactNode, Suspense, useMemo } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { DataGridChunk } from '../shared/grid/DataGridChunk';
import { type ListHost, ListHostContext, type WorkspaceProps } from '../shared/list/listHost';
import type { PrefetchHost } from '../shared/list/useRouteFilters';
import { isDesktopWidth } from '../shared/ui/deviceWidth';
import { type Preloadable, preloadable } from '../shared/ui/preloadable';
import { PINNABLE_LISTS } from './layout/navItems';
import { NotFound } from './NotFound';
import { RouteBoundary } from './RouteBoundary';
import { RouteLoading } from './RouteLoading';
import { APP_ROUTES } from './routeTable';
import { useStores } from './StoresContext';
import { DesktopWorkspaceChunk } from './workspace/workspacePanes';

type Screen = Preloadable<Record<string, never>>;

/**
 * What a screen's module may export beside its component: the calls it sends at start-up, before it
 * draws (its list's first page), given the route's id and the address's query.
 */
export type ScreenPrefetch = (root: PrefetchHost, id: string, query: URLSearchParams) => void;

type ScreenModule = { [name: string]: unknown; prefetch?: ScreenPrefetch };

/** The screens' modules that the route table names, each a chunk of its own. */
const SCREEN_MODULES = import.meta.glob<ScreenModule>([
  '../features/*/*Screen.tsx',
  '../features/terms/TermsPage.tsx',
]);

function loaderOf<M>(modules: Record<string, () => Promise<M>>, module: string): () => Promise<M> {
  const load = modules[module];
  if (!load) throw new Error(`The route table names ${module}, which routes.tsx does not load`);
  return load;
}

const WorkspaceChunk = preloadable<WorkspaceProps>(() =>
  import('./workspace/Workspace').then((m) => m.Workspace),
);
const Workspace = WorkspaceChunk.Component;

/** A screen's chunk (one per module), with the workspace's: every screen shows in the workspace. */
const screenChunks = new Map<string, Screen>();
function screenOf(module: string): Screen {
  let screen = screenChunks.get(module);
  if (!screen) {
    const load = loaderOf(SCREEN_MODULES, module);
    const name = module.replace(/^.*\//, '').replace(/\.tsx$/, '');
    screen = preloadable(() =>
      Promise.all([load(), WorkspaceChunk.preload()]).then(([m]) => {
        const component = m[name] as ComponentType | undefined;
        if (!component) throw new Error(`${module} exports no ${name}`);
        return component;
      }),
    );
    screenChunks.set(module, screen);
  }
  return screen;
}

/** Every path of both route tables, with its screen's chunk. */
export const ROUTES = APP_ROUTES.map((route) => ({ ...route, chunk: screenOf(route.screen) }));

const routeAt = (pathname: string) => ROUTES.find((r) => matchPath(r.path, pathname) !== null);

/**
 * Starts fetching the chunks of the route at `pathname` (called while start-up loads the user and the
 * reference data, so the first screen does not wait for its code afterwards). A failure is left to
 * the route itself, which shows its error page when it renders.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const route = routeAt(pathname);
  const preload = route?.chunk.preload ?? WorkspaceChunk.preload;
  // Every screen shows in the workspace; on desktop, that is the mosaic's chunk, and a list's rows are
  // the grid's (a phone's are cards, without either).
  const desktop = isDesktopWidth(window.innerWidth)
    ? [DesktopWorkspaceChunk.preload(), route && !route.workspace ? DataGridChunk.preload() : null]
    : [];
  return Promise.all([preload(), ...desktop]).then(
    () => undefined,
    () => undefined,
  );
}

/** Starts the calls of the screen at `pathname` that its module sends before it draws (start-up's). */
export function prefetchRoute(root: PrefetchHost, pathname: string, search: string): void {
  const route = routeAt(pathname);
  if (!route) return;
  const id = matchPath(route.path, pathname)?.params.id ?? '';
  loaderOf(SCREEN_MODULES, route.screen)().then(
    (module) => module.prefetch?.(root, id, new URLSearchParams(search)),
    () => undefined,
  );
}

type RouteFrameProps = { screen: string; children: ReactNode };

/** One route: its error boundary, the loading state while its chunks load, and its workspace. */
function RouteFrame({ screen, children }: RouteFrameProps) {
  return (
    <RouteBoundary>
      <Suspense fallback={<RouteLoading />}>
        {screen === '' ? children : <Workspace screen={screen} list={children} />}
      </Suspense>
    </RouteBoundary>
  );
}

/** The routes; a memo, so the shell redrawing (a dialog opening, say) does not redraw the screen. */
export const AppRoutes = memo(function AppRoutes() {
  const root = useStores();
  const host = useMemo<ListHost>(() => {
    const { session, reference, views, layouts } = root;
    return { session, reference, views, layouts, pinnable: PINNABLE_LISTS, Workspace };
  }, [root]);
  return (
    <ListHostContext.Provider value={host}>
      <Routes>
        {ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <RouteFrame screen={route.workspace ?? ''}>
                <route.chunk.Component />
              </RouteFrame>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <RouteFrame screen="not-found">
              <NotFound />
            </RouteFrame>
          }
        />
      </Routes>
    </ListHostContext.Provider>
  );
});
