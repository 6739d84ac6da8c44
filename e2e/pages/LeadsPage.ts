import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { cellIn, rowIdsIn, rowIn } from './gridCells';
import { DEMO_PASSWORD, DEMO_PHONE, signInThroughApi } from './session';

export { DEMO_PASSWORD, DEMO_PHONE };

/** The API as the demo partner (or another): calls with the bearer token (to read what the screen should show). */
export class DemoApi {
  private token = '';

  constructor(
    private readonly request: APIRequestContext,
    private readonly phone = DEMO_PHONE,
  ) {}

  private async headers(): Promise<{ Authorization: string }> {
    if (!this.token) {
      const answer = await this.request.post('/api/users/login', {
        data: { phone: this.phone, password: DEMO_PASSWORD },
      });
      const { userData } = await answer.json();
      this.token = userData.token;
    }
    return { Authorization: `Bearer ${this.token}` };
  }

  async get<T>(path: string): Promise<T> {
    const answer = await this.request.get(path, { headers: await this.headers() });
    expect(answer.status(), path).toBe(200);
    return answer.json();
  }

  /** POST with a JSON body, or none (a call that takes no body refuses one). */
  async post<T>(path: string, data?: unknown): Promise<T> {
    const headers = await this.headers();
    const answer = await this.request.post(path, data === undefined ? { headers } : { headers, data });
    expect(answer.ok(), path).toBe(true);
    return answer.json();
  }

  /** GET /api/leads/index/count for the magnet's leads with these query parameters. */
  async leadCount(query: Record<string, string> = {}): Promise<number> {
    const params = new URLSearchParams({ type: 'all_leads', is_magnet: '1', ...query });
    const { count } = await this.get<{ count: number }>(`/api/leads/index/count?${params}`);
    return count;
  }
}

/** 'Showing all 1,234 leads' / 'Showing all 1 lead' as the toolbar writes it. */
export function countText(count: number): string {
  if (count === 0) return 'No Records Found';
  return `Showing all ${count.toLocaleString('en-IN')} ${count === 1 ? 'lead' : 'leads'}`;
}

/** The leads workspace (/leads/:id?): toolbar, filters, grid and lead panels. */
export class LeadsPage {
  readonly filtersToggle: Locator;
  readonly closedToggle: Locator;
  readonly saveFilter: Locator;
  readonly columnsButton: Locator;
  readonly count: Locator;
  readonly chips: Locator;
  readonly grid: Locator;
  readonly pageText: Locator;
  readonly savedFilters: Locator;

  constructor(readonly page: Page) {
    this.filtersToggle = page.getByRole('button', { name: 'Leads Filters', exact: true });
    this.closedToggle = page.getByRole('button', { name: 'Closed Leads', exact: true });
    this.saveFilter = page.getByRole('button', { name: 'Save Filter' });
    this.columnsButton = page.getByRole('button', { name: 'Show or hide columns' });
    this.count = page.getByTestId('leads-count');
    this.chips = page.getByRole('list', { name: 'Active filters' });
    this.grid = page.getByRole('region', { name: 'Leads', exact: true });
    this.pageText = page.locator('.pp-paginator__page').first();
    this.savedFilters = page.getByRole('list', { name: 'Saved Leads filters' });
  }

  /** Signs the demo partner in; the next page the test opens is signed in. */
  async signIn() {
    await signInThroughApi(this.page, DEMO_PHONE, DEMO_PASSWORD);
  }

  async goto(path = '/leads') {
    await this.page.goto(path);
    await expect(this.count).toHaveText(/Showing all|No Records Found/);
  }

  /**
   * A saved filter's link in the navigation, once the section lists all its filters (it lists the
   * newest few until 'Show all' is clicked, and earlier specs may have saved more).
   */
  async savedFilter(name: string): Promise<Locator> {
    await expect(this.savedFilters).toBeVisible();
    const showAll = this.savedFilters.getByRole('button', { name: /^Show all \d+ saved Leads filters$/ });
    if ((await showAll.count()) > 0) await showAll.click();
    return this.savedFilters.getByRole('link', { name });
  }

  headerNames(): Promise<string[]> {
    return this.page
      .locator('.ag-header-cell')
      .evaluateAll((cells) =>
        cells.map((c) => c.getAttribute('col-id') ?? '').filter((id) => id && id !== 'More Info'),
      );
  }

  header(name: string): Locator {
    return this.page.locator(`.ag-header-cell[col-id="${name}"]`);
  }

  moreInfo(index = 0): Locator {
    return this.page.getByRole('button', { name: 'More Info' }).nth(index);
  }

  /** The grid row of a lead (its row id is the lead id), its card on a phone. */
  row(leadId: number): Locator {
    return rowIn(this.grid, leadId);
  }

  /** A cell of a lead's row by column name (a line of its card on a phone). */
  cell(leadId: number, column: string): Locator {
    return cellIn(this.row(leadId), column);
  }

  /**
   * Whether a lead is marked as changed since the partner last looked: its row in bold on a desktop
   * (seen on its Protection cell), 'Updated' on its card on a phone.
   */
  async expectChanged(leadId: number, changed: boolean) {
    if (await this.grid.evaluate((el) => el.classList.contains('pp-card-list'))) {
      const mark = this.row(leadId).getByText('Updated', { exact: true });
      await (changed ? expect(mark).toBeVisible() : expect(mark).toHaveCount(0));
    } else {
      await expect(this.cell(leadId, 'Protection')).toHaveCSS('font-weight', changed ? '600' : '400');
    }
  }

  /** Shows or hides a column from the Columns menu, as a partner does (no change if it already is). */
  async setColumnShown(name: string, shown: boolean) {
    await this.columnsButton.click();
    const box = this.page
      .getByRole('group', { name: 'Columns' })
      .getByRole('checkbox', { name, exact: true });
    if ((await box.isChecked()) !== shown) {
      await this.page.getByRole('group', { name: 'Columns' }).getByText(name, { exact: true }).click();
    }
    await (shown ? expect(box).toBeChecked() : expect(box).not.toBeChecked());
    await this.page.keyboard.press('Escape');
  }

  /**
   * Scrolls the grid sideways with its scroll bar until a column is drawn (the grid draws only the
   * columns in view). A phone's cards show their lines whole: nothing to scroll.
   */
  async scrollToColumn(name: string) {
    if (await this.grid.evaluate((el) => el.classList.contains('pp-card-list'))) return;
    const scrollBar = this.grid.locator('.ag-body-horizontal-scroll-viewport');
    await expect
      .poll(async () => {
        if ((await this.header(name).count()) > 0) return true;
        await scrollBar.evaluate((el) => {
          el.scrollLeft += 300;
        });
        return false;
      })
      .toBe(true);
  }

  /** The ids of the rows on screen, top to bottom. */
  rowIds(): Promise<number[]> {
    return rowIdsIn(this.grid);
  }

  chip(text: string): Locator {
    return this.chips.getByRole('listitem').filter({ hasText: text });
  }

  async removeChip(text: string) {
    await this.chip(text).getByRole('button', { name: 'Remove tag' }).click();
  }

  async openFilters() {
    if ((await this.filtersToggle.getAttribute('aria-pressed')) !== 'true') await this.filtersToggle.click();
    await expect(this.page.getByRole('region', { name: 'Leads Filters' })).toBeVisible();
  }

  /** Types a day into a date field of the filters (e.g. 'Assigned From') and confirms it with Enter. */
  async setDate(label: string, day: string) {
    const field = this.page
      .getByRole('region', { name: 'Leads Filters' })
      .getByRole('combobox', { name: label, exact: true });
    await field.fill(day);
    await field.press('Enter');
    await field.press('Escape');
  }

  panel(): Locator {
    return this.page.getByTestId('lead-panel').first();
  }
}
