// Lighthouse performance of /login.html, / and /leads with the desktop and the mobile preset, against the built app served by a server process as `npm start` serves it (precompressed
// files, cache headers). The signed-in pages run with the demo partner's session put in the browser's
// storage first (the way the sign-in page keeps it, src/domain/session.ts), over the DevTools protocol;
// Lighthouse then keeps the storage (disableStorageReset), and the HTTP cache is emptied before each run,
// so every page loads as a returning partner whose cache is cold.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { WebSocket } from 'undici';
import { createSession, SESSION_KEY } from '../src/domain/session.ts';
import type { BenchRow } from './benchTable.ts';
import { chromiumPath, signInDemo } from './browser.ts';

export const PAGES = ['/login.html', '/', '/leads'] as const;
export const PRESETS = ['desktop', 'mobile'] as const;
type Preset = (typeof PRESETS)[number];
type Page = (typeof PAGES)[number];
/** The lowest score each page may have with each preset (on mobile, creating AG Grid is /leads' fixed cost). */
const TARGETS: Record<Preset, Record<(typeof PAGES)[number], number>> = {
  desktop: { '/login.html': 95, '/': 95, '/leads': 95 },
  mobile: { '/login.html': 85, '/': 85, '/leads': 80 },
};

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A minimal DevTools protocol client on the browser's first page. */
async function devtools(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    type: string;
    webSocketDebuggerUrl: string;
  }[];
  const page = targets.find((t) => t.type === 'page');
  if (!page) throw new Error('no page target in the browser');
  const ws = new WebSocket(page.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve, { once: true });
    ws.addEventListener('error', reject, { once: true });
  });
  let id = 0;
  type Message = { id?: number; method?: string; result?: unknown; error?: { message: string } };
  const pending = new Map<number, (m: Message) => void>();
  const events: ((m: Message) => void)[] = [];
  ws.addEventListener('message', (e) => {
    const m = JSON.parse(String(e.data)) as Message;
    if (m.id !== undefined) pending.get(m.id)?.(m);
    else for (const f of events) f(m);
  });
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      id += 1;
      pending.set(id, (m) =>
        m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result),
      );
      ws.send(JSON.stringify({ id, method, params }));
    });
  const once = (method: string) =>
    new Promise<void>((resolve) => {
      events.push((m) => {
        if (m.method === method) resolve();
      });
    });
  return { send, once, close: () => ws.close() };
}

/** Signs the demo partner in through the API and keeps the session in the browser's storage for `origin`. */
export async function putSession(port: number, origin: string) {
  const userData = await signInDemo(origin);
  const session = createSession(userData.token, userData, Date.now());
  const cdp = await devtools(port);
  try {
    await cdp.send('Page.enable');
    const loaded = cdp.once('Page.loadEventFired');
    await cdp.send('Page.navigate', { url: `${origin}/login.html` });
    await loaded;
    await cdp.send('Runtime.evaluate', {
      expression: `localStorage.setItem(${JSON.stringify(SESSION_KEY)}, ${JSON.stringify(JSON.stringify(session))})`,
    });
    await cdp.send('Page.navigate', { url: 'about:blank' });
  } finally {
    cdp.close();
  }
}

/** Empties the browser's HTTP cache (the storage, and so the session, stays). */
async function clearCache(port: number) {
  const cdp = await devtools(port);
  try {
    await cdp.send('Network.clearBrowserCache');
  } finally {
    cdp.close();
  }
}

export type Score = {
  page: Page;
  preset: Preset;
  /** The median run's score, LCP and TBT (the run whose score is the median). */
  score: number;
  lcp: number;
  tbt: number;
  /** Every run's score, in the order measured. */
  scores: number[];
};

/** The run whose score is the median (the lower middle one for an even count). */
function medianRun<T extends { score: number }>(runs: T[]): T {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('no Lighthouse run');
  return middle;
}

type Measured = { score: number; lcp: number; tbt: number };

/** One Lighthouse run of a page, cold (empty HTTP cache, the session kept). */
async function measure(port: number, url: string, preset: Preset): Promise<Measured> {
  const flags: Flags = {
    port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
    disableStorageReset: true,
  };
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  // Lighthouse keeps the storage (the session), and with it the HTTP cache: emptied before each run,
  // so every run loads the page cold, not warmed by the page or the run before.
  await clearCache(port);
  // A trace that Lighthouse could not record (NO_NAVSTART and the like, seen on a loaded machine) is
  // its own failure, not the page's: the page is measured once more.
  let lhr = (await lighthouse(url, flags, config))?.lhr;
  if (lhr?.runtimeError) {
    console.log(`lighthouse ${preset} ${url}: ${lhr.runtimeError.code}, measured again`);
    lhr = (await lighthouse(url, flags, config))?.lhr;
  }
  if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`);
  if (!lhr.finalDisplayedUrl.endsWith(new URL(url).pathname))
    throw new Error(`lighthouse ${url} ended at ${lhr.finalDisplayedUrl} (not signed in?)`);
  const audit = (name: string) => lhr.audits[name]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
  };
}

/**
 * Lighthouse's performance score (0-100) of each page with each preset, one browser per preset: the
 * median of `runs` runs, as Lighthouse's documentation advises for a score that varies between runs
 * (the mobile preset's simulated phone moves a page's score by several points). With several origins
 * (builds), each run measures them one after the other, so a busy moment falls on both alike; the
 * scores come back per origin, in the order given.
 */
export async function lighthouseScores(
  origins: readonly string[],
  runs = 1,
  only: { presets: readonly Preset[]; pages: readonly Page[] } = { presets: PRESETS, pages: PAGES },
): Promise<Score[][]> {
  const scores: Score[][] = origins.map(() => []);
  for (const preset of only.presets) {
    const path = chromiumPath();
    const chrome = await chromeLauncher.launch({ ...(path ? { chromePath: path } : {}), chromeFlags: FLAGS });
    try {
      for (const origin of origins) await putSession(chrome.port, origin);
      for (const page of only.pages) {
        const measured: Measured[][] = origins.map(() => []);
        for (let run = 0; run < runs; run++)
          for (const [i, origin] of origins.entries())
            measured[i]?.push(await measure(chrome.port, `${origin}${page}`, preset));
        for (const [i, origin] of origins.entries()) {
          const list = measured[i] ?? [];
          scores[i]?.push({ page, preset, ...medianRun(list), scores: list.map((m) => m.score) });
          console.log(`lighthouse ${preset} ${origin}${page}: ${list.map((m) => m.score).join(', ')}`);
        }
      }
    } finally {
      chrome.kill();
    }
  }
  return scores;
}

export function lighthouseRows(scores: Score[]): BenchRow[] {
  return scores.map((s) => {
    const runs = s.scores.length;
    return {
      figure: `Lighthouse performance, ${s.page}, ${s.preset}${runs > 1 ? ` (median of ${runs})` : ''}`,
      value: String(s.score),
      baseline: `LCP ${(s.lcp / 1000).toFixed(1)} s, TBT ${Math.round(s.tbt)} ms${runs > 1 ? `; runs ${Math.min(...s.scores)}-${Math.max(...s.scores)}` : ''}`,
      ratio: '—',
      target: `≥ ${TARGETS[s.preset][s.page]}`,
      pass: s.score >= TARGETS[s.preset][s.page],
    };
  });
}

/** This build's median score against the compared build's, page by page: not lower is the target. */
export function lighthouseAbRows(scores: Score[], compared: Score[]): BenchRow[] {
  return scores.flatMap((s) => {
    const other = compared.find((c) => c.page === s.page && c.preset === s.preset);
    if (!other) return [];
    return [
      {
        figure: `A/B: Lighthouse performance, ${s.page}, ${s.preset} (median of ${s.scores.length})`,
        value: String(s.score),
        baseline: `${other.score} (compared build; runs ${Math.min(...other.scores)}-${Math.max(...other.scores)})`,
        ratio: `${s.score - other.score >= 0 ? '+' : ''}${s.score - other.score}`,
        target: '≥ compared',
        pass: s.score >= other.score,
      },
    ];
  });
}
