import { expect, type Locator, type Page } from '@playwright/test';

export type Registration = {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  password: string;
};

/** The sign-in page (/login.html): sign-in and registration forms. */
export class LoginPage {
  readonly phone: Locator;
  readonly password: Locator;
  readonly rememberMe: Locator;
  readonly signInButton: Locator;
  readonly registerTab: Locator;
  readonly registerButton: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.phone = page.getByLabel('Phone', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.rememberMe = page.locator('label', { hasText: 'Remember me' });
    this.signInButton = page.getByRole('button', { name: 'Sign in', exact: true });
    this.registerTab = page.getByRole('tab', { name: 'Register as a partner' });
    this.registerButton = page.getByRole('button', { name: 'Register', exact: true });
    this.alert = page.getByRole('alert');
  }

  async goto(query = '') {
    await this.page.goto(`/login.html${query}`);
    await expect(this.signInButton).toBeVisible();
  }

  async signIn(phone: string, password: string, options: { rememberMe?: boolean } = {}) {
    await this.phone.fill(phone);
    await this.password.fill(password);
    if (options.rememberMe) await this.rememberMe.click();
    await this.signInButton.click();
  }

  async register(fields: Registration) {
    await this.registerTab.click();
    await this.page.getByLabel('First name', { exact: true }).fill(fields.first_name);
    await this.page.getByLabel('Last name', { exact: true }).fill(fields.last_name);
    await this.phone.fill(fields.phone);
    await this.page.getByLabel('Email', { exact: true }).fill(fields.email);
    await this.password.fill(fields.password);
    await this.registerButton.click();
  }
}
