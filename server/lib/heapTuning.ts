import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings of a process that queries PostgreSQL through node-postgres: called by the PostgreSQL handle
 * when it opens (server/db/db.ts), so the server, the benchmark and any other process on PostgreSQL has
 * them, and a process on PGlite does not.
 *
 * No allocation-site pretenuring. V8 allocates the objects of an allocation site (an array or object
 * literal in the code) straight into the old generation once it has seen most of them survive a
 * young-generation collection. Under a steady stream of queries, node-postgres's `rows` array (the one a
 * query's result gathers its rows in) gets that verdict. Such an array, dead in the old generation, keeps
 * its rows (their strings and dates) alive through every young-generation collection until the next full
 * one, and each of those collections copies and promotes megabytes of such garbage. Measured on PostgreSQL
 * with the lead page: about a fifth of what was allocated survived each collection, which took 3-4 ms;
 * without pretenuring, 0.2% survived and a collection took 0.5-0.8 ms. PGlite's results are not built by
 * node-postgres, and there the flag did harm: the lead count's p95 at 200,000 of 1,000,000 leads took
 * 1.56-2.30 ms without pretenuring against 1.30-1.31 ms with it (three runs each), so it stays on for
 * PGlite.
 */
export function tunePostgresHeap(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
}
