import { expect, type Page, test } from '@playwright/test';
import { countText, DemoApi, LeadsPage } from './pages/LeadsPage';
import { OnboardingPage, signedInNewPartner } from './pages/OnboardingPage';

type IdName = { id: number; name: string };

const STAGES = [
  { slug: 'new', name: 'Not Updated' },
  { slug: 'suspect', name: 'Suspect' },
  { slug: 'opportunity', name: 'Opportunity' },
  { slug: 'pipeline', name: 'Pipeline' },
  { slug: 'booked', name: 'Booked' },
] as const;
const MAGNET_SOURCES = ['magnet limited', 'magnet bulk', 'magnet-referral'];

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 900;

test.describe('dashboard', () => {
  test('a new partner sees the four flip cards, and the funnels (pending) after the first view', async ({
    page,
    request,
  }) => {
    const _partner = await signedInNewPartner(page, request);
    const _onboarding = new OnboardingPage(page);

    const cards = page.getByTestId('flip-card');
    await expect(page.getByTestId('dashboard-basic')).toBeVisible();
    await expect(cards).toHaveCount(4);
    for (const title of ['Transactions', 'Digital', 'Leads', 'Site Visits']) {
      await expect(page.getByRole('article', { name: title })).toBeVisible();
    }
    await expect(page.getByTestId('funnel-added')).toHaveCount(0);

    // A card turns by keyboard, shows its actions, and turns back.
    const transactions = page.getByRole('article', { name: 'Transactions' });
    const front = transactions.getByRole('button', { name: /^Transactions/ });
    await front.focus();
    await page.keyboard.press('Enter');
    await expect(
      transactions.getByText('Every 100 Opportunity leads can get you 4 conversions'),
    ).toBeVisible();
    await expect(transactions.getByRole('button', { name: 'Add Lead' })).toBeVisible();
    await expect(transactions.getByRole('button', { name: 'Run Campaign' })).toBeVisible();
    await transactions.getByRole('button', { name: 'Turn Transactions back' }).click();
    await expect(front).toHaveAttribute('aria-expanded', 'false');

    // Site Visits' Add 70% lead opens the Plus form.
    const visits = page.getByRole('article', { name: 'Site Visits' });
    await visits.getByRole('button', { name: /^Site Visits/ }).click();
    await visits.getByRole('button', { name: 'Add 70% lead' }).click();
    // The Plus form itself, not the tier choice.
    await expect(page.getByRole('form', { name: 'Add Plus Lead' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('form', { name: 'Add Plus Lead' })).toBeHidden();
    // The closed dialog takes its history entry away (Back closes a dialog): a reload in the middle of
    // that step would be aborted.
    await expect
      .poll(() => page.evaluate(() => 'ppDialog' in ((history.state as object | null) ?? {})))
      .toBe(false);

    // The next visit: pending, the funnels with zero counts.
    await page.reload();
    await expect(page.getByTestId('dashboard-pending')).toBeVisible();
    await expect(page.getByTestId('flip-card')).toHaveCount(0);
    await expect(page.getByTestId('count-added-new')).toHaveText('0');
    await expect(page.getByTestId('funnel-added').getByTestId('conversion-suspect')).toContainText('–');
  });

  test("the demo partner's funnel counts equal the lead count of each preset, and each arrow opens that list", async ({
    page,
    request,
  }) => {
    test.setTimeout(480_000);
    const api = new DemoApi(request);
    const stages = await api.get<IdName[]>('/api/users/stages?type=LEAD');
    const sources = await api.get<IdName[]>('/api/sources');
    const sourceIds = (digital: boolean) =>
      sources
        .filter((s) => MAGNET_SOURCES.includes(s.name.toLowerCase()) !== digital)
        .map((s) => s.id)
        .join(',');

    const leads = new LeadsPage(page);
    await leads.signIn();
    await page.goto('/');
    await expect(page.getByTestId('dashboard-extended')).toBeVisible();

    for (const kind of ['added', 'digital'] as const) {
      const counts: number[] = [];
      for (const stage of STAGES) {
        const stageId = stages.find((s) => s.name === stage.name)?.id;
        expect(stageId, stage.name).toBeDefined();
        const expected = await api.leadCount({
          stage_ids: String(stageId),
          source_ids: sourceIds(kind === 'digital'),
        });
        counts.push(expected);
        if (isPhone(page) && kind === 'digital') {
          await page.getByRole('radio', { name: 'Digital Leads' }).click();
        }
        const count = page.getByTestId(`count-${kind}-${stage.slug}`);
        await expect(count).toHaveText(expected.toLocaleString('en-IN'), { timeout: 90_000 });
        await count.click();
        const slug = kind === 'digital' ? `${stage.slug}-digital` : stage.slug;
        await expect(page).toHaveURL(new RegExp(`/leads/${slug}$`));
        await expect(leads.chip(`Stage: ${stage.name}`)).toBeVisible();
        await expect(leads.count).toHaveText(countText(expected));
        // Back to the dashboard in the same page (no new start-up).
        await page.goBack();
        await expect(page.getByTestId('dashboard-extended')).toBeVisible();
      }
      // The conversions between the bars follow from those counts: a lead in a later stage has
      // reached every earlier one, so a stage was reached by its leads and all those below it.
      if (isPhone(page) && kind === 'digital')
        await page.getByRole('radio', { name: 'Digital Leads' }).click();
      const reached = counts.map((_, i) => counts.slice(i).reduce((sum, n) => sum + n, 0));
      for (let i = 1; i < STAGES.length; i++) {
        const from = reached[i - 1] ?? 0;
        const to = reached[i] ?? 0;
        const text = from === 0 ? '–' : `${Math.round((to / from) * 100)} %`;
        await expect(
          page.getByTestId(`funnel-${kind}`).getByTestId(`conversion-${STAGES[i]?.slug}`),
        ).toContainText(text);
      }
    }
  });

  test('desktop shows the banner and the Top Projects carousel; a phone shows the refer-and-earn card', {
    tag: '@phone',
  }, async ({ page }) => {
    const leads = new LeadsPage(page);
    await leads.signIn();
    await page.goto('/');
    if (isPhone(page)) {
      await expect(page.getByRole('region', { name: 'Offers', exact: true })).toHaveCount(0);
      await expect(page.getByTestId('refer-card')).toHaveText(
        'Refer & Earn up to ₹25,000' +
          '1,000 digital coins for every partner who joins with your link, and ₹5,000 in cash on their transactions within 90 days.',
      );
      await page.getByTestId('refer-card').click();
      await expect(page).toHaveURL(/\/referral\/earn$/);
      return;
    }
    const banner = page.getByRole('region', { name: 'Offers', exact: true });
    // Autoplay moves on to the app promotion (the pointer away from the banner, which pauses it);
    // paused, the partner picks the slide shown.
    await page.mouse.move(5, 5);
    const shown = banner.locator('li[aria-hidden="false"]');
    await expect(shown).toContainText('Get it on Google Play');
    await banner.getByRole('button', { name: 'Pause Offers' }).click();
    await banner.getByRole('button', { name: 'Show 1 of 2' }).click();
    await expect(shown).toContainText('Refer & Earn up to ₹25,000');
    await expect(banner.getByRole('button', { name: 'Play Offers' })).toBeVisible();

    // The banner's words agree with the configured offer: the ₹25,000 is the cap on coins.
    await expect(shown).toContainText(
      '1,000 digital coins for every partner who joins with your link, and ₹5,000 in cash on their transactions within 90 days.',
    );

    const top = page.getByRole('region', { name: 'Top projects', exact: true });
    await expect(top.getByRole('article').first()).toBeVisible();
    await expect(top.getByRole('button', { name: 'Add Leads' }).first()).toBeVisible();
    await banner.getByRole('link', { name: /Refer & Earn up to ₹25,000/ }).click();
    await expect(page).toHaveURL(/\/referral\/earn$/);
  });
});

test.describe('dashboard counters and lists', () => {
  test('Site Visits says what it counts, and the list it opens says what it holds', async ({ page }) => {
    // 89 leads with a Visit Done and 35 with a Revisit Done.
    await page.route('**/api/dashboard/magnet-book-activity/*', (route) =>
      route.fulfill({ json: { visit_done: 89, revisit_done: 35, booking_count: 16 } }),
    );
    const leads = new LeadsPage(page);
    await leads.signIn();
    await page.goto('/');
    await expect(page.getByTestId('site-visits')).toHaveText('124');
    // The label says what the 124 counts: not the leads of the list it opens.
    await expect(
      page
        .getByRole('link')
        .filter({ has: page.getByTestId('site-visits') })
        .getByText('Visited + revisited, all time'),
    ).toBeVisible();
    await expect(page.getByTestId('site-visits-caption')).toHaveText('89 leads visited · 35 revisited');
    const counter = page.getByRole('link').filter({ has: page.getByTestId('site-visits') });
    await expect(counter).toHaveAttribute(
      'title',
      'Opens the list: Leads whose activity status is Visit Done or Revisit Done',
    );
    await counter.click();
    await expect(page).toHaveURL(/\/leads\/site-visits$/);
    const caption = page.getByTestId('leads-caption');
    await expect(caption.getByRole('heading', { name: 'Site Visits' })).toBeVisible();
    await expect(caption).toContainText(
      "Leads whose activity status is Visit Done or Revisit Done. The dashboard's 'Visited + revisited, all time' adds every lead ever visited and every lead revisited, so it can be higher.",
    );
    await expect(leads.chip('Activity Status: Visit Done')).toBeVisible();
    // The plain list has no such caption.
    await leads.goto('/leads');
    await expect(page.getByTestId('leads-caption')).toHaveCount(0);
  });

  test('Upcoming Activities lists as many activities as its badge counts, and the last one opens its lead', async ({
    page,
  }) => {
    const leads = new LeadsPage(page);
    await leads.signIn();
    await page.goto('/');
    const card = page.locator('.pp-upcoming');
    const badge = card.locator('.pp-upcoming__count');
    await expect(badge).toHaveText(/^\d+$/);
    const count = Number(await badge.textContent());
    // The demo partner has more than the five the card used to show.
    expect(count).toBeGreaterThan(5);
    const items = card.getByRole('list', { name: 'Upcoming activities' }).getByRole('button');
    await expect(items).toHaveCount(count);
    const last = items.last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    const id = /Lead (\d+):/.exec((await last.textContent()) ?? '')?.[1];
    expect(id).toBeDefined();
    await last.click();
    await expect(page).toHaveURL(/\/leads/);
    await expect(page.getByText(`Lead #${id}`).first()).toBeVisible();
  });
});

test.describe('dashboard Last Updated', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('says when the counts on screen were fetched, and Refresh moves it', async ({ page }) => {
    // 10:00 am in India; the clock runs on from there.
    await page.clock.install({ time: new Date('2026-11-27T04:30:00Z') });
    const leads = new LeadsPage(page);
    await leads.signIn();
    await page.goto('/');
    await expect(page.getByTestId('dashboard-extended')).toBeVisible();
    const updated = page.getByTestId('last-updated');
    await expect(updated).toHaveText(/^Last Updated: 27 Nov 2026, 10:0\d AM$/);

    // Twelve minutes later (before the 15-minute refetch), the partner refreshes.
    await page.clock.setSystemTime(new Date('2026-11-27T04:42:00Z'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(updated).toHaveText('Last Updated: 27 Nov 2026, 10:12 AM');
  });
});
