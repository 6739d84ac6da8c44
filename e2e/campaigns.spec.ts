import { type APIRequestContext, expect, test } from '@playwright/test';
import { CampaignsPage } from './pages/CampaignsPage';
import { LeadsPage } from './pages/LeadsPage';
import { OnboardingPage, onboardThroughApi, type Partner, registerPartner } from './pages/OnboardingPage';
import { ViewsMenu } from './pages/ViewsMenu';

type Project = { id: number; name: string };

async function projectOf(request: APIRequestContext, partner: Partner, focus: 0 | 1): Promise<Project> {
  const answer = await request.get(`/api/projects?size=50&pageId=1&is_active=1&is_focus=${focus}`, {
    headers: { Authorization: `Bearer ${partner.token}` },
  });
  expect(answer.status()).toBe(200);
  const { projects } = (await answer.json()) as { projects: Project[] };
  // A name no other project starts with, so the autocomplete shows it among few.
  const project = projects.find((p) => p.name.length >= 5);
  if (!project) throw new Error('no project to run a campaign on');
  return project;
}

test('a campaign below the minimum is refused, a valid one opens the payment page, paying shows the spend', {
  tag: '@phone',
}, async ({ page, request, isMobile }) => {
  // Registration, onboarding and several round trips through the screens.
  test.slow();
  const partner = await registerPartner(request);
  await onboardThroughApi(request, partner);
  const focus = await projectOf(request, partner, 1);
  const plain = await projectOf(request, partner, 0);
  await new OnboardingPage(page).signIn(partner);
  const campaigns = new CampaignsPage(page);

  await campaigns.goto();
  await expect(page.getByText("Almost there, Let's start your digital campaigns!!")).toBeVisible();
  await page.getByRole('button', { name: 'Run Campaign' }).first().click();
  await expect(campaigns.form).toBeVisible();

  await campaigns.submit.click();
  await expect(campaigns.form.getByText('Required')).toHaveCount(3);
  await campaigns.typeAmount('24999');
  await expect(campaigns.form.getByText('Digital spend should be a minimum of ₹25000')).toBeVisible();
  await campaigns.typeAmount('1000000');
  await expect(campaigns.form.getByText('Digital Spend cannot exceed ₹999999')).toBeVisible();
  await campaigns.typeAmount('25k');
  await expect(campaigns.form.getByText('Amount must be a number')).toBeVisible();

  // A project that is not a focus project cannot run a campaign.
  await campaigns.pickProject(plain.name);
  await campaigns.checkType('SMS');
  await campaigns.typeAmount('30000');
  const sent = page.waitForRequest('**/api/focus_projects/focus_project_upsert');
  await campaigns.submit.click();
  expect((await sent).postDataJSON()).toEqual({
    amount: 30000,
    campaign_type_id: [3],
    name: 'RAVI KUMAR',
    project_id: plain.id,
    is_interested: 1,
  });
  await expect(
    campaigns.toasts.filter({ hasText: 'Project not available for digital campaign' }),
  ).toBeVisible();
  await expect(campaigns.form.getByText('Campaign Types')).toBeVisible();

  await campaigns.form.getByRole('button', { name: 'Clear Project' }).click();
  await campaigns.pickProject(focus.name);
  await campaigns.checkType('Google Ads');
  await campaigns.typeAmount('1,25,000');
  await campaigns.submit.click();
  await expect(campaigns.form.getByText('Project available for digital campaign')).toBeVisible();
  const payment = page.frameLocator('iframe[title="Campaign payment"]');
  await expect(payment.getByText(focus.name)).toBeVisible();
  await payment.getByRole('button', { name: 'Pay ₹1,25,000' }).click();
  await expect(payment.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await campaigns.form.getByRole('button', { name: 'Done' }).click();
  await expect(campaigns.form).toHaveCount(0);

  await expect.poll(() => campaigns.column('Project')).toEqual([focus.name]);
  // A phone shows Project, Amount and Status unless the partner shows more.
  if (!isMobile) expect(await campaigns.column('Campaign Type')).toEqual(['Google Ads, SMS']);
  expect(await campaigns.column('Amount')).toEqual(['₹1,25,000']);
  expect(await campaigns.column('Status')).toEqual(['Active']);
});

test('campaign filters, chips, cell filters, columns and saved filters', async ({
  page,
  request,
  isMobile,
}) => {
  // Registration, onboarding and several round trips through the screens.
  test.slow();
  const partner = await registerPartner(request);
  await onboardThroughApi(request, partner);
  const focus = await projectOf(request, partner, 1);
  const headers = { Authorization: `Bearer ${partner.token}` };
  for (const [amount, types] of [
    [40000, [1]],
    [50000, [3, 5]],
  ] as const) {
    const answer = await request.post('/api/focus_projects/focus_project_upsert', {
      headers,
      data: { amount, campaign_type_id: types, name: 'RAVI KUMAR', project_id: focus.id, is_interested: 1 },
    });
    expect(answer.status()).toBe(200);
  }
  await new OnboardingPage(page).signIn(partner);
  const campaigns = new CampaignsPage(page);
  await campaigns.goto();
  await expect.poll(() => campaigns.column('Amount')).toEqual(['₹50,000', '₹40,000']);

  // The filter dialog: campaign type and order; each value a chip that removes it.
  await campaigns.filtersButton.click();
  await expect(campaigns.filtersDialog).toBeVisible();
  await campaigns.filtersDialog.getByLabel('Campaign Type').selectOption({ label: 'SMS' });
  await campaigns.filtersDialog.getByLabel('Order').selectOption({ label: 'Ascending' });
  await campaigns.filtersDialog.getByRole('button', { name: 'Done' }).click();
  await expect(campaigns.chip('Campaign Type: SMS')).toBeVisible();
  await expect(campaigns.chip('Order: Ascending')).toBeVisible();
  await expect.poll(() => campaigns.column('Amount')).toEqual(['₹50,000']);
  await campaigns.chip('Campaign Type: SMS').getByRole('button', { name: 'Remove tag' }).click();
  await expect.poll(() => campaigns.column('Amount')).toEqual(['₹40,000', '₹50,000']);

  // Save the filter (kept in this browser), open it again from the views menu after a reload.
  await new ViewsMenu(page).saveNew();
  await expect(page).toHaveURL(/\/campaigns\/\d+$/);
  // The plain list again: no filters, newest first.
  await page.goto('/campaigns');
  await expect(campaigns.caption).toHaveText('Showing all Campaigns Spendings', { timeout: 60_000 });
  await expect.poll(() => campaigns.column('Amount')).toEqual(['₹50,000', '₹40,000']);
  await expect(campaigns.chips).toHaveCount(0);
  await page.reload();
  await new ViewsMenu(page).choose('Untitled Filter');
  await expect(page).toHaveURL(/\/campaigns\/\d+$/);
  await expect(campaigns.chip('Order: Ascending')).toBeVisible();
  await expect(campaigns.chip('Campaign Type: SMS')).toHaveCount(0);

  // On a wide screen a click on a Campaign Type cell filters by that type (a phone's tap opens the row).
  if (!isMobile) {
    await campaigns.grid.locator('.ag-row[row-index="0"] [col-id="Campaign Type"]').first().click();
    await expect(campaigns.chip('Campaign Type: Google Ads')).toBeVisible();
    await expect.poll(() => campaigns.column('Amount')).toEqual(['₹40,000']);
  }

  // Columns: hide Status; it stays hidden after a reload.
  // (A phone draws cards: the Columns menu says what the layout shows.)
  const columnShown = async (name: string, shown: boolean) => {
    if (!isMobile) {
      await (shown
        ? expect(campaigns.header(name)).toBeVisible()
        : expect(campaigns.header(name)).toHaveCount(0));
      return;
    }
    await campaigns.columnsButton.click();
    const box = page.getByRole('group', { name: 'Columns' }).getByRole('checkbox', { name, exact: true });
    await (shown ? expect(box).toBeChecked() : expect(box).not.toBeChecked());
    await page.keyboard.press('Escape');
  };
  await page.goto('/campaigns');
  await columnShown('Status', true);
  await campaigns.columnsButton.click();
  await page.getByRole('group', { name: 'Columns' }).getByText('Status', { exact: true }).click();
  await page.keyboard.press('Escape');
  await columnShown('Status', false);
  if (!isMobile) {
    await campaigns.header('Amount').dragTo(campaigns.header('Project'), { targetPosition: { x: 5, y: 10 } });
    await expect.poll(async () => (await campaigns.headerNames())[0]).toBe('Amount');
  }
  await page.reload();
  await expect(campaigns.caption).toHaveText('Showing all Campaigns Spendings', { timeout: 60_000 });
  await columnShown('Project', true);
  await columnShown('Status', false);
  if (!isMobile) await expect.poll(async () => (await campaigns.headerNames())[0]).toBe('Amount');
});

test('Escape in the project search closes only the suggestions; the form asks before throwing typed input away', async ({
  page,
}) => {
  await new LeadsPage(page).signIn();
  await page.goto('/');
  const campaigns = new CampaignsPage(page);
  const discard = page.getByRole('alertdialog').filter({ hasText: 'Discard what you typed?' });
  await page.getByTestId('speed-dial').click();
  await page.getByRole('menuitem', { name: 'Run Campaign' }).click();
  await expect(campaigns.form).toBeVisible();

  // After an invalid submit the cursor is in the first field in error.
  await campaigns.amount.fill('30000');
  await campaigns.submit.click();
  await expect(campaigns.form.getByRole('textbox', { name: 'Project' })).toBeFocused();

  const search = campaigns.form.getByRole('textbox', { name: 'Project' });
  const suggestions = page.getByRole('menu', { name: 'Project suggestions' });
  await search.fill('Thane');
  await expect(suggestions).toBeVisible();
  await search.press('Escape');
  await expect(suggestions).toBeHidden();
  await expect(discard).toHaveCount(0);
  await expect(search).toHaveValue('Thane');
  await expect(campaigns.amount).toHaveValue('30000');

  // Escape again asks; Keep editing keeps the amount; the close button asks too and Discard closes.
  await search.press('Escape');
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(campaigns.amount).toHaveValue('30000');
  await campaigns.form.getByRole('button', { name: 'Close' }).click();
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(campaigns.form).toHaveCount(0);
});
