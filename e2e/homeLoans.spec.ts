import { type APIRequestContext, expect, test } from '@playwright/test';
import { dayInIndia } from './pages/dayInIndia';
import { HomeLoansPage } from './pages/HomeLoansPage';
import { LeadsPage } from './pages/LeadsPage';
import { type Partner, signedInNewPartner } from './pages/OnboardingPage';
import { OutboxPage } from './pages/OutboxPage';

test('a new partner requests a home loan at /homeloans/add-lead and lands on /homeloans with the new row', {
  tag: '@phone',
}, async ({ page, request }) => {
  // Registration, onboarding and several round trips through the screens.
  test.slow();
  const _partner = await signedInNewPartner(page, request);
  const loans = new HomeLoansPage(page);

  await loans.goto();
  await expect(loans.count).toHaveText('Total Requests: 0');
  await expect(page.getByText('You can now earn more by adding home loan leads, too!')).toBeVisible();

  await page.goto('/homeloans/add-lead');
  await expect(loans.dialog).toBeVisible();
  await loans.submit.click();
  await expect(loans.dialog.getByText('Required')).toHaveCount(2);
  await loans.name.fill('Kiran 2');
  await loans.number.fill('5822200011');
  await loans.submit.click();
  await expect(loans.dialog.getByText('only alphabets and spaces are allowed')).toBeVisible();
  await expect(loans.dialog.getByText('not a valid phone number')).toBeVisible();

  await loans.request('Kiran Desai', '9822200011');
  await expect(loans.toasts.filter({ hasText: 'Home Loan Requested Sccessfully!' })).toBeVisible();
  await expect(loans.dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/homeloans$/);
  await expect(loans.count).toHaveText('Total Requests: 1');
  await expect
    .poll(() => loans.rows())
    .toEqual([['Kiran Desai', '+91-9822200011', 'Ravi Kumar', dayInIndia()]]);

  // From the list's own button, the newest first and the total up by one.
  await loans.addButton.click();
  await loans.request('Meera Nair', '9123456780');
  await expect(loans.dialog).toHaveCount(0);
  await expect(loans.count).toHaveText('Total Requests: 2');
  await expect.poll(async () => (await loans.rows()).map((r) => r[0])).toEqual(['Meera Nair', 'Kiran Desai']);
});

test('the speed dial opens the home loan dialog; a failed request says so and keeps the form', async ({
  page,
  request,
}) => {
  // Registration, onboarding and several round trips through the screens.
  test.slow();
  const _partner = await signedInNewPartner(page, request);
  const loans = new HomeLoansPage(page);
  await loans.goto();

  await page.getByTestId('speed-dial').click();
  await page.getByRole('menuitem', { name: 'Home Loan' }).click();
  await expect(loans.dialog).toBeVisible();
  await page.route('**/api/homeLoan', (route) =>
    route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
  );
  await loans.request('Kiran Desai', '9822200011');
  await expect(loans.toasts.filter({ hasText: 'Oops, something went wrong!' })).toBeVisible();
  await expect(loans.name).toHaveValue('Kiran Desai');
  await page.unroute('**/api/homeLoan');
  await loans.submit.click();
  await expect(loans.dialog).toHaveCount(0);
  await expect(loans.count).toHaveText('Total Requests: 1');
});

test('the home loan form puts the cursor in the first field in error and asks before throwing typed input away', async ({
  page,
}) => {
  await new LeadsPage(page).signIn();
  const loans = new HomeLoansPage(page);
  const discard = page.getByRole('alertdialog').filter({ hasText: 'Discard what you typed?' });
  await loans.goto();

  // Untouched, Escape closes it at once.
  await loans.addButton.click();
  await loans.name.press('Escape');
  await expect(loans.dialog).toHaveCount(0);
  await expect(discard).toHaveCount(0);

  await loans.addButton.click();
  await loans.number.fill('98222');
  await loans.submit.click();
  await expect(loans.name).toBeFocused();
  await loans.name.fill('Kiran Desai');
  await loans.submit.click();
  await expect(loans.number).toBeFocused();

  // Escape asks; Keep editing keeps what was typed.
  await loans.number.press('Escape');
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(discard).toBeHidden();
  await expect(loans.name).toHaveValue('Kiran Desai');
  await expect(loans.number).toHaveValue('98222');

  // Cancel asks too; Discard closes without a request.
  await loans.dialog.getByRole('button', { name: 'Cancel' }).click();
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(loans.dialog).toHaveCount(0);
  await loans.addButton.click();
  await expect(loans.name).toHaveValue('');
});

/** The partner's home loan requests, through the API. */
async function homeLoansOf(request: APIRequestContext, partner: Partner) {
  const answer = await request.get('/api/homeloans?size=500&pageId=1', {
    headers: { Authorization: `Bearer ${partner.token}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).homeLoans as { id: number; name: string; number: string }[];
}

test('a home loan request made offline waits in the outbox, is corrected there and is sent once online', {
  tag: '@phone',
}, async ({ page, request, context }) => {
  // Registration, onboarding and several round trips through the screens.
  test.slow();
  const partner = await signedInNewPartner(page, request);
  const loans = new HomeLoansPage(page);
  const outbox = new OutboxPage(page);
  await loans.goto();
  await expect(loans.count).toHaveText('Total Requests: 0');

  // The dialog (and its code) open online; the connection goes as the partner types.
  await loans.addButton.click();
  await expect(loans.dialog).toBeVisible();
  await context.setOffline(true);
  await loans.request('Meera Offline', '9822200021');
  await expect(
    loans.toasts.filter({
      hasText: 'No connection: the request is kept on this device and sent when it returns',
    }),
  ).toBeVisible();
  await expect(loans.dialog).toHaveCount(0);

  // Listed in the outbox on top of the dialog; opened from there with its values and corrected.
  await loans.addButton.click();
  await expect(outbox.entry('Home loan · Meera Offline')).toContainText('98******21');
  await expect(outbox.state('Meera Offline')).toHaveText('Waiting');
  await expect(outbox.panel).toContainText('1 home loan request waiting to be sent');
  const [queued] = await outbox.stored();
  await outbox.entry('Meera Offline').getByRole('button', { name: 'Edit' }).click();
  await expect(loans.name).toHaveValue('Meera Offline');
  await expect(loans.number).toHaveValue('9822200021');
  await loans.number.fill('9822200022');
  await loans.submit.click();
  await expect(loans.name).toHaveValue('');
  await expect(outbox.entry('Meera Offline')).toContainText('98******22');
  expect(await outbox.stored()).toMatchObject([
    { key: queued?.key, kind: 'homeLoan', payload: { name: 'Meera Offline', number: '9822200022' } },
  ]);
  expect(await homeLoansOf(request, partner)).toEqual([]);

  // Online: sent once, with the corrected number; the outbox shows the server's id and the list has it.
  await context.setOffline(false);
  await expect(outbox.state('Meera Offline')).toHaveText(/^Sent · Request #\d+$/);
  const sent = await homeLoansOf(request, partner);
  expect(sent.map((h) => [h.name, h.number])).toEqual([['Meera Offline', '9822200022']]);
  await expect(outbox.state('Meera Offline')).toHaveText(`Sent · Request #${sent[0]?.id}`);
  await loans.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(loans.dialog).toHaveCount(0);
  await expect(loans.count).toHaveText('Total Requests: 1');
});
