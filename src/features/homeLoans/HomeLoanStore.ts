// The home loan request of the 'Add Home Loan Request' dialog (spec 01 §7): POST /homeLoan {name, number}.
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import { unwrap } from '../../api/client';
import { type HomeLoanFormValues, homeLoanPayload } from '../../domain/homeLoan';
import type { RootEnv } from '../../shared/state/RootEnv';

export const HomeLoanStore = types.model('HomeLoanStore', {}).actions((self) => ({
  /** Throws ApiError when the server refuses the request. */
  request: flow(function* request(values: HomeLoanFormValues) {
    yield* toGenerator(
      unwrap(getEnv<RootEnv>(self).api.POST('/homeLoan', { body: homeLoanPayload(values) })),
    );
  }),
}));

export type HomeLoanStoreInstance = Instance<typeof HomeLoanStore>;
