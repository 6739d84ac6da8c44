// The benchmark's data set: the demo data, then the demo partner's leads grown in two steps (a small
// and a large partner), with other partners' leads around them so the database holds `total` leads.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Db } from '../server/db/db.ts';
import { addLeads, DEMO_PHONE, SECOND_PHONE } from '../server/db/seed/index.ts';

export async function partnerId(db: Db, phone: string): Promise<number> {
  const rows = await db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [phone]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no partner ${phone}`);
  return id;
}

const leadCount = async (db: Db, me: number) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads WHERE magnet_id = $1', [me]))[0]?.n ??
  0;

/** Grows the demo partner to `mine` leads and the database to `total`; returns the seconds it took. */
export async function growTo(db: Db, sizes: { mine: number; total: number }): Promise<number> {
  const start = performance.now();
  const me = await partnerId(db, DEMO_PHONE);
  const other = await partnerId(db, SECOND_PHONE);
  await addLeads(db, me, sizes.mine - (await leadCount(db, me)));
  const all = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads'))[0]?.n ?? 0;
  await addLeads(db, other, sizes.total - all);
  // What autovacuum (or, on PGlite, the server's housekeeping) does after a bulk load, done at once so
  // the timings never wait for it: the planner's statistics and the visibility map that lets index-only
  // scans skip the table.
  await db.exec('VACUUM ANALYZE leads');
  await db.exec('VACUUM ANALYZE clients');
  return (performance.now() - start) / 1000;
}

function du(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.size;
  return readdirSync(path).reduce((n, entry) => n + du(join(path, entry)), 0);
}

/** Bytes on disk: the PGlite data directory, or the PostgreSQL database; and the leads' and clients' rows alone. */
export async function storageSize(db: Db, dataDir: string): Promise<{ total: number; rows: number }> {
  const rows =
    (
      await db.query<{ n: number }>(
        "SELECT (pg_relation_size('leads') + pg_relation_size('clients'))::bigint AS n",
      )
    )[0]?.n ?? 0;
  if (db.kind === 'pglite') return { total: du(dataDir), rows };
  const total =
    (await db.query<{ n: number }>('SELECT pg_database_size(current_database())::bigint AS n'))[0]?.n ?? 0;
  return { total, rows };
}
