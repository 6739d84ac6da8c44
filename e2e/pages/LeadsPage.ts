import { expect, type Locator, type Page } from '@playwright/test';
import { LoginPage } from './LoginPage';

export const DEMO_PHONE = '9876543210';
export const DEMO_PASSWORD = 'magnet123';

/** The leads workspace (/leads/:id?): toolbar, filters, grid and lead panels. */
export class LeadsPage {
  readonly filtersToggle: Locator;
  readonly closedToggle: Locator;
  readonly saveFilter: Locator;
  readonly columnsButton: Locator;
  readonly count: Locator;
  readonly chips: Locator;
  readonly grid: Locator;

  constructor(readonly page: Page) {
    this.filtersToggle = page.getByRole('button', { name: 'Leads Filters', exact: true });
    this.closedToggle = page.getByRole('button', { name: 'Closed Leads', exact: true });
    this.saveFilter = page.getByRole('button', { name: 'Save Filter' });
    this.columnsButton = page.getByRole('button', { name: 'Show or hide columns' });
    this.count = page.getByTestId('leads-count');
    this.chips = page.getByRole('list', { name: 'Active filters' });
    this.grid = page.getByRole('region', { name: 'Leads' });
  }

  async signIn() {
    const login = new LoginPage(this.page);
    await login.goto();
    await login.signIn(DEMO_PHONE, DEMO_PASSWORD);
    await expect(this.page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  }

  async goto(path = '/leads') {
    await this.page.goto(path);
    await expect(this.count).toHaveText(/Showing all|No Records Found/);
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

  panel(): Locator {
    return this.page.getByTestId('lead-panel').first();
  }
}
