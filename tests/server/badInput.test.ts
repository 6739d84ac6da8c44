import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../helpers/multipart.ts';
import { seededApp } from '../helpers/testDb.ts';

type Env = Awaited<ReturnType<typeof seededApp>>;

const BIG = '99999999999'; // past 2^31 - 1, the range of the id columns
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('bad input answers 400 {message}, never 5xx', () => {
  let env: Env;
  let auth: Record<string, string>;
  const rowCounts = async () =>
    env.t.db.query(
      `SELECT (SELECT count(*)::int FROM user_filters) AS filters, (SELECT count(*)::int FROM home_loans) AS loans,
              (SELECT count(*)::int FROM bulk_lead_files) AS bulk, (SELECT count(*)::int FROM users) AS users`,
    );

  beforeAll(async () => {
    env = await seededApp();
    auth = (await env.login('9876543210')).auth;
  }, 120_000);

  afterAll(async () => {
    await env?.close();
  });

  it.each([
    ['GET', `/api/leads/${BIG}`, undefined, /number .* out of range/],
    ['GET', `/api/projects/${BIG}`, undefined, /number .* out of range/],
    ['GET', `/api/updateLogs/${BIG}`, undefined, /number .* out of range/],
    ['GET', `/api/leads?size=10&pageId=1&project_ids=1,${BIG}`, undefined, /number .* out of range/],
    ['GET', `/api/leads?size=10&pageId=1&stage_ids=${BIG}`, undefined, /number .* out of range/],
    ['DELETE', `/api/userFilter/${BIG}`, undefined, /number .* out of range/],
    ['PUT', `/api/userFilter/${BIG}`, { id: Number(BIG), name: 'x' }, /number .* out of range/],
    ['POST', '/api/userFilter', { type: 'lead', name: 'a\u0000b', filter: {} }, /NUL byte/],
    ['POST', '/api/userFilter', { type: 'lead', filter: { search: 'a\u0000' } }, /NUL byte/],
    ['POST', '/api/homeLoan', { name: 'An\u0000il', number: '9811111111' }, /NUL byte/],
    ['PUT', '/api/users', { first_name: 'A\u0000' }, /NUL byte/],
    ['GET', '/api/leads?size=10&pageId=1&created_at_to=9999-12-31', undefined, /date/],
    ['GET', '/api/leads/index/count?activity_date_to=9999-12-31', undefined, /date/],
    // Deep nesting within the operations' body limits (past them the answer is 413: storageLimits.test.ts).
    ['POST', '/api/userFilter', nested(2000), /nested too deeply/],
    ['POST', '/api/users/login', `${'['.repeat(2000)}${']'.repeat(2000)}`, /./],
    ['POST', '/api/homeLoan', '{"name": "Anil", "number": ', /./],
  ] as const)('%s %s', async (method, url, payload, message) => {
    const before = await rowCounts();
    const res = await env.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as string }),
      headers: { ...auth, ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(res.body).not.toMatch(/ at .*\.ts:\d+/); // no stack trace
    expect(await rowCounts()).toEqual(before);
  });

  it('keeps an odd upload name harmlessly (no folders, no control characters, at most 200 characters)', async () => {
    const region = await env.t.db.query<{ id: number }>('SELECT id FROM region_parents ORDER BY id LIMIT 1');
    for (const [name, kept] of [
      ['../../etc/pass\u0000wd.csv', 'passwd.csv'],
      ['C:\\Users\\asha\\leads.csv', 'leads.csv'],
      [`${'x'.repeat(300)}.csv`, `${'x'.repeat(196)}.csv`],
    ] as const) {
      const body = multipartBody(
        { parent_region_id: String(region[0]?.id) },
        { bulk_file: { name, type: 'text/csv', data: 'Name,Number\nAnil,9811111111\n' } },
      );
      const res = await env.app.inject({
        method: 'POST',
        url: '/api/bulkLeadFile',
        payload: body.payload,
        headers: { ...auth, ...body.headers },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().bulkLead.File.name).toBe(kept);
    }
  });
});
