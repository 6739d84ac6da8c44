// Answers to GET calls sent by the page's early script (src/early.ts) before the app's code has loaded,
// kept until the app makes the same calls: each answer is taken once, by the call with the same address
// and the same token, and the rest are dropped once start-up is over. A call sent early that got no
// answer is sent again by the app, so it meets the server's absence as any call does. The early script
// loads without holding the page back (async), so it may run after the app's start-up has begun: it
// then sends nothing, as the app has sent its calls itself.

type Early = { authorization: string; answers: Map<string, Promise<Response | null>> };

const SLOT = Symbol.for('partner-portal.early-answers');
/** Nothing yet; the early answers; or 'closed' once start-up has begun without them. */
type Holder = { [SLOT]?: Early | 'closed' };
const holder = globalThis as Holder;

/**
 * Sends the GET calls to `urls` (absolute addresses) with `authorization`, and keeps their answers;
 * unless start-up has begun already (or they were sent), which makes them needless.
 */
export function sendEarly(
  urls: readonly string[],
  authorization: string,
  send: (request: Request) => Promise<Response> = (request) => fetch(request),
): void {
  if (holder[SLOT] !== undefined) return;
  const answers = new Map<string, Promise<Response | null>>();
  for (const url of urls) {
    const request = new Request(url, { headers: { Authorization: authorization } });
    answers.set(
      request.url,
      send(request).catch(() => null),
    );
  }
  holder[SLOT] = { authorization, answers };
}

/**
 * The answer sent early for `request`, if there is one (the same GET address and token): taken, so a
 * later call goes to the server. Undefined when there is none.
 */
export function takeEarly(
  request: Request,
  send: (request: Request) => Promise<Response>,
): Promise<Response> | undefined {
  const early = holder[SLOT];
  if (early === undefined || early === 'closed' || request.method !== 'GET') return undefined;
  const answer = early.answers.get(request.url);
  if (!answer || request.headers.get('Authorization') !== early.authorization) return undefined;
  early.answers.delete(request.url);
  return answer.then((response) => response ?? send(request));
}

/** Start-up begins: an early script that has not run yet sends nothing when it does. */
export function closeEarly(): void {
  holder[SLOT] ??= 'closed';
}

/** Forgets the answers no call has taken (start-up is over); a late early script sends nothing. */
export function dropEarly(): void {
  holder[SLOT] = 'closed';
}
