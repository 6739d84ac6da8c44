// Terms acceptance: PUT /users/{id}/terms_conditions {is_tc_agree: 1, id} (spec 7).
import { flow, getEnv, toGenerator, types } from 'mobx-state-tree';
import { unwrap } from '../../api/client';
import type { RootEnv } from '../../shared/state/RootEnv';

export const TermsStore = types
  .model('TermsStore', {})
  .volatile(() => ({ accepting: false }))
  .actions((self) => ({
    /** Resolves with the server's message; throws ApiError on failure. */
    accept: flow(function* accept(userId: number) {
      self.accepting = true;
      try {
        const answer = yield* toGenerator(
          unwrap(
            getEnv<RootEnv>(self).api.PUT('/users/{id}/terms_conditions', {
              params: { path: { id: userId } },
              body: { is_tc_agree: 1, id: userId },
            }),
          ),
        );
        return answer.message;
      } finally {
        self.accepting = false;
      }
    }),
  }));
