// PGlite's single-user backend has no checkpointer, so the handle checkpoints itself: past a WAL budget
// since the last checkpoint, past an interval, and once a burst of writes is over. What an operator
// notices: the WAL a start after a crash would replay stays within the budget, and pg_wal keeps no more
// old segments than max_wal_size. The budgets here are small so that a few megabytes cross them.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../../server/db/db.ts';
import { type CheckpointOptions, walSettings } from '../../server/db/pgliteCheckpoints.ts';

const MB = 1024 * 1024;

/** WAL written since the last checkpoint's redo point: what a start after a crash would replay. */
async function walToReplay(db: Db): Promise<number> {
  const rows = await db.query<{ since: number }>(
    'SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::float8 AS since FROM pg_control_checkpoint()',
  );
  return rows[0]?.since ?? Number.NaN;
}

async function redoPoint(db: Db): Promise<string> {
  const rows = await db.query<{ redo: string }>('SELECT redo_lsn::text AS redo FROM pg_control_checkpoint()');
  return rows[0]?.redo ?? '';
}

/** A statement that writes about `mb` megabytes of WAL. */
const writeMegabytes = (db: Db, mb: number) =>
  db.exec(`INSERT INTO filler SELECT repeat(md5(g::text), 32) FROM generate_series(1, ${mb * 1000}) g`);

const walBytes = (dataDir: string) =>
  readdirSync(join(dataDir, 'pg', 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name)).length * 16 * MB;

describe.runIf(!process.env.DATABASE_URL)('PGlite checkpoints (a single-user backend has none)', () => {
  const dirs: string[] = [];
  const handles: Db[] = [];

  async function open(options: CheckpointOptions): Promise<{ db: Db; dataDir: string }> {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-ckpt-'));
    dirs.push(dataDir);
    const db = await openDb({ dataDir, checkpoints: options });
    handles.push(db);
    await db.exec('CREATE TABLE filler (t text)');
    return { db, dataDir };
  }

  afterEach(async () => {
    for (const db of handles.splice(0)) await db.close().catch(() => undefined);
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('checkpoints once the WAL since the last checkpoint passes the budget', async () => {
    const { db } = await open({ walBudgetBytes: 2 * MB, intervalMs: 3_600_000, checkDelayMs: 0 });
    const before = await redoPoint(db);
    await writeMegabytes(db, 6);
    expect(await redoPoint(db)).not.toBe(before);
    expect(await walToReplay(db)).toBeLessThan(2 * MB);
  });

  it('leaves a write under the budget to the next checkpoint', async () => {
    const { db } = await open({ walBudgetBytes: 64 * MB, intervalMs: 3_600_000, checkDelayMs: 0 });
    const before = await redoPoint(db);
    await writeMegabytes(db, 1);
    expect(await redoPoint(db)).toBe(before);
    expect(await walToReplay(db)).toBeGreaterThan(MB / 2);
  });

  it('checkpoints a write older than the interval, even under the budget', async () => {
    const { db } = await open({ walBudgetBytes: 64 * MB, intervalMs: 0, checkDelayMs: 0 });
    const before = await redoPoint(db);
    await writeMegabytes(db, 1);
    expect(await redoPoint(db)).not.toBe(before);
  });

  it('looks at the last write of a burst once the burst is over', async () => {
    const { db } = await open({ walBudgetBytes: 2 * MB, intervalMs: 3_600_000, checkDelayMs: 200 });
    const before = await redoPoint(db);
    // Written within the delay of the handle's opening: no write's own look is due yet.
    await writeMegabytes(db, 4);
    expect(await redoPoint(db)).toBe(before);
    await expect.poll(() => redoPoint(db), { timeout: 10_000 }).not.toBe(before);
    expect(await walToReplay(db)).toBeLessThan(2 * MB);
  });

  it('keeps pg_wal within max_wal_size through a bulk load of many statements', async () => {
    const options = { walBudgetBytes: 4 * MB, intervalMs: 3_600_000, checkDelayMs: 0 };
    const { db, dataDir } = await open(options);
    const maxWal = Number(/max_wal_size=(\d+)MB/.exec(walSettings(options).join(' '))?.[1]) * MB;
    for (let i = 0; i < 24; i++) await writeMegabytes(db, 4);
    // 96 MB written; without checkpoints every segment since the start would still be there.
    expect(walBytes(dataDir)).toBeLessThanOrEqual(maxWal + 16 * MB);
  }, 120_000);

  it('reads what was written after a close and a new start', async () => {
    const options = { walBudgetBytes: 2 * MB, intervalMs: 3_600_000, checkDelayMs: 0 };
    const { db, dataDir } = await open(options);
    await writeMegabytes(db, 6);
    await db.close();
    const again = await openDb({ dataDir, checkpoints: options });
    handles.push(again);
    expect((await again.query<{ n: number }>('SELECT count(*)::int AS n FROM filler'))[0]?.n).toBe(6000);
  });
});
