// POST /homeLoan with the request's Idempotency-Key: a retry with the same key never adds a second
// request. The outbox round sends it too, in a tab and in the service worker.
import { type Api, unwrapWithResponse } from '../../api/client';
import type { HomeLoanCreate } from '../../domain/homeLoan';
import { IDEMPOTENCY_HEADER } from './sendLead';

export type SentHomeLoan = { id: number; registeredAt: number };

/** Throws ApiError: status 0 when no answer came (offline, network failure), else the server's message. */
export async function sendHomeLoan(
  api: Api,
  payload: HomeLoanCreate,
  key: string,
  now: number,
): Promise<SentHomeLoan> {
  const { data, response } = await unwrapWithResponse(
    api.POST('/homeLoan', { body: payload, params: { header: { [IDEMPOTENCY_HEADER]: key } } }),
  );
  const date = Date.parse(response.headers.get('Date') ?? '');
  return { id: data.homeLoan.id, registeredAt: Number.isNaN(date) ? now : date };
}
