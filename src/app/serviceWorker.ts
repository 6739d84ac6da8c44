// Registers the service worker (src/sw.ts) once the page has loaded and gone idle, and tells the shell when a new
// version has installed and waits (the update notice: the partner reloads when ready, never mid-form).

/** Checks for a new version this often while the app stays open (the browser checks on each visit too). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The registration waits this long after the page's load, then for an idle moment (at most IDLE_WAIT_MS). */
const AFTER_LOAD_MS = 3000;
const IDLE_WAIT_MS = 5000;

const listeners = new Set<() => void>();
let registration: ServiceWorkerRegistration | null = null;

/** Whether a new version waits for a reload; `subscribe` and `reload` for the update notice. */
export const newVersion = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A new worker waits while an older one controls the page (a first install controls nothing yet). */
  get waiting(): boolean {
    return Boolean(registration?.waiting && navigator.serviceWorker.controller);
  },
  /** Lets the waiting version take over, then reloads the page. */
  reload(): void {
    const next = registration?.waiting;
    if (!next) return;
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    next.postMessage({ type: 'SKIP_WAITING' });
  },
};

const announce = () => {
  for (const listener of listeners) listener();
};

/**
 * Follows every new worker to its waiting state, whoever started its installation: this page's
 * registration, the browser's own check on a navigation (which may have begun before the page
 * registered), or the hourly check.
 */
function followUpdates(found: ServiceWorkerRegistration): void {
  registration = found;
  const follow = (worker: ServiceWorker | null) => worker?.addEventListener('statechange', announce);
  follow(found.installing);
  found.addEventListener('updatefound', () => follow(found.installing));
  announce();
}

/** Registers the worker the build wrote (none in development: Vite's dev server has no sw.js). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const found = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    followUpdates(found);
    setInterval(() => void found.update().catch(() => undefined), UPDATE_CHECK_MS);
  };
  const start = () => void register().catch(() => undefined);
  // Installing copies the whole app into the cache: on a phone that competes with the first screen
  // for the processor and the network, so it waits until the page is idle after its load.
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(start, { timeout: IDLE_WAIT_MS })
      : setTimeout(start, 0);
  const afterLoad = () => setTimeout(whenIdle, AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
