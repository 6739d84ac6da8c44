import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type Partner, uniquePhone } from './OnboardingPage';

export type LeadFields = {
  name: string;
  project: string;
  number: string;
  email?: string;
  nationality?: 'Indian' | 'NRI';
  reference?: string;
  comments: string;
  possession?: string;
  budget?: string;
  bhk?: string;
  /** Typed as the field shows it: YYYY/MM/DD hh:mm a. */
  activityTime?: string;
  activityComments?: string;
};

/** The first project the partner's project search finds for q (GET /api/projects/auto_complete). */
export async function projectNamed(
  request: APIRequestContext,
  partner: Partner,
  q: string,
): Promise<{ id: number; name: string }> {
  const answer = await request.get(`/api/projects/auto_complete?q=${encodeURIComponent(q)}&is_masks=1`, {
    headers: { Authorization: `Bearer ${partner.token}` },
  });
  expect(answer.status()).toBe(200);
  const { data } = await answer.json();
  expect(data.length, `a project matching ${q}`).toBeGreaterThan(0);
  return { id: data[0].id, name: data[0].name };
}

/** A mobile number no other lead of the run has. */
export function clientNumber(): string {
  return `8${uniquePhone().slice(1)}`;
}

/** The partner's leads whose client has this number, through the API. */
export async function leadsWithNumber(request: APIRequestContext, partner: Partner, number: string) {
  const answer = await request.get(`/api/leads?type=all_leads&client_number=${number}&size=50&pageId=1`, {
    headers: { Authorization: `Bearer ${partner.token}` },
  });
  expect(answer.status()).toBe(200);
  const { leads } = await answer.json();
  return leads.filter((l: { Client: { number: string } }) => l.Client.number === number);
}

/** Adds a lead through the API (for set-up), answering its id. */
export async function addLeadThroughApi(
  request: APIRequestContext,
  partner: Partner,
  lead: { name: string; number: string; project_id: number; country_code?: string },
): Promise<number> {
  const answer = await request.post('/api/leads/create', {
    headers: { Authorization: `Bearer ${partner.token}` },
    data: {
      country_code: '+91',
      ...lead,
      nationality: 1,
      created_by: partner.id,
      magnet_id: partner.id,
      is_magnet: 1,
      admin_message: 'Added for a test',
      more_fields: { percentage: 50 },
    },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()).lead.id;
}

/** The Add Lead dialog: tier choice, the tier forms and the daily-limit notice (the outbox: OutboxPage). */
export class AddLeadPage {
  readonly dialog: Locator;
  readonly receipt: Locator;
  readonly duplicateGuard: Locator;
  /** 'Discard what you typed?' with Keep editing and Discard. */
  readonly discardConfirm: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog').filter({ hasText: 'Add Lead' });
    this.receipt = page.getByTestId('lead-receipt');
    this.duplicateGuard = page.getByTestId('duplicate-guard');
    this.discardConfirm = page.getByRole('alertdialog').filter({ hasText: 'Discard what you typed?' });
  }

  /** Opens Add Lead from the speed dial (the top bar's Add on desktop, the floating button on a phone). */
  async openFromSpeedDial() {
    await this.page.getByTestId('speed-dial').click();
    await this.page.getByRole('menuitem', { name: 'Add Lead' }).click();
    await expect(this.page.getByTestId('tier-choice')).toBeVisible();
  }

  async chooseTier(tier: 'Lite' | 'Basic' | 'Plus' | 'Pro') {
    const percentage = { Lite: 50, Basic: 60, Plus: 70, Pro: 80 }[tier];
    await this.dialog.getByRole('button', { name: `${tier} ${percentage}%` }).click();
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  async pickProject(name: string) {
    await this.field('Project').fill(name.slice(0, 6));
    await this.page
      .getByRole('menu', { name: 'Project suggestions' })
      .getByText(name, { exact: true })
      .click();
    await expect(this.field('Project')).toHaveValue(name);
  }

  async select(label: string, option: string) {
    await this.dialog.getByRole('button', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async fill(lead: LeadFields) {
    await this.field('Client Name').fill(lead.name);
    await this.pickProject(lead.project);
    await this.field('Client Number').fill(lead.number);
    if (lead.email) await this.field('Client Email (optional)').fill(lead.email);
    if (lead.nationality) await this.dialog.getByText(lead.nationality, { exact: true }).click();
    if (lead.reference) await this.field('Reference (optional)').fill(lead.reference);
    if (lead.possession) await this.select('Possession', lead.possession);
    if (lead.budget) await this.select('Budget', lead.budget);
    if (lead.bhk) await this.select('Bed Configuration', lead.bhk);
    if (lead.activityTime) {
      const time = this.field('Activity Time');
      await time.fill(lead.activityTime);
      await time.press('Enter');
      await this.page.keyboard.press('Escape');
      await expect(time).toHaveValue(lead.activityTime);
    }
    if (lead.activityComments) await this.field('Activity Comments').fill(lead.activityComments);
    await this.field('Comments').fill(lead.comments);
  }

  async submit() {
    await this.dialog.getByRole('button', { name: 'Add Lead', exact: true }).click();
  }

  /** Submits and waits for the receipt; answers the new lead's id. */
  async submitAndReadId(): Promise<number> {
    await this.submit();
    await expect(this.dialog.getByText('Lead Added, it will reflect in CRM in a few minutes')).toBeVisible();
    const text = (await this.receipt.textContent()) ?? '';
    const match = /Lead ID: (\d+)/.exec(text);
    expect(match, text).not.toBeNull();
    return Number(match?.[1]);
  }

  async close() {
    // The footer's Close (the header's close button has the same name).
    await this.dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(this.dialog).toBeHidden();
  }
}
