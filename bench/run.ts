// npm run bench [-- --compare <url>]: every figure beside its baseline, measured side by side in one
// run, in one table: figure, value, baseline, ratio or difference, target, pass or FAIL. What each
// figure is, its target and the settings (BENCH_* variables) are in docs/performance.md.
// --compare <url>: the address of a second build's server, already running with the demo data; the
// web app's figures and the Lighthouse scores are then taken on both builds alternately (the A/B rows).
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { buildApp } from '../server/app.ts';
import { DEMO_PASSWORD, DEMO_PHONE, seedDemo } from '../server/db/seed/index.ts';
import { freshDb } from '../tests/helpers/testDb.ts';
import { growTo, partnerId, storageSize } from './benchData.ts';
import { type BenchRow, formatTable, kb, times } from './benchTable.ts';
import { bundleSizes, JS_BUDGETS, pageOf } from './bundleSizes.ts';
import { floodRows } from './flood.ts';
import { instantStartRows } from './instantStart.ts';
import { growthRows, httpVsSqlRows, type LeadQuery, leadPlans, timeLeadCalls } from './leadsVsSql.ts';
import { lighthouseAbRows, lighthouseRows, lighthouseScores, PAGES, PRESETS } from './lighthouse.ts';
import { liveRows } from './live.ts';
import { powerUserRows } from './powerUsers.ts';
import { repeatVisitRows } from './repeatVisit.ts';
import { newSecret, removeDir, runThroughput, startServer, temporaryDir } from './throughput.ts';
import { addBarePage, webAppRows } from './webApp.ts';

const { values: args } = parseArgs({ options: { compare: { type: 'string' } } });
const compareUrl = args.compare?.replace(/\/$/, '');

const env = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(v) || v < 0) throw new Error(`${name} must be a number`);
  return v;
};
const SMALL = env('BENCH_SMALL', 10_000);
const LARGE = env('BENCH_LARGE', 200_000);
const TOTAL = Math.max(env('BENCH_TOTAL', 1_000_000), LARGE);
const ROUNDS = env('BENCH_ROUNDS', 200);
// The direct calls' code is warm from the seeding; the server's request path only after many calls, as
// in a server that has been running.
const WARMUP = env('BENCH_WARMUP', 1000);
const PORT = env('BENCH_PORT', 8520);
const THROUGHPUT_SECONDS = env('BENCH_THROUGHPUT_SECONDS', 5);
const CONNECTIONS = env('BENCH_CONNECTIONS', 10);
const POWER_ROUNDS = env('BENCH_POWER_ROUNDS', 15);
const WEB_ROUNDS = env('BENCH_WEB_ROUNDS', 10);
const WORKER_ROUNDS = env('BENCH_WORKER_ROUNDS', 7);
const START_ROUNDS = env('BENCH_START_ROUNDS', 5);
const LIGHTHOUSE_RUNS = Math.max(1, env('BENCH_LIGHTHOUSE_RUNS', 5));
const list = <T extends string>(name: string, all: readonly T[]): T[] => {
  const given = (process.env[name] ?? '').split(',').filter(Boolean);
  for (const g of given)
    if (!(all as readonly string[]).includes(g)) throw new Error(`${name}: ${g} is not one of ${all}`);
  return given.length ? (given as T[]) : [...all];
};
const LIGHTHOUSE_ONLY = {
  presets: list('BENCH_LIGHTHOUSE_PRESETS', PRESETS),
  pages: list('BENCH_LIGHTHOUSE_PAGES', PAGES),
};
const FLOOD_SECONDS = env('BENCH_FLOOD_SECONDS', 10);
const FLOOD_WORKERS = env('BENCH_FLOOD_WORKERS', 8);
const FLOOD_FILE_MB = env('BENCH_FLOOD_FILE_MB', 10);
const LIVE_PARTNERS = env('BENCH_LIVE_PARTNERS', 500);
const LIVE_WRITES = env('BENCH_LIVE_WRITES', 200);
const LIVE_READS = env('BENCH_LIVE_READS', 1000);
const LIVE_SLOW_WRITES = env('BENCH_LIVE_SLOW_WRITES', 40_000);
const LIVE_STEPS = (process.env.BENCH_LIVE_STEPS ?? '500,1000,2000,4000,8000').split(',').map(Number);
const PARTS = [
  'bundle',
  'api',
  'throughput',
  'flood',
  'live',
  'lighthouse',
  'web',
  'worker',
  'start',
  'powerusers',
] as const;
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
for (const p of only)
  if (!(PARTS as readonly string[]).includes(p)) throw new Error(`BENCH_ONLY: ${p} is not one of ${PARTS}`);
const part = (name: (typeof PARTS)[number]) => !only.length || only.includes(name);
const count = (n: number) => n.toLocaleString('en-US');
const rows: BenchRow[] = [];

// The bundle first: it needs no database.
const distDir = join(import.meta.dirname, '..', 'dist');
buildIfNeeded(distDir);
const bundle = bundleSizes(distDir);
if (part('bundle')) {
  for (const e of bundle.entries) {
    const budget = JS_BUDGETS[e.entry];
    rows.push({
      figure: `${pageOf(e.entry)} initial JS, gzip`,
      value: kb(e.js),
      baseline: budget ? `${kb(budget)} (budget)` : '—',
      ratio: budget ? times(e.js / budget) : '—',
      target: budget ? '≤ 1×' : '—',
      pass: budget ? e.js <= budget : undefined,
    });
    rows.push({
      figure: `${pageOf(e.entry)} initial JS as served (brotli)`,
      value: kb(e.jsServed),
      baseline: `${kb(e.js)} (gzip)`,
      ratio: times(e.jsServed / e.js),
      target: '< 1×',
      pass: e.jsServed < e.js,
    });
    rows.push({
      figure: `${pageOf(e.entry)} initial CSS, gzip`,
      value: kb(e.css),
      baseline: '—',
      ratio: '—',
      target: '—',
    });
  }
  // A phone's /leads draws cards without the desktop grid and mosaic: less JavaScript before its first rows.
  const phone = bundle.leads.find((l) => l.device === 'phone');
  const desktop = bundle.leads.find((l) => l.device === 'desktop');
  if (phone && desktop)
    rows.push({
      figure: '/leads initial JS on a phone (before the first card), gzip',
      value: kb(phone.js),
      baseline: `${kb(desktop.js)} (desktop window, before the first rows)`,
      ratio: times(phone.js / desktop.js),
      target: '< 1×',
      pass: phone.js < desktop.js,
    });
  rows.push({
    figure: `largest lazy chunk (${bundle.largestLazy.name}), gzip`,
    value: kb(bundle.largestLazy.gzip),
    baseline: '—',
    ratio: '—',
    target: '—',
  });
}

if (part('api')) {
  const t = await freshDb();
  const { db, dataDir } = t;
  console.log(`database: ${db.kind}; sizes ${count(SMALL)} and ${count(LARGE)} of ${count(TOTAL)} leads`);
  await seedDemo(db);
  const { app } = await buildApp({ db, dataDir });
  try {
    await app.listen({ port: PORT, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${PORT}`;
    const login = await fetch(`${baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: DEMO_PHONE, password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { userData: { token: string } }).userData.token;
    const me = await partnerId(db, DEMO_PHONE);

    // Three filters of a partner triaging: two stages, three projects, created in the last 365 days.
    const stages = await db.query<{ id: number }>('SELECT id FROM stages ORDER BY sort_order LIMIT 2');
    const projects = await db.query<{ id: number }>(
      'SELECT id FROM projects WHERE is_active = 1 ORDER BY id LIMIT 3',
    );
    const since = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const query: LeadQuery = {
      // The web app's scope (is_magnet=1) and the three filters.
      filters: {
        is_magnet: 1,
        stage_ids: stages.map((r) => r.id).join(','),
        project_ids: projects.map((r) => r.id).join(','),
        created_at_from: since,
      },
      page: { size: 50, pageId: 1 },
    };
    const timing = { db, baseUrl, token, me, query, rounds: ROUNDS, warmup: WARMUP };

    let seconds = await growTo(db, { mine: SMALL, total: SMALL });
    const small = await timeLeadCalls(timing);
    rows.push(...httpVsSqlRows(`${count(SMALL)} leads`, small));

    seconds += await growTo(db, { mine: LARGE, total: TOTAL });
    const size = await storageSize(db, dataDir);
    const large = await timeLeadCalls(timing);
    const largeName = `${count(LARGE)} of ${count(TOTAL)} leads`;
    rows.push(...httpVsSqlRows(largeName, large));
    rows.push(...growthRows(small, large, { small: `${count(SMALL)}`, large: largeName }));
    rows.push({
      figure: `seeding ${count(TOTAL)} leads (with their clients)`,
      value: `${seconds.toFixed(1)} s`,
      baseline: '—',
      ratio: `${count(Math.round(TOTAL / seconds))} leads/s`,
      target: '—',
    });
    rows.push({
      figure: `${db.kind === 'pglite' ? 'data directory' : 'database'} size, ${count(TOTAL)} leads`,
      value: `${(size.total / 1024 / 1024).toFixed(0)} MB`,
      baseline: `${(size.rows / 1024 / 1024).toFixed(0)} MB (leads + clients rows)`,
      ratio: times(size.total / size.rows),
      target: '—',
    });

    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) at ${largeName}:\n`);
    console.log(await leadPlans(db, me, query));
  } finally {
    await app.close();
    await t.destroy();
  }
}

if (part('throughput')) {
  rows.push(
    ...(await runThroughput({
      load: { seconds: THROUGHPUT_SECONDS, connections: CONNECTIONS },
      leads: SMALL,
      port: PORT + 1,
      databaseUrl: process.env.DATABASE_URL,
    })),
  );
}
if (part('flood')) {
  rows.push(
    ...(await floodRows({
      port: PORT + 3,
      seconds: FLOOD_SECONDS,
      workers: FLOOD_WORKERS,
      fileMb: FLOOD_FILE_MB,
      databaseUrl: process.env.DATABASE_URL,
    })),
  );
}
if (part('live')) {
  rows.push(
    ...(await liveRows({
      port: PORT + 7,
      partners: LIVE_PARTNERS,
      writes: LIVE_WRITES,
      reads: LIVE_READS,
      steps: LIVE_STEPS,
      databaseUrl: process.env.DATABASE_URL,
      webDir: distDir,
      slowWrites: LIVE_SLOW_WRITES,
    })),
  );
}
if (part('lighthouse') || part('web') || part('worker') || part('start') || part('powerusers')) {
  // The built app as `npm start` serves it, on a fresh PGlite directory seeded with the demo data; a
  // copy of the build, so that the bare page of the web part is served beside it (same origin).
  const dataDir = temporaryDir('portal-lh-');
  const webDir = temporaryDir('portal-web-');
  cpSync(distDir, webDir, { recursive: true });
  if (part('web')) await addBarePage(webDir);
  const server = await startServer({ port: PORT + 5, dataDir, secret: newSecret(), webDir });
  // No browser on this machine (or one that fails to start): the other figures are still printed.
  const orNotRun = async (figure: string, measure: () => Promise<BenchRow[]>): Promise<BenchRow[]> => {
    try {
      return await measure();
    } catch (error) {
      console.error(error);
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      return [{ figure, value: `not run: ${reason}`, baseline: '—', ratio: '—', target: '—' }];
    }
  };
  try {
    if (part('lighthouse'))
      rows.push(
        ...(await orNotRun('Lighthouse', async () => {
          const [scores = [], compared] = await lighthouseScores(
            compareUrl ? [server.url, compareUrl] : [server.url],
            LIGHTHOUSE_RUNS,
            LIGHTHOUSE_ONLY,
          );
          return [...lighthouseRows(scores), ...(compared ? lighthouseAbRows(scores, compared) : [])];
        })),
      );
    if (part('web'))
      rows.push(
        ...(await orNotRun('web app', () =>
          webAppRows({
            baseUrl: server.url,
            compareUrl,
            phone: DEMO_PHONE,
            password: DEMO_PASSWORD,
            rounds: WEB_ROUNDS,
          }),
        )),
      );
    if (part('worker'))
      rows.push(
        ...(await orNotRun('service worker', () =>
          repeatVisitRows({
            baseUrl: server.url,
            compareUrl,
            phone: DEMO_PHONE,
            password: DEMO_PASSWORD,
            rounds: WORKER_ROUNDS,
          }),
        )),
      );
    if (part('start'))
      rows.push(
        ...(await orNotRun('instant start', async () => {
          if (!compareUrl) throw new Error('needs --compare <the baseline build>');
          return instantStartRows({
            baseUrl: server.url,
            compareUrl,
            phone: DEMO_PHONE,
            password: DEMO_PASSWORD,
            rounds: START_ROUNDS,
          });
        })),
      );
    // Last: it changes the demo partner's saved filters.
    if (part('powerusers'))
      rows.push(...(await orNotRun('power users', () => powerUserRows(server.url, POWER_ROUNDS))));
  } finally {
    await server.stop();
    removeDir(dataDir);
    removeDir(webDir);
  }
}
console.log(`\n${formatTable(rows)}`);
