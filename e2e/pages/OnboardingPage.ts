import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { LoginPage } from './LoginPage';

export type Partner = { id: number; phone: string; password: string; token: string; first_name: string };

let counter = 0;

/** A phone number no other run uses: 9, then 9 digits from the clock, the process and a counter. */
export function uniquePhone(): string {
  counter += 1;
  const seed = (Date.now() * 7 + process.pid * 131 + counter * 7919) % 1_000_000_000;
  return `9${String(seed).padStart(9, '0')}`;
}

/** Registers a new (not onboarded) partner through the API and signs it in through the API. */
export async function registerPartner(request: APIRequestContext): Promise<Partner> {
  const phone = uniquePhone();
  const password = 'secret123';
  const first_name = 'Ravi';
  const created = await request.post('/api/users/create_magnet', {
    data: { first_name, last_name: 'Kumar', phone, email: `ravi.${phone}@example.in`, password },
  });
  expect(created.status()).toBe(201);
  expect(await created.json()).toEqual({ message: 'User Created' });
  const login = await request.post('/api/users/login', { data: { phone, password } });
  expect(login.status()).toBe(200);
  const { userData } = await login.json();
  return { id: userData.id, phone, password, token: userData.token, first_name };
}

export type OnboardingStep = 'preferences' | 'terms' | 'rera';

/** Completes the onboarding gates through the API (preferences, terms, RERA), or the first of them up to `upTo`. */
export async function onboardThroughApi(
  request: APIRequestContext,
  partner: Partner,
  upTo: OnboardingStep = 'rera',
): Promise<void> {
  const headers = { Authorization: `Bearer ${partner.token}` };
  const regions = await request.get('/api/regionparents', { headers });
  const [region] = await regions.json();
  const put = (data: unknown) =>
    request.put(`/api/users/${partner.id}`, { headers, multipart: { data: JSON.stringify(data) } });
  const prefs = await put({
    Usermeta: {
      operate_business: 'Sole Prop',
      devote_time: 'Full Time',
      have_team: 0,
      own_state_business: 1,
      list_properties: 1,
      genrate_leads: ['Reference'],
      plateform_present_in: ['Website'],
      deal_business_types: ['Resale'],
      parent_region_ids: [region.id],
    },
  });
  expect(prefs.status()).toBe(200);
  if (upTo === 'preferences') return;
  const terms = await request.put(`/api/users/${partner.id}/terms_conditions`, {
    headers,
    data: { is_tc_agree: 1, id: partner.id },
  });
  expect(terms.status()).toBe(200);
  if (upTo === 'terms') return;
  const rera = await put({
    Usermeta: { rera_no: 'A12345678901', is_rera_applied: 0, rera_applied_date: null },
  });
  expect(rera.status()).toBe(200);
}

/** The onboarding dialogs: 'Update Details', 'Terms and Conditions', 'RERA Details'. */
export class OnboardingPage {
  readonly updateDetails: Locator;
  readonly terms: Locator;
  readonly rera: Locator;
  readonly toasts: Locator;

  constructor(readonly page: Page) {
    this.updateDetails = page.getByRole('dialog').filter({ hasText: 'Update Details' });
    this.terms = page.getByRole('dialog').filter({ hasText: 'Terms and Conditions' });
    this.rera = page.getByRole('dialog').filter({ hasText: 'RERA Details' });
    this.toasts = page.locator('.bp6-toast');
  }

  async signIn(partner: Partner) {
    const login = new LoginPage(this.page);
    await login.goto();
    await login.signIn(partner.phone, partner.password);
    await expect(this.page).not.toHaveURL(/login\.html/);
  }

  group(dialog: Locator, name: string): Locator {
    return dialog.getByRole('radiogroup', { name });
  }

  checkboxes(dialog: Locator, name: string): Locator {
    return dialog.getByRole('group', { name });
  }

  async chooseRadio(dialog: Locator, group: string, option: string) {
    await this.group(dialog, group).getByText(option, { exact: true }).click();
  }

  async check(dialog: Locator, group: string, option: string) {
    await this.checkboxes(dialog, group).getByText(option, { exact: true }).click();
  }

  async pickFirstRegion(dialog: Locator) {
    await dialog.getByLabel('Regions you work in').click();
    const option = this.page.getByRole('option').first();
    await expect(option).toBeVisible();
    await option.click();
    await this.page.keyboard.press('Escape');
  }

  async expectToast(text: string) {
    await expect(this.toasts.filter({ hasText: text }).first()).toBeVisible();
  }

  async openMyProfile() {
    await this.page.getByTestId('account-button').click();
    await this.page.getByRole('menuitem', { name: /My Profile/ }).click();
    await expect(this.updateDetails).toBeVisible();
  }

  markers(): Locator {
    return this.page.getByTestId('location-marker');
  }

  /** Clicks the map at a point relative to its top-left corner and waits for the marker count. */
  async clickMap(x: number, y: number, expectedCount: number) {
    await this.page.getByTestId('location-map').click({ position: { x, y } });
    await expect(this.markers()).toHaveCount(expectedCount);
    // Keeps clicks apart so OpenLayers does not read two of them as a double-click zoom.
    await this.page.waitForTimeout(350);
  }
}

/** A new partner, onboarded through the API and signed in on `page` (the screens of a fresh account). */
export async function signedInNewPartner(page: Page, request: APIRequestContext): Promise<Partner> {
  const partner = await registerPartner(request);
  await onboardThroughApi(request, partner);
  await new OnboardingPage(page).signIn(partner);
  return partner;
}
