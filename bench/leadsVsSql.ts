// GET /api/leads (a page of 50, three filters) and GET /api/leads/index/count through a listening server
// and real HTTP requests, each beside the same repository call (the same SQL) on the same database,
// interleaved request by request so that a busy machine slows both sides alike.
import { performance } from 'node:perf_hooks';
import { Client } from 'undici';
import type { Db, Row } from '../server/db/db.ts';
import { countLeads, findLeads, type LeadFilters, leadWhere } from '../server/repos/leadQuery.ts';
import { type BenchRow, ms, times } from './benchTable.ts';
import { percentile } from './stats.ts';

export type LeadQuery = { filters: LeadFilters; page: { size: number; pageId: number } };

type Case = { name: string; path: string; direct: () => Promise<unknown> };

function cases(db: Pick<Db, 'query'>, me: number, q: LeadQuery): Case[] {
  // The query's filters, then the leads list's "expiring within 7 days" (the protection clock).
  const expiring: LeadFilters = { is_magnet: 1, protection_expires_within: 7 };
  return [q.filters, expiring].flatMap((f) => {
    const filters = Object.entries(f).map(([k, v]) => [k, String(v)]);
    const listQuery = new URLSearchParams([
      ...filters,
      ['size', String(q.page.size)],
      ['pageId', String(q.page.pageId)],
      ['type', 'all_leads'],
    ]);
    const label = f === expiring ? 'expiring within 7 days' : `${filters.length} filters`;
    return [
      {
        name: `GET /api/leads (${q.page.size} rows, ${label})`,
        path: `/api/leads?${listQuery}`,
        direct: () => {
          const now = new Date();
          return findLeads(db, leadWhere({ firm: me, agent: null }, f, { now }), now, q.page);
        },
      },
      {
        name: `GET /api/leads/index/count (${label})`,
        path: `/api/leads/index/count?${new URLSearchParams(filters)}`,
        direct: () => countLeads(db, leadWhere({ firm: me, agent: null }, f, { now: new Date() })),
      },
    ];
  });
}

export type Timings = { name: string; http: number[]; sql: number[] };

/** Runs each case `rounds` times over HTTP and directly, alternating, after `warmup` untimed rounds. */
export async function timeLeadCalls(opts: {
  db: Db;
  baseUrl: string;
  token: string;
  me: number;
  query: LeadQuery;
  rounds: number;
  warmup: number;
}): Promise<Timings[]> {
  const headers = { authorization: `Bearer ${opts.token}` };
  const out: Timings[] = [];
  // One keep-alive connection per run (a connection left idle through the seeding may be closed under it).
  const client = new Client(opts.baseUrl);
  try {
    for (const c of cases(opts.db, opts.me, opts.query)) {
      const t: Timings = { name: c.name, http: [], sql: [] };
      for (let i = 0; i < opts.warmup + opts.rounds; i++) {
        let start = performance.now();
        const res = await client.request({ method: 'GET', path: c.path, headers });
        await res.body.arrayBuffer();
        const http = performance.now() - start;
        if (res.statusCode !== 200) throw new Error(`${c.path}: HTTP ${res.statusCode}`);
        start = performance.now();
        await c.direct();
        const sql = performance.now() - start;
        if (i >= opts.warmup) {
          t.http.push(http);
          t.sql.push(sql);
        }
      }
      out.push(t);
    }
  } finally {
    await client.close();
  }
  return out;
}

/** The HTTP cost allowed above the SQL at p50, and the ratio allowed once the SQL itself takes 2 ms. */
const MAX_OVER_SQL_MS = 1;
const MAX_RATIO = 2;
const RATIO_FROM_SQL_MS = 2;

/**
 * Table rows: p50 and p95 of each call through HTTP against the same SQL run directly. Targets: at p50
 * the HTTP cost above the SQL is at most 1 ms; at either percentile, a call whose SQL takes 2 ms or more
 * takes at most 2× its SQL (below that, a ratio measures only the fixed cost of a call).
 */
export function httpVsSqlRows(size: string, timings: Timings[]): BenchRow[] {
  return timings.flatMap((t) =>
    [50, 95].map((p) => {
      const http = percentile(t.http, p);
      const sql = percentile(t.sql, p);
      const targets: string[] = [];
      let pass = true;
      if (p === 50) {
        targets.push(`≤ +${MAX_OVER_SQL_MS} ms`);
        pass &&= http - sql <= MAX_OVER_SQL_MS;
      }
      if (sql >= RATIO_FROM_SQL_MS) {
        targets.push(`≤ ${MAX_RATIO}×`);
        pass &&= http / sql <= MAX_RATIO;
      }
      return {
        figure: `${t.name} p${p}, ${size}`,
        value: ms(http),
        baseline: `${ms(sql)} (same SQL, direct)`,
        ratio: `${http >= sql ? '+' : '−'}${ms(Math.abs(http - sql))}, ${times(http / sql)}`,
        target: targets.join(' and ') || '—',
        pass: targets.length ? pass : undefined,
      };
    }),
  );
}

/** Table rows: p95 through HTTP at the large size against the small one. */
export function growthRows(
  small: Timings[],
  large: Timings[],
  sizes: { small: string; large: string },
): BenchRow[] {
  return large.map((l, i) => {
    const s = small[i];
    const big = percentile(l.http, 95);
    const base = s ? percentile(s.http, 95) : Number.NaN;
    return {
      figure: `${l.name} p95, ${sizes.large} vs ${sizes.small}`,
      value: ms(big),
      baseline: ms(base),
      ratio: times(big / base),
      target: '≤ 2×',
      pass: big / base <= 2,
    };
  });
}

/** EXPLAIN (ANALYZE, BUFFERS) of the SQL the repository runs for each call (captured, not restated). */
export async function leadPlans(db: Db, me: number, q: LeadQuery): Promise<string> {
  const captured: { sql: string; params: unknown[] }[] = [];
  const recorder: Pick<Db, 'query'> = {
    query: async <T extends Row>(sql: string, params: unknown[] = []) => {
      captured.push({ sql, params });
      return db.query<T>(sql, params);
    },
  };
  const parts: string[] = [];
  for (const c of cases(recorder, me, q)) {
    captured.length = 0;
    await c.direct();
    for (const { sql, params } of [...captured]) {
      const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      parts.push(`-- ${c.name}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  }
  return parts.join('\n\n');
}
