import { type Browser, expect, type Page, test } from '@playwright/test';
import { LeadsPage } from './pages/LeadsPage';
import { signInThroughApi } from './pages/session';
import { ViewsMenu } from './pages/ViewsMenu';

const OTHER_PHONE = '9876543211';

/** A second browser of the same class (viewport, touch), signed in as `phone`. */
async function otherBrowser(browser: Browser, phone: string): Promise<Page> {
  const { viewport, isMobile, hasTouch, baseURL } = test.info().project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, baseURL });
  const page = await context.newPage();
  await signInThroughApi(page, phone, 'magnet123');
  return page;
}

/** Filters the leads by a stage and hides a column, as a partner does, then saves it as a named view. */
async function saveView(
  leads: LeadsPage,
  views: ViewsMenu,
  name: string,
  stage: string,
  hidden: string | null,
) {
  await leads.goto('/leads');
  await leads.openFilters();
  await leads.page.locator('#leads-filter-stage_ids').selectOption({ label: stage });
  await expect(leads.chip(`Stage: ${stage}`)).toBeVisible();
  await views.saveNew(name);
  await expect(leads.page).toHaveURL(/\/leads\/\d+$/);
  await expect(views.button).toHaveAccessibleName(`Views: ${name}`);
  if (hidden) {
    // A column hidden on a view is a change of the view's: the marker shows until Ctrl+S saves it.
    await leads.setColumnShown(hidden, false);
    await expect(leads.page.getByText('Unsaved changes')).toBeVisible();
    await leads.page.keyboard.press('Control+s');
    await expect(leads.page.getByText('Unsaved changes')).toHaveCount(0);
  }
  return Number(leads.page.url().split('/').pop());
}

test('saved views: three with their own filters and columns, reload, switch, a link in another browser, delete and undo, the other partner never sees them', async ({
  page,
  browser,
  isMobile,
}) => {
  // Three views made through the screen, two more browsers: a long walk on a loaded machine.
  test.setTimeout(600_000);
  const leads = new LeadsPage(page);
  const views = new ViewsMenu(page);
  await leads.signIn();
  const stamp = Date.now().toString(36);
  const names = [`Opportunities ${stamp}`, `Pipeline ${stamp}`, `Suspects ${stamp}`];
  const opportunities = await saveView(leads, views, names[0] as string, 'Opportunity', 'Project');
  await saveView(leads, views, names[1] as string, 'Pipeline', 'Stage');
  const suspects = await saveView(leads, views, names[2] as string, 'Suspect', null);
  // The columns hidden for a view are the view's: the plain list keeps its own.
  await leads.goto('/leads');
  await expect(leads.header('Project')).toHaveCount(1);
  await expect(leads.header('Stage')).toHaveCount(1);

  // Reload on a view: its filters and columns come back.
  await leads.goto(`/leads/${opportunities}`);
  await expect(leads.chip('Stage: Opportunity')).toBeVisible();
  await page.reload();
  await expect(views.button).toHaveAccessibleName(`Views: ${names[0]}`);
  await expect(leads.chip('Stage: Opportunity')).toBeVisible();
  await expect(leads.header('Project')).toHaveCount(0);
  const pinnedHeader = (p: Page) => p.locator('.ag-header-cell-last-left-pinned[col-id="Client Name"]');
  if (!isMobile) {
    // A pinned column is the view's too: the marker shows until it is saved, and a reload keeps it.
    await leads.columnsButton.click();
    await page.getByRole('button', { name: 'Pin Client Name to the left' }).click();
    await page.keyboard.press('Escape');
    await expect(pinnedHeader(page)).toHaveCount(1);
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.keyboard.press('Control+s');
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
    await page.reload();
    await expect(leads.chip('Stage: Opportunity')).toBeVisible();
    await expect(pinnedHeader(page)).toHaveCount(1);
  }

  // Switch from the menu.
  await views.choose(names[1] as string);
  await expect(leads.chip('Stage: Pipeline')).toBeVisible();
  await expect(leads.chip('Stage: Opportunity')).toHaveCount(0);
  await expect(leads.header('Stage')).toHaveCount(0);
  await expect(leads.header('Project')).toHaveCount(1);
  await views.choose(names[2] as string);
  await expect(leads.chip('Stage: Suspect')).toBeVisible();
  await expect(leads.header('Stage')).toHaveCount(1);

  // A change shows the unsaved marker; Reset to view puts the view back.
  await leads.removeChip('Stage: Suspect');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Reset to view' }).click();
  await expect(leads.chip('Stage: Suspect')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  // The view's URL in another browser of the same partner opens the same view.
  const second = await otherBrowser(browser, '9876543210');
  const secondLeads = new LeadsPage(second);
  await secondLeads.goto(`/leads/${opportunities}`);
  await expect(new ViewsMenu(second).button).toHaveAccessibleName(`Views: ${names[0]}`);
  await expect(secondLeads.chip('Stage: Opportunity')).toBeVisible();
  await expect(secondLeads.header('Project')).toHaveCount(0);
  if (!isMobile) await expect(pinnedHeader(second)).toHaveCount(1);
  await second.context().close();

  // Undo is offered for 5 seconds: taken at once, the view stays.
  await views.command('Delete');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page).toHaveURL(/\/leads$/);
  await views.choose(names[2] as string);
  await expect(page).toHaveURL(new RegExp(`/leads/${suspects}$`));

  // The other partner sees none of them, and their ids are unknown saved filters there.
  const other = await otherBrowser(browser, OTHER_PHONE);
  const otherLeads = new LeadsPage(other);
  await other.goto(`/leads/${opportunities}`);
  await expect(other.getByText(`The saved filter '${opportunities}' does not exist`)).toBeVisible();
  await expect(other).toHaveURL(/\/leads$/);
  await expect(otherLeads.chips).toHaveCount(0);
  await new ViewsMenu(other).open();
  for (const name of names) {
    await expect(new ViewsMenu(other).menu.getByRole('menuitem', { name, exact: true })).toHaveCount(0);
  }
  await other.context().close();
});

test('an unknown saved filter says so and shows the list with its default filters', async ({ page }) => {
  const leads = new LeadsPage(page);
  await leads.signIn();
  await page.goto('/leads/99999');
  await expect(page.getByText("The saved filter '99999' does not exist")).toBeVisible();
  await expect(page).toHaveURL(/\/leads$/);
  await expect(leads.count).toHaveText(/Showing all/);
  await expect(leads.chips).toHaveCount(0);

  await page.goto('/projects/99999');
  await expect(page.getByText("The saved filter '99999' does not exist")).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveText('Focus: Yes');
});
