// Instant start (issue 50), with a second build's address (`--compare`), both builds alternately,
// round by round, in Chromium driven by Playwright; navigation start to the first row in the page:
// - phone, cold /leads: 390x844, CPU 4x, 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip; a new
//   browser context each round (nothing cached, nothing kept on the device but the stored session);
// - phone, returning, same tab: the same phone reloads /leads after one visit (its device copies kept);
// - desktop, returning, same tab: 1440x900, no throttling, /leads reloaded after one visit.
// The first row is the first card on a phone, the grid's first row on a desktop, whatever drew it
// (the device's copy or the server's answer).
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { type BenchRow, ms } from './benchTable.ts';
import { chromiumPath } from './browser.ts';
import { percentile } from './stats.ts';
import { signIn } from './webApp.ts';

const median = (values: number[]) => percentile(values, 50);

type Device = 'phone' | 'desktop';
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
/** What counts as the first row on screen. */
const FIRST_ROW = {
  phone: '.pp-row-card',
  desktop: '.ag-row[row-index="0"] .ag-cell',
} as const;

async function newContext(browser: Browser, device: Device): Promise<BrowserContext> {
  return browser.newContext({
    viewport: VIEWPORTS[device],
    ...(device === 'phone' ? { isMobile: true, hasTouch: true } : {}),
  });
}

/** The phone's CPU and network (Lighthouse's slow 4G, as the issue measured). */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** Milliseconds from the navigation's start to the first row in the page. */
async function firstRow(page: Page, device: Device): Promise<number> {
  const handle = await page.waitForFunction(
    (selector) => (document.querySelector(selector) ? performance.now() : 0),
    FIRST_ROW[device],
    { polling: 'raf', timeout: 120_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** How long a visit stays open after its first row: the page keeps its copies once idle (the live
 * updates' stream keeps the network busy, so there is no quiet network to wait for). */
const SETTLE_MS = 4_000;

/** A visit, then the time the device needs to keep what it keeps. */
async function visit(page: Page, url: string, device: Device): Promise<number> {
  await page.goto(url);
  const time = await firstRow(page, device);
  await page.waitForTimeout(SETTLE_MS);
  return time;
}

type Figures = { cold: number[]; phoneReturn: number[]; desktopReturn: number[] };

async function oneRound(
  browser: Browser,
  origin: string,
  login: (page: Page) => Promise<void>,
  into: Figures,
) {
  // Phone: signed in (that visit is not measured), then /leads cold, then reloaded.
  const phone = await newContext(browser, 'phone');
  try {
    const page = await phone.newPage();
    await login(page);
    await page.context().clearCookies();
    await throttle(page);
    // Cold: the HTTP cache, the service worker and the device's copies of the sign-in visit cleared.
    const cdp = await phone.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'indexeddb,cache_storage,service_workers',
    });
    into.cold.push(await visit(page, `${origin}/leads`, 'phone'));
    await page.reload();
    into.phoneReturn.push(await firstRow(page, 'phone'));
  } finally {
    await phone.close();
  }
  const desktop = await newContext(browser, 'desktop');
  try {
    const page = await desktop.newPage();
    await login(page);
    await visit(page, `${origin}/leads`, 'desktop');
    await page.reload();
    into.desktopReturn.push(await firstRow(page, 'desktop'));
  } finally {
    await desktop.close();
  }
}

export type InstantStartOptions = {
  baseUrl: string;
  compareUrl: string;
  phone: string;
  password: string;
  rounds: number;
};

/** The three instant-start figures of this build against the compared one (targets: issue 50). */
export async function instantStartRows(options: InstantStartOptions): Promise<BenchRow[]> {
  const { baseUrl, compareUrl, phone, password, rounds } = options;
  const executablePath = chromiumPath();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const self: Figures = { cold: [], phoneReturn: [], desktopReturn: [] };
  const other: Figures = { cold: [], phoneReturn: [], desktopReturn: [] };
  try {
    // Round 0 warms the servers and is not counted; then the builds alternate.
    for (let r = 0; r <= rounds; r += 1) {
      const order: [string, Figures][] =
        r % 2 === 0
          ? [
              [baseUrl, self],
              [compareUrl, other],
            ]
          : [
              [compareUrl, other],
              [baseUrl, self],
            ];
      for (const [origin, into] of order) {
        const figures: Figures = { cold: [], phoneReturn: [], desktopReturn: [] };
        await oneRound(browser, origin, (page) => signIn(page, origin, phone, password), figures);
        if (r === 0) continue;
        into.cold.push(...figures.cold);
        into.phoneReturn.push(...figures.phoneReturn);
        into.desktopReturn.push(...figures.desktopReturn);
      }
    }
  } finally {
    await browser.close();
  }
  const row = (figure: string, a: number[], b: number[], target: number): BenchRow => {
    const ratio = median(a) / median(b);
    return {
      figure: `A/B: ${figure} (median of ${rounds})`,
      value: ms(median(a)),
      baseline: `${ms(median(b))} (compared build)`,
      ratio: `${ratio.toFixed(2)}x`,
      target: `≤ ${target.toFixed(1)}x`,
      pass: ratio <= target,
    };
  };
  return [
    row('phone, cold /leads, first card', self.cold, other.cold, 0.6),
    row('phone, returning /leads in the same tab, first card', self.phoneReturn, other.phoneReturn, 0.5),
    row('desktop, returning /leads in the same tab, first row', self.desktopReturn, other.desktopReturn, 0.6),
  ];
}
