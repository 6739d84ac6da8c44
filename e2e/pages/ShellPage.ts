import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_PHONE, signInThroughApi } from './session';

export { DEMO_PASSWORD, DEMO_PHONE, SESSION_KEY } from './session';

/** The app shell: top bar, left navigation (aside on desktop, drawer on mobile), panes and tabs. */
export class ShellPage {
  readonly greeting: Locator;
  readonly leftNav: Locator;
  readonly menuButton: Locator;
  readonly bottomTabs: Locator;
  readonly pulseToggle: Locator;
  readonly pulsePane: Locator;
  readonly listPane: Locator;

  constructor(readonly page: Page) {
    this.greeting = page.getByTestId('greeting');
    this.leftNav = page.getByTestId('left-nav');
    this.menuButton = page.getByRole('button', { name: 'Open menu' });
    this.bottomTabs = page.getByTestId('bottom-tabs');
    this.pulseToggle = page.getByTestId('pulse-toggle');
    this.pulsePane = page.getByTestId('pane-pulse');
    this.listPane = page.getByTestId('pane-list');
  }

  isMobile(): boolean {
    return (this.page.viewportSize()?.width ?? 1440) < 900;
  }

  /** Signs the demo partner in and opens the dashboard. */
  async signIn() {
    await signInThroughApi(this.page, DEMO_PHONE, DEMO_PASSWORD);
    await this.page.goto('/');
    await expect(this.greeting).toBeVisible();
  }

  /** The left navigation, opening the menu drawer (its own button on every screen) first on mobile. */
  async openNav(): Promise<Locator> {
    if (this.isMobile()) await this.menuButton.click();
    await expect(this.leftNav).toBeVisible();
    return this.leftNav;
  }

  async navigate(label: string) {
    const nav = await this.openNav();
    await nav.getByRole('link', { name: label, exact: true }).click();
  }
}
