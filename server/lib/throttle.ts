import { availableParallelism } from 'node:os';
import type { Db } from '../db/db.ts';
import { dayAround } from './businessDay.ts';
import { HttpError } from './errors.ts';

type Clock = { db: Pick<Db, 'query'>; now: () => Date; limits: Limits; refusals?: Refusals };

/**
 * A fixed-window limit: at most `max` counted per window, the window being `windowSeconds` from the
 * first count or, for 'day', the business day (India Standard Time).
 */
export type Limit = { scope: string; max: number; windowSeconds: number | 'day' };

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every rate limit and daily cap, in one place: these are counted in table auth_throttle, and
 * DAILY_CAPS below are counted from the rows they limit.
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
  // Extension (issue 53): a firm's invites a day, and invite acceptances (each a password hash) per address.
  invitesPerFirm: { scope: 'daily:invite', max: 50, windowSeconds: 'day' },
  inviteAcceptsPerAddress: { scope: 'invite:address', max: 20, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, Limit>;
export type Limits = { readonly [K in keyof typeof LIMITS]: Limit };

/**
 * The daily caps (business day, India Standard Time) counted from the rows they limit, exactly, in the
 * transaction that stores one under the partner's lock: single leads added (lead_submissions) and bulk
 * lead files uploaded (bulk_lead_files).
 */
export const DAILY_CAPS = { leadsPerPartner: 25, bulkFilesPerPartner: 20 } as const;

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

/** Buckets remembered at most; past that, refusals are asked of the database again. */
const REMEMBERED_REFUSALS = 100_000;

/**
 * The refusals the database gave, kept in this process until their window ends: within a window a
 * count only grows (a refused call is refused before anything gives one back), so a bucket found
 * used up is refused again at once, without any database work, however fast the calls come.
 */
export class Refusals {
  private readonly until = new Map<string, number>();

  remember(bucket: string, end: Date, at: Date): void {
    if (this.until.size >= REMEMBERED_REFUSALS) {
      for (const [key, ends] of this.until) if (ends <= at.getTime()) this.until.delete(key);
      if (this.until.size >= REMEMBERED_REFUSALS) return;
    }
    this.until.set(bucket, end.getTime());
  }

  /** 429 when any of the buckets was refused in a window that has not ended, with the longest wait. */
  refuse(buckets: string[], at: Date): void {
    let latest = 0;
    for (const bucket of buckets) {
      const ends = this.until.get(bucket);
      if (ends === undefined) continue;
      if (ends <= at.getTime()) this.until.delete(bucket);
      else latest = Math.max(latest, ends);
    }
    if (latest) throw new RateLimited(secondsUntil(new Date(latest), at));
  }
}

const windowEndOf = (limit: Limit, at: Date) =>
  limit.windowSeconds === 'day' ? dayAround(at).end : new Date(at.getTime() + limit.windowSeconds * 1000);

/**
 * Counts one against a limit and answers whether the count in the current window is over it and
 * when the window ends. One statement, so concurrent counts are exact.
 */
async function hit({ db, now, refusals }: Clock, limit: Limit, key: string) {
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
  const windowEnd = row ? new Date(row.window_end) : end;
  const over = (row?.hits ?? 1) > limit.max;
  if (over) refusals?.remember(bucketOf(limit, key), windowEnd, at);
  return { over, retryAfter: secondsUntil(windowEnd, at) };
}

/** 429 when the limit is used up already in this window, without counting (nothing is spent yet). */
async function refuseWhenUsedUp({ db, now, refusals }: Clock, limit: Limit, key: string) {
  const at = now();
  const rows = await db.query<{ hits: number; window_end: Date | string }>(
    'SELECT hits, window_end FROM auth_throttle WHERE bucket = $1 AND window_end > $2',
    [bucketOf(limit, key), at.toISOString()],
  );
  const row = rows[0];
  if (row && row.hits >= limit.max) {
    refusals?.remember(bucketOf(limit, key), new Date(row.window_end), at);
    throw new RateLimited(secondsUntil(new Date(row.window_end), at));
  }
}

/** 429 at once when any of the limits' buckets was refused in a window that has not ended. */
function refuseRemembered(clock: Clock, ...counted: [Limit, string][]) {
  clock.refusals?.refuse(
    counted.map(([limit, key]) => bucketOf(limit, key)),
    clock.now(),
  );
}

/** 429 when any of the counts is over its limit, with the longest wait of those. */
function refuseWhenOver(...counts: { over: boolean; retryAfter: number }[]) {
  const over = counts.filter((c) => c.over);
  if (over.length) throw new RateLimited(Math.max(...over.map((c) => c.retryAfter)));
}

/** Counts one against a limit; 429 once it is over. */
export async function countAgainst(clock: Clock, limit: Limit, key: string | number): Promise<void> {
  refuseRemembered(clock, [limit, String(key)]);
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
  refuseRemembered(
    clock,
    [limits.sessionsPerPartner, phone],
    [limits.signInsPerAddress, address],
    [limits.loginFailuresPerPhoneAndAddress, pair],
    [limits.loginFailuresPerAddress, address],
  );
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
  const { registerPerPhone, registerPerAddress } = clock.limits;
  refuseRemembered(clock, [registerPerPhone, phone], [registerPerAddress, address]);
  await sweep(clock);
  refuseWhenOver(await hit(clock, registerPerPhone, phone), await hit(clock, registerPerAddress, address));
}

/**
 * Password checks (argon2 in libuv's threadpool, a core each while they run) at once in this process:
 * one less than the cores, at least 1, so sign-ins never take every core from other partners' calls;
 * `waiting` more sign-ins wait their turn, and one beyond that is refused at once (429, before any
 * database work).
 */
export const PASSWORD_CHECKS = { running: Math.max(1, availableParallelism() - 1), waiting: 8 };
export type PasswordCheckLimits = { running: number; waiting: number };

export class PasswordChecks {
  private inProgress = 0;
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly limits: PasswordCheckLimits = PASSWORD_CHECKS) {}

  /**
   * Runs one sign-in if there is room (429 with Retry-After 1 when there is not); `check` runs its
   * password check when one of the running places is free.
   */
  async admit<T>(signIn: (check: <U>(fn: () => Promise<U>) => Promise<U>) => Promise<T>): Promise<T> {
    if (this.inProgress >= this.limits.running + this.limits.waiting) throw new RateLimited(1);
    this.inProgress++;
    try {
      return await signIn((fn) => this.check(fn));
    } finally {
      this.inProgress--;
    }
  }

  private async check<U>(fn: () => Promise<U>): Promise<U> {
    if (this.running >= this.limits.running) await new Promise<void>((turn) => this.queue.push(turn));
    else this.running++;
    try {
      return await fn();
    } finally {
      // The place passes to the next in line, or is given back.
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }
}
