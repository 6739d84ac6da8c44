import { DEFAULT_API_BASE_URL } from '../api/baseUrl';
import { createApi, createEngageApi } from '../api/client';
import { createServerReachability } from '../api/serverReachability';
import { loginUrl } from '../domain/redirect';
import { clearFormDrafts } from '../shared/form/formDrafts';
import { indexedDeviceCopies, memoryDeviceCopies, withDeviceCopies } from '../shared/state/deviceCopies';
import { deviceReader } from '../shared/state/fromDevice';
import { deferredOutboxDb, memoryOutboxDb } from '../shared/state/outboxDb';
import type { RootEnv } from '../shared/state/RootEnv';
import { clearSession, readSession } from '../shared/state/storedSession';

/**
 * The real environment: browser storage, the clock and the two API clients with the session's
 * token. A 401 on a call made with the token ends the session (and the device's copies of the
 * partner's data): back to sign-in, then to this page.
 * Both clients report whether the server answers; while it does not, a HEAD request to the API's
 * base address probes it (any answer, even a 404 or an opaque cross-origin one, means it is back), and
 * GET calls are answered from the device's copies of the user's earlier answers.
 */
export function browserEnvironment(): RootEnv {
  const storage = window.localStorage;
  const now = () => Date.now();
  const session = () => readSession(storage, now());
  const getToken = () => session()?.token ?? null;
  const userOf = () => session()?.user.id ?? null;
  const hasIndexedDb = typeof indexedDB !== 'undefined';
  const outbox = hasIndexedDb
    ? deferredOutboxDb(() => import('../shared/state/indexedOutboxDb').then((m) => m.indexedOutboxDb()))
    : memoryOutboxDb();
  const copies = hasIndexedDb ? indexedDeviceCopies() : memoryDeviceCopies();
  const forgetPartnerData = async () => {
    clearFormDrafts(storage);
    await Promise.all([outbox.setAuth(null), copies.clear()]).catch(() => undefined);
  };
  let ending = false;
  const onUnauthorized = () => {
    if (ending) return;
    ending = true;
    clearSession(storage);
    // Back to the address where the session ended: the screen may rewrite it meanwhile (a key it does
    // not take, dropped from the address).
    const back = `${window.location.pathname}${window.location.search}`;
    // The device's copies go before the sign-in page opens; a store that does not answer holds it 1 s at most.
    const forgotten = new Promise<void>((resolve) => {
      void forgetPartnerData().then(resolve);
      setTimeout(resolve, 1_000);
    });
    void forgotten.then(() => window.location.replace(loginUrl(back)));
  };
  const reachability = createServerReachability({
    probe: () => fetch(DEFAULT_API_BASE_URL, { method: 'HEAD', mode: 'no-cors', cache: 'no-store' }),
  });
  // Outside the reachability check: an answer read from the device still marks the server unreachable.
  const options = { getToken, onUnauthorized, fetch: withDeviceCopies(reachability.fetch, copies, userOf) };
  return {
    storage,
    now,
    reachability,
    api: createApi(options),
    engage: createEngageApi(options),
    outbox,
    fromDevice: deviceReader(copies, userOf),
    forgetPartnerData,
  };
}
