// PGlite's single-user backend has no checkpointer and no autovacuum, so the handle does their work.
// Checkpoints: past a WAL budget since the last one, past an interval, and once a burst of writes is
// over; what an operator notices is that the WAL a start after a crash would replay stays within the
// budget and pg_wal keeps no more old segments than max_wal_size (the budgets here are small, so that
// a few megabytes cross them). Vacuum and analyse: a table past autovacuum's thresholds gets both, so
// the planner knows its rows and the lead count reads its covering index alone; and a table whose
// transactions grow old is frozen, as the database's oldest transaction id then shows.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { type HousekeepingOptions, maxWalMb } from '../../server/db/pgliteHousekeeping.ts';
import { addLeads, seedIfEmpty } from '../../server/db/seed/index.ts';
import { countLeads, type LeadFilters, leadWhere } from '../../server/repos/leadRepo.ts';

const MB = 1024 * 1024;

/** The one value a query answers (its first row's first column). */
async function answerOf<T>(db: Db, sql: string, params: unknown[] = []): Promise<T | undefined> {
  const [row] = await db.query(sql, params);
  return row === undefined ? undefined : (Object.values(row)[0] as T);
}

/** WAL written since the last checkpoint's redo point: what a start after a crash would replay. */
const walToReplay = (db: Db) =>
  answerOf<number>(
    db,
    'SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::float8 FROM pg_control_checkpoint()',
  );

const redoPoint = (db: Db) => answerOf<string>(db, 'SELECT redo_lsn::text FROM pg_control_checkpoint()');

/** A statement that writes about `mb` megabytes of WAL. */
const writeMegabytes = (db: Db, mb: number) =>
  db.exec(`INSERT INTO filler SELECT repeat(md5(g::text), 32) FROM generate_series(1, ${mb * 1000}) g`);

const walBytes = (dataDir: string) =>
  readdirSync(join(dataDir, 'pg', 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name)).length * 16 * MB;

describe.runIf(!process.env.DATABASE_URL)('PGlite housekeeping (a single-user backend has none)', () => {
  const dirs: string[] = [];
  const handles: Db[] = [];

  /** A new handle; looks at every write, vacuum looks included, and checkpoints past 64 MB or an hour. */
  async function open(changes: Partial<HousekeepingOptions> = {}) {
    const options: HousekeepingOptions = {
      walBudgetBytes: 64 * MB,
      checkpointIntervalMs: 3_600_000,
      vacuumIntervalMs: 0,
      checkDelayMs: 0,
      ...changes,
    };
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-housekeeping-'));
    dirs.push(dataDir);
    const db = await openDb({ dataDir, housekeeping: options });
    handles.push(db);
    await db.exec('CREATE TABLE filler (t text)');
    return { db, dataDir, options };
  }

  afterEach(async () => {
    for (const db of handles.splice(0)) await db.close().catch(() => undefined);
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('checkpoints once the WAL since the last checkpoint passes the budget', async () => {
    const { db } = await open({ walBudgetBytes: 2 * MB });
    const before = await redoPoint(db);
    await writeMegabytes(db, 6);
    expect(await redoPoint(db)).not.toBe(before);
    expect(await walToReplay(db)).toBeLessThan(2 * MB);
  });

  it('leaves a write under the budget to the next checkpoint', async () => {
    const { db } = await open();
    const before = await redoPoint(db);
    await writeMegabytes(db, 1);
    expect(await redoPoint(db)).toBe(before);
    expect(await walToReplay(db)).toBeGreaterThan(MB / 2);
  });

  it('checkpoints a write older than the interval, even under the budget', async () => {
    const { db } = await open({ checkpointIntervalMs: 0 });
    const before = await redoPoint(db);
    await writeMegabytes(db, 1);
    expect(await redoPoint(db)).not.toBe(before);
  });

  it('looks at the last write of a burst once the burst is over', async () => {
    const { db } = await open({ walBudgetBytes: 2 * MB, checkDelayMs: 200 });
    const before = await redoPoint(db);
    // Written within the delay of the handle's opening: no write's own look is due yet.
    await writeMegabytes(db, 4);
    expect(await redoPoint(db)).toBe(before);
    await expect.poll(() => redoPoint(db), { timeout: 10_000 }).not.toBe(before);
    expect(await walToReplay(db)).toBeLessThan(2 * MB);
  });

  it('keeps pg_wal within max_wal_size through a bulk load of many statements', async () => {
    const { db, dataDir, options } = await open({ walBudgetBytes: 4 * MB });
    const maxWal = maxWalMb(options) * MB;
    for (let i = 0; i < 24; i++) await writeMegabytes(db, 4);
    // 96 MB written; without checkpoints every segment since the start would still be there.
    expect(walBytes(dataDir)).toBeLessThanOrEqual(maxWal + 16 * MB);
  }, 120_000);

  it('reads what was written after a close and a new start', async () => {
    const { db, dataDir, options } = await open({ walBudgetBytes: 2 * MB });
    await writeMegabytes(db, 6);
    await db.close();
    const again = await openDb({ dataDir, housekeeping: options });
    handles.push(again);
    expect(await answerOf(again, 'SELECT count(*)::int FROM filler')).toBe(6000);
  });

  it("vacuums and analyses a table past autovacuum's thresholds, and leaves a smaller change alone", async () => {
    const { db } = await open();
    await db.exec('CREATE TABLE few (t text)');
    await db.exec("INSERT INTO filler SELECT 'x' FROM generate_series(1, 3000)");
    await db.exec("INSERT INTO few SELECT 'x' FROM generate_series(1, 40)");
    await db.exec("INSERT INTO filler SELECT 'x' FROM generate_series(1, 10)");
    const kept = await db.query<{ relname: string; vacuums: number; analyses: number }>(
      `SELECT relname, vacuum_count::int AS vacuums, analyze_count::int AS analyses
         FROM pg_stat_user_tables WHERE relname IN ('filler', 'few') ORDER BY relname`,
    );
    expect(kept).toEqual([
      { relname: 'few', vacuums: 0, analyses: 0 },
      { relname: 'filler', vacuums: 1, analyses: 1 },
    ]);
  });

  it('looks for tables to vacuum at most once an interval, and once it is over for the writes since', async () => {
    const { db } = await open({ vacuumIntervalMs: 500 });
    await db.exec('CREATE TABLE later (t text)');
    const vacuums = (table: string) =>
      answerOf<number>(db, 'SELECT vacuum_count::int FROM pg_stat_user_tables WHERE relname = $1', [table]);
    await db.exec("INSERT INTO filler SELECT 'x' FROM generate_series(1, 3000)");
    await db.exec("INSERT INTO later SELECT 'x' FROM generate_series(1, 3000)");
    // The first look came before 'later' was written to, and the next is half a second away.
    expect(await vacuums('later')).toBe(0);
    await expect.poll(() => vacuums('later'), { timeout: 10_000 }).toBe(1);
  });

  it('freezes a table that hardly changes once its transactions grow old', async () => {
    const { db } = await open({ freezeMaxAge: 100_000 });
    await db.exec("INSERT INTO filler VALUES ('x')");
    const age = (table: string) =>
      answerOf<number>(db, 'SELECT age(relfrozenxid)::int FROM pg_class WHERE relname = $1', [table]);
    // 100,001 transactions, each with an id of its own, in one statement.
    await db.exec('DO $$ BEGIN FOR i IN 1..100001 LOOP PERFORM txid_current(); COMMIT; END LOOP; END $$');
    // That statement counts as a write, and its look found filler (and the catalogs) past the age.
    expect(await age('filler')).toBeLessThan(1_000);
    expect(await age('pg_class')).toBeLessThan(1_000);
    const databaseAge = await answerOf<number>(
      db,
      'SELECT age(datfrozenxid)::int FROM pg_database WHERE datname = current_database()',
    );
    expect(databaseAge).toBeLessThan(100_000);
  });

  it('keeps a lead table grown by additions counted from its covering index', async () => {
    const { db, dataDir } = await open();
    await migrate(db);
    await seedIfEmpty(db, dataDir);
    const partner = async (phone: string) =>
      (await answerOf<number>(db, 'SELECT id FROM users WHERE phone = $1', [phone])) ?? 0;
    const me = await partner('9876543210');
    await addLeads(db, me, 1_500);
    await addLeads(db, await partner('9876543211'), 3_000);
    // The bench's triage: two stages, three projects, created in the last year.
    const ids = async (sql: string) => (await db.query<{ id: number }>(sql)).map((r) => r.id).join(',');
    const filters: LeadFilters = {
      is_magnet: 1,
      stage_ids: await ids('SELECT id FROM stages ORDER BY sort_order LIMIT 2'),
      project_ids: await ids('SELECT id FROM projects WHERE is_active = 1 ORDER BY id LIMIT 3'),
      created_at_from: new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10),
    };
    const captured: { sql: string; params: unknown[] }[] = [];
    await countLeads(
      {
        query: async (sql, params = []) => {
          captured.push({ sql, params });
          return db.query(sql, params);
        },
      },
      leadWhere(me, filters),
    );
    const [count] = captured;
    if (!count) throw new Error('the count ran no SQL');
    const plan = (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE) ${count.sql}`, count.params))
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(/Index Only Scan using leads_magnet_project_stage_created/);
    expect(plan).toMatch(/Heap Fetches: 0\b/);
  }, 120_000);
});
