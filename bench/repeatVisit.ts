// Reopening /leads with the service worker installed and controlling, against the same build with
// service workers blocked: navigation start → first row painted (the grid's first row on a desktop,
// the first card's title on a phone), in the tab of the first visit and in a new tab, in a signed-in
// browser with a profile on disk (as a partner's Chrome keeps one: its HTTP cache, its compiled code),
// on a desktop (1440×900) and on a phone profile (390×844, CPU slowed 4×, 1.6 Mbit/s down, 150 ms
// latency, through the Chrome DevTools Protocol on the page). The variants (with `--compare`, the
// compared build's too) are measured alternately, round by round; round 0 is not counted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { createSession, SESSION_KEY } from '../src/domain/session.ts';
import { type BenchRow, ms, times } from './benchTable.ts';
import { chromiumPath, signInDemo } from './browser.ts';
import { percentile } from './stats.ts';
import { signIn } from './webApp.ts';

type Profile = {
  name: 'desktop' | 'phone';
  viewport: { width: number; height: number };
  mobile: boolean;
  /** CPU slowdown and network (latency in ms, throughput in bytes/s), applied to each page. */
  throttle?: { cpu: number; latency: number; down: number; up: number };
};

const PROFILES: Profile[] = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, mobile: false },
  {
    name: 'phone',
    viewport: { width: 390, height: 844 },
    mobile: true,
    throttle: { cpu: 4, latency: 150, down: (1.6 * 1024 * 1024) / 8, up: (750 * 1024) / 8 },
  },
];

type Variant = { name: string; url: string; workers: 'allow' | 'block' };

/**
 * Installed in every page as an init script (the app's CSP allows no evaluated strings): answers
 * performance.now() once the first row is painted (0 before); the page's navigation start is 0.
 */
const FIRST_ROW_SCRIPT = `window.benchFirstRow = () => {
  if (document.querySelector('[data-testid="grid-loading"]')) return 0;
  const cell = document.querySelector('.ag-row[row-index="0"] .ag-cell, .pp-row-card__title');
  return cell && cell.textContent ? performance.now() : 0;
};`;
const FIRST_ROW = () => (window as unknown as { benchFirstRow: () => number }).benchFirstRow();

/** A browser with its own profile on disk, signed in, and the tab that opened /leads once in it. */
type Prepared = { context: BrowserContext; tab: Page; dir: string };

/** Launches a signed-in browser with a profile on disk that has opened /leads once (and, with workers allowed, is controlled by one). */
async function preparedProfile(
  variant: Variant,
  profile: Profile,
  login: { phone: string; password: string },
): Promise<Prepared> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const executablePath = chromiumPath();
  const context = await chromium.launchPersistentContext(dir, {
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu'],
    viewport: profile.viewport,
    isMobile: profile.mobile,
    hasTouch: profile.mobile,
    serviceWorkers: variant.workers,
  });
  await context.addInitScript({ content: FIRST_ROW_SCRIPT });
  const tab = context.pages()[0] ?? (await context.newPage());
  await signIn(tab, variant.url, login.phone, login.password);
  await tab.goto(`${variant.url}/leads`);
  await tab.waitForFunction(FIRST_ROW, undefined, { timeout: 120_000 });
  if (variant.workers === 'allow') {
    await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 120_000,
    });
    await tab.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  }
  return { context, tab, dir };
}

/**
 * Opens /leads again in the tab of the first visit (`'same tab'`) or in a new tab: navigation start →
 * first row painted, in ms.
 */
async function reopen(prepared: Prepared, where: Where, variant: Variant, profile: Profile): Promise<number> {
  const { context } = prepared;
  const page = where === 'same tab' ? prepared.tab : await context.newPage();
  try {
    const time = await timedLeads(context, page, variant.url, profile);
    const controlled = await page.evaluate(() => navigator.serviceWorker?.controller != null);
    if (controlled !== (variant.workers === 'allow'))
      throw new Error(`${variant.name}: the page was ${controlled ? '' : 'not '}controlled by a worker`);
    return time;
  } finally {
    if (page !== prepared.tab) await page.close();
  }
}

type Where = 'same tab' | 'new tab';
const WHERE: readonly Where[] = ['same tab', 'new tab'];

/**
 * A first visit: a new browser profile with the session in its storage (as the sign-in page leaves
 * it) opens /leads; navigation start → first row painted, in ms. Where workers are allowed, the app
 * registers its worker during this visit, when it chooses.
 */
async function firstVisit(browser: Browser, variant: Variant, profile: Profile): Promise<number> {
  const userData = await signInDemo(variant.url);
  const session = JSON.stringify(createSession(userData.token, userData, Date.now()));
  const context = await browser.newContext({
    viewport: profile.viewport,
    isMobile: profile.mobile,
    hasTouch: profile.mobile,
    serviceWorkers: variant.workers,
  });
  try {
    await context.addInitScript({ content: FIRST_ROW_SCRIPT });
    await context.addInitScript(
      ([key, value]) => {
        if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
      },
      [SESSION_KEY, session] as const,
    );
    return await timedLeads(context, await context.newPage(), variant.url, profile);
  } finally {
    await context.close();
  }
}

/** Navigates `page` to /leads under the profile's throttling: navigation start → first row painted, in ms. */
async function timedLeads(
  context: BrowserContext,
  page: Page,
  url: string,
  profile: Profile,
): Promise<number> {
  const { throttle } = profile;
  // Throttling lasts as long as its session: a tab measured again gets a new one.
  const cdp = throttle ? await context.newCDPSession(page) : undefined;
  try {
    if (cdp && throttle) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpu });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: throttle.latency,
        downloadThroughput: throttle.down,
        uploadThroughput: throttle.up,
      });
    }
    await page.goto(`${url}/leads`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(FIRST_ROW, undefined, { polling: 'raf', timeout: 120_000 });
    return (await handle.jsonValue()) as number;
  } finally {
    await cdp?.detach();
  }
}

export type RepeatVisitOptions = {
  baseUrl: string;
  compareUrl?: string | undefined;
  phone: string;
  password: string;
  rounds: number;
};

const median = (values: number[]) => percentile(values, 50);
const spread = (values: number[]) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;

/** Worker against blocked, per profile; with `compareUrl`, the compared build's worker beside this one's. */
export async function repeatVisitRows(options: RepeatVisitOptions): Promise<BenchRow[]> {
  const { baseUrl, compareUrl, rounds } = options;
  const executablePath = chromiumPath();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const variants: Variant[] = [
    { name: 'worker', url: baseUrl, workers: 'allow' },
    { name: 'blocked', url: baseUrl, workers: 'block' },
    ...(compareUrl
      ? [
          { name: 'compared worker', url: compareUrl, workers: 'allow' as const },
          { name: 'compared blocked', url: compareUrl, workers: 'block' as const },
        ]
      : []),
  ];
  const rows: BenchRow[] = [];
  /** Worker against blocked; with a compared build, its own pair and the two workers side by side. */
  const rowsOf = (what: string, target: string, timings: number[][]) => {
    const [worker = [], blocked = [], comparedWorker, comparedBlocked] = timings;
    const figure = `${what} → first row (median of ${rounds})`;
    const ratio = median(worker) / median(blocked);
    rows.push({
      figure,
      value: `${ms(median(worker))} worker (${spread(worker)})`,
      baseline: `${ms(median(blocked))} workers blocked (${spread(blocked)})`,
      ratio: times(ratio),
      target: target ? `≤ ${target}×` : '—',
      pass: target ? ratio <= Number(target) : undefined,
    });
    if (!comparedWorker || !comparedBlocked) return;
    rows.push(
      {
        figure: `${figure}, compared build`,
        value: `${ms(median(comparedWorker))} worker (${spread(comparedWorker)})`,
        baseline: `${ms(median(comparedBlocked))} workers blocked (${spread(comparedBlocked)})`,
        ratio: times(median(comparedWorker) / median(comparedBlocked)),
        target: '—',
      },
      {
        figure: `A/B: ${figure}, worker`,
        value: ms(median(worker)),
        baseline: `${ms(median(comparedWorker))} (compared build)`,
        ratio: times(median(worker) / median(comparedWorker)),
        target: '—',
      },
    );
  };
  try {
    for (const profile of PROFILES) {
      const prepared: Prepared[] = [];
      try {
        for (const variant of variants) prepared.push(await preparedProfile(variant, profile, options));
        const reopened = WHERE.map(() => variants.map((): number[] => []));
        for (let r = 0; r <= rounds; r++) {
          for (const [w, where] of WHERE.entries()) {
            for (const [i, variant] of variants.entries()) {
              const time = await reopen(prepared[i] as Prepared, where, variant, profile);
              if (r > 0) reopened[w]?.[i]?.push(time);
            }
          }
        }
        for (const [w, where] of WHERE.entries())
          rowsOf(`reopen /leads, ${where}, ${profile.name}`, '1.0', reopened[w] ?? []);
      } finally {
        for (const p of prepared) {
          await p.context.close();
          rmSync(p.dir, { recursive: true, force: true });
        }
      }
      const first = variants.map((): number[] => []);
      for (let r = 0; r <= rounds; r++) {
        for (const [i, variant] of variants.entries()) {
          const time = await firstVisit(browser, variant, profile);
          if (r > 0) first[i]?.push(time);
        }
      }
      rowsOf(`first visit /leads, ${profile.name}`, '', first);
    }
  } finally {
    await browser.close();
  }
  return rows;
}
