import { type APIRequestContext, expect, type Page, type Request, test } from '@playwright/test';
import { addLeadThroughApi, clientNumber, projectNamed } from './pages/AddLeadPage';
import { keptOnDevice, keptPaths } from './pages/deviceCopies';
import { InboxPage } from './pages/InboxPage';
import { LeadsPage } from './pages/LeadsPage';
import { signedInNewPartner } from './pages/OnboardingPage';

// Instant start (issue 50): a returning partner's screen is drawn from the device's copy at once,
// marked "Updating…", while the server is asked; the server's answer replaces it in place. Every API
// answer here is held back until the test has seen what shows meanwhile.
const CRM = { Authorization: 'Bearer demo-crm-token' };

/** Holds back the API's answers that `match` picks until `release` is called. */
async function holdApi(
  page: Page,
  match: (url: URL) => boolean = (url) => /^\/(api|engage)\//.test(url.pathname),
) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(match, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1440) < 900;
}

/** What the list says of its rows beside its count: "Updating…" while they are the device's copy. */
const listFreshness = (page: Page) => page.locator('.pp-list-toolbar').getByTestId('copy-freshness');

async function signOut(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: /^Open menu/ }).click();
  else await page.getByTestId('account-button').click();
  await page.getByTestId('account-menu').getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login\.html/);
}

/** A new partner with one lead, signed in, whose leads list the device has kept. */
async function leadsKeptOnDevice(page: Page, request: APIRequestContext, client: string) {
  const partner = await signedInNewPartner(page, request);
  const { id: projectId } = await projectNamed(request, partner, 'Thane');
  await addLeadThroughApi(request, partner, { name: client, number: clientNumber(), project_id: projectId });
  const leads = new LeadsPage(page);
  await leads.goto('/leads');
  await expect(leads.count).toHaveText('Showing all 1 lead');
  await keptOnDevice(page, '/api/leads');
  return { partner, projectId, leads };
}

test.describe('Instant start', () => {
  test("a returning partner sees the last copy of their leads at once, marked Updating…, then the server's change", {
    tag: '@phone',
  }, async ({ page, request }) => {
    const { partner, projectId, leads } = await leadsKeptOnDevice(page, request, 'Meera Copied');

    // Changed on the server since the visit.
    await addLeadThroughApi(request, partner, {
      name: 'Rohan Added',
      number: clientNumber(),
      project_id: projectId,
    });
    const release = await holdApi(page);
    await page.reload();
    await expect(leads.grid.getByText('Meera Copied')).toBeVisible();
    await expect(leads.count).toHaveText('Showing all 1 lead');
    await expect(listFreshness(page)).toHaveText('Updating…');
    await expect(leads.grid.getByText('Rohan Added')).toHaveCount(0);

    release();
    await expect(leads.count).toHaveText('Showing all 2 leads');
    await expect(leads.grid.getByText('Rohan Added')).toBeVisible();
    await expect(listFreshness(page)).toHaveText('');
  });

  test('the dashboard draws its last counts at once, saying when they were kept, then the fresh ones', {
    tag: '@phone',
  }, async ({ page, request }) => {
    const { partner, projectId } = await leadsKeptOnDevice(page, request, 'Dev Counted');
    await page.goto('/');
    const newLeads = page.getByTestId('count-added-new');
    await expect(newLeads).toHaveText('1');
    await keptOnDevice(page, '/api/dashboard/open_leads/');
    await addLeadThroughApi(request, partner, {
      name: 'Dev Second',
      number: clientNumber(),
      project_id: projectId,
    });

    const release = await holdApi(page);
    await page.reload();
    await expect(newLeads).toHaveText('1');
    await expect(page.getByTestId('copy-freshness').first()).toHaveText('Updating…');
    // Not '–': the counts on screen are the copy kept on the last visit, and it says when.
    await expect(page.getByTestId('last-updated')).toHaveText(/^Last Updated: \d/);
    release();
    await expect(newLeads).toHaveText('2');
    await expect(page.getByTestId('copy-freshness').first()).toHaveText('');
  });

  test("after sign-out, the next account on the device never sees the last one's copy", {
    tag: '@phone',
  }, async ({ page, request }) => {
    const { leads } = await leadsKeptOnDevice(page, request, 'Anil Private');
    await signOut(page);
    expect(await keptPaths(page)).toEqual([]);

    await signedInNewPartner(page, request);
    const release = await holdApi(page);
    await page.goto('/leads');
    await expect(leads.count).toHaveText('Loading leads…');
    await expect(page.getByText('Anil Private')).toHaveCount(0);
    await expect(listFreshness(page)).toHaveText('');
    release();
    await expect(leads.count).toHaveText('No Records Found');
    await expect(page.getByText('Anil Private')).toHaveCount(0);
  });

  test("a copied lead's changes are marked read only once the server's lead has come", {
    tag: '@phone',
  }, async ({ page, request }) => {
    const partner = await signedInNewPartner(page, request);
    const { id: projectId } = await projectNamed(request, partner, 'Thane');
    const leadId = await addLeadThroughApi(request, partner, {
      name: 'Kiran Waits',
      number: clientNumber(),
      project_id: projectId,
    });
    const leads = new LeadsPage(page);
    const inbox = new InboxPage(page);
    await leads.goto(`/leads?lead=${leadId}`);
    await expect(leads.panel()).toBeVisible();
    await keptOnDevice(page, `/api/leads/${leadId}`);

    const written = await request.post(`/api/crm/leads/${leadId}/activities`, {
      headers: CRM,
      data: { action: 'followup', action_name: 'Follow Up', comment: 'Call back on Sunday' },
    });
    expect(written.status()).toBe(201);
    const reads: string[] = [];
    page.on('request', (sent: Request) => {
      if (sent.method() === 'POST' && sent.url().includes('/api/inbox/')) reads.push(sent.url());
    });
    // Only the lead's own answer is held back: the inbox says it has an unread change.
    const release = await holdApi(page, (url) => url.pathname === `/api/leads/${leadId}`);
    await page.reload();
    await expect(leads.panel().getByTestId('copy-freshness')).toHaveText('Updating…');
    await inbox.expectUnread(1);
    expect(reads).toEqual([]);

    release();
    await expect(leads.panel().getByTestId('copy-freshness')).toHaveText('');
    await inbox.expectUnread(0);
    expect(reads.map((url) => new URL(url).pathname)).toEqual([`/api/inbox/leads/${leadId}/read`]);
  });
});
