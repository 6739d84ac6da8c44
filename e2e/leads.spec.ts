import { readFile } from 'node:fs/promises';
import { expect, type Locator, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { dayInIndia } from './pages/dayInIndia';
import { countText, DemoApi, LeadsPage } from './pages/LeadsPage';
import { ViewsMenu } from './pages/ViewsMenu';

type IdName = { id: number; name: string };
type ApiLead = {
  id: number;
  Client: { name: string; number: string };
  Project: IdName;
  ObjectStage: { Stage: IdName };
  created_at: string;
  AssignLead?: { Assignee: { id: number | null; name: string | null } } | null;
  PresaleRm?: { id: number | null; name: string | null } | null;
};
type ApiCall = { id: number; recording_url: string | null; conversation_duration: string };

/** A day `daysAgo` days before today, as YYYY-MM-DD. */
function dayBefore(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

test.describe('leads workspace (desktop)', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop layout');

  test('filter by stage and project, save, rename and delete in the navigation, reload restores it', async ({
    page,
    request,
  }) => {
    const api = new DemoApi(request);
    const first = await api.get<{ leads: ApiLead[] }>('/api/leads?size=1&pageId=1&is_magnet=1');
    const projectName = first.leads[0]?.Project.name ?? '';

    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    await expect(leads.saveFilter).toBeDisabled();
    await leads.openFilters();
    await page.locator('#leads-filter-stage_ids').selectOption({ label: 'Opportunity' });
    await page.getByRole('textbox', { name: 'Project' }).fill(projectName.slice(0, 4));
    await page.getByRole('menuitem', { name: projectName }).first().click();
    await expect(leads.chips).toContainText('Stage: Opportunity');
    await expect(leads.chips).toContainText(`Project: ${projectName}`);
    await expect(leads.count).toHaveText(/Showing all \d+ leads?|No Records Found/);

    await new ViewsMenu(page).saveNew();
    await expect(page).toHaveURL(/\/leads\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const nav = leads.savedFilters;
    await expect(nav.getByRole('link', { name: 'Untitled Filter' })).toBeVisible();

    // Rename inline: the edit control opens a field; Enter saves.
    await nav.getByRole('button', { name: 'Rename Untitled Filter' }).click();
    const nameField = nav.getByRole('textbox', { name: 'New name of Untitled Filter' });
    await expect(nameField).toBeFocused();
    await nameField.fill('Hot opportunities');
    await nameField.press('Enter');
    await expect(nameField).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Hot opportunities' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Untitled Filter' })).toHaveCount(0);
    const onServer = await api.get<{ id: number; name: string }[]>('/api/userFilter');
    expect(onServer.find((f) => f.id === id)?.name).toBe('Hot opportunities');

    // Escape cancels a rename.
    await nav.getByRole('button', { name: 'Rename Hot opportunities' }).click();
    await nav.getByRole('textbox', { name: 'New name of Hot opportunities' }).fill('Not kept');
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Hot opportunities' })).toBeVisible();

    await page.reload();
    await expect(leads.savedFilters.getByRole('link', { name: 'Hot opportunities' })).toBeVisible();
    await expect(leads.chips).toContainText('Stage: Opportunity');
    await expect(leads.chips).toContainText(`Project: ${projectName}`);

    await leads.goto('/leads');
    await expect(leads.chips).toHaveCount(0);

    // Delete from the navigation while it is on screen: it leaves the list and the screen goes back to /leads.
    await leads.savedFilters.getByRole('link', { name: 'Hot opportunities' }).click();
    await expect(page).toHaveURL(new RegExp(`/leads/${id}$`));
    await expect(leads.chips).toContainText('Stage: Opportunity');
    await leads.savedFilters.getByRole('button', { name: 'Delete Hot opportunities' }).click();
    await expect(leads.savedFilters.getByRole('link', { name: 'Hot opportunities' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/leads$/);
    await expect(leads.chips).toHaveCount(0);
    // The deletion can be undone for a few seconds: Undo brings the entry back.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(leads.savedFilters.getByRole('link', { name: 'Hot opportunities' })).toBeVisible();
    await leads.savedFilters.getByRole('button', { name: 'Delete Hot opportunities' }).click();
    await expect(leads.savedFilters.getByRole('link', { name: 'Hot opportunities' })).toHaveCount(0);
    await expect
      .poll(async () => (await api.get<{ id: number }[]>('/api/userFilter')).some((f) => f.id === id), {
        timeout: 20_000,
      })
      .toBe(false);
  });

  test('the seeded saved filters show their chips and filtered counts; a malformed one does not break the screen', async ({
    page,
    request,
  }) => {
    const api = new DemoApi(request);
    const stages = await api.get<IdName[]>('/api/users/stages?type=LEAD');
    const statuses = await api.get<IdName[]>('/api/lead_internal_status');
    const sources = await api.get<IdName[]>('/api/sources');
    const idOf = (list: IdName[], name: string) => String(list.find((x) => x.name === name)?.id);
    const total = await api.leadCount();
    const hot = await api.leadCount({
      stage_ids: [idOf(stages, 'Opportunity'), idOf(stages, 'Pipeline')].join(','),
    });
    const visits = await api.leadCount({
      internal_status_ids: [idOf(statuses, 'Visit Done'), idOf(statuses, 'Revisit Done')].join(','),
    });
    expect(hot).toBeGreaterThan(0);
    expect(hot).toBeLessThan(total);
    expect(visits).toBeGreaterThan(0);

    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    await (await leads.savedFilter('Hot pipeline')).click();
    await expect(page).toHaveURL(/\/leads\/\d+$/);
    await expect(leads.chip('Stage: Opportunity')).toBeVisible();
    await expect(leads.chip('Stage: Pipeline')).toBeVisible();
    await expect(leads.chips.getByRole('listitem')).toHaveCount(2);
    await expect(leads.count).toHaveText(countText(hot));

    await (await leads.savedFilter('Site visits done')).click();
    await expect(leads.chip('Activity Status: Visit Done')).toBeVisible();
    await expect(leads.chip('Activity Status: Revisit Done')).toBeVisible();
    await expect(leads.chips.getByRole('listitem')).toHaveCount(2);
    await expect(leads.count).toHaveText(countText(visits));

    // A stored filter with bad entries (no UI writes one): only its valid value is used.
    const facebook = idOf(sources, 'Facebook');
    const oddName = `Odd filter ${Date.now()}`;
    const { id: oddId } = await api.post<{ id: number }>('/api/userFilter', {
      type: 'lead',
      name: oddName,
      filter: {
        stage_ids: 'oops',
        project_ids: [{ id: { nested: true } }, null, -4],
        source_ids: [Number(facebook)],
        assigned_date_from: ['not-a-date'],
        unknown_key: [1, 2],
      },
    });
    const facebookCount = await api.leadCount({ source_ids: facebook });
    await page.reload();
    await leads.savedFilters.getByRole('link', { name: oddName }).click();
    await expect(page).toHaveURL(new RegExp(`/leads/${oddId}$`));
    await expect(leads.chip('Source: Facebook')).toBeVisible();
    await expect(leads.chips.getByRole('listitem')).toHaveCount(1);
    await expect(leads.count).toHaveText(countText(facebookCount));
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

    // The browser copy names its user, so another account signing in on this browser never gets it.
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('fields') ?? '{}'));
    expect(stored.user).toEqual(expect.any(Number));
    const lead = stored.records.find((r: { type: string }) => r.type === 'lead');
    expect(lead.field.desktop[0].name).toBe('Stage');
    const server = await new DemoApi(request).get<
      { type: string; field: { desktop: { name: string; show: boolean }[] } }[]
    >('/api/userField');
    const serverLead = server.find((r) => r.type === 'lead');
    expect(serverLead?.field.desktop[0]?.name).toBe('Stage');
    expect(serverLead?.field.desktop.find((f) => f.name === 'Client Contact')?.show).toBe(false);
  });

  test('closed leads download as an xlsx with the announced number of rows, dates as Excel dates in IST', async ({
    page,
    request,
  }) => {
    const me = await new DemoApi(request).get<{ id: number }>('/api/users/me');
    const closed = await new DemoApi(request).get<{ leads: (ApiLead & { closed_at: string })[] }>(
      `/api/leads/magnet/close_leads?magnet_id=${me.id}`,
    );
    const closedAt = new Map(closed.leads.map((l) => [l.id, l.closed_at]));
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
    // Closed Date (column 7) is a date cell in the spec's format showing India's time: UTC + 5:30.
    expect(sheet?.getRow(1).getCell(7).value).toBe('Closed Date');
    const rows = sheet?.getRows(2, announced) ?? [];
    expect(rows).toHaveLength(announced);
    for (const row of rows) {
      const cell = row.getCell(7);
      expect(cell.type).toBe(ExcelJS.ValueType.Date);
      expect(cell.numFmt).toBe('yyyy/mm/dd hh:mm AM/PM');
      const shown = cell.value instanceof Date ? cell.value.getTime() : Number.NaN;
      const at = closedAt.get(Number(row.getCell(1).value)) ?? '';
      // (An Excel date keeps the time to about a millisecond.)
      expect(Math.abs(shown - new Date(at).getTime() - 5.5 * 60 * 60 * 1000)).toBeLessThan(1000);
    }
    await page.getByRole('button', { name: 'Get Leads' }).click();
    await expect(leads.count).toHaveText(/Showing all/);
  });

  test('at 900 px an open lead lies over the list with every tab whole; closed, Stage and Protection are in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    /** Whether an element is whole and inside the window, left to right. */
    const whole = (locator: Locator) =>
      locator.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return (
          box.width > 0 && box.left >= 0 && box.right <= window.innerWidth && el.scrollWidth <= el.clientWidth
        );
      });
    await expect.poll(() => leads.rowIds()).not.toEqual([]);
    const [first = 0] = await leads.rowIds();
    for (const column of ['Stage', 'Protection']) {
      await expect.poll(() => whole(leads.header(column))).toBe(true);
      await expect.poll(() => whole(leads.cell(first, column))).toBe(true);
    }

    await leads.row(first).getByRole('button', { name: 'More Info' }).click();
    const panel = leads.panel();
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(400);
    for (const tab of ['Summary', 'History', 'Audio', 'Details']) {
      await expect.poll(() => whole(panel.getByRole('tab', { name: tab }))).toBe(true);
    }
    await panel.getByRole('tab', { name: 'Details' }).click();
    await expect(panel.getByText('Client Details')).toBeVisible();

    await page.getByRole('button', { name: 'Close details' }).click();
    await expect(leads.panel()).toBeHidden();
    for (const column of ['Stage', 'Protection']) {
      await expect.poll(() => whole(leads.cell(first, column))).toBe(true);
    }
  });

  test('Closed Leads has an address of its own; a closed lead shows its protection ended, no countdown', {
    tag: '@phone',
  }, async ({ page }) => {
    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    await leads.closedToggle.click();
    await expect(page).toHaveURL(/\/leads\?closed=1$/);
    await expect(leads.closedToggle).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => leads.rowIds()).not.toEqual([]);
    const [first] = await leads.rowIds();
    const id = first ?? 0;
    await expect(leads.cell(id, 'Protection')).toHaveText('Ended');

    // Its panel says the protection ended, with no days left.
    await leads.row(id).getByRole('button', { name: 'More Info' }).click();
    const panel = leads.panel();
    await expect(panel.getByTestId('lead-protection')).toContainText('Protection: Ended');
    await expect(panel.getByTestId('lead-protection')).not.toContainText('left');
    await expect(page).toHaveURL(new RegExp(`/leads\\?closed=1&lead=${id}$`));

    // A reload keeps the view; the toggle and Back move between the two lists.
    await page.reload();
    await expect(leads.closedToggle).toHaveAttribute('aria-pressed', 'true');
    await expect(leads.panel()).toBeVisible();
    await leads.closedToggle.click();
    await expect(page).toHaveURL(/\/leads$/);
    await expect(leads.closedToggle).toHaveAttribute('aria-pressed', 'false');
    await expect(leads.count).toHaveText(/^Showing all/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/leads\\?closed=1&lead=${id}$`));
    await expect(leads.closedToggle).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Get Leads' }).click();
    await expect(page).toHaveURL(/\/leads$/);
    await expect(leads.count).toHaveText(/^Showing all/);
  });

  test('the lead panel shows every tab; the keyboard moves, opens and closes it', async ({
    page,
    request,
  }) => {
    const api = new DemoApi(request);
    const firstPage = await api.get<{ leads: ApiLead[] }>('/api/leads?size=10&pageId=1&is_magnet=1');
    const ids = firstPage.leads.map((l) => l.id);

    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    expect(await leads.rowIds()).toEqual(ids);
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
    await detail.getByRole('button', { name: 'Close details' }).click();
    await expect(detail).toHaveCount(0);

    // Keyboard, with a cell of the first row focused: Enter opens the panel of the selected row.
    await leads.cell(ids[0] ?? 0, 'Client Name').click();
    await expect(detail).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(detail).toContainText(`Lead #${ids[0]}`);
    // Down and j move the selection and the panel follows; up and k move back.
    await page.keyboard.press('ArrowDown');
    await expect(detail).toContainText(`Lead #${ids[1]}`);
    await expect(leads.row(ids[1] ?? 0)).toHaveClass(/pp-grid__row--selected/);
    await page.keyboard.press('j');
    await expect(detail).toContainText(`Lead #${ids[2]}`);
    await page.keyboard.press('ArrowUp');
    await expect(detail).toContainText(`Lead #${ids[1]}`);
    await page.keyboard.press('k');
    await expect(detail).toContainText(`Lead #${ids[0]}`);
    // The top row stays the top row.
    await page.keyboard.press('k');
    await expect(detail).toContainText(`Lead #${ids[0]}`);
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toContainText('Next lead');
    await expect(help).toContainText('Open the lead panel');
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
    await expect(detail).toContainText(`Lead #${ids[0]}`);
    // Esc closes the panel; Enter opens it again on the selected row.
    await leads.cell(ids[3] ?? 0, 'Client Name').click();
    await expect(detail).toContainText(`Lead #${ids[3]}`);
    await page.keyboard.press('Escape');
    await expect(detail).toHaveCount(0);
    await page.keyboard.press('j');
    await expect(detail).toHaveCount(0);
    await expect(leads.row(ids[4] ?? 0)).toHaveClass(/pp-grid__row--selected/);
    await page.keyboard.press('Enter');
    await expect(detail).toContainText(`Lead #${ids[4]}`);
  });

  test('recordings play from the Audio tab one at a time; a 0:00:00 call cannot be played', async ({
    page,
    request,
  }) => {
    // The seed gives calls to most worked leads: some of 0:00:00 (missed), the others with a recording.
    const api = new DemoApi(request);
    const all = await api.get<{ leads: ApiLead[] }>('/api/leads?size=200&pageId=1&is_magnet=1');
    let found: { lead: ApiLead; calls: ApiCall[] } | null = null;
    for (const lead of [...all.leads].sort((a, b) => a.id - b.id)) {
      const { rows } = await api.get<{ rows: ApiCall[] }>(
        `/engage/callDetail?object_id=${lead.id}&size=100&pageId=1`,
      );
      const playable = rows.filter((r) => r.recording_url && r.conversation_duration !== '0:00:00');
      if (playable.length >= 2 && rows.some((r) => r.conversation_duration === '0:00:00')) {
        found = { lead, calls: rows };
        break;
      }
    }
    expect(found, 'a seeded lead with two recordings and a 0:00:00 call').not.toBeNull();
    if (!found) return;
    const { lead, calls } = found;
    const playableIndexes = calls.flatMap((r, i) =>
      r.recording_url && r.conversation_duration !== '0:00:00' ? [i] : [],
    );
    const [firstIndex = 0, secondIndex = 0] = playableIndexes;
    const silentIndex = calls.findIndex((r) => r.conversation_duration === '0:00:00');

    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    // Find the lead by its client's number (the Client Number filter), then open its panel.
    await leads.openFilters();
    const number = page.getByRole('textbox', { name: 'Client Number' });
    await number.fill(lead.Client.number);
    await number.press('Enter');
    await expect(leads.chip(`Client Number: ${lead.Client.number}`)).toBeVisible();
    await expect(leads.row(lead.id)).toBeVisible();
    await leads.row(lead.id).getByRole('button', { name: 'More Info' }).click();
    await expect(page.getByTestId('pane-detail')).toContainText(`Lead #${lead.id}`);
    const panel = leads.panel();
    await panel.getByRole('tab', { name: 'Audio' }).click();
    // Loaded, the tab says how many calls there are, not the bare 'Fulfilled'.
    await expect(panel.getByTestId('recordings-state')).toHaveText(`${calls.length} call recordings`);
    await expect(panel).not.toContainText('Fulfilled');
    const items = panel.locator('.pp-lead-audio__item');
    await expect(items).toHaveCount(calls.length);

    const silent = items.nth(silentIndex);
    await expect(silent).toContainText('0:00:00');
    await expect(silent.getByRole('button', { name: /^Play/ })).toBeDisabled();

    const first = items.nth(firstIndex);
    const second = items.nth(secondIndex);
    const firstAudio = first.locator('audio[data-recording]');
    const secondAudio = second.locator('audio[data-recording]');
    const isPlaying = (audio: typeof firstAudio) =>
      audio.evaluate((el: HTMLAudioElement) => !el.paused && !el.ended && el.currentTime > 0);

    await first.getByRole('button', { name: /^Play/ }).click();
    await expect.poll(() => isPlaying(firstAudio)).toBe(true);
    await expect(first.getByRole('button', { name: /^Pause/ })).toBeVisible();

    // Starting the second pauses the first (it had not ended).
    await second.getByRole('button', { name: /^Play/ }).click();
    await expect.poll(() => isPlaying(secondAudio)).toBe(true);
    expect(await firstAudio.evaluate((el: HTMLAudioElement) => el.paused && !el.ended)).toBe(true);
    await expect(first.getByRole('button', { name: /^Play/ })).toBeVisible();
    await expect(second.getByRole('button', { name: /^Pause/ })).toBeVisible();

    // Its own control pauses it.
    await second.getByRole('button', { name: /^Pause/ }).click();
    await expect.poll(() => secondAudio.evaluate((el: HTMLAudioElement) => el.paused)).toBe(true);
  });

  test('a pinned panel keeps its lead; the next lead opens in a second pane beside it', async ({ page }) => {
    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    const [a = 0, b = 0, c = 0] = await leads.rowIds();
    const detail = page.getByTestId('pane-detail');
    const compare = page.getByTestId('pane-compare');

    await leads.row(a).getByRole('button', { name: 'More Info' }).click();
    await expect(detail).toContainText(`Lead #${a}`);
    await detail.getByRole('button', { name: 'Pin this lead to compare' }).click();
    await expect(detail.getByRole('button', { name: 'Unpin this lead' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await leads.row(b).getByRole('button', { name: 'More Info' }).click();
    await expect(compare).toContainText(`Lead #${b}`);
    await expect(detail).toContainText(`Lead #${a}`);
    await expect(page.getByTestId('lead-panel')).toHaveCount(2);
    const detailBox = await detail.boundingBox();
    const compareBox = await compare.boundingBox();
    const listBox = await page.getByTestId('pane-list').boundingBox();
    expect(detailBox && compareBox && listBox).toBeTruthy();
    if (detailBox && compareBox && listBox) {
      // Side by side: list, pinned lead, compared lead, left to right, at the same height.
      expect(detailBox.x).toBeGreaterThan(listBox.x);
      expect(compareBox.x).toBeGreaterThanOrEqual(detailBox.x + detailBox.width - 2);
      expect(Math.abs(compareBox.y - detailBox.y)).toBeLessThan(2);
    }

    // Another lead replaces the compared one; the pinned one stays.
    await leads.row(c).getByRole('button', { name: 'More Info' }).click();
    await expect(compare).toContainText(`Lead #${c}`);
    await expect(detail).toContainText(`Lead #${a}`);

    await compare.getByRole('button', { name: 'Close' }).click();
    await expect(compare).toHaveCount(0);
    await expect(detail).toContainText(`Lead #${a}`);
    await detail.getByRole('button', { name: 'Unpin this lead' }).click();
    await leads.row(b).getByRole('button', { name: 'More Info' }).click();
    await expect(detail).toContainText(`Lead #${b}`);
    await expect(compare).toHaveCount(0);
  });

  test('an Assigned date range gives chips and the count of the API for the same range', async ({
    page,
    request,
  }) => {
    const api = new DemoApi(request);
    const total = await api.leadCount();
    const from = dayBefore(75);
    const to = dayBefore(30);
    const expected = await api.leadCount({ assigned_date_from: from, assigned_date_to: to });
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(total);

    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    await expect(leads.count).toHaveText(countText(total));
    await leads.openFilters();
    await leads.setDate('Assigned From', from);
    await expect(leads.chip(`Assigned From: ${dayInIndia(from)}`)).toBeVisible();
    await leads.setDate('Assigned To', to);
    await expect(leads.chip(`Assigned To: ${dayInIndia(to)}`)).toBeVisible();
    await expect(leads.count).toHaveText(countText(expected));
    // The chips and the fields show the chosen days as people read them ('15 Sep 2026').
    const filters = page.getByRole('region', { name: 'Leads Filters' });
    await expect(filters.getByRole('combobox', { name: 'Assigned From', exact: true })).toHaveValue(
      dayInIndia(from),
    );
    await expect(filters.getByRole('combobox', { name: 'Assigned To', exact: true })).toHaveValue(
      dayInIndia(to),
    );

    await leads.removeChip(`Assigned To: ${dayInIndia(to)}`);
    await expect(filters.getByRole('combobox', { name: 'Assigned To', exact: true })).toHaveValue('');
    await expect(leads.count).toHaveText(countText(await api.leadCount({ assigned_date_from: from })));
  });

  test('a To day before its From day is refused with a message, and no filter is added', async ({ page }) => {
    const from = dayBefore(30);
    const to = dayBefore(75);
    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    await leads.openFilters();
    await leads.setDate('Assigned From', from);
    await expect(leads.chip(`Assigned From: ${dayInIndia(from)}`)).toBeVisible();
    await leads.setDate('Assigned To', to);
    await expect(
      page
        .getByRole('region', { name: 'Leads Filters' })
        .getByText(`Assigned To cannot be before Assigned From (${dayInIndia(from)})`),
    ).toBeVisible();
    await expect(leads.chip('Assigned To')).toHaveCount(0);
  });

  test('a day typed the Indian way (01/10/2026) is taken; a text that is not a day says what is expected', async ({
    page,
  }) => {
    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    await leads.openFilters();
    await leads.setDate('Assigned From', '01/10/2026');
    await expect(leads.chip('Assigned From: 01 Oct 2026')).toBeVisible();
    await leads.setDate('Assigned To', '31/13/2026');
    await expect(
      page
        .getByRole('region', { name: 'Leads Filters' })
        .getByText('Enter a date as DD Mon YYYY (15 Sep 2026) or DD/MM/YYYY'),
    ).toBeVisible();
    await expect(leads.chip('Assigned To')).toHaveCount(0);
  });

  test('Coming is the day the lead arrived: its range counts as the API does for created_at, and the Coming Date column shows that day', async ({
    page,
    request,
  }) => {
    const api = new DemoApi(request);
    const total = await api.leadCount();
    const from = dayBefore(60);
    const to = dayBefore(20);
    const expected = await api.leadCount({ created_at_from: from, created_at_to: to });
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(total);
    const newest = (await api.get<{ leads: ApiLead[] }>('/api/leads?size=1&pageId=1')).leads[0];
    if (!newest) throw new Error('the demo partner has no leads');

    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    await expect(leads.count).toHaveText(countText(total));
    await expect(leads.cell(newest.id, 'Coming Date')).toHaveText(dayInIndia(newest.created_at));

    await leads.openFilters();
    const sent = page.waitForRequest(
      (r) => r.url().includes('/api/leads?') && r.url().includes('created_at_to'),
    );
    await leads.setDate('Coming From', from);
    await expect(leads.chip(`Coming From: ${dayInIndia(from)}`)).toBeVisible();
    await leads.setDate('Coming To', to);
    await expect(leads.chip(`Coming To: ${dayInIndia(to)}`)).toBeVisible();
    await expect(leads.count).toHaveText(countText(expected));
    const query = new URL((await sent).url()).searchParams;
    expect(query.get('created_at_from')).toBe(from);
    expect(query.get('created_at_to')).toBe(to);
  });

  test('clicking a Stage or Project cell adds it as a filter chip; deleting the chips restores the count', async ({
    page,
    request,
  }) => {
    const api = new DemoApi(request);
    const total = await api.leadCount();
    const first = await api.get<{ leads: ApiLead[] }>('/api/leads?size=1&pageId=1&is_magnet=1');
    const lead = first.leads[0];
    expect(lead).toBeDefined();
    if (!lead) return;
    const stage = lead.ObjectStage.Stage;
    const project = lead.Project;
    const byStage = await api.leadCount({ stage_ids: String(stage.id) });
    const byBoth = await api.leadCount({ stage_ids: String(stage.id), project_ids: String(project.id) });

    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    await expect(leads.count).toHaveText(countText(total));

    await leads.cell(lead.id, 'Stage').click();
    await expect(leads.chip(`Stage: ${stage.name}`)).toBeVisible();
    await expect(leads.count).toHaveText(countText(byStage));
    await leads.cell(lead.id, 'Project').click();
    await expect(leads.chip(`Project: ${project.name}`)).toBeVisible();
    await expect(leads.count).toHaveText(countText(byBoth));
    // The same value again is ignored.
    await leads.cell(lead.id, 'Stage').click();
    await expect(leads.chips.getByRole('listitem')).toHaveCount(2);
    await expect(leads.saveFilter).toBeEnabled();

    await leads.removeChip(`Project: ${project.name}`);
    await expect(leads.count).toHaveText(countText(byStage));
    await leads.removeChip(`Stage: ${stage.name}`);
    await expect(leads.chips).toHaveCount(0);
    await expect(leads.count).toHaveText(countText(total));
    await expect(leads.saveFilter).toBeDisabled();
  });

  test('Client, Client Number and Lead ID filters: each chip counts what the API counts for its key', async ({
    page,
    request,
  }) => {
    const api = new DemoApi(request);
    const total = await api.leadCount();
    const newest = (await api.get<{ leads: ApiLead[] }>('/api/leads?size=1&pageId=1&is_magnet=1')).leads[0];
    if (!newest) throw new Error('the demo partner has no leads');
    const client = newest.Client;
    const byNumber = await api.leadCount({ client_number: client.number });

    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    await expect(leads.count).toHaveText(countText(total));
    await leads.openFilters();
    const filters = page.getByRole('region', { name: 'Leads Filters' });

    // The project search asks GET /projects/auto_complete with is_masks=1 (01 §7).
    const projectSearch = page.waitForRequest((r) => r.url().includes('/api/projects/auto_complete?'));
    await filters.getByRole('textbox', { name: 'Project' }).fill(newest.Project.name.slice(0, 3));
    const projectQuery = new URL((await projectSearch).url()).searchParams;
    expect(projectQuery.get('is_masks')).toBe('1');
    expect(projectQuery.get('q')).toBe(newest.Project.name.slice(0, 3));
    await filters.getByRole('textbox', { name: 'Project' }).fill('');

    // Client: two letters of the name search the partner's clients; picking one adds its chip.
    const clientSearch = page.waitForRequest((r) =>
      r.url().includes('/api/clients/auto_complete_team_wise?'),
    );
    await filters.getByRole('textbox', { name: 'Client', exact: true }).fill(client.name.slice(0, 2));
    expect(new URL((await clientSearch).url()).searchParams.get('q')).toBe(client.name.slice(0, 2));
    // Two clients may share a name: the count is the API's for the id the screen sent.
    const sentClient = page.waitForRequest(
      (r) => r.url().includes('/api/leads?') && r.url().includes('client_ids'),
    );
    await page.getByRole('menuitem', { name: client.name, exact: true }).first().click();
    await expect(leads.chip(`Client: ${client.name}`)).toBeVisible();
    const clientIds = new URL((await sentClient).url()).searchParams.get('client_ids') ?? '';
    expect(clientIds).toMatch(/^\d+$/);
    const byClient = await api.leadCount({ client_ids: clientIds });
    expect(byClient).toBeGreaterThan(0);
    expect(byClient).toBeLessThan(total);
    await expect(leads.count).toHaveText(countText(byClient));
    await leads.removeChip(`Client: ${client.name}`);
    await expect(leads.count).toHaveText(countText(total));

    // Client Number: digits search by number (GET /clients/auto_complete_by_number); a typed
    // number confirmed with Enter is the filter.
    const numberField = filters.getByRole('textbox', { name: 'Client Number' });
    const numberSearch = page.waitForRequest((r) =>
      r.url().includes('/api/clients/auto_complete_by_number?'),
    );
    await numberField.fill(client.number.slice(0, 4));
    expect(new URL((await numberSearch).url()).searchParams.get('q')).toBe(client.number.slice(0, 4));
    await numberField.fill(client.number);
    await numberField.press('Enter');
    await expect(leads.chip(`Client Number: ${client.number}`)).toBeVisible();
    await expect(leads.count).toHaveText(countText(byNumber));
    await leads.removeChip(`Client Number: ${client.number}`);
    await expect(leads.count).toHaveText(countText(total));

    // Lead ID: typed, then a second one clicked in its cell; both are sent as ids.
    const second = (await api.get<{ leads: ApiLead[] }>('/api/leads?size=2&pageId=1&is_magnet=1')).leads[1];
    if (!second) throw new Error('the demo partner has one lead');
    const idField = filters.getByRole('textbox', { name: 'Lead ID' });
    await idField.fill('12x');
    await idField.press('Enter');
    await expect(filters.getByText('Not a valid lead id')).toBeVisible();
    await idField.fill(String(newest.id));
    await idField.press('Enter');
    await expect(leads.chip(`Lead ID: ${newest.id}`)).toBeVisible();
    await expect(leads.count).toHaveText(countText(1));
    await expect.poll(() => leads.rowIds()).toEqual([newest.id]);
    await leads.removeChip(`Lead ID: ${newest.id}`);
    await expect(leads.count).toHaveText(countText(total));
    await leads.cell(second.id, 'ID').click();
    await expect(leads.chip(`Lead ID: ${second.id}`)).toBeVisible();
    await expect(leads.count).toHaveText(countText(1));
  });

  test('clicking an Rm Name or a Presale RM cell filters by that RM (assign_id, presale_rm_ids)', async ({
    page,
    request,
  }) => {
    const api = new DemoApi(request);
    const total = await api.leadCount();
    const firstPage = (await api.get<{ leads: ApiLead[] }>('/api/leads?size=10&pageId=1&is_magnet=1')).leads;
    const lead = firstPage.find((l) => l.AssignLead?.Assignee.id != null && l.PresaleRm?.id != null);
    if (!lead?.AssignLead || !lead.PresaleRm) throw new Error('the demo leads on page 1 have no RMs');
    const rm = { id: Number(lead.AssignLead.Assignee.id), name: String(lead.AssignLead.Assignee.name) };
    const presale = { id: Number(lead.PresaleRm.id), name: String(lead.PresaleRm.name) };
    const byRm = await api.leadCount({ assign_id: String(rm.id) });
    const byBoth = await api.leadCount({ assign_id: String(rm.id), presale_rm_ids: String(presale.id) });
    expect(byRm).toBeGreaterThan(0);
    expect(byRm).toBeLessThan(total);
    expect(byBoth).toBeGreaterThan(0);

    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    await expect(leads.count).toHaveText(countText(total));
    await expect(leads.row(lead.id)).toBeVisible();

    // Both columns are hidden in the default layout: the partner shows them from the Columns menu.
    await leads.setColumnShown('Rm Name', true);
    await leads.setColumnShown('Presale RM', true);
    const sent = page.waitForRequest((r) => r.url().includes('/api/leads?') && r.url().includes('assign_id'));
    await leads.scrollToColumn('Rm Name');
    await leads.cell(lead.id, 'Rm Name').click();
    await expect(leads.chip(`Rm Name: ${rm.name}`)).toBeVisible();
    await expect(leads.count).toHaveText(countText(byRm));
    expect(new URL((await sent).url()).searchParams.get('assign_id')).toBe(String(rm.id));

    await leads.scrollToColumn('Presale RM');
    await leads.cell(lead.id, 'Presale RM').click();
    await expect(leads.chip(`Presale RM: ${presale.name}`)).toBeVisible();
    await expect(leads.count).toHaveText(countText(byBoth));

    await leads.removeChip(`Presale RM: ${presale.name}`);
    await leads.removeChip(`Rm Name: ${rm.name}`);
    await expect(leads.count).toHaveText(countText(total));
    // The layout is kept on the server: put it back as it was.
    await leads.setColumnShown('Rm Name', false);
    await leads.setColumnShown('Presale RM', false);
  });

  test('dashboard presets show the dashboard funnel counts (new, booked-digital) and site-visits the API count', async ({
    page,
    request,
  }) => {
    const api = new DemoApi(request);
    const statuses = await api.get<IdName[]>('/api/lead_internal_status');
    const visitIds = statuses
      .filter((s) => s.name === 'Visit Done' || s.name === 'Revisit Done')
      .map((s) => s.id);
    const siteVisits = await api.leadCount({ internal_status_ids: visitIds.join(',') });

    const leads = new LeadsPage(page);
    await leads.signIn();
    await page.goto('/');
    const funnelNew = page.getByTestId('count-added-new');
    await expect(funnelNew).toHaveText(/^[\d,]+$/);
    const newCount = Number((await funnelNew.textContent())?.replace(/\D/g, ''));
    const funnelBookedDigital = page.getByTestId('count-digital-booked');
    await expect(funnelBookedDigital).toHaveText(/^[\d,]+$/);
    const bookedDigital = Number((await funnelBookedDigital.textContent())?.replace(/\D/g, ''));
    const funnelSuspect = page.getByTestId('count-added-suspect');
    const suspect = Number((await funnelSuspect.textContent())?.replace(/\D/g, ''));

    // From the dashboard's own links.
    await funnelNew.click();
    await expect(page).toHaveURL(/\/leads\/new$/);
    await expect(leads.chip('Stage: Not Updated')).toBeVisible();
    await expect(leads.chip('Source: Magnet Limited')).toBeVisible();
    await expect(leads.count).toHaveText(countText(newCount));

    await page.goto('/');
    await page.getByTestId('count-digital-booked').click();
    await expect(page).toHaveURL(/\/leads\/booked-digital$/);
    await expect(leads.chip('Stage: Booked')).toBeVisible();
    await expect(leads.chip('Source: Facebook')).toBeVisible();
    await expect(leads.chip('Source: Magnet Limited')).toHaveCount(0);
    await expect(leads.count).toHaveText(countText(bookedDigital));

    await leads.goto('/leads/suspect');
    await expect(leads.chip('Stage: Suspect')).toBeVisible();
    await expect(leads.count).toHaveText(countText(suspect));

    await page.goto('/');
    await page.getByTestId('site-visits').click();
    await expect(page).toHaveURL(/\/leads\/site-visits$/);
    await expect(leads.chip('Activity Status: Visit Done')).toBeVisible();
    await expect(leads.chip('Activity Status: Revisit Done')).toBeVisible();
    await expect(leads.count).toHaveText(countText(siteVisits));
  });

  test('changing the page size goes back to page 1', async ({ page, request }) => {
    const total = await new DemoApi(request).leadCount();
    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    const pages = (size: number) => Math.ceil(total / size);
    await expect(leads.pageText).toHaveText(`Page 1 of ${pages(10)}`);
    const firstIds = await leads.rowIds();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(leads.pageText).toHaveText(`Page 2 of ${pages(10)}`);
    await expect(page.locator('.pp-paginator__range')).toHaveText(`11–20 of ${total}`);
    await expect.poll(async () => (await leads.rowIds())[0]).not.toBe(firstIds[0]);

    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
    await expect(leads.pageText).toHaveText(`Page 1 of ${pages(25)}`);
    await expect(page.locator('.pp-paginator__range')).toHaveText(`1–25 of ${total}`);
    await expect.poll(async () => (await leads.rowIds()).length).toBe(25);
    expect((await leads.rowIds())[0]).toBe(firstIds[0]);
  });
});

test.describe('leads workspace (mobile)', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile layout');

  test(
    'the lead panel is a full-screen dialog at 390x844 that its close button closes',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const leads = new LeadsPage(page);
      await leads.signIn();
      await leads.goto();
      // The toolbar fits the screen: every control visible and inside the 390 px width.
      for (const control of [
        leads.filtersToggle,
        leads.closedToggle,
        leads.columnsButton,
        leads.saveFilter,
      ]) {
        await expect(control).toBeVisible();
        const box = await control.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      }
      const rowsPerPage = page.getByRole('combobox', { name: 'Rows per page' });
      const pagerBox = await rowsPerPage.boundingBox();
      expect(pagerBox && pagerBox.x + pagerBox.width <= 390).toBe(true);
      await page.locator('.pp-list-toolbar').screenshot({ path: testInfo.outputPath('mobile-toolbar.png') });
      await leads.filtersToggle.click();
      const filters = page.getByRole('region', { name: 'Leads Filters' });
      await expect(filters).toBeVisible();
      await leads.filtersToggle.click();
      await expect(filters).toHaveCount(0);

      // On a phone each lead is a card (Client Name, Project, Stage, inside the 390 px width); a tap on the
      // card opens the lead.
      const [firstId = 0] = await leads.rowIds();
      for (const column of ['Client Name', 'Project', 'Stage']) {
        const field = leads.cell(firstId, column);
        await expect(field).toBeVisible();
        const fieldBox = await field.boundingBox();
        expect(fieldBox && fieldBox.x + fieldBox.width <= 391).toBe(true);
      }
      await leads.cell(firstId, 'Client Name').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('lead-panel')).toBeVisible();
      await expect(dialog).toContainText(`Lead #${firstId}`);
      // Full screen once the opening transition is over.
      await expect.poll(async () => (await dialog.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(388);
      await expect.poll(async () => (await dialog.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(840);
      const box = await dialog.boundingBox();
      expect(box?.x).toBeLessThanOrEqual(1);
      expect(box?.y).toBeLessThanOrEqual(1);
      await page.screenshot({ path: testInfo.outputPath('mobile-lead-dialog.png') });
      await dialog.getByRole('tab', { name: 'Details' }).click();
      await expect(dialog).toContainText('Client Details');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(leads.count).toBeVisible();
    },
  );
});
