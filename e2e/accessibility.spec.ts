import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { LeadsPage } from './pages/LeadsPage';
import { LoginPage } from './pages/LoginPage';
import { OnboardingPage, onboardThroughApi, registerPartner } from './pages/OnboardingPage';
import { ShellPage } from './pages/ShellPage';

// WCAG 2.1 level A and AA, as axe-core checks them, on the screens a partner meets first.
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One line per violation: the rule, its impact and the first elements it was found on. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.map((v) => {
    const targets = v.nodes
      .slice(0, 4)
      .map((n) => `${n.target.join(' ')} [${n.any[0]?.message ?? n.all[0]?.message ?? ''}]`)
      .join(' | ');
    return `${v.id} (${v.impact ?? 'n/a'}, ${v.nodes.length}): ${v.help} — ${targets}`;
  });
}

/**
 * Waits until the page's transitions and finite animations are over (a dialog fading in, say): axe
 * measures the colours on screen, and a text still fading in has less contrast than it will have. A
 * spinner's endless animation is not waited for.
 */
async function animationsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Runs axe on the page (or on `include` only) and expects no WCAG 2.1 AA violation (a soft check: every screen of a test is checked). */
async function expectAccessible(
  page: Page,
  screen: string,
  options: { include?: string; exclude?: string[] } = {},
) {
  await animationsEnded(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  expect.soft(describeViolations(violations), screen).toEqual([]);
}

test.describe('accessibility (WCAG 2.1 AA)', () => {
  test('the sign-in page, both tabs', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expectAccessible(page, 'sign in');
    await login.registerTab.click();
    await expect(login.registerButton).toBeVisible();
    await expectAccessible(page, 'register');
  });

  test('the dashboard', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.signIn();
    await expect(page.getByTestId('count-added-new')).toBeVisible();
    await expectAccessible(page, 'dashboard');
  });

  test('the leads workspace with a lead panel open', { tag: '@phone' }, async ({ page, isMobile }) => {
    const leads = new LeadsPage(page);
    await leads.signIn();
    await leads.goto();
    if (isMobile) {
      // A phone opens the lead from its row, in a full-screen dialog.
      const [firstId = 0] = await leads.rowIds();
      await leads.cell(firstId, 'Client Name').click();
      await expect(page.getByRole('dialog').getByTestId('lead-panel')).toBeVisible();
    } else {
      await leads.moreInfo(0).click();
    }
    await expect(leads.panel().locator('.pp-lead-summary__group').first()).toBeVisible();
    await expectAccessible(page, 'leads with a panel');
  });

  test('the onboarding dialogs: preferences, terms, RERA', async ({ page, request }) => {
    const onboarding = new OnboardingPage(page);

    const fresh = await registerPartner(request);
    await onboarding.signIn(fresh);
    await expect(onboarding.updateDetails.getByRole('tab', { name: 'Preferences' })).toBeVisible();
    await expect(onboarding.group(onboarding.updateDetails, 'Do you have a team?')).toBeVisible();
    await expectAccessible(page, 'preferences dialog');

    const withPreferences = await registerPartner(request);
    await onboardThroughApi(request, withPreferences, 'preferences');
    await page.evaluate(() => window.localStorage.clear());
    await onboarding.signIn(withPreferences);
    await expect(onboarding.terms.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expectAccessible(page, 'terms dialog');

    const withTerms = await registerPartner(request);
    await onboardThroughApi(request, withTerms, 'terms');
    await page.evaluate(() => window.localStorage.clear());
    await onboarding.signIn(withTerms);
    await expect(onboarding.rera.getByText('Please Enter Your RERA Number:')).toBeVisible();
    await expectAccessible(page, 'RERA dialog');
  });

  test('Update Details from My Profile, every tab', async ({ page, request }) => {
    // The map's tiles cannot load here; the tab still works (see onboarding.spec.ts).
    await page.route(/^https?:\/\/([a-z]\.)?tile\.openstreetmap\.org\//, (route) => route.abort());
    const partner = await registerPartner(request);
    await onboardThroughApi(request, partner);
    const onboarding = new OnboardingPage(page);
    await onboarding.signIn(partner);
    await expect(page.getByTestId('greeting')).toBeVisible();
    await onboarding.openMyProfile();
    const dialog = onboarding.updateDetails;
    for (const tab of ['Account Details', 'Preferences', 'Additional Details', 'Pick Location']) {
      await dialog.getByRole('tab', { name: tab }).click();
      await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(dialog.getByRole('tabpanel')).toBeVisible();
      await expectAccessible(page, `Update Details: ${tab}`);
    }
  });
});
