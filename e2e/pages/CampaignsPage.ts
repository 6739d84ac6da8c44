import { expect, type Locator, type Page } from '@playwright/test';
import { cellsByRow } from './gridCells';

/** The campaign spends (/campaigns) and the campaign request form with its payment frame. */
export class CampaignsPage {
  readonly caption: Locator;
  readonly grid: Locator;
  readonly filtersButton: Locator;
  readonly filtersDialog: Locator;
  readonly chips: Locator;
  readonly columnsButton: Locator;
  readonly saveFilter: Locator;
  readonly form: Locator;
  readonly amount: Locator;
  readonly submit: Locator;
  readonly toasts: Locator;

  constructor(readonly page: Page) {
    this.caption = page.getByTestId('campaigns-count');
    this.grid = page.getByRole('region', { name: 'Campaigns' });
    this.filtersButton = page.getByRole('button', { name: 'Campaign Filters', exact: true });
    this.filtersDialog = page.getByRole('dialog', { name: 'Campaign Filters' });
    this.chips = page.getByRole('list', { name: 'Active filters' });
    this.columnsButton = page.getByRole('button', { name: 'Show or hide columns' });
    this.saveFilter = page.getByRole('button', { name: 'Save Filter' });
    this.form = page.getByRole('dialog', { name: 'Run Campaign' });
    this.amount = this.form.getByRole('textbox', { name: 'Amount' });
    this.submit = this.form.getByRole('button', { name: 'Submit' });
    this.toasts = page.locator('.bp6-toast');
  }

  async goto(path = '/campaigns') {
    await this.page.goto(path);
    // A fresh page load runs start-up first (the user, reference data, layouts), then the screen's call.
    await expect(this.caption).toHaveText('Showing all Campaigns Spendings', { timeout: 60_000 });
  }

  header(name: string): Locator {
    return this.page.locator(`.ag-header-cell[col-id="${name}"]`);
  }

  headerNames(): Promise<string[]> {
    return this.page
      .locator('.ag-header-cell')
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('col-id') ?? '').filter(Boolean));
  }

  /** The cells of a column, top to bottom. */
  async column(name: string): Promise<string[]> {
    return (await cellsByRow(this.grid)).map((cells) => cells[name] ?? '');
  }

  async pickProject(name: string) {
    await this.form.getByRole('textbox', { name: 'Project' }).fill(name.slice(0, 5));
    await this.page.getByRole('menuitem', { name, exact: true }).first().click();
    await expect(this.form.getByRole('textbox', { name: 'Project' })).toHaveValue(name);
  }

  async checkType(name: string) {
    await this.form.getByRole('group', { name: 'Campaign Types' }).getByText(name, { exact: true }).click();
  }

  /** Types an amount and leaves the field, so its message shows. */
  async typeAmount(amount: string) {
    await this.amount.fill(amount);
    await this.amount.blur();
  }

  chip(text: string): Locator {
    return this.chips.getByRole('listitem').filter({ hasText: text });
  }
}
