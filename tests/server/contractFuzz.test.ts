import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarPng } from '../../server/db/demoAssets.ts';
import { responseValidator } from '../contract/contractHarness.ts';
import {
  type ContractOp,
  contractOperations,
  type MediaType,
  type Param,
  type Parts,
  resolve,
  type Schema,
  typesOf,
  urlOf,
  validParts,
} from '../helpers/contractRequests.ts';
import { injectUntilLive } from '../helpers/eventStream.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { seededApp } from '../helpers/testDb.ts';

/*
 * Property-based fuzzing generated from the contracts: for every operation, requests built from its
 * parameters and body schema, each with at least one thing the contract forbids (a wrong type, a
 * missing required field, an unknown property, a value out of its range or pattern, a content type
 * the operation does not declare, malformed, deeply nested or oversized JSON) and, besides them,
 * requests with boundary values (integers past 2^31 - 1, NUL bytes, odd text, dates at the ends of
 * the calendar). Every answer must be a 4xx with a JSON {message} (a boundary read may also succeed),
 * documented by the contract for that operation, never a 5xx or a stack trace; no table's row count
 * changes (stored files are rows of the files table).
 */

type Sent = {
  /** What the request is: 'invalid' ones must be refused, 'boundary' ones must not fail. */
  kind: 'invalid' | 'boundary';
  mutation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

const SEED = 20260515;
/** Runs per operation (each one request): with 57 operations, about 3,400 requests. */
const RUNS_PER_OPERATION = 60;
const MEDIA_TYPES: MediaType[] = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
];

// ------------------------------------------------------------------ what the contract forbids

/** A JSON value of a type the schema does not take (undefined when it takes any type). */
function wrongTypeValue(s: Schema): fc.Arbitrary<unknown> | undefined {
  const types = typesOf(s);
  if (types.length === 0 || s.oneOf || s.anyOf) return undefined;
  const candidates: [string, unknown][] = [
    ['string', 'not-the-right-type'],
    ['integer', 7],
    ['number', 2.5],
    ['boolean', true],
    ['object', { nested: { deeper: 1 } }],
    ['array', [1, 'two', null]],
    ['null', null],
  ];
  // 7 is a number too; 2.5 is no integer.
  const takes = (t: string) => types.includes(t) || (t === 'integer' && types.includes('number'));
  const usable = candidates.filter(([t]) => !takes(t));
  return usable.length ? fc.constantFrom(...usable.map(([, v]) => v)) : undefined;
}

/** Text for a parameter (query, path, header) that its schema refuses, with what it breaks. */
function badParamTexts(s: Schema): string[] {
  const types = typesOf(s);
  const out: string[] = [];
  if (types.includes('integer') || types.includes('number')) {
    out.push('abc', '12abc', '[]', 'NaN');
    if (types.includes('integer')) out.push('1.5');
    if (s.minimum !== undefined) out.push(String(s.minimum - 1));
    if (s.maximum !== undefined) out.push(String(s.maximum + 1));
  }
  if (types.includes('string')) {
    if (s.enum) out.push('NOT_IN_THE_ENUM');
    if (s.pattern) {
      const re = new RegExp(s.pattern);
      for (const x of ['x y', '1,,2', '-1', 'abc\u0000', '٣٤٥']) if (!re.test(x)) out.push(x);
    }
    if (s.format === 'date') out.push('2024-02-30', '2024-13-01', 'tomorrow', '10000-01-01');
    if (s.minLength) out.push('x'.repeat(s.minLength - 1));
    if (s.maxLength !== undefined) out.push('x'.repeat(s.maxLength + 1));
  }
  if (s.enum && types.includes('integer')) out.push('99');
  return out.filter((x) => !(s.enum ?? []).map(String).includes(x));
}

// ------------------------------------------------------------------ boundary values

const BOUNDARY_INTEGERS = [
  '2147483647',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  '-2147483649',
];
const ODD_TEXT = [
  'a\u0000b',
  '\u0000',
  '😀🏠👨‍👩‍👧',
  'مرحبا \u202eabc',
  "' OR '1'='1' --",
  '../../etc/passwd',
  '%00%2e%2e',
  '<script>alert(1)</script>',
  '\uFFFF\uFFFE',
  ' ',
  'x'.repeat(3000),
];
const BOUNDARY_DATES = ['9999-12-31', '0001-01-01', '2024-02-29', '1970-01-01', '2000-02-29'];
const BOUNDARY_ID_LISTS = ['2147483648', `1,${'2,'.repeat(400)}3`, '0', '1,99999999999'];

function boundaryParamText(s: Schema): fc.Arbitrary<string> {
  const types = typesOf(s);
  const options: string[] = [...ODD_TEXT.slice(0, 3)];
  if (types.includes('integer') || types.includes('number')) options.push(...BOUNDARY_INTEGERS);
  if (s.format === 'date') options.push(...BOUNDARY_DATES);
  if (s.pattern?.includes(',')) options.push(...BOUNDARY_ID_LISTS);
  if (types.includes('string') && !s.format) options.push(...ODD_TEXT);
  return fc.constantFrom(...options);
}

/** The same JSON with a NUL byte in every text and every integer past 2^31 - 1: a write the database must refuse. */
function poisoned(value: unknown, bigInt: number): unknown {
  if (typeof value === 'string') return `${value}\u0000`;
  if (typeof value === 'number' && Number.isInteger(value)) return bigInt;
  if (Array.isArray(value)) return value.map((v) => poisoned(v, bigInt));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poisoned(v, bigInt)]));
  }
  return value;
}

// ------------------------------------------------------------------ requests

const PNG = avatarPng(77);
const CSV = 'Name,Number\nAnil Mehta,9811111111\n';
const HTML = '<!doctype html><script>alert(document.cookie)</script>';

const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function encode(
  media: MediaType,
  body: unknown,
  files: Record<string, { name: string; type: string; data: string | Buffer }> = {},
): { payload: string | Buffer; headers: Record<string, string> } {
  const fields =
    body && typeof body === 'object' && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body).map(([k, v]) => [k, text(v)]))
      : { value: text(body) };
  switch (media) {
    case 'application/json':
      return { payload: JSON.stringify(body), headers: { 'content-type': media } };
    case 'text/plain':
      return { payload: JSON.stringify(body), headers: { 'content-type': media } };
    case 'application/x-www-form-urlencoded':
      return { payload: new URLSearchParams(fields).toString(), headers: { 'content-type': media } };
    case 'multipart/form-data': {
      const m = multipartBody(fields, files);
      return { payload: m.payload, headers: m.headers };
    }
  }
}

const declaredMedia = (op: ContractOp) => Object.keys(op.body?.media ?? {}) as MediaType[];
const isMultipart = (op: ContractOp) => declaredMedia(op).includes('multipart/form-data');

/** The files a multipart operation's valid request carries (its file fields, with a file of the right type). */
function validFiles(op: ContractOp) {
  const schema = op.body?.media['multipart/form-data'];
  const files: Record<string, { name: string; type: string; data: string | Buffer }> = {};
  for (const [name, p] of Object.entries(schema?.properties ?? {})) {
    if (p.format !== 'binary') continue;
    files[name] =
      name === 'bulk_file'
        ? { name: 'leads.csv', type: 'text/csv', data: CSV }
        : { name: 'me.png', type: 'image/png', data: PNG };
  }
  return files;
}

function withBody(
  op: ContractOp,
  parts: Parts,
  media: MediaType,
  mutation: string,
  kind: Sent['kind'],
): Sent {
  const fileFields = media === 'multipart/form-data' && isMultipart(op) ? validFiles(op) : {};
  const body =
    isMultipart(op) && parts.body && typeof parts.body === 'object'
      ? Object.fromEntries(Object.entries(parts.body).filter(([k]) => !(k in fileFields)))
      : parts.body;
  const encoded = encode(media, body, fileFields);
  return {
    kind,
    mutation,
    method: op.method,
    url: urlOf(op, parts),
    headers: { ...parts.headers, ...encoded.headers },
    payload: encoded.payload,
  };
}

function withoutBody(op: ContractOp, parts: Parts, mutation: string, kind: Sent['kind']): Sent {
  return { kind, mutation, method: op.method, url: urlOf(op, parts), headers: parts.headers };
}

/** As the operation is meant to be called: its first declared content type, or no body. */
function send(op: ContractOp, parts: Parts, mutation: string, kind: Sent['kind'] = 'invalid'): Sent {
  const media = declaredMedia(op)[0];
  return media && parts.body !== undefined
    ? withBody(op, parts, media, mutation, kind)
    : withoutBody(op, parts, mutation, kind);
}

const setIn = (parts: Parts, place: Param['in'], name: string, value: string | undefined): Parts => {
  const key = place === 'header' ? 'headers' : place;
  const next = { ...parts[key] };
  if (value === undefined) delete next[name];
  else next[name] = value;
  return { ...parts, [key]: next };
};

/** Every way to break the contract that applies to an operation, each a request arbitrary. */
function invalidRequests(op: ContractOp): fc.Arbitrary<Sent>[] {
  const base = validParts(op);
  const out: fc.Arbitrary<Sent>[] = [];
  for (const p of op.params) {
    const bad = badParamTexts(p.schema);
    if (bad.length) {
      out.push(
        fc
          .tuple(base, fc.constantFrom(...bad))
          .map(([parts, v]) =>
            send(op, setIn(parts, p.in, p.name, v), `${p.in} ${p.name}: ${JSON.stringify(v)}`),
          ),
      );
    }
    if (p.required && p.in !== 'path') {
      out.push(
        base.map((parts) => send(op, setIn(parts, p.in, p.name, undefined), `${p.in} ${p.name} missing`)),
      );
    }
  }
  const media = declaredMedia(op);
  if (!op.body) {
    // An operation that declares no body takes none, in any content type (415).
    out.push(
      fc
        .tuple(base, fc.constantFrom(...MEDIA_TYPES), fc.jsonValue({ maxDepth: 3 }))
        .map(([parts, m, body]) =>
          withBody(op, { ...parts, body: { junk: body } }, m, `a ${m} body`, 'invalid'),
        ),
    );
    return out;
  }
  const schema = op.body.media[media[0] as string] as Schema;
  const undeclared = MEDIA_TYPES.filter((m) => !media.includes(m));
  out.push(
    fc
      .tuple(base, fc.constantFrom(...undeclared))
      .map(([parts, m]) => withBody(op, parts, m, `sent as ${m}`, 'invalid')),
  );
  if (op.body.required) out.push(base.map((parts) => withoutBody(op, parts, 'no body', 'invalid')));
  const props = Object.entries(schema.properties ?? {}).filter(
    ([, p]) => resolve(op.doc, p).format !== 'binary',
  );
  for (const [name, p] of props) {
    const wrong = wrongTypeValue(resolve(op.doc, p));
    if (wrong && !isMultipart(op)) {
      out.push(
        fc
          .tuple(base, wrong)
          .map(([parts, v]) =>
            send(
              op,
              { ...parts, body: { ...(parts.body as object), [name]: v } },
              `body ${name}: ${JSON.stringify(v)}`,
            ),
          ),
      );
    }
  }
  for (const name of schema.required ?? []) {
    out.push(
      base.map((parts) => {
        const body = { ...(parts.body as Record<string, unknown>) };
        delete body[name];
        const sent = send(op, { ...parts, body }, `body ${name} missing`);
        if (isMultipart(op) && name in validFiles(op)) {
          const m = multipartBody(
            Object.fromEntries(Object.entries(body).map(([k, v]) => [k, text(v)])),
            Object.fromEntries(Object.entries(validFiles(op)).filter(([k]) => k !== name)),
          );
          return { ...sent, payload: m.payload, headers: { ...parts.headers, ...m.headers } };
        }
        return sent;
      }),
    );
  }
  if (schema.additionalProperties === false) {
    out.push(
      fc
        .tuple(base, fc.constantFrom('zz_unknown', '__proto__', 'constructor', 'magnet_id', 'role'))
        .filter(([, k]) => !(k in (schema.properties ?? {})))
        .map(([parts, k]) =>
          send(op, { ...parts, body: { ...(parts.body as object), [k]: 'extra' } }, `body with unknown ${k}`),
        ),
    );
  }
  if (media.includes('application/json')) {
    const raw = (payload: string, mutation: string) =>
      base.map(
        (parts): Sent => ({
          kind: 'invalid',
          mutation,
          method: op.method,
          url: urlOf(op, parts),
          headers: { ...parts.headers, 'content-type': 'application/json' },
          payload,
        }),
      );
    out.push(
      fc.constantFrom('[]', '42', '"text"', 'null', 'true', '[{}]').chain((p) => raw(p, `JSON ${p}`)),
      fc
        .constantFrom('{"a":', '{', "{'a':1}", '\u0000', '{"a":1}}', 'nul')
        .chain((p) => raw(p, 'malformed JSON')),
      fc
        .integer({ min: 33, max: 3000 })
        .chain((d) => raw(`${'{"a":'.repeat(d)}1${'}'.repeat(d)}`, `JSON nested ${d} deep`)),
      fc
        .integer({ min: 33, max: 3000 })
        .chain((d) => raw(`${'['.repeat(d)}${']'.repeat(d)}`, `JSON arrays nested ${d} deep`)),
      raw(JSON.stringify({ pad: 'x'.repeat(200 * 1024) }), 'a 200 KB body'),
    );
  }
  if (isMultipart(op)) {
    for (const field of Object.keys(validFiles(op))) {
      out.push(
        base.map((parts) => {
          const fields = Object.fromEntries(
            Object.entries(parts.body as object).map(([k, v]) => [k, text(v)]),
          );
          const files = { ...validFiles(op), [field]: { name: 'x.png', type: 'image/png', data: HTML } };
          const m = multipartBody(fields, files);
          return {
            ...send(op, parts, `${field}: HTML named .png`),
            payload: m.payload,
            headers: { ...parts.headers, ...m.headers },
          };
        }),
      );
    }
    out.push(
      base.map((parts) => {
        const fields = Object.fromEntries(Object.entries(parts.body as object).map(([k, v]) => [k, text(v)]));
        const m = multipartBody(fields, {
          ...validFiles(op),
          stray: { name: 'a.csv', type: 'text/csv', data: CSV },
        });
        return {
          ...send(op, parts, 'a file in no file field'),
          payload: m.payload,
          headers: { ...parts.headers, ...m.headers },
        };
      }),
      base.map((parts) => ({
        ...send(op, parts, 'a malformed multipart body'),
        payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
        headers: { ...parts.headers, 'content-type': 'multipart/form-data; boundary=x' },
      })),
    );
  }
  return out;
}

/** Boundary requests: reads with odd parameter values; writes whose every text holds a NUL byte. */
function boundaryRequests(op: ContractOp): fc.Arbitrary<Sent>[] {
  const base = validParts(op);
  const out: fc.Arbitrary<Sent>[] = [];
  const params = op.params.filter((p) => p.in !== 'header');
  const isRead = op.method === 'GET';
  if (params.length) {
    out.push(
      fc
        .tuple(base, fc.subarray(params, { minLength: 1 }))
        .chain(([parts, chosen]) =>
          fc.tuple(
            fc.constant(parts),
            fc.constant(chosen),
            fc.tuple(...chosen.map((p) => boundaryParamText(p.schema))),
          ),
        )
        .map(([parts, chosen, values]) => {
          let next = parts;
          chosen.forEach((p, i) => {
            next = setIn(next, p.in, p.name, values[i]);
          });
          const body = isRead ? next.body : poisoned(next.body, 2 ** 31);
          return send(
            op,
            { ...next, body },
            `boundary ${chosen.map((p, i) => `${p.name}=${JSON.stringify(values[i]).slice(0, 40)}`).join(' ')}`,
            'boundary',
          );
        }),
    );
  }
  if (op.body) {
    out.push(
      fc
        .tuple(base, fc.constantFrom(2 ** 31, 2 ** 53 + 2, -(2 ** 31) - 1))
        .map(([parts, big]) =>
          send(op, { ...parts, body: poisoned(parts.body, big) }, `NUL bytes and ${big}`, 'boundary'),
        ),
    );
  }
  return out;
}

// ------------------------------------------------------------------ the test

type Env = Awaited<ReturnType<typeof seededApp>>;

describe('fuzzing every operation of the contracts', () => {
  let env: Env;
  let auth: Record<string, string>;
  const validate = responseValidator();
  const operations = contractOperations();
  const statuses = new Map<number, number>();
  const byKind = { invalid: 0, boundary: 0 };

  const tableCounts = async () => {
    const tables = await env.t.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const out: Record<string, number> = {};
    for (const { name } of tables) {
      const rows = await env.t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`);
      out[name] = rows[0]?.n ?? -1;
    }
    return out;
  };

  beforeAll(async () => {
    env = await seededApp();
    auth = (await env.login('9876543210')).auth;
  }, 180_000);

  afterAll(async () => {
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    const list = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    console.info(
      `contract fuzz: ${total} requests over ${operations.length} operations (${byKind.invalid} invalid, ${byKind.boundary} boundary); statuses ${list.join(', ')}`,
    );
    await env?.close();
  });

  it('covers every operation of both contracts with invalid requests', () => {
    const without = operations.filter((op) => invalidRequests(op).length === 0).map((o) => o.operationId);
    expect(without).toEqual([]);
    expect(operations.length).toBeGreaterThanOrEqual(50);
  });

  it.each(operations.map((o) => [o.operationId, o] as const))(
    '%s: only 4xx {message} (documented), never 5xx; no row or file added',
    async (_id, op) => {
      const before = await tableCounts();
      const arbitrary = fc.oneof(...invalidRequests(op), ...boundaryRequests(op));
      await fc.assert(
        fc.asyncProperty(arbitrary, async (sent) => {
          const res = await injectUntilLive(env.app, {
            method: sent.method as 'GET',
            url: sent.url,
            headers: { ...auth, ...sent.headers },
            ...(sent.payload === undefined ? {} : { payload: sent.payload }),
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          byKind[sent.kind] += 1;
          const where = `${sent.mutation}: ${sent.method} ${sent.url.slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (sent.kind === 'invalid') expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
          const type = String(res.headers['content-type'] ?? '');
          if (res.statusCode >= 400) {
            expect(type, where).toMatch(/^application\/json/);
            const body = res.json() as { message?: unknown };
            expect(typeof body.message, where).toBe('string');
            expect(res.body, where).not.toMatch(/\bat .+[.:](ts|js|mjs):\d+/);
          }
          const body = type.includes('json') ? res.json() : res.rawPayload;
          expect(validate(op, res.statusCode, type, body), where).toBeNull();
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
      expect(await tableCounts()).toEqual(before);
    },
  );
});
