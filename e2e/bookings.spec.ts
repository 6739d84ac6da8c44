import { expect, test } from '@playwright/test';
import {
  type ApiBooking,
  type ApiPassback,
  BookingsApi,
  BookingsPage,
  cardValue,
  rupeeText,
} from './pages/BookingsPage';
import { DemoApi } from './pages/LeadsPage';

/** The status table of 02 §4, as the stage each concatenated code reaches (missing codes are 0). */
const STAGE_OF_CODE: Record<string, number> = {
  '-100000': 1,
  '000000': 1,
  '200000': 1,
  '100000': 2,
  '110000': 3,
  '111000': 4,
  '111100': 5,
  '111110': 6,
  '111111': 7,
  '111112': 8,
};

function codeOf(b: ApiBooking): string {
  return [
    b.booking_document_stage,
    b.sdr_payment_status,
    b.registration_status,
    b.invoice_raised_status,
    b.invoice_cleared_status,
    b.magnet_invoice_cleared_status,
  ]
    .map((c) => String(c ?? 0))
    .join('');
}

const CARDS: { key: keyof ApiPassback; label: string; unit: 'rupee' | 'units' }[] = [
  { key: 'total_gmv', label: 'Total GMV', unit: 'rupee' },
  { key: 'total_booking', label: 'Total Bookings', unit: 'units' },
  { key: 'total_brokerage', label: 'Total Brokerage', unit: 'rupee' },
  { key: 'base_brokerage', label: 'Base Brokerage', unit: 'rupee' },
  { key: 'ladder_brokerage', label: 'Ladder Incentives', unit: 'rupee' },
  { key: 'released', label: 'Released', unit: 'rupee' },
];

test.describe('bookings workspace (desktop)', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop layout');

  test('the passback cards equal GET /magnetBrokerage/passback and the list shows the default columns', async ({
    page,
    request,
  }) => {
    const api = new BookingsApi(new DemoApi(request));
    const summary = await api.passback();
    const all = await api.bookings();
    const bookings = new BookingsPage(page);
    await bookings.signIn();
    await bookings.goto();

    await expect(bookings.count).toHaveText(`Showing all ${all.meta.totalElements} bookings`);
    for (const card of CARDS) {
      if (card.key === 'released' && summary.released <= 0) {
        await expect(bookings.card('released')).toHaveCount(0);
        continue;
      }
      await expect(bookings.card(card.key)).toContainText(card.label);
      await expect(bookings.card(card.key).locator('dd')).toHaveText(cardValue(summary[card.key], card.unit));
    }
    // The demo data agrees with itself: no warning.
    await expect(page.getByText('The summary does not match your bookings')).toHaveCount(0);

    await bookings.passback.getByRole('button', { name: 'About these amounts' }).click();
    await expect(page.getByText('All payments will be subject to applicable TDS.')).toBeVisible();
    await expect(
      page.getByText('All payments are subject to cancellations & confirmations from developers.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    expect(await bookings.headerNames()).toEqual([
      'ID',
      'Project',
      'Client Name',
      'Booking Date',
      'Booking ID',
    ]);
    const first = all.results[0];
    if (!first) throw new Error('the demo partner has bookings');
    await expect(bookings.cell(first.id, 'Booking ID')).toHaveText(String(first.id));
    await expect(bookings.cell(first.id, 'Project')).toHaveText(first.Project.name);
  });

  test('the screen says so when the passback summary and the list disagree', async ({ page, request }) => {
    const api = new BookingsApi(new DemoApi(request));
    const summary = await api.passback();
    await page.route('**/api/magnetBrokerage/passback/*', (route) =>
      route.fulfill({ json: { ...summary, total_booking: summary.total_booking + 1 } }),
    );
    const bookings = new BookingsPage(page);
    await bookings.signIn();
    await bookings.goto();
    await expect(page.getByText('The summary does not match your bookings')).toBeVisible();
    await expect(bookings.passback).toContainText(
      `Total Bookings: ${cardValue(summary.total_booking + 1, 'units')} in the summary, ${cardValue(summary.total_booking, 'units')} in the list`,
    );
  });

  test('/bookings/cancelled shows only cancelled bookings; /bookings/booked has no preset', async ({
    page,
    request,
  }) => {
    const api = new BookingsApi(new DemoApi(request));
    const cancelled = await api.bookings({ is_lead_cancelled: '1' });
    const all = await api.bookings();
    expect(cancelled.meta.totalElements).toBeGreaterThan(0);

    const bookings = new BookingsPage(page);
    await bookings.signIn();
    await bookings.goto('/bookings/cancelled');
    await expect(bookings.chips).toHaveText('Cancelled: Yes');
    const n = cancelled.meta.totalElements;
    await expect(bookings.count).toHaveText(`Showing all ${n} ${n === 1 ? 'booking' : 'bookings'}`);
    await bookings.toggleColumn('Cancelled');
    for (const b of cancelled.results) await expect(bookings.cell(b.id, 'Cancelled')).toHaveText('Yes');
    expect(await bookings.rowIds()).toEqual(cancelled.results.map((b) => b.id));
    await bookings.toggleColumn('Cancelled');
    await expect(page.locator('.ag-header-cell[col-id="Cancelled"]')).toHaveCount(0);

    await page.getByRole('link', { name: 'Bookings', exact: true }).click();
    await bookings.goto('/bookings/booked');
    await expect(bookings.chips).toHaveCount(0);
    await expect(bookings.count).toHaveText(`Showing all ${all.meta.totalElements} bookings`);
  });

  test('the timeline marks the stages of each seeded status', async ({ page, request }) => {
    const api = new BookingsApi(new DemoApi(request));
    const all = await api.bookings();
    // One booking per distinct code (every row of the table, Status Awaited, missing codes).
    const byCode = new Map<string, ApiBooking>();
    for (const b of all.results) if (!byCode.has(codeOf(b))) byCode.set(codeOf(b), b);
    expect(byCode.size).toBeGreaterThanOrEqual(12);

    const bookings = new BookingsPage(page);
    await bookings.signIn();
    await bookings.goto();
    await bookings.setPageSize(50);
    await expect(bookings.count).toHaveText(`Showing all ${all.meta.totalElements} bookings`);
    for (const [code, booking] of byCode) {
      await bookings.openBooking(booking.id);
      await bookings.panel().getByRole('tab', { name: 'Timeline' }).click();
      const reached = STAGE_OF_CODE[code];
      if (reached === undefined) {
        await expect(bookings.panel().getByRole('tabpanel')).toHaveText('Status Awaited');
        await expect(bookings.stages()).toHaveCount(0);
        continue;
      }
      await expect(bookings.stages()).toHaveCount(8);
      await expect(bookings.stages().and(page.locator('[aria-disabled="true"]'))).toHaveCount(8 - reached);
      await expect(bookings.stages().nth(reached - 1)).toHaveAttribute('aria-current', 'step');
      if (reached < 8) await expect(bookings.stages().nth(reached)).toHaveAttribute('aria-disabled', 'true');
      await expect(bookings.stages().nth(0)).toHaveText('Booking Done');
      await expect(bookings.stages().nth(7)).toHaveText('Payout Done');
    }
  });

  test('the booking panel: details, brokerage and the payout reconciliation', async ({ page, request }) => {
    const api = new BookingsApi(new DemoApi(request));
    const all = await api.bookings();
    const booking = all.results.find((b) => b.RELEASED_AMOUNT === 0 && b.PAYABLE_AMOUNT > 0);
    if (!booking) throw new Error('the demo partner has a booking not yet paid out');

    const bookings = new BookingsPage(page);
    await bookings.signIn();
    await bookings.goto();
    await bookings.setPageSize(50);
    await bookings.openBooking(booking.id);
    const pane = page.getByTestId('pane-detail');
    await expect(pane.locator('.pp-pane__title')).toHaveText(`#${booking.id}`);
    const panel = bookings.panel();
    await expect(panel.getByText('Brokerage Details')).toBeVisible();
    await expect(panel.locator('dt', { hasText: 'Total Brokerage' }).locator('+ dd')).toHaveText(
      rupeeText(booking.TOTAL_BROKERAGE),
    );
    await expect(panel.locator('dt', { hasText: 'Payable Amount' }).locator('+ dd')).toHaveText(
      rupeeText(booking.PAYABLE_AMOUNT),
    );
    await expect(panel.getByTestId('booking-activity')).toContainText('Booked on');

    await panel.getByRole('tab', { name: 'Payment' }).click();
    const table = panel.getByRole('table', { name: 'Payout reconciliation' });
    await expect(table.getByRole('row', { name: /Payable/ })).toContainText(
      rupeeText(booking.PAYABLE_AMOUNT),
    );
    await expect(table.getByRole('row', { name: /Outstanding/ })).toContainText(
      rupeeText(booking.PAYABLE_AMOUNT - booking.RELEASED_AMOUNT),
    );
    await expect(panel.getByText('The figures add up.')).toBeVisible();

    await pane.getByRole('button', { name: 'Close details' }).click();
    await expect(bookings.panel()).toHaveCount(0);
  });

  test('the client-number filter finds a booking by a typed number; a saved filter is listed under Bookings', async ({
    page,
    request,
  }) => {
    const api = new BookingsApi(new DemoApi(request));
    const all = await api.bookings();
    const target = all.results[3] ?? all.results[0];
    if (!target) throw new Error('the demo partner has bookings');
    const number = target.Client.number;
    const matching = await api.bookings({ clientNumber: number });

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
    const n = matching.meta.totalElements;
    await expect(bookings.count).toHaveText(`Showing all ${n} ${n === 1 ? 'booking' : 'bookings'}`);
    expect(await bookings.rowIds()).toContain(target.id);

    await bookings.saveFilter.click();
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
    await expect(bookings.count).toHaveText(`Showing all ${n} ${n === 1 ? 'booking' : 'bookings'}`);

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
    await expect(bookings.chips).toHaveText('From Date: 2099-01-01');
    await expect(bookings.count).toHaveText('Showing all 0 bookings');
    await expect(page.getByText('Relax! Your bookings are coming soon..!!')).toBeVisible();

    await page.route('**/api/booking?*', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
    );
    await page.goto('/bookings/booked');
    await expect(bookings.count).toHaveText('rejected', { timeout: 60_000 });
    await expect(page.getByRole('heading', { name: 'rejected' })).toBeVisible();
  });
});

test.describe('bookings on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile layout');

  test('the two link cards lead to My Bookings and Cancelled Bookings; a booking opens full screen', async ({
    page,
    request,
  }) => {
    const api = new BookingsApi(new DemoApi(request));
    const cancelled = await api.bookings({ is_lead_cancelled: '1' });
    const bookings = new BookingsPage(page);
    await bookings.signIn();
    await bookings.goto();
    const links = page.getByRole('navigation', { name: 'Bookings links' });
    await expect(links.getByRole('link', { name: 'My Bookings' })).toBeVisible();
    await expect(bookings.card('total_booking')).toBeVisible();

    await links.getByRole('link', { name: 'Cancelled Bookings' }).click();
    await expect(page).toHaveURL(/\/bookings\/cancelled$/);
    await expect(bookings.chips).toHaveText('Cancelled: Yes');
    const n = cancelled.meta.totalElements;
    await expect(bookings.count).toHaveText(`Showing all ${n} ${n === 1 ? 'booking' : 'bookings'}`);

    await links.getByRole('link', { name: 'My Bookings' }).click();
    await expect(page).toHaveURL(/\/bookings\/booked$/);
    await expect(bookings.chips).toHaveCount(0);

    const first = cancelled.results[0];
    if (!first) throw new Error('the demo partner has a cancelled booking');
    await links.getByRole('link', { name: 'Cancelled Bookings' }).click();
    await bookings.openBooking(first.id);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`#${first.id}`);
    // Full screen once its opening transition has ended.
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(390);
    await dialog.getByRole('tab', { name: 'Timeline' }).click();
    await expect(bookings.stages().first()).toHaveText('Booking Done');
  });
});
