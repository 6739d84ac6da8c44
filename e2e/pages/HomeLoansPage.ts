import { expect, type Locator, type Page } from '@playwright/test';
import { cellsByRow } from './gridCells';

/** The home loan requests (/homeloans) and the 'Add Home Loan Request' dialog. */
export class HomeLoansPage {
  readonly count: Locator;
  readonly grid: Locator;
  readonly addButton: Locator;
  readonly dialog: Locator;
  readonly name: Locator;
  readonly number: Locator;
  readonly submit: Locator;
  readonly toasts: Locator;

  constructor(readonly page: Page) {
    this.count = page.getByTestId('home-loans-count');
    this.grid = page.getByRole('region', { name: 'Home Loans' });
    this.addButton = page.getByRole('button', { name: 'Add Loan Request' }).first();
    this.dialog = page.getByRole('dialog', { name: 'Add Home Loan Request' });
    this.name = this.dialog.getByRole('textbox', { name: 'Client Name' });
    this.number = this.dialog.getByRole('textbox', { name: 'Client Number' });
    this.submit = this.dialog.getByRole('button', { name: 'Submit' });
    this.toasts = page.locator('.bp6-toast');
  }

  async goto(path = '/homeloans') {
    await this.page.goto(path);
    // A fresh page load runs start-up first (the user, reference data, layouts), then the screen's call.
    await expect(this.count).toHaveText(/^Total Requests: \d+$/, { timeout: 60_000 });
  }

  /** The rows on screen as [Name, Number, Added By, Request Date], top to bottom. */
  async rows(): Promise<string[][]> {
    const names = ['Name', 'Number', 'Added By', 'Request Date'];
    const byRow = await cellsByRow(this.grid);
    return byRow.map((cells) => names.map((n) => cells[n] ?? ''));
  }

  async request(name: string, number: string) {
    await this.name.fill(name);
    await this.number.fill(number);
    await this.submit.click();
  }
}
