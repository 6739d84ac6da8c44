// Stored files live in the database: /files/{key} answers byte ranges, a file outlives a restart,
// files of earlier releases move in from DATA_DIR/uploads once, a file is never kept without the row
// that names it, and (PostgreSQL) any server sharing the database serves any file.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { Db, Row } from '../../server/db/db.ts';
import { avatarPng } from '../../server/db/demoAssets.ts';
import { moveDiskUploads } from '../../server/db/moveUploads.ts';
import { seedDemo } from '../../server/db/seed/index.ts';
import { fileStoreOf, saveFile } from '../../server/lib/fileStore.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { startServer } from '../helpers/serverProcess.ts';
import { freshDb, seededApp, signIn } from '../helpers/testDb.ts';

type App = Awaited<ReturnType<typeof buildApp>>['app'];

const CSV = 'Name,Number\nAnil Mehta,9811111111\n';
/** The headers a stored file is served with, the same from any server and after any restart. */
const FILE_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'content-security-policy',
  'x-content-type-options',
  'cache-control',
  'accept-ranges',
];
const headersOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(FILE_HEADERS.map((name) => [name, headers[name]]));

/** Saves a profile picture through PUT /api/users/{id}; answers its /files address. */
async function uploadPicture(app: App, who: { id: number; auth: Record<string, string> }, png: Buffer) {
  const body = multipartBody(
    { data: JSON.stringify({ Usermeta: { pincode: '400053' } }) },
    { profile_pic: { name: 'Asha – office.png', type: 'image/png', data: png } },
  );
  const res = await app.inject({
    method: 'PUT',
    url: `/api/users/${who.id}`,
    payload: body.payload,
    headers: { ...who.auth, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().user.UserInfo.profile_pic as string;
}

describe('a call recording answers Range requests', () => {
  let env: Awaited<ReturnType<typeof seededApp>>;
  let url: string;
  let whole: Buffer;
  const get = (range?: string) =>
    env.app.inject({ method: 'GET', url, headers: range === undefined ? {} : { range } });

  beforeAll(async () => {
    env = await seededApp();
    const [call] = await env.t.db.query<{ recording_url: string }>(
      'SELECT recording_url FROM call_details WHERE recording_url IS NOT NULL ORDER BY id LIMIT 1',
    );
    url = call?.recording_url ?? '';
    const res = await get();
    expect(res.statusCode).toBe(200);
    whole = res.rawPayload;
  }, 180_000);
  afterAll(async () => {
    await env?.close();
  });

  it('the whole file: 200, Accept-Ranges: bytes, its length, a WAV download', async () => {
    const res = await get();
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="call-\d\.wav"/);
    expect(Number(res.headers['content-length'])).toBe(whole.length);
    expect(whole.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(whole.length).toBeGreaterThan(20_000);
  });

  it('one range: 206 with Content-Range and exactly those bytes, the same headers otherwise', async () => {
    const size = whole.length;
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-1999', 1000, 1999],
      ['bytes=20000-', 20000, size - 1],
      ['bytes=-500', size - 500, size - 1],
      [`bytes=100-${size + 5000}`, 100, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await get(range);
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(Number(res.headers['content-length']), range).toBe(end - start + 1);
      expect(res.rawPayload.equals(whole.subarray(start, end + 1)), range).toBe(true);
      expect(res.headers['content-type']).toBe('audio/wav');
      expect(res.headers['content-security-policy']).toMatch(/sandbox/);
    }
  });

  it('a range past the end: 416 with Content-Range bytes */size and {message}', async () => {
    for (const range of [
      `bytes=${whole.length}-`,
      `bytes=${whole.length + 10}-${whole.length + 20}`,
      'bytes=-0',
    ]) {
      const res = await get(range);
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${whole.length}`);
      expect(res.json()).toEqual({ message: 'The requested range is past the end of the file' });
    }
  });

  it('several ranges or a header that is not a byte range: the whole file (200)', async () => {
    for (const range of ['bytes=0-1,5-6', 'items=0-9', 'bytes=9-1', 'bytes=abc']) {
      const res = await get(range);
      expect(res.statusCode, range).toBe(200);
      expect(res.rawPayload.equals(whole), range).toBe(true);
    }
  });

  it('HEAD: the headers of the whole file and no body', async () => {
    const res = await env.app.inject({ method: 'HEAD', url });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(whole.length);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.rawPayload.length).toBe(0);
  });
});

it('an uploaded picture is served with the same bytes and headers after a restart', async () => {
  const t = await freshDb();
  try {
    await seedDemo(t.db);
    let { app } = await buildApp({ db: t.db, dataDir: t.dataDir });
    const who = await signIn(app, '9876543211');
    const png = avatarPng(77);
    const url = await uploadPicture(app, who, png);
    const before = await app.inject({ method: 'GET', url });
    expect(before.rawPayload.equals(png)).toBe(true);
    expect(before.headers['content-disposition']).toBe(
      `inline; filename="Asha _ office.png"; filename*=UTF-8''Asha%20%E2%80%93%20office.png`,
    );
    await app.close();
    await t.db.close();

    const db = await t.reopen();
    ({ app } = await buildApp({ db, dataDir: t.dataDir }));
    const after = await app.inject({ method: 'GET', url });
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(png)).toBe(true);
    expect(headersOf(after.headers)).toEqual(headersOf(before.headers));
    await app.close();
  } finally {
    await t.destroy();
  }
}, 180_000);

it('files an earlier release kept in DATA_DIR/uploads move into the database at start, once', async () => {
  const t = await freshDb();
  try {
    await seedDemo(t.db);
    const [partner] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE phone = '9876543211'");
    const picture = `${'a'.repeat(32)}.png`;
    const sheet = `${'b'.repeat(32)}.csv`;
    const halfMoved = `${'c'.repeat(32)}.csv`;
    const dir = join(t.dataDir, 'uploads');
    mkdirSync(dir);
    writeFileSync(join(dir, picture), avatarPng(12));
    writeFileSync(join(dir, `${picture}.name`), 'me.png');
    writeFileSync(join(dir, sheet), CSV); // the first releases kept no name
    writeFileSync(join(dir, 'notes.txt'), 'not a stored file');
    // A start that stopped between storing a file and removing it from the disk.
    await saveFile(fileStoreOf(t.db), t.db, {
      key: halfMoved,
      ownerId: null,
      name: 'leads.csv',
      bytes: Buffer.from(CSV),
    });
    writeFileSync(join(dir, halfMoved), CSV);
    // The partner's profile picture is the old file: it becomes the partner's own.
    await t.db.query(
      `UPDATE users SET meta = meta || jsonb_build_object('profile_pic', $1::text) WHERE id = $2`,
      [picture, partner?.id],
    );
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files'))[0]?.n;
    const rows = await count();

    const { app } = await buildApp({ db: t.db, dataDir: t.dataDir });
    try {
      const pic = await app.inject({ method: 'GET', url: `/files/${picture}` });
      expect(pic.statusCode).toBe(200);
      expect(pic.rawPayload.equals(avatarPng(12))).toBe(true);
      expect(pic.headers['content-type']).toBe('image/png');
      expect(pic.headers['content-disposition']).toMatch(/^inline; filename="me\.png"/);
      const csv = await app.inject({ method: 'GET', url: `/files/${sheet}` });
      expect(csv.body).toBe(CSV);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${sheet}"`));
      expect((await app.inject({ method: 'GET', url: `/files/${halfMoved}` })).body).toBe(CSV);
      expect(await count()).toBe((rows ?? 0) + 2);
      const owners = await t.db.query<{ key: string; owner_id: number | null }>(
        'SELECT key, owner_id FROM files WHERE key = ANY($1) ORDER BY key',
        [[picture, sheet]],
      );
      expect(owners).toEqual([
        { key: picture, owner_id: partner?.id },
        { key: sheet, owner_id: null },
      ]);
      // Only what is not a stored file stays on the disk.
      expect(readdirSync(dir)).toEqual(['notes.txt']);
    } finally {
      await app.close();
    }
    // The next start finds nothing to move and changes nothing.
    expect(await moveDiskUploads(t.db, fileStoreOf(t.db), t.dataDir)).toBe(0);
    expect(await count()).toBe((rows ?? 0) + 2);
    rmSync(join(dir, 'notes.txt'));
    expect(await moveDiskUploads(t.db, fileStoreOf(t.db), t.dataDir)).toBe(0);
    expect(existsSync(dir)).toBe(false);
  } finally {
    await t.destroy();
  }
}, 180_000);

it('a bulk upload that fails before its row is written leaves no file stored', async () => {
  const t = await freshDb();
  try {
    await seedDemo(t.db);
    // The server stops (here: fails) between storing the file and writing the bulk file's row.
    const db: Db = {
      ...t.db,
      transaction: (fn) =>
        t.db.transaction((tx) =>
          fn({
            ...tx,
            query: <T extends Row>(sql: string, params?: unknown[]) =>
              /^\s*INSERT INTO bulk_lead_files/.test(sql)
                ? Promise.reject(new Error('the server stopped here'))
                : tx.query<T>(sql, params),
          }),
        ),
    };
    const { app } = await buildApp({ db, dataDir: t.dataDir });
    try {
      const who = await signIn(app, '9876543210');
      const files = async () =>
        (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files'))[0]?.n;
      const before = await files();
      const [region] = await t.db.query<{ id: number }>('SELECT id FROM region_parents ORDER BY id LIMIT 1');
      const body = multipartBody(
        { parent_region_id: String(region?.id) },
        { bulk_file: { name: 'leads.csv', type: 'text/csv', data: CSV } },
      );
      const res = await app.inject({
        method: 'POST',
        url: '/api/bulkLeadFile',
        payload: body.payload,
        headers: { ...who.auth, ...body.headers },
      });
      expect(res.statusCode).toBe(500);
      expect(await files()).toBe(before);
    } finally {
      await app.close();
    }
  } finally {
    await t.destroy();
  }
}, 180_000);

it.skipIf(!process.env.DATABASE_URL)(
  'two servers with their own DATA_DIR on one PostgreSQL: a file uploaded through one is served by the other, same bytes and headers',
  async () => {
    const t = await freshDb();
    await seedDemo(t.db);
    await t.db.close();
    const otherDir = mkdtempSync(join(tmpdir(), 'portal-other-'));
    const one = await startServer({ dataDir: t.dataDir, databaseUrl: t.databaseUrl });
    const other = await startServer({ dataDir: otherDir, databaseUrl: t.databaseUrl });
    try {
      const login = await fetch(`${one.base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '9876543210', password: 'magnet123' }),
      });
      const { userData } = (await login.json()) as { userData: { id: number; token: string } };
      const png = avatarPng(99);
      const body = multipartBody(
        { data: JSON.stringify({ Usermeta: { pincode: '400053' } }) },
        { visiting_card: { name: 'card.png', type: 'image/png', data: png } },
      );
      const saved = await fetch(`${one.base}/api/users/${userData.id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${userData.token}`, ...body.headers },
        body: body.payload,
      });
      expect(saved.status).toBe(200);
      const url = ((await saved.json()) as { user: { UserInfo: { visiting_card: string } } }).user.UserInfo
        .visiting_card;
      const fromOne = await fetch(`${one.base}${url}`);
      const fromOther = await fetch(`${other.base}${url}`);
      expect(fromOther.status).toBe(200);
      const bytes = Buffer.from(await fromOther.arrayBuffer());
      expect(bytes.equals(png)).toBe(true);
      expect(Buffer.from(await fromOne.arrayBuffer()).equals(png)).toBe(true);
      expect(headersOf(Object.fromEntries(fromOther.headers))).toEqual(
        headersOf(Object.fromEntries(fromOne.headers)),
      );
      expect(fromOther.headers.get('content-type')).toBe('image/png');
      const part = await fetch(`${other.base}${url}`, { headers: { range: 'bytes=0-7' } });
      expect(part.status).toBe(206);
      expect(Buffer.from(await part.arrayBuffer()).equals(png.subarray(0, 8))).toBe(true);
      // Neither server keeps the file on its disk.
      for (const dir of [t.dataDir, otherDir]) expect(existsSync(join(dir, 'uploads'))).toBe(false);
    } finally {
      await one.kill();
      await other.kill();
      rmSync(otherDir, { recursive: true, force: true });
      await t.destroy();
    }
  },
  300_000,
);
