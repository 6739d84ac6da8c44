// The outbox of leads and home loan requests that could not be sent (offline, or the request failed on
// the network): kept on the device (IndexedDB; browser storage under a versioned key before), validated
// entry by entry when read back, each with the idempotency key its first attempt used so a resend never
// creates a second lead or request.

import type { HomeLoanCreate } from './homeLoan';
import { possessionIdOf } from './leadOptions';
import type { LeadCreate, LeadTier } from './leadPayload';
import { closedObject, schemaGuard } from './schemaGuard';

/** The browser-storage key of the outbox before it moved to IndexedDB (read once, then removed). */
export const OUTBOX_KEY = 'pp.leadOutbox.v1';

/** A send that began this long ago and never settled was cut off (the tab closed): the entry waits again. */
export const SEND_LEASE_MS = 60_000;
/** A sent entry stays listed (with the server's id) this long, unless the partner dismisses it. */
export const SENT_KEPT_MS = 24 * 60 * 60 * 1000;

type EntryBase = {
  /** The Idempotency-Key of every attempt to send this entry. */
  key: string;
  /** The partner who added it: only that partner's session sends it. */
  userId: number;
  queuedAt: number;
  /** The server's reason when it refused the entry (validation, the daily limit); null while waiting. */
  refused: string | null;
  /** The partner's existing open lead for this client and project, when the server refused a duplicate. */
  existingLeadId?: number;
  /** When a send began (a tab or the service worker holds it): no one else sends it meanwhile. */
  sendingSince?: number;
  /** The server's id once added: the lead's, or the home loan request's (the name predates home loans). */
  sent?: { leadId: number; at: number };
};

/** A lead (entries stored before home loans joined the outbox have no kind: they are leads). */
export type LeadEntry = EntryBase & {
  kind?: 'lead';
  tier: LeadTier;
  projectName: string;
  payload: LeadCreate;
};

/** A home loan request (POST /homeLoan). */
export type HomeLoanEntry = EntryBase & { kind: 'homeLoan'; payload: HomeLoanCreate };

export type OutboxEntry = LeadEntry | HomeLoanEntry;

export type OutboxState = 'waiting' | 'sending' | 'sent' | 'refused';

export function outboxState(entry: OutboxEntry, now: number): OutboxState {
  if (entry.sent) return 'sent';
  if (entry.refused !== null) return 'refused';
  if (entry.sendingSince !== undefined && now - entry.sendingSince < SEND_LEASE_MS) return 'sending';
  return 'waiting';
}

/** The entry taken for a send now, or null when it is not waiting (sent, refused, or being sent). */
export function claimed(entry: OutboxEntry | undefined, now: number): OutboxEntry | null {
  if (!entry || outboxState(entry, now) !== 'waiting') return null;
  return { ...entry, sendingSince: now };
}

/** What a send came to: the lead added, refused with the server's reason, or no answer (still waiting). */
export type SendOutcome =
  | { kind: 'sent'; leadId: number; at: number }
  | { kind: 'refused'; reason: string; existingLeadId?: number }
  | { kind: 'unanswered' };

export function settled(entry: OutboxEntry, outcome: SendOutcome): OutboxEntry {
  const { sendingSince: _, ...rest } = entry;
  if (outcome.kind === 'sent') return { ...rest, sent: { leadId: outcome.leadId, at: outcome.at } };
  if (outcome.kind === 'refused') {
    const { existingLeadId: __, ...base } = rest;
    return {
      ...base,
      refused: outcome.reason,
      ...(outcome.existingLeadId === undefined ? {} : { existingLeadId: outcome.existingLeadId }),
    };
  }
  return rest;
}

/** A refused entry back to waiting, same key: the next round sends it again. */
export function retried(entry: OutboxEntry): OutboxEntry {
  const { existingLeadId: _, sendingSince: __, ...rest } = entry;
  return { ...rest, refused: null };
}

/** A correction saved after the entry went out (the form keeps what was typed). */
export const SENT_BEFORE_EDIT =
  'This lead was sent before your change was saved. Make the change on the lead itself, in Update Details.';
export const HOME_LOAN_SENT_BEFORE_EDIT = 'This request was sent before your change was saved.';

/**
 * An entry with the partner's correction, waiting again with its key; null when the entry went out
 * (being sent, or sent) before the correction was saved: the server has the first version, and a
 * second send with the same key and another body would be refused.
 */
export function corrected(
  entry: OutboxEntry,
  correct: (e: OutboxEntry) => OutboxEntry,
  now: number,
): OutboxEntry | null {
  const state = outboxState(entry, now);
  return state === 'waiting' || state === 'refused' ? retried(correct(entry)) : null;
}

/** Whether a sent entry has been listed long enough to be let go of by itself. */
export function isStaleSent(entry: OutboxEntry, now: number): boolean {
  return entry.sent !== undefined && now - entry.sent.at > SENT_KEPT_MS;
}

const integer = { type: 'integer' } as const;

const payloadSchema = {
  type: 'object',
  required: [
    'name',
    'number',
    'country_code',
    'nationality',
    'project_id',
    'created_by',
    'magnet_id',
    'is_magnet',
    'admin_message',
    'more_fields',
  ],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    email: { type: 'string', maxLength: 320 },
    number: { type: 'string', pattern: '^\\d{4,15}$' },
    country_code: { type: 'string', pattern: '^\\+\\d{1,4}$' },
    nationality: { enum: [1, 2] },
    source_id: { type: 'integer', minimum: 1 },
    project_id: { type: 'integer', minimum: 1 },
    created_by: integer,
    magnet_id: integer,
    is_magnet: { enum: [0, 1] },
    admin_message: { type: 'string', maxLength: 2000 },
    more_fields: {
      type: 'object',
      required: ['percentage'],
      additionalProperties: false,
      properties: {
        percentage: { enum: [50, 60, 70] },
        ClientBudget: closedObject({
          min_budget: { type: 'number', minimum: 0 },
          max_budget: { type: 'number', minimum: 0 },
          possession_timeline: { type: ['integer', 'null'], minimum: 0 },
          referred_by: { type: ['string', 'null'], maxLength: 200 },
          required_bhk: { type: 'integer', minimum: 0, maximum: 102 },
        }),
        ActivityInfo: closedObject({
          action_date: { type: 'string', minLength: 1 },
          comments: { type: 'string', maxLength: 2000 },
          created_by: integer,
          internal_status_id: { type: 'integer', minimum: 1 },
          project_id: { type: 'integer', minimum: 1 },
        }),
      },
    },
  },
} as const;

const baseProperties = {
  key: { type: 'string', pattern: '^[A-Za-z0-9-]{16,64}$' },
  userId: { type: 'integer', minimum: 1 },
  queuedAt: { type: 'number' },
  refused: { type: ['string', 'null'] },
  existingLeadId: { type: 'integer', minimum: 1 },
  sendingSince: { type: 'number' },
  sent: closedObject({ leadId: { type: 'integer', minimum: 1 }, at: { type: 'number' } }),
} as const;

const leadEntrySchema = {
  type: 'object',
  required: ['key', 'userId', 'queuedAt', 'tier', 'projectName', 'payload', 'refused'],
  additionalProperties: false,
  properties: {
    ...baseProperties,
    kind: { const: 'lead' },
    tier: { enum: ['Lite', 'Basic', 'Plus'] },
    projectName: { type: 'string' },
    payload: payloadSchema,
  },
} as const;

const homeLoanEntrySchema = {
  type: 'object',
  required: ['kind', 'key', 'userId', 'queuedAt', 'payload', 'refused'],
  additionalProperties: false,
  properties: {
    ...baseProperties,
    kind: { const: 'homeLoan' },
    payload: closedObject({
      name: { type: 'string', minLength: 1, maxLength: 200 },
      number: { type: 'string', pattern: '^\\d{4,15}$' },
    }),
  },
} as const;

const entrySchema = { oneOf: [leadEntrySchema, homeLoanEntrySchema] } as const;

const isEntry = schemaGuard<OutboxEntry>(entrySchema);

/**
 * An entry queued when possession_timeline carried the year (Lite: 0 for 'not given'), as it is sent
 * now: the year's id, and null for Lite, since 0 is 2028.
 */
function withPossessionId(entry: OutboxEntry): OutboxEntry {
  if (entry.kind === 'homeLoan') return entry;
  const budget = entry.payload.more_fields.ClientBudget;
  if (!budget || budget.possession_timeline === null) return entry;
  const possession = entry.tier === 'Lite' ? null : possessionIdOf(budget.possession_timeline);
  if (possession === budget.possession_timeline) return entry;
  const more_fields = {
    ...entry.payload.more_fields,
    ClientBudget: { ...budget, possession_timeline: possession },
  };
  return { ...entry, payload: { ...entry.payload, more_fields } };
}

/** The valid entries of a stored outbox, the first of each key: bad entries and repeated keys are dropped. */
export function outboxEntries(stored: readonly unknown[]): OutboxEntry[] {
  const entries: OutboxEntry[] = [];
  for (const item of stored) {
    if (isEntry(item) && !entries.some((e) => e.key === item.key)) entries.push(withPossessionId(item));
  }
  return entries;
}

/** The existing lead a duplicate refusal (409 with `lead_id`) names, if the answer names one. */
export function existingLeadOf(status: number, body: unknown): number | undefined {
  if (status !== 409 || typeof body !== 'object' || body === null || !('lead_id' in body)) return undefined;
  const id = body.lead_id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}

export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const defaultRandom: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/**
 * A fresh idempotency key: a random (version 4) UUID. getRandomValues works outside secure contexts too,
 * unlike crypto.randomUUID.
 */
export function newIdempotencyKey(random: RandomBytes = defaultRandom): string {
  const bytes = random(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether an entry read back from the device has the outbox's shape. */
export const isOutboxEntry = isEntry;

/** Entries not yet added nor refused (waiting or being sent). */
export const isWaiting = (entry: OutboxEntry): boolean => entry.refused === null && !entry.sent;

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What the outbox holds in a few words, by kind: '2 leads waiting to be sent', '1 home loan request
 * waiting to be sent', '1 lead and 1 home loan request waiting to be sent'; once nothing waits, 'Leads
 * sent' or 'Leads not added' (home loan requests likewise, 'Entries' when both kinds are there).
 */
export function outboxTitle(entries: readonly OutboxEntry[]): string {
  const waiting = entries.filter(isWaiting);
  const loans = waiting.filter((e) => e.kind === 'homeLoan').length;
  const leads = waiting.length - loans;
  if (waiting.length > 0)
    return `${[
      leads > 0 ? counted(leads, 'lead', 'leads') : '',
      loans > 0 ? counted(loans, 'home loan request', 'home loan requests') : '',
    ]
      .filter(Boolean)
      .join(' and ')} waiting to be sent`;
  const kinds = new Set(entries.map((e) => e.kind ?? 'lead'));
  const what = kinds.size > 1 ? 'Entries' : kinds.has('homeLoan') ? 'Home loan requests' : 'Leads';
  const refused = entries.filter((e) => e.refused !== null).length;
  if (refused === 0) return `${what} sent`;
  if (refused === entries.length) return `${what} not added`;
  // Both kinds listed: the heading counts each, so it is not read as being about every row.
  return `${refused} not added, ${entries.length - refused} sent`;
}
