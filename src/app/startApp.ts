// Start-up (spec 01 §2.3.2) as a pipeline, not a gate: the shell and the route are drawn once the stored
// session is read, and each screen asks for its own data at once. Beside it, start-up loads the user and
// everything that needs its id, each drawn first from the device's copy of its last answer. The
// dashboard's counters are the dashboard's: elsewhere they are asked for once the page is idle, with the
// project catalogue that Add Lead searches offline.
import { getEnv } from 'mobx-state-tree';
import { unwrap } from '../api/client';
import type { RootEnv } from '../shared/state/RootEnv';
import type { RootStoreInstance } from './RootStore';
import { prefetchRoute, preloadRoute } from './routes';
import { DASHBOARD_PATHS } from './routeTable';

/** Runs `work` once the page is idle (at the latest after `timeout` ms). */
function whenIdle(work: () => void, timeout = 3_000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout });
  else setTimeout(work, 0);
}

/** Runs start-up once: while it runs or once it has succeeded, every call gets the same promise. */
export function startApp(root: RootStoreInstance, pathname: string): Promise<void> {
  if (root.startup.running) return root.startup.running;
  void preloadRoute(pathname);
  prefetchRoute(root, pathname, window.location.search);
  root.views.restore();
  root.layouts.restore();
  root.outbox.restore().catch(() => undefined);
  // The list specs (a chunk the list screens share) tell the views and layouts stores the lists; their
  // calls go out at once and read the answers once the chunk is there.
  const lists = import('./listSpecs').then(
    ({ VIEW_LISTS, LAYOUT_DEFAULTS }) => {
      root.views.setLists(VIEW_LISTS);
      root.layouts.setDefaults(LAYOUT_DEFAULTS);
    },
    () => undefined,
  );
  const { fromDevice } = getEnv<RootEnv>(root);
  void fromDevice(({ api }) => unwrap(api.GET('/users/me'))).then((copy) => {
    if (copy) root.session.showCopyOfMe(copy.value);
  });
  const onDashboard = DASHBOARD_PATHS.has(pathname);
  return root.startup.run({
    loadUser: () => root.session.loadMe(),
    knownUserId: root.session.user?.id ?? null,
    loadsForUser: (userId) => [
      root.layouts.load(userId, lists),
      root.views.load(userId, lists),
      root.reference.loadStages(),
      root.reference.loadStatuses(),
      root.reference.loadSources(),
      root.reference.loadParents(),
      root.reference.loadRegions(),
      root.startup.loadUserDetails(userId),
      root.startup.loadPlan(),
      // The dashboard asks for its counters itself; when start-up runs again (the server is back), so do they.
      onDashboard ? root.dashboard.refreshIfStale(userId) : null,
    ],
    laterLoadsForUser: (userId) => [
      new Promise<void>((resolve) =>
        whenIdle(() => {
          if (!onDashboard) void root.dashboard.refreshIfStale(userId);
          void root.addLead.catalogue.load(userId);
          resolve();
        }),
      ),
    ],
  });
}
