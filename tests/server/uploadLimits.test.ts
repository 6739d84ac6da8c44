import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PHONE, SECOND_PHONE } from '../../server/db/seed/index.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { seededApp } from '../helpers/testDb.ts';

type Env = Awaited<ReturnType<typeof seededApp>>;
type Answer = { status: number; headers: Record<string, string>; body: string };

const MB = 1024 * 1024;
const BOUNDARY = 'upload-limits-boundary';
const CSV_LINE = 'Anil Mehta,9811111111,anil@example.in\n';

/**
 * An upload sent over a real socket, its body written a chunk at a time by the test: what the server
 * answers, and how many body bytes had been sent when the answer came.
 */
function openUpload(port: number, opts: { path: string; method?: string; token: string; length?: number }) {
  const socket: Socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  const head = [
    `${opts.method ?? 'POST'} ${opts.path} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Authorization: Bearer ${opts.token}`,
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    opts.length === undefined ? 'Transfer-Encoding: chunked' : `Content-Length: ${opts.length}`,
  ];
  socket.write(`${head.join('\r\n')}\r\n\r\n`);
  let sent = 0;
  let answered: Answer | undefined;
  let sentAtAnswer = 0;
  const answer = new Promise<Answer>((resolve) => {
    let raw = Buffer.alloc(0);
    const settle = () => {
      const end = raw.indexOf('\r\n\r\n');
      if (end < 0) return false;
      const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      const body = raw.subarray(end + 4);
      if (body.length < Number(headers['content-length'] ?? 0)) return false;
      answered = { status: Number(statusLine.split(' ')[1]), headers, body: body.toString() };
      sentAtAnswer = sent;
      resolve(answered);
      return true;
    };
    socket.on('data', (d: Buffer) => {
      raw = Buffer.concat([raw, d]);
      settle();
    });
  });
  /** Writes body bytes (framed as a chunk without Content-Length); false once the answer is in or the socket closed. */
  const send = async (data: Buffer | string): Promise<boolean> => {
    if (answered || socket.destroyed || !socket.writable) return false;
    const bytes = Buffer.from(data);
    const framed =
      opts.length === undefined
        ? Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')])
        : bytes;
    sent += bytes.length;
    // The server stops reading once it has answered: the answer ends the wait for room to write.
    if (!socket.write(framed))
      await Promise.race([new Promise((r) => socket.once('drain', r).once('close', r)), answer]);
    return !answered;
  };
  return {
    answer,
    send,
    /** Body bytes sent when the answer arrived. */
    sentAtAnswer: () => sentAtAnswer,
    finish: () => socket.write(opts.length === undefined ? '0\r\n\r\n' : ''),
    close: () => socket.destroy(),
  };
}

/** The start of a bulk upload's multipart body, up to the file's first byte. */
const bulkStart = (regionId: number) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="parent_region_id"\r\n\r\n${regionId}\r\n` +
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="bulk_file"; filename="leads.csv"\r\nContent-Type: text/csv\r\n\r\n`;

/** Sends CSV lines a chunk at a time, with a pause between chunks, until the server answers or `upTo` bytes are sent. */
async function trickle(upload: ReturnType<typeof openUpload>, chunk: number, upTo: number, pauseMs = 0) {
  const block = CSV_LINE.repeat(Math.ceil(chunk / CSV_LINE.length)).slice(0, chunk);
  for (let sent = 0; sent < upTo; sent += chunk) {
    if (!(await upload.send(block))) return;
    if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
  }
}

describe('upload limits before the body', () => {
  let env: Env;
  let port: number;
  let demo: { id: number; token: string; auth: Record<string, string> };
  let regionId: number;
  const fileCount = async () =>
    (await env.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files'))[0]?.n;
  const smallBulk = (auth: Record<string, string>) => {
    const body = multipartBody(
      { parent_region_id: String(regionId) },
      { bulk_file: { name: 'leads.csv', type: 'text/csv', data: CSV_LINE } },
    );
    return env.app.inject({
      method: 'POST',
      url: '/api/bulkLeadFile',
      payload: body.payload,
      headers: { ...auth, ...body.headers },
    });
  };

  beforeAll(async () => {
    env = await seededApp();
    await env.app.listen({ port: 0, host: '127.0.0.1' });
    port = (env.app.server.address() as { port: number }).port;
    demo = await env.login(DEMO_PHONE);
    const region = await env.t.db.query<{ id: number }>('SELECT id FROM region_parents ORDER BY id LIMIT 1');
    regionId = region[0]?.id ?? 0;
  }, 120_000);

  afterAll(async () => {
    await env?.close();
  });

  it('a declared Content-Length over the call size is 413 before the body is read', async () => {
    const before = await fileCount();
    const bulk = openUpload(port, { path: '/api/bulkLeadFile', token: demo.token, length: 100 * MB });
    await trickle(bulk, 64 * 1024, 100 * MB, 5);
    const answer = await bulk.answer;
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'The request body is too large: at most 16 MB for this call',
    });
    expect(bulk.sentAtAnswer()).toBeLessThan(100 * MB);
    bulk.close();

    const profile = openUpload(port, {
      path: `/api/users/${demo.id}`,
      method: 'PUT',
      token: demo.token,
      length: 50 * MB,
    });
    const refused = await profile.answer;
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({
      message: 'The request body is too large: at most 11 MB for this call',
    });
    expect(profile.sentAtAnswer()).toBe(0);
    profile.close();
    expect(await fileCount()).toBe(before);
  });

  it('a bulk file over 15 MB sent without Content-Length is cut off at 15 MB with 413, nothing stored', async () => {
    const before = await fileCount();
    const upload = openUpload(port, { path: '/api/bulkLeadFile', token: demo.token });
    await upload.send(bulkStart(regionId));
    await trickle(upload, 256 * 1024, 64 * MB);
    const answer = await upload.answer;
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: 'bulk_file is too large: at most 15 MB' });
    // Answered once the file passed its size, not after the 64 MB the client meant to send
    // (what the sockets' buffers held aside).
    expect(upload.sentAtAnswer()).toBeGreaterThan(15 * MB);
    expect(upload.sentAtAnswer()).toBeLessThan(24 * MB);
    upload.close();
    expect(await fileCount()).toBe(before);
  });

  it(`at most 2 uploads of a partner at once: then 429 Too many requests with Retry-After, before the body`, async () => {
    // Three at once, each declaring 15 MB and sending only its start: whichever the server takes in
    // third is answered at once, the other two wait for their bodies.
    const uploads = [1, 2, 3].map(() =>
      openUpload(port, { path: '/api/bulkLeadFile', token: demo.token, length: 15 * MB }),
    );
    for (const u of uploads) await u.send(`${bulkStart(regionId)}${CSV_LINE}`);
    const refused = await Promise.race(uploads.map((u) => u.answer));
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ message: 'Too many requests' });
    expect(refused.headers['retry-after']).toBe('5');
    for (const u of uploads) expect(u.sentAtAnswer()).toBeLessThan(MB);
    // Another partner's upload is not held up by them.
    const other = await env.login(SECOND_PHONE);
    expect((await smallBulk(other.auth)).statusCode).toBe(201);
    // Once the two end (here: the client gives up), the partner uploads again.
    for (const u of uploads) u.close();
    let res = await smallBulk(demo.auth);
    for (let i = 0; res.statusCode === 429 && i < 50; i++) {
      await new Promise((r) => setTimeout(r, 20));
      res = await smallBulk(demo.auth);
    }
    expect(res.statusCode, res.body).toBe(201);
  });

  it(`a partner who uploaded 20 bulk files today is refused with 429 and Retry-After before the body is read`, async () => {
    const other = await env.login(SECOND_PHONE);
    // Today's files used up through the API (the 429 of the last one is the transaction's count).
    let last = await smallBulk(other.auth);
    for (let i = 0; last.statusCode === 201 && i < 20; i++) {
      last = await smallBulk(other.auth);
    }
    expect(last.statusCode, last.body).toBe(429);
    const before = await fileCount();
    const upload = openUpload(port, { path: '/api/bulkLeadFile', token: other.token, length: 15 * MB });
    await upload.send(bulkStart(regionId));
    await trickle(upload, 16 * 1024, 15 * MB, 5);
    const answer = await upload.answer;
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body)).toEqual({
      message: `You can upload 20 bulk lead files a day: try again tomorrow`,
    });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(86_400);
    expect(upload.sentAtAnswer()).toBeLessThan(15 * MB);
    upload.close();
    expect(await fileCount()).toBe(before);
  });
});
