// POST /leads/create with the submission's Idempotency-Key: a retry with the same key never adds a
// second lead. Answers the new lead's id, the server's time of registration and, where the server has
// the protection clock (extension), the end of the lead's protection window.
import { type Api, ApiError, unwrapWithResponse } from '../../api/client';
import type { LeadCreate } from '../../domain/leadPayload';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key' as const;

/** The server's message for the 26th single lead of a day (spec 01 §8). */
export const TOO_MANY_REQUESTS = 'Too many requests';
export const DAILY_LIMIT_NOTICE = "You can't add more than 25 leads in a day. Consider uploading Bulk Leads";

export type SentLead = { leadId: number; registeredAt: number; protectionEndsAt?: number };

/** Throws ApiError: status 0 when no answer came (offline, network failure), else the server's message. */
export async function sendLead(api: Api, payload: LeadCreate, key: string, now: number): Promise<SentLead> {
  const { data, response } = await unwrapWithResponse(
    api.POST('/leads/create', { body: payload, params: { header: { [IDEMPOTENCY_HEADER]: key } } }),
  );
  const date = Date.parse(response.headers.get('Date') ?? '');
  const sent: SentLead = { leadId: data.lead.id, registeredAt: Number.isNaN(date) ? now : date };
  const endsAt = data.lead.protection ? Date.parse(data.lead.protection.ends_at) : Number.NaN;
  if (!Number.isNaN(endsAt)) sent.protectionEndsAt = endsAt;
  return sent;
}

/** A failure with no answer (offline, connection lost): the lead stays waiting. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}
