import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';

const DEMO_PHONE = '9876543210';
const DEMO_PASSWORD = 'magnet123';

test.describe('sign-in page', () => {
  test('a wrong password shows the server message until the fields are edited', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEMO_PHONE, 'not-the-password');
    await expect(login.alert).toContainText('Invalid phone or password');
    await expect(page).toHaveURL(/\/login\.html/);
    // Editing a field clears the message: it was about what was sent.
    await login.password.fill('another-try');
    await expect(login.alert).toHaveCount(0);
  });

  test('the demo partner signs in and lands on / with their name', { tag: '@phone' }, async ({
    page,
    request,
    isMobile,
  }) => {
    const answer = await request.post('/api/users/login', {
      data: { phone: DEMO_PHONE, password: DEMO_PASSWORD },
    });
    expect(answer.status()).toBe(200);
    const { userData } = await answer.json();

    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEMO_PHONE, DEMO_PASSWORD, { rememberMe: true });
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByTestId('greeting')).toHaveText(new RegExp(`, ${userData.first_name}$`));
    if (isMobile) {
      // On a phone the account button shows the avatar only; the name is in the menu.
      await page.getByTestId('account-button').click();
      await expect(page.getByTestId('account-menu')).toContainText(
        `${userData.first_name} ${userData.last_name}`,
      );
    } else {
      await expect(page.getByTestId('current-user')).toHaveText(
        `${userData.first_name} ${userData.last_name}`,
      );
    }
  });

  test('a page of the app without a session goes to sign-in with redirect_to', async ({ page }) => {
    await page.goto('/leads');
    await expect(page).toHaveURL(/\/login\.html\?redirect_to=%2Fleads$/);
    await expect(new LoginPage(page).signInButton).toBeVisible();
  });

  test('signing in from a redirect goes back to the page asked for', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\.html\?redirect_to=%2Fdashboard$/);
    await new LoginPage(page).signIn(DEMO_PHONE, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('greeting')).toBeVisible();
  });

  test('logout clears the session and goes to /login.html', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEMO_PHONE, DEMO_PASSWORD);
    await expect(page.getByTestId('greeting')).toBeVisible();
    await page.getByTestId('account-button').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login\.html$/);
    expect(await page.evaluate(() => window.localStorage.getItem('partner-portal.session'))).toBeNull();
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\.html\?redirect_to=%2F$/);
  });

  test('bad input shows the validation messages', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.phone.fill('12345');
    await login.signInButton.click();
    await expect(page.getByText('not a valid phone number')).toBeVisible();
    await expect(page.getByText('Required', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login\.html/);
  });

  test('registration shows its messages for bad input and sends nothing', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    let sent = false;
    await page.route('**/api/users/create_magnet', (route) => {
      sent = true;
      return route.fallback();
    });
    await login.register({ first_name: '', last_name: '', phone: '51234', email: 'ravi@', password: '123' });
    await expect(page.getByText('Required', { exact: true })).toHaveCount(2);
    await expect(page.getByText('not a valid phone number')).toBeVisible();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    expect(sent).toBe(false);
  });

  test('a new partner registers and then signs in', { tag: '@phone' }, async ({ page }) => {
    const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const login = new LoginPage(page);
    await login.goto();
    await login.register({
      first_name: 'Ravi',
      last_name: 'Kumar',
      phone,
      email: `ravi.${phone}@example.in`,
      password: 'secret123',
    });
    await expect(page.getByText('Registered Successfully')).toBeVisible();
    await expect(login.phone).toHaveValue(phone);
    await login.password.fill('secret123');
    await login.signInButton.click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByTestId('greeting')).toHaveText(/, Ravi$/);
  });

  test('registering an existing phone shows why it failed', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.register({
      first_name: 'Asha',
      last_name: 'Rao',
      phone: DEMO_PHONE,
      email: 'asha.dup@example.in',
      password: 'secret123',
    });
    await expect(login.alert).toContainText('Registeration failed: ');
  });
});
