import { expect, type Page, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';

/**
 * Records every Content-Security-Policy violation of the page (the browser's
 * securitypolicyviolation events and its console reports), from before the first script runs.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation;
      report(`${e.violatedDirective} blocked ${e.blockedURI}`);
    });
  });
  return violations;
}

test('the sign-in page, the dashboard and the leads grid run under the CSP with no violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const answer = await page.goto('/login.html');
  const csp = answer?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('9876543210', 'magnet123');
  await expect(page.getByTestId('greeting')).toBeVisible();
  await page.goto('/leads');
  await expect(page.locator('.ag-row, [data-row-id]').first()).toBeVisible();
  expect(violations).toEqual([]);
});
