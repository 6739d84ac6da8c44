// The service worker (built by vite-plugin-pwa, which writes the build's file list into
// self.__WB_MANIFEST), on Workbox. It precaches the app (pages, scripts, styles, fonts, icons), answers
// the hashed files from the precache and every navigation to a client-side route with the precached
// page of that route (which names the route's chunks, as the server's does), so the portal opens from
// the device, with or without a connection. The API's answers never
// pass through it (the page keeps its own copies: shared/state/deviceCopies.ts). It
// sends the outbox (leads, home loan requests) on Background Sync. A new version waits until the
// partner chooses to reload (the app's update notice posts SKIP_WAITING).
import { cacheNames } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { DEFAULT_API_BASE_URL } from './api/baseUrl';
import { createApi } from './api/client';
import { APP_ROUTES } from './app/routeTable';
import { outboxState } from './domain/leadOutbox';
import { routePageUrl, routePattern } from './domain/routePattern';
import { sendRound } from './features/outbox/outboxRound';
import { indexedOutboxDb } from './shared/state/indexedOutboxDb';
import { OUTBOX_SYNC_TAG } from './shared/state/outboxDb';
import { NOT_APP_PAGES, SERVER_PREFIXES } from './swRoutes';

// The worker's own types (the project's TypeScript library is the DOM's, which has no worker events).
type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type InstallEvent = ExtendableEvent & { addRoutes?: (routes: unknown[]) => Promise<void> };
type SyncEvent = ExtendableEvent & { tag: string };
type MessageEvent = ExtendableEvent & { data: unknown };
type WorkerScope = {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  registration: { scope: string };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};
declare const self: WorkerScope;
declare const URLPattern: new (init: { pathname: string }) => object;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Every client-side route opens its precached page (vite.config.ts adds one per route), any other path
// the app's plain page; the server's own paths and files never do.
const routePages = APP_ROUTES.map((route) => ({
  pattern: routePattern(route.path),
  handler: createHandlerBoundToURL(routePageUrl(route.path)),
}));
const appPage = createHandlerBoundToURL('index.html');
registerRoute(
  new NavigationRoute(
    (options) => (routePages.find((r) => r.pattern.test(options.url.pathname))?.handler ?? appPage)(options),
    { denylist: NOT_APP_PAGES },
  ),
);

self.addEventListener('install', (event) => {
  // Where the browser has static routes (Chromium 123+), requests are answered without waking the
  // worker at all: the API's and the server's pages from the network, the hashed files from the
  // precache (Workbox keeps them under their own URLs, having no revision), or from the network when
  // it does not hold them.
  const routes = [
    ...SERVER_PREFIXES.map((prefix) => ({
      condition: { urlPattern: new URLPattern({ pathname: `/${prefix}/*` }) },
      source: 'network',
    })),
    {
      condition: { urlPattern: new URLPattern({ pathname: '/assets/*' }) },
      source: { cacheName: cacheNames.precache },
    },
  ];
  event.addRoutes?.(routes).catch(() => undefined);
});

/** The hand-written worker's caches, before Workbox: the precache and the answers it kept. */
const OLD_CACHES = /^pp-precache-|^pp-api-answers-v1$/;

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (OLD_CACHES.test(name)) await caches.delete(name);
      // The page it was installed from is controlled at once, so it opens offline from then on.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (typeof event.data === 'object' && event.data !== null && 'type' in event.data) {
    if (event.data.type === 'SKIP_WAITING') void self.skipWaiting();
  }
});

self.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sendOutbox());
});

/** Sends the signed-in partner's waiting entries; throws while some still wait, so the browser tries again later. */
async function sendOutbox(): Promise<void> {
  const db = indexedOutboxDb();
  const auth = await db.auth();
  if (!auth) return;
  const baseUrl = new URL(DEFAULT_API_BASE_URL, self.registration.scope).href;
  const api = createApi({ getToken: () => auth.token, baseUrl });
  await sendRound(db, api, auth.userId, Date.now);
  const now = Date.now();
  if ((await db.all()).some((e) => e.userId === auth.userId && outboxState(e, now) === 'waiting')) {
    throw new Error('Entries are still waiting to be sent');
  }
}
