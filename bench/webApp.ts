// The web app against its floor, in Chromium driven by Playwright at 1440×900:
// - navigation → first rows painted, and a click on a cell that becomes a filter → the filtered rows
//   painted, for /leads and /bookings, each against a bare AG Grid page (bench/bareGrid) served by the
//   same server: on load it makes the start-up calls of spec 01 §2.3, then the list's calls the app made,
//   then draws the rows; on the same click it makes the calls the app's filter made, with the same token;
// - INP (web-vitals) of adding a filter, changing the page and opening a lead, one interaction per page
//   load, so each page's INP is that interaction's latency.
// With a second build's address (`--compare`), every app figure is taken on both builds, alternately,
// round by round. Times are taken inside the page (performance.now(), polled every animation frame), so
// Playwright's own round trips are not in them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import { type BenchRow, ms, times } from './benchTable.ts';
import { chromiumPath, signInDemo } from './browser.ts';
import { percentile } from './stats.ts';

const median = (values: number[]) => percentile(values, 50);

const root = join(import.meta.dirname, '..');

/** Where the bench puts the bare page in the web directory the server serves. */
const BARE_PATH = '/bench-bare/index.html';

/** Builds the bare page (bench/bareGrid) into `webDir`, beside the app, so it is served from the app's origin. */
export async function addBarePage(webDir: string): Promise<void> {
  await build({
    configFile: false,
    root: join(root, 'bench', 'bareGrid'),
    base: './',
    logLevel: 'warn',
    // AG Grid is one large chunk, as in the app: no warning about it.
    build: { outDir: join(webDir, dirname(BARE_PATH)), emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
}

/** A list screen as the bench drives it. */
type Screen = {
  name: 'leads' | 'bookings';
  path: string;
  /** The list's GET calls (a page and its count, or one call that answers both). */
  calls: RegExp[];
  /** Those calls in words, for the table. */
  callsText: string;
  countTestId: string;
  /** The column whose cell the bench clicks to add a filter. */
  filterColumn: string;
};

const SCREENS: Screen[] = [
  {
    name: 'leads',
    path: '/leads',
    calls: [/\/api\/leads\?/, /\/api\/leads\/index\/count\?/],
    callsText: 'page + count',
    countTestId: 'leads-count',
    filterColumn: 'Stage',
  },
  {
    name: 'bookings',
    path: '/bookings',
    // Not the passback cards' call (is_lead_cancelled=0), which the screen makes beside its list.
    calls: [/\/api\/booking\?(?!.*is_lead_cancelled)/],
    callsText: 'list call',
    countTestId: 'bookings-count',
    filterColumn: 'Project',
  },
];

/**
 * Spec 01 §2.3.2: once the user id is known (here, as in the app, from the stored session, so they go
 * out beside the user's own load): regions, parent regions, stages, internal statuses, sources,
 * additional user info, magnet booking activity, added leads, digital leads, magnet plan, user field
 * layouts, and the saved filters. Paths as spec 01 §7 names them.
 */
const startupCalls = (id: number) => [
  '/api/users/me',
  '/api/regions?limit=50',
  '/api/regionparents',
  '/api/users/stages?type=LEAD',
  '/api/lead_internal_status',
  '/api/sources',
  `/api/users/${id}`,
  `/api/dashboard/magnet-book-activity/${id}`,
  `/api/dashboard/open_leads/${id}?magnet_lead=1`,
  `/api/dashboard/open_leads/${id}?digital_lead=1`,
  '/api/magnetPlan',
  '/api/userField',
  '/api/userFilter',
];

/** What "painted" means for a measurement: the first row's cells are in the page, the count text is
 * there, and optionally it is no longer `countNot`. */
type Ready = { countTestId: string; countNot?: string | null };
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
    const count = document.querySelector(`[data-testid="${ready.countTestId}"]`);
    if (!count?.textContent) return false;
    return ready.countNot === undefined || count.textContent !== ready.countNot;
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

/** Records the page's GET requests that match `patterns`; the returned function stops and answers their paths. */
function recordCalls(page: Page, patterns: RegExp[]): () => string[] {
  const paths: string[] = [];
  const listener = (request: { method: () => string; url: () => string }) => {
    if (request.method() === 'GET' && patterns.some((p) => p.test(request.url()))) {
      const url = new URL(request.url());
      paths.push(url.pathname + url.search);
    }
  };
  page.on('request', listener);
  return () => {
    page.off('request', listener);
    return [...new Set(paths)];
  };
}

type Round = { navigate: number; filter: number; list: string[]; filtered: string[] };

/** One load of the screen to its first rows, then a cell click to the filtered rows (app or bare page). */
async function round(page: Page, url: string, screen: Screen): Promise<Round> {
  const ready = { countTestId: screen.countTestId };
  const listed = recordCalls(page, screen.calls);
  await page.goto(url);
  const navigate = await timeWhen(page, ready);
  const list = listed();
  const before = await page.getByTestId(screen.countTestId).textContent();
  const filtering = recordCalls(page, screen.calls);
  const filter = await timeClick(page, cellOfRowZero(screen.filterColumn), { ...ready, countNot: before });
  return { navigate, filter, list, filtered: filtering() };
}

export async function signIn(page: Page, baseUrl: string, phone: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login.html`);
  await page.getByRole('textbox', { name: /phone/i }).first().fill(phone);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page
    .getByRole('button', { name: /sign in|log ?in/i })
    .first()
    .click();
  await page.waitForURL((url) => !url.pathname.endsWith('login.html'), { timeout: 60_000 });
}

/** web-vitals' script build (it defines the global webVitals), from beside its package entry. */
const webVitalsScript = () =>
  readFileSync(
    join(dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'),
    'utf8',
  );

/** INP of one interaction on a fresh /leads. */
async function inpOnce(page: Page, baseUrl: string, act: (page: Page) => Promise<void>): Promise<number> {
  await page.goto(`${baseUrl}/leads`);
  await timeWhen(page, { countTestId: 'leads-count' });
  await act(page);
  const handle = await page.waitForFunction(
    () => (window as unknown as { benchInp?: number }).benchInp,
    undefined,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** A build under measurement: its address, and its signed-in pages (one for the lists, one for INP). */
type Target = { name: string; url: string; page: Page; inpPage: Page };

export type WebAppOptions = {
  baseUrl: string;
  /** A second build's address: its app figures are taken alternately with this one's. */
  compareUrl?: string | undefined;
  phone: string;
  password: string;
  rounds: number;
};

/** The list screens against the bare page, INP of three interactions, and with `compareUrl` the A/B rows. */
export async function webAppRows(options: WebAppOptions): Promise<BenchRow[]> {
  const { baseUrl, compareUrl, phone, password, rounds } = options;
  const executablePath = chromiumPath();
  const browser: Browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const newContext = async (...scripts: string[]): Promise<BrowserContext> => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(NAME_SHIM);
    await context.addInitScript(installReady);
    for (const content of scripts) await context.addInitScript({ content });
    return context;
  };
  const inpScript = `${webVitalsScript()}\nwebVitals.onINP((m) => { window.benchInp = m.value; }, { reportAllChanges: true });`;
  const rows: BenchRow[] = [];
  try {
    const targets: Target[] = [];
    for (const [name, url] of [
      ['this build', baseUrl],
      ['compared build', compareUrl],
    ] as const) {
      if (!url) continue;
      const page = await (await newContext()).newPage();
      await signIn(page, url, phone, password);
      const inpPage = await (await newContext(inpScript)).newPage();
      await signIn(inpPage, url, phone, password);
      targets.push({ name, url, page, inpPage });
    }
    const [self, other] = targets;
    if (!self) throw new Error('no build to measure');
    const { token, id } = await signInDemo(baseUrl);
    const abRow = (figure: string, a: number[], b: number[]): BenchRow => ({
      figure: `A/B: ${figure} (median of ${rounds})`,
      value: ms(median(a)),
      baseline: `${ms(median(b))} (compared build)`,
      ratio: times(median(a) / median(b)),
      target: '—',
    });

    for (const screen of SCREENS) {
      // Round 0 of each warms the caches (HTTP, code, database) and is not counted; the app's tells the
      // bare page which calls to make.
      const first = await round(self.page, `${self.url}${screen.path}`, screen);
      if (other) await round(other.page, `${other.url}${screen.path}`, screen);
      if (!first.list.length || !first.filtered.length)
        throw new Error(`${screen.path}: the app's list calls were not seen`);
      const columns = await self.page
        .locator('.ag-header-cell[col-id]')
        .evaluateAll((cells) => cells.map((c) => c.getAttribute('col-id') ?? ''));
      console.log(
        `${screen.path}: the bare page's list calls ${first.list.join(' ')}; its filter's ${first.filtered.join(' ')}`,
      );
      const input = {
        screen: screen.name,
        columns,
        token,
        countTestId: screen.countTestId,
        startup: startupCalls(id),
        list: first.list,
        filter: first.filtered,
      };
      const bareContext = await newContext(`window.benchInput = ${JSON.stringify(input)};`);
      const barePage = await bareContext.newPage();
      const bareUrl = `${baseUrl}${BARE_PATH}`;
      await round(barePage, bareUrl, screen);
      const app: Round[] = [];
      const compared: Round[] = [];
      const bare: Round[] = [];
      for (let r = 0; r < rounds; r++) {
        app.push(await round(self.page, `${self.url}${screen.path}`, screen));
        if (other) compared.push(await round(other.page, `${other.url}${screen.path}`, screen));
        bare.push(await round(barePage, bareUrl, screen));
      }
      await bareContext.close();
      const pair = (what: string, value: number, baseline: number, calls: string): BenchRow => ({
        figure: `${screen.path}: ${what} (median of ${rounds})`,
        value: ms(value),
        baseline: `${ms(baseline)} (bare AG Grid: ${calls})`,
        ratio: times(value / baseline),
        target: '≤ 1.5×',
        pass: value / baseline <= 1.5,
      });
      const listCalls = screen.callsText;
      const of = (list: Round[], key: 'navigate' | 'filter') => list.map((x) => x[key]);
      rows.push(
        pair(
          'navigation → first rows painted',
          median(of(app, 'navigate')),
          median(of(bare, 'navigate')),
          `start-up calls, then ${listCalls}`,
        ),
        pair(
          `${screen.filterColumn} cell → filtered rows painted`,
          median(of(app, 'filter')),
          median(of(bare, 'filter')),
          `${listCalls} over HTTP`,
        ),
      );
      if (other)
        rows.push(
          abRow(
            `${screen.path} navigation → first rows painted`,
            of(app, 'navigate'),
            of(compared, 'navigate'),
          ),
          abRow(
            `${screen.path} ${screen.filterColumn} cell → filtered rows painted`,
            of(app, 'filter'),
            of(compared, 'filter'),
          ),
        );
    }

    // INP: web-vitals reports each change of the page's INP; one interaction per load.
    const interactions: [string, (p: Page) => Promise<void>][] = [
      ['add a filter (Stage cell)', (p) => p.locator(cellOfRowZero('Stage')).click()],
      ['change the page (Next page)', (p) => p.getByRole('button', { name: 'Next page' }).click()],
      ['open a lead (More Info)', (p) => p.getByRole('button', { name: 'More Info' }).first().click()],
    ];
    for (const [what, act] of interactions) {
      const inp: number[][] = targets.map(() => []);
      for (let r = 0; r < rounds; r++)
        for (const [i, t] of targets.entries()) inp[i]?.push(await inpOnce(t.inpPage, t.url, act));
      const value = median(inp[0] ?? []);
      rows.push({
        figure: `/leads INP: ${what} (median of ${rounds})`,
        value: ms(value),
        baseline: '100 ms (good INP)',
        ratio: times(value / 100),
        target: '≤ 1×',
        pass: value <= 100,
      });
      if (other) rows.push(abRow(`/leads INP: ${what}`, inp[0] ?? [], inp[1] ?? []));
    }
  } finally {
    await browser.close();
  }
  return rows;
}
