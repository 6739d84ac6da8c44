// The lead outbox on the device: IndexedDB (through idb), shared by the app's tabs and its service
// worker, which sends the outbox by Background Sync and so needs the signed-in partner's token (kept
// here while a session lasts, removed at sign-out). Every change is one read-write transaction, so a
// tab and the service worker never both take the same entry for a send.
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { isOutboxEntry, type OutboxEntry } from '../../domain/leadOutbox';

/** The session the service worker sends with: only that partner's entries, with that token. */
export type OutboxAuth = { userId: number; token: string };

/** Answers an entry's next value: the entry to keep, null to delete it, undefined to leave it as it is. */
export type EntryChange = (entry: OutboxEntry | undefined) => OutboxEntry | null | undefined;

export type OutboxDb = {
  /** Every entry, oldest first; an entry of another shape is left out. */
  all(): Promise<OutboxEntry[]>;
  /** Changes one entry atomically; answers its new value (undefined when deleted or absent). */
  change(key: string, change: EntryChange): Promise<OutboxEntry | undefined>;
  auth(): Promise<OutboxAuth | undefined>;
  setAuth(auth: OutboxAuth | null): Promise<void>;
  /** Calls `listener` when another tab or the service worker changed the outbox; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Asks the service worker to send the outbox when the connection returns, where the browser has Background Sync. */
  wake(): void;
};

/** The Background Sync tag the service worker sends the outbox on. */
export const OUTBOX_SYNC_TAG = 'lead-outbox';

type SyncRegistration = { sync: { register(tag: string): Promise<void> } };
const hasSync = (registration: object): registration is SyncRegistration =>
  'sync' in registration && typeof registration.sync === 'object' && registration.sync !== null;

const DB_NAME = 'partner-portal';
const DB_VERSION = 1;

interface OutboxSchema extends DBSchema {
  leadOutbox: { key: string; value: OutboxEntry };
  auth: { key: string; value: OutboxAuth };
}

const AUTH_KEY = 'current';

const byAge = (a: OutboxEntry, b: OutboxEntry) => a.queuedAt - b.queuedAt;

/** The outbox in IndexedDB (the database is opened on first use). */
export function indexedOutboxDb(): OutboxDb {
  let opening: Promise<IDBPDatabase<OutboxSchema>> | null = null;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(DB_NAME) : null;
  const db = () => {
    opening ??= openDB<OutboxSchema>(DB_NAME, DB_VERSION, {
      upgrade(database) {
        database.createObjectStore('leadOutbox', { keyPath: 'key' });
        database.createObjectStore('auth');
      },
    });
    return opening;
  };
  return {
    async all() {
      const entries: unknown[] = await (await db()).getAll('leadOutbox');
      return entries.filter(isOutboxEntry).sort(byAge);
    },
    async change(key, change) {
      const tx = (await db()).transaction('leadOutbox', 'readwrite');
      const found: unknown = await tx.store.get(key);
      const next = change(isOutboxEntry(found) ? found : undefined);
      if (next === null) await tx.store.delete(key);
      else if (next !== undefined) await tx.store.put(next);
      await tx.done;
      if (next !== undefined) channel?.postMessage('changed');
      return next === null ? undefined : (next ?? (isOutboxEntry(found) ? found : undefined));
    },
    async auth() {
      return (await db()).get('auth', AUTH_KEY);
    },
    async setAuth(auth) {
      if (auth === null) await (await db()).delete('auth', AUTH_KEY);
      else await (await db()).put('auth', auth, AUTH_KEY);
    },
    subscribe(listener) {
      channel?.addEventListener('message', listener);
      return () => channel?.removeEventListener('message', listener);
    },
    wake() {
      if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
      navigator.serviceWorker.ready
        .then((registration) =>
          hasSync(registration) ? registration.sync.register(OUTBOX_SYNC_TAG) : undefined,
        )
        .catch(() => undefined);
    },
  };
}

/** The outbox in memory: where IndexedDB is missing (tests, a browser that refuses it). */
export function memoryOutboxDb(): OutboxDb {
  const entries = new Map<string, OutboxEntry>();
  let current: OutboxAuth | undefined;
  return {
    all: async () => [...entries.values()].sort(byAge),
    async change(key, change) {
      const next = change(entries.get(key));
      if (next === null) entries.delete(key);
      else if (next !== undefined) entries.set(key, next);
      return entries.get(key);
    },
    auth: async () => current,
    async setAuth(auth) {
      current = auth ?? undefined;
    },
    subscribe: () => () => undefined,
    wake: () => undefined,
  };
}
