import { expect, test } from '@playwright/test';
import { DemoApi, LeadsPage } from './pages/LeadsPage';

type Team = { id: number; name: string; email: string };
type Report = { name: string; to_email: string };

test.describe('report issue', () => {
  test(
    'a report lands in the outbox with its team address; another address is refused',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      const api = new DemoApi(request);
      const teams = await api.get<Team[]>('/engage/api/ses/teams');
      expect(teams.map((t) => t.name)).toEqual(['Accounts', 'Operations', 'Digital', 'CRM']);
      const digital = teams.find((t) => t.name === 'Digital');
      if (!digital) throw new Error('no Digital team');
      const me = await api.get<{ first_name: string; last_name: string }>('/api/users/me');
      const title = `Campaign leads missing ${testInfo.project.name} ${Date.now()}`;

      const leads = new LeadsPage(page);
      await leads.signIn();
      await page.goto('/report');
      const form = page.getByRole('form', { name: 'Report Issue' });
      const yourName = form.getByRole('textbox', { name: 'Your Name' });
      // A fresh page load runs start-up first.
      await expect(yourName).toHaveValue(`${me.first_name} ${me.last_name}`.trim(), { timeout: 90_000 });
      await expect(yourName).toHaveAttribute('readonly', '');

      // Nothing says 'Required' before the partner has tried; then every field is, and the cursor is in
      // the first one.
      await expect(form.getByRole('button', { name: 'Team' })).toHaveText(/Choose a team/);
      await expect(form.getByText('Required')).toHaveCount(0);
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(form.getByText('Required')).toHaveCount(3);
      await expect(form.getByRole('button', { name: 'Team' })).toBeFocused();

      await form.getByRole('button', { name: 'Team' }).click();
      await page.getByRole('option', { name: 'Digital' }).click();
      await form.getByRole('textbox', { name: 'Issue Description', exact: true }).fill(title);
      await form
        .getByRole('textbox', { name: 'Description', exact: true })
        .fill('The leads of my last campaign are not in my list.');
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(
        page.locator('.bp6-toast').filter({ hasText: 'Issue reported successfully' }),
      ).toBeVisible();
      // The form starts again, empty but for the name, with no 'Required' (Team included).
      await expect(form.getByRole('textbox', { name: 'Issue Description', exact: true })).toHaveValue('');
      await expect(yourName).toHaveValue(`${me.first_name} ${me.last_name}`.trim());
      await expect(form.getByRole('button', { name: 'Team' })).toHaveText(/Choose a team/);
      await expect(form.getByText('Required')).toHaveCount(0);

      // The outbox holds it, addressed to the Digital team; the screen lists it too.
      const reports = await api.get<Report[]>('/engage/api/ses/issues');
      expect(reports.find((r) => r.name === title)?.to_email).toBe(digital.email);
      const row = page.getByTestId('issue-reports').getByRole('row').filter({ hasText: title });
      await expect(row).toContainText(digital.email);

      // A request naming any other address is refused and not recorded.
      const login = await request.post('/api/users/login', {
        data: { phone: '9876543210', password: 'magnet123' },
      });
      const { userData } = await login.json();
      const refused = await request.post('/engage/api/ses/sendAsanaEmail', {
        headers: { Authorization: `Bearer ${userData.token}` },
        data: {
          data: {
            completed: false,
            name: `${title} elsewhere`,
            notes: 'x',
            projects: ['Partner Portal Issues'],
          },
          to_email: 'someone@example.com',
        },
      });
      expect(refused.status()).toBe(400);
      expect(await refused.json()).toEqual({ message: 'to_email is not the address of a team' });
      const after = await api.get<Report[]>('/engage/api/ses/issues');
      expect(after.some((r) => r.name === `${title} elsewhere`)).toBe(false);
    },
  );
});
