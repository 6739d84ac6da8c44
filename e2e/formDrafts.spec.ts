import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { AddLeadPage } from './pages/AddLeadPage';
import { signedInNewPartner } from './pages/OnboardingPage';

/** A new partner's Add Lead (Lite) with a client's name and number typed. */
async function typeALead(page: Page, request: APIRequestContext): Promise<AddLeadPage> {
  await signedInNewPartner(page, request);
  await expect(page.getByTestId('greeting')).toBeVisible();
  const addLead = new AddLeadPage(page);
  await addLead.openFromSpeedDial();
  await addLead.chooseTier('Lite');
  await addLead.field('Client Name').fill('Ravi Kumar');
  await addLead.field('Client Number').fill('9812345678');
  return addLead;
}

test('Back in Add Lead asks before losing what was typed; Keep editing keeps it', { tag: '@phone' }, async ({
  page,
  request,
}) => {
  const addLead = await typeALead(page, request);
  const address = page.url();

  // Back (the browser's, the phone's) asks as Escape does; Keep editing keeps the dialog and the address.
  await page.goBack();
  await expect(addLead.discardConfirm).toBeVisible();
  await addLead.discardConfirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(addLead.field('Client Name')).toHaveValue('Ravi Kumar');
  expect(page.url()).toBe(address);

  // Back again, Discard: the dialog closes.
  await page.goBack();
  await addLead.discardConfirm.getByRole('button', { name: 'Discard' }).click();
  await expect(addLead.dialog).toHaveCount(0);
});

test('a reload offers what was typed in Add Lead again', { tag: '@phone' }, async ({ page, request }) => {
  const addLead = await typeALead(page, request);
  await page.reload();
  await expect(page.getByTestId('greeting')).toBeVisible();
  await page.getByTestId('speed-dial').click();
  await page.getByRole('menuitem', { name: 'Add Lead' }).click();
  await expect(addLead.dialog.getByTestId('form-draft')).toContainText('Restored what you typed on');
  await expect(addLead.field('Client Name')).toHaveValue('Ravi Kumar');
  await expect(addLead.field('Client Number')).toHaveValue('9812345678');
});

test('offline, Add Lead finds any project of the device’s catalogue and queues the lead', {
  tag: '@phone',
}, async ({ page, request, context }) => {
  await signedInNewPartner(page, request);
  await expect(page.getByTestId('greeting')).toBeVisible();
  const addLead = new AddLeadPage(page);
  // Opened once online: the catalogue comes to the device.
  const catalogue = page.waitForResponse((r) => r.url().includes('/api/projects?') && r.ok());
  await addLead.openFromSpeedDial();
  await addLead.chooseTier('Lite');
  await catalogue;

  await context.setOffline(true);
  await addLead.field('Client Name').fill('Sunita Offline');
  await expect(addLead.dialog.getByText(/projects saved on this device/)).toBeVisible();
  await addLead.field('Project').fill('Palm G');
  await page
    .getByRole('menu', { name: 'Project suggestions' })
    .getByText('Palm Grove', { exact: true })
    .click();
  await expect(addLead.field('Project')).toHaveValue('Palm Grove');
  await addLead.field('Client Number').fill('9812345677');
  await addLead.field('Comments').fill('Met at the site');
  await addLead.submit();
  await expect(addLead.dialog.getByText('Saved on this device.')).toBeVisible();
  await context.setOffline(false);
});
