import { createApi, createEngageApi } from '../api/client';
import { loginUrl } from '../domain/redirect';
import { clearSession, readSession } from '../domain/session';
import type { RootEnv } from '../shared/state/RootEnv';

/**
 * The real environment: browser storage, the clock and the two API clients with the session's
 * token. A 401 on a call made with the token ends the session: back to sign-in, then to this page.
 */
export function browserEnvironment(): RootEnv {
  const storage = window.localStorage;
  const now = () => Date.now();
  const getToken = () => readSession(storage, now())?.token ?? null;
  let ending = false;
  const onUnauthorized = () => {
    if (ending) return;
    ending = true;
    clearSession(storage);
    window.location.replace(loginUrl(`${window.location.pathname}${window.location.search}`));
  };
  return {
    storage,
    now,
    api: createApi({ getToken, onUnauthorized }),
    engage: createEngageApi({ getToken, onUnauthorized }),
  };
}
