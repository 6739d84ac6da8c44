import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarPng } from '../../server/db/demoAssets.ts';
import {
  type ContractOp,
  contractOperations,
  type Schema,
  typesOf,
  valid,
} from '../helpers/contractRequests.ts';
import { injectUntilLive } from '../helpers/eventStream.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { seededApp } from '../helpers/testDb.ts';

/*
 * The authorization matrix, generated from the contracts: partner B (9876543211) calls every
 * operation with partner A's (9876543210) ids in each of its id parameters, path and query (A's user
 * id and ids of every kind of row A owns, one at a time and as lists), A's texts in its text parameters
 * (client names and numbers, phone, e-mail), and with A's ids in every id field of its body. Nothing of
 * A's may reach B: no answer (JSON, spreadsheet download or text) holds a value that only A's rows
 * hold (names, numbers, file and payment keys, ...), and A's rows are the same afterwards. Every
 * operation is exercised this way, and must be seen to get past request validation at least once,
 * unless the table below says why it is not.
 */

/** Operations the generic rule does not apply to, and why. */
const CLASSIFIED: Record<string, string> = {
  loginUser: 'public: answers only the account whose phone and password are given',
  createMagnet: 'public: registration, answers a message',
};

/**
 * Bodies for operations whose rule is in the handler rather than in the schema, so that a generated
 * body never gets past it (the test says so when a new operation needs one).
 */
const BODIES: Record<string, unknown> = {
  createUserFields: {
    fields: [{ type: 'lead', field: { desktop: [{ name: 'id', show: true }], mobile: [] } }],
  },
  sendIssueEmail: {
    data: {
      completed: false,
      name: 'Lead not visible',
      notes: 'From the matrix',
      projects: ['Partner Portal'],
    },
    to_email: 'crm@partnerportal.in',
  },
};

const A_PHONE = '9876543210';
const B_PHONE = '9876543211';
const SEED = 15;

type Row = Record<string, unknown>;
type Answer = { statusCode: number; headers: Record<string, unknown>; body: string; rawPayload: Buffer };

/** Every text leaf of a value (row JSON, answer JSON). */
function textsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) textsOf(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) textsOf(v, out);
  return out;
}

/** A text and its pieces (a key inside a URL, a number inside a sentence). */
const piecesOf = (text: string) => [text, ...text.split(/[\s/?&=,;:#"'()[\]{}]+/).filter(Boolean)];

async function textsOfAnswer(res: Answer): Promise<string[]> {
  const type = String(res.headers['content-type'] ?? '');
  if (type.includes('json')) return textsOf(JSON.parse(res.body));
  if (type.includes('spreadsheetml')) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const out: string[] = [];
    for (const sheet of book.worksheets) {
      sheet.eachRow((row) => {
        row.eachCell((cell) => {
          out.push(String(cell.text ?? ''));
        });
      });
    }
    return out;
  }
  return [res.body];
}

type Env = Awaited<ReturnType<typeof seededApp>>;

describe("the authorization matrix: partner B against partner A's ids, lists, downloads and files", () => {
  let env: Env;
  let a: Awaited<ReturnType<Env['login']>>;
  let bAuth: Record<string, string>;
  let bId: number;
  /** Who calls: partner B, or an agent of B's firm (extension, issue 53). */
  const B_PARTNER = { phone: B_PHONE, password: 'magnet123' };
  const B_AGENT = { phone: '9123456790', password: 'agent4321' };
  let caller = B_PARTNER;
  const actAs = async (who: typeof B_PARTNER) => {
    const s = await env.login(who.phone, who.password);
    caller = who;
    bAuth = s.auth;
    bId = s.id;
  };
  const operations = contractOperations();
  /** Tables with a partner's rows: by magnet_id or user_id, or through the partner's leads. */
  let owned: { table: string; where: string }[] = [];
  /** Values only A's rows hold. */
  const markers = new Set<string>();
  /** A's ids by kind ('user', 'leads', 'clients', ...). */
  const aIds = new Map<string, number[]>();
  const aTexts: string[] = [];
  let aFileKeys: string[] = [];
  let snapshotOfA: Record<string, string> = {};
  const tally = { attempts: 0, leaks: 0, statuses: new Map<number, number>() };
  const reached = new Map<string, number>();
  const leaks: string[] = [];

  const ownerClause = async (table: string, columns: Set<string>) => {
    if (table === 'users') return 'id = $1';
    if (columns.has('magnet_id')) return 'magnet_id = $1';
    if (columns.has('user_id')) return 'user_id = $1';
    if (columns.has('owner_id')) return 'owner_id = $1';
    // A file's pieces are its owner's.
    if (table === 'file_chunks') return 'key IN (SELECT key FROM files WHERE owner_id = $1)';
    if (columns.has('lead_id')) return 'lead_id IN (SELECT id FROM leads WHERE magnet_id = $1)';
    return undefined;
  };

  const rowsOf = (table: string, where: string, userId: number) =>
    env.t.db.query<{ r: Row }>(`SELECT row_to_json(t) AS r FROM "${table}" t WHERE ${where}`, [userId]);

  const snapshot = async () => {
    const out: Record<string, string> = {};
    for (const { table, where } of owned) {
      const rows = await env.t.db.query<{ h: string | null }>(
        `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM "${table}" t WHERE ${where}`,
        [a.id],
      );
      out[table] = rows[0]?.h ?? '';
    }
    return out;
  };

  beforeAll(async () => {
    env = await seededApp();
    a = await env.login(A_PHONE);
    const b = await env.login(B_PHONE);
    bAuth = b.auth;
    bId = b.id;
    // B's firm has an agent, who comes in through an invite (extension, issue 53).
    const invite = await env.app.inject({
      method: 'POST',
      url: '/api/firm/invites',
      headers: b.auth,
      payload: { name: 'Bina Agent', phone: B_AGENT.phone },
    });
    await env.app.inject({
      method: 'POST',
      url: '/api/firm/invites/accept',
      payload: { token: (invite.json() as { token: string }).token, password: B_AGENT.password },
    });
    // A little more of A's own, through the API, with texts no one else has.
    const asA = (method: 'POST' | 'PUT', url: string, payload: object) =>
      env.app.inject({ method, url, headers: a.auth, payload });
    await asA('POST', '/api/userFilter', {
      type: 'lead',
      name: 'Zanzibar filter of A',
      filter: { stage_ids: [3] },
    });
    await asA('POST', '/api/userField', {
      fields: [{ type: 'lead', field: { desktop: [{ name: 'id', show: true }], mobile: [] } }],
    });
    await asA('POST', '/api/homeLoan', { name: 'Quillon Marwah', number: '9000011122' });
    // Changes on A's leads from the CRM side (extension, issue 44): A's events and inbox.
    const [aLead] = await env.t.db.query<{ id: number }>(
      'SELECT id FROM leads WHERE magnet_id = $1 LIMIT 1',
      [a.id],
    );
    await env.app.inject({
      method: 'POST',
      url: `/api/crm/leads/${aLead?.id}/activities`,
      headers: { authorization: 'Bearer demo-crm-token' },
      payload: {
        action: 'followup',
        action_name: 'Zanzibar walkthrough of A',
        comment: 'Zanzibar note of A',
      },
    });
    const pic = multipartBody(
      { data: JSON.stringify({ Usermeta: { pincode: '400053' } }) },
      { profile_pic: { name: 'a.png', type: 'image/png', data: avatarPng(5) } },
    );
    await env.app.inject({
      method: 'PUT',
      url: `/api/users/${a.id}`,
      payload: pic.payload,
      headers: { ...a.auth, ...pic.headers },
    });

    const columns = await env.t.db.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'`,
    );
    const byTable = new Map<string, Set<string>>();
    for (const c of columns)
      byTable.set(c.table_name, (byTable.get(c.table_name) ?? new Set()).add(c.column_name));
    owned = [];
    for (const [table, cols] of byTable) {
      const where = await ownerClause(table, cols);
      if (where) owned.push({ table, where });
    }
    // Texts of everyone else's rows and of the shared tables, and the words of the code and the
    // contracts (statuses, messages): a value found there is no sign of A.
    const elsewhere = new Set<string>();
    const vocabulary = ['server', 'openapi']
      .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => join(dir, f)))
      .filter((f) => /\.(ts|sql|yaml)$/.test(f))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const others = await env.t.db.query<{ id: number }>('SELECT id FROM users WHERE id <> $1', [a.id]);
    for (const { table, where } of owned) {
      for (const o of others)
        for (const { r } of await rowsOf(table, where, o.id)) for (const s of textsOf(r)) elsewhere.add(s);
      const ids = (await rowsOf(table, where, a.id))
        .map(({ r }) => r.id)
        .filter((id) => typeof id === 'number');
      aIds.set(table, ids as number[]);
    }
    for (const [table] of byTable) {
      if (owned.some((o) => o.table === table)) continue;
      for (const { r } of await env.t.db.query<{ r: Row }>(`SELECT row_to_json(t) AS r FROM "${table}" t`)) {
        for (const s of textsOf(r)) elsewhere.add(s);
      }
    }
    for (const { table, where } of owned) {
      for (const { r } of await rowsOf(table, where, a.id)) {
        for (const s of textsOf(r)) {
          if (
            s.length >= 6 &&
            !elsewhere.has(s) &&
            !/^\d{4}-\d{2}-\d{2}/.test(s) &&
            !vocabulary.includes(s)
          ) {
            markers.add(s);
          }
        }
      }
    }
    aFileKeys = [...markers].filter((m) => /^[0-9a-f]{32}\.[a-z0-9]+$/.test(m));
    const clients = await env.t.db.query<{ name: string; number: string }>(
      'SELECT name, number FROM clients WHERE magnet_id = $1 ORDER BY id LIMIT 3',
      [a.id],
    );
    aTexts.push(
      A_PHONE,
      'Zanzibar',
      ...clients.flatMap((c) => [c.name, c.number, c.number.slice(0, 5), c.name.slice(0, 4)]),
    );
    snapshotOfA = await snapshot();
  }, 300_000);

  afterAll(async () => {
    const statuses = [...tally.statuses.entries()].sort(([x], [y]) => x - y).map(([s, n]) => `${s}: ${n}`);
    console.info(
      `authorization matrix: ${tally.attempts} attempts by partner B over ${operations.length} operations with A's ids and texts; ${tally.leaks} leaks; statuses ${statuses.join(', ')}; ${markers.size} values only A holds watched, ${aFileKeys.length} file keys of A`,
    );
    await env?.close();
  });

  /** A's values to try in a parameter, by its schema: ids of every kind (alone and as lists), or texts. */
  const aValuesFor = (schema: Schema, name: string): string[] => {
    const types = typesOf(schema);
    const notB = (ids: number[]) => ids.filter((id) => id !== bId);
    const takesIds =
      types.includes('integer') ||
      types.includes('number') ||
      /(^|_)ids?$|Ids?$/.test(name) ||
      schema.pattern?.includes('\\d+(,');
    if (takesIds) {
      const out = new Set<string>([String(a.id)]);
      for (const [, ids] of aIds) {
        const mine = notB(ids);
        if (mine[0] !== undefined) out.add(String(mine[0]));
        if (schema.pattern?.includes(',') && mine.length > 1) out.add(mine.slice(0, 50).join(','));
      }
      return [...out];
    }
    if (types.includes('string') && !schema.enum && !schema.format) return aTexts;
    return [];
  };

  const sample = <T>(arb: fc.Arbitrary<T>): T => fc.sample(arb, { seed: SEED, numRuns: 1 })[0] as T;

  /** Sets every id field of a body (any depth) to a value. */
  const withIds = (value: unknown, id: number): unknown => {
    if (Array.isArray(value)) return value.map((v) => withIds(v, id));
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [
          k,
          /(^|_)id$|Id$/.test(k) && typeof v === 'number' ? id : withIds(v, id),
        ]),
      );
    }
    return value;
  };

  const send = async (
    op: ContractOp,
    path: Record<string, string>,
    query: Record<string, string>,
    body: unknown,
  ) => {
    const url =
      op.prefix +
      op.path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(path[n] ?? String(bId))) +
      (Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : '');
    const media = Object.keys(op.body?.media ?? {})[0];
    const headers: Record<string, string> = { ...bAuth };
    let payload: string | Buffer | undefined;
    if (media === 'application/json' && body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    } else if (media === 'multipart/form-data' && body && typeof body === 'object') {
      const fields: Record<string, string> = {};
      const files: Record<string, { name: string; type: string; data: string | Buffer }> = {};
      const props = op.body?.media[media]?.properties ?? {};
      for (const [k, v] of Object.entries(body)) {
        if (props[k]?.format === 'binary') {
          files[k] =
            k === 'bulk_file'
              ? { name: 'b.csv', type: 'text/csv', data: 'Name,Number\nB Client,9811111111\n' }
              : { name: 'b.png', type: 'image/png', data: avatarPng(9) };
        } else fields[k] = typeof v === 'string' ? v : JSON.stringify(v);
      }
      const m = multipartBody(fields, files);
      payload = m.payload;
      Object.assign(headers, m.headers);
    }
    // B's event stream (extension, issue 44) from its first event: everything B's stream would ever send.
    if (op.operationId === 'streamLeadEvents') headers['last-event-id'] = '0';
    const res = await injectUntilLive(env.app, {
      method: op.method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    tally.attempts += 1;
    tally.statuses.set(res.statusCode, (tally.statuses.get(res.statusCode) ?? 0) + 1);
    if (![400, 413, 415].includes(res.statusCode))
      reached.set(op.operationId, (reached.get(op.operationId) ?? 0) + 1);
    expect(res.statusCode, `${op.operationId} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    const found = (await textsOfAnswer(res)).flatMap(piecesOf).filter((s) => markers.has(s));
    if (found.length) {
      tally.leaks += 1;
      leaks.push(
        `${op.operationId} ${op.method} ${url} -> ${res.statusCode}: ${found.slice(0, 3).join(', ')}`,
      );
    }
    // Sign-out ends B's session: B signs in again for the next call.
    if (op.operationId === 'logoutUser') bAuth = (await env.login(caller.phone, caller.password)).auth;
  };

  it('classifies only operations of the contracts', () => {
    const ids = new Set(operations.map((o) => o.operationId));
    expect(Object.keys(CLASSIFIED).filter((id) => !ids.has(id))).toEqual([]);
  });

  const probe = async (op: ContractOp) => {
    reached.delete(op.operationId);
    const basePath: Record<string, string> = {};
    const baseQuery: Record<string, string> = {};
    for (const p of op.params) {
      if (p.in === 'path') basePath[p.name] = String(bId);
      else if (p.in === 'query' && p.required) baseQuery[p.name] = String(sample(valid(op.doc, p.schema)));
    }
    const media = Object.keys(op.body?.media ?? {})[0];
    const body =
      BODIES[op.operationId] ?? (media ? sample(valid(op.doc, op.body?.media[media] as Schema)) : undefined);
    // B's own call (reads only: a write with B's own ids is B's business), then A's values one parameter at a time.
    if (op.method === 'GET') await send(op, basePath, baseQuery, body);
    for (const p of op.params) {
      if (p.in === 'header') continue;
      for (const v of aValuesFor(p.schema, p.name)) {
        if (p.in === 'path') await send(op, { ...basePath, [p.name]: v }, baseQuery, body);
        else await send(op, basePath, { ...baseQuery, [p.name]: v }, body);
      }
    }
    if (body !== undefined) {
      const kinds = new Set<number>([
        a.id,
        ...[...aIds.values()].map((ids) => ids.find((id) => id !== bId) ?? a.id),
      ]);
      for (const id of kinds) {
        const path = Object.fromEntries(Object.keys(basePath).map((k) => [k, String(id)]));
        await send(op, op.method === 'GET' ? basePath : path, baseQuery, withIds(body, id));
      }
    }
    if (op.method !== 'GET' && !op.params.some((p) => p.in !== 'header') && body === undefined) {
      await send(op, basePath, baseQuery, undefined);
    }
    const mine = leaks.filter((l) => l.startsWith(`${op.operationId} `));
    expect(mine, mine.slice(0, 3).join('\n')).toEqual([]);
    expect(
      reached.get(op.operationId) ?? 0,
      `${op.operationId}: no attempt got past request validation`,
    ).toBeGreaterThan(0);
  };
  const probed = operations.filter((o) => !CLASSIFIED[o.operationId]).map((o) => [o.operationId, o] as const);

  it.each(probed)(
    "%s: B gets nothing of A's with A's ids in every id parameter and body field",
    async (_id, op) => probe(op),
  );

  it.each(probed)("%s: an agent of B's firm gets nothing of A's either", async (_id, op) => {
    await actAs(B_AGENT);
    try {
      await probe(op);
    } finally {
      await actAs(B_PARTNER);
    }
  });

  it("A's rows are as they were, and A's files are never listed", async () => {
    expect(await snapshot()).toEqual(snapshotOfA);
    expect(aFileKeys.length).toBeGreaterThan(0);
    for (const url of [
      '/files/',
      '/files/uploads',
      '/files/..%2f..%2fpackage.json',
      `/files/${aFileKeys[0]}.name`,
    ]) {
      const res = await env.app.inject({ method: 'GET', url, headers: bAuth });
      tally.attempts += 1;
      tally.statuses.set(res.statusCode, (tally.statuses.get(res.statusCode) ?? 0) + 1);
      expect(res.statusCode, url).toBe(404);
    }
  });
});
