// Live updates (extension, issue 44) on PostgreSQL with two replicas (two server processes on one
// database): partners connected by Server-Sent Events to each, as light raw HTTP streams from this
// process. A CRM write on replica 1 timed to its event on a stream of replica 2; the lead page's reads
// (GET /api/leads, a page of 50) timed with and without the streams; memory per stream; database
// connections held; the streams one replica holds before the reads' p95 doubles. Then a replica's
// memory with 100 streams that never read over 40,000 CRM writes, and the reads a browser on /leads
// makes for a burst of 100 CRM writes in 2 s.
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { chromium } from '@playwright/test';
import type { Db } from '../server/db/db.ts';
import { DEMO_PASSWORD, DEMO_PHONE } from '../server/db/seed/index.ts';
import { type BenchRow, ms, times } from './benchTable.ts';
import { chromiumPath } from './browser.ts';
import { percentile } from './stats.ts';
import {
  BENCH_CRM_TOKEN,
  benchPartners,
  newSecret,
  removeDir,
  seededDb,
  sessionsFor,
  startServer,
  temporaryDir,
} from './throughput.ts';
import { signIn } from './webApp.ts';

const FOLLOW_UP = JSON.stringify({ action: 'followup', action_name: 'Follow Up' });
/** Streams opened at once while connecting (each waits for its stream to say it is live). */
const OPENING = 50;
/** Rounds of reads without and with the partners connected, alternating. */
const ROUNDS = 4;

type Stream = { close: () => void };

/** A partner's stream, resolved once it is live; `onLead` gets the lead id of each event. */
function openStream(url: string, token: string, onLead?: (leadId: number) => void): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/events`, { agent: false, headers: { authorization: `Bearer ${token}` } });
    const stream = { close: () => req.destroy() };
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`live: a stream answered ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          if (block === ': live') resolve(stream);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (data && onLead) onLead((JSON.parse(data.slice(6)) as { lead_id: number }).lead_id);
        }
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** A stream that never reads what it is sent (its socket's buffers fill); resolved once the server answered. */
function openSlowReader(url: string, token: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/events`, { agent: false, headers: { authorization: `Bearer ${token}` } });
    // No 'data' listener: the response stays paused, and past its 16 KB buffer its socket is not read.
    req.on('response', (res) =>
      res.statusCode === 200
        ? resolve({ close: () => req.destroy() })
        : reject(new Error(`live: a slow reader answered ${res.statusCode}`)),
    );
    req.on('error', () => undefined);
    req.end();
  });
}

/** `count` CRM follow-ups on the given leads in turn, `concurrency` at a time. */
async function crmWrites(url: string, leads: number[], count: number, concurrency = 8): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const lead = leads[next++ % leads.length] ?? 0;
      const res = await fetch(`${url}/api/crm/leads/${lead}/activities`, {
        method: 'POST',
        headers: { authorization: `Bearer ${BENCH_CRM_TOKEN}`, 'content-type': 'application/json' },
        body: FOLLOW_UP,
      });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`live: the CRM write answered ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** Opens a stream for each token, `OPENING` at a time. */
async function openStreams(url: string, tokens: string[]): Promise<Stream[]> {
  const streams: Stream[] = [];
  for (let i = 0; i < tokens.length; i += OPENING)
    streams.push(...(await Promise.all(tokens.slice(i, i + OPENING).map((t) => openStream(url, t)))));
  return streams;
}

/** `n` reads of the lead page, one after another: their times in ms. */
async function timeReads(url: string, token: string, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const res = await fetch(`${url}/api/leads?is_magnet=1&type=all_leads&size=50&pageId=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`live: the lead page answered ${res.status}`);
    out.push(performance.now() - start);
  }
  return out;
}

/** A process's resident memory in bytes, now. */
const rssNow = (pid: number) =>
  Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)]).toString()) * 1024;
const settle = (msTime = 2_000) => new Promise((r) => setTimeout(r, msTime));
/** The median of five readings of a process's resident memory, half a second apart (a collection can come between). */
async function rssOf(pid: number): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < 5; i++) {
    readings.push(rssNow(pid));
    await settle(500);
  }
  return percentile(readings, 50);
}
/** The slope of the least-squares line through the points: bytes per stream. */
function slope(points: [number, number][]): number {
  const mean = (f: (p: [number, number]) => number) => points.reduce((a, p) => a + f(p), 0) / points.length;
  const mx = mean(([x]) => x);
  const my = mean(([, y]) => y);
  return mean(([x, y]) => (x - mx) * (y - my)) / mean(([x]) => (x - mx) ** 2);
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function liveRows(opts: {
  port: number;
  /** Partners connected to each replica. */
  partners: number;
  writes: number;
  reads: number;
  /** Streams on one replica at each step of the capacity search, ascending. */
  steps: number[];
  databaseUrl: string | undefined;
  /** The built web app, for the browser of the coalescing figure. */
  webDir: string;
  /** CRM writes of the slow-reader figure, with and without the slow readers. */
  slowWrites: number;
}): Promise<BenchRow[]> {
  if (!opts.databaseUrl)
    return [
      {
        figure: 'live updates across two replicas',
        value: 'not run: needs DATABASE_URL (PostgreSQL)',
        baseline: '—',
        ratio: '—',
        target: '—',
      },
    ];
  const dataDir = temporaryDir('portal-live-');
  const secret = newSecret();
  const { db, databaseUrl, drop } = await seededDb(dataDir, opts.databaseUrl);
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  const streams: Stream[] = [];
  try {
    const [me] = await db.query<{ id: number; role: string }>('SELECT id, role FROM users WHERE phone = $1', [
      DEMO_PHONE,
    ]);
    if (!me) throw new Error('no demo partner');
    const [token = ''] = await sessionsFor(db, secret, [me]);
    const leads = (
      await db.query<{ id: number }>('SELECT id FROM leads WHERE magnet_id = $1 ORDER BY id LIMIT 50', [
        me.id,
      ])
    ).map((r) => r.id);
    // One stream per partner (a partner keeps at most five).
    const others = await benchPartners(db, secret, Math.max(2 * opts.partners, ...opts.steps), '7200');
    // The seeding's bulk inserts leave autovacuum's analyse to run; done here, it cannot fall into a timing.
    await db.query('VACUUM ANALYZE');
    for (const port of [opts.port, opts.port + 1])
      servers.push(await startServer({ port, dataDir, databaseUrl, secret }));
    const [one, two] = servers;
    if (!one || !two) throw new Error('live: the replicas did not start');
    const connections = async () =>
      (
        await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()',
        )
      )[0]?.n ?? 0;

    await timeReads(one.url, token, opts.reads); // warm-up
    const memory: [number, number][] = [[0, await rssOf(one.pid)]];
    const dbBefore = await connections();

    // The demo partner watches on replica 2 throughout; the others connect, half to each replica, and
    // leave again, round by round: the reads without and with them alternate, so that a drift of the
    // machine (the collector, the compiler's tiers) falls on both sides alike.
    const arrived = new Map<number, () => void>();
    const watcher = await openStream(two.url, token, (leadId) => arrived.get(leadId)?.());
    const none: number[] = [];
    const withStreams: number[] = [];
    let dbWith = 0;
    for (let round = 0; round < ROUNDS; round++) {
      await settle();
      none.push(...(await timeReads(one.url, token, Math.ceil(opts.reads / ROUNDS))));
      streams.push(...(await openStreams(one.url, others.slice(0, opts.partners))));
      streams.push(...(await openStreams(two.url, others.slice(opts.partners, 2 * opts.partners))));
      await settle();
      dbWith = await connections();
      withStreams.push(...(await timeReads(one.url, token, Math.ceil(opts.reads / ROUNDS))));
      if (round < ROUNDS - 1) for (const s of streams.splice(0)) s.close();
    }
    streams.push(watcher);
    const p95None = percentile(none, 95);
    const p95With = percentile(withStreams, 95);

    // Each CRM write on replica 1, timed from its request to its event on replica 2's stream.
    const delivery: number[] = [];
    for (let i = 0; i < opts.writes; i++) {
      const lead = leads[i % leads.length] ?? 0;
      const start = performance.now();
      const seen = new Promise<void>((resolve) => arrived.set(lead, resolve));
      const res = await fetch(`${one.url}/api/crm/leads/${lead}/activities`, {
        method: 'POST',
        headers: { authorization: `Bearer ${BENCH_CRM_TOKEN}`, 'content-type': 'application/json' },
        body: FOLLOW_UP,
      });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`live: the CRM write answered ${res.status}`);
      await seen;
      delivery.push(performance.now() - start);
      arrived.delete(lead);
    }
    const p95Delivery = percentile(delivery, 95);

    const n = opts.partners;
    const rows: BenchRow[] = [
      {
        figure: `CRM write on replica 1 to its event on replica 2, ${n} partners connected to each`,
        value: `p50 ${ms(percentile(delivery, 50))}, p95 ${ms(p95Delivery)} (${delivery.length} writes)`,
        baseline: '—',
        ratio: '—',
        target: '≤ 1000 ms',
        pass: p95Delivery <= 1000,
      },
      {
        figure: `lead page (GET /api/leads, page of 50) on replica 1, ${n} partners connected to each`,
        value: `p50 ${ms(percentile(withStreams, 50))}, p95 ${ms(p95With)} (${withStreams.length} reads)`,
        baseline: `p95 ${ms(p95None)} (none connected)`,
        ratio: times(p95With / p95None),
        target: '≤ 1.2×',
        pass: p95With <= 1.2 * p95None,
      },
      {
        figure: `database connections, ${2 * n + 1} streams on two replicas`,
        value: String(dbWith),
        baseline: `${dbBefore} (none connected; each replica's pool holds at most 10, and 1 listens)`,
        ratio: `+${dbWith - dbBefore}`,
        target: '—',
      },
    ];

    // Capacity: streams on replica 1 stepped up until the lead page's p95 there doubles.
    for (const s of streams.splice(0)) s.close();
    await settle();
    let open = 0;
    // Every step is taken (the memory's slope uses them all); the capacity is the last step before
    // the first one whose p95 doubled.
    let held = 0;
    let doubledAt = 0;
    for (const step of opts.steps) {
      streams.push(...(await openStreams(one.url, others.slice(open, step))));
      open = step;
      await settle();
      // Memory before the reads, whose garbage would be counted too.
      const rss = await rssOf(one.pid);
      memory.push([step, rss]);
      const reads = await timeReads(one.url, token, opts.reads);
      const p95 = percentile(reads, 95);
      console.log(`live: ${step} streams on one replica, lead page p95 ${ms(p95)}`);
      const doubled = p95 >= 2 * p95None;
      if (doubled && !doubledAt) doubledAt = step;
      if (!doubledAt) held = step;
      rows.push({
        figure: `lead page on one replica with ${step} streams on it`,
        value: `p95 ${ms(p95)}, RSS ${mb(rss)}`,
        baseline: `p95 ${ms(p95None)} (none connected)`,
        ratio: times(p95 / p95None),
        target: '< 2×',
        pass: !doubled,
      });
    }
    const perStream = slope(memory);
    rows.push({
      figure: `memory per connected partner (the slope of one replica's RSS from none to ${open} streams, ${memory.length} readings)`,
      value: `${(perStream / 1024).toFixed(1)} KB`,
      baseline: `${mb(memory[0]?.[1] ?? 0)} (none connected)`,
      ratio: '—',
      target: '—',
    });
    rows.push({
      figure: 'streams one replica holds before the lead page p95 doubles',
      value: doubledAt
        ? held
          ? `${held} (doubled at ${doubledAt})`
          : `< ${doubledAt}`
        : `≥ ${held} (the largest step)`,
      baseline: '—',
      ratio: '—',
      target: '—',
    });
    for (const s of streams.splice(0)) s.close();
    for (const s of servers.splice(0)) await s.stop();

    // A fresh replica (API and web app) for each of the last figures.
    const fresh = (webDir?: string) =>
      startServer({ port: opts.port + 2, dataDir, databaseUrl, secret, ...(webDir ? { webDir } : {}) });
    const web = await fresh(opts.webDir);
    servers.push(web);
    rows.push(await coalescing(web.url, leads));
    await web.stop();
    servers.splice(0);
    rows.push(await slowReaders(db, secret, me.id, fresh, opts.slowWrites));
    return rows;
  } finally {
    for (const s of streams) s.close();
    for (const s of servers) await s.stop();
    await db.close().catch(() => undefined);
    await drop();
    removeDir(dataDir);
  }
}

/**
 * A replica's peak resident memory over `writes` CRM writes on 20 partners' leads, without and then with
 * 100 streams that never read (5 per partner, each partner's events about 1/20 of the writes): each run
 * on a replica of its own.
 */
async function slowReaders(
  db: Db,
  secret: string,
  demoId: number,
  fresh: () => Promise<{ url: string; pid: number; stop: () => Promise<void> }>,
  writes: number,
): Promise<BenchRow> {
  const PARTNERS = 20;
  // The demo partner and 19 others, each given one of the demo partner's leads.
  await benchPartners(db, secret, PARTNERS - 1, '7300');
  const ids = [
    demoId,
    ...(await db.query<{ id: number }>("SELECT id FROM users WHERE phone LIKE '7300%' ORDER BY id")).map(
      (r) => r.id,
    ),
  ];
  const leads = (
    await db.query<{ id: number }>('SELECT id FROM leads WHERE magnet_id = $1 ORDER BY id DESC LIMIT $2', [
      demoId,
      PARTNERS,
    ])
  ).map((r) => r.id);
  for (const [i, id] of ids.entries())
    await db.query('UPDATE leads SET magnet_id = $1 WHERE id = $2', [id, leads[i]]);
  const users = await db.query<{ id: number; role: string }>(
    'SELECT id, role FROM users WHERE id = ANY($1)',
    [ids],
  );
  const run = async (slow: boolean) => {
    const server = await fresh();
    const readers: Stream[] = [];
    try {
      if (slow) {
        const tokens = await sessionsFor(
          db,
          secret,
          users.flatMap((u) => Array.from({ length: 5 }, () => u)),
        );
        readers.push(...(await Promise.all(tokens.map((t) => openSlowReader(server.url, t)))));
      }
      await settle();
      const before = await rssOf(server.pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssNow(server.pid));
      }, 500);
      await crmWrites(server.url, leads, writes);
      await settle();
      clearInterval(sampler);
      peak = Math.max(peak, await rssOf(server.pid));
      return peak - before;
    } finally {
      for (const r of readers) r.close();
      await server.stop();
    }
  };
  const without = await run(false);
  const withSlow = await run(true);
  return {
    figure: `one replica's RSS growth (peak) over ${writes.toLocaleString('en-US')} CRM writes on 20 partners' leads, with 100 of their streams never reading`,
    value: `+${mb(withSlow)}`,
    baseline: `+${mb(without)} (none connected)`,
    ratio: `${withSlow >= without ? '+' : '−'}${mb(Math.abs(withSlow - without))}`,
    target: '≤ +50 MB',
    pass: withSlow - without <= 50 * 1024 * 1024,
  };
}

/**
 * The reads a browser on /leads makes for a burst of 100 CRM writes on the partner's leads in 2 s: the
 * list (GET /api/leads), the inbox and the dashboard's calls, counted until 4 s after the burst.
 */
async function coalescing(url: string, leads: number[]): Promise<BenchRow> {
  const executablePath = chromiumPath();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signIn(page, url, DEMO_PHONE, DEMO_PASSWORD);
    const streamOpen = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events', {
      timeout: 60_000,
    });
    await page.goto(`${url}/leads`);
    await page
      .getByTestId('leads-count')
      .filter({ hasText: /^Showing/ })
      .waitFor({ timeout: 60_000 });
    await streamOpen;
    await settle(3_000);
    const reads = { list: 0, inbox: 0, dashboard: 0 };
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === '/api/leads') reads.list += 1;
      else if (path === '/api/inbox') reads.inbox += 1;
      else if (path.startsWith('/api/dashboard/')) reads.dashboard += 1;
    });
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        await new Promise((r) => setTimeout(r, i * 20));
        await crmWrites(url, [leads[i % leads.length] ?? 0], 1, 1);
      }),
    );
    const burst = performance.now() - started;
    await settle(4_000);
    const { list, inbox, dashboard } = reads;
    return {
      figure: `reads of a browser on /leads for 100 CRM writes on its partner's leads in ${(burst / 1000).toFixed(1)} s: list / inbox / dashboard`,
      value: `${list} / ${inbox} / ${dashboard}`,
      baseline: '—',
      ratio: '—',
      target: '≤ 3 / 3 / 0',
      pass: list <= 3 && inbox <= 3 && dashboard === 0,
    };
  } finally {
    await browser.close();
  }
}
