import { expect, type Locator, type Page, test } from '@playwright/test';
import { addLeadThroughApi, projectNamed } from './pages/AddLeadPage';
import { BookingsPage } from './pages/BookingsPage';
import { BulkLeadsPage } from './pages/BulkLeadsPage';
import { CampaignsPage } from './pages/CampaignsPage';
import { HomeLoansPage } from './pages/HomeLoansPage';
import { DemoApi, LeadsPage } from './pages/LeadsPage';
import { signedInNewPartner, uniquePhone } from './pages/OnboardingPage';
import { ProjectsPage } from './pages/ProjectsPage';

/** A client name of 30 characters, wide letters included. */
const LONG_NAME = 'Venkataramana Subrahmanyam Rao';

/** Whether an element shows all its text (nothing cut by its box or by the window). */
function showsWhole(element: Locator): Promise<boolean> {
  return element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return (
      el.scrollWidth <= el.clientWidth &&
      el.scrollHeight <= el.clientHeight &&
      box.left >= 0 &&
      box.right <= window.innerWidth
    );
  });
}

/** The list's cards (the rows on a phone). */
function cards(grid: Locator): Locator {
  return grid.getByRole('listitem');
}

/** The build's chunks that only a desktop window draws with: AG Grid, the grid, the mosaic workspace. */
const DESKTOP_CHUNK = /\/assets\/(ag-grid|DataGrid|DesktopWorkspace)-[^/]*\.js$/;

test.describe('lists as cards on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the cards are the phone layout');

  test('a lead is a card with the client name in full; its dialog opens with the client, Call and WhatsApp', {
    tag: '@phone',
  }, async ({ page, request }) => {
    expect(LONG_NAME).toHaveLength(30);
    const partner = await signedInNewPartner(page, request);
    const project = await projectNamed(request, partner, 'Thane');
    const number = uniquePhone();
    const leadId = await addLeadThroughApi(request, partner, {
      name: LONG_NAME,
      number,
      project_id: project.id,
    });

    const leads = new LeadsPage(page);
    await leads.goto();
    await expect(leads.count).toHaveText('Showing all 1 lead');
    const name = leads.cell(leadId, 'Client Name');
    await expect(name).toHaveText(LONG_NAME);
    expect(await showsWhole(name)).toBe(true);
    await expect(leads.cell(leadId, 'Project')).toHaveText(project.name);
    await expect(leads.cell(leadId, 'Stage')).toHaveText('Not Updated');
    await expect(leads.row(leadId)).toContainText(/Added (just now|\d+ minutes? ago)/);

    await leads.row(leadId).getByRole('button', { name: 'More Info' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('lead-panel')).toBeVisible();
    const client = dialog.getByRole('region', { name: 'Client' });
    await expect(client.getByRole('heading', { name: LONG_NAME })).toBeVisible();
    await expect(
      client.getByRole('link', { name: new RegExp(`^Call \\+91.*, ${LONG_NAME}$`) }),
    ).toHaveAttribute('href', `tel:+91${number}`);
    await expect(client.getByRole('link', { name: `WhatsApp ${LONG_NAME}` })).toHaveAttribute(
      'href',
      `https://wa.me/91${number}`,
    );
    await expect(client).toContainText(project.name);
    await expect(client).toContainText('Not Updated');
    // The header comes first, the panel's tabs under it.
    const headerBox = await client.boundingBox();
    const tabsBox = await dialog.getByRole('tablist').boundingBox();
    expect(headerBox && tabsBox && headerBox.y + headerBox.height <= tabsBox.y).toBe(true);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    // A tap anywhere on the card opens the lead too.
    await leads.cell(leadId, 'Stage').click();
    await expect(page.getByRole('dialog').getByRole('region', { name: 'Client' })).toBeVisible();
  });

  test('the filters rise in a bottom drawer with the desktop fields; filtering updates the count', {
    tag: '@phone',
  }, async ({ page, request }) => {
    const partner = await signedInNewPartner(page, request);
    const project = await projectNamed(request, partner, 'Thane');
    for (const name of ['Asha Menon', 'Rahul Verma']) {
      await addLeadThroughApi(request, partner, { name, number: uniquePhone(), project_id: project.id });
    }
    const leads = new LeadsPage(page);
    await leads.goto();
    await expect(leads.count).toHaveText('Showing all 2 leads');

    await leads.openFilters();
    const filters = page.getByRole('region', { name: 'Leads Filters' });
    const drawer = page.locator('.pp-filter-drawer');
    // It rises from the bottom edge and leaves the top of the list in view.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box ? Math.round(box.y + box.height) : 0;
      })
      .toBe(844);
    const drawerTop = (await drawer.boundingBox())?.y ?? 0;
    expect(drawerTop).toBeGreaterThan(844 * 0.25);
    for (const label of ['Stage', 'Project', 'Source']) {
      await expect(filters.getByText(label, { exact: true }).first()).toBeVisible();
    }

    await page.locator('#leads-filter-stage_ids').selectOption({ label: 'Opportunity' });
    await expect(leads.count).toHaveText('No Records Found');
    await expect(drawer.getByRole('status')).toHaveText('No Records Found');
    await expect(leads.count).toBeVisible();
    await expect(drawer.getByText('Stage: Opportunity')).toBeVisible();
    // A day typed in the drawer: its chip and field read as people write days, the address keeps ISO.
    const comingFrom = filters.getByRole('combobox', { name: 'Coming From', exact: true });
    await comingFrom.fill('2026-09-15');
    await comingFrom.press('Enter');
    await expect(drawer.getByRole('list', { name: 'Chosen filters' })).toContainText(
      'Coming From: 15 Sep 2026',
    );
    await expect(page).toHaveURL(/created_at_from=2026-09-15/);
    await comingFrom.blur();
    await expect(comingFrom).toHaveValue('15 Sep 2026');

    await drawer.getByRole('button', { name: 'Clear all' }).click();
    await expect(leads.count).toHaveText('Showing all 2 leads');
    await drawer.getByRole('button', { name: 'Done' }).click();
    await expect(filters).toHaveCount(0);
    await expect(cards(leads.grid)).toHaveCount(2);
  });

  test('every list is a labelled list of cards, and a phone downloads neither the grid nor the mosaic', {
    tag: '@phone',
  }, async ({ page }) => {
    // Nine lists, each a fresh page load.
    test.slow();
    const leads = new LeadsPage(page);
    await leads.signIn();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const lists: [string, string][] = [
      ['/leads', 'Leads'],
      ['/projects', 'Projects'],
      ['/bookings', 'Bookings'],
      ['/bulkleads', 'Bulk Leads'],
      ['/homeloans', 'Home Loans'],
      ['/campaigns', 'Campaigns'],
      ['/referral/users', 'Referred users'],
      ['/focus-projects', 'Focus projects'],
    ];
    for (const [path, label] of lists) {
      await page.goto(path);
      const list = page.getByRole('list', { name: label, exact: true });
      await expect(cards(list).first(), path).toBeVisible();
      await expect(list.getByRole('heading', { level: 3 }).first(), path).not.toBeEmpty();
    }
    // The closed leads too.
    await leads.goto();
    await leads.closedToggle.click();
    await expect(cards(leads.grid).first()).toBeVisible();
    expect(requested.filter((path) => DESKTOP_CHUNK.test(path))).toEqual([]);
    // A card that opens is a button named by its title.
    await leads.goto();
    const first = cards(leads.grid).first();
    const name = (await first.locator('[data-col-id="Client Name"]').textContent()) ?? '';
    await first.getByRole('button', { name, exact: true }).press('Enter');
    await expect(page.getByRole('dialog').getByRole('region', { name: 'Client' })).toBeVisible();
  });

  test('every list screen shows its rows as cards headed by their most telling field', {
    tag: '@phone',
  }, async ({ page }) => {
    const leads = new LeadsPage(page);
    await leads.signIn();
    const screens: [string, (page: Page) => Promise<Locator>, string][] = [
      [
        'leads',
        async () => {
          await leads.goto();
          return leads.grid;
        },
        'Client Name',
      ],
      [
        'bookings',
        async (p) => {
          const s = new BookingsPage(p);
          await s.goto();
          return s.grid;
        },
        'Client Name',
      ],
      [
        'projects',
        async (p) => {
          const s = new ProjectsPage(p);
          await s.goto();
          return s.grid;
        },
        'Project',
      ],
      [
        'bulk leads',
        async (p) => {
          const s = new BulkLeadsPage(p);
          await s.goto();
          return s.grid;
        },
        'Project',
      ],
      [
        'home loans',
        async (p) => {
          const s = new HomeLoansPage(p);
          await s.goto();
          return s.grid;
        },
        'Name',
      ],
      [
        'campaigns',
        async (p) => {
          const s = new CampaignsPage(p);
          await s.goto();
          return s.grid;
        },
        'Project',
      ],
    ];
    for (const [screen, open, title] of screens) {
      const grid = await open(page);
      const first = cards(grid).first();
      await expect(first, screen).toBeVisible();
      await expect(first.locator(`[data-col-id="${title}"]`), screen).not.toBeEmpty();
      expect(await showsWhole(first), screen).toBe(true);
    }
  });
});

test.describe('thumb-sized cards', () => {
  test.skip(({ isMobile }) => !isMobile, 'the cards are the phone layout');

  test("a card's Call and WhatsApp are 44 px targets each; the pager is under the cards too", {
    tag: '@phone',
  }, async ({ page }) => {
    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    await expect.poll(() => leads.rowIds()).not.toEqual([]);
    const [first = 0] = await leads.rowIds();
    for (const name of [/^Call /, /^WhatsApp /]) {
      const box = await leads.row(first).getByRole('link', { name }).boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    const bottom = page.getByRole('navigation', { name: 'Pages' });
    await bottom.getByRole('button', { name: 'Next page' }).click();
    await expect(bottom).toContainText('Page 2 of');
    await expect(leads.pageText).toHaveText(/^Page 2 of \d+$/);
  });
});

test.describe('lists on a desktop stay tables', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop layout');

  test("the leads list has its columns and no cards; a lead panel is headed by the client's name with WhatsApp", async ({
    page,
  }) => {
    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    await expect(leads.header('Client Name')).toBeVisible();
    await expect(cards(leads.grid)).toHaveCount(0);
    await leads.moreInfo().click();
    await expect(leads.panel()).toBeVisible();
    await expect(leads.panel().getByRole('tablist')).toBeVisible();
    const client = leads.panel().getByRole('region', { name: 'Client' });
    const leadId = (await leads.panel().getAttribute('data-lead-id')) ?? '';
    const lead = await new DemoApi(page.request).get<{ Client: { name: string; number: string } }>(
      `/api/leads/${leadId}`,
    );
    await expect(client.getByRole('heading', { name: lead.Client.name })).toBeVisible();
    await expect(client.getByRole('link', { name: `WhatsApp ${lead.Client.name}` })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\d+${lead.Client.number}$`),
    );
  });
});
