// The environment every store reaches the outside world through (getEnv): the two API clients,
// browser storage, the clock and whether the API server answers. Tests pass a fake one.
import type { Api, EngageApi } from '../../api/client';
import type { ServerReachability } from '../../api/serverReachability';
import type { KeyValueStorage } from './persistedValue';

export type RootEnv = {
  api: Api;
  engage: EngageApi;
  storage: KeyValueStorage;
  now: () => number;
  /** Fed by the two clients' requests: false while the server gives no answer at all. */
  reachability: ServerReachability;
};
