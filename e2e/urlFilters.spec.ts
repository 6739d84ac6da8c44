import { type Browser, expect, type Page, test } from '@playwright/test';
import { countText, DemoApi, LeadsPage } from './pages/LeadsPage';
import { DEMO_PASSWORD, DEMO_PHONE, signInThroughApi } from './pages/session';

type IdName = { id: number; name: string };

/** A second browser of the same class (viewport, touch), signed in as the demo partner. */
async function secondBrowser(browser: Browser): Promise<Page> {
  const { viewport, isMobile, hasTouch, baseURL } = test.info().project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, baseURL });
  const page = await context.newPage();
  await signInThroughApi(page, DEMO_PHONE, DEMO_PASSWORD);
  return page;
}

test('the leads filters live in the address: shown as the call keys, opened in another browser, Back and Forward, bad keys dropped with a notice', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const api = new DemoApi(page.request);
  const stages = await api.get<IdName[]>('/api/users/stages?type=LEAD');
  const idOf = (name: string) => String(stages.find((s) => s.name === name)?.id);
  const opportunity = idOf('Opportunity');
  const pipeline = idOf('Pipeline');
  const from = '2020-01-01';
  const one = await api.leadCount({ stage_ids: opportunity, created_at_from: from });
  const two = await api.leadCount({ stage_ids: `${opportunity},${pipeline}`, created_at_from: from });

  const leads = new LeadsPage(page);
  await leads.signIn();
  await leads.goto('/leads');
  await leads.openFilters();
  // Typed as people write it, shown so in the chip and the field; the address keeps the ISO day.
  await leads.setDate('Coming From', '1 Jan 2020');
  await expect(leads.chip('Coming From: 01 Jan 2020')).toBeVisible();
  await expect(page).toHaveURL(/\/leads\?created_at_from=2020-01-01$/);
  await expect(
    page
      .getByRole('region', { name: 'Leads Filters' })
      .getByRole('combobox', { name: 'Coming From', exact: true }),
  ).toHaveValue('01 Jan 2020');
  // On a phone the date's Escape closed the filter drawer: open it again (no change on a desktop).
  await leads.openFilters();
  await page.locator('#leads-filter-stage_ids').selectOption({ label: 'Opportunity' });
  await expect(page).toHaveURL(new RegExp(`/leads\\?stage_ids=${opportunity}&created_at_from=${from}$`));
  await expect(leads.count).toHaveText(countText(one));
  await page.locator('#leads-filter-stage_ids').selectOption({ label: 'Pipeline' });
  const address = `/leads?stage_ids=${opportunity},${pipeline}&created_at_from=${from}`;
  await expect(page).toHaveURL(new RegExp(`${address.replace('?', '\\?')}$`));
  await expect(leads.count).toHaveText(countText(two));
  await expect.poll(async () => (await leads.rowIds()).length).toBeGreaterThan(0);

  // The copied address, in another browser signed in as the same partner: the same filters and rows.
  const second = await secondBrowser(browser);
  const secondLeads = new LeadsPage(second);
  await secondLeads.goto(address);
  await expect(secondLeads.chip('Stage: Opportunity')).toBeVisible();
  await expect(secondLeads.chip('Stage: Pipeline')).toBeVisible();
  await expect(secondLeads.chip('Coming From: 01 Jan 2020')).toBeVisible();
  await expect(secondLeads.count).toHaveText(countText(two));
  // The same rows in the same order (read again in both, once each grid has settled).
  await expect
    .poll(async () => JSON.stringify(await secondLeads.rowIds()) === JSON.stringify(await leads.rowIds()))
    .toBe(true);
  await second.context().close();

  // Back and Forward move through the filter changes.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/leads\\?stage_ids=${opportunity}&created_at_from=${from}$`));
  await expect(leads.chip('Stage: Pipeline')).toHaveCount(0);
  await expect(leads.chip('Stage: Opportunity')).toBeVisible();
  await expect(leads.count).toHaveText(countText(one));
  await page.goBack();
  await expect(leads.chip('Stage: Opportunity')).toHaveCount(0);
  await expect(leads.chip('Coming From: 01 Jan 2020')).toBeVisible();
  await page.goForward();
  await page.goForward();
  await expect(leads.chip('Stage: Pipeline')).toBeVisible();
  await expect(leads.count).toHaveText(countText(two));

  // Keys the list does not know and values it cannot take are left out, and the partner is told.
  await page.goto('/leads?stage_ids=abc&bogus=1');
  const notice = page.getByRole('status').filter({ hasText: 'Left out of the address' });
  await expect(notice).toContainText('stage_ids=abc');
  await expect(notice).toContainText('bogus=1');
  await expect(page).toHaveURL(/\/leads$/);
  await expect(leads.chips).toHaveCount(0);
  await expect(leads.count).toHaveText(/Showing all/);
});
