// The API's GET calls answered before a service worker controlled the page (the first visit): fetched
// again once it does, so the worker keeps their copies for offline use. Apart from serviceWorker.ts so
// that the sign-in page, which shares the API's environment, does not load the worker's registration.

/** Their addresses, with the token each was sent with. */
const beforeWorker = new Map<string, string>();

const controlled = () => typeof navigator === 'undefined' || navigator.serviceWorker?.controller != null;

/** Called for each API request the app sends: remembered while no worker controls the page. */
export function noteApiRequest(request: Request): void {
  if (request.method !== 'GET' || controlled() || !('serviceWorker' in navigator)) return;
  const authorization = request.headers.get('Authorization');
  if (authorization) beforeWorker.set(request.url, authorization);
}

export function fetchAgainThroughWorker(): void {
  for (const [url, authorization] of beforeWorker) {
    fetch(url, { headers: { Authorization: authorization } }).catch(() => undefined);
  }
  beforeWorker.clear();
}

/** No worker will take control (registration refused or blocked): nothing to fetch again. */
export function forgetAnswersBeforeWorker(): void {
  beforeWorker.clear();
}
