import { expect, type Frame, type Request, test } from '@playwright/test';
import { AddLeadPage } from './pages/AddLeadPage';
import { LoginPage } from './pages/LoginPage';
import { DEMO_PASSWORD, DEMO_PHONE, SESSION_KEY, ShellPage } from './pages/ShellPage';

test.describe('app shell', () => {
  test('the demo partner sees the dashboard with greeting and funnel counts', { tag: '@phone' }, async ({
    page,
    request,
  }) => {
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
    // Last Updated is when the counts were fetched (dashboard.spec.ts follows a refresh).
    await expect(page.getByTestId('last-updated')).toHaveText(
      /^Last Updated: \d{2} \w{3} \d{4}, \d{2}:\d{2} [AP]M$/,
    );
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
    await expect(page.getByText('Showing all Campaigns Spendings')).toBeVisible();
    if (shell.isMobile()) {
      // The drawer closed after the choice.
      await expect(shell.leftNav).toBeHidden();
      await expect(shell.bottomTabs).toBeVisible();
      await expect(shell.pulseToggle).toBeHidden(); // the top bar shows only on /
    }
    await shell.navigate('Leads');
    await expect(page).toHaveURL(/\/leads$/);
  });

  test('the referral screens open inside the shell; an unknown path shows Not found', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn();
    await page.goto('/referral/users');
    await expect(page.getByTestId('referred-count')).toHaveText(/^Total Referred Users {2}: \d+$/, {
      timeout: 90_000,
    });
    if (shell.isMobile()) await expect(shell.bottomTabs).toBeVisible();
    else await expect(shell.leftNav).toBeVisible();
    await page.getByRole('link', { name: 'Refer & Earn', exact: true }).first().click();
    await expect(page).toHaveURL(/\/referral\/earn$/);
    await expect(page.getByRole('heading', { name: 'Refer & Earn up to ₹25,000' })).toBeVisible();

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
      window.localStorage.setItem(
        `pp.mosaic.v2.${JSON.parse(window.localStorage.getItem('partner-portal.session') ?? '{}').user.id}.dashboard`,
        '{"list+pulse":{"type":"x"}}',
      ),
    );
    await page.reload();
    await shell.pulseToggle.click();
    const reset = await shell.pulsePane.boundingBox();
    expect(Math.abs((reset?.width ?? 0) - before.width)).toBeLessThan(4);
  });

  test('the top bar, the tabs and the menu follow the device: bottom tabs and a menu drawer on mobile', {
    tag: '@phone',
  }, async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn();
    await page.goto('/bookings');
    await expect(page.getByText(/Showing all \d+ bookings/)).toBeVisible();
    if (!shell.isMobile()) {
      // Desktop: the top bar on every page, the navigation beside the screen, no tabs.
      await expect(shell.pulseToggle).toBeVisible();
      await expect(shell.leftNav).toBeVisible();
      await expect(shell.bottomTabs).toHaveCount(0);
      await expect(shell.menuButton).toHaveCount(0);
      return;
    }
    // Mobile: the top bar only on /, the tabs, and the menu as a drawer (its own button on every
    // screen) that closes after a choice.
    await expect(shell.pulseToggle).toBeHidden();
    await expect(shell.menuButton).toBeVisible();
    // In the tab bar, not floating over the list's cards.
    await expect(shell.bottomTabs.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(shell.bottomTabs).toBeVisible();
    for (const tab of ['Home', 'Projects', 'Refer & Earn', 'Pulse']) {
      await expect(shell.bottomTabs.getByRole('link', { name: tab })).toBeVisible();
    }
    await shell.bottomTabs.getByRole('link', { name: 'Home' }).click();
    await expect(shell.greeting).toBeVisible();
    await shell.menuButton.click();
    await expect(shell.leftNav).toBeVisible();
    await shell.leftNav.getByRole('link', { name: 'Campaigns', exact: true }).click();
    await expect(page).toHaveURL(/\/campaigns$/);
    await expect(shell.leftNav).toBeHidden();
    await expect(page.getByText('Showing all Campaigns Spendings')).toBeVisible();
  });

  test('the speed dial offers Add Lead, Run Campaign and Home Loan', { tag: '@phone' }, async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn();
    await page.getByTestId('speed-dial').click();
    for (const action of ['Add Lead', 'Run Campaign', 'Home Loan']) {
      await expect(page.getByRole('menuitem', { name: action })).toBeVisible();
    }
    await page.getByRole('menuitem', { name: 'Run Campaign' }).click();
    const form = page.getByRole('dialog', { name: 'Run Campaign' });
    await expect(form.getByRole('group', { name: 'Campaign Types' })).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the account menu: name, phone, RM card, support contacts, share dialog', { tag: '@phone' }, async ({
    page,
    request,
  }) => {
    const login = await request.post('/api/users/login', {
      data: { phone: DEMO_PHONE, password: DEMO_PASSWORD },
    });
    const { userData } = await login.json();
    const headers = { Authorization: `Bearer ${userData.token}` };
    const me = await (await request.get('/api/users/me', { headers })).json();
    const rm = me.UserInfo.UserServiceRm;

    const shell = new ShellPage(page);
    await shell.signIn();
    await page.getByTestId('account-button').click();
    const menu = page.getByTestId('account-menu');
    await expect(menu).toContainText(`${me.first_name} ${me.last_name}`);
    await expect(menu).toContainText(`+91-${me.phone}`);
    const card = menu.getByTestId('rm-card');
    await expect(card).toContainText(`${rm.first_name[0]}${rm.last_name[0]}`);
    await expect(card).toContainText(`+91-${rm.phone}`);
    await expect(card).not.toContainText('Get in touch');
    const support = menu.getByRole('region', { name: 'Support' });
    await expect(support.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(support.getByRole('link', { name: 'Partner community channel' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await expect(support.getByRole('link', { name: 'Follow us' })).toHaveAttribute('href', /^https:\/\//);
    await expect(menu.getByRole('menuitem', { name: 'Terms and Conditions' })).toHaveAttribute(
      'target',
      '_blank',
    );

    await menu.getByRole('menuitem', { name: 'Share portal' }).click();
    const share = page.getByTestId('share-dialog');
    await expect(share).toBeVisible();
    const origin = new URL(page.url()).origin;
    await expect(share.getByRole('textbox', { name: 'Address to share' })).toHaveValue(`${origin}/`);
    await expect(share.getByRole('button', { name: 'Copy URL' })).toBeVisible();
    const encoded = encodeURIComponent(`${origin}/`);
    await expect(share.getByRole('button', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    await expect(share.getByRole('button', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
    await expect(share.getByRole('button', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    );
    await expect(share.getByRole('button', { name: 'Telegram' })).toHaveAttribute(
      'href',
      /^https:\/\/t\.me\//,
    );
    // Esc from inside the dialog (its address field) closes it.
    await share.getByRole('textbox', { name: 'Address to share' }).focus();
    await page.keyboard.press('Escape');
    await expect(share).toBeHidden();
  });

  test('an offline indicator replaces the avatar while offline', { tag: '@phone' }, async ({
    page,
    context,
  }) => {
    const shell = new ShellPage(page);
    await shell.signIn();
    const button = page.getByTestId('account-button');
    await expect(button.getByTestId('offline-indicator')).toHaveCount(0);
    await context.setOffline(true);
    await expect(button.getByTestId('offline-indicator')).toHaveText('Offline');
    await context.setOffline(false);
    await expect(button.getByTestId('offline-indicator')).toHaveCount(0);
  });

  test("a screen's code loads behind a loading state; if it cannot load, the error page's Reload recovers", async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.signIn();
    const pulseChunk = /\/assets\/PulseScreen-[^/]+\.js$/;

    // Held back: the shell shows the loading state, then the screen.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(pulseChunk, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/pulse');
    await expect(page.getByTestId('route-loading')).toBeVisible();
    await expect(page.getByTestId('route-loading')).toContainText('Loading…');
    if (shell.isMobile()) await expect(shell.bottomTabs).toBeVisible();
    else await expect(shell.leftNav).toBeVisible();
    release();
    await expect(page.getByTestId('pulse-teaser')).toBeVisible();
    await expect(page.getByTestId('route-loading')).toHaveCount(0);
    await page.unroute(pulseChunk);

    // Not reachable: the route's error page; Reload loads it once it is reachable again.
    await page.route(pulseChunk, (route) => route.abort());
    await page.reload();
    await expect(page.getByText('Something went wrong.')).toBeVisible();
    if (shell.isMobile()) await expect(shell.bottomTabs).toBeVisible();
    else await expect(shell.leftNav).toBeVisible();
    await page.unroute(pulseChunk);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByTestId('pulse-teaser')).toBeVisible();
  });

  test('a dialog whose code cannot be fetched says so, the shell stays, and Reload opens it', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    const addLeadChunk = /\/assets\/AddLeadDialog-[^/]+\.js$/;
    await page.route(addLeadChunk, (route) => route.abort());
    await shell.signIn();
    await page.getByTestId('speed-dial').click();
    await page.getByRole('menuitem', { name: 'Add Lead' }).click();
    const unavailable = page.getByRole('dialog', { name: 'Could not open' });
    await expect(unavailable).toContainText('This window could not be opened');
    await unavailable.getByRole('button', { name: 'Close' }).click();
    await expect(unavailable).toHaveCount(0);
    await expect(shell.greeting).toBeVisible();

    // Asked again while the code still cannot be fetched, then reloaded once it can.
    await page.getByTestId('speed-dial').click();
    await page.getByRole('menuitem', { name: 'Add Lead' }).click();
    await expect(unavailable).toBeVisible();
    await page.unroute(addLeadChunk);
    await unavailable.getByRole('button', { name: 'Reload' }).click();
    await expect(shell.greeting).toBeVisible();
    await new AddLeadPage(page).openFromSpeedDial();
  });

  test("the page draws the start-up splash before the app's code has run, and the app takes it over", async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await shell.signIn();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The app's entry is held back: what shows meanwhile comes from the page alone.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/leads', { waitUntil: 'commit' });
    const splash = page.getByTestId('startup-loading');
    await expect(splash).toContainText('Loading your workspace…');
    await expect(splash.getByText('Partner Portal')).toHaveCSS('color', 'rgb(24, 74, 144)');
    await expect(splash.getByRole('progressbar')).toBeVisible();
    release();
    await expect(page.getByTestId('leads-count')).toBeVisible();
    await expect(splash).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("a returning partner's start-up asks the server once for each thing it loads", async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn();
    for (const [path, shown] of [
      ['/', shell.greeting],
      ['/leads', page.getByTestId('leads-count')],
    ] as const) {
      const asked: string[] = [];
      const record = (request: Request) => {
        const url = new URL(request.url());
        if (request.method() === 'GET' && url.pathname.startsWith('/api/'))
          asked.push(url.pathname + url.search);
      };
      // The new page's requests only: the page it replaces may still send one (its live updates'
      // stream, opened once its inbox is read) while the new one is on its way.
      const startRecording = (frame: Frame) => {
        if (frame !== page.mainFrame()) return;
        page.off('framenavigated', startRecording);
        page.on('request', record);
      };
      page.on('framenavigated', startRecording);
      await page.goto(path);
      await expect(shown).toBeVisible();
      // Start-up's calls and the screen's go out side by side, each once.
      page.off('request', record);
      expect(asked).toContain('/api/users/me');
      expect(asked).toContain('/api/regionparents');
      expect(asked.filter((call, i) => asked.indexOf(call) !== i)).toEqual([]);
    }
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

  test('a session the server no longer accepts leads to /login.html?redirect_to=…', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn();
    await page.evaluate((key) => {
      const session = JSON.parse(window.localStorage.getItem(key) ?? '{}');
      session.token = 'revoked-token';
      window.localStorage.setItem(key, JSON.stringify(session));
    }, SESSION_KEY);
    // The page is drawn at once and its first 401 sends it to sign-in, before it has finished loading.
    await page.goto('/leads/site-visits?x=1', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/login\.html\?redirect_to=%2Fleads%2Fsite-visits%3Fx%3D1$/);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY)).toBeNull();
    await new LoginPage(page).signIn(DEMO_PHONE, DEMO_PASSWORD);
    // Back where the partner was, address included: the list then takes 'x', which is none of its
    // filters, out of the address and says so.
    await expect(
      page.getByText('Left out of the address (not filters of this list, or values it cannot take): x=1.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/leads\/site-visits$/);
  });
});
