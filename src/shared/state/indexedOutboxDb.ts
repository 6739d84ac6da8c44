// The outbox in IndexedDB (through idb): see outboxDb.ts. Loaded by the app on first use and by
// the service worker.
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { isOutboxEntry, type OutboxEntry } from '../../domain/leadOutbox';
import { byAge, OUTBOX_SYNC_TAG, type OutboxAuth, type OutboxDb } from './outboxDb';

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

/** A stored value as an entry; undefined when absent or of another shape (the schema check throws on undefined). */
const asEntry = (value: unknown): OutboxEntry | undefined =>
  value !== undefined && isOutboxEntry(value) ? value : undefined;

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
      return entries.flatMap((e) => asEntry(e) ?? []).sort(byAge);
    },
    async change(key, change) {
      const tx = (await db()).transaction('leadOutbox', 'readwrite');
      const found: unknown = await tx.store.get(key);
      const current = asEntry(found);
      const next = change(current);
      if (next === null) await tx.store.delete(key);
      else if (next !== undefined) await tx.store.put(next);
      await tx.done;
      if (next !== undefined) channel?.postMessage('changed');
      return next === null ? undefined : (next ?? current);
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
