// The environment every store reaches the outside world through (getEnv): the two API clients,
// browser storage, the clock, whether the API server answers and the device's offline data. Tests pass
// a fake one.
import type { Api, EngageApi } from '../../api/client';
import type { ServerReachability } from '../../api/serverReachability';
import type { FromDevice } from './fromDevice';
import type { OutboxDb } from './outboxDb';
import type { KeyValueStorage } from './persistedValue';

export type RootEnv = {
  api: Api;
  engage: EngageApi;
  storage: KeyValueStorage;
  now: () => number;
  /** Fed by the two clients' requests: false while the server gives no answer at all. */
  reachability: ServerReachability;
  /** The lead outbox on the device (IndexedDB), shared with other tabs and the service worker. */
  outbox: OutboxDb;
  /** A call answered from the device's copies of the API's answers (drawn first, then refreshed). */
  fromDevice: FromDevice;
  /** Removes what the device keeps of the signed-in partner (the offline copies of API answers, the outbox's token, the forms' drafts, the project catalogue). */
  forgetPartnerData: () => Promise<void>;
};
