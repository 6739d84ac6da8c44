// Leads and home loan requests waiting to be sent (offline, or lost on the network), kept on the device
// (IndexedDB, shared with the other tabs and the service worker) and sent when the connection returns,
// each exactly once: every attempt carries the entry's own Idempotency-Key. An entry shows its state:
// waiting, sending, sent (with the server's id) or refused (with the server's reason) until the partner
// retries, edits or discards it. Nothing is dropped without the partner: a sent entry stays listed a day.
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import {
  corrected,
  type HomeLoanEntry,
  isStaleSent,
  isWaiting,
  type LeadEntry,
  OUTBOX_KEY,
  type OutboxEntry,
  type OutboxState,
  outboxEntries,
  outboxState,
  retried,
} from '../../domain/leadOutbox';
import { persistedValue } from '../../shared/state/persistedValue';
import type { RootEnv } from '../../shared/state/RootEnv';
import { type FlushResult, sendRound } from './outboxRound';

/** The outbox as browser storage kept it before IndexedDB: moved over once, then removed. */
export const storedOutbox = persistedValue<OutboxEntry[], unknown[]>({
  key: OUTBOX_KEY,
  isValid: Array.isArray,
  restore: outboxEntries,
  fallback: () => [],
});

export const LeadOutboxStore = types
  .model('LeadOutboxStore', {
    entries: types.frozen<OutboxEntry[]>([]),
  })
  // `settled`: entries this tab saw go out or be refused (by this tab, another one or the service
  // worker), not yet announced.
  .volatile(() => ({ flushing: false, settled: [] as OutboxEntry[] }))
  .views((self) => ({
    /** The partner's entries, oldest first. */
    of(userId: number): OutboxEntry[] {
      return self.entries.filter((e) => e.userId === userId);
    },
    /** The partner's entries not yet added nor refused (waiting or being sent). */
    waitingOf(userId: number): OutboxEntry[] {
      return self.entries.filter((e) => e.userId === userId && isWaiting(e));
    },
    stateOf(entry: OutboxEntry): OutboxState {
      return outboxState(entry, getEnv<RootEnv>(self).now());
    },
  }))
  .actions((self) => {
    const env = () => getEnv<RootEnv>(self);

    /** The entries now; those this tab knew unsettled and that are now sent or refused are to announce. */
    function setEntries(entries: OutboxEntry[]) {
      const before = new Map(self.entries.map((e) => [e.key, e]));
      const isSettled = (e: OutboxEntry) => e.sent !== undefined || e.refused !== null;
      const now = entries.filter((e) => {
        const was = before.get(e.key);
        return was !== undefined && !isSettled(was) && isSettled(e);
      });
      self.entries = entries;
      if (now.length > 0) self.settled = [...self.settled, ...now];
    }

    function setFlushing(value: boolean) {
      self.flushing = value;
    }

    /** Reads the device's outbox again (after a change here, in another tab or in the service worker). */
    const load = flow(function* load() {
      setEntries(yield* toGenerator(env().outbox.all()));
    });

    const change = flow(function* change(key: string, next: (e: OutboxEntry) => OutboxEntry | null) {
      yield env().outbox.change(key, (current) => (current ? next(current) : undefined));
      yield* toGenerator(load());
    });

    /** Applies a correction in one transaction if the entry has not gone out; answers whether it did. */
    const correct = flow(function* correct(key: string, next: (e: OutboxEntry) => OutboxEntry) {
      let applied = false;
      yield env().outbox.change(key, (current) => {
        const edited = current ? corrected(current, next, env().now()) : null;
        applied = edited !== null;
        return edited ?? undefined;
      });
      yield* toGenerator(load());
      return applied;
    });

    return {
      load,
      /** The entries settled since the last call, for the tab to say so (each once). */
      takeSettled(): OutboxEntry[] {
        const taken = self.settled;
        self.settled = [];
        return taken;
      },
      /** The session the service worker sends the outbox with while leads wait (removed at sign-out). */
      lendSession(userId: number, token: string) {
        return env()
          .outbox.setAuth({ userId, token })
          .catch(() => undefined);
      },
      /**
       * Moves what browser storage kept over to IndexedDB (once: the stored key is removed after), lets go
       * of entries sent over a day ago, and reads the outbox.
       */
      restore: flow(function* restore() {
        const { storage, outbox, now } = env();
        try {
          for (const entry of storedOutbox.read(storage)) {
            yield outbox.change(entry.key, (current) => current ?? entry);
          }
          storedOutbox.remove(storage);
          for (const entry of yield* toGenerator(outbox.all())) {
            if (isStaleSent(entry, now())) yield outbox.change(entry.key, () => null);
          }
        } finally {
          yield* toGenerator(load());
        }
      }),
      /** Keeps an entry on the device and asks the service worker to send it when the connection returns. */
      enqueue: flow(function* enqueue(entry: OutboxEntry) {
        setEntries([...self.entries.filter((e) => e.key !== entry.key), entry]);
        yield env().outbox.change(entry.key, () => entry);
        env().outbox.wake();
        yield* toGenerator(load());
      }),
      /** Discards an entry (or lets go of a sent one). */
      remove(key: string) {
        return change(key, () => null);
      },
      /** A refused entry goes back to waiting (same key), to be sent by the next flush. */
      retry(key: string) {
        return change(key, retried);
      },
      /**
       * An entry's lead as the partner corrected it: waiting again, same key (a lead never added twice).
       * Answers false when the lead went out before the correction was saved (nothing changed).
       */
      edit(key: string, edited: Pick<LeadEntry, 'payload' | 'tier' | 'projectName'>) {
        return correct(key, (e) => (e.kind === 'homeLoan' ? e : { ...e, ...edited }));
      },
      /** A home loan request as the partner corrected it, as `edit`. */
      editHomeLoan(key: string, payload: HomeLoanEntry['payload']) {
        return correct(key, (e) => (e.kind === 'homeLoan' ? { ...e, payload } : e));
      },
      /** Sends the partner's waiting entries (outboxRound.ts). One round at a time in this tab. */
      flush: flow(function* flush(userId: number) {
        const result: FlushResult = { sent: [], refused: 0 };
        if (self.flushing) return result;
        setFlushing(true);
        try {
          const { outbox, api, now } = env();
          return yield* toGenerator(sendRound(outbox, api, userId, now));
        } finally {
          setFlushing(false);
          yield* toGenerator(load());
        }
      }),
    };
  })
  .actions((self) => ({
    /** Follows the changes other tabs and the service worker make; answers the unsubscribe. */
    follow(): () => void {
      return getEnv<RootEnv>(self).outbox.subscribe(() => void self.load());
    },
  }));

export type LeadOutboxStoreInstance = Instance<typeof LeadOutboxStore>;
