// Every GET of both contracts changes nothing. Two things rest on it: on PostgreSQL a read runs while its
// session is checked and its answer is dropped if the session is not live (app.ts), which is only
// harmless if the read wrote nothing; on PGlite the handle counts the statements that may change data
// (Db.writes) and a checked session is kept while that count stands still, so a read counted as a
// write would send every next call back to the database. A signed-in partner sends valid requests of
// every GET operation, with parameters drawn from the contract, and the count must not move.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperations, urlOf, validParts } from '../helpers/contractRequests.ts';
import { seededApp } from '../helpers/testDb.ts';

const SEED = 20261126;
/** Requests per GET operation, besides the one with the demo partner's own ids (1). */
const RUNS_PER_OPERATION = 4;

const reads = contractOperations().filter((op) => op.method === 'GET');

describe.runIf(!process.env.DATABASE_URL)('reads write nothing (PGlite, whose handle counts writes)', () => {
  let env: Awaited<ReturnType<typeof seededApp>>;
  let authorization = '';

  beforeAll(async () => {
    env = await seededApp();
    authorization = `Bearer ${(await env.login('9876543210')).token}`;
  }, 300_000);

  afterAll(async () => {
    await env?.close();
  });

  it('has GET operations to check', () => {
    expect(reads.length).toBeGreaterThan(30);
  });

  it.each(reads.map((op) => [`${op.method} ${op.prefix}${op.path}`, op] as const))(
    '%s leaves the write count where it was',
    async (_name, op) => {
      const writes = env.t.db.writes;
      if (!writes) throw new Error('the test database should count its writes');
      const samples = fc.sample(validParts(op), { seed: SEED, numRuns: RUNS_PER_OPERATION });
      const own = { path: {}, query: {}, headers: {}, body: undefined };
      for (const parts of [own, ...samples]) {
        const url = urlOf(op, parts);
        const before = writes();
        const res = await env.app.inject({
          method: 'GET',
          url,
          headers: { ...parts.headers, authorization },
        });
        expect(res.statusCode, url).toBeLessThan(500);
        expect(writes(), `${url} answered ${res.statusCode} and wrote`).toBe(before);
      }
    },
  );
});
