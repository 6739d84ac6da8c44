import { expect, test } from '@playwright/test';
import { BookingsPage } from './pages/BookingsPage';
import { DemoApi } from './pages/LeadsPage';
import { signedInNewPartner } from './pages/OnboardingPage';
import { ViewsMenu } from './pages/ViewsMenu';

// The demo partner's bookings are the fixed demo data: 18 bookings, #16 and #17 cancelled, one per row
// of the booking status table of spec 02 §4 (plus Status Awaited and missing codes).

/** The passback cards of the demo partner (cancelled bookings left out): field, label, value shown. */
const CARDS: [field: string, label: string, value: string][] = [
  ['total_gmv', 'Total GMV', '₹19,29,82,000'],
  ['total_booking', 'Total Bookings', '16'],
  ['total_brokerage', 'Total Brokerage', '₹61,24,261'],
  ['base_brokerage', 'Base Brokerage', '₹54,63,460'],
  ['ladder_brokerage', 'Ladder Incentives', '₹6,60,801'],
  ['released', 'Released', '₹15,22,503'],
];

/** The booking stages of spec 02 §4, in order. */
const STAGES = [
  'Booking Done',
  'Booking Verified',
  'SDR Done',
  'Registration Done',
  'Invoice Raised to Builder',
  'Invoice Cleared by Builder',
  'Magnet Invoice Raised',
  'Payout Done',
];

/** A demo booking for each row of the status table: its six codes and the status they give. */
const TIMELINE: [booking: number, codes: string, status: string][] = [
  [1, '-100000', 'Booking Done'],
  [2, '000000', 'Booking Done'],
  [3, '200000', 'Booking Done'],
  [14, 'none set (count as 0)', 'Booking Done'],
  [4, '100000', 'Booking Verified'],
  [5, '110000', 'SDR Done'],
  [15, '11 and four missing', 'SDR Done'],
  [6, '111000', 'Registration Done'],
  [7, '111100', 'Invoice Raised to Builder'],
  [8, '111110', 'Invoice Cleared by Builder'],
  [9, '111111', 'Magnet Invoice Raised'],
  [10, '111112', 'Payout Done'],
  [12, '120000', 'Status Awaited'],
  [13, '111200', 'Status Awaited'],
];

test.describe('bookings workspace (desktop)', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop layout');

  test('the passback cards show the sums of the bookings and the list shows the default columns', async ({
    page,
  }) => {
    const bookings = new BookingsPage(page);
    await bookings.signIn();
    await bookings.goto();

    await expect(bookings.count).toHaveText('Showing all 18 bookings');
    for (const [field, label, value] of CARDS) {
      await expect(bookings.card(field)).toContainText(label);
      await expect(bookings.card(field).locator('dd')).toHaveText(value);
    }
    // The demo data agrees with itself: no warning.
    await expect(page.getByText('The summary does not match your bookings')).toHaveCount(0);

    await bookings.passback.getByRole('button', { name: 'About these amounts' }).click();
    await expect(page.getByText('All payments will be subject to applicable TDS.')).toBeVisible();
    await expect(
      page.getByText('All payments are subject to cancellations & confirmations from developers.'),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Total Bookings counts units; cancelled bookings are left out of every card. A lead whose booking was cancelled can still count as Booked in the dashboard funnels.',
      ),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    expect(await bookings.headerNames()).toEqual([
      'ID',
      'Project',
      'Client Name',
      'Booking Date',
      'Booking ID',
    ]);
    // The newest booking comes first.
    await expect.poll(async () => (await bookings.rowIds())[0]).toBe(4);
    await expect(bookings.cell(4, 'Booking ID')).toHaveText('4');
    await expect(bookings.cell(4, 'Project')).toHaveText('Kharadi Riverside');
  });

  test('the screen says so when the passback summary and the list disagree', async ({ page }) => {
    // The demo partner's summary with one booking more than the list has.
    const summary = {
      total_booking: 17,
      total_brokerage: 6124261,
      base_brokerage: 5463460,
      total_gmv: 192982000,
      ladder_brokerage: 660801,
      released: 1522503,
    };
    await page.route('**/api/magnetBrokerage/passback/*', (route) => route.fulfill({ json: summary }));
    const bookings = new BookingsPage(page);
    await bookings.signIn();
    await bookings.goto();
    await expect(page.getByText('The summary does not match your bookings')).toBeVisible();
    await expect(bookings.passback).toContainText('Total Bookings: 17 in the summary, 16 in the list');
  });

  test('/bookings/cancelled shows only cancelled bookings; /bookings/booked has no preset', async ({
    page,
  }) => {
    const bookings = new BookingsPage(page);
    await bookings.signIn();
    await bookings.goto('/bookings/cancelled');
    await expect(bookings.chips).toHaveText('Cancelled: Yes');
    await expect(bookings.count).toHaveText('Showing all 2 bookings');
    await bookings.toggleColumn('Cancelled');
    for (const id of [16, 17]) await expect(bookings.cell(id, 'Cancelled')).toHaveText('Yes');
    await expect.poll(() => bookings.rowIds()).toEqual([16, 17]);
    await bookings.toggleColumn('Cancelled');
    await expect(page.locator('.ag-header-cell[col-id="Cancelled"]')).toHaveCount(0);

    await page.getByRole('link', { name: 'Bookings', exact: true }).click();
    await bookings.goto('/bookings/booked');
    await expect(bookings.chips).toHaveCount(0);
    await expect(bookings.count).toHaveText('Showing all 18 bookings');
  });

  test('the timeline marks the stages of each seeded status', async ({ page }) => {
    const bookings = new BookingsPage(page);
    await bookings.signIn();
    await bookings.goto();
    await bookings.setPageSize(50);
    await expect(bookings.count).toHaveText('Showing all 18 bookings');
    for (const [id, codes, status] of TIMELINE) {
      await bookings.openBooking(id);
      await bookings.panel().getByRole('tab', { name: 'Timeline' }).click();
      if (status === 'Status Awaited') {
        await expect(bookings.panel().getByRole('tabpanel'), codes).toHaveText('Status Awaited');
        await expect(bookings.stages()).toHaveCount(0);
        continue;
      }
      const done = STAGES.indexOf(status) + 1;
      await expect(bookings.stages(), codes).toHaveText(STAGES);
      await expect(bookings.stages().nth(done - 1), codes).toHaveAttribute('aria-current', 'step');
      await expect(bookings.stages().nth(done - 1)).toHaveText(status);
      await expect(bookings.stages().and(page.locator('[aria-disabled="true"]')), codes).toHaveCount(
        8 - done,
      );
      if (done < 8) await expect(bookings.stages().nth(done), codes).toHaveAttribute('aria-disabled', 'true');
    }
  });

  test('the booking panel: details, brokerage and the payout reconciliation', async ({ page }) => {
    // Booking #4: verified, not yet paid out.
    const bookings = new BookingsPage(page);
    await bookings.signIn();
    await bookings.goto();
    await bookings.setPageSize(50);
    await bookings.openBooking(4);
    const pane = page.getByTestId('pane-detail');
    await expect(pane.locator('.pp-pane__title')).toHaveText('#4');
    const panel = bookings.panel();
    await expect(panel.getByText('Brokerage Details')).toBeVisible();
    await expect(panel.locator('dt', { hasText: 'Total Brokerage' }).locator('+ dd')).toHaveText('₹3,24,090');
    await expect(panel.locator('dt', { hasText: 'Payable Amount' }).locator('+ dd')).toHaveText('₹3,75,944');
    await expect(panel.getByTestId('booking-activity')).toContainText('Booked on');

    await panel.getByRole('tab', { name: 'Payment' }).click();
    const table = panel.getByRole('table', { name: 'Payout reconciliation' });
    await expect(table.getByRole('row', { name: /Payable/ })).toContainText('₹3,75,944');
    await expect(table.getByRole('row', { name: /Outstanding/ })).toContainText('₹3,75,944');
    await expect(panel.getByText('The figures add up.')).toBeVisible();

    await pane.getByRole('button', { name: 'Close details' }).click();
    await expect(bookings.panel()).toHaveCount(0);
  });

  test('the client-number filter finds a booking by a typed number; a saved filter is listed under Bookings', async ({
    page,
    request,
  }) => {
    // The client of booking #14.
    const number = '6669615219';
    const bookings = new BookingsPage(page);
    await bookings.signIn();
    await bookings.goto();
    await expect(bookings.saveFilter).toBeDisabled();
    await bookings.openFilters();
    const field = bookings.filters.getByRole('textbox', { name: 'Client Number' });
    await field.fill(number.slice(0, 6));
    await page
      .getByRole('menuitem', { name: new RegExp(`^${number}`) })
      .first()
      .click();
    await expect(bookings.chips).toContainText(`Client Number: ${number}`);
    await expect(bookings.count).toHaveText('Showing all 1 booking');
    await expect.poll(() => bookings.rowIds()).toEqual([14]);

    await new ViewsMenu(page).saveNew();
    await expect(page).toHaveURL(/\/bookings\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const saved = await new DemoApi(request).get<{ id: number; type: string }[]>('/api/userFilter');
    expect(saved.find((f) => f.id === id)?.type).toBe('booking');
    await expect(bookings.savedFilters.getByRole('link', { name: 'Untitled Filter' })).toHaveAttribute(
      'href',
      `/bookings/${id}`,
    );

    await page.reload();
    await expect(bookings.chips).toContainText(`Client Number: ${number}`, { timeout: 60_000 });
    await expect(bookings.count).toHaveText('Showing all 1 booking');

    await bookings.savedFilters.getByRole('button', { name: 'Delete Untitled Filter' }).click();
    await expect(bookings.savedFilters.getByRole('link', { name: 'Untitled Filter' })).toHaveCount(0);
  });

  test('no bookings for the filters shows the empty text; a failed load shows rejected', async ({ page }) => {
    const bookings = new BookingsPage(page);
    await bookings.signIn();
    await bookings.goto();
    await bookings.openFilters();
    const from = bookings.filters.getByRole('combobox', { name: 'From Date', exact: true });
    await from.fill('2099-01-01');
    await from.press('Enter');
    await from.press('Escape');
    await expect(bookings.chips).toHaveText('From Date: 01 Jan 2099');
    await expect(bookings.count).toHaveText('Showing all 0 bookings');
    await expect(page.getByText('Relax! Your bookings are coming soon..!!')).toBeVisible();

    await page.route('**/api/booking?*', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
    );
    // Nothing of the list on the device (with its copy, the rows it had stay on screen).
    await page.evaluate(() => indexedDB.deleteDatabase('pp-copies'));
    await page.goto('/bookings/booked');
    await expect(bookings.count).toHaveText('rejected', { timeout: 60_000 });
    await expect(page.getByRole('heading', { name: 'rejected' })).toBeVisible();
  });
});

test.describe('bookings money (desktop and phone)', () => {
  test("a cancelled booking's Payment tab shows it cancelled with nothing payable", {
    tag: '@phone',
  }, async ({ page }) => {
    const bookings = new BookingsPage(page);
    await bookings.signIn();
    await bookings.goto('/bookings/cancelled');
    await expect(bookings.count).toHaveText('Showing all 2 bookings');
    await bookings.openBooking(16);
    const panel = bookings.panel();
    await panel.getByRole('tab', { name: 'Payment' }).click();
    const payment = panel.getByRole('tabpanel');
    await expect(payment.getByText('This booking is cancelled')).toBeVisible();
    await expect(payment.getByText('Nothing is payable on a cancelled booking.')).toBeVisible();
    const table = payment.getByRole('table', { name: 'Payout reconciliation' });
    await expect(table.getByRole('row', { name: /Payable/ }).getByRole('cell')).toHaveText('₹0');
    await expect(table.getByRole('row', { name: /Outstanding/ }).getByRole('cell')).toHaveText('₹0');
    await expect(payment.getByText('The figures add up.')).toHaveCount(0);
    // The Details tab says the same, not the amount that was payable before the cancellation.
    await panel.getByRole('tab', { name: 'Details' }).click();
    await expect(panel.getByRole('definition').filter({ hasText: 'nothing is payable' })).toHaveText(
      '₹0 (cancelled: nothing is payable)',
    );

    // A booking that is not cancelled still lays out its payout.
    await page.goto('/bookings/booked');
    await expect(bookings.count).toHaveText('Showing all 18 bookings', { timeout: 60_000 });
    await bookings.openBooking(4);
    await bookings.panel().getByRole('tab', { name: 'Payment' }).click();
    await expect(bookings.panel().getByText('The figures add up.')).toBeVisible();
    await expect(bookings.panel().getByText('This booking is cancelled')).toHaveCount(0);
  });

  test('a partner without bookings sees zero amounts as ₹0 and 0, not ₹00', { tag: '@phone' }, async ({
    page,
    request,
  }) => {
    await signedInNewPartner(page, request);
    const bookings = new BookingsPage(page);
    await bookings.goto('/bookings');
    await expect(bookings.count).toHaveText('Showing all 0 bookings');
    await expect(bookings.card('total_gmv').locator('dd')).toHaveText('₹0');
    await expect(bookings.card('total_booking').locator('dd')).toHaveText('0');
    await expect(bookings.card('total_brokerage').locator('dd')).toHaveText('₹0');
    await expect(bookings.card('base_brokerage').locator('dd')).toHaveText('₹0');
    await expect(bookings.card('ladder_brokerage').locator('dd')).toHaveText('₹0');
  });
});

test.describe('bookings on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile layout');

  test('the two link cards lead to My Bookings and Cancelled Bookings; a booking opens full screen', {
    tag: '@phone',
  }, async ({ page }) => {
    const bookings = new BookingsPage(page);
    await bookings.signIn();
    await bookings.goto();
    const links = page.getByRole('navigation', { name: 'Bookings links' });
    await expect(links.getByRole('link', { name: 'My Bookings' })).toBeVisible();
    await expect(bookings.card('total_booking')).toBeVisible();

    await links.getByRole('link', { name: 'Cancelled Bookings' }).click();
    await expect(page).toHaveURL(/\/bookings\/cancelled$/);
    await expect(bookings.chips).toHaveText('Cancelled: Yes');
    await expect(bookings.count).toHaveText('Showing all 2 bookings');

    await links.getByRole('link', { name: 'My Bookings' }).click();
    await expect(page).toHaveURL(/\/bookings\/booked$/);
    await expect(bookings.chips).toHaveCount(0);

    await links.getByRole('link', { name: 'Cancelled Bookings' }).click();
    await bookings.openBooking(16);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('#16');
    // Full screen once its opening transition has ended.
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(390);
    await dialog.getByRole('tab', { name: 'Timeline' }).click();
    await expect(bookings.stages().first()).toHaveText('Booking Done');
  });
});
