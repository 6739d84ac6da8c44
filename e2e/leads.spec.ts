import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD, DEMO_PHONE, LeadsPage } from './pages/LeadsPage';

async function apiToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/users/login', {
    data: { phone: DEMO_PHONE, password: DEMO_PASSWORD },
  });
  const { userData } = await answer.json();
  return userData.token;
}

test.describe('leads workspace (desktop)', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop layout');

  test('filter by stage and project, save, rename, reload restores it', async ({ page, request }) => {
    const token = await apiToken(request);
    const auth = { Authorization: `Bearer ${token}` };
    const first = await (
      await request.get('/api/leads?size=1&pageId=1&is_magnet=1', { headers: auth })
    ).json();
    const projectName: string = first.leads[0].Project.name;

    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    await expect(leads.saveFilter).toBeDisabled();
    await leads.filtersToggle.click();
    await page.locator('#lead-filter-stage_ids').selectOption({ label: 'Opportunity' });
    await page.getByRole('textbox', { name: 'Project' }).fill(projectName.slice(0, 4));
    await page.getByRole('menuitem', { name: projectName }).first().click();
    await expect(leads.chips).toContainText('Stage: Opportunity');
    await expect(leads.chips).toContainText(`Project: ${projectName}`);
    await expect(leads.count).toHaveText(/Showing all \d+ leads?|No Records Found/);

    await leads.saveFilter.click();
    await expect(page).toHaveURL(/\/leads\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const nav = page.getByRole('list', { name: 'Saved Leads filters' });
    await expect(nav.getByText('Untitled Filter')).toBeVisible();

    const renamed = await request.put(`/api/userFilter/${id}`, {
      headers: auth,
      data: { id, name: 'Hot opportunities' },
    });
    expect(renamed.status()).toBe(200);
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Saved Leads filters' }).getByText('Hot opportunities'),
    ).toBeVisible();
    await expect(leads.chips).toContainText('Stage: Opportunity');
    await expect(leads.chips).toContainText(`Project: ${projectName}`);

    await page.goto('/leads');
    await expect(leads.chips).toHaveCount(0);
  });

  test('hide a column and drag another: kept after reload, in storage and on the server', async ({
    page,
    request,
  }) => {
    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    await expect(leads.header('Client Contact')).toBeVisible();
    await leads.columnsButton.click();
    await page.getByRole('group', { name: 'Columns' }).getByText('Client Contact', { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'Client Contact' })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(leads.header('Client Contact')).toHaveCount(0);

    await leads.header('Stage').dragTo(leads.header('ID'), { targetPosition: { x: 5, y: 10 } });
    await expect.poll(async () => (await leads.headerNames())[0]).toBe('Stage');

    await page.reload();
    await expect(leads.count).toHaveText(/Showing all/);
    await expect.poll(async () => (await leads.headerNames())[0]).toBe('Stage');
    await expect(leads.header('Client Contact')).toHaveCount(0);

    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('fields') ?? '[]'));
    const lead = stored.find((r: { type: string }) => r.type === 'lead');
    expect(lead.field.desktop[0].name).toBe('Stage');
    const token = await apiToken(request);
    const server = await (
      await request.get('/api/userField', { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    const serverLead = server.find((r: { type: string }) => r.type === 'lead');
    expect(serverLead.field.desktop[0].name).toBe('Stage');
    expect(serverLead.field.desktop.find((f: { name: string }) => f.name === 'Client Contact').show).toBe(
      false,
    );
  });

  test('closed leads download as an xlsx with the announced number of rows', async ({ page }) => {
    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    await leads.closedToggle.click();
    const link = page.getByRole('button', { name: /Download all [\d,]+ leads in Excel File/ });
    await expect(link).toBeVisible();
    const announced = Number(((await link.textContent()) ?? '').replace(/\D/g, ''));
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('closed-leads.xlsx');
    const path = await download.path();
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const sheet = workbook.worksheets[0];
    expect(sheet?.actualRowCount).toBe(announced + 1);
    await page.getByRole('button', { name: 'Get Leads' }).click();
    await expect(leads.count).toHaveText(/Showing all/);
  });

  test('the lead panel shows every tab, a recording plays, j/k moves the panel', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    const auth = { Authorization: `Bearer ${token}` };
    const firstPage = await (
      await request.get('/api/leads?size=10&pageId=1&is_magnet=1', { headers: auth })
    ).json();
    const ids: number[] = firstPage.leads.map((l: { id: number }) => l.id);
    let withAudio = -1;
    for (const [index, id] of ids.entries()) {
      const calls = await (
        await request.get(`/engage/callDetail?object_id=${id}&size=100&pageId=1`, { headers: auth })
      ).json();
      if (
        calls.rows.some(
          (r: { conversation_duration: string; recording_url: string | null }) =>
            r.recording_url && r.conversation_duration !== '0:00:00',
        )
      ) {
        withAudio = index;
        break;
      }
    }

    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    await leads.moreInfo(0).click();
    const detail = page.getByTestId('pane-detail');
    await expect(detail).toContainText(`Lead #${ids[0]}`);
    const panel = leads.panel();
    await expect(panel.locator('.pp-lead-summary__group').first()).toBeVisible();
    await panel.getByRole('tab', { name: 'History' }).click();
    await expect(panel.locator('.pp-lead-history__item').first()).toBeVisible();
    await panel.getByRole('tab', { name: 'Details' }).click();
    await expect(panel).toContainText('Client Details');
    await expect(panel).toContainText('Assigned Date');
    await expect(panel.getByRole('region', { name: 'Comments' })).toBeVisible();

    // Keyboard: focus a cell of the first row, j moves the selection and the panel follows.
    await leads.grid.getByRole('gridcell', { name: String(ids[0]), exact: true }).click();
    await page.keyboard.press('j');
    await expect(page.getByTestId('pane-detail')).toContainText(`Lead #${ids[1]}`);
    await page.keyboard.press('k');
    await expect(page.getByTestId('pane-detail')).toContainText(`Lead #${ids[0]}`);
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText('Next lead');
    await page.keyboard.press('Escape');

    test.skip(withAudio < 0, 'no recording on the first page');
    await leads.moreInfo(withAudio).click();
    await expect(page.getByTestId('pane-detail')).toContainText(`Lead #${ids[withAudio]}`);
    await leads.panel().getByRole('tab', { name: 'Audio' }).click();
    await expect(leads.panel()).toContainText('Fulfilled');
    const audio = leads.panel().locator('audio[data-recording]').first();
    await audio.evaluate((el: HTMLAudioElement) => el.play());
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => !el.paused && el.currentTime > 0))
      .toBe(true);
  });
});

test.describe('leads workspace (mobile)', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile layout');

  test('the lead panel is a full-screen dialog at 390x844', async ({ page }) => {
    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    await leads.moreInfo(0).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('lead-panel')).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(380);
    expect(box?.height).toBeGreaterThanOrEqual(800);
  });
});
