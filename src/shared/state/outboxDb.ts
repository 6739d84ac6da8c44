// The outbox on the device (leads and home loan requests): IndexedDB (indexedOutboxDb.ts), shared by
// the app's tabs and its service worker, which sends the outbox by Background Sync and so needs the
// signed-in partner's token (kept there while entries wait, removed at sign-out). Every change is one
// read-write transaction, so a tab and the service worker never both take the same entry for a send.
import type { OutboxEntry } from '../../domain/leadOutbox';

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

/** Oldest first. */
export const byAge = (a: OutboxEntry, b: OutboxEntry) => a.queuedAt - b.queuedAt;

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

/**
 * An outbox whose implementation is loaded on first use: the sign-in page shares the app's environment
 * but never touches the outbox, so it loads neither idb nor the entries' schema.
 */
export function deferredOutboxDb(load: () => Promise<OutboxDb>): OutboxDb {
  let loading: Promise<OutboxDb> | null = null;
  const db = () => {
    loading ??= load().catch((error: unknown) => {
      // Not loaded (the network went away first): tried again on the next call.
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    all: async () => (await db()).all(),
    change: async (key, change) => (await db()).change(key, change),
    auth: async () => (await db()).auth(),
    setAuth: async (auth) => (await db()).setAuth(auth),
    subscribe(listener) {
      let unsubscribe: (() => void) | null = null;
      let done = false;
      void db().then((d) => {
        if (!done) unsubscribe = d.subscribe(listener);
      });
      return () => {
        done = true;
        unsubscribe?.();
      };
    },
    wake() {
      void db().then((d) => d.wake());
    },
  };
}
