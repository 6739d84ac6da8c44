import type { Db } from '../db/db.ts';
import { dayAround } from './businessDay.ts';
import { HttpError } from './errors.ts';

type Clock = { db: Pick<Db, 'query'>; now: () => Date; limits: Limits };

/**
 * A fixed-window limit: at most `max` counted per window, the window being `windowSeconds` from the
 * first count or, for 'day', the business day (India Standard Time).
 */
export type Limit = { scope: string; max: number; windowSeconds: number | 'day' };

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every rate limit and daily cap counted in the database (table auth_throttle), in one place.
 * Sign-in failures are counted per phone and address together and per address, never per phone
 * alone: nobody can lock a partner out, and the right password from an address with no failures
 * works. Successful sign-ins (each costs a password hash and opens a session) are limited per
 * address and per partner; the partner's requests that send mail or ask people for work are capped
 * per business day.
 */
export const LIMITS = {
  loginFailuresPerPhoneAndAddress: { scope: 'login:pair', max: 10, windowSeconds: 15 * MINUTE },
  loginFailuresPerAddress: { scope: 'login:address', max: 50, windowSeconds: 15 * MINUTE },
  signInsPerAddress: { scope: 'signin:address', max: 1000, windowSeconds: HOUR },
  sessionsPerPartner: { scope: 'signin:partner', max: 500, windowSeconds: 'day' },
  registerPerPhone: { scope: 'register:phone', max: 10, windowSeconds: HOUR },
  registerPerAddress: { scope: 'register:address', max: 20, windowSeconds: HOUR },
  issueEmailsPerPartner: { scope: 'daily:issue-email', max: 20, windowSeconds: 'day' },
  homeLoansPerPartner: { scope: 'daily:home-loan', max: 50, windowSeconds: 'day' },
  campaignRequestsPerPartner: { scope: 'daily:campaign', max: 20, windowSeconds: 'day' },
} as const satisfies Record<string, Limit>;
export type Limits = { readonly [K in keyof typeof LIMITS]: Limit };

/**
 * The limits with the per-address registration limit set (REGISTRATIONS_PER_ADDRESS_PER_HOUR: an
 * office behind one address, or a test run that registers many partners from one machine).
 */
export function limitsWith(registrationsPerAddress: number | undefined): Limits {
  if (registrationsPerAddress === undefined) return LIMITS;
  return { ...LIMITS, registerPerAddress: { ...LIMITS.registerPerAddress, max: registrationsPerAddress } };
}

const TOO_MANY_REQUESTS = 'Too many requests';

/** Whole seconds from `at` until `end`, at least 1 (a Retry-After). */
export const secondsUntil = (end: Date, at: Date) =>
  Math.max(1, Math.ceil((end.getTime() - at.getTime()) / 1000));

/** 429 'Too many requests' with Retry-After (whole seconds). */
export class RateLimited extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, TOO_MANY_REQUESTS, { 'retry-after': String(retryAfterSeconds) });
  }
}

const bucketOf = (limit: Limit, key: string) => `${limit.scope}:${key}`;

const windowEndOf = (limit: Limit, at: Date) =>
  limit.windowSeconds === 'day' ? dayAround(at).end : new Date(at.getTime() + limit.windowSeconds * 1000);

/**
 * Counts one against a limit and answers whether the count in the current window is over it and
 * when the window ends. One statement, so concurrent counts are exact.
 */
async function hit({ db, now }: Clock, limit: Limit, key: string) {
  const at = now();
  const end = windowEndOf(limit, at);
  const rows = await db.query<{ hits: number; window_end: Date | string }>(
    `INSERT INTO auth_throttle (bucket, hits, window_end) VALUES ($1, 1, $2)
     ON CONFLICT (bucket) DO UPDATE SET
       hits = CASE WHEN auth_throttle.window_end <= $3 THEN 1 ELSE auth_throttle.hits + 1 END,
       window_end = CASE WHEN auth_throttle.window_end <= $3 THEN $2 ELSE auth_throttle.window_end END
     RETURNING hits, window_end`,
    [bucketOf(limit, key), end.toISOString(), at.toISOString()],
  );
  const row = rows[0];
  return {
    over: (row?.hits ?? 1) > limit.max,
    retryAfter: secondsUntil(row ? new Date(row.window_end) : end, at),
  };
}

/** 429 when the limit is used up already in this window, without counting (nothing is spent yet). */
async function refuseWhenUsedUp({ db, now }: Clock, limit: Limit, key: string) {
  const at = now();
  const rows = await db.query<{ hits: number; window_end: Date | string }>(
    'SELECT hits, window_end FROM auth_throttle WHERE bucket = $1 AND window_end > $2',
    [bucketOf(limit, key), at.toISOString()],
  );
  const row = rows[0];
  if (row && row.hits >= limit.max) throw new RateLimited(secondsUntil(new Date(row.window_end), at));
}

/** 429 when any of the counts is over its limit, with the longest wait of those. */
function refuseWhenOver(...counts: { over: boolean; retryAfter: number }[]) {
  const over = counts.filter((c) => c.over);
  if (over.length) throw new RateLimited(Math.max(...over.map((c) => c.retryAfter)));
}

/** Counts one against a limit; 429 once it is over. */
export async function countAgainst(clock: Clock, limit: Limit, key: string | number): Promise<void> {
  refuseWhenOver(await hit(clock, limit, String(key)));
}

/** Takes one back (a sign-in that succeeded is not a failure). */
async function unhit({ db }: Clock, limit: Limit, key: string) {
  await db.query('UPDATE auth_throttle SET hits = GREATEST(hits - 1, 0) WHERE bucket = $1', [
    bucketOf(limit, key),
  ]);
}

async function clear({ db }: Clock, limit: Limit, key: string) {
  await db.query('DELETE FROM auth_throttle WHERE bucket = $1', [bucketOf(limit, key)]);
}

// Expired windows are swept now and then, not on every attempt.
let lastSweep = 0;
async function sweep({ db, now }: Clock) {
  const at = now().getTime();
  if (at - lastSweep < 60_000) return;
  lastSweep = at;
  await db.query('DELETE FROM auth_throttle WHERE window_end <= $1', [new Date(at).toISOString()]);
}

/**
 * Starts a sign-in attempt, before the password hash. Refused (429) when the partner's sessions of
 * the day or the address's sign-ins of the hour are used up; then counted as a failure for the
 * phone and address pair and for the address up front (so parallel guesses cannot slip past), and
 * refused once either is over. Call `succeeded()` when the password was right: the pair's failures
 * are forgotten, the address's failure is given back, and the sign-in counts against the partner's
 * and the address's sign-ins (429 when that goes over).
 */
export async function beginLogin(clock: Clock, phone: string, address: string) {
  const { limits } = clock;
  const pair = `${phone}@${address}`;
  await sweep(clock);
  await refuseWhenUsedUp(clock, limits.sessionsPerPartner, phone);
  await refuseWhenUsedUp(clock, limits.signInsPerAddress, address);
  refuseWhenOver(
    await hit(clock, limits.loginFailuresPerPhoneAndAddress, pair),
    await hit(clock, limits.loginFailuresPerAddress, address),
  );
  return {
    succeeded: async () => {
      await clear(clock, limits.loginFailuresPerPhoneAndAddress, pair);
      await unhit(clock, limits.loginFailuresPerAddress, address);
      await countAgainst(clock, limits.sessionsPerPartner, phone);
      await countAgainst(clock, limits.signInsPerAddress, address);
    },
  };
}

/** Counts a registration attempt for the phone and the client address; 429 once either limit is over. */
export async function countRegistration(clock: Clock, phone: string, address: string): Promise<void> {
  await sweep(clock);
  refuseWhenOver(
    await hit(clock, clock.limits.registerPerPhone, phone),
    await hit(clock, clock.limits.registerPerAddress, address),
  );
}
