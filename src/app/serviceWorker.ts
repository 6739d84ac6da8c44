// Registers the service worker (src/sw.ts) once the page has loaded, and tells the shell when a new
// version has installed and waits (the update notice: the partner reloads when ready, never mid-form).
// On the first visit the page's own API answers came before the worker: once it takes control, the
// page fetches them again through it, so that the lists and reference data just seen open offline too.
import { Workbox } from 'workbox-window';

/** Checks for a new version this often while the app stays open (the browser checks on each visit too). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

const listeners = new Set<() => void>();
let waiting = false;
let workbox: Workbox | null = null;
/** The API's GET addresses (with their token) answered before the worker controlled the page. */
const answeredBeforeControl = new Map<string, string>();

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

const controlled = () => typeof navigator !== 'undefined' && navigator.serviceWorker?.controller != null;

/** Called for each API request the app sends: remembered while no worker controls the page. */
export function noteApiRequest(request: Request): void {
  if (request.method !== 'GET' || controlled() || !('serviceWorker' in navigator)) return;
  const authorization = request.headers.get('Authorization');
  if (authorization) answeredBeforeControl.set(request.url, authorization);
}

/** Registers the worker the build wrote (none in development: Vite's dev server has no sw.js). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (!controlled()) {
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        for (const [url, authorization] of answeredBeforeControl) {
          fetch(url, { headers: { Authorization: authorization } }).catch(() => undefined);
        }
        answeredBeforeControl.clear();
      },
      { once: true },
    );
  }
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    waiting = true;
    for (const listener of listeners) listener();
  });
  // Registered once the page has loaded (workbox-window waits for it), off start-up's path.
  workbox
    .register()
    .then((registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    })
    .catch(() => undefined);
}
