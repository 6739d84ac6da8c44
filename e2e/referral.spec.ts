import { expect, test } from '@playwright/test';
import { cellsByRow } from './pages/gridCells';
import { DemoApi, LeadsPage } from './pages/LeadsPage';

type Referral = {
  ReferredUser: { name: string | null };
  digital_coins: string;
  magnet_booking: { id: number }[];
};

test.describe('referrals', () => {
  test('Refer & Earn shows the link, how it works and the FAQs, and leads to the referred users', {
    tag: '@phone',
  }, async ({ page }) => {
    const leads = new LeadsPage(page);
    await leads.signIn();
    await page.goto('/referral/earn');
    // A fresh page load runs start-up first.
    await expect(page.getByRole('heading', { name: 'Refer & Earn up to ₹25,000' })).toBeVisible({
      timeout: 90_000,
    });
    await expect(page.getByTestId('referral-link')).toHaveValue(/\/login\.html\?referral_code=\d+$/);
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await page.getByText('When does a referral count?').click();
    await expect(page.getByText(/added 10 leads/)).toBeVisible();
    await page.getByText('How many digital coins can I earn?').click();
    await expect(
      page.getByText(
        '1,000 digital coins for every partner who joins with your link. Coins accumulate up to 25K worth: ₹25,000 in digital coins in all.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/valid till 31st March/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Share link' }).click();
    // The share dialog (a bottom drawer on a phone) shares the referral link.
    const share = page.getByTestId('share-dialog');
    await expect(share.getByRole('textbox', { name: 'Address to share' })).toHaveValue(
      /\/login\.html\?referral_code=\d+$/,
    );
    await page.keyboard.press('Escape');
    await expect(share).toBeHidden();
    await page.getByRole('link', { name: 'Your Referred Users' }).click();
    await expect(page).toHaveURL(/\/referral\/users$/);
  });

  test('every text of the offer agrees: 1,000 coins and ₹5,000 per referral, ₹25,000 the cap on coins', async ({
    page,
  }) => {
    const leads = new LeadsPage(page);
    await leads.signIn();
    await page.goto('/referral/earn');
    await expect(page.getByRole('heading', { name: 'Refer & Earn up to ₹25,000' })).toBeVisible({
      timeout: 90_000,
    });
    await expect(page.getByTestId('referral-offer')).toHaveText(
      'Earn 1,000 digital coins for every partner who joins with your link, and ₹5,000 in cash on their transactions within 90 days. Coins accumulate up to 25K worth: ₹25,000 in digital coins in all. Offer valid till 31st March.',
    );
    await page.getByText('What is the ₹25,000 offer?').click();
    await expect(
      page.getByText(
        '₹25,000 is the most your digital coins can add up to, not an amount per referral: you earn 1,000 digital coins for each partner who joins with your link, and ₹5,000 in cash on their transactions within 90 days.',
      ),
    ).toBeVisible();
    await page.getByText('How do cash incentives work?').click();
    await expect(
      page.getByText(
        'You earn ₹5,000 as a cash incentive for transactions your referral closes within 90 days of joining.',
      ),
    ).toBeVisible();
    // None of the old contradictions (the cap is ₹25,000 in all, never an amount per referral).
    await expect(
      page.getByText(/per referral\.$|₹25,000 (per|for each|for every)|for every partner you bring/),
    ).toHaveCount(0);
  });

  test('referred users show Pending coins and Booking Done where the seed has them', async ({
    page,
    request,
  }) => {
    const { referrals, count } = await new DemoApi(request).get<{ referrals: Referral[]; count: number }>(
      '/api/referrals',
    );
    // The seed refers partners with pending coins and partners with bookings of their own.
    expect(referrals.some((r) => r.digital_coins === '0')).toBe(true);
    expect(referrals.some((r) => r.magnet_booking.length > 0)).toBe(true);

    const leads = new LeadsPage(page);
    await leads.signIn();
    await page.goto('/referral/users');
    const heading = page.getByTestId('referred-count');
    // Two spaces before the colon, as the spec writes it.
    await expect(heading).toHaveText(new RegExp(`^Total Referred Users {2}: ${count}$`), { timeout: 90_000 });
    const grid = page.getByRole('region', { name: 'Referred users' });
    for (const name of ['No.', 'Name', 'Registration Date', 'Digital Coins', 'Booking Incentive']) {
      await expect(grid.getByRole('columnheader', { name, exact: true })).toBeVisible();
    }
    const expected = referrals.map((r, i) => ({
      'No.': String(i + 1),
      Name: r.ReferredUser.name ?? '-',
      'Digital Coins': r.digital_coins === '0' ? 'Pending' : r.digital_coins,
      'Booking Incentive': r.magnet_booking.length > 0 ? 'Booking Done' : 'No Booking',
    }));
    await expect
      .poll(async () =>
        (await cellsByRow(grid)).map((row) => ({
          'No.': row['No.'],
          Name: row.Name,
          'Digital Coins': row['Digital Coins'],
          'Booking Incentive': row['Booking Incentive'],
        })),
      )
      .toEqual(expected);
    await expect(grid.getByRole('gridcell', { name: 'Pending' }).first()).toBeVisible();
    await expect(grid.getByRole('gridcell', { name: 'Booking Done' }).first()).toBeVisible();
  });
});
