import type { Db } from '../db/db.ts';
import { HttpError } from './errors.ts';

type Clock = { db: Pick<Db, 'query'>; now: () => Date; limits: Limits };

/** A fixed-window limit: at most `max` counted attempts per `windowSeconds`. */
export type Limit = { scope: string; max: number; windowSeconds: number };

const MINUTE = 60;

/**
 * The limits in force by default. Sign-ins count failures only (a partner who signs in correctly
 * many times a day is never stopped); registrations count every attempt.
 */
export const LIMITS = {
  loginPerPhone: { scope: 'login:phone', max: 10, windowSeconds: 15 * MINUTE },
  loginPerAddress: { scope: 'login:address', max: 50, windowSeconds: 15 * MINUTE },
  registerPerPhone: { scope: 'register:phone', max: 10, windowSeconds: 60 * MINUTE },
  registerPerAddress: { scope: 'register:address', max: 20, windowSeconds: 60 * MINUTE },
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

/** 429 with Retry-After (whole seconds) and a message that says how long to wait. */
export class RateLimited extends HttpError {
  constructor(
    what: string,
    readonly retryAfterSeconds: number,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / MINUTE));
    super(429, `${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
      'retry-after': String(retryAfterSeconds),
    });
  }
}

const bucketOf = (limit: Limit, key: string) => `${limit.scope}:${key}`;

/**
 * Counts one attempt against a limit and answers the count in the current window and when the
 * window ends. One statement, so concurrent attempts are counted exactly.
 */
async function hit({ db, now }: Clock, limit: Limit, key: string) {
  const at = now();
  const end = new Date(at.getTime() + limit.windowSeconds * 1000);
  const rows = await db.query<{ hits: number; window_end: Date | string }>(
    `INSERT INTO auth_throttle (bucket, hits, window_end) VALUES ($1, 1, $2)
     ON CONFLICT (bucket) DO UPDATE SET
       hits = CASE WHEN auth_throttle.window_end <= $3 THEN 1 ELSE auth_throttle.hits + 1 END,
       window_end = CASE WHEN auth_throttle.window_end <= $3 THEN $2 ELSE auth_throttle.window_end END
     RETURNING hits, window_end`,
    [bucketOf(limit, key), end.toISOString(), at.toISOString()],
  );
  const row = rows[0];
  const windowEnd = row ? new Date(row.window_end) : end;
  return {
    over: (row?.hits ?? 1) > limit.max,
    retryAfter: Math.max(1, Math.ceil((windowEnd.getTime() - at.getTime()) / 1000)),
  };
}

/** Takes one attempt back (a sign-in that succeeded is not a failure). */
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
 * Starts a sign-in attempt: counts it as a failure for the phone and the client address up front
 * (so parallel guesses cannot slip past the limit), and refuses with 429 once either limit is over.
 * Call `succeeded()` when the password was right: the phone's failures are forgotten and the
 * address's count is given back.
 */
export async function beginLogin(clock: Clock, phone: string, address: string) {
  await sweep(clock);
  const byPhone = await hit(clock, clock.limits.loginPerPhone, phone);
  const byAddress = await hit(clock, clock.limits.loginPerAddress, address);
  if (byPhone.over || byAddress.over) {
    if (byPhone.over) throw new RateLimited('Too many failed sign-ins for this phone', byPhone.retryAfter);
    throw new RateLimited('Too many failed sign-ins from this address', byAddress.retryAfter);
  }
  return {
    succeeded: async () => {
      await clear(clock, clock.limits.loginPerPhone, phone);
      await unhit(clock, clock.limits.loginPerAddress, address);
    },
  };
}

/** Counts a registration attempt for the phone and the client address; 429 once either limit is over. */
export async function countRegistration(clock: Clock, phone: string, address: string): Promise<void> {
  await sweep(clock);
  const byPhone = await hit(clock, clock.limits.registerPerPhone, phone);
  const byAddress = await hit(clock, clock.limits.registerPerAddress, address);
  if (byAddress.over) throw new RateLimited('Too many registrations from this address', byAddress.retryAfter);
  if (byPhone.over)
    throw new RateLimited('Too many registration attempts for this phone', byPhone.retryAfter);
}
