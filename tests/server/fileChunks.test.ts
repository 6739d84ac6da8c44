// Files are kept in chunks: a file of several chunks comes back with the same bytes, whole or by a
// range across chunks, from another server process on the same database; a file is served only once
// all of it is written and named; files stored before chunks keep working.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedDemo } from '../../server/db/seed/index.ts';
import { CHUNK_BYTES, fileStoreOf } from '../../server/lib/fileStore.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { type ServerProcess, startServer } from '../helpers/serverProcess.ts';
import { freshDb } from '../helpers/testDb.ts';

/** A CSV of about 700 KB: several chunks, the last one partly filled. */
const BIG_CSV = Buffer.from(
  `Name,Number\n${Array.from({ length: 26_000 }, (_, i) => `Lead ${i},98${String(i).padStart(8, '0')}`).join('\n')}\n`,
);

async function expectServed(base: string, url: string) {
  const whole = await fetch(`${base}${url}`);
  expect(whole.status).toBe(200);
  expect(Number(whole.headers.get('content-length'))).toBe(BIG_CSV.length);
  expect(Buffer.from(await whole.arrayBuffer()).equals(BIG_CSV)).toBe(true);
  const ranges: [number, number][] = [
    [CHUNK_BYTES - 100, CHUNK_BYTES + 100],
    [1000, 2 * CHUNK_BYTES + 5000],
    [2 * CHUNK_BYTES, BIG_CSV.length - 1],
  ];
  for (const [start, end] of ranges) {
    const part = await fetch(`${base}${url}`, { headers: { range: `bytes=${start}-${end}` } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes ${start}-${end}/${BIG_CSV.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(BIG_CSV.subarray(start, end + 1))).toBe(true);
  }
}

it('a file of several chunks: the same bytes, whole and by ranges across chunks, from a second server process on the database', async () => {
  expect(BIG_CSV.length).toBeGreaterThan(2 * CHUNK_BYTES);
  const t = await freshDb();
  await seedDemo(t.db);
  const [region] = await t.db.query<{ id: number }>('SELECT id FROM region_parents ORDER BY id LIMIT 1');
  await t.db.close();
  const otherDir = mkdtempSync(join(tmpdir(), 'portal-other-'));
  const servers: ServerProcess[] = [];
  try {
    const one = await startServer({ dataDir: t.dataDir, databaseUrl: t.databaseUrl });
    servers.push(one);
    const login = await fetch(`${one.base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '9876543210', password: 'magnet123' }),
    });
    const { userData } = (await login.json()) as { userData: { token: string } };
    const body = multipartBody(
      { parent_region_id: String(region?.id) },
      { bulk_file: { name: 'leads.csv', type: 'text/csv', data: BIG_CSV } },
    );
    const saved = await fetch(`${one.base}/api/bulkLeadFile`, {
      method: 'POST',
      headers: { authorization: `Bearer ${userData.token}`, ...body.headers },
      body: body.payload,
    });
    expect(saved.status).toBe(201);
    const url = ((await saved.json()) as { bulkLead: { file_url: string } }).bulkLead.file_url;
    await expectServed(one.base, url);
    // PGlite: one process owns the data directory, so the second server follows the first;
    // PostgreSQL: both run at once, each with its own DATA_DIR.
    if (!t.databaseUrl) await one.stop();
    const other = await startServer({
      dataDir: t.databaseUrl ? otherDir : t.dataDir,
      databaseUrl: t.databaseUrl,
    });
    servers.push(other);
    await expectServed(other.base, url);
  } finally {
    for (const server of servers) await server.kill();
    rmSync(otherDir, { recursive: true, force: true });
    await t.destroy();
  }
}, 300_000);

it('a file written but never named (an upload that stopped) is not served, and is removed at a start an hour later', async () => {
  const t = await freshDb();
  try {
    const key = `${'d'.repeat(32)}.csv`;
    await fileStoreOf(t.db).write({ key, name: 'leads.csv', bytes: BIG_CSV });
    let { app } = await buildApp({ db: t.db, dataDir: t.dataDir });
    expect((await app.inject({ method: 'GET', url: `/files/${key}` })).statusCode).toBe(404);
    await app.close();
    const kept = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files WHERE key = $1', [key]))[0]?.n;
    // Another server may still be writing it: a start leaves a recent one alone.
    expect(await kept()).toBe(1);
    await t.db.query(`UPDATE files SET created_at = now() - interval '2 hours' WHERE key = $1`, [key]);
    ({ app } = await buildApp({ db: t.db, dataDir: t.dataDir }));
    expect(await kept()).toBe(0);
    expect((await t.db.query('SELECT key FROM file_chunks WHERE key = $1', [key])).length).toBe(0);
    await app.close();
  } finally {
    await t.destroy();
  }
}, 180_000);

it('a file stored whole before chunks (migration 019) is served with the same bytes after it', async () => {
  const t = await freshDb();
  try {
    const key = `${'e'.repeat(32)}.csv`;
    // The files table as it was before migration 019, with one file in it.
    await t.db.exec(`
      DROP TABLE file_chunks;
      ALTER TABLE files DROP COLUMN pending;
      ALTER TABLE files ADD COLUMN bytes bytea NOT NULL DEFAULT '';
      DELETE FROM schema_migrations WHERE name = '019_file_chunks.sql';`);
    await t.db.query(
      `INSERT INTO files (key, content_type, name, size, bytes) VALUES ($1, 'text/csv; charset=utf-8', 'old.csv', $2, $3)`,
      [key, BIG_CSV.length, BIG_CSV],
    );
    await t.db.query(
      `INSERT INTO files (key, content_type, name, size, bytes) VALUES ($1, 'text/csv; charset=utf-8', 'empty.csv', 0, '')`,
      [`${'f'.repeat(32)}.csv`],
    );
    expect(await migrate(t.db)).toEqual(['019_file_chunks.sql']);
    const { app } = await buildApp({ db: t.db, dataDir: t.dataDir });
    try {
      const whole = await app.inject({ method: 'GET', url: `/files/${key}` });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(BIG_CSV)).toBe(true);
      const start = CHUNK_BYTES - 10;
      const part = await app.inject({
        method: 'GET',
        url: `/files/${key}`,
        headers: { range: `bytes=${start}-${start + 19}` },
      });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.equals(BIG_CSV.subarray(start, start + 20))).toBe(true);
      const empty = await app.inject({ method: 'GET', url: `/files/${'f'.repeat(32)}.csv` });
      expect(empty.statusCode).toBe(200);
      expect(empty.rawPayload.length).toBe(0);
    } finally {
      await app.close();
    }
  } finally {
    await t.destroy();
  }
}, 180_000);
