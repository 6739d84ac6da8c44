// Power users: the demo partner with 300 saved views (filter values and columns; the server keeps up to
// STORAGE_LIMITS.savedFilters) across the four sections that keep them (leads, bookings, projects, bulk
// leads), the page given all of them or the first 3, alternately round by round, in Chromium driven by
// Playwright against the built app.
// Three timings, each the median of `rounds` cold page loads (after one not counted), as a ratio of many to 3:
// - start-up to interactive: navigation start → the start-up screen gone, the navigation drawn with the
//   Leads section's saved filters listed, and the first rows of /leads painted;
// - switching views: a click on the first saved Leads view the left navigation lists → its rows and
//   count painted (its filter and its columns);
// - navigation: a click on Bookings in the left navigation → the bookings' rows painted (the navigation
//   draws again with the Bookings section open).
import { type Browser, chromium } from '@playwright/test';
import { STORAGE_LIMITS } from '../server/lib/storageLimits.ts';
import { createSession, SESSION_KEY } from '../src/domain/session.ts';
import { type BenchRow, ms, times } from './benchTable.ts';
import { chromiumPath, signInDemo } from './browser.ts';
import { percentile } from './stats.ts';

const TYPES = ['lead', 'booking', 'project', 'bulklead'] as const;
/**
 * Column names a saved view keeps: the leads' (spec 02), as a partner's stored view holds them. Literal:
 * the columns' module reads the build's settings, which a bench run in Node does not have.
 */
const COLUMNS = [
  'ID',
  'Client Name',
  'Client Contact',
  'Project',
  'Activity Status',
  'Stage',
  'Protection',
  'Assigned Date',
  'Coming Date',
  'Followup Date',
  'Location',
  'Region',
  'Last Update Date',
  'Rm Name',
  'Presale RM',
  'Added By',
  'Admin Comments',
  'Source',
  'Magnet Name',
  'Is Magnet',
  'Is Presale Lead',
  'Nationality',
  'Is Audit Lead',
];
const FEW = 3;
const MANY = Math.min(300, STORAGE_LIMITS.savedFilters);

type Api = (method: string, path: string, body?: unknown) => Promise<unknown>;

async function signIn(origin: string) {
  const userData = await signInDemo(origin);
  const api: Api = async (method, path, body) => {
    const r = await fetch(`${origin}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${userData.token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
    return r.status === 204 ? null : r.json();
  };
  return { api, session: createSession(userData.token, userData, Date.now()) };
}

/** Replaces the partner's saved filters with `count`, spread over the four sections (Leads and Bookings first). */
async function savedFilters(api: Api, count: number) {
  const existing = (await api('GET', '/userFilter')) as { id: number }[];
  for (const f of existing) await api('DELETE', `/userFilter/${f.id}`);
  for (let i = 0; i < count; i++) {
    const type = TYPES[i % TYPES.length] ?? 'lead';
    // A power user's view: its filter values and its own columns (every second column hidden).
    const desktop = COLUMNS.map((name, at) => ({ name, show: at % 2 === 0 || at < 3 }));
    await api('POST', '/userFilter', {
      type,
      name: `Saved ${type} ${i + 1}`,
      filter: { stage_ids: [{ id: 3, name: 'Opportunity' }] },
      columns: { desktop, mobile: desktop.slice(0, 6) },
    });
  }
}

const median = (values: number[]) => percentile(values, 50);

type Timings = { startup: number; switching: number; navigation: number };

/**
 * One cold page load of /leads, a switch to a saved view and a click to /bookings, with the partner's
 * saved views cut to the first `keep` on their way to the page (the same server and data for both
 * counts; service workers are off so that the page's requests can be cut).
 */
async function timeRound(browser: Browser, origin: string, session: unknown, keep: number): Promise<Timings> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    serviceWorkers: 'block',
  });
  await context.route(
    (url) => url.pathname === '/api/userFilter',
    async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const views = (await response.json()) as unknown[];
      return route.fulfill({ response, json: views.slice(0, keep) });
    },
  );
  try {
    await context.addInitScript(
      ([key, value]) => {
        if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
      },
      [SESSION_KEY, JSON.stringify(session)] as const,
    );
    const page = await context.newPage();
    await page.goto(`${origin}/leads`);
    await page.waitForFunction(
      () =>
        !document.querySelector('[data-testid="startup-loading"]') &&
        document.querySelector('ul[aria-label="Saved Leads filters"]') &&
        document.querySelector('.ag-row'),
      undefined,
      { timeout: 120_000, polling: 'raf' },
    );
    const ready = await page.evaluate(() => performance.now());
    const picked = await page.evaluate(() => {
      // The first view the navigation lists (the newest pinned ones are listed; all views filter alike).
      const link = document.querySelector<HTMLAnchorElement>('ul[aria-label="Saved Leads filters"] a');
      if (!link) throw new Error('no saved Leads view in the navigation');
      const w = window as unknown as { countBefore: string | null | undefined; viewPath: string | null };
      w.countBefore = document.querySelector('[data-testid="leads-count"]')?.textContent;
      w.viewPath = link.getAttribute('href');
      const t = performance.now();
      link.click();
      return t;
    });
    await page.waitForFunction(
      () => {
        const w = window as unknown as { countBefore: string | null | undefined; viewPath: string | null };
        const count = document.querySelector('[data-testid="leads-count"]')?.textContent;
        return (
          location.pathname === w.viewPath &&
          !document.querySelector('[data-testid="grid-loading"]') &&
          document.querySelector('.ag-row') &&
          count !== w.countBefore &&
          count?.startsWith('Showing')
        );
      },
      undefined,
      { timeout: 120_000, polling: 'raf' },
    );
    const switched = await page.evaluate(() => performance.now());
    const clicked = await page.evaluate(() => {
      const link = [...document.querySelectorAll<HTMLAnchorElement>('nav.pp-nav a')].find(
        (a) => a.getAttribute('href') === '/bookings',
      );
      if (!link) throw new Error('no Bookings link');
      (window as unknown as { leadsGrid: unknown }).leadsGrid = document.querySelector('.ag-root');
      const t = performance.now();
      link.click();
      return t;
    });
    await page.waitForFunction(
      () =>
        location.pathname === '/bookings' &&
        document.querySelector('ul[aria-label="Saved Bookings filters"]') &&
        document.querySelector('.ag-row') &&
        document.querySelector('.ag-root') !== (window as unknown as { leadsGrid: unknown }).leadsGrid,
      undefined,
      { timeout: 120_000, polling: 'raf' },
    );
    const shown = await page.evaluate(() => performance.now());
    return { startup: ready, switching: switched - picked, navigation: shown - clicked };
  } finally {
    await context.close();
  }
}

export async function powerUserRows(origin: string, rounds: number): Promise<BenchRow[]> {
  const path = chromiumPath();
  const { api, session } = await signIn(origin);
  await savedFilters(api, MANY);
  const browser = await chromium.launch({
    ...(path ? { executablePath: path } : {}),
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  // A few views and many, round by round, so that a busy moment falls on both alike; the first round
  // warms the server and the browser's code cache and is not counted.
  const measured: Record<'few' | 'many', Timings[]> = { few: [], many: [] };
  try {
    for (let i = 0; i < rounds + 1; i++) {
      const few = await timeRound(browser, origin, session, FEW);
      const many = await timeRound(browser, origin, session, MANY);
      if (i === 0) continue;
      measured.few.push(few);
      measured.many.push(many);
    }
  } finally {
    await browser.close();
  }
  const of = (list: Timings[]) => ({
    startup: median(list.map((t) => t.startup)),
    switching: median(list.map((t) => t.switching)),
    navigation: median(list.map((t) => t.navigation)),
  });
  const few = of(measured.few);
  const many = of(measured.many);
  const row = (figure: string, a: number, b: number): BenchRow => ({
    figure: `${figure}, ${MANY} saved filters (median of ${rounds})`,
    value: ms(b),
    baseline: `${ms(a)} (${FEW} saved filters)`,
    ratio: times(b / a),
    target: '≤ 1.2×',
    pass: b / a <= 1.2,
  });
  return [
    row('/leads start-up to interactive', few.startup, many.startup),
    row('switching views /leads → a saved view, rows painted', few.switching, many.switching),
    row('navigation /leads → /bookings, rows painted', few.navigation, many.navigation),
  ];
}
