// The add-lead submission (spec 01 §2.7, §4 "Lead form", §8): idle -> submitting -> added (with a
// receipt) or an error with the server's message; 'Too many requests' is the daily limit. A lead that
// cannot reach the server (offline, network failure) goes to the outbox with its idempotency key.
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import { type LeadEntry, newIdempotencyKey } from '../../domain/leadOutbox';
import type { LeadReceipt } from '../../domain/leadReceipt';
import type { RootEnv } from '../../shared/state/RootEnv';
import type { LeadOutboxStoreInstance } from '../outbox/LeadOutboxStore';
import { isNetworkFailure, sendLead, TOO_MANY_REQUESTS } from '../outbox/sendLead';
import { ProjectCatalogueStore } from './ProjectCatalogueStore';

export type AddLeadPhase = 'idle' | 'submitting' | 'added' | 'queued' | 'error' | 'limit';

export const LEAD_ADDED = 'Lead Added, it will reflect in CRM in a few minutes';

/** A lead as the form submits it: what the outbox would keep of it, and whether the browser is online. */
export type LeadSubmission = Pick<LeadEntry, 'userId' | 'tier' | 'projectName' | 'payload'> & {
  /** false when the browser knows it is offline: the lead goes straight to the outbox. */
  online: boolean;
  outbox: LeadOutboxStoreInstance;
};

function noReceipt(): LeadReceipt | null {
  return null;
}

export const AddLeadStore = types
  .model('AddLeadStore', {
    catalogue: types.optional(ProjectCatalogueStore, {}),
  })
  .volatile(() => ({
    phase: 'idle' as AddLeadPhase,
    errorMessage: '',
    receipt: noReceipt(),
    /** The outbox entry of the lead last saved on the device ('queued'). */
    queuedKey: '',
  }))
  .actions((self) => {
    const env = () => getEnv<RootEnv>(self);

    function settle(phase: AddLeadPhase, errorMessage = '', receipt: LeadReceipt | null = null) {
      self.phase = phase;
      self.errorMessage = errorMessage;
      self.receipt = receipt;
    }

    function enqueue(submission: LeadSubmission, key: string) {
      const stored = submission.outbox.enqueue({
        key,
        userId: submission.userId,
        queuedAt: env().now(),
        tier: submission.tier,
        projectName: submission.projectName,
        payload: submission.payload,
        refused: null,
      });
      settle('queued');
      self.queuedKey = key;
      return stored;
    }

    return {
      /** Back to a fresh form (the dialog opens, or the partner leaves the limit notice). */
      reset() {
        settle('idle');
      },
      dismissReceipt() {
        if (self.phase === 'added' || self.phase === 'queued') settle('idle');
      },
      /** Sends one lead; answers the phase it ended in. */
      submit: flow(function* submit(submission: LeadSubmission) {
        const key = newIdempotencyKey();
        if (!submission.online) {
          yield enqueue(submission, key);
          return self.phase;
        }
        settle('submitting');
        try {
          const sent = yield* toGenerator(sendLead(env().api, submission.payload, key, env().now()));
          settle('added', '', {
            leadId: sent.leadId,
            clientName: submission.payload.name,
            countryCode: submission.payload.country_code,
            number: submission.payload.number,
            projectName: submission.projectName,
            tier: submission.tier,
            registeredAt: sent.registeredAt,
            ...(sent.protectionEndsAt === undefined ? {} : { protectionEndsAt: sent.protectionEndsAt }),
          });
        } catch (error) {
          if (isNetworkFailure(error)) yield enqueue(submission, key);
          else {
            const message = error instanceof Error ? error.message : String(error);
            settle(message === TOO_MANY_REQUESTS ? 'limit' : 'error', message);
          }
        }
        return self.phase;
      }),
    };
  });

export type AddLeadStoreInstance = Instance<typeof AddLeadStore>;
