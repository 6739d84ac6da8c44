// Whether the API server answers. The browser's `navigator.onLine` only knows about the device's
// network: a server that went away (connection refused, a proxy down, DNS) leaves it true. So every
// API request reports here: one that got no answer at all marks the server unreachable, any answer
// (even an error status) marks it reachable. While unreachable, a probe asks again every few seconds,
// so the app learns the server is back without waiting for the partner to click something.

export const PROBE_INTERVAL_MS = 5_000;

export type ServerReachability = {
  /** False from a request that got no answer until the next answer (a request's or the probe's). */
  readonly reachable: boolean;
  /** Called on every change of `reachable`; answers the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The API clients' fetch: the given fetch, reporting whether each request got an answer. */
  fetch(request: Request): Promise<Response>;
};

type ReachabilityOptions = {
  /** Resolves when the server answers anything (its status does not matter), rejects when it does not. */
  probe: () => Promise<unknown>;
  fetch?: (request: Request) => Promise<Response>;
  probeIntervalMs?: number;
};

function isAbort(error: unknown, request: Request): boolean {
  return request.signal.aborted || (error instanceof DOMException && error.name === 'AbortError');
}

export function createServerReachability(options: ReachabilityOptions): ServerReachability {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const interval = options.probeIntervalMs ?? PROBE_INTERVAL_MS;
  const listeners = new Set<() => void>();
  let reachable = true;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function schedule() {
    if (timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      options.probe().then(
        () => update(true),
        () => {
          if (!reachable) schedule();
        },
      );
    }, interval);
  }

  function update(value: boolean) {
    if (value === reachable) return;
    reachable = value;
    if (reachable && timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    if (!reachable) schedule();
    for (const listener of [...listeners]) listener();
  }

  return {
    get reachable() {
      return reachable;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async fetch(request) {
      try {
        const response = await send(request);
        update(true);
        return response;
      } catch (error) {
        if (!isAbort(error, request)) update(false);
        throw error;
      }
    },
  };
}
