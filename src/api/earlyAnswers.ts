// Answers to GET calls sent by the page's early script (src/early.ts) before the app's code has loaded,
// kept until the app makes the same calls: each answer is taken once, by the call with the same address
// and the same token, and the rest are dropped once start-up is over. A call sent early that got no
// answer is sent again by the app, so it meets the server's absence as any call does.

type Early = { authorization: string; answers: Map<string, Promise<Response | null>> };

const SLOT = Symbol.for('partner-portal.early-answers');
type Holder = { [SLOT]?: Early };
const holder = globalThis as Holder;

/** Sends the GET calls to `urls` (absolute addresses) with `authorization`, and keeps their answers. */
export function sendEarly(
  urls: readonly string[],
  authorization: string,
  send: (request: Request) => Promise<Response> = (request) => fetch(request),
): void {
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
  if (!early || request.method !== 'GET') return undefined;
  const answer = early.answers.get(request.url);
  if (!answer || request.headers.get('Authorization') !== early.authorization) return undefined;
  early.answers.delete(request.url);
  return answer.then((response) => response ?? send(request));
}

/** Forgets the answers no call has taken (start-up is over). */
export function dropEarly(): void {
  delete holder[SLOT];
}
