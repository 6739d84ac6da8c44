// PGlite runs PostgreSQL as a single-user backend, without the background processes a PostgreSQL server
// keeps its tables with:
// - no checkpointer: nothing starts a checkpoint when the WAL grows past max_wal_size or
//   checkpoint_timeout passes, and no WAL segment is removed or recycled before the next one. The data
//   directory kept every change since the process started (1.1 GB after seeding 1,000,000 leads), and
//   a start after a crash would replay all of it;
// - no autovacuum: tables were never vacuumed or analysed. A lead table grown by partners' additions
//   had no statistics (the planner took a page's 4,385 matching leads for 1) and no visibility map, so
//   the lead page and count read the table instead of their covering indexes: 8.1 and 1.9 ms at 20,000
//   of 120,000 leads against 6.0 and 0.5 ms after VACUUM ANALYZE, the plain first page 13.6 against 4.8.
//   Nor was any table frozen, which keeps the database from running out of transaction ids.
// The handle does their work itself. After writes, at most once a second, it checks how much WAL the
// last checkpoint left to replay and asks for a CHECKPOINT past the budget, or past the interval. At
// most once in ten seconds it also vacuums and analyses the tables past autovacuum's default
// thresholds: autovacuum looks once a minute, but from processes of its own, while here every statement
// waits for the work (looking at every write made a bulk load take half as long again), and a minute
// of statistics from before a bulk load made a lead page take 34 ms instead of 6. A look is made by the
// write that finds it due (a bulk load of many statements never yields to a timer), and by a timer
// after the last write of a burst, or once the vacuum interval is over.
import type { PGlite } from '@electric-sql/pglite';

export type HousekeepingOptions = {
  /** WAL written since the last checkpoint that triggers the next one (PostgreSQL's checkpointer
   * starts one at about half of max_wal_size). */
  walBudgetBytes: number;
  /** Writes older than this are checkpointed even under the budget (checkpoint_timeout). */
  checkpointIntervalMs: number;
  /** At most one look for tables to vacuum in this time (as autovacuum_naptime). */
  vacuumIntervalMs: number;
  /** At most one look in this time; a write's look is put off by as much. */
  checkDelayMs: number;
  /** Transactions after which a table is vacuumed to freeze its rows, however little it changed
   * (autovacuum_freeze_max_age; PostgreSQL's default, 200 million, when absent). */
  freezeMaxAge?: number;
};

const MB = 1024 * 1024;

export const HOUSEKEEPING: HousekeepingOptions = {
  walBudgetBytes: 32 * MB,
  checkpointIntervalMs: 5 * 60_000,
  vacuumIntervalMs: 10_000,
  checkDelayMs: 1_000,
};

/** The backend's max_wal_size, in MB: twice the budget, and no less than min_wal_size. */
export function maxWalMb(options: HousekeepingOptions): number {
  return Math.max(32, Math.ceil((2 * options.walBudgetBytes) / MB));
}

/**
 * Start-up settings of the backend: the WAL kept between checkpoints (a checkpoint keeps at most
 * max_wal_size of old segments for reuse, and PostgreSQL's default, 1 GB, would keep a bulk load's;
 * min_wal_size, two 16 MB segments, at least), and the transaction age that makes a vacuum due.
 */
export function startSettings(options: HousekeepingOptions): string[] {
  const settings = ['-c', `max_wal_size=${maxWalMb(options)}MB`, '-c', 'min_wal_size=32MB'];
  if (options.freezeMaxAge !== undefined)
    settings.push('-c', `autovacuum_freeze_max_age=${options.freezeMaxAge}`);
  return settings;
}

/**
 * The maintenance statement of each table (the system catalogs' too, as autovacuum does) past
 * thresholds from autovacuum's default settings: a vacuum past 50 dead rows plus 20% of the table, or
 * 1,000 inserted rows plus 20%, or once its oldest unfrozen transaction is older than
 * autovacuum_freeze_max_age (such a vacuum freezes the table's rows, which keeps the database from
 * running out of transaction ids); an analyse past 50 changed rows plus 10%. A table never vacuumed
 * counts as empty. A table's TOAST data is vacuumed with it.
 */
const DUE_MAINTENANCE = `
  WITH t AS (
    SELECT s.schemaname, s.relname, greatest(c.reltuples, 0) AS n, age(c.relfrozenxid) AS xid_age,
           s.n_dead_tup, s.n_ins_since_vacuum, s.n_mod_since_analyze
      FROM pg_stat_all_tables s JOIN pg_class c ON c.oid = s.relid
     WHERE c.relkind IN ('r', 'm') AND s.schemaname <> 'pg_toast'
  ), due AS (
    SELECT schemaname, relname,
           n_dead_tup > 50 + 0.2 * n OR n_ins_since_vacuum > 1000 + 0.2 * n
             OR xid_age > current_setting('autovacuum_freeze_max_age')::bigint AS to_vacuum,
           n_mod_since_analyze > 50 + 0.1 * n AS to_analyze
      FROM t
  )
  SELECT CASE
           WHEN to_vacuum AND to_analyze THEN format('VACUUM (ANALYZE) %I.%I', schemaname, relname)
           WHEN to_vacuum THEN format('VACUUM %I.%I', schemaname, relname)
           ELSE format('ANALYZE %I.%I', schemaname, relname)
         END AS statement
    FROM due WHERE to_vacuum OR to_analyze ORDER BY schemaname, relname`;

const WAL_TO_REPLAY =
  'SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::float8 AS since FROM pg_control_checkpoint()';

export type Housekeeping = {
  /** Called after each statement that may have written; settles once a due look (and its work) is done. */
  wrote(): Promise<void>;
  /** Stops looking (before the handle closes, which checkpoints on its own). */
  stop(): void;
};

export function housekeeping(
  pglite: Pick<PGlite, 'query' | 'exec'>,
  options: HousekeepingOptions = HOUSEKEEPING,
): Housekeeping {
  let timer: { at: number; handle: NodeJS.Timeout } | null = null;
  let stopped = false;
  let looking: Promise<void> | null = null;
  let lastLook = Date.now();
  let lastCheckpoint = Date.now();
  let lastVacuumLook = 0;
  /** Writes since the last look for tables to vacuum. */
  let vacuumPending = false;

  /** A look at `at`, unless one is already set for then or sooner. */
  function lookAt(at: number) {
    if (stopped || (timer && timer.at <= at)) return;
    if (timer) clearTimeout(timer.handle);
    const handle = setTimeout(
      () => {
        timer = null;
        if (!stopped) void lookOnce();
      },
      Math.max(0, at - Date.now()),
    );
    handle.unref();
    timer = { at, handle };
  }

  async function vacuumDue() {
    // A backend passes its table counts on at most once a second, at the end of a statement; this
    // statement's end passes them on, so the next one reads them whole.
    await pglite.query('SELECT pg_stat_force_next_flush()');
    const due = (await pglite.query<{ statement: string }>(DUE_MAINTENANCE)).rows;
    for (const { statement } of due) {
      if (stopped) return;
      await pglite.exec(statement);
    }
  }

  async function checkpointDue() {
    const since = (await pglite.query<{ since: number }>(WAL_TO_REPLAY)).rows[0]?.since ?? 0;
    const late = Date.now() - lastCheckpoint >= options.checkpointIntervalMs;
    if (stopped || (since < options.walBudgetBytes && !late)) return;
    await pglite.exec('CHECKPOINT');
    lastCheckpoint = Date.now();
  }

  async function look() {
    lastLook = Date.now();
    try {
      if (vacuumPending && lastLook - lastVacuumLook >= options.vacuumIntervalMs) {
        vacuumPending = false;
        lastVacuumLook = lastLook;
        await vacuumDue();
      }
      await checkpointDue();
    } catch (error) {
      // A failed look leaves the tables and the WAL as they were; the next write looks again.
      if (!stopped) console.warn(`PGlite housekeeping: ${error instanceof Error ? error.message : error}`);
    }
    // Tables written since the last look for vacuums are looked at once its interval is over.
    if (vacuumPending) lookAt(lastVacuumLook + options.vacuumIntervalMs);
  }

  /** One look at a time; one asked for while another runs is that one. */
  function lookOnce(): Promise<void> {
    looking ??= look().finally(() => {
      looking = null;
    });
    return looking;
  }

  return {
    async wrote() {
      if (stopped) return;
      vacuumPending = true;
      if (Date.now() - lastLook >= options.checkDelayMs) await lookOnce();
      // The last write of a burst is looked at once the burst is over.
      else lookAt(lastLook + options.checkDelayMs);
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer.handle);
      timer = null;
    },
  };
}
