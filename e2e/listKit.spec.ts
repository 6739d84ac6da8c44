import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DemoApi, LeadsPage } from './pages/LeadsPage';
import { ViewsMenu } from './pages/ViewsMenu';

type ApiLead = { id: number; Project: { id: number; name: string } };

// What the list kit gives every list screen, seen on the leads list.
test.describe('list screens keep the partner’s work (desktop)', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop layout');

  test('filters, page, page size and the open panel survive a visit to another screen', async ({ page }) => {
    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('5');
    await leads.openFilters();
    await page.locator('#leads-filter-stage_ids').selectOption({ label: 'Opportunity' });
    await expect(leads.chip('Stage: Opportunity')).toBeVisible();
    const firstPage = await leads.rowIds();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(leads.pageText).toHaveText(/^Page 2 of \d+$/);
    // The second page's rows, not the first's still on screen while they load.
    await expect.poll(() => leads.rowIds()).not.toEqual(firstPage);
    const [id = 0] = await leads.rowIds();
    await leads.row(id).getByRole('button', { name: 'More Info' }).click();
    await expect(page.getByTestId('pane-detail')).toContainText(`Lead #${id}`);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Leads', exact: true })
      .click();
    // The list shows again with its filters, in the address beside the open lead.
    await expect(page).toHaveURL(new RegExp(`/leads\\?stage_ids=\\d+&lead=${id}$`));
    await expect(leads.chip('Stage: Opportunity')).toBeVisible();
    await expect(leads.pageText).toHaveText(/^Page 2 of \d+$/);
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('5');
    await expect(page.getByRole('region', { name: 'Leads Filters' })).toBeVisible();
    await expect(page.getByTestId('pane-detail')).toContainText(`Lead #${id}`);
  });

  test('Esc closes the lead panel while focus is inside it', async ({ page }) => {
    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    await leads.moreInfo(0).click();
    const detail = page.getByTestId('pane-detail');
    await expect(detail).toBeVisible();
    await leads.panel().getByRole('tab', { name: 'History' }).click();
    await expect(leads.panel().getByRole('tab', { name: 'History' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(detail).toHaveCount(0);
  });

  test('a saved filter keeps the columns that were on screen; opening it brings them back', async ({
    page,
  }) => {
    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    await leads.openFilters();
    await page.locator('#leads-filter-stage_ids').selectOption({ label: 'Pipeline' });
    // The demo partner's column layout is kept on the server, and an earlier spec may have hidden
    // the column: show it first, from the Columns menu, as a partner would.
    await expect(leads.header('Client Name')).toBeVisible();
    await leads.setColumnShown('Client Contact', true);
    await expect(leads.header('Client Contact')).toBeVisible();
    await leads.setColumnShown('Client Contact', false);
    await expect(leads.header('Client Contact')).toHaveCount(0);
    await new ViewsMenu(page).saveNew();
    await expect(page).toHaveURL(/\/leads\/\d+$/);
    const saved = page.url();
    // The saved filter shows at once in the navigation, and the screen did not reset.
    await expect(leads.savedFilters.getByRole('link', { name: 'Untitled Filter' }).first()).toBeVisible();
    await expect(leads.chip('Stage: Pipeline')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Leads Filters' })).toBeVisible();

    // Show the column again, then open the saved filter: its columns come back with it.
    await leads.goto('/leads');
    await leads.setColumnShown('Client Contact', true);
    await expect(leads.header('Client Contact')).toBeVisible();
    await page.goto(saved);
    await expect(leads.chip('Stage: Pipeline')).toBeVisible();
    await expect(leads.header('Client Contact')).toHaveCount(0);
  });

  test('closed leads are filtered like the list, and the Excel file carries the same filters', async ({
    page,
    request,
  }) => {
    const api = new DemoApi(request);
    const me = await api.get<{ id: number }>('/api/users/me');
    const closed = await api.get<{ leads: ApiLead[]; count: number }>(
      `/api/leads/magnet/close_leads?magnet_id=${me.id}`,
    );
    const project = closed.leads[0]?.Project;
    expect(project).toBeDefined();
    const ofProject = closed.leads.filter((l) => l.Project.id === project?.id).length;
    expect(ofProject).toBeLessThan(closed.count);

    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    await leads.closedToggle.click();
    await expect(
      page.getByRole('button', { name: `Download all ${closed.count} leads in Excel File` }),
    ).toBeVisible();
    // A click on a Project cell filters the closed leads.
    const firstProjectCell = page
      .locator(`.ag-cell[col-id="Project"]`, { hasText: project?.name ?? '' })
      .first();
    await firstProjectCell.click();
    await expect(leads.chip(`Project: ${project?.name}`)).toBeVisible();
    const link = page.getByRole('button', { name: `Download all ${ofProject} leads in Excel File` });
    await expect(link).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    expect(workbook.worksheets[0]?.actualRowCount).toBe(ofProject + 1);
  });

  test('a session that ends on the server sends the partner to sign in, then back to the same list', async ({
    page,
  }) => {
    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto('/leads/new');
    // The token stops being accepted (expired or revoked): the next call answers 401.
    await page.route('**/api/leads**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"message":"Invalid or expired token"}',
      }),
    );
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/login\.html\?redirect_to=%2Fleads%2Fnew$/);
  });
});
