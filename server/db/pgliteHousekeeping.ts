// PGlite runs PostgreSQL as a single-user backend, without a server's checkpointer and autovacuum:
// nothing else would bound the write-ahead log (kept since the start, and replayed after a crash), give
// the planner its statistics, set the visibility map that index-only scans read, or freeze old rows.
// So a while after statements that wrote, the handle runs VACUUM (ANALYZE) and CHECKPOINT itself.
import type { PGlite } from '@electric-sql/pglite';

/**
 * How long after a statement the handle looks whether anything was written: a minute, as autovacuum
 * looks, since every statement waits while ANALYZE samples each table.
 */
export const HOUSEKEEPING_DELAY_MS = 60_000;

/**
 * Start-up settings: a checkpoint keeps at most 64 MB of old WAL segments for reuse (PostgreSQL's
 * default max_wal_size, 1 GB, would keep a bulk load's).
 */
export const WAL_SETTINGS = ['-c', 'max_wal_size=64MB', '-c', 'min_wal_size=32MB'];

export type Housekeeping = {
  /** Called after each statement: a look comes `delayMs` later (one at a time). */
  ran(): void;
  /** Stops looking, once a run under way is over (before the handle closes, which checkpoints). */
  stop(): Promise<void>;
};

export function housekeeping(pglite: Pick<PGlite, 'query' | 'exec'>, delayMs: number): Housekeeping {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  /** The end of the WAL after the last run; none before the first (the data may come from an older process). */
  let keptAt: string | undefined;

  const walEnd = async () =>
    (await pglite.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn')).rows[0]?.lsn;

  async function run() {
    if (stopped) return;
    try {
      if (keptAt !== undefined && (await walEnd()) === keptAt) return;
      await pglite.exec('VACUUM (ANALYZE)');
      await pglite.exec('CHECKPOINT');
      keptAt = await walEnd();
    } catch (error) {
      // The tables and the WAL stay as they were; the next statement brings another look.
      console.warn(`PGlite housekeeping: ${error instanceof Error ? error.message : error}`);
    }
  }

  return {
    ran() {
      if (stopped || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        running = running.then(run);
      }, delayMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
