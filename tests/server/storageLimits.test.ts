import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOperations, responseValidator } from '../contract/contractHarness.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { seededApp } from '../helpers/testDb.ts';

type Env = Awaited<ReturnType<typeof seededApp>>;
type Auth = Awaited<ReturnType<Env['login']>>;

const CSV = 'Name,Number\nAnil Mehta,9811111111\n';

const validate = responseValidator();
const operations = allOperations();
/** The contract's verdict on an answer of an operation: null when it documents that status and body. */
const undocumented = (
  operationId: string,
  res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
) => {
  const op = operations.find((o) => o.operationId === operationId);
  if (!op) return `${operationId} is not in the contract`;
  return validate(op, res.statusCode, String(res.headers['content-type']), res.json());
};

describe('bounded storage per partner', () => {
  let env: Env;
  let a: Auth;
  let b: Auth;
  const count = async (sql: string, id: number) =>
    (await env.t.db.query<{ n: number }>(sql, [id]))[0]?.n ?? -1;
  const filtersOf = (id: number) =>
    count('SELECT count(*)::int AS n FROM user_filters WHERE user_id = $1', id);
  const saveFilter = (who: Auth, filter: unknown) =>
    env.app.inject({
      method: 'POST',
      url: '/api/userFilter',
      headers: who.auth,
      payload: { type: 'lead', name: 'Mine', filter },
    });

  beforeAll(async () => {
    env = await seededApp();
    a = await env.login('9876543210');
    b = await env.login('9876543211');
  }, 300_000);

  afterAll(async () => {
    await env?.close();
  });

  it('a body over its operation limit is 413 with the limit named, before anything is stored', async () => {
    const before = await filtersOf(a.id);
    const huge = { search: 'x'.repeat(19 * 1024 * 1024) };
    const res = await saveFilter(a, huge);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large: at most 24 KB for this call' });
    expect(undocumented('createUserFilter', res)).toBeNull();
    const login = await env.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { phone: '9876543210', password: 'p'.repeat(5000) },
    });
    expect(login.statusCode).toBe(413);
    expect(login.json()).toEqual({ message: 'The request body is too large: at most 4 KB for this call' });
    expect(undocumented('loginUser', login)).toBeNull();
    expect(await filtersOf(a.id)).toBe(before);
  });

  it('a saved filter over 16 KB of values is 413, on create and on update', async () => {
    const big = { search: 'x'.repeat(16 * 1024) };
    const res = await saveFilter(a, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'A saved filter can hold at most 16 KB of values' });
    const ok = await saveFilter(a, { search: 'Mehta' });
    expect(ok.statusCode).toBe(201);
    const id = ok.json().id as number;
    const update = await env.app.inject({
      method: 'PUT',
      url: `/api/userFilter/${id}`,
      headers: a.auth,
      payload: { id, filter: big },
    });
    expect(update.statusCode).toBe(413);
    expect(update.json()).toEqual({ message: 'A saved filter can hold at most 16 KB of values' });
    expect(undocumented('updateUserFilter', update)).toBeNull();
  });

  it(`a partner keeps at most 500 saved filters; another partner is not affected`, async () => {
    const have = await filtersOf(a.id);
    await env.t.db.query(
      `INSERT INTO user_filters (user_id, type, name, filter)
       SELECT $1, 'lead', 'Filler ' || g, '{}'::jsonb FROM generate_series(1, $2::int) g`,
      [a.id, 500 - have],
    );
    const res = await saveFilter(a, { search: 'one too many' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: `You have 500 saved filters, the most a partner can keep: delete one to save another`,
    });
    expect(await filtersOf(a.id)).toBe(500);
    expect((await saveFilter(b, { search: 'mine' })).statusCode).toBe(201);
  });

  it('a column layout over 32 KB is 413', async () => {
    const items = Array.from({ length: 400 }, (_, i) => ({
      name: `column_${i}_${'n'.repeat(80)}`,
      show: true,
    }));
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/userField',
      headers: b.auth,
      payload: { fields: [{ type: 'lead', field: { desktop: items } }] },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'A column layout can hold at most 32 KB' });
    expect(undocumented('createUserFields', res)).toBeNull();
  });

  it(`at most 20 bulk files a day: then 429 with Retry-After until tomorrow`, async () => {
    const region = (
      await env.t.db.query<{ id: number }>('SELECT id FROM region_parents ORDER BY id LIMIT 1')
    )[0];
    const upload = (who: Auth) => {
      const body = multipartBody(
        { parent_region_id: String(region?.id) },
        { bulk_file: { name: 'leads.csv', type: 'text/csv', data: CSV } },
      );
      return env.app.inject({
        method: 'POST',
        url: '/api/bulkLeadFile',
        payload: body.payload,
        headers: { ...who.auth, ...body.headers },
      });
    };
    const today = () =>
      count(
        `SELECT count(*)::int AS n FROM bulk_lead_files WHERE magnet_id = $1 AND created_at > now() - interval '1 day'`,
        b.id,
      );
    const start = await today();
    let accepted = 0;
    let refused: Awaited<ReturnType<typeof upload>> | undefined;
    for (let i = 0; i < 20 + 1 && !refused; i++) {
      const res = await upload(b);
      if (res.statusCode === 201) accepted++;
      else refused = res;
    }
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json()).toEqual({
      message: `You can upload 20 bulk lead files a day: try again tomorrow`,
    });
    expect(refused && undocumented('createBulkLeadFile', refused)).toBeNull();
    const retry = Number(refused?.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(24 * 3600);
    expect(start + accepted).toBe(20);
    expect(await today()).toBe(20);
    expect((await upload(a)).statusCode).toBe(201);
  }, 300_000);
});
