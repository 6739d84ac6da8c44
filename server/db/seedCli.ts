// npm run seed -- --leads N: migrates and seeds DATA_DIR (or DATABASE_URL) when empty, then adds
// N leads (with clients) to the demo partner, for benchmarks.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { openDb } from './db.ts';
import { migrate } from './migrate.ts';
import { addLeads, DEMO_PHONE, seedIfEmpty } from './seed/index.ts';

const { values } = parseArgs({
  options: { leads: { type: 'string', default: '0' } },
  allowPositionals: false,
});
const leads = Number(values.leads);
if (!Number.isInteger(leads) || leads < 0) {
  console.error('Usage: npm run seed -- --leads N   (N a whole number, 0 or more)');
  process.exit(2);
}

const config = readConfig();
const db = await openDb(config);
try {
  const applied = await migrate(db);
  if (applied.length) console.log(`Migrated: ${applied.join(', ')}`);
  let t0 = performance.now();
  const seeded = await seedIfEmpty(db);
  console.log(
    seeded
      ? `Seeded the demo data in ${((performance.now() - t0) / 1000).toFixed(1)} s.`
      : 'The database already has users: demo data not seeded again.',
  );
  if (leads > 0) {
    const rows = await db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [DEMO_PHONE]);
    const me = rows[0]?.id;
    if (me === undefined)
      throw new Error(`The demo partner (${DEMO_PHONE}) does not exist in this database.`);
    t0 = performance.now();
    await addLeads(db, me, leads);
    console.log(
      `Added ${leads} leads to the demo partner in ${((performance.now() - t0) / 1000).toFixed(1)} s.`,
    );
  }
} finally {
  await db.close();
}
