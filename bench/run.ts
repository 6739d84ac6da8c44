// npm run bench: the cost of the lead list on a large data set, as ratios against a trivial call
// measured side by side in the same run (so the figures mean the same on any machine).
// LEADS (default 100000) leads are added to the demo partner of a fresh PGlite data directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app.ts';
import { openDb } from '../server/db/db.ts';
import { migrate } from '../server/db/migrate.ts';
import { addLeads, seedDemo } from '../server/db/seed.ts';

const leads = Number(process.env.LEADS ?? 100_000);
const rounds = Number(process.env.ROUNDS ?? 40);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const db = await openDb({ dataDir, databaseUrl: process.env.DATABASE_URL });
await migrate(db);
await seedDemo(db, dataDir);
const users = await db.query<{ id: number }>("SELECT id FROM users WHERE phone = '9876543210'");
const me = users[0]?.id ?? 0;
let t0 = performance.now();
await addLeads(db, me, leads);
console.log(`added ${leads} leads in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
await db.exec('ANALYZE');

const { app } = await buildApp({ db, dataDir });
const login = await app.inject({
  method: 'POST',
  url: '/api/users/login',
  payload: { phone: '9876543210', password: 'magnet123' },
});
const token = (login.json() as { userData: { token: string } }).userData.token;
const headers = { authorization: `Bearer ${token}` };

async function median(url: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

const baselineUrl = '/api/regionparents';
const cases: [string, string][] = [
  ['leads page 1, size 10', '/api/leads?size=10&pageId=1&type=all_leads&is_magnet=1'],
  ['leads page 1, size 50', '/api/leads?size=50&pageId=1&type=all_leads&is_magnet=1'],
  ['leads filtered by two stages', '/api/leads?size=10&pageId=1&type=all_leads&is_magnet=1&stage_ids=3,5'],
  ['leads page 500, size 50', '/api/leads?size=50&pageId=500&type=all_leads&is_magnet=1'],
  ['lead count', '/api/leads/index/count?is_magnet=1'],
  ['lead count, two stages', '/api/leads/index/count?is_magnet=1&stage_ids=3,5'],
];
await median(baselineUrl); // warm-up
const base = await median(baselineUrl);
console.log(`baseline ${baselineUrl}: median ${base.toFixed(2)} ms over ${rounds} calls`);
console.log('ratio to baseline (lower is better):');
for (const [name, url] of cases) {
  t0 = await median(url);
  console.log(`  ${name.padEnd(32)} ${(t0 / base).toFixed(1).padStart(7)}x   (${t0.toFixed(1)} ms)`);
}
await app.close();
await db.close();
rmSync(dataDir, { recursive: true, force: true });
