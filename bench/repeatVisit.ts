// Reopening /leads with the service worker installed and controlling, against the same build with
// service workers blocked: navigation start → first row painted (the grid's first row on a desktop,
// the first card's title on a phone), in a new tab of a signed-in browser each time, on a desktop
// (1440×900) and on a phone profile (390×844, CPU slowed 4×, 1.6 Mbit/s down, 150 ms latency, through
// the Chrome DevTools Protocol on the page). The variants (with `--compare`, the compared build's too)
// are measured alternately, round by round; round 0 is not counted.
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { type BenchRow, ms, times } from './benchTable.ts';
import { chromiumPath } from './browser.ts';
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

/** Answers performance.now() once the first row is painted (0 before): the page's navigation start is 0. */
const FIRST_ROW = `(() => {
  if (document.querySelector('[data-testid="grid-loading"]')) return 0;
  const cell = document.querySelector('.ag-row[row-index="0"] .ag-cell, .pp-row-card__title');
  return cell && cell.textContent ? performance.now() : 0;
})()`;

/** A signed-in context that has opened /leads once (and, with workers allowed, is controlled by one). */
async function preparedContext(
  browser: Browser,
  variant: Variant,
  profile: Profile,
  login: { phone: string; password: string },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: profile.viewport,
    isMobile: profile.mobile,
    hasTouch: profile.mobile,
    serviceWorkers: variant.workers,
  });
  const page = await context.newPage();
  await signIn(page, variant.url, login.phone, login.password);
  await page.goto(`${variant.url}/leads`);
  await page.waitForFunction(FIRST_ROW, undefined, { timeout: 120_000 });
  if (variant.workers === 'allow') {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 120_000,
    });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  }
  await page.close();
  return context;
}

/** Opens /leads in a new tab of `context`: navigation start → first row painted, in ms. */
async function reopen(context: BrowserContext, variant: Variant, profile: Profile): Promise<number> {
  const page = await context.newPage();
  try {
    const { throttle } = profile;
    if (throttle) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpu });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: throttle.latency,
        downloadThroughput: throttle.down,
        uploadThroughput: throttle.up,
      });
    }
    await page.goto(`${variant.url}/leads`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(FIRST_ROW, undefined, { polling: 'raf', timeout: 120_000 });
    const time = (await handle.jsonValue()) as number;
    const controlled = await page.evaluate(() => navigator.serviceWorker?.controller != null);
    if (controlled !== (variant.workers === 'allow'))
      throw new Error(`${variant.name}: the page was ${controlled ? '' : 'not '}controlled by a worker`);
    return time;
  } finally {
    await page.close();
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
  try {
    for (const profile of PROFILES) {
      const contexts: BrowserContext[] = [];
      for (const variant of variants)
        contexts.push(await preparedContext(browser, variant, profile, options));
      const timings = variants.map((): number[] => []);
      for (let r = 0; r <= rounds; r++) {
        for (const [i, variant] of variants.entries()) {
          const time = await reopen(contexts[i] as BrowserContext, variant, profile);
          if (r > 0) timings[i]?.push(time);
        }
      }
      await Promise.all(contexts.map((c) => c.close()));
      const [worker = [], blocked = [], comparedWorker, comparedBlocked] = timings;
      const figure = (what: string) => `reopen /leads, ${profile.name}: ${what} (median of ${rounds})`;
      rows.push({
        figure: figure('worker → first row'),
        value: `${ms(median(worker))} (${spread(worker)})`,
        baseline: `${ms(median(blocked))} workers blocked (${spread(blocked)})`,
        ratio: times(median(worker) / median(blocked)),
        target: '≤ 0.9×',
        pass: median(worker) / median(blocked) <= 0.9,
      });
      if (comparedWorker && comparedBlocked) {
        rows.push(
          {
            figure: figure('compared build, worker → first row'),
            value: `${ms(median(comparedWorker))} (${spread(comparedWorker)})`,
            baseline: `${ms(median(comparedBlocked))} workers blocked (${spread(comparedBlocked)})`,
            ratio: times(median(comparedWorker) / median(comparedBlocked)),
            target: '—',
          },
          {
            figure: `A/B: ${figure('worker → first row')}`,
            value: ms(median(worker)),
            baseline: `${ms(median(comparedWorker))} (compared build)`,
            ratio: times(median(worker) / median(comparedWorker)),
            target: '—',
          },
        );
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
