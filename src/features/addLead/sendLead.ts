// POST /leads/create with the submission's Idempotency-Key: a retry with the same key never adds a
// second lead. Answers the new lead's id and the server's time of registration.
import { type Api, unwrapWithResponse } from '../../api/client';
import type { LeadCreate } from '../../domain/leadPayload';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key' as const;

export type SentLead = { leadId: number; registeredAt: number };

/** Throws ApiError: status 0 when no answer came (offline, network failure), else the server's message. */
export async function sendLead(api: Api, payload: LeadCreate, key: string, now: number): Promise<SentLead> {
  const { data, response } = await unwrapWithResponse(
    api.POST('/leads/create', { body: payload, params: { header: { [IDEMPOTENCY_HEADER]: key } } }),
  );
  const date = Date.parse(response.headers.get('Date') ?? '');
  return { leadId: data.lead.id, registeredAt: Number.isNaN(date) ? now : date };
}
