import { expect, type Page } from '@playwright/test';

/** The demo partner of the seed (server/db/seed). */
export const DEMO_PHONE = '9876543210';
export const DEMO_PASSWORD = 'magnet123';

/** Where the app keeps the signed-in session (src/domain/session.ts). */
export const SESSION_KEY = 'partner-portal.session';

/**
 * Signs a partner in through POST /api/users/login and puts the session where the app keeps it, before
 * the page's own scripts run on its next navigation. The sign-in form itself is login.spec's subject;
 * the other specs start signed in. The session is put once per tab, so a test that signs out stays
 * signed out.
 */
export async function signInThroughApi(page: Page, phone: string, password: string): Promise<void> {
  const answer = await page.request.post('/api/users/login', { data: { phone, password } });
  expect(answer.status(), 'sign-in').toBe(200);
  const { userData } = await answer.json();
  const { id, name, first_name, last_name, role } = userData;
  const session = {
    token: userData.token,
    user: { id, name, first_name, last_name, phone: userData.phone, role },
    expiresAt: Date.now() + 60 * 60 * 1000,
  };
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem('e2e.session-put')) return;
      window.sessionStorage.setItem('e2e.session-put', '1');
      window.localStorage.setItem(key, value);
    },
    [SESSION_KEY, JSON.stringify(session)] as const,
  );
}
