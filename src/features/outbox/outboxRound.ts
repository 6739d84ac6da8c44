// One round of sending the outbox, the same in a tab and in the service worker (Background Sync): the
// partner's waiting leads and home loan requests, oldest first, each taken in a transaction before it is sent (so no other tab
// sends it meanwhile) with its own Idempotency-Key (so a send whose answer was lost is never a second
// lead or request). No answer stops the round, the rest stay waiting; a refusal keeps the server's reason.
import { type Api, ApiError } from '../../api/client';
import {
  claimed,
  existingLeadOf,
  type OutboxEntry,
  outboxState,
  type SendOutcome,
  settled,
} from '../../domain/leadOutbox';
import type { OutboxDb } from '../../shared/state/outboxDb';
import { sendHomeLoan } from './sendHomeLoan';
import { isNetworkFailure, sendLead } from './sendLead';

export type FlushResult = { sent: OutboxEntry[]; refused: number };

function outcomeOf(error: unknown): SendOutcome {
  if (isNetworkFailure(error)) return { kind: 'unanswered' };
  const reason = error instanceof Error && error.message ? error.message : 'No reason given';
  const existingLeadId = error instanceof ApiError ? existingLeadOf(error.status, error.body) : undefined;
  return { kind: 'refused', reason, ...(existingLeadId === undefined ? {} : { existingLeadId }) };
}

/** The entry, taken for a send in one transaction; null when it is not waiting any more. */
async function claim(db: OutboxDb, key: string, now: number): Promise<OutboxEntry | null> {
  const box: { taken: OutboxEntry | null } = { taken: null };
  await db.change(key, (current) => {
    box.taken = claimed(current, now);
    return box.taken ?? undefined;
  });
  return box.taken;
}

/** Sends an entry with its key; answers the server's id (the lead's or the home loan request's). */
async function sendEntry(api: Api, entry: OutboxEntry, now: number) {
  if (entry.kind === 'homeLoan') return sendHomeLoan(api, entry.payload, entry.key, now);
  const sent = await sendLead(api, entry.payload, entry.key, now);
  return { id: sent.leadId, registeredAt: sent.registeredAt };
}

export async function sendRound(
  db: OutboxDb,
  api: Api,
  userId: number,
  now: () => number,
): Promise<FlushResult> {
  const result: FlushResult = { sent: [], refused: 0 };
  const waiting = (await db.all()).filter((e) => e.userId === userId && outboxState(e, now()) === 'waiting');
  for (const entry of waiting) {
    const taken = await claim(db, entry.key, now());
    if (taken === null) continue;
    let outcome: SendOutcome;
    try {
      const sent = await sendEntry(api, taken, now());
      outcome = { kind: 'sent', leadId: sent.id, at: sent.registeredAt };
    } catch (error) {
      outcome = outcomeOf(error);
    }
    const after = await db.change(entry.key, (current) => (current ? settled(current, outcome) : undefined));
    if (outcome.kind === 'unanswered') break;
    if (outcome.kind === 'sent' && after) result.sent.push(after);
    if (outcome.kind === 'refused') result.refused += 1;
  }
  return result;
}
