// The device's copies of the API's answers (lists, reference data, the partner's own record), read when
// the server cannot be reached. The page copies each successful authorised GET answer into Cache
// Storage after it has used it (at an idle moment), in a cache of the session's own: its name carries
// a digest of the session's token, worked out once, so only that session reads its copies back.
// Sign-out deletes them all.

const PREFIX = 'pp-api-answers-';

/** The name of one session's cache: a digest of its Authorization header. */
export async function answersCacheName(authorization: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  const hex = Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0'));
  return `${PREFIX}${hex.join('')}`;
}

/** Where the copies go: Cache Storage (what of it is used), and a way to do work when the page is idle. */
export type AnswersDevice = {
  caches: { open(name: string): Promise<Pick<Cache, 'match' | 'put'>> };
  later: (work: () => void) => void;
};

type Send = (request: Request) => Promise<Response>;

/** The browser's Cache Storage and idle callbacks; null where there is no Cache Storage. */
export function browserAnswersDevice(): AnswersDevice | null {
  if (typeof caches === 'undefined') return null;
  const later =
    typeof requestIdleCallback === 'function'
      ? (work: () => void) => void requestIdleCallback(work, { timeout: 2000 })
      : (work: () => void) => void setTimeout(work, 0);
  return { caches, later };
}

/**
 * `send`, with the device's copies: a successful authorised GET answer goes to the page at once and
 * is copied later; when such a request gets no answer at all, the session's copy answers it.
 */
export function withDeviceCopies(send: Send, device: AnswersDevice | null = browserAnswersDevice()): Send {
  if (!device) return send;
  let session: { authorization: string; cache: ReturnType<AnswersDevice['caches']['open']> } | null = null;
  const cacheOf = (authorization: string) => {
    if (session?.authorization !== authorization) {
      session = {
        authorization,
        cache: answersCacheName(authorization).then((name) => device.caches.open(name)),
      };
    }
    return session.cache;
  };
  return async (request) => {
    const authorization = request.headers.get('Authorization');
    if (request.method !== 'GET' || !authorization) return send(request);
    const url = request.url;
    let response: Response;
    try {
      response = await send(request);
    } catch (error) {
      if (request.signal.aborted) throw error;
      const copy = await cacheOf(authorization)
        .then((cache) => cache.match(url, { ignoreVary: true }))
        .catch(() => undefined);
      if (!copy) throw error;
      return copy;
    }
    if (response.status === 200) {
      const copy = response.clone();
      device.later(() => {
        cacheOf(authorization)
          .then((cache) => cache.put(url, copy))
          .catch(() => undefined);
      });
    }
    return response;
  };
}

/** Deletes every session's copies; nothing to do where the browser has no Cache Storage. */
export async function clearApiAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(PREFIX)).map((n) => caches.delete(n)));
}
