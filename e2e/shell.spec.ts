import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_PHONE, SESSION_KEY, ShellPage } from './pages/ShellPage';

test.describe('app shell', () => {
  test('the demo partner sees the dashboard with greeting and funnel counts', async ({ page, request }) => {
    const login = await request.post('/api/users/login', {
      data: { phone: DEMO_PHONE, password: DEMO_PASSWORD },
    });
    const { userData } = await login.json();
    const headers = { Authorization: `Bearer ${userData.token}` };
    const added = await (
      await request.get(`/api/dashboard/open_leads/${userData.id}?magnet_lead=1`, { headers })
    ).json();
    const digital = await (
      await request.get(`/api/dashboard/open_leads/${userData.id}?digital_lead=1`, { headers })
    ).json();

    const shell = new ShellPage(page);
    await shell.signIn();
    await expect(shell.greeting).toHaveText(
      new RegExp(`^(Good Morning|Good Afternoon|Good Evening|Hello), ${userData.first_name}$`),
    );
    await expect(page.getByTestId('count-added-new')).toHaveText(String(added.notUpdate));
    await expect(page.getByTestId('count-added-suspect')).toHaveText(String(added.rml));
    await expect(page.getByTestId('count-added-booked')).toHaveText(String(added.booked));
    await expect(
      page.getByTestId('funnel-added').getByRole('link', { name: /^Opportunity/ }),
    ).toHaveAttribute('href', '/leads/opportunity');
    if (shell.isMobile()) {
      // Mobile: one funnel behind a switch, Added Leads first.
      await expect(page.getByTestId('funnel-digital')).toHaveCount(0);
      await page.getByRole('radio', { name: 'Digital Leads' }).click();
    }
    await expect(page.getByTestId('count-digital-pipeline')).toHaveText(String(digital.pipeline));
    await expect(page.getByTestId('funnel-digital').getByRole('link', { name: /^New/ })).toHaveAttribute(
      'href',
      '/leads/new-digital',
    );
    await expect(page.getByRole('link', { name: /Booked Units/ })).toHaveAttribute(
      'href',
      shell.isMobile() ? '/bookings/booked' : '/bookings',
    );
    await expect(page.getByTestId('last-updated')).not.toHaveText('Last Updated: –');
  });

  test('the left navigation lists every section and navigates', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn();
    const nav = await shell.openNav();
    for (const label of [
      'Dashboard',
      'Leads',
      'BulkLeads',
      'Projects',
      'Home Loans',
      'Bookings',
      'Campaigns',
    ]) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Report Issue', exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Campaigns', exact: true }).click();
    await expect(page).toHaveURL(/\/campaigns$/);
    await expect(page.getByText('Campaigns — coming soon')).toBeVisible();
    if (shell.isMobile()) {
      // The drawer closed after the choice.
      await expect(shell.leftNav).toBeHidden();
      await expect(shell.bottomTabs).toBeVisible();
      await expect(shell.menuButton).toBeHidden(); // the top bar shows only on /
    }
    await shell.navigate('Leads');
    await expect(page).toHaveURL(/\/leads$/);
  });

  test('a screen not built yet shows its name inside the shell; an unknown path shows Not found', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.signIn();
    await page.goto('/topprojects');
    await expect(page.getByText('Top Projects — coming soon')).toBeVisible();
    if (shell.isMobile()) await expect(shell.bottomTabs).toBeVisible();
    else await expect(shell.leftNav).toBeVisible();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(shell.greeting).toBeVisible();

    await page.goto('/referral/earn');
    await expect(page.getByText('Refer & Earn — coming soon')).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page.getByText('Page not found')).toBeVisible();
    if (shell.isMobile()) await expect(shell.bottomTabs).toBeVisible();
    else await expect(shell.leftNav).toBeVisible();
  });

  test("a crash in a screen shows 'Something went wrong.' and Reload recovers", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn();
    await page.evaluate(() => window.localStorage.setItem('pp.debug.crash', '1'));
    await page.goto('/dashboard');
    await expect(page.getByText('Something went wrong.')).toBeVisible();
    await page.evaluate(() => window.localStorage.removeItem('pp.debug.crash'));
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(shell.greeting).toBeVisible();
    await expect(page.getByText('Something went wrong.')).toHaveCount(0);
  });

  test('the Pulse panel opens and closes', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn();
    if (shell.isMobile()) {
      await shell.bottomTabs.getByRole('link', { name: 'Pulse' }).click();
      await expect(page).toHaveURL(/\/pulse$/);
      await expect(page.getByTestId('pulse-teaser')).toContainText('Updates on');
      await expect(page.getByText('Coming Soon !')).toBeVisible();
      return;
    }
    await shell.pulseToggle.click();
    await expect(shell.pulsePane).toBeVisible();
    await expect(shell.pulsePane).toContainText('Pulse');
    await expect(shell.pulsePane).toContainText('Coming Soon !');
    const topic = shell.pulsePane.locator('.pp-pulse__topic');
    const first = await topic.textContent();
    await expect(topic).not.toHaveText(first ?? '', { timeout: 5000 });
    await shell.pulsePane.getByRole('button', { name: 'Close Pulse' }).click();
    await expect(shell.pulsePane).toHaveCount(0);
  });

  test('a mosaic layout change survives a reload (desktop)', async ({ page }) => {
    const shell = new ShellPage(page);
    test.skip(page.viewportSize()?.width !== 1440, 'the mosaic workspace is desktop only');
    await shell.signIn();
    await shell.pulseToggle.click();
    await expect(shell.pulsePane).toBeVisible();
    const before = await shell.pulsePane.boundingBox();
    const split = page.locator('.mosaic-split').first();
    const box = await split.boundingBox();
    if (!before || !box) throw new Error('no pane or split bar');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - 200, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    const after = await shell.pulsePane.boundingBox();
    expect(after?.width ?? 0).toBeGreaterThan(before.width + 150);

    await page.reload();
    await expect(shell.greeting).toBeVisible();
    await shell.pulseToggle.click();
    await expect(shell.pulsePane).toBeVisible();
    const restored = await shell.pulsePane.boundingBox();
    expect(Math.abs((restored?.width ?? 0) - (after?.width ?? 0))).toBeLessThan(4);

    // A corrupt stored layout falls back to the default.
    await page.evaluate(() =>
      window.localStorage.setItem('pp.mosaic.v1.dashboard', '{"list+pulse":{"type":"x"}}'),
    );
    await page.reload();
    await shell.pulseToggle.click();
    const reset = await shell.pulsePane.boundingBox();
    expect(Math.abs((reset?.width ?? 0) - before.width)).toBeLessThan(4);
  });

  test('mobile: bottom tabs, the top bar only on /, and the menu drawer closes after a choice', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    test.skip(page.viewportSize()?.width !== 390, 'mobile layout');
    await shell.signIn();
    await expect(shell.bottomTabs).toBeVisible();
    for (const tab of ['Home', 'Projects', 'Refer & Earn', 'Pulse']) {
      await expect(shell.bottomTabs.getByRole('link', { name: tab })).toBeVisible();
    }
    await shell.menuButton.click();
    await expect(shell.leftNav).toBeVisible();
    await shell.leftNav.getByRole('link', { name: 'Bookings', exact: true }).click();
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(shell.leftNav).toBeHidden();
    await expect(page.getByText('Bookings — coming soon')).toBeVisible();
    await expect(shell.menuButton).toBeHidden();

    await page.getByTestId('speed-dial').click();
    await page.getByRole('menuitem', { name: 'Home Loan' }).click();
    await expect(page.getByText('The Home Loan form is coming soon')).toBeVisible();
  });

  test('an expired session leads to /login.html?redirect_to=…', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn();
    await page.evaluate((key) => {
      const session = JSON.parse(window.localStorage.getItem(key) ?? '{}');
      session.expiresAt = Date.now() - 1000;
      window.localStorage.setItem(key, JSON.stringify(session));
    }, SESSION_KEY);
    await page.goto('/bookings/booked');
    await expect(page).toHaveURL(/\/login\.html\?redirect_to=%2Fbookings%2Fbooked$/);
  });
});
