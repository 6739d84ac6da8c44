// The web app against its floor (issue 16, item 3), in Chromium driven by Playwright:
// - navigation → first rows painted, and a click on a cell that becomes a filter → the new rows
//   painted, for /leads and /bookings, each as a ratio to a bare page that renders the same AG Grid
//   (theme, modules, column definitions, visible columns) with the same rows handed to it in memory;
// - INP (web-vitals) of adding a filter, changing the page and opening a lead, one interaction per
//   page load, so each page's INP is that interaction's latency.
// Times are taken inside the page (performance.now(), polled every animation frame), so Playwright's
// own round trips are not in them.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import { type BenchRow, ms, times } from './benchTable.ts';
import { chromiumPath } from './browser.ts';
import { percentile } from './stats.ts';

const median = (values: number[]) => percentile(values, 50);

const root = join(import.meta.dirname, '..');

type Row = { id: number };
/** A list screen as the bench drives it. */
type Screen = {
  name: 'leads' | 'bookings';
  path: string;
  /** The list call whose answer the screen paints. */
  call: RegExp;
  rowsOf: (answer: unknown) => Row[];
  countTestId: string;
  /** The column whose cell the bench clicks to add a filter. */
  filterColumn: string;
};

const SCREENS: Screen[] = [
  {
    name: 'leads',
    path: '/leads',
    call: /\/api\/leads\?/,
    rowsOf: (answer) => (answer as { leads: Row[] }).leads,
    countTestId: 'leads-count',
    filterColumn: 'Stage',
  },
  {
    name: 'bookings',
    path: '/bookings',
    call: /\/api\/booking\?/,
    rowsOf: (answer) => (answer as { results: Row[] }).results,
    countTestId: 'bookings-count',
    filterColumn: 'Project',
  },
];

/** Builds the bare page (bench/bareGrid) into a temporary folder. */
async function buildBarePage(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  await build({
    configFile: false,
    root: join(root, 'bench', 'bareGrid'),
    base: './',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/**
 * Serves the bare page's files over loopback HTTP, as the app is served. (Answering them from the
 * browser context instead, with a Playwright route, would make the browser hand every request of the
 * context, the app's included, to the bench process and back: a cost the app would pay and the bare
 * page hardly at all.)
 */
async function serveBarePage(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      // As the app's hashed assets are: kept by the browser between loads.
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-store',
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What "painted" means for a measurement: the first row's cells are in the page, and optionally the
 * count text is there (and no longer `countNot`), and the first row is the row `rowZeroId`. */
type Ready = { countTestId?: string; countNot?: string | null; rowZeroId?: number };
// The app's grid shows placeholder rows while a page loads: painted means they are gone.
type BenchWindow = { benchReady: (ready: Ready) => boolean; benchInp?: number };

/**
 * The bench runs under tsx, whose compiler wraps named functions in a `__name(fn, 'name')` call; the
 * functions it hands to the browser carry those calls, so each page gets a `__name` that does nothing.
 */
const NAME_SHIM = { content: 'globalThis.__name = (fn) => fn;' };

/** Installed in every page of the context (as an init script, so the app's CSP does not apply). */
function installReady() {
  (window as unknown as BenchWindow).benchReady = (ready) => {
    const row = document.querySelector('.ag-row[row-index="0"]');
    if (!row?.querySelector('.ag-cell')) return false;
    if (document.querySelector('[data-testid="grid-loading"]')) return false;
    if (ready.rowZeroId !== undefined && row.getAttribute('row-id') !== String(ready.rowZeroId)) return false;
    if (ready.countTestId) {
      const count = document.querySelector(`[data-testid="${ready.countTestId}"]`);
      if (!count) return false;
      if (ready.countNot !== undefined && count.textContent === ready.countNot) return false;
    }
    return true;
  };
}

/** Waits until the page is painted as `ready` says; answers performance.now() then. */
async function timeWhen(page: Page, ready: Ready): Promise<number> {
  const handle = await page.waitForFunction(
    (r) => ((window as unknown as BenchWindow).benchReady(r) ? performance.now() : 0),
    ready,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** Clicks an element inside the page and answers the milliseconds until the page is painted as `ready`. */
async function timeClick(page: Page, selector: string, ready: Ready): Promise<number> {
  return page.evaluate(
    ({ selector, ready }) =>
      new Promise<number>((resolve, reject) => {
        const target = document.querySelector<HTMLElement>(selector);
        if (!target) {
          reject(new Error(`no ${selector}`));
          return;
        }
        const done = () => (window as unknown as BenchWindow).benchReady(ready);
        const start = performance.now();
        target.click();
        const check = () => (done() ? resolve(performance.now() - start) : requestAnimationFrame(check));
        requestAnimationFrame(check);
      }),
    { selector, ready },
  );
}

const cellOfRowZero = (column: string) => `.ag-row[row-index="0"] [col-id="${column}"]`;

async function signIn(page: Page, baseUrl: string, phone: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login.html`);
  await page.getByRole('textbox', { name: /phone/i }).first().fill(phone);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page
    .getByRole('button', { name: /sign in|log ?in/i })
    .first()
    .click();
  await page.waitForURL((url) => !url.pathname.endsWith('login.html'), { timeout: 60_000 });
}

type ScreenTimes = { navigate: number[]; filter: number[]; columns: string[]; rows: Row[]; filtered: Row[] };

/** The app: navigation → first rows, then a cell click → the filtered rows, `rounds` times. */
async function timeApp(page: Page, baseUrl: string, screen: Screen, rounds: number): Promise<ScreenTimes> {
  const out: ScreenTimes = { navigate: [], filter: [], columns: [], rows: [], filtered: [] };
  // Round 0 warms the caches (HTTP, code, database) and is not counted.
  for (let round = 0; round <= rounds; round++) {
    const listed = page.waitForResponse((r) => screen.call.test(r.url()) && r.request().method() === 'GET');
    await page.goto(`${baseUrl}${screen.path}`);
    const navigated = await timeWhen(page, { countTestId: screen.countTestId });
    out.rows = screen.rowsOf(await (await listed).json());
    out.columns = await page
      .locator('.ag-header-cell[col-id]')
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('col-id') ?? ''));
    const first = out.rows[0];
    if (!first) throw new Error(`${screen.path} shows no rows`);
    // The next list call is the filtered one.
    const filtered = page.waitForResponse((r) => screen.call.test(r.url()) && r.request().method() === 'GET');
    const before = await page.getByTestId(screen.countTestId).textContent();
    const filterTime = await timeClick(page, cellOfRowZero(screen.filterColumn), {
      countTestId: screen.countTestId,
      countNot: before,
    });
    out.filtered = screen.rowsOf(await (await filtered).json());
    if (round > 0) {
      out.navigate.push(navigated);
      out.filter.push(filterTime);
    }
  }
  return out;
}

/** The bare page: the same columns and rows from memory, the same click swapping in the filtered rows. */
async function timeBare(page: Page, origin: string, screen: Screen, app: ScreenTimes, rounds: number) {
  const navigate: number[] = [];
  const filter: number[] = [];
  const next = app.filtered[0];
  if (!next) throw new Error(`${screen.path}: the filter left no rows`);
  await page.addInitScript(
    (input) => {
      (window as unknown as { benchInput: unknown }).benchInput = input;
    },
    { screen: screen.name, columns: app.columns, rows: app.rows, filtered: app.filtered },
  );
  for (let round = 0; round <= rounds; round++) {
    await page.goto(`${origin}/`);
    const navigated = await timeWhen(page, {});
    const filterTime = await timeClick(page, cellOfRowZero(screen.filterColumn), { rowZeroId: next.id });
    if (round > 0) {
      navigate.push(navigated);
      filter.push(filterTime);
    }
  }
  return { navigate, filter };
}

/** web-vitals' script build (it defines the global webVitals), from beside its package entry. */
const webVitalsScript = () =>
  readFileSync(
    join(dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'),
    'utf8',
  );

/** INP of one interaction on a fresh /leads: the median over `rounds` page loads. */
async function inpOf(page: Page, baseUrl: string, act: (page: Page) => Promise<void>, rounds: number) {
  const values: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await page.goto(`${baseUrl}/leads`);
    await timeWhen(page, { countTestId: 'leads-count' });
    await act(page);
    const handle = await page.waitForFunction(
      () => (window as unknown as { benchInp?: number }).benchInp,
      undefined,
      {
        timeout: 30_000,
      },
    );
    values.push((await handle.jsonValue()) as number);
  }
  return median(values);
}

export type WebAppOptions = { baseUrl: string; phone: string; password: string; rounds: number };

/** The rows of item 3 of the issue for /leads and /bookings, and the INP of three interactions. */
export async function webAppRows(options: WebAppOptions): Promise<BenchRow[]> {
  const { baseUrl, phone, password, rounds } = options;
  const bareDir = await buildBarePage();
  const bare = await serveBarePage(bareDir);
  const executablePath = chromiumPath();
  const browser: Browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const rows: BenchRow[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(NAME_SHIM);
    await context.addInitScript(installReady);
    const page = await context.newPage();
    await signIn(page, baseUrl, phone, password);
    for (const screen of SCREENS) {
      const app = await timeApp(page, baseUrl, screen, rounds);
      const barePage = await context.newPage();
      const bareTimes = await timeBare(barePage, bare.origin, screen, app, rounds);
      await barePage.close();
      const pair = (what: string, value: number, baseline: number) =>
        rows.push({
          figure: `${screen.path}: ${what} (median of ${rounds})`,
          value: ms(value),
          baseline: `${ms(baseline)} (bare AG Grid, rows in memory)`,
          ratio: times(value / baseline),
          target: '≤ 1.5×',
        });
      pair('navigation → first rows painted', median(app.navigate), median(bareTimes.navigate));
      pair(
        `${screen.filterColumn} cell → filtered rows painted`,
        median(app.filter),
        median(bareTimes.filter),
      );
    }
    await page.close();

    // INP: web-vitals reports each change of the page's INP; one interaction per load.
    const inpContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await inpContext.addInitScript(NAME_SHIM);
    await inpContext.addInitScript(installReady);
    await inpContext.addInitScript(
      `${webVitalsScript()}\nwebVitals.onINP((m) => { window.benchInp = m.value; }, { reportAllChanges: true });`,
    );
    const inpPage = await inpContext.newPage();
    await signIn(inpPage, baseUrl, phone, password);
    const interactions: [string, (p: Page) => Promise<void>][] = [
      ['add a filter (Stage cell)', (p) => p.locator(cellOfRowZero('Stage')).click()],
      ['change the page (Next page)', (p) => p.getByRole('button', { name: 'Next page' }).click()],
      ['open a lead (More Info)', (p) => p.getByRole('button', { name: 'More Info' }).first().click()],
    ];
    for (const [what, act] of interactions) {
      const inp = await inpOf(inpPage, baseUrl, act, rounds);
      rows.push({
        figure: `/leads INP: ${what} (median of ${rounds})`,
        value: ms(inp),
        baseline: '100 ms (good INP)',
        ratio: times(inp / 100),
        target: '≤ 1×',
      });
    }
    await inpContext.close();
  } finally {
    await browser.close();
    await bare.close();
    rmSync(bareDir, { recursive: true, force: true });
  }
  return rows;
}
