// The campaign request of the 'Run Campaign' dialog (spec 01 §7): POST /focus_projects/focus_project_upsert;
// its answer's payment_url opens the payment frame.
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import { unwrap } from '../../api/client';
import type { CampaignPayload } from '../../domain/campaign';
import type { RootEnv } from '../../shared/state/RootEnv';

export const CampaignRequestStore = types
  .model('CampaignRequestStore', {})
  .volatile(() => ({ paymentUrl: null as string | null }))
  .actions((self) => ({
    /** Sends the request and keeps its payment address; throws ApiError when the project is not available. */
    request: flow(function* request(body: CampaignPayload) {
      const answer = yield* toGenerator(
        unwrap(getEnv<RootEnv>(self).api.POST('/focus_projects/focus_project_upsert', { body })),
      );
      self.paymentUrl = answer.payment_url;
    }),
  }));

export type CampaignRequestStoreInstance = Instance<typeof CampaignRequestStore>;
