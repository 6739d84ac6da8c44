import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { DemoApi, LeadsPage } from './pages/LeadsPage';
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

const pinnedHeader = (p: Page) => p.locator('.ag-header-cell-last-left-pinned[col-id="Client Name"]');

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

type Stage = { id: number; name: string };

/** A lead view as the Views menu saves it (POST /api/userFilter): a stage filter, columns hidden on desktop. */
async function viewThroughApi(
  api: DemoApi,
  name: string,
  stageName: string,
  hidden: string[],
): Promise<number> {
  const stages = await api.get<Stage[]>('/api/users/stages?type=LEAD');
  const stage = stages.find((s) => s.name === stageName);
  expect(stage, stageName).toBeDefined();
  const columns = hidden.length
    ? { columns: { desktop: hidden.map((n) => ({ name: n, show: false })) } }
    : {};
  const view = await api.post<{ id: number }>('/api/userFilter', {
    type: 'lead',
    name,
    filter: { stage_ids: [{ id: stage?.id, name: stageName }] },
    ...columns,
  });
  return view.id;
}

const unique = (name: string) => `${name} ${Date.now().toString(36)}`;

test('a view saved from the screen keeps its filter and the column hidden on it; the plain list keeps its own', {
  tag: '@phone',
}, async ({ page, isMobile }) => {
  const leads = new LeadsPage(page);
  const views = new ViewsMenu(page);
  await leads.signIn();
  const name = unique('Opportunities');
  await saveView(leads, views, name, 'Opportunity', isMobile ? null : 'Project');
  await page.reload();
  await expect(views.button).toHaveAccessibleName(`Views: ${name}`);
  await expect(leads.chip('Stage: Opportunity')).toBeVisible();
  if (!isMobile) {
    await expect(leads.header('Project')).toHaveCount(0);
    await leads.goto('/leads');
    await expect(leads.header('Project')).toHaveCount(1);
  }
});

test('switching views from the menu shows each view’s filter and columns', async ({
  page,
  request,
  isMobile,
}) => {
  const leads = new LeadsPage(page);
  const views = new ViewsMenu(page);
  const api = new DemoApi(request);
  const pipeline = unique('Pipeline');
  const suspects = unique('Suspects');
  await viewThroughApi(api, pipeline, 'Pipeline', ['Stage']);
  await viewThroughApi(api, suspects, 'Suspect', []);
  await leads.signIn();
  await leads.goto('/leads');
  await views.choose(pipeline);
  await expect(leads.chip('Stage: Pipeline')).toBeVisible();
  if (!isMobile) await expect(leads.header('Stage')).toHaveCount(0);
  await views.choose(suspects);
  await expect(leads.chip('Stage: Suspect')).toBeVisible();
  await expect(leads.chip('Stage: Pipeline')).toHaveCount(0);
  if (!isMobile) await expect(leads.header('Stage')).toHaveCount(1);
});

/** A 'Suspects' view made through the API, opened on the leads screen. */
async function openSuspectsView(page: Page, request: APIRequestContext) {
  const leads = new LeadsPage(page);
  const views = new ViewsMenu(page);
  const name = unique('Suspects');
  const id = await viewThroughApi(new DemoApi(request), name, 'Suspect', []);
  await leads.signIn();
  await leads.goto(`/leads/${id}`);
  await expect(views.button).toHaveAccessibleName(`Views: ${name}`);
  return { leads, views, name, id };
}

test('a change to a view shows Unsaved changes; Reset to view puts the view back', async ({
  page,
  request,
}) => {
  const { leads } = await openSuspectsView(page, request);
  await leads.removeChip('Stage: Suspect');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Reset to view' }).click();
  await expect(leads.chip('Stage: Suspect')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
});

test('a column pinned on a view is the view’s: marked unsaved until Ctrl+S, kept on reload', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'pinning is in the desktop toolbar');
  const leads = new LeadsPage(page);
  const id = await viewThroughApi(new DemoApi(request), unique('Opportunities'), 'Opportunity', []);
  await leads.signIn();
  await leads.goto(`/leads/${id}`);
  await expect(leads.chip('Stage: Opportunity')).toBeVisible();
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
});

test('a view’s address opens the same view in another browser of the same partner', async ({
  page,
  request,
  browser,
  isMobile,
}) => {
  const name = unique('Opportunities');
  const id = await viewThroughApi(new DemoApi(request), name, 'Opportunity', ['Project']);
  await signInThroughApi(page, '9876543210', 'magnet123');
  const second = await otherBrowser(browser, '9876543210');
  const secondLeads = new LeadsPage(second);
  await secondLeads.goto(`/leads/${id}`);
  await expect(new ViewsMenu(second).button).toHaveAccessibleName(`Views: ${name}`);
  await expect(secondLeads.chip('Stage: Opportunity')).toBeVisible();
  if (!isMobile) await expect(secondLeads.header('Project')).toHaveCount(0);
  await second.context().close();
});

test('Delete offers Undo: taken at once, the view stays and its address comes back', async ({
  page,
  request,
}) => {
  const { views, name, id } = await openSuspectsView(page, request);
  await views.command('Delete');
  await expect(page).toHaveURL(/\/leads$/);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page).toHaveURL(new RegExp(`/leads/${id}$`));
  await expect(views.button).toHaveAccessibleName(`Views: ${name}`);
});

test('a view is never renamed to nothing or past 100 characters: the dialog says why', async ({
  page,
  request,
}) => {
  const { views, name } = await openSuspectsView(page, request);
  await views.command('Rename…');
  const field = views.nameDialog.getByRole('textbox', { name: 'View name' });
  const save = views.nameDialog.getByRole('button', { name: 'Save', exact: true });
  await field.fill('   ');
  await save.click();
  await expect(views.nameDialog.getByText('Give the view a name.')).toBeVisible();
  await field.fill('x'.repeat(101));
  await expect(
    views.nameDialog.getByText("A view's name has at most 100 characters (this one has 101)."),
  ).toBeVisible();
  await save.click();
  await expect(views.nameDialog).toBeVisible();
  await views.nameDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(views.button).toHaveAccessibleName(`Views: ${name}`);
});

test('the other partner never sees a partner’s views: their ids are unknown saved filters there', async ({
  page,
  request,
}) => {
  const name = unique('Opportunities');
  const id = await viewThroughApi(new DemoApi(request), name, 'Opportunity', []);
  await signInThroughApi(page, OTHER_PHONE, 'magnet123');
  const otherLeads = new LeadsPage(page);
  await page.goto(`/leads/${id}`);
  await expect(page.getByText(`The saved filter '${id}' does not exist`)).toBeVisible();
  await expect(page).toHaveURL(/\/leads$/);
  await expect(otherLeads.chips).toHaveCount(0);
  const views = new ViewsMenu(page);
  await views.open();
  await expect(views.menu.getByRole('menuitem', { name, exact: true })).toHaveCount(0);
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
