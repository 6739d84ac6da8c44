// Throughput: autocannon, bounded in time, against real server processes over
// loopback: GET /api/leads (a page of 50) and POST /api/leads/create, on PGlite, and with DATABASE_URL
// on PostgreSQL with one and with two server processes sharing the database. Every answer that is not
// 2xx counts as an error, as do socket errors and timeouts.
//
// Lead creation: a partner may add 25 single leads a business day (DAILY_CAPS.leadsPerPartner) and one partner's
// additions run one at a time (an advisory lock). So the creations are spread over many bench partners,
// request i going to partner i mod P with a client number of its own, as many partners add leads at once
// in real use; P is sized so that no partner reaches the daily limit within the run.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Db, openDb } from '../server/db/db.ts';
import { migrate } from '../server/db/migrate.ts';
import { addLeads, DEMO_PHONE, seedDemo } from '../server/db/seed/index.ts';
import { newSessionId, TokenSigner } from '../server/lib/auth.ts';
import { DAILY_CAPS } from '../server/lib/throttle.ts';
import type { BenchRow } from './benchTable.ts';
import { times } from './benchTable.ts';

const root = join(import.meta.dirname, '..');

export type Load = { seconds: number; connections: number };

/** What one autocannon run (or runs side by side, one per server) measured. */
export type Throughput = { rps: number; p99: number; errors: number; ok: number; requests: number };

/** Bench partners with live sessions: `count` users like the demo partner, each with a signed token. */
export async function benchPartners(
  db: Db,
  secret: string,
  count: number,
  prefix: string,
): Promise<string[]> {
  const users = await db.query<{ id: number; role: string }>(
    `INSERT INTO users (phone, password_hash, role, first_name, last_name, email, is_tc_agree, service_rm_id, meta)
     SELECT $2 || lpad(g::text, 6, '0'), u.password_hash, u.role, 'Bench', 'Partner ' || g,
            'bench' || $2 || g || '@example.in', u.is_tc_agree, u.service_rm_id, u.meta
       FROM users u, generate_series(1, $3::int) g WHERE u.phone = $1
     RETURNING id, role`,
    [DEMO_PHONE, prefix, count],
  );
  return sessionsFor(db, secret, users);
}

/** Signed tokens for the given users, with their sessions opened (as sign-in does, without the password hash). */
export async function sessionsFor(db: Db, secret: string, users: { id: number; role: string }[]) {
  const signer = new TokenSigner(secret);
  const ttl = 4 * 3600;
  const sids = users.map(() => newSessionId());
  const now = Date.now();
  await db.query(
    `INSERT INTO sessions (id, user_id, password_stamp, created_at, expires_at)
     SELECT s.sid, u.id, md5(u.password_hash), $3::timestamptz, $4::timestamptz
       FROM unnest($1::text[], $2::int[]) AS s(sid, uid) JOIN users u ON u.id = s.uid`,
    [sids, users.map((u) => u.id), new Date(now).toISOString(), new Date(now + ttl * 1000).toISOString()],
  );
  return users.map((u, i) => signer.sign(u.id, u.role, sids[i] ?? '', ttl));
}

/** The CRM's service token of the bench's servers (set, as a build may have left NODE_ENV=production). */
export const BENCH_CRM_TOKEN = 'bench-crm-service-token-of-32-characters';

/** One server process (server/server.ts; API only unless `webDir` names a build) on `port`; resolves once it answers. */
export async function startServer(opts: {
  port: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  secret: string;
  webDir?: string;
}): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    WEB_DIR: opts.webDir ?? '',
    TOKEN_SECRET: opts.secret,
    CRM_SERVICE_TOKEN: BENCH_CRM_TOKEN,
    LOG: '',
  };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else delete env.DATABASE_URL;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'server', 'server.ts')],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server on ${opts.port} exited: ${output}`);
    if (i > 3000) throw new Error(`server on ${opts.port} did not answer in 300 s: ${output}`);
    try {
      const res = await fetch(`${url}/api/users/login`, { method: 'OPTIONS' });
      await res.arrayBuffer();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

type Request = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

/** autocannon against each URL at once (the connections split between them), merged. */
async function cannon(urls: string[], load: Load, next: () => Request): Promise<Throughput> {
  const per = Math.max(1, Math.floor(load.connections / urls.length));
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url,
        connections: per,
        duration: load.seconds,
        // A new request each time (its own partner and client number for creations).
        requests: [{ setupRequest: (req) => ({ ...req, ...next() }) }],
      }),
    ),
  );
  const sum = (f: (r: autocannon.Result) => number) => results.reduce((n, r) => n + f(r), 0);
  return {
    rps: sum((r) => r.requests.average),
    // The slowest server's p99 (autocannon gives percentiles, not mergeable histograms).
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: sum((r) => r.errors + r.timeouts + r.non2xx),
    ok: sum((r) => r['2xx']),
    requests: sum((r) => r.requests.total),
  };
}

/** The two calls' request makers: the demo partner's first page of 50, and new leads spread over partners. */
export function loads(opts: { listToken: string; createTokens: string[]; projectId: number }) {
  const list = (): Request => ({
    method: 'GET',
    path: '/api/leads?is_magnet=1&type=all_leads&size=50&pageId=1',
    headers: { authorization: `Bearer ${opts.listToken}` },
  });
  let seq = 0;
  const create = (): Request => {
    const i = seq++;
    const partners = opts.createTokens.length;
    return {
      method: 'POST',
      path: '/api/leads/create',
      headers: {
        authorization: `Bearer ${opts.createTokens[i % partners]}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        name: `Bench Client ${i}`,
        number: `6${String(i).padStart(9, '0')}`,
        country_code: '+91',
        nationality: 1,
        project_id: opts.projectId,
        // Required by the contract; the server takes the partner from the token.
        created_by: 0,
        magnet_id: 0,
        is_magnet: 1,
        admin_message: 'Interested in a 2 BHK',
        more_fields: { percentage: 50 },
      }),
    };
  };
  return {
    list,
    create,
    capacity: opts.createTokens.length * (DAILY_CAPS.leadsPerPartner - 1),
    created: () => seq,
  };
}

export type Target = { name: string; urls: string[] };

/** Both calls against one target: a one-second warm-up each (not counted), then `load.seconds` each. */
export async function measure(target: Target, load: Load, reqs: ReturnType<typeof loads>) {
  const warm = { ...load, seconds: 1 };
  await cannon(target.urls, warm, reqs.list);
  const list = await cannon(target.urls, load, reqs.list);
  const warmCreate = await cannon(target.urls, warm, reqs.create);
  const create = await cannon(target.urls, load, reqs.create);
  if (reqs.created() > reqs.capacity)
    console.warn(`throughput: ${reqs.created()} creations over the bench partners' daily capacity`);
  return { list, create, created: warmCreate.ok + create.ok };
}

export const temporaryDir = (name: string) => mkdtempSync(join(tmpdir(), name));
export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });
export const newSecret = () => randomBytes(32).toString('base64url');

const rps = (v: number) => `${Math.round(v).toLocaleString('en-US')} req/s`;
const summary = (t: Throughput) => `${rps(t.rps)}, p99 ${t.p99} ms, ${t.errors} errors`;

/** The rows: each call on each target, PostgreSQL as a ratio to PGlite. */
export function throughputRows(
  results: { name: string; list: Throughput; create: Throughput }[],
  load: Load,
): BenchRow[] {
  const base = results[0];
  const rows: BenchRow[] = [];
  for (const call of ['list', 'create'] as const) {
    const label =
      call === 'list' ? 'GET /api/leads (page of 50)' : 'POST /api/leads/create (distinct partners, clients)';
    for (const r of results) {
      const isBase = r === base || !base;
      rows.push({
        figure: `${label} throughput, ${r.name}, ${load.connections} connections, ${load.seconds} s`,
        value: summary(r[call]),
        baseline: isBase ? '—' : `${rps(base[call].rps)} (${base.name})`,
        ratio: isBase ? '—' : times(r[call].rps / base[call].rps),
        target: '0 errors',
        pass: r[call].errors === 0,
      });
    }
  }
  return rows;
}

/** A fresh, migrated and seeded database: PGlite in `dataDir`, or a new database on the `adminUrl` server. */
export async function seededDb(dataDir: string, adminUrl?: string) {
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (adminUrl) {
    const name = `portal_bench_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const db = await openDb({ dataDir, databaseUrl });
  await migrate(db);
  await seedDemo(db);
  return { db, databaseUrl, drop };
}

/**
 * The whole figure: PGlite, then (with `databaseUrl`) PostgreSQL with one and with two servers. The
 * demo partner is grown to `leads` leads first, so the page is read from a partner of that size.
 */
export async function runThroughput(opts: {
  load: Load;
  leads: number;
  port: number;
  databaseUrl?: string | undefined;
}): Promise<BenchRow[]> {
  const secret = newSecret();
  const results: { name: string; list: Throughput; create: Throughput; created: number }[] = [];
  const targets = [
    { kind: 'PGlite' as const },
    ...(opts.databaseUrl ? [{ kind: 'PostgreSQL' as const }] : []),
  ];
  for (const { kind } of targets) {
    const dirs = [temporaryDir('portal-tp-'), temporaryDir('portal-tp-')];
    const { db, databaseUrl, drop } = await seededDb(
      dirs[0] ?? '',
      kind === 'PostgreSQL' ? opts.databaseUrl : undefined,
    );
    const servers: { stop: () => Promise<void> }[] = [];
    try {
      const demo = await db.query<{ id: number; role: string }>(
        'SELECT id, role FROM users WHERE phone = $1',
        [DEMO_PHONE],
      );
      const me = demo[0];
      if (!me) throw new Error('no demo partner');
      const mine = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM leads WHERE magnet_id = $1',
        [me.id],
      );
      await addLeads(db, me.id, opts.leads - (mine[0]?.n ?? 0));
      await db.exec('VACUUM ANALYZE');
      const project = await db.query<{ id: number }>(
        'SELECT id FROM projects WHERE is_active = 1 ORDER BY id LIMIT 1',
      );
      const [listToken] = await sessionsFor(db, secret, [me]);
      const runs = kind === 'PostgreSQL' ? 2 : 1;
      // Partners enough for both runs at well over what two cores can create in the time.
      const createTokens = await benchPartners(
        db,
        secret,
        1500 * runs * Math.ceil(opts.load.seconds / 5),
        '70',
      );
      const reqs = loads({ listToken: listToken ?? '', createTokens, projectId: project[0]?.id ?? 0 });
      // PGlite allows one process on its directory: the bench's handle closes before the server opens it.
      if (kind === 'PGlite') await db.close();
      for (let n = 1; n <= runs; n++) {
        const started = await Promise.all(
          Array.from({ length: n }, (_, i) =>
            startServer({ port: opts.port + i, dataDir: dirs[i] ?? '', databaseUrl, secret }),
          ),
        );
        servers.push(...started);
        const name = kind === 'PGlite' ? 'PGlite' : `PostgreSQL, ${n} server${n > 1 ? 's' : ''}`;
        console.log(`throughput: ${name}…`);
        const measured = await measure({ name, urls: started.map((s) => s.url) }, opts.load, reqs);
        results.push({ name, ...measured });
        await Promise.all(started.map((s) => s.stop()));
        servers.length = 0;
      }
      // Every 201 is a stored lead, and nothing more is stored than was sent (checked where the bench's
      // handle is still open: PostgreSQL). The requests in flight when a run's time is up are completed
      // by the server but not counted by autocannon, so there are a few more leads than 201s.
      if (kind === 'PostgreSQL') {
        const made = await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM lead_submissions s JOIN users u ON u.id = s.user_id WHERE u.first_name = 'Bench'",
        );
        const ok = results.filter((r) => r.name.startsWith('PostgreSQL')).reduce((n, r) => n + r.created, 0);
        const stored = made[0]?.n ?? 0;
        if (stored < ok || stored > reqs.created())
          throw new Error(
            `throughput: ${stored} leads stored for ${ok} answers 201 of ${reqs.created()} sent`,
          );
      }
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await db.close().catch(() => undefined);
      await drop();
      for (const d of dirs) removeDir(d);
    }
  }
  return throughputRows(results, opts.load);
}
