// PGlite's single-user backend has no checkpointer and no autovacuum; the handle runs VACUUM (ANALYZE)
// and CHECKPOINT after writes. What an operator notices: the WAL a start after a crash would replay, and
// pg_wal on disk, come back within bounds; the planner knows a table's rows and counts from an index
// alone; old rows are frozen, so the database never runs out of transaction ids.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../../server/db/db.ts';

const MB = 1024 * 1024;
/** A test waits this long at most for the housekeeping, which here runs right after the writes. */
const SETTLED = { timeout: 30_000, interval: 50 };

/** The one value a query answers (its first row's first column). */
async function answerOf<T>(db: Db, sql: string): Promise<T | undefined> {
  const [row] = await db.query(sql);
  return row === undefined ? undefined : (Object.values(row)[0] as T);
}

/** WAL written since the last checkpoint's redo point: what a start after a crash would replay. */
const walToReplay = (db: Db) =>
  answerOf<number>(
    db,
    'SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::float8 FROM pg_control_checkpoint()',
  );

/** WAL written since the database was made. */
const walWritten = async (db: Db) =>
  (await answerOf<number>(db, "SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), '0/0')::float8")) ?? 0;

const walOnDisk = (dataDir: string) =>
  readdirSync(join(dataDir, 'pg', 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name)).length * 16 * MB;

// One database for the file (making one is most of the time), whose housekeeping runs as soon as a
// statement has run; each test has tables of its own.
describe.runIf(!process.env.DATABASE_URL)('PGlite housekeeping (a single-user backend has none)', () => {
  let dataDir: string;
  let db: Db;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-housekeeping-'));
    db = await openDb({ dataDir, housekeepingDelayMs: 0 });
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('checkpoints after writes: the WAL to replay comes back under a megabyte', async () => {
    await db.exec('CREATE TABLE filler (t text)');
    await db.exec('INSERT INTO filler SELECT repeat(md5(g::text), 32) FROM generate_series(1, 3000) g');
    await expect.poll(() => walToReplay(db), SETTLED).toBeLessThan(MB);
  });

  it('keeps pg_wal within 64 MB once many segments were written', async () => {
    await db.exec('CREATE TABLE switches (t text)');
    const start = await walWritten(db);
    // Each switch starts a new 16 MB segment: ten of them in a burst, nine whole ones at least.
    for (let i = 0; i < 10; i++) {
      await db.exec("INSERT INTO switches VALUES ('x')");
      await db.query('SELECT pg_switch_wal()');
    }
    expect((await walWritten(db)) - start).toBeGreaterThanOrEqual(9 * 16 * MB);
    await expect.poll(() => walOnDisk(dataDir), SETTLED).toBeLessThanOrEqual(64 * MB);
  });

  it("gives the planner a table's statistics and counts from its index alone", async () => {
    await db.exec('CREATE TABLE items (id serial PRIMARY KEY, kind int NOT NULL, made date NOT NULL)');
    await db.exec('CREATE INDEX items_kind_made ON items (kind, made)');
    await db.exec(
      "INSERT INTO items (kind, made) SELECT g % 20, date '2026-01-01' + g % 365 FROM generate_series(1, 5000) g",
    );
    await expect
      .poll(
        () => answerOf<number>(db, "SELECT reltuples::int FROM pg_class WHERE relname = 'items'"),
        SETTLED,
      )
      .toBe(5000);
    const plan = (
      await db.query<{ 'QUERY PLAN': string }>(
        "EXPLAIN (ANALYZE) SELECT count(*) FROM items WHERE kind = 3 AND made >= date '2026-06-01'",
      )
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(/Index Only Scan using items_kind_made/);
    expect(plan).toMatch(/Heap Fetches: 0\b/);
  });

  it('freezes old rows, so the database never runs out of transaction ids', async () => {
    // PostgreSQL freezes a row once it is older than vacuum_freeze_min_age (50 million transactions by
    // default), in a scan of the whole table past vacuum_freeze_table_age: here at once.
    await db.exec('SET vacuum_freeze_min_age = 0; SET vacuum_freeze_table_age = 0');
    try {
      await db.exec('CREATE TABLE old (t text)');
      await db.exec("INSERT INTO old SELECT 'x' FROM generate_series(1, 100)");
      // 1,001 transactions, each with an id of its own.
      await db.exec('DO $$ BEGIN FOR i IN 1..1001 LOOP PERFORM txid_current(); COMMIT; END LOOP; END $$');
      const databaseAge = () =>
        answerOf<number>(
          db,
          'SELECT age(datfrozenxid)::int FROM pg_database WHERE datname = current_database()',
        );
      await expect.poll(databaseAge, SETTLED).toBeLessThan(100);
      expect(
        await answerOf<number>(db, "SELECT age(relfrozenxid)::int FROM pg_class WHERE relname = 'old'"),
      ).toBeLessThan(100);
    } finally {
      await db.exec('RESET vacuum_freeze_min_age; RESET vacuum_freeze_table_age');
    }
  });

  it('reads what was written after a close and a new start', async () => {
    await db.exec("INSERT INTO filler SELECT 'x' FROM generate_series(1, 1000)");
    await db.close();
    db = await openDb({ dataDir });
    expect(await answerOf(db, 'SELECT count(*)::int FROM filler')).toBe(4000);
  });
});
