import { type Browser, expect, type Page, test } from '@playwright/test';
import { InboxPage } from './pages/InboxPage';
import { DEMO_PASSWORD, DEMO_PHONE, DemoApi, LeadsPage } from './pages/LeadsPage';
import { signInThroughApi } from './pages/session';

// Live lead updates (extension, issue 44): a change made on the CRM side reaches the partner's open
// list (its row marked as changed until read), lead panel and Updates bell without a reload; the inbox
// names the client and opens the lead; its read state is the server's, the same in every browser of
// the partner (a read in one drops the bell of the others live); the other partner's inbox does not have it.
const CRM = { Authorization: 'Bearer demo-crm-token' };
const VISIT = { action: 'lead_status_change', action_name: 'Visit Done', internal_status_id: 4 };
const FOLLOW_UP = {
  action: 'followup',
  action_name: 'Follow Up',
  comment: 'The family asks for a second visit',
};
const SECOND_FOLLOW_UP = { ...FOLLOW_UP, comment: 'The family brings the loan papers' };
const THIRD_FOLLOW_UP = { ...FOLLOW_UP, comment: 'The family wants a corner flat' };
const OTHER_PARTNER = '9876543211';

/** Another browser (a context of its own) of the demo partner, on the leads list. */
async function otherBrowser(browser: Browser): Promise<Page> {
  const { viewport, isMobile, hasTouch, baseURL, serviceWorkers } = test.info().project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, baseURL, serviceWorkers });
  const page = await context.newPage();
  await signInThroughApi(page, DEMO_PHONE, DEMO_PASSWORD);
  await new LeadsPage(page).goto();
  return page;
}

test('a CRM change reaches the open row, the bell and the open lead at once; opening the lead reads it', {
  tag: '@phone',
}, async ({ page, browser, request }) => {
  const api = new DemoApi(request);
  const crm = async (leadId: number, data: object) => {
    const written = await request.post(`/api/crm/leads/${leadId}/activities`, { headers: CRM, data });
    expect(written.status()).toBe(201);
  };
  // Every earlier change read: the count starts at none.
  await api.post('/api/inbox/read');
  const leads = new LeadsPage(page);
  const inbox = new InboxPage(page);
  await leads.signIn();
  await leads.goto();
  await inbox.expectUnread(0);
  await leads.scrollToColumn('Protection');
  // A row on screen still Protected and open (a closed or cancelled lead's clock ignores visits): the
  // visit locks it.
  let leadId = 0;
  for (const id of await leads.rowIds()) {
    const lead = await api.get<{ protection?: { state: string }; ObjectStage: { Stage: { name: string } } }>(
      `/api/leads/${id}`,
    );
    const stage = lead.ObjectStage.Stage.name;
    if (lead.protection?.state === 'Protected' && stage !== 'Closed' && stage !== 'Cancel') {
      leadId = id;
      break;
    }
  }
  expect(leadId).toBeGreaterThan(0);
  const { Client: client } = await api.get<{ Client: { name: string } }>(`/api/leads/${leadId}`);
  await leads.expectChanged(leadId, false);
  // Marks the row's element: still marked after the change, the row was updated in place (no reload).
  await leads
    .row(leadId)
    .first()
    .evaluate((row) => row.setAttribute('data-seen', 'before'));
  await crm(leadId, { ...VISIT, comment: 'The family liked the sample flat' });

  await expect(leads.cell(leadId, 'Protection')).toHaveText('Locked');
  await expect(leads.row(leadId).first()).toHaveAttribute('data-seen', 'before');
  await inbox.expectUnread(1);
  await leads.expectChanged(leadId, true);
  await page.screenshot({ path: test.info().outputPath('changed-row.png') });

  await inbox.open();
  const item = inbox.item(client.name);
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAccessibleName(/^Unread: /);
  // It says what happened (a visit, which locked the protection) and the CRM's comment.
  await expect(item).toContainText('Site visit done: protection locked until the lead closes');
  await expect(item).toContainText('“The family liked the sample flat”');
  await expect(item).toContainText(/IST$/);
  await page.screenshot({ path: test.info().outputPath('inbox.png') });

  // Another browser of the partner has the same unread change; read there, it is read here too.
  const second = new InboxPage(await otherBrowser(browser));
  await second.expectUnread(1);
  await second.open();
  await expect(second.item(client.name)).toHaveAccessibleName(/^Unread: /);
  await second.markAllRead.click();
  await second.expectUnread(0);
  // This browser learns it on its stream: the bell drops with no reload and the inbox unopened.
  await inbox.expectUnread(0);
  await inbox.open();
  await expect(item).not.toHaveAccessibleName(/^Unread: /);
  await leads.expectChanged(leadId, false);

  // A later change, opened from the inbox: the lead is read here and in the other browser.
  await crm(leadId, FOLLOW_UP);
  await inbox.expectUnread(1);
  await second.expectUnread(1);
  await inbox.open();
  await item.first().click();
  await expect(page).toHaveURL(new RegExp(`lead=${leadId}`));
  const panel = leads.panel();
  await expect(panel.getByText(/^Locked since the site visit of /)).toBeVisible();
  await inbox.expectUnread(0);
  await second.expectUnread(0);
  await second.open();
  await expect(second.item(client.name).first()).not.toHaveAccessibleName(/^Unread: /);
  await second.page.context().close();

  // A change while the lead is open shows in its History at once.
  await panel.getByRole('tab', { name: 'History' }).click();
  await expect(panel.getByText('Activity status changed to Visit Done')).toBeVisible();
  await crm(leadId, SECOND_FOLLOW_UP);
  await expect(panel.getByText(`“${SECOND_FOLLOW_UP.comment}”`)).toBeVisible();

  // Opening the lead's panel from the list reads its change too.
  await leads.goto();
  await crm(leadId, THIRD_FOLLOW_UP);
  await inbox.expectUnread(1);
  await leads.expectChanged(leadId, true);
  // The row may be drawn again (the other browser's read refreshes the list) under the click: again
  // until the panel shows.
  await expect(async () => {
    if (!(await leads.panel().isVisible())) {
      await leads.row(leadId).getByRole('button', { name: 'More Info' }).click({ timeout: 10_000 });
    }
    await expect(leads.panel()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await inbox.expectUnread(0);

  // The other partner's inbox has nothing of it.
  const { items } = await new DemoApi(request, OTHER_PARTNER).get<{ items: { lead_id: number }[] }>(
    '/api/inbox',
  );
  expect(items.map((i) => i.lead_id)).not.toContain(leadId);
});

// Flaky (it passed and failed at each size in this round's runs): the other tab sometimes stays on the
// list. The server's side (the session's streams end) is held by tests/server/liveLimits.test.ts.
test('signing out in one tab sends the other tab of the same session to sign-in', {
  tag: '@phone',
}, async ({ page, context }) => {
  const leads = new LeadsPage(page);
  await leads.signIn();
  await leads.goto();
  const other = await context.newPage();
  await new LeadsPage(other).goto();
  await new InboxPage(other).expectUnread(0);
  // The first tab signs out with the session both tabs share.
  const status = await page.evaluate(async () => {
    const { token } = JSON.parse(window.localStorage.getItem('partner-portal.session') ?? '{}') as {
      token?: string;
    };
    const res = await fetch('/api/users/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    return res.status;
  });
  expect(status).toBe(200);
  // The server ends the session's stream; the other tab's browser goes to sign-in like on any 401.
  await expect(other).toHaveURL(/\/login\.html\?redirect_to=%2Fleads$/);
});
