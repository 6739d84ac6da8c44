import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The Updates bell and its inbox: in the top bar on a desktop; on a phone in the menu drawer, whose
 * button carries the unread count.
 */
export class InboxPage {
  readonly bell: Locator;
  readonly list: Locator;
  readonly menuButton: Locator;
  readonly markAllRead: Locator;

  constructor(readonly page: Page) {
    this.bell = page.getByRole('button', { name: /^Updates, / });
    this.list = page.getByRole('menu', { name: 'Updates' });
    this.menuButton = page.getByRole('button', { name: /^Open menu/ });
    this.markAllRead = this.list.getByRole('button', { name: 'Mark all read' });
  }

  isPhone(): boolean {
    return (this.page.viewportSize()?.width ?? 1440) < 900;
  }

  /**
   * The unread count as shown without a click: the bell's name on a desktop, the menu button's on a
   * phone, or the bell's while the phone's menu drawer is open. Checked again until it holds, as a
   * drawer still closing shows the bell a moment longer.
   */
  async expectUnread(count: number) {
    const bellName = count ? `Updates, ${count} unread` : 'Updates, none unread';
    if (!this.isPhone()) {
      await expect(this.bell).toHaveAccessibleName(bellName);
      return;
    }
    const note = count === 1 ? ', 1 unread update' : count ? `, ${count} unread updates` : '';
    await expect(async () => {
      if (await this.bell.isVisible())
        await expect(this.bell).toHaveAccessibleName(bellName, { timeout: 1000 });
      else await expect(this.menuButton).toHaveAccessibleName(`Open menu${note}`, { timeout: 1000 });
    }).toPass({ timeout: 45_000 });
  }

  /** Opens the inbox (on a phone, the menu drawer first), read afresh from the server. */
  async open(): Promise<Locator> {
    if (await this.list.isVisible()) await this.bell.click();
    await expect(this.list).toBeHidden();
    if (this.isPhone() && !(await this.bell.isVisible())) await this.menuButton.click();
    await this.bell.click();
    await expect(this.list).toBeVisible();
    await expect(this.list).not.toContainText('Loading updates');
    return this.list;
  }

  /** The inbox's items about a client ('Unread: ' starts the name of an unread one). */
  item(clientName: string): Locator {
    return this.list.getByRole('menuitem').filter({ hasText: `${clientName} · ` });
  }
}
