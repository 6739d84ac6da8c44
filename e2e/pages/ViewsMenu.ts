import { expect, type Locator, type Page } from '@playwright/test';

/** The views menu of a list toolbar: Save Filter with its name dialog, and the menu of saved views. */
export class ViewsMenu {
  readonly saveFilter: Locator;
  readonly button: Locator;
  readonly menu: Locator;
  readonly nameDialog: Locator;

  constructor(readonly page: Page) {
    this.saveFilter = page.getByRole('button', { name: 'Save Filter' });
    this.button = page.getByRole('button', { name: /^Views: / });
    this.menu = page.getByRole('menu', { name: /^Saved .* views$/ });
    // (A phone's filter drawer is a dialog too, and may stay open beside it.)
    this.nameDialog = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('textbox', { name: 'View name' }) });
  }

  /** Names the view in the dialog (the default 'Untitled Filter' when no name is given) and saves it. */
  async name(name?: string) {
    const field = this.nameDialog.getByRole('textbox', { name: 'View name' });
    await expect(field).toHaveValue(/.+/);
    if (name !== undefined) await field.fill(name);
    await this.nameDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.nameDialog).toHaveCount(0);
  }

  /** Save Filter: a new view of the grid on screen, named in the dialog. */
  async saveNew(name?: string) {
    await this.saveFilter.click();
    await this.name(name);
  }

  async open() {
    await this.button.click();
    await expect(this.menu).toBeVisible();
  }

  /** Runs one of the menu's commands ('Save', 'Rename…', 'Duplicate', 'Delete'...). */
  async command(text: string) {
    await this.open();
    await this.menu.getByRole('menuitem', { name: text, exact: true }).click();
  }

  /** Opens a saved view from the menu. */
  async choose(name: string) {
    await this.open();
    await this.menu.getByRole('menuitem', { name, exact: true }).click();
    await expect(this.button).toHaveAccessibleName(`Views: ${name}`);
  }
}
