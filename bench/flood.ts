// Floods: partner B's read (GET /api/leads, a page of 50) timed one call after another, alone, then
// while partner A floods the server with sign-ins, then with bulk uploads, both going over A's limits
// (wrong passwords, more sign-ins than a day allows; more files than a day allows, bodies declared
// over the size). A server process on PGlite, or on PostgreSQL with DATABASE_URL. A's requests come from
// a process of their own (floodAttacker.ts), so B's timings never wait on A's client code.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../server/db/seed/index.ts';
import { type BenchRow, ms, times } from './benchTable.ts';
import { percentile } from './stats.ts';
import {
  benchPartners,
  newSecret,
  removeDir,
  seededDb,
  sessionsFor,
  startServer,
  temporaryDir,
} from './throughput.ts';

const MB = 1024 * 1024;
const BOUNDARY = 'bench-flood-boundary';

type Flood = { run: (until: number) => Promise<void>; answers: Map<string, number> };

/** What the attacker process is asked to run: which flood, against what, until when. */
export type FloodOrder =
  | { kind: 'signIns'; url: string; phone: string; workers: number; until: number }
  | {
      kind: 'uploads';
      url: string;
      token: string;
      regionId: number;
      workers: number;
      fileMb: number;
      until: number;
    };

const attacker = fileURLToPath(new URL('./floodAttacker.ts', import.meta.url));

/** Runs a flood in its own process until its time is up; answers A's answers, counted by kind. */
function inOwnProcess(order: FloodOrder): Promise<Map<string, number>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', attacker, JSON.stringify(order)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`flood: the attacker process exited with ${code}`));
      else resolve(new Map(Object.entries(JSON.parse(out) as Record<string, number>)));
    });
  });
}

/** The flood an order names, run in this process (by floodAttacker.ts). */
export function floodOf(order: FloodOrder): Flood {
  return order.kind === 'signIns'
    ? signInFlood(order.url, order.phone, order.workers)
    : uploadFlood(order.url, order.token, order.regionId, order.workers, order.fileMb);
}

/** B's reads, one after another, until `until`: their times in ms. */
async function timeReads(url: string, token: string, until: number): Promise<number[]> {
  const times: number[] = [];
  while (Date.now() < until) {
    const start = performance.now();
    const res = await fetch(`${url}/api/leads?is_magnet=1&type=all_leads&size=50&pageId=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`flood: B's read answered ${res.status}`);
    times.push(performance.now() - start);
  }
  return times;
}

const count = (answers: Map<string, number>, what: string) => answers.set(what, (answers.get(what) ?? 0) + 1);

/** `workers` loops of `call` until `until`. */
async function loops(workers: number, until: number, call: (i: number) => Promise<void>) {
  let seq = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < until) await call(seq++);
    }),
  );
}

/** A's sign-ins: three right passwords to one wrong. */
function signInFlood(url: string, phone: string, workers: number): Flood {
  const answers = new Map<string, number>();
  return {
    answers,
    run: (until) =>
      loops(workers, until, async (i) => {
        const res = await fetch(`${url}/api/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ phone, password: i % 4 === 3 ? 'wrong-password' : DEMO_PASSWORD }),
        });
        await res.arrayBuffer();
        count(answers, String(res.status));
      }),
  };
}

/** One upload over its own connection: the status, or the socket error; the body stops being sent once answered. */
function upload(url: string, token: string, head: Buffer, body: Buffer, length: number): Promise<string> {
  return new Promise((resolve) => {
    const req = request(`${url}/api/bulkLeadFile`, {
      method: 'POST',
      agent: false,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': length,
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => {
        req.destroy();
        resolve(String(res.statusCode));
      });
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
    req.write(head);
    req.write(body);
    if (length === head.length + body.length) req.end();
  });
}

/** A's bulk uploads of a `fileMb` MB CSV: 1 in 4 declares a 100 MB body. */
function uploadFlood(url: string, token: string, regionId: number, workers: number, fileMb: number): Flood {
  const answers = new Map<string, number>();
  const line = 'Anil Mehta,9811111111,anil@example.in\n';
  const file = Buffer.from(line.repeat(Math.ceil((fileMb * MB) / line.length)).slice(0, fileMb * MB));
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="parent_region_id"\r\n\r\n${regionId}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="bulk_file"; filename="leads.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const body = Buffer.concat([file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
  return {
    answers,
    run: (until) =>
      loops(workers, until, async (i) => {
        const length = i % 4 === 3 ? 100 * MB : head.length + body.length;
        count(answers, await upload(url, token, head, body, length));
      }),
  };
}

/** The rows: B's p50 and p95 alone, and during each flood with its ratio to alone (target ≤ 2×). */
export async function floodRows(opts: {
  port: number;
  seconds: number;
  workers: number;
  fileMb: number;
  databaseUrl?: string | undefined;
}): Promise<BenchRow[]> {
  const dataDir = temporaryDir('portal-flood-');
  const secret = newSecret();
  const { db, databaseUrl, drop } = await seededDb(dataDir, opts.databaseUrl);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const [b] = await db.query<{ id: number; role: string }>(
      "SELECT id, role FROM users WHERE phone = '9876543210'",
    );
    if (!b) throw new Error('no demo partner');
    const [tokenB = ''] = await sessionsFor(db, secret, [b]);
    // A: a partner like the demo one (same password), phone 7100000001.
    const [tokenA = ''] = await benchPartners(db, secret, 1, '7100');
    const [region] = await db.query<{ id: number }>('SELECT id FROM region_parents ORDER BY id LIMIT 1');
    const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
    if (!databaseUrl) await db.close();
    server = await startServer({ port: opts.port, dataDir, databaseUrl, secret });
    const { url } = server;
    const measure = async (flood?: Omit<FloodOrder, 'until'>) => {
      const until = Date.now() + opts.seconds * 1000;
      const [reads, answers] = await Promise.all([
        timeReads(url, tokenB, until),
        flood ? inOwnProcess({ ...flood, until } as FloodOrder) : undefined,
      ]);
      return { reads, answers };
    };
    await measure(); // warm-up
    const { reads: alone } = await measure();
    const { workers, fileMb } = opts;
    const floods = [
      {
        name: `sign-ins of A (${workers} at once, 1 in 4 a wrong password)`,
        order: { kind: 'signIns', url, phone: '7100000001', workers } as const,
      },
      {
        name: `bulk uploads of A (${workers} at once, ${fileMb} MB CSV, 1 in 4 declared 100 MB)`,
        order: { kind: 'uploads', url, token: tokenA, regionId: region?.id ?? 0, workers, fileMb } as const,
      },
    ];
    const rows: BenchRow[] = [];
    const p95Alone = percentile(alone, 95);
    rows.push({
      figure: `B's read (GET /api/leads, page of 50), alone, ${kind}, ${opts.seconds} s`,
      value: `p50 ${ms(percentile(alone, 50))}, p95 ${ms(p95Alone)} (${alone.length} reads)`,
      baseline: '—',
      ratio: '—',
      target: '—',
    });
    for (const flood of floods) {
      console.log(`flood: ${flood.name}…`);
      const measured = await measure(flood.order);
      const { reads } = measured;
      const p95 = percentile(reads, 95);
      const answers = [...(measured.answers ?? [])].map(([k, n]) => `${n}× ${k}`).join(', ');
      rows.push({
        figure: `B's read during ${flood.name}: ${answers}`,
        value: `p50 ${ms(percentile(reads, 50))}, p95 ${ms(p95)} (${reads.length} reads)`,
        baseline: `p95 ${ms(p95Alone)} (alone)`,
        ratio: times(p95 / p95Alone),
        target: '≤ 2×',
        pass: p95 <= 2 * p95Alone,
      });
    }
    return rows;
  } finally {
    await server?.stop();
    await db.close().catch(() => undefined);
    await drop();
    removeDir(dataDir);
  }
}
