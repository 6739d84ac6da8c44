// The home loan request of the 'Add Home Loan Request' dialog (spec 01 §7): POST /homeLoan {name, number},
// with an Idempotency-Key. Made offline, or lost on the network, it is kept in the outbox (shared by leads
// and home loan requests) and sent from there, with the same key.
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import { type HomeLoanFormValues, homeLoanPayload } from '../../domain/homeLoan';
import { newIdempotencyKey } from '../../domain/leadOutbox';
import type { RootEnv } from '../../shared/state/RootEnv';
import type { LeadOutboxStoreInstance } from '../outbox/LeadOutboxStore';
import { sendHomeLoan } from '../outbox/sendHomeLoan';
import { isNetworkFailure } from '../outbox/sendLead';

/** Who requests, and whether the browser is online (false: the request goes straight to the outbox). */
export type HomeLoanSubmission = { userId: number; online: boolean; outbox: LeadOutboxStoreInstance };

export const HomeLoanStore = types.model('HomeLoanStore', {}).actions((self) => ({
  /** Answers 'sent', or 'queued' when it was kept in the outbox; throws ApiError when the server refuses it. */
  request: flow(function* request(
    values: HomeLoanFormValues,
    { userId, online, outbox }: HomeLoanSubmission,
  ) {
    const { api, now } = getEnv<RootEnv>(self);
    const payload = homeLoanPayload(values);
    const key = newIdempotencyKey();
    const keep = () =>
      outbox.enqueue({ kind: 'homeLoan', key, userId, queuedAt: now(), payload, refused: null });
    if (!online) {
      yield* toGenerator(keep());
      return 'queued' as const;
    }
    try {
      yield* toGenerator(sendHomeLoan(api, payload, key, now()));
      return 'sent' as const;
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
      yield* toGenerator(keep());
      return 'queued' as const;
    }
  }),
}));

export type HomeLoanStoreInstance = Instance<typeof HomeLoanStore>;
