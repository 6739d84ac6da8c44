// PGlite runs PostgreSQL as a single-user backend, which has no checkpointer process: nothing starts a
// checkpoint when the WAL grows past max_wal_size or checkpoint_timeout passes, and no WAL segment can
// be removed or recycled before the next checkpoint. Left alone, the data directory keeps every change
// since the process started (about 1.1 GB after seeding 1,000,000 leads), and a start after a crash
// replays all of it. This does the checkpointer's work: after writes, at most once in a while, it
// checks how much WAL the last checkpoint left to replay and asks for a CHECKPOINT past the budget, or
// past the interval. The look is made by the write that finds it due (a bulk load of many statements
// never yields to a timer), and by a timer after the last write.
import type { PGlite } from '@electric-sql/pglite';

export type CheckpointOptions = {
  /** WAL written since the last checkpoint that triggers the next one (PostgreSQL's checkpointer
   * starts one at about half of max_wal_size). */
  walBudgetBytes: number;
  /** Writes older than this are checkpointed even under the budget (checkpoint_timeout). */
  intervalMs: number;
  /** At most one look at the WAL in this time; a write's look is put off by as much. */
  checkDelayMs: number;
};

const MB = 1024 * 1024;

export const CHECKPOINTS: CheckpointOptions = {
  walBudgetBytes: 32 * MB,
  intervalMs: 5 * 60_000,
  checkDelayMs: 1_000,
};

/**
 * The WAL kept between checkpoints, as start-up settings of the backend: a checkpoint keeps at most
 * max_wal_size of old segments for reuse (PostgreSQL's default, 1 GB, would keep a bulk load's), and
 * min_wal_size, two 16 MB segments, at least.
 */
export function walSettings(options: CheckpointOptions): string[] {
  const maxMb = Math.max(32, Math.ceil((2 * options.walBudgetBytes) / MB));
  return ['-c', `max_wal_size=${maxMb}MB`, '-c', 'min_wal_size=32MB'];
}

export type Checkpoints = {
  /** Called after each statement that may have written; settles once a due look (and checkpoint) is made. */
  wrote(): Promise<void>;
  /** Stops looking (before the handle closes, which checkpoints on its own). */
  stop(): void;
};

export function checkpoints(
  pglite: Pick<PGlite, 'query' | 'exec'>,
  options: CheckpointOptions = CHECKPOINTS,
): Checkpoints {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let looking: Promise<void> | null = null;
  let lastCheckpoint = Date.now();
  let lastLook = Date.now();

  async function look() {
    lastLook = Date.now();
    try {
      const rows = (
        await pglite.query<{ since: number }>(
          'SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::float8 AS since FROM pg_control_checkpoint()',
        )
      ).rows;
      const since = rows[0]?.since ?? 0;
      const due = Date.now() - lastCheckpoint >= options.intervalMs;
      if (stopped || (since < options.walBudgetBytes && !due)) return;
      await pglite.exec('CHECKPOINT');
      lastCheckpoint = Date.now();
    } catch (error) {
      // A failed look leaves the WAL as it was; the next write looks again.
      if (!stopped) console.warn(`PGlite checkpoint: ${error instanceof Error ? error.message : error}`);
    }
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
      if (timer) clearTimeout(timer);
      timer = null;
      if (Date.now() - lastLook >= options.checkDelayMs) {
        await lookOnce();
        return;
      }
      // The last write of a burst is looked at once the burst is over.
      timer = setTimeout(() => {
        timer = null;
        if (!stopped) void lookOnce();
      }, options.checkDelayMs);
      timer.unref();
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
