import { expect, type Locator, type Page } from '@playwright/test';
import { cellsByRow } from './gridCells';

/** The bulk lead uploads (/bulkleads) and the 'Bulklead Upload' dialog with its preview. */
export class BulkLeadsPage {
  readonly count: Locator;
  readonly grid: Locator;
  readonly uploadButton: Locator;
  readonly dialog: Locator;
  readonly file: Locator;
  readonly counts: Locator;
  readonly previewRows: Locator;
  /** The warning when some rows cannot become leads, with the choice of what to upload. */
  readonly rowsWarning: Locator;
  readonly toasts: Locator;

  constructor(readonly page: Page) {
    this.count = page.getByTestId('bulk-leads-count');
    this.grid = page.getByRole('region', { name: 'Bulk Leads' });
    this.uploadButton = page.getByRole('button', { name: 'Upload Bulk Leads' }).first();
    this.dialog = page.getByRole('dialog', { name: 'Bulklead Upload' });
    this.file = this.dialog.locator('input[type="file"]');
    this.counts = this.dialog.getByTestId('bulk-preview-counts');
    this.previewRows = this.dialog.getByRole('table', { name: 'Rows of the file' }).locator('tbody tr');
    this.rowsWarning = this.dialog.getByTestId('bulk-rows-warning');
    this.toasts = page.locator('.bp6-toast');
  }

  async goto() {
    await this.page.goto('/bulkleads');
    // A fresh page load runs start-up first (the user, reference data, layouts), then the list call.
    // A partner without files sees both the count ('Showing all 0 …') and the empty text.
    await expect(this.count.or(this.page.getByText('No bulk leads found.')).first()).toBeVisible({
      timeout: 60_000,
    });
  }

  async openUpload() {
    await this.uploadButton.click();
    await expect(this.dialog).toBeVisible();
  }

  async chooseFile(name: string, content: string | Buffer, mimeType = 'text/csv') {
    await this.file.setInputFiles({ name, mimeType, buffer: Buffer.from(content) });
  }

  /** The preview's rows as [line, verdict], top to bottom. */
  async verdicts(): Promise<[string, string][]> {
    return this.previewRows.evaluateAll((rows) =>
      rows.map((row) => {
        const cells = [...row.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '');
        return [cells[0] ?? '', cells[3] ?? ''] as [string, string];
      }),
    );
  }

  /** Picks what to upload when some rows cannot become leads (by its label, as a user clicks it). */
  async chooseRows(label: string) {
    await this.rowsWarning.getByText(label, { exact: true }).click();
    await expect(this.rowsWarning.getByRole('radio', { name: label })).toBeChecked();
  }

  /** Picks the project of the whole upload by its name, as a user types and clicks it. */
  async pickProject(name: string) {
    const field = this.dialog.getByRole('textbox', { name: 'Project (optional)' });
    await field.fill(name.slice(0, 6));
    await this.page
      .getByRole('menu', { name: 'Project (optional) suggestions' })
      .getByRole('menuitem', { name, exact: true })
      .click();
    await expect(field).toHaveValue(name);
  }

  async chooseRegion() {
    await this.dialog.getByRole('button', { name: 'Region', exact: true }).click();
    await this.page.getByRole('listbox').getByRole('option').first().click();
  }

  async upload() {
    await this.dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  }

  /** The rows of the list by column id, top to bottom. */
  rows(): Promise<Record<string, string>[]> {
    return cellsByRow(this.grid);
  }
}
