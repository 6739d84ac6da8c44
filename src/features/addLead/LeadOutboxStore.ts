// Leads waiting to be sent (offline, or lost on the network), kept in browser storage and sent when the
// connection returns, each exactly once: every attempt carries the entry's own Idempotency-Key. A lead
// the server refuses stays, with the reason, until the partner retries or removes it.
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import { ApiError } from '../../api/client';
import { existingLeadOf, OUTBOX_KEY, type OutboxEntry, outboxEntries } from '../../domain/leadOutbox';
import { persistedValue } from '../../shared/state/persistedValue';
import type { RootEnv } from '../../shared/state/RootEnv';
import { type SentLead, sendLead } from './sendLead';

/** The stored outbox; a corrupted or foreign value gives an empty list. */
export const storedOutbox = persistedValue<OutboxEntry[], unknown[]>({
  key: OUTBOX_KEY,
  isValid: Array.isArray,
  restore: outboxEntries,
  fallback: () => [],
});

export type FlushResult = { sent: (OutboxEntry & SentLead)[]; refused: number };

/** A failure with no answer (offline, connection lost): the lead stays waiting. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The lead could not be added';
}

export const LeadOutboxStore = types
  .model('LeadOutboxStore', {
    entries: types.frozen<OutboxEntry[]>([]),
  })
  .volatile(() => ({ flushing: false }))
  .views((self) => ({
    /** The partner's entries, oldest first. */
    of(userId: number): OutboxEntry[] {
      return self.entries.filter((e) => e.userId === userId);
    },
    waitingCount(userId: number): number {
      return self.entries.filter((e) => e.userId === userId && e.refused === null).length;
    },
  }))
  .actions((self) => {
    const env = () => getEnv<RootEnv>(self);

    /** Read, change, write: another tab's changes to the stored list are kept. */
    function update(change: (entries: OutboxEntry[]) => OutboxEntry[]) {
      const { storage } = env();
      const next = change(storedOutbox.read(storage));
      if (next.length === 0) storedOutbox.remove(storage);
      else storedOutbox.write(storage, next);
      self.entries = next;
    }

    function setFlushing(value: boolean) {
      self.flushing = value;
    }

    return {
      /** Reads the stored outbox (a corrupted one gives an empty list). */
      restore() {
        self.entries = storedOutbox.read(env().storage);
      },
      enqueue(entry: OutboxEntry) {
        update((entries) => [...entries.filter((e) => e.key !== entry.key), entry]);
      },
      remove(key: string) {
        update((entries) => entries.filter((e) => e.key !== key));
      },
      /** A refused lead goes back to waiting (same key), to be sent by the next flush. */
      retry(key: string) {
        update((entries) =>
          entries.map((e) => (e.key === key ? { ...e, refused: null, existingLeadId: undefined } : e)),
        );
      },
      /**
       * Sends the partner's waiting leads one by one, oldest first. A network failure stops the round
       * (the rest stay waiting); a refusal keeps the entry with the server's reason. One round at a time.
       */
      flush: flow(function* flush(userId: number) {
        const result: FlushResult = { sent: [], refused: 0 };
        if (self.flushing) return result;
        setFlushing(true);
        try {
          self.entries = storedOutbox.read(env().storage);
          const waiting = self.entries.filter((e) => e.userId === userId && e.refused === null);
          for (const entry of waiting) {
            try {
              const sent = yield* toGenerator(sendLead(env().api, entry.payload, entry.key, env().now()));
              update((entries) => entries.filter((e) => e.key !== entry.key));
              result.sent.push({ ...entry, ...sent });
            } catch (error) {
              if (isNetworkFailure(error)) break;
              const existingLeadId =
                error instanceof ApiError ? existingLeadOf(error.status, error.body) : undefined;
              update((entries) =>
                entries.map((e) =>
                  e.key === entry.key ? { ...e, refused: reasonOf(error), existingLeadId } : e,
                ),
              );
              result.refused += 1;
            }
          }
        } finally {
          setFlushing(false);
        }
        return result;
      }),
    };
  });

export type LeadOutboxStoreInstance = Instance<typeof LeadOutboxStore>;
