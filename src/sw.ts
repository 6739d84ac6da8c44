// The service worker (built by vite-plugin-pwa, which writes the build's file list into
// self.__WB_MANIFEST). It precaches the app (pages, scripts, styles, fonts, icons) so that the portal
// opens with no connection; answers navigations from the network, and from the precached page when
// there is none; keeps a copy of each API answer for the session that fetched it, read only when the
// network fails (marked with X-From-Device); and sends the outbox (leads, home loan requests) on Background Sync. A new
// version waits until the partner chooses to reload (the app's update notice posts SKIP_WAITING).
import { createApi, DEFAULT_API_BASE_URL, DEFAULT_ENGAGE_BASE_URL } from './api/client';
import { outboxState } from './domain/leadOutbox';
import { sendRound } from './features/addLead/outboxRound';
import { API_ANSWERS_CACHE, FROM_DEVICE_HEADER } from './shared/state/apiAnswersCache';
import { indexedOutboxDb } from './shared/state/indexedOutboxDb';
import { OUTBOX_SYNC_TAG } from './shared/state/outboxDb';

// The worker's own types (the project's TypeScript library is the DOM's, which has no worker events).
type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(answer: Promise<Response>): void };
type SyncEvent = ExtendableEvent & { tag: string };
type MessageEvent = ExtendableEvent & { data: unknown };
type WorkerScope = {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  location: Location;
  registration: { scope: string };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};
declare const self: WorkerScope;

const PRECACHE_PREFIX = 'pp-precache-';
const manifest = self.__WB_MANIFEST;
const urlOf = (path: string) => new URL(path, self.registration.scope).href;

/** The precache's name: one per build (a digest of its file list), so a new build never mixes with the old. */
function precacheName(): string {
  let hash = 2166136261;
  for (const char of JSON.stringify(manifest)) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return `${PRECACHE_PREFIX}${(hash >>> 0).toString(36)}`;
}
const PRECACHE = precacheName();
const precached = new Set(manifest.map((entry) => urlOf(entry.url)));
const APP_PAGE = urlOf('index.html');

/** Paths the server answers itself (API, files, payment and project pages): never the app's page. */
const SERVER_PATHS = /^\/(api|engage|files|payments|sites)\//;
const apiPrefixes = [DEFAULT_API_BASE_URL, DEFAULT_ENGAGE_BASE_URL].map((base) => `${urlOf(base)}/`);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PRECACHE);
      // A hashed file (no revision) the previous build precached too is copied, not downloaded again.
      await Promise.all(
        manifest.map(async ({ url, revision }) => {
          const kept = revision === null ? await caches.match(urlOf(url)) : undefined;
          await cache.put(urlOf(url), kept ?? (await fetchOk(new Request(urlOf(url), { cache: 'reload' }))));
        }),
      );
    })(),
  );
});

async function fetchOk(request: Request): Promise<Response> {
  const response = await fetch(request);
  if (!response.ok) throw new Error(`${request.url} answered ${response.status}`);
  return response;
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PRECACHE_PREFIX) && name !== PRECACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (typeof event.data === 'object' && event.data !== null && 'type' in event.data) {
    if (event.data.type === 'SKIP_WAITING') void self.skipWaiting();
  }
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (!SERVER_PATHS.test(url.pathname)) event.respondWith(page(request));
    return;
  }
  const file = `${url.origin}${url.pathname}`;
  if (precached.has(file)) {
    event.respondWith(caches.match(file, { cacheName: PRECACHE }).then((hit) => hit ?? fetch(request)));
    return;
  }
  // The live event stream never ends: it goes to the network as it is, never copied.
  const stream = request.headers.get('Accept') === 'text/event-stream';
  if (
    !stream &&
    apiPrefixes.some((prefix) => request.url.startsWith(prefix)) &&
    request.headers.has('Authorization')
  ) {
    event.respondWith(apiAnswer(request, event));
  }
});

/** The server's page (it names each route's chunks), or the precached one with no connection. */
async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const path = new URL(request.url).pathname;
    const own = precached.has(urlOf(path.slice(1))) ? urlOf(path.slice(1)) : APP_PAGE;
    const hit = await caches.match(own, { cacheName: PRECACHE });
    if (hit) return hit;
    throw error;
  }
}

/** Marks a copy with a digest of the token that fetched it: only that session reads it back. */
const OWNER_HEADER = 'X-Device-Copy-Of';

async function ownerOf(authorization: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** An API answer from the network (a successful one copied on the device), or the copy with no connection. */
async function apiAnswer(request: Request, event: FetchEvent): Promise<Response> {
  const owner = ownerOf(request.headers.get('Authorization') ?? '');
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const copy = await (await caches.open(API_ANSWERS_CACHE)).match(request.url, { ignoreVary: true });
    if (!copy || copy.headers.get(OWNER_HEADER) !== (await owner)) throw error;
    const headers = new Headers(copy.headers);
    headers.delete(OWNER_HEADER);
    headers.set(FROM_DEVICE_HEADER, '1');
    return new Response(copy.body, { status: copy.status, statusText: copy.statusText, headers });
  }
  if (response.status === 200) {
    const copy = response.clone();
    event.waitUntil(
      (async () => {
        const headers = new Headers(copy.headers);
        headers.set(OWNER_HEADER, await owner);
        headers.delete('Vary');
        const body = await copy.blob();
        await (await caches.open(API_ANSWERS_CACHE)).put(
          request.url,
          new Response(body, { status: 200, statusText: copy.statusText, headers }),
        );
      })().catch(() => undefined),
    );
  }
  return response;
}

self.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sendOutbox());
});

/** Sends the signed-in partner's waiting entries; throws while some still wait, so the browser tries again later. */
async function sendOutbox(): Promise<void> {
  const db = indexedOutboxDb();
  const auth = await db.auth();
  if (!auth) return;
  const api = createApi({ getToken: () => auth.token, baseUrl: urlOf(DEFAULT_API_BASE_URL) });
  await sendRound(db, api, auth.userId, Date.now);
  const now = Date.now();
  if ((await db.all()).some((e) => e.userId === auth.userId && outboxState(e, now) === 'waiting')) {
    throw new Error('Entries are still waiting to be sent');
  }
}
