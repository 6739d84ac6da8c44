import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarPng } from '../../server/db/demoAssets.ts';
import { moveDiskUploads } from '../../server/db/moveUploads.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { seededApp } from '../helpers/testDb.ts';

type Env = Awaited<ReturnType<typeof seededApp>>;
type Auth = Awaited<ReturnType<Env['login']>>;
type FilePart = { name: string; type: string; data: string | Buffer };

const PNG = avatarPng(120);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0rest-of-a-jpeg'),
]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(14, 1),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), Buffer.alloc(16)]);
const HTML = '<!doctype html><html><body><script>fetch("/api/users/me")</script></body></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(localStorage.length)</script></svg>';
const XML_SVG = `<?xml version="1.0"?>\n${SVG}`;
const CSV = 'Name,Number,Email\nAnil Mehta,9811111111,anil@example.in\n';
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0]), Buffer.alloc(40)]);

async function xlsxFile(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Leads').addRows([
    ['Name', 'Number'],
    ['Anil Mehta', '9811111111'],
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Every disallowed upload: field, file, and why it is refused. */
const refused: { field: 'profile_pic' | 'visiting_card' | 'bulk_file'; file: FilePart; what: string }[] = [
  { field: 'profile_pic', file: { name: 'me.html', type: 'text/html', data: HTML }, what: 'HTML' },
  { field: 'profile_pic', file: { name: 'me.png', type: 'image/png', data: SVG }, what: 'SVG named .png' },
  {
    field: 'profile_pic',
    file: { name: 'me.svg', type: 'image/svg+xml', data: XML_SVG },
    what: 'SVG with XML prolog',
  },
  { field: 'profile_pic', file: { name: 'me.jpg', type: 'image/jpeg', data: HTML }, what: 'HTML named .jpg' },
  { field: 'profile_pic', file: { name: 'me.gif', type: 'image/gif', data: GIF }, what: 'GIF' },
  { field: 'profile_pic', file: { name: 'me.png', type: 'image/png', data: CSV }, what: 'CSV as a picture' },
  { field: 'visiting_card', file: { name: 'card.pdf', type: 'application/pdf', data: PDF }, what: 'PDF' },
  {
    field: 'visiting_card',
    file: { name: 'card.png', type: 'image/png', data: ZIP },
    what: 'ZIP named .png',
  },
  { field: 'bulk_file', file: { name: 'leads.csv', type: 'text/csv', data: HTML }, what: 'HTML named .csv' },
  {
    field: 'bulk_file',
    file: { name: 'leads.csv', type: 'text/csv', data: `\n  ${SVG}` },
    what: 'SVG named .csv',
  },
  {
    field: 'bulk_file',
    file: { name: 'leads.xlsx', type: 'application/vnd.ms-excel', data: PNG },
    what: 'PNG named .xlsx',
  },
  {
    field: 'bulk_file',
    file: { name: 'leads.xlsx', type: 'application/zip', data: ZIP },
    what: 'a plain ZIP',
  },
  {
    field: 'bulk_file',
    file: { name: 'leads.csv', type: 'text/csv', data: Buffer.from([0x4e, 0x61, 0x00, 0x01, 0xfe]) },
    what: 'binary named .csv',
  },
  { field: 'bulk_file', file: { name: 'leads.csv', type: 'text/csv', data: '' }, what: 'an empty file' },
];

describe('uploads', () => {
  let env: Env;
  let me: Auth;
  let regionId: number;
  let projectId: number;
  const stored = async () =>
    (await env.t.db.query<{ key: string }>('SELECT key FROM files ORDER BY key')).map((r) => r.key);
  const bulkCount = async () =>
    (await env.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bulk_lead_files'))[0]?.n;

  const profile = (files: Record<string, FilePart>, auth: Record<string, string> = me.auth) => {
    const body = multipartBody({ data: JSON.stringify({ Usermeta: { pincode: '400053' } }) }, files);
    return env.app.inject({
      method: 'PUT',
      url: `/api/users/${me.id}`,
      payload: body.payload,
      headers: { ...auth, ...body.headers },
    });
  };
  const bulk = (file: FilePart | null, fields: Record<string, string> = {}) => {
    const body = multipartBody(
      { parent_region_id: String(regionId), project_id: String(projectId), ...fields },
      file ? { bulk_file: file } : {},
    );
    return env.app.inject({
      method: 'POST',
      url: '/api/bulkLeadFile',
      payload: body.payload,
      headers: { ...me.auth, ...body.headers },
    });
  };
  const upload = (field: string, file: FilePart) =>
    field === 'bulk_file' ? bulk(file) : profile({ [field]: file });

  beforeAll(async () => {
    env = await seededApp();
    me = await env.login('9876543210');
    const region = await env.t.db.query<{ id: number }>('SELECT id FROM region_parents ORDER BY id LIMIT 1');
    const project = await env.t.db.query<{ id: number }>('SELECT id FROM projects ORDER BY id LIMIT 1');
    regionId = region[0]?.id ?? 0;
    projectId = project[0]?.id ?? 0;
  }, 120_000);

  afterAll(async () => {
    await env?.close();
  });

  it.each(refused)('refuses $what as $field with 415 {message}, storing nothing', async ({ field, file }) => {
    const before = await stored();
    const rows = await bulkCount();
    const res = await upload(field, file);
    expect(res.statusCode, res.body).toBe(415);
    const accepted = field === 'bulk_file' ? 'CSV or XLSX' : 'JPEG, PNG or WebP';
    expect(res.json().message).toMatch(new RegExp(`^${field} must be a ${accepted} file`));
    expect(await stored()).toEqual(before);
    expect(await bulkCount()).toBe(rows);
  });

  it('refuses a picture over 5 MB with 413 and a message naming the limit', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const before = await stored();
    const res = await profile({ profile_pic: { name: 'big.png', type: 'image/png', data: big } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'profile_pic is too large: at most 5 MB' });
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['PNG', PNG, 'png', 'image/png'],
    ['JPEG', JPEG, 'jpg', 'image/jpeg'],
    ['WebP', WEBP, 'webp', 'image/webp'],
  ])(
    'takes a %s picture and serves it inline, typed by its content, with the safe headers',
    async (_, data, ext, type) => {
      // The name and the declared type say otherwise: the content decides.
      const res = await profile({
        profile_pic: { name: 'photo.gif', type: 'application/octet-stream', data },
      });
      expect(res.statusCode, res.body).toBe(200);
      const url = res.json().user.UserInfo.profile_pic as string;
      expect(url).toMatch(new RegExp(`^/files/[0-9a-f]{32}\\.${ext}$`));
      const file = await env.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(data)).toBe(true);
      expect(file.headers['content-type']).toBe(type);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-security-policy']).toMatch(/(^|; )sandbox($|;)/);
      expect(file.headers['content-disposition']).toMatch(/^inline; /);
    },
  );

  it('serves a bulk CSV as a download under its original name', async () => {
    const res = await bulk({ name: 'March leads – Andheri.csv', type: 'text/csv', data: CSV });
    expect(res.statusCode, res.body).toBe(201);
    const { file_url, File } = res.json().bulkLead as { file_url: string; File: { name: string } };
    expect(File.name).toBe('March leads – Andheri.csv');
    const file = await env.app.inject({ method: 'GET', url: file_url });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(CSV);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toMatch(/sandbox/);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="March leads _ Andheri.csv"; filename*=UTF-8''March%20leads%20%E2%80%93%20Andheri.csv`,
    );
  });

  it('takes an XLSX bulk file (checked inside the zip) and serves it as a download', async () => {
    const res = await bulk({ name: 'leads.xlsx', type: 'application/octet-stream', data: await xlsxFile() });
    expect(res.statusCode, res.body).toBe(201);
    const file = await env.app.inject({ method: 'GET', url: res.json().bulkLead.file_url });
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="leads\.xlsx"/);
  });

  it('never serves an uploaded file as a page of the portal', async () => {
    // Text that passes as CSV but carries markup, named .html: stored and served as CSV, downloaded.
    const res = await bulk({
      name: 'page.html',
      type: 'text/html',
      data: `Name\n<script>alert(1)</script>\n`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const url = res.json().bulkLead.file_url as string;
    expect(url).toMatch(/\.csv$/);
    const file = await env.app.inject({ method: 'GET', url });
    expect(file.headers['content-type']).not.toMatch(/html|svg|xml/);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="page\.html\.csv"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toMatch(/sandbox/);

    // Files stored on disk by an earlier release under their own extension: bytes only, never a page.
    const legacy = [
      ['0123456789abcdef0123456789abcdef.html', HTML],
      ['fedcba9876543210fedcba9876543210.svg', SVG],
    ] as const;
    mkdirSync(join(env.t.dataDir, 'uploads'));
    for (const [key, body] of legacy) writeFileSync(join(env.t.dataDir, 'uploads', key), body);
    expect(await moveDiskUploads(env.t.db, env.ctx.files, env.t.dataDir)).toBe(2);
    for (const [key] of legacy) {
      const old = await env.app.inject({ method: 'GET', url: `/files/${key}` });
      expect(old.statusCode).toBe(200);
      expect(old.headers['content-type']).toBe('application/octet-stream');
      expect(old.headers['content-disposition']).toMatch(/^attachment; /);
      expect(old.headers['x-content-type-options']).toBe('nosniff');
      expect(old.headers['content-security-policy']).toMatch(/sandbox/);
    }
  });

  it('serves only stored files under /files, by their exact key, and nothing else there', async () => {
    const res = await bulk({ name: 'secret-name.csv', type: 'text/csv', data: CSV });
    const key = (res.json().bulkLead.file_url as string).replace('/files/', '');
    for (const url of [`/files/${key}.name`, '/files/', '/files/../uploads', `/files/${key}/x`]) {
      const answer = await env.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).not.toContain('secret-name');
    }
  });

  it('stores nothing for a multipart upload without a token', async () => {
    const before = await stored();
    const res = await profile({ profile_pic: { name: 'me.png', type: 'image/png', data: PNG } }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Authorization Header not found' });
    const bad = await profile(
      { profile_pic: { name: 'me.png', type: 'image/png', data: PNG } },
      {
        authorization: 'Bearer not-a-token',
      },
    );
    expect(bad.statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('stores nothing for file parts sent to an operation without file fields', async () => {
    const before = await stored();
    for (const url of ['/api/users/login', '/api/users/create_magnet', '/api/homeLoan']) {
      const body = multipartBody(
        { phone: '9876543210', password: 'magnet123', name: 'Anil', number: '9811111111' },
        { file: { name: 'x.png', type: 'image/png', data: PNG } },
      );
      const res = await env.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...me.auth, ...body.headers },
      });
      expect(res.statusCode, url).toBe(415);
    }
    expect(await stored()).toEqual(before);
  });

  it('validates multipart fields against the contract (400) before storing the file', async () => {
    const before = await stored();
    const rows = await bulkCount();
    const file = { name: 'leads.csv', type: 'text/csv', data: CSV };
    const cases: [Record<string, string>, RegExp][] = [
      [{ parent_region_id: 'abc' }, /parent_region_id/],
      [{ parent_region_id: '' }, /parent_region_id/],
      [{ project_id: '-500000' }, /project_id/],
      [{ campaign: '1' }, /additional properties/],
    ];
    for (const [fields, message] of cases) {
      const res = await bulk(file, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const missing = await bulk(null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/bulk_file/);
    const unknownFile = multipartBody(
      { parent_region_id: String(regionId) },
      { bulk_file: file, other: file },
    );
    const extra = await env.app.inject({
      method: 'POST',
      url: '/api/bulkLeadFile',
      payload: unknownFile.payload,
      headers: { ...me.auth, ...unknownFile.headers },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ message: 'other is not a file field of this operation' });
    expect(await stored()).toEqual(before);
    expect(await bulkCount()).toBe(rows);
  });

  it('answers 400 for a malformed multipart body, never 5xx', async () => {
    const bodies = [
      'not multipart at all',
      '--other-boundary\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--other-boundary--\r\n',
      '------portal-test-boundary\r\nContent-Disposition: form-data; name="bulk_file"; filename="a.csv"\r\n\r\nName\n',
    ];
    for (const payload of bodies) {
      const res = await env.app.inject({
        method: 'POST',
        url: '/api/bulkLeadFile',
        payload,
        headers: { ...me.auth, 'content-type': 'multipart/form-data; boundary=----portal-test-boundary' },
      });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
    }
  });
});

describe('request content types', () => {
  let env: Env;
  let me: Auth;

  beforeAll(async () => {
    env = await seededApp();
    me = await env.login('9876543210');
  }, 120_000);

  afterAll(async () => {
    await env?.close();
  });

  it('refuses a body in a content type the operation does not declare with 415 {message}', async () => {
    const cases: { url: string; method: 'POST' | 'PUT'; type: string; payload: string; auth?: boolean }[] = [
      {
        url: '/api/users/login',
        method: 'POST',
        type: 'text/plain',
        payload: '{"phone":"9876543210","password":"magnet123"}',
      },
      {
        url: '/api/users/login',
        method: 'POST',
        type: 'application/x-www-form-urlencoded',
        payload: 'phone=9876543210&password=magnet123',
      },
      { url: '/api/users/create_magnet', method: 'POST', type: 'application/xml', payload: '<user/>' },
      { url: '/api/homeLoan', method: 'POST', type: 'text/plain', payload: 'name=Anil', auth: true },
      {
        url: '/api/bulkLeadFile',
        method: 'POST',
        type: 'application/json',
        payload: '{"parent_region_id":"1"}',
        auth: true,
      },
      { url: '/engage/api/ses/sendAsanaEmail', method: 'POST', type: 'text/csv', payload: 'a,b', auth: true },
    ];
    for (const c of cases) {
      const res = await env.app.inject({
        method: c.method,
        url: c.url,
        payload: c.payload,
        headers: { 'content-type': c.type, ...(c.auth ? me.auth : {}) },
      });
      expect(res.statusCode, `${c.url} as ${c.type}`).toBe(415);
      expect(res.json().message).toBe(
        `Content type ${c.type} is not accepted here: send ${c.url === '/api/bulkLeadFile' ? 'multipart/form-data' : 'application/json'}`,
      );
    }
  });

  it('refuses a registration sent as multipart (phone "hello", password "1"): nobody is created', async () => {
    const body = multipartBody({
      first_name: 'Eve',
      last_name: 'X',
      phone: 'hello',
      email: 'eve@example.in',
      password: '1',
    });
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/users/create_magnet',
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(415);
    const users = await env.t.db.query(
      "SELECT id FROM users WHERE phone = 'hello' OR email = 'eve@example.in'",
    );
    expect(users).toEqual([]);
  });

  it('answers 400 when a required body is missing', async () => {
    for (const [method, url, auth] of [
      ['POST', '/api/users/login', false],
      ['POST', '/api/homeLoan', true],
      ['PUT', `/api/users/${me.id}`, true],
    ] as const) {
      const res = await env.app.inject({ method, url, headers: auth ? me.auth : {} });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/^A request body is required/);
    }
  });

  it('still answers 401 first when a secured call comes without a token, whatever its body', async () => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/homeLoan',
      payload: '<x/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.statusCode).toBe(401);
  });
});
