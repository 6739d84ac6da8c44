// Idempotency-Key: a create request repeated with the same key (a retry after a lost answer) answers
// its first result again. The key is kept with the fingerprint of its request, so a key reused for a
// different request is told apart from a retry.
import { createHash } from 'node:crypto';

/** The Idempotency-Key of a request and its body (null when the request has no key). */
export type Submission = { key: string; body: unknown } | null;

/** A value with every object's keys in one order, so the same fields sent in another order match. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
};

/** The fingerprint of a request's parsed content (not of its text: key order and spacing do not count). */
export const fingerprint = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
