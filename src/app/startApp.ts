// Wires start-up (spec 01 §2.3.2): the user, and everything that needs its id, in parallel.
import { closeEarly, dropEarly } from '../api/earlyAnswers';
import type { RootStoreInstance } from './RootStore';
import { preloadRoute } from './routes';
import { DASHBOARD_PATHS } from './routeTable';

/** How long start-up waits for the first screen's code, from its start. */
const SCREEN_CODE_WAIT_MS = 500;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs start-up once: while it runs or once it has succeeded, every call gets the same promise. Off
 * the dashboard, the dashboard's counters are asked for once the rest has answered, and the screen does
 * not wait for them: the server answers the calls the screen on display needs first.
 */
export function startApp(root: RootStoreInstance, pathname: string): Promise<void> {
  if (root.startup.running) return root.startup.running;
  closeEarly();
  root.views.restore();
  root.layouts.restore();
  // The list specs (a chunk the list screens share) tell the views and layouts stores the lists.
  const lists = import('./listSpecs').then(
    ({ VIEW_LISTS, LAYOUT_DEFAULTS }) => {
      root.views.setLists(VIEW_LISTS);
      root.layouts.setDefaults(LAYOUT_DEFAULTS);
    },
    () => undefined,
  );
  root.outbox.restore().catch(() => undefined);
  const dashboardFirst = DASHBOARD_PATHS.has(pathname);
  // Start-up waits for the first screen's code, for a while: drawn before its code has loaded, the
  // screen shows its loading state, and React then holds the screen back for up to 300 ms after that
  // state showed. On a slow network the shell still shows at once, with the screen's loading state.
  const screenCode = Promise.race([preloadRoute(pathname), delay(SCREEN_CODE_WAIT_MS)]);
  const running = root.startup.run({
    loadUser: () => root.session.loadMe(),
    knownUserId: root.session.user?.id ?? null,
    loadsForUser: (userId) => [
      lists.then(() => root.layouts.load(userId)),
      lists.then(() => root.views.load(userId)),
      root.reference.loadStages(),
      root.reference.loadStatuses(),
      root.reference.loadSources(),
      root.reference.loadParents(),
      root.reference.loadRegions(),
      root.startup.loadUserDetails(userId),
      root.startup.loadPlan(),
      screenCode,
      ...(dashboardFirst ? [root.dashboard.refresh(userId)] : []),
    ],
    laterLoadsForUser: dashboardFirst ? undefined : (userId) => [root.dashboard.refresh(userId)],
  });
  // Start-up has taken what the page's early script sent for it; a later call goes to the server.
  running.then(dropEarly, dropEarly);
  return running;
}
