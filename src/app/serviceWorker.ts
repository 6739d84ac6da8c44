// Registers the service worker (src/sw.ts) once the page has loaded and gone idle, and tells the shell when a new
// version has installed and waits (the update notice: the partner reloads when ready, never mid-form).
import type { Workbox } from 'workbox-window';

/** Checks for a new version this often while the app stays open (the browser checks on each visit too). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The registration waits this long after the page's load, then for an idle moment (at most IDLE_WAIT_MS). */
const AFTER_LOAD_MS = 3000;
const IDLE_WAIT_MS = 5000;

const listeners = new Set<() => void>();
let waiting = false;
let workbox: Workbox | null = null;

/** Whether a new version waits for a reload; `subscribe` and `reload` for the update notice. */
export const newVersion = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get waiting(): boolean {
    return waiting;
  },
  /** Lets the waiting version take over, then reloads the page. */
  reload(): void {
    if (!workbox) return;
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  },
};

/** Registers the worker the build wrote (none in development: Vite's dev server has no sw.js). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // workbox-window's code and the registration wait for the page's load: off start-up's path.
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => {
      waiting = true;
      for (const listener of listeners) listener();
    });
    const registration = await workbox.register({ immediate: true });
    if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
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
