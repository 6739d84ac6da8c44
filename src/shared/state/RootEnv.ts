// The environment every store reaches the outside world through (getEnv): the two API clients,
// browser storage and the clock. Tests pass a fake one.
import type { Api, EngageApi } from '../../api/client';
import type { KeyValueStorage } from '../../domain/session';

export type RootEnv = {
  api: Api;
  engage: EngageApi;
  storage: KeyValueStorage;
  now: () => number;
};
