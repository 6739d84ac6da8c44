import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { LeadsPage } from './pages/LeadsPage';
import { LoginPage } from './pages/LoginPage';
import { DEMO_PASSWORD, DEMO_PHONE, ShellPage } from './pages/ShellPage';

// The lists as a broker works them: keys before any click, an open lead's URL, panels that leave the
// list its room, pane sizes that outlive signing out, failure texts that
// say what happened, grids whose values are readable, and the phone's menu and floating button.

const SELECTED = /pp-grid__row--selected|pp-card-list__item--selected/;
const SERVER_FAILED = 'The server could not load the leads (error 500). Please try again in a moment.';
const NO_ANSWER = 'The leads could not be loaded. Check your connection and try again.';
const CLOSED_FAILED = 'The server could not load the closed leads (error 500). Please try again in a moment.';

function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1440) < 900;
}

/** Opens a lead as a partner does: More Info on a desktop, a tap on the row on a phone. */
async function openLead(leads: LeadsPage, index: number): Promise<number> {
  const ids = await leads.rowIds();
  const id = ids[index] ?? 0;
  if (isPhone(leads.page)) await leads.cell(id, 'Client Name').click();
  else await leads.moreInfo(index).click();
  return id;
}

/** The open lead's panel (a pane on a desktop, a full-screen dialog on a phone), by its title. */
function leadPanel(page: Page, id: number): Locator {
  return page.getByText(`Lead #${id}`, { exact: true });
}

async function closeLead(page: Page) {
  if (isPhone(page)) await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  else await page.getByRole('button', { name: 'Close details' }).click();
}

/** A second signed-in tab of its own (a colleague opening a shared link), at the test's size. */
async function newSignedInPage(browser: Browser): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const page = await context.newPage();
  await new LeadsPage(page).signIn();
  return page;
}

test('j, k, Enter and ? work as soon as the list is on screen, without a click', async ({ page }) => {
  const shell = new ShellPage(page);
  const leads = new LeadsPage(page);
  await shell.signIn();
  // Arrive as a partner does, from the navigation (its link keeps the focus).
  await shell.navigate('Leads');
  await expect(leads.count).toHaveText(/Showing all/);
  // The count can show a moment before the grid has drawn its rows.
  await expect.poll(async () => (await leads.rowIds()).length).toBeGreaterThan(1);
  const [first = 0, second = 0] = await leads.rowIds();

  await page.keyboard.press('j');
  await expect(leads.row(first).first()).toHaveClass(SELECTED);
  await page.keyboard.press('j');
  await expect(leads.row(second).first()).toHaveClass(SELECTED);
  await page.keyboard.press('k');
  await expect(leads.row(first).first()).toHaveClass(SELECTED);
  await page.keyboard.press('Enter');
  await expect(leadPanel(page, first)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(leadPanel(page, first)).toHaveCount(0);

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText(
    'These keys work as soon as the list is on screen, without clicking a row first.',
  );
  await expect(help).toContainText('Next lead');
});

test('an open lead has a URL: reload, Back and a shared link open it again; closing removes it', {
  tag: '@phone',
}, async ({ page, browser }) => {
  const leads = new LeadsPage(page);
  await leads.signIn();
  // The list's filters in the query stay as they are.
  await leads.goto('/leads?created_at_from=2020-01-01');
  const id = await openLead(leads, 1);
  await expect(leadPanel(page, id)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/leads\\?created_at_from=2020-01-01&lead=${id}$`));

  await page.reload();
  await expect(leadPanel(page, id)).toBeVisible();

  await closeLead(page);
  await expect(leadPanel(page, id)).toHaveCount(0);
  await expect(page).toHaveURL(/\/leads\?created_at_from=2020-01-01$/);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`lead=${id}$`));
  await expect(leadPanel(page, id)).toBeVisible();
  await page.goForward();
  await expect(leadPanel(page, id)).toHaveCount(0);

  // A link shared with a colleague's browser (signed in there) opens the same lead.
  const other = await newSignedInPage(browser);
  await other.goto(`/leads?lead=${id}`);
  await expect(leadPanel(other, id)).toBeVisible();
  await other.context().close();
});

test('a failed load says what happened: the server failing is not a lost connection', async ({ page }) => {
  const leads = new LeadsPage(page);
  await leads.signIn();
  const isLeadsCall = (url: URL) =>
    url.pathname === '/api/leads' || url.pathname === '/api/leads/index/count';
  await page.route(isLeadsCall, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"message":"Internal Server Error"}',
    }),
  );
  await page.goto('/leads');
  await expect(page.getByText(SERVER_FAILED).first()).toBeVisible();
  await expect(page.getByText(NO_ANSWER)).toHaveCount(0);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.route(isLeadsCall, (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(NO_ANSWER).first()).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // The closed leads failing to load do not also say there are none.
  await page.route(
    (url) => url.pathname === '/api/leads/magnet/close_leads',
    (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
  );
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(leads.count).toHaveText(/Showing all/);
  await leads.closedToggle.click();
  await expect(page.getByText(CLOSED_FAILED).first()).toBeVisible();
  await expect(page.getByText('You have 0 Closed Leads')).toHaveCount(0);
});

test.describe('desktop panes', () => {
  test.skip(({ isMobile }) => isMobile, 'the panes are desktop only');

  test('two lead panels and Pulse leave the list its minimum width; a drag stops there', async ({ page }) => {
    const shell = new ShellPage(page);
    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    await openLead(leads, 0);
    await page.getByRole('button', { name: 'Pin this lead to compare' }).click();
    await openLead(leads, 1);
    await expect(page.getByTestId('pane-compare')).toBeVisible();
    await shell.pulseToggle.click();
    await expect(shell.pulsePane).toBeVisible();

    const listWidth = async () => (await shell.listPane.boundingBox())?.width ?? 0;
    await expect.poll(listWidth).toBeGreaterThanOrEqual(560);
    // The toolbar keeps its actions on one line.
    const filters = await leads.filtersToggle.boundingBox();
    const columns = await leads.columnsButton.boundingBox();
    expect(Math.abs((filters?.y ?? 0) - (columns?.y ?? 999))).toBeLessThan(4);

    // Dragging the list's edge towards it stops at the minimum.
    const bar = page.locator('.mosaic-split.-row').first();
    const box = await bar.boundingBox();
    if (!box) throw new Error('no split bar');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - 400, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(listWidth).toBeGreaterThanOrEqual(560);
    await expect(page.getByTestId('pane-detail')).toBeVisible();
    await expect(page.getByTestId('pane-compare')).toBeVisible();
  });

  test('pane sizes are kept per partner across signing out', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn();
    await shell.pulseToggle.click();
    const before = (await shell.pulsePane.boundingBox())?.width ?? 0;
    const split = page.locator('.mosaic-split').first();
    const box = await split.boundingBox();
    if (!box) throw new Error('no split bar');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - 150, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    const resized = (await shell.pulsePane.boundingBox())?.width ?? 0;
    expect(resized).toBeGreaterThan(before + 100);

    await page.getByTestId('account-button').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login\.html/);

    // Another partner on this browser has the default sizes.
    const login = new LoginPage(page);
    await login.signIn('9876543211', DEMO_PASSWORD);
    await expect(shell.greeting).toBeVisible();
    if (!(await shell.pulsePane.isVisible())) await shell.pulseToggle.click();
    await expect.poll(async () => (await shell.pulsePane.boundingBox())?.width ?? 0).toBeLessThan(before + 4);
    await page.getByTestId('account-button').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    // The first partner signs in again: the sizes are theirs still.
    await login.signIn(DEMO_PHONE, DEMO_PASSWORD);
    await expect(shell.greeting).toBeVisible();
    if (!(await shell.pulsePane.isVisible())) await shell.pulseToggle.click();
    await expect
      .poll(async () => Math.abs(((await shell.pulsePane.boundingBox())?.width ?? 0) - resized))
      .toBeLessThan(4);
  });
});

/** The width the grid's rows span, and the header's (on a phone, the cards' and their list's). */
async function gridSpans(grid: Locator) {
  await expect(grid.locator('.ag-row[row-index="0"], [data-index="0"]').first()).toBeVisible();
  return grid.evaluate((el) => {
    const header = el.querySelector('.ag-header, ul')?.getBoundingClientRect();
    const rights = [...el.querySelectorAll('.ag-row[row-index="0"], [data-index="0"]')].map(
      (r) => r.getBoundingClientRect().right,
    );
    return { header: Math.round(header?.right ?? 0), row: Math.round(Math.max(0, ...rights)) };
  });
}

/** Columns the tests expect to see whole at 1440 px: the protection state, money and dates. */
const WHOLE_COLUMNS = ['Protection', 'Coming Date', 'Price'];

/**
 * What the grid shows as it is scrolled sideways from one end to the other: the cells whose value is
 * cut (sideways or below: a value wraps, it is never cut), the headers whose words do not fit, the
 * columns seen, and whether it scrolls.
 */
function gridReadability(grid: Locator) {
  return grid.evaluate(async (el) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const scroller = el.querySelector('.ag-body-horizontal-scroll-viewport');
    const viewport = el.querySelector('.ag-center-cols-viewport');
    const cut = new Set<string>();
    const brokenHeaders = new Set<string>();
    const checked = new Set<string>();
    const scrollsSideways = scroller ? scroller.scrollWidth > scroller.clientWidth + 1 : false;
    const step = Math.max(100, (scroller?.clientWidth ?? 0) / 2);
    for (let left = 0; ; left += step) {
      if (scroller && viewport) {
        scroller.scrollLeft = left;
        viewport.scrollLeft = left;
      }
      // The grid draws the columns scrolled into view on the next frames.
      for (let i = 0; i < 4; i++) await frame();
      for (const cell of el.querySelectorAll<HTMLElement>('.ag-cell[col-id]')) {
        const column = cell.getAttribute('col-id') ?? '';
        if (cell.classList.contains('pp-grid__cell--action') || cell.textContent === '') continue;
        checked.add(column);
        const text = cell.querySelector<HTMLElement>('.ag-cell-value') ?? cell;
        const sideways = text.scrollWidth > text.clientWidth + 1;
        const below = cell.scrollHeight > cell.clientHeight + 1;
        if (sideways || below) cut.add(`${column}: ${cell.textContent}`);
      }
      for (const header of el.querySelectorAll<HTMLElement>('.ag-header-cell-text')) {
        if (header.scrollWidth > header.clientWidth + 1) brokenHeaders.add(header.textContent ?? '');
      }
      if (!scroller || left >= scroller.scrollWidth - scroller.clientWidth) break;
    }
    return { cut: [...cut], brokenHeaders: [...brokenHeaders], checked: [...checked], scrollsSideways };
  });
}

test.describe('readable grids', () => {
  test.skip(({ isMobile }) => isMobile, 'the grids are desktop only');

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 900, height: 800 },
  ]) {
    test(`at ${viewport.width} px no value of Leads, Projects and Focus Projects is cut, headers break between words, the leads grid scrolls sideways`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const leads = new LeadsPage(page);
      await leads.signIn();
      await leads.goto();
      await expect(leads.grid.locator('.ag-row[row-index="0"]').first()).toBeVisible();
      const leadsGrid = await gridReadability(leads.grid);
      expect(leadsGrid.cut).toEqual([]);
      expect(leadsGrid.brokenHeaders).toEqual([]);
      if (viewport.width === 1440) {
        expect(leadsGrid.checked).toEqual(
          expect.arrayContaining(['Activity Status', 'Location', ...WHOLE_COLUMNS.slice(0, 2)]),
        );
      }
      expect(leadsGrid.scrollsSideways).toBe(true);

      // A lead's panel open beside the list: still whole, the list scrolls.
      const id = await openLead(leads, 0);
      await expect(leadPanel(page, id)).toBeVisible();
      const withPanel = await gridReadability(leads.grid);
      expect(withPanel.cut).toEqual([]);
      expect(withPanel.brokenHeaders).toEqual([]);

      await page.goto('/projects');
      const projects = page.getByRole('region', { name: 'Projects', exact: true });
      await expect(projects.locator('.ag-row[row-index="0"]').first()).toBeVisible();
      if (viewport.width === 1440) {
        // Every default column of the projects fits beside the navigation: the last, Price, is not half off screen.
        const price = await projects.locator('.ag-header-cell[col-id="Price"]').boundingBox();
        const grid = await projects.boundingBox();
        expect((price?.x ?? 0) + (price?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
          (grid?.x ?? 0) + (grid?.width ?? 0),
        );
      }
      const projectsGrid = await gridReadability(projects);
      expect(projectsGrid.cut).toEqual([]);
      expect(projectsGrid.brokenHeaders).toEqual([]);
      if (viewport.width === 1440) {
        expect(projectsGrid.checked).toEqual(expect.arrayContaining(['Location', 'BHK', 'Price']));
      }
      if (viewport.width === 900) expect(projectsGrid.scrollsSideways).toBe(true);

      await page.goto('/focus-projects');
      const focus = page.getByRole('region', { name: 'Focus projects', exact: true });
      await expect(focus.locator('.ag-row[row-index="0"]').first()).toBeVisible();
      const focusGrid = await gridReadability(focus);
      expect(focusGrid.cut).toEqual([]);
      expect(focusGrid.brokenHeaders).toEqual([]);
    });
  }

  test('a name longer than its column wraps in its cell, whole', async ({ page }) => {
    const long = 'Venkatanarasimha Raghavendra Subramaniam Iyengar';
    // The first lead's client has a name far longer than 24 characters.
    await page.route(
      (url) => url.pathname === '/api/leads',
      async (route) => {
        const answer = await route.fetch();
        const body = await answer.json();
        body.leads[0].Client.name = long;
        await route.fulfill({ response: answer, json: body });
      },
    );
    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    const cell = leads.grid.locator('.ag-row[row-index="0"] .ag-cell[col-id="Client Name"]');
    await expect(cell).toHaveText(long);
    const whole = (el: HTMLElement) =>
      el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1;
    await expect.poll(() => cell.evaluate(whole)).toBe(true);
    // On more than one line: the row is taller than a row of one line.
    expect((await cell.boundingBox())?.height ?? 0).toBeGreaterThan(50);
  });
});

test('the rows span the header', async ({ page }) => {
  for (const [path, name, count] of [
    ['/leads', 'Leads', /Showing all \d+ leads/],
    ['/bookings', 'Bookings', /Showing all \d+ bookings/],
    ['/bulkleads', 'Bulk Leads', /Showing all \d+ bulk lead files?/],
  ] as const) {
    if (path === '/leads') await new LeadsPage(page).signIn();
    await page.goto(path);
    await expect(page.getByText(count)).toBeVisible();
    const grid = page.getByRole('region', { name, exact: true });
    const spans = await gridSpans(grid);
    expect(Math.abs(spans.row - spans.header), `${path} rows span the header`).toBeLessThan(3);
  }
});

test.describe('phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone layout');

  test('the menu drawer holds the account menu on every screen; the tabs are the four of the spec', {
    tag: '@phone',
  }, async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn();
    for (const path of ['/bookings', '/projects', '/referral/earn']) {
      await page.goto(path);
      await expect(shell.bottomTabs.getByRole('link')).toHaveText([
        'Home',
        'Projects',
        'Refer & Earn',
        'Pulse',
      ]);
      // Beside the four tabs, the bar holds only the menu's own button (the top bar is not shown here).
      await expect(shell.bottomTabs.getByRole('button')).toHaveCount(1);
      await expect(shell.bottomTabs.getByRole('button', { name: 'Open menu' })).toBeVisible();
      await shell.menuButton.click();
      const account = page.getByTestId('account-menu');
      await expect(account.getByRole('menuitem', { name: /My Profile/ })).toBeVisible();
      await expect(account.getByTestId('rm-card')).toBeVisible();
      await expect(account.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(account).toHaveCount(0);
    }
    // A choice closes the drawer: My Profile opens the profile.
    await shell.menuButton.click();
    await page
      .getByTestId('account-menu')
      .getByRole('menuitem', { name: /My Profile/ })
      .click();
    await expect(page.getByTestId('account-menu')).toHaveCount(0);
    await expect(page.getByRole('dialog').first()).toBeVisible();
    await page.reload();
    await shell.menuButton.click();
    await page.getByTestId('account-menu').getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login\.html/);
  });

  test('the floating add button does not cover the last row', { tag: '@phone' }, async ({ page }) => {
    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    // A long page: the last row is at the foot of the page, where the button floats.
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
    // The cards are drawn as they come into view: scroll until the 25th is.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        return leads.grid.locator('[data-index="24"]').count();
      })
      .toBe(1);
    const [last] = (await leads.rowIds()).slice(-1);
    const lastRow = leads.row(last ?? 0).last();
    await expect(lastRow).toBeVisible();
    const lastBox = await lastRow.boundingBox();
    const fab = await page.getByTestId('speed-dial').boundingBox();
    if (!lastBox || !fab) throw new Error('no row or button');
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(fab.y);
  });
});

test('no filter placeholder is cut, at 1440 and 900 px and on a phone', {
  tag: '@phone',
}, async ({ page, isMobile }) => {
  test.slow();
  const screens = [
    ['/leads', 'Leads Filters'],
    ['/projects', 'Projects Filters'],
    ['/focus-projects', 'Focus Filters'],
    ['/bookings', 'Bookings Filters'],
    ['/bulkleads', 'Bulk Leads Filters'],
    ['/campaigns', 'Campaign Filters'],
  ] as const;
  const sizes = isMobile
    ? [{ width: 390, height: 844 }]
    : [
        { width: 1440, height: 900 },
        { width: 900, height: 800 },
      ];
  await new LeadsPage(page).signIn();
  const seen = new Set<string>();
  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const [path, label] of screens) {
      await page.goto(path);
      await page.getByRole('button', { name: label, exact: true }).click();
      const panel = page.getByRole('region', { name: label, exact: true });
      await expect(panel.locator('input[placeholder]').first()).toBeVisible();
      // The placeholder's width in the input's font against the room its paddings (icon, Add button) leave.
      const cut = await panel.locator('input[placeholder]').evaluateAll((inputs: HTMLInputElement[]) => {
        const context = document.createElement('canvas').getContext('2d');
        if (!context) throw new Error('no canvas');
        return inputs.map((input) => {
          const s = getComputedStyle(input);
          context.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
          const room =
            input.clientWidth - Number.parseFloat(s.paddingLeft) - Number.parseFloat(s.paddingRight);
          return { text: input.placeholder, cut: context.measureText(input.placeholder).width > room };
        });
      });
      for (const { text } of cut) seen.add(text);
      expect(
        cut.filter((c) => c.cut).map((c) => c.text),
        `${path} at ${size.width} px`,
      ).toEqual([]);
    }
  }
  expect([...seen]).toEqual(
    expect.arrayContaining([
      'Type 2 letters of a project',
      'Type 2 letters of a name',
      'Type 2 digits of a number',
      'Type an id, press Enter',
      'Type a name, press Enter',
      'Type a reason, press Enter',
      'DD Mon YYYY',
    ]),
  );
});
