import { expect, test } from '@playwright/test';
import { format } from 'date-fns';
import {
  AddLeadPage,
  addLeadThroughApi,
  clientNumber,
  leadsWithNumber,
  projectNamed,
} from './pages/AddLeadPage';
import { LeadsPage } from './pages/LeadsPage';
import { signedInNewPartner } from './pages/OnboardingPage';
import { OutboxPage } from './pages/OutboxPage';

/**
 * A fresh, onboarded partner (the demo data stays untouched), signed in on the dashboard, and the Thane
 * project the leads are added for.
 */
async function freshPartner(
  page: import('@playwright/test').Page,
  request: import('@playwright/test').APIRequestContext,
) {
  const partner = await signedInNewPartner(page, request);
  await expect(page.getByTestId('greeting')).toBeVisible();
  const { id: projectId, name: project } = await projectNamed(request, partner, 'Thane');
  return { partner, projectId, project };
}

test.describe('Add Lead', () => {
  test('adds a Lite, a Basic and a Plus lead and finds each in /leads', { tag: '@phone' }, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const { partner, project } = await freshPartner(page, request);
    const addLead = new AddLeadPage(page);
    const leads = new LeadsPage(page);

    // The leads empty state's Add Lead opens the tier choice (no longer a 'coming soon' dialog).
    await leads.goto('/leads');
    await page.getByRole('button', { name: 'Add Lead', exact: true }).click();
    await expect(page.getByTestId('tier-choice')).toBeVisible();
    await expect(addLead.dialog.getByRole('button', { name: 'Lite 50%' })).toContainText(
      'Lead Qualification',
    );

    // Pro is contact-only: the RM card, no form.
    await addLead.chooseTier('Pro');
    await expect(page.getByTestId('pro-tier')).toBeVisible();
    await expect(page.getByTestId('rm-card')).toBeVisible();
    await expect(addLead.field('Client Name')).toHaveCount(0);
    await addLead.dialog.getByRole('button', { name: 'Back to tiers' }).click();

    // Lite: the simple form; the spec's messages on a bad submit.
    await addLead.chooseTier('Lite');
    await addLead.submit();
    await expect(addLead.dialog.getByText('Required', { exact: true })).toHaveCount(4);
    await addLead.field('Client Name').fill('Anil 2');
    await addLead.field('Client Number').fill('12345');
    await expect(addLead.dialog.getByText('only alphabets and spaces are allowed')).toBeVisible();
    await expect(addLead.dialog.getByText('not a valid phone number')).toBeVisible();
    await expect(addLead.field('Possession')).toHaveCount(0);
    const lite = { name: 'Anil Lite', number: clientNumber() };
    await addLead.fill({
      ...lite,
      project,
      comments: 'Wants a site visit on Sunday',
      email: 'anil@example.in',
    });
    const liteId = await addLead.submitAndReadId();
    await expect(addLead.receipt).toContainText('Tier: Lite (50%)');
    await expect(addLead.receipt).toContainText(`Project: ${project}`);
    await expect(addLead.receipt).toContainText(`${lite.number.slice(0, 2)}******${lite.number.slice(-2)}`);
    // The form is fresh again: no 'Required' before the partner types, and the first keystroke of the
    // next lead clears the receipt.
    await expect(addLead.field('Client Name')).toHaveValue('');
    await expect(addLead.dialog.getByText('Required', { exact: true })).toHaveCount(0);
    await addLead.field('Client Name').fill('Next client');
    await expect(addLead.receipt).toBeHidden();
    await expect(addLead.dialog.getByText('Required', { exact: true })).toHaveCount(0);
    // Emptied again, the form holds nothing typed: Close closes at once.
    await addLead.field('Client Name').fill('');
    await addLead.close();

    // Basic from the speed dial: possession, budget, bed configuration.
    await addLead.openFromSpeedDial();
    await addLead.chooseTier('Basic');
    const basic = { name: 'Bina Basic', number: clientNumber() };
    await addLead.fill({
      ...basic,
      project,
      nationality: 'NRI',
      reference: 'Suresh Iyer',
      possession: '2026',
      budget: '90 Lacs - 1 Crore',
      bhk: '2 BHK',
      comments: 'Relocating from Dubai',
    });
    const basicId = await addLead.submitAndReadId();
    await expect(addLead.receipt).toContainText('Tier: Basic (60%)');
    await addLead.close();

    // Plus adds the activity (internal status 3, Follow Up).
    await addLead.openFromSpeedDial();
    await addLead.chooseTier('Plus');
    const plus = { name: 'Pooja Plus', number: clientNumber() };
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    tomorrow.setHours(10, 30, 0, 0);
    await addLead.fill({
      ...plus,
      project,
      possession: '2027',
      budget: '2.5 Crores+',
      bhk: 'Plot',
      activityTime: format(tomorrow, 'yyyy/MM/dd hh:mm a'),
      activityComments: 'Call back after the site visit',
      comments: 'Needs a corner plot',
    });
    const plusId = await addLead.submitAndReadId();
    await expect(addLead.receipt).toContainText('Tier: Plus (70%)');
    // The fresh form asks nothing yet: the emptied Activity Time is not 'Required' either.
    await expect(addLead.field('Client Name')).toHaveValue('');
    await expect(addLead.dialog.getByText('Required', { exact: true })).toHaveCount(0);
    await addLead.close();

    // Each lead is in /leads with its data.
    await leads.goto('/leads');
    await expect(leads.count).toHaveText('Showing all 3 leads');
    await expect(leads.cell(liteId, 'Client Name')).toHaveText(lite.name);
    await expect(leads.cell(liteId, 'Project')).toHaveText(project);
    await expect(leads.cell(basicId, 'Client Name')).toHaveText(basic.name);
    await expect(leads.cell(plusId, 'Client Name')).toHaveText(plus.name);
    if ((page.viewportSize()?.width ?? 1440) >= 900) {
      // The phone layout hides this column.
      await expect(leads.cell(plusId, 'Activity Status')).toHaveText('Follow Up');
    }
    const [basicLead] = await leadsWithNumber(request, partner, basic.number);
    expect(basicLead.Nationality).toBe('2');
    expect(basicLead.admin_message).toBe('Relocating from Dubai');
    expect(basicLead.LeadSource.name).toBe('Magnet Limited');
    expect(basicLead.is_magnet).toBe(1);
    const [plusLead] = await leadsWithNumber(request, partner, plus.number);
    expect(plusLead.InternalStatusHistory.LeadInternalStatus.name).toBe('Follow Up');
    expect(new Date(plusLead.InternalStatusHistory.action_date).getTime()).toBe(tomorrow.getTime());
  });

  test('the payload carries the possession id and the budget band of spec 01 §3; past years are not offered', async ({
    page,
    request,
  }) => {
    // 27 November 2026 in India: 2022 to 2025 are past.
    await page.clock.install({ time: new Date('2026-11-27T04:30:00Z') });
    const { project } = await freshPartner(page, request);
    const addLead = new AddLeadPage(page);
    await addLead.openFromSpeedDial();
    await addLead.chooseTier('Basic');
    await addLead.dialog.getByRole('button', { name: 'Possession', exact: true }).click();
    await expect(page.getByRole('option')).toHaveText(['2026', '2027', '2028']);
    await page.getByRole('option', { name: '2026', exact: true }).click();
    await expect(page.getByRole('option')).toHaveCount(0);

    await addLead.fill({
      name: 'Kiran Basic',
      number: clientNumber(),
      project,
      budget: '2.5 Crores+',
      bhk: '3 BHK',
      comments: 'Looking for a large flat',
    });
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/leads/create',
    );
    await addLead.submitAndReadId();
    const body = (await sent).postDataJSON();
    // 2026 is id 2 (2022 to 2028 as ids 6 down to 0); 2.5 Crores+ runs from 2.5 to 20 Crores.
    expect(body.more_fields).toEqual({
      percentage: 60,
      ClientBudget: {
        min_budget: 25_000_000,
        max_budget: 200_000_000,
        possession_timeline: 2,
        referred_by: null,
        required_bhk: 3,
      },
    });
  });

  test("the duplicate guard names the partner's existing lead and opens it", async ({ page, request }) => {
    const { partner, projectId, project } = await freshPartner(page, request);
    const number = clientNumber();
    const existingId = await addLeadThroughApi(request, partner, {
      name: 'Dev Duplicate',
      number,
      project_id: projectId,
    });

    const addLead = new AddLeadPage(page);
    await addLead.openFromSpeedDial();
    await addLead.chooseTier('Lite');
    await addLead.fill({ name: 'Dev Again', project, number, comments: 'Second time' });
    await expect(addLead.duplicateGuard).toContainText('This number is already one of your leads');
    await expect(addLead.duplicateGuard).toContainText(`Dev Duplicate · ${project} · Not Updated`);
    // The same client for the same project is refused.
    await addLead.submit();
    await expect(addLead.dialog.getByText(`Already your lead #${existingId} for ${project}`)).toBeVisible();
    expect(await leadsWithNumber(request, partner, number)).toHaveLength(1);

    await addLead.duplicateGuard.getByRole('button', { name: 'Open lead' }).click();
    await expect(page).toHaveURL(new RegExp(`/leads\\?lead=${existingId}$`));
    await expect(page.getByText(`Lead #${existingId}`).first()).toBeVisible();
  });

  test('a lead added offline waits on the device, is sent once when the connection returns, is said sent and shows in the open list at once', {
    tag: '@phone',
  }, async ({ page, request, context, isMobile }) => {
    const { partner, project } = await freshPartner(page, request);
    const lead = { name: 'Omkar Offline', number: clientNumber() };
    const leads = new LeadsPage(page);
    // The account menu counts what waits (on a phone it is in the top bar of the dashboard only).
    const expectWaiting = async (count: number) => {
      if (isMobile) return;
      await page.getByTestId('account-button').click();
      const waiting = page.getByTestId('outbox-waiting');
      await (count === 0
        ? expect(waiting).toHaveCount(0)
        : expect(waiting).toHaveText('1 lead waiting to be sent'));
      await page.keyboard.press('Escape');
    };
    await leads.goto('/leads');
    await expect(leads.count).toHaveText('No Records Found');
    const outbox = new OutboxPage(page);
    const addLead = await outbox.addLeadOffline(context, {
      ...lead,
      project,
      comments: 'Met at the site office',
    });
    await expect(outbox.panel).toContainText('1 lead waiting to be sent');
    await addLead.close();

    // The account menu says so too; the lead is kept in the device's IndexedDB (it survives closing the tab).
    await expectWaiting(1);
    expect((await outbox.stored()).map((e) => e.payload.name)).toEqual([lead.name]);
    expect(await leadsWithNumber(request, partner, lead.number)).toHaveLength(0);

    // Online: the lead goes, the page says so, and the open list shows it without a reload.
    await context.setOffline(false);
    await expect(page.locator('.bp6-toast').filter({ hasText: `Lead for ${lead.name} sent` })).toBeVisible();
    await expect(leads.count).toHaveText('Showing all 1 lead');
    await expect(leads.grid.getByText(lead.name)).toHaveCount(1);
    await expectWaiting(0);
    expect(await leadsWithNumber(request, partner, lead.number)).toHaveLength(1);
  });

  test('a lead added offline is corrected from the outbox, keeps its key and is sent once with the change', async ({
    page,
    request,
    context,
  }) => {
    const { partner, project } = await freshPartner(page, request);
    const lead = { name: 'Esha Offline', number: clientNumber() };
    const outbox = new OutboxPage(page);
    const addLead = await outbox.addLeadOffline(context, { ...lead, project, comments: 'Typed in a hurry' });
    const [queued] = await outbox.stored();

    // Opened from the outbox, the form holds the kept lead; the name is corrected and saved back.
    await outbox.entry(lead.name).getByRole('button', { name: 'Edit' }).click();
    await expect(addLead.field('Client Name')).toHaveValue(lead.name);
    await expect(addLead.field('Client Number')).toHaveValue(lead.number);
    await addLead.field('Client Name').fill('Esha Corrected');
    await addLead.dialog.getByRole('button', { name: 'Save to outbox' }).click();
    await expect(outbox.state('Esha Corrected')).toHaveText('Waiting');
    await expect(outbox.panel).toContainText('1 lead waiting to be sent');
    expect(await outbox.stored()).toMatchObject([
      { key: queued?.key, payload: { name: 'Esha Corrected', number: lead.number } },
    ]);
    expect(await leadsWithNumber(request, partner, lead.number)).toHaveLength(0);

    // Online: one lead, with the corrected name.
    await context.setOffline(false);
    await expect(outbox.state('Esha Corrected')).toHaveText(/^Sent · Lead #\d+$/);
    const added = await leadsWithNumber(request, partner, lead.number);
    expect(added.map((l: { Client: { name: string } }) => l.Client.name)).toEqual(['Esha Corrected']);
    await expect(outbox.state('Esha Corrected')).toHaveText(`Sent · Lead #${added[0]?.id}`);
  });

  test('a lead queued offline for a client and project that already has a lead is refused by the server, and the outbox opens that lead', async ({
    page,
    request,
    context,
  }) => {
    const { partner, projectId, project } = await freshPartner(page, request);
    const number = clientNumber();
    const existingId = await addLeadThroughApi(request, partner, {
      name: 'Priya Existing',
      number,
      project_id: projectId,
    });

    const addLead = new AddLeadPage(page);
    const outbox = new OutboxPage(page);
    await addLead.openFromSpeedDial();
    await addLead.chooseTier('Lite');
    await addLead.field('Client Name').fill('Priya Queued');
    await addLead.pickProject(project);
    // Offline the browser's duplicate guard cannot look the number up: the lead is queued.
    await context.setOffline(true);
    await addLead.field('Client Number').fill(number);
    await addLead.field('Comments').fill('Typed on the road');
    await addLead.submit();
    await expect(outbox.panel).toContainText('1 lead waiting to be sent');
    const savedNote = addLead.dialog.getByText(
      'Saved on this device. It will be sent when the connection returns.',
    );
    await expect(savedNote).toBeVisible();

    await context.setOffline(false);
    await expect(outbox.panel).toContainText('Leads not added');
    // The note no longer says it will be sent: the outbox says what became of it.
    await expect(savedNote).toHaveCount(0);
    await expect(outbox.panel.getByRole('alert')).toHaveText(
      `Not added: A lead for this client and project already exists: Lead #${existingId}`,
    );
    const [only] = await leadsWithNumber(request, partner, number);
    expect(only?.id).toBe(existingId);
    expect(await leadsWithNumber(request, partner, number)).toHaveLength(1);

    await outbox.panel.getByRole('button', { name: `Open lead #${existingId}` }).click();
    await expect(addLead.dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/leads\\?lead=${existingId}$`));
    const panel = new LeadsPage(page).panel();
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('data-lead-id', String(existingId));
    await panel.getByRole('tab', { name: 'Details' }).click();
    await expect(panel).toContainText('Priya Existing');
  });

  test('a lead whose answer is lost is sent again with its key and added once', async ({ page, request }) => {
    const { partner, project } = await freshPartner(page, request);
    const addLead = new AddLeadPage(page);
    const outbox = new OutboxPage(page);
    await addLead.openFromSpeedDial();
    await addLead.chooseTier('Lite');
    const lead = { name: 'Lata Lost', number: clientNumber() };
    await addLead.fill({ ...lead, project, comments: 'Answer lost on a weak signal' });

    // The server adds the lead, but its answer never reaches the browser.
    const keys: string[] = [];
    await page.route('**/api/leads/create', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      await route.fetch();
      await route.abort('connectionreset');
    });
    await addLead.submit();
    await expect(outbox.panel).toContainText('1 lead waiting to be sent');
    expect(await leadsWithNumber(request, partner, lead.number)).toHaveLength(1);

    // No answer came, so the app counts the server as unreachable and probes it; once it answers, the
    // waiting lead is sent by itself (the 'Send now' button shows while the server is known to answer).
    await page.unroute('**/api/leads/create');
    await expect(outbox.panel).toContainText('Leads sent');
    await expect(outbox.state(lead.name)).toHaveText(/^Sent · Lead #\d+$/);
    expect(await leadsWithNumber(request, partner, lead.number)).toHaveLength(1);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('the 26th lead of the day shows the limit notice and the bulk upload form', async ({
    page,
    request,
  }) => {
    const { partner, projectId, project } = await freshPartner(page, request);
    for (let i = 0; i < 25; i++) {
      await addLeadThroughApi(request, partner, {
        name: 'Daily Client',
        number: clientNumber(),
        project_id: projectId,
      });
    }

    const addLead = new AddLeadPage(page);
    await addLead.openFromSpeedDial();
    await addLead.chooseTier('Lite');
    await addLead.fill({ name: 'Twenty Six', project, number: clientNumber(), comments: 'One too many' });
    await addLead.submit();
    const limit = page.getByTestId('daily-limit');
    await expect(limit).toContainText(
      "You can't add more than 25 leads in a day. Consider uploading Bulk Leads",
    );
    await expect(addLead.field('Client Name')).toHaveCount(0);

    // The bulk form: region and file are required; the upload closes the dialog.
    await limit.getByRole('button', { name: 'Upload' }).click();
    await expect(limit.getByText('Required', { exact: true })).toHaveCount(2);
    await limit.getByRole('button', { name: 'Region', exact: true }).click();
    await page.getByRole('option').first().click();
    await limit.locator('input[type="file"]').setInputFiles({
      name: 'clients.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,number\nAsha Rao,9876500001\n'),
    });
    // With the preview open, Cancel and Upload are still in sight.
    await expect(limit.getByTestId('bulk-preview-counts')).toBeVisible();
    const area = await limit.boundingBox();
    for (const name of ['Cancel', 'Upload']) {
      const button = await limit.getByRole('button', { name, exact: true }).boundingBox();
      if (!area || !button) throw new Error(`${name} is not on screen`);
      expect(button.y + button.height).toBeLessThanOrEqual(area.y + area.height);
    }
    await limit.getByRole('button', { name: 'Upload' }).click();
    await expect(
      page.locator('.bp6-toast').filter({ hasText: 'Bulklead created. Your file is uploaded' }),
    ).toBeVisible();
    await expect(addLead.dialog).toBeHidden();
  });

  test('Escape in an open select or the project search closes only that; typed input is discarded only when the partner says so', async ({
    page,
  }) => {
    await new LeadsPage(page).signIn();
    await page.goto('/');
    await expect(page.getByTestId('greeting')).toBeVisible();
    const addLead = new AddLeadPage(page);

    // Untouched, the dialog closes at once.
    await addLead.openFromSpeedDial();
    await addLead.chooseTier('Basic');
    await expect(addLead.dialog.getByText('Required', { exact: true })).toHaveCount(0);
    await addLead.field('Client Name').press('Escape');
    await expect(addLead.dialog).toBeHidden();
    await expect(addLead.discardConfirm).toHaveCount(0);

    await addLead.openFromSpeedDial();
    await addLead.chooseTier('Basic');
    await addLead.field('Client Name').fill('Esha Escape');
    for (const label of ['Possession', 'Budget', 'Bed Configuration']) {
      await addLead.dialog.getByRole('button', { name: label, exact: true }).click();
      const firstOption = page.getByRole('option').first();
      await expect(firstOption).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(firstOption).toBeHidden();
      await expect(addLead.discardConfirm).toHaveCount(0);
      await expect(addLead.field('Client Name')).toHaveValue('Esha Escape');
    }
    const suggestions = page.getByRole('menu', { name: 'Project suggestions' });
    await addLead.field('Project').fill('Thane');
    await expect(suggestions).toBeVisible();
    await addLead.field('Project').press('Escape');
    await expect(suggestions).toBeHidden();
    await expect(addLead.discardConfirm).toHaveCount(0);
    await expect(addLead.field('Project')).toHaveValue('Thane');
    await expect(addLead.field('Client Name')).toHaveValue('Esha Escape');

    // Escape in a field of a form holding typed input asks; Keep editing keeps the text.
    await addLead.field('Client Name').press('Escape');
    await expect(addLead.discardConfirm).toBeVisible();
    await addLead.discardConfirm.getByRole('button', { name: 'Keep editing' }).click();
    await expect(addLead.discardConfirm).toBeHidden();
    await expect(addLead.field('Client Name')).toHaveValue('Esha Escape');
    await expect(addLead.dialog.getByRole('button', { name: 'Budget', exact: true })).toBeVisible();

    // Changing the tier asks too.
    await addLead.dialog.getByRole('button', { name: 'Change tier' }).click();
    await addLead.discardConfirm.getByRole('button', { name: 'Keep editing' }).click();
    await expect(addLead.field('Client Name')).toHaveValue('Esha Escape');

    // The header's close button asks; Discard closes, and the next opening starts afresh.
    await addLead.dialog.getByRole('button', { name: 'Close' }).first().click();
    await addLead.discardConfirm.getByRole('button', { name: 'Discard' }).click();
    await expect(addLead.dialog).toBeHidden();
    await addLead.openFromSpeedDial();
    await addLead.chooseTier('Basic');
    await expect(addLead.field('Client Name')).toHaveValue('');
  });

  test('after an invalid submit the cursor is in the first field in error', async ({ page }) => {
    await new LeadsPage(page).signIn();
    await page.goto('/');
    await expect(page.getByTestId('greeting')).toBeVisible();
    const addLead = new AddLeadPage(page);
    await addLead.openFromSpeedDial();
    await addLead.chooseTier('Basic');
    await addLead.field('Client Name').fill('Farah Focus');
    await addLead.submit();
    await expect(addLead.field('Project')).toBeFocused();

    await addLead.field('Project').fill('Thane');
    await page.getByRole('menu', { name: 'Project suggestions' }).getByRole('menuitem').first().click();
    await addLead.field('Client Number').fill('12');
    await addLead.submit();
    await expect(addLead.field('Client Number')).toBeFocused();

    // A select in error takes the focus too.
    await addLead.field('Client Number').fill(clientNumber());
    await addLead.submit();
    await expect(addLead.dialog.getByRole('button', { name: 'Possession', exact: true })).toBeFocused();
  });

  test("a past Activity Time says 'Activity Time cannot be in the past', not 'Out of range' then 'Required'", {
    tag: '@phone',
  }, async ({ page }) => {
    await new LeadsPage(page).signIn();
    await page.goto('/');
    await expect(page.getByTestId('greeting')).toBeVisible();
    const addLead = new AddLeadPage(page);
    await addLead.openFromSpeedDial();
    await addLead.chooseTier('Plus');
    const lastWeek = new Date();
    lastWeek.setDate(lastWeek.getDate() - 7);
    lastWeek.setHours(10, 30, 0, 0);
    const time = addLead.field('Activity Time');
    await time.fill(format(lastWeek, 'yyyy/MM/dd hh:mm a'));
    await page.keyboard.press('Escape');
    await addLead.field('Comments').click();
    await expect(addLead.dialog.getByText('Activity Time cannot be in the past')).toBeVisible();
    await expect(addLead.dialog.getByText('Out of range')).toHaveCount(0);
    await addLead.submit();
    await expect(addLead.dialog.getByText('Activity Time cannot be in the past')).toBeVisible();
  });
});
