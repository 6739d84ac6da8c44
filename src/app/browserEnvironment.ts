import { createApi, createEngageApi } from '../api/client';
import { readSession } from '../domain/session';
import type { RootEnv } from './RootStore';

/** The real environment: browser storage, the clock and the two API clients with the session's token. */
export function browserEnvironment(): RootEnv {
  const storage = window.localStorage;
  const now = () => Date.now();
  const getToken = () => readSession(storage, now())?.token ?? null;
  return {
    storage,
    now,
    api: createApi({ getToken }),
    engage: createEngageApi({ getToken }),
  };
}
