// The one place that imports openapi-fetch: typed clients for the main API (/api) and the
// engagement API (/engage), the fetch that carries the session's token, and the error type callers see.
import createClient, { type Client } from 'openapi-fetch';
import { DEFAULT_API_BASE_URL, DEFAULT_ENGAGE_BASE_URL } from './baseUrl';
import type { paths as EngagePaths } from './engage';
import type { components, paths } from './schema';

export type Api = Client<paths>;
export type EngageApi = Client<EngagePaths>;
export type ApiUser = components['schemas']['User'];

/** A failed call: the HTTP status (0 when the request never got an answer) and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  /** The answer's body, for fields beside `message` (e.g. the existing lead's `lead_id` of a 409). */
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function isUnauthorized(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.status === 401 || error.message === 'Authorization Header not found')
  );
}

export type TokenSource = () => string | null;

export type ClientOptions = {
  getToken: TokenSource;
  onUnauthorized?: () => void;
  baseUrl?: string;
  fetch?: (input: Request) => Promise<Response>;
};

/**
 * The clients' fetch: adds `Authorization: Bearer <token>` while a session exists, and calls
 * `onUnauthorized` when a call made with the token answers 401 (the session expired or was revoked
 * after start-up): the app ends the session instead of showing empty lists.
 *
 * A fetch rather than openapi-fetch middleware: the client awaits each middleware before the request
 * leaves, and in that gap React renders what the click changed (it renders a click's update in a
 * microtask), so a filter's request left only after that render. Through a fetch it leaves in the
 * click's own task.
 */
function authorizedFetch(options: ClientOptions): (request: Request) => Promise<Response> {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const { getToken, onUnauthorized } = options;
  return (request) => {
    const token = getToken();
    if (token && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${token}`);
    }
    const sent = send(request);
    if (!onUnauthorized || !request.headers.has('Authorization')) return sent;
    return sent.then((response) => {
      if (response.status === 401) onUnauthorized();
      return response;
    });
  };
}

export function createApi(options: ClientOptions): Api {
  return createClient<paths>({
    baseUrl: options.baseUrl ?? DEFAULT_API_BASE_URL,
    fetch: authorizedFetch(options),
  });
}

export function createEngageApi(options: ClientOptions): EngageApi {
  return createClient<EngagePaths>({
    baseUrl: options.baseUrl ?? DEFAULT_ENGAGE_BASE_URL,
    fetch: authorizedFetch(options),
  });
}

function messageOf(body: unknown, fallback: string): string {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  if (typeof body === 'string' && body.trim() !== '' && body.length <= 200) return body.trim();
  return fallback;
}

type CallSuccess<T> = { data: T; error?: never; response: Response };
type CallResult<T, E> = CallSuccess<T> | { error: E; response: Response };

function isSuccess<T, E>(result: CallResult<T, E>): result is CallSuccess<T> {
  return result.response.ok && result.error === undefined;
}

async function settle<T, E>(call: Promise<CallResult<T, E>>): Promise<CallResult<T, E>> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
}

function failure(response: Response, body: unknown): ApiError {
  return new ApiError(
    response.status,
    messageOf(body, response.statusText || `HTTP ${response.status}`),
    body,
  );
}

/** Resolves when the call succeeded (for answers without a body); throws ApiError otherwise. */
export async function ensureOk<T, E>(call: Promise<CallResult<T, E>>): Promise<void> {
  const result = await settle(call);
  if (!isSuccess(result)) throw failure(result.response, result.error);
}

/**
 * The answer's data, or an ApiError with the server's `{message}` and HTTP status:
 * `const me = await unwrap(api.GET('/users/me'))`.
 */
export async function unwrap<T, E>(call: Promise<CallResult<T, E>>): Promise<NonNullable<T>> {
  const result = await settle(call);
  if (isSuccess(result)) {
    if (result.data !== undefined && result.data !== null) return result.data;
    throw new ApiError(result.response.status, 'The server sent an empty answer');
  }
  throw failure(result.response, result.error);
}

/** Like `unwrap`, with the answer's Response too (its headers, e.g. the server's Date). */
export async function unwrapWithResponse<T, E>(
  call: Promise<CallResult<T, E>>,
): Promise<{ data: NonNullable<T>; response: Response }> {
  const result = await settle(call);
  if (isSuccess(result)) {
    if (result.data !== undefined && result.data !== null)
      return { data: result.data, response: result.response };
    throw new ApiError(result.response.status, 'The server sent an empty answer');
  }
  throw failure(result.response, result.error);
}
