import { DEFAULT_API_BASE_URL } from '../api/baseUrl';
import { createApi, createEngageApi } from '../api/client';
import { takeEarly } from '../api/earlyAnswers';
import { createServerReachability } from '../api/serverReachability';
import { loginUrl } from '../domain/redirect';
import { forgetProjectCatalogue } from '../features/addLead/projectCatalogueCopy';
import { clearFormDrafts } from '../shared/form/formDrafts';
import { clearApiAnswers, withDeviceCopies } from '../shared/state/apiAnswersCache';
import { deferredOutboxDb, memoryOutboxDb } from '../shared/state/outboxDb';
import type { RootEnv } from '../shared/state/RootEnv';
import { clearSession, readSession } from '../shared/state/storedSession';

const send = (request: Request) => fetch(request);

/**
 * The real environment: browser storage, the clock and the two API clients with the session's
 * token. A 401 on a call made with the token ends the session (and the device's copies of the
 * partner's data): back to sign-in, then to this page.
 * Both clients report whether the server answers; while it does not, a HEAD request to the API's
 * base address probes it (any answer, even a 404 or an opaque cross-origin one, means it is back), and
 * GET calls are answered from the device's copies of the session's earlier answers.
 */
export function browserEnvironment(): RootEnv {
  const storage = window.localStorage;
  const now = () => Date.now();
  const getToken = () => readSession(storage, now())?.token ?? null;
  const outbox =
    typeof indexedDB === 'undefined'
      ? memoryOutboxDb()
      : deferredOutboxDb(() => import('../shared/state/indexedOutboxDb').then((m) => m.indexedOutboxDb()));
  const forgetPartnerData = async () => {
    clearFormDrafts(storage);
    forgetProjectCatalogue(storage);
    await Promise.all([outbox.setAuth(null), clearApiAnswers()]).catch(() => undefined);
  };
  let ending = false;
  const onUnauthorized = () => {
    if (ending) return;
    ending = true;
    clearSession(storage);
    void forgetPartnerData();
    window.location.replace(loginUrl(`${window.location.pathname}${window.location.search}`));
  };
  const reachability = createServerReachability({
    probe: () => fetch(DEFAULT_API_BASE_URL, { method: 'HEAD', mode: 'no-cors', cache: 'no-store' }),
    // Start-up's calls take the answers the page's early script got for them (src/early.ts).
    fetch: (request) => takeEarly(request, send) ?? send(request),
  });
  // Outside the reachability check: an answer read from the device still marks the server unreachable.
  const options = { getToken, onUnauthorized, fetch: withDeviceCopies(reachability.fetch) };
  return {
    storage,
    now,
    reachability,
    api: createApi(options),
    engage: createEngageApi(options),
    outbox,
    forgetPartnerData,
  };
}
