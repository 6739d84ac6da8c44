import { expect, test } from '@playwright/test';
import { AddLeadPage, projectNamed } from './pages/AddLeadPage';
import { countText, DemoApi, LeadsPage } from './pages/LeadsPage';
import { signedInNewPartner, uniquePhone } from './pages/OnboardingPage';

// The protection clock (extension, issue 35): the leads grid's Protection column and its filter, the
// lead panel's Summary and the registration receipt, the dashboard's count linking to the list.
const EXPIRING = 'Protection: Expiring within 7 days';
const WITHIN_7_DAYS = /^([0-7] days|1 day) left$|^Ends today$/;
const IST_MOMENT = /\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}:\d{2} [AP]M IST/;

test('the Protection column and the "Expiring within 7 days" filter', async ({ page, request, isMobile }) => {
  const expected = await new DemoApi(request).leadCount({ protection_expires_within: '7' });
  const leads = new LeadsPage(page);
  await leads.signIn();
  await leads.goto();
  await leads.scrollToColumn('Protection');
  // A phone's card has a Protection line where a desktop has the column.
  if (!isMobile) await expect(leads.header('Protection')).toBeVisible();
  const [firstId = 0] = await leads.rowIds();
  await expect(leads.cell(firstId, 'Protection')).toHaveText(
    /^(\d+ days? left|Ends today|Locked|Expired|Ended)$/,
  );

  await leads.openFilters();
  await page
    .locator('#leads-filter-protection_expires_within')
    .selectOption({ label: 'Expiring within 7 days' });
  await expect(leads.chips).toContainText(EXPIRING);
  await expect(leads.count).toHaveText(countText(expected));
  if (expected > 0) {
    await leads.filtersToggle.click();
    await leads.scrollToColumn('Protection');
    const ids = await leads.rowIds();
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) await expect(leads.cell(id, 'Protection')).toHaveText(WITHIN_7_DAYS);
  }
});

test("the receipt states the protection's end, and the lead's Summary the same end in IST", {
  tag: '@phone',
}, async ({ page, request, isMobile }) => {
  test.setTimeout(180_000);
  const partner = await signedInNewPartner(page, request);
  await expect(page.getByTestId('greeting')).toBeVisible();
  const { name: project } = await projectNamed(request, partner, 'Thane');
  const addLead = new AddLeadPage(page);
  const leads = new LeadsPage(page);

  await leads.goto('/leads');
  await page.getByRole('button', { name: 'Add Lead', exact: true }).click();
  await addLead.chooseTier('Lite');
  await addLead.fill({
    name: 'Meera Protected',
    number: `8${uniquePhone().slice(1)}`,
    project,
    comments: 'Registered for the protection clock',
  });
  const leadId = await addLead.submitAndReadId();
  await expect(addLead.receipt).toContainText(new RegExp(`Protected until: ${IST_MOMENT.source}`));
  const end = /Protected until: (.+)$/m.exec((await addLead.receipt.textContent()) ?? '')?.[1] ?? '';
  await addLead.close();

  await leads.goto('/leads');
  await leads.scrollToColumn('Protection');
  await expect(leads.cell(leadId, 'Protection')).toHaveText(/^\d+ days left$/);
  if (isMobile) await leads.cell(leadId, 'Client Name').click();
  else await leads.row(leadId).getByRole('button', { name: 'More Info' }).click();
  const summary = leads.panel().getByTestId('lead-protection');
  await expect(summary).toContainText(/Protection: \d+ days left/);
  await expect(summary).toContainText(`Protected until ${end}`);
  await expect(summary).toContainText(/\d+-day window from the registration on /);
});

test('the dashboard counts the leads expiring this week and opens them in the list', async ({
  page,
  request,
}) => {
  const expected = await new DemoApi(request).leadCount({ protection_expires_within: '7' });
  const leads = new LeadsPage(page);
  await leads.signIn();
  await page.goto('/');
  const counter = page.getByTestId('protection-expiring');
  await expect(counter).toHaveText(expected.toLocaleString('en-IN'));
  await counter.click();
  await expect(page).toHaveURL(/\/leads\/protection-expiring$/);
  await expect(leads.chips).toContainText(EXPIRING);
  await expect(leads.count).toHaveText(countText(expected));
});

test('the Protection header orders the leads by the end of their window, soonest first, then latest first', async ({
  page,
  request,
}) => {
  const api = new DemoApi(request);
  const orderedIds = async (orderType: 'asc' | 'desc') => {
    const query = new URLSearchParams({
      type: 'all_leads',
      is_magnet: '1',
      order_by: 'protection_ends_at',
      order_type: orderType,
      size: '10',
      pageId: '1',
    });
    const { leads } = await api.get<{ leads: { id: number }[] }>(`/api/leads?${query}`);
    return leads.map((l) => l.id);
  };
  const leads = new LeadsPage(page);
  await leads.signIn();
  await leads.goto();
  await leads.scrollToColumn('Protection');
  const header = leads.header('Protection');
  await expect(header).toHaveAttribute('aria-sort', 'none');

  await header.getByText('Protection', { exact: true }).click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  // The rows on screen are the first page the server orders so (asked again should another spec add a lead).
  await expect(async () => expect(await leads.rowIds()).toEqual(await orderedIds('asc'))).toPass();

  await header.getByText('Protection', { exact: true }).click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(async () => expect(await leads.rowIds()).toEqual(await orderedIds('desc'))).toPass();
  await expect(leads.pageText).toContainText('Page 1');
});
