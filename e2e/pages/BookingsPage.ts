import { expect, type Locator, type Page } from '@playwright/test';
import { cellIn, rowIdsIn, rowIn, scrollToRow } from './gridCells';
import { LeadsPage } from './LeadsPage';

/** The bookings workspace (/bookings/:id?): passback cards, toolbar, filters, grid and booking panel. */
export class BookingsPage {
  readonly count: Locator;
  readonly grid: Locator;
  readonly chips: Locator;
  readonly filtersToggle: Locator;
  readonly filters: Locator;
  readonly saveFilter: Locator;
  readonly passback: Locator;
  readonly savedFilters: Locator;

  constructor(readonly page: Page) {
    this.count = page.getByTestId('bookings-count');
    this.grid = page.getByRole('region', { name: 'Bookings' });
    this.chips = page.getByRole('list', { name: 'Active filters' });
    this.filtersToggle = page.getByRole('button', { name: 'Bookings Filters', exact: true });
    this.filters = page.getByRole('region', { name: 'Bookings Filters' });
    this.saveFilter = page.getByRole('button', { name: 'Save Filter' });
    this.passback = page.getByRole('region', { name: 'Passback summary' });
    this.savedFilters = page.getByRole('list', { name: 'Saved Bookings filters' });
  }

  signIn() {
    return new LeadsPage(this.page).signIn();
  }

  async goto(path = '/bookings') {
    await this.page.goto(path);
    // A full page load starts the whole app (session, reference data, the screen's chunk) first.
    await expect(this.count).toHaveText(/Showing all \d+ bookings?/, { timeout: 60_000 });
  }

  /** A passback card by the summary field it shows (total_gmv, total_booking, ...). */
  card(field: string): Locator {
    return this.page.getByTestId(`passback-${field}`);
  }

  async openFilters() {
    if ((await this.filtersToggle.getAttribute('aria-pressed')) !== 'true') await this.filtersToggle.click();
    await expect(this.filters).toBeVisible();
  }

  async setPageSize(size: number) {
    await this.page.getByRole('combobox', { name: 'Rows per page' }).selectOption(String(size));
  }

  async headerNames(): Promise<string[]> {
    return this.page
      .locator('.ag-header-cell')
      .evaluateAll((cells) =>
        cells.map((c) => c.getAttribute('col-id') ?? '').filter((id) => id && id !== 'Details'),
      );
  }

  /** The booking ids of the rows on screen, top to bottom. */
  rowIds(): Promise<number[]> {
    return rowIdsIn(this.grid);
  }

  cell(bookingId: number, column: string): Locator {
    return cellIn(rowIn(this.grid, bookingId), column);
  }

  async toggleColumn(name: string) {
    await this.page.getByRole('button', { name: 'Show or hide columns' }).click();
    await this.page.getByRole('group', { name: 'Columns' }).getByText(name, { exact: true }).click();
    await this.page.keyboard.press('Escape');
  }

  /** Opens a booking's panel: its Details button on a desktop, a tap on its row on a phone. */
  async openBooking(bookingId: number) {
    const phone = (this.page.viewportSize()?.width ?? 1440) < 900;
    if (phone) await cellIn(await scrollToRow(this.grid, bookingId), 'Client Name').click();
    else
      await this.page.getByRole('button', { name: `Details of booking #${bookingId}`, exact: true }).click();
    await expect(this.panel()).toHaveAttribute('data-booking-id', String(bookingId));
  }

  panel(): Locator {
    return this.page.getByTestId('booking-panel').first();
  }

  stages(): Locator {
    return this.panel().getByRole('list', { name: 'Booking stages' }).getByRole('listitem');
  }
}
