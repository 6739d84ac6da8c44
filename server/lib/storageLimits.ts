import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/db.ts';
import { dayAround } from './businessDay.ts';
import { HttpError } from './errors.ts';
import { DAILY_CAPS, RateLimited, secondsUntil } from './throttle.ts';

type Query = Pick<Db, 'query'>;

const KB = 1024;

/**
 * What one partner may keep and send. A saved filter or a column layout is a few hundred bytes in
 * real use; the limits leave ample room and stop one partner from filling the database (a 19 MB
 * saved filter stalled every other partner's requests for seconds).
 */
export const STORAGE_LIMITS = {
  /** Saved filters per partner, all screens together. */
  savedFilters: 500,
  /** The JSON of one saved filter's values. */
  filterBytes: 16 * KB,
  /** The JSON of one column layout (one per list type, so their number is bounded by the types). */
  layoutBytes: 32 * KB,
  /** Uploads (multipart calls) one partner may have in flight on one server at once. */
  uploadsAtOnce: 2,
} as const;

/** The Retry-After of an upload refused because the partner's others are still in flight. */
const UPLOAD_RETRY_SECONDS = 5;

/** JSON request bodies: 64 KB, less for the calls that store small things. Multipart bodies have their own limits. */
export const BODY_LIMITS: { default: number; byOperation: Record<string, number> } = {
  default: 64 * KB,
  byOperation: {
    loginUser: 4 * KB,
    createMagnet: 4 * KB,
    createFirmInvite: 4 * KB,
    acceptFirmInvite: 4 * KB,
    createUserFilter: 24 * KB,
    updateUserFilter: 24 * KB,
    updateUserField: 48 * KB,
    createUserFields: 160 * KB,
  },
};

const kilobytes = (bytes: number) => `${Math.round(bytes / KB)} KB`;
const sizeOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value ?? null));

/**
 * Gives every route of the contract its body limit (by operationId) before it is registered, and
 * turns fastify's body-too-large error into a 413 that names the limit.
 */
export function registerBodyLimits(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (!operationId || route.bodyLimit !== undefined) return;
    route.bodyLimit = BODY_LIMITS.byOperation[operationId] ?? BODY_LIMITS.default;
  });
}

/** The 413 of a body over its route's limit (fastify's FST_ERR_CTP_BODY_TOO_LARGE), undefined for other errors. */
export function bodyTooLarge(err: unknown, req: FastifyRequest): HttpError | undefined {
  if ((err as { code?: unknown }).code !== 'FST_ERR_CTP_BODY_TOO_LARGE') return undefined;
  const limit = req.routeOptions.bodyLimit ?? BODY_LIMITS.default;
  return new HttpError(413, `The request body is too large: at most ${kilobytes(limit)} for this call`);
}

/** 413 when a saved filter's values are larger than a saved filter may be. */
export function checkFilterSize(filter: unknown): void {
  if (sizeOf(filter) > STORAGE_LIMITS.filterBytes) {
    throw new HttpError(
      413,
      `A saved filter can hold at most ${kilobytes(STORAGE_LIMITS.filterBytes)} of values`,
    );
  }
}

/** 413 when a column layout is larger than a layout may be. */
export function checkLayoutSize(field: unknown): void {
  if (sizeOf(field) > STORAGE_LIMITS.layoutBytes) {
    throw new HttpError(413, `A column layout can hold at most ${kilobytes(STORAGE_LIMITS.layoutBytes)}`);
  }
}

/**
 * Takes the partner's row lock for the rest of the transaction, so that concurrent calls of one
 * partner count their rows one after the other.
 */
async function lockPartner(tx: Query, userId: number) {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** 413 when the partner already keeps as many saved filters as allowed (call inside a transaction). */
export async function checkFilterRoom(tx: Query, userId: number): Promise<void> {
  await lockPartner(tx, userId);
  const rows = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM user_filters WHERE user_id = $1',
    [userId],
  );
  if ((rows[0]?.n ?? 0) >= STORAGE_LIMITS.savedFilters) {
    throw new HttpError(
      413,
      `You have ${STORAGE_LIMITS.savedFilters} saved filters, the most a partner can keep: delete one to save another`,
    );
  }
}

/** 429 with Retry-After (the next business day) when the partner uploaded today's bulk files. */
async function refuseWhenBulkFilesUsedUp(q: Query, userId: number, at: Date): Promise<void> {
  const { start, end } = dayAround(at);
  const rows = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM bulk_lead_files WHERE magnet_id = $1 AND created_at >= $2 AND created_at < $3',
    [userId, start.toISOString(), end.toISOString()],
  );
  if ((rows[0]?.n ?? 0) >= DAILY_CAPS.bulkFilesPerPartner) {
    throw new HttpError(
      429,
      `You can upload ${DAILY_CAPS.bulkFilesPerPartner} bulk lead files a day: try again tomorrow`,
      { 'retry-after': String(secondsUntil(end, at)) },
    );
  }
}

/** The day's bulk files counted exactly, under the partner's lock (call inside the transaction that stores one). */
export async function checkBulkFileRoom(tx: Query, userId: number, at: Date): Promise<void> {
  await lockPartner(tx, userId);
  await refuseWhenBulkFilesUsedUp(tx, userId, at);
}

/**
 * What an upload must pass before its body is read (lib/requestBodies.ts): at most `uploadsAtOnce`
 * of the partner's uploads in flight on this server (429 'Too many requests', Retry-After 5 s), and
 * a bulk file only while the partner's day has room (the count is taken again, exactly, in the
 * transaction that stores the file).
 */
export function uploadLimits(
  ctx: { db: Query; now: () => Date },
  operationIdOf: (req: FastifyRequest) => string | undefined,
) {
  const inFlight = new Map<number, number>();
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const id = req.user?.id;
    if (!id) return;
    const open = inFlight.get(id) ?? 0;
    if (open >= STORAGE_LIMITS.uploadsAtOnce) throw new RateLimited(UPLOAD_RETRY_SECONDS);
    // Counted before anything is awaited, so uploads arriving together are all counted.
    inFlight.set(id, open + 1);
    // 'close' comes once the answer is sent or the client has gone, whichever way the call ended.
    reply.raw.once('close', () => {
      const left = (inFlight.get(id) ?? 1) - 1;
      if (left > 0) inFlight.set(id, left);
      else inFlight.delete(id);
    });
    if (operationIdOf(req) === 'createBulkLeadFile') await refuseWhenBulkFilesUsedUp(ctx.db, id, ctx.now());
  };
}
