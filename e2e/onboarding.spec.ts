import { expect, test } from '@playwright/test';
import { dayInIndia } from './pages/dayInIndia';
import { LoginPage } from './pages/LoginPage';
import {
  OnboardingPage,
  onboardThroughApi,
  registerPartner,
  signedInNewPartner,
  uniquePhone,
} from './pages/OnboardingPage';
import { DEMO_PASSWORD, DEMO_PHONE } from './pages/ShellPage';

test.describe('onboarding', () => {
  test('a new partner registers, signs in, is walked through preferences, terms and RERA, then reaches the dashboard', {
    tag: '@phone',
  }, async ({ page, request }) => {
    // Registration and sign-in on /login.html.
    const phone = uniquePhone();
    const password = 'secret123';
    const login = new LoginPage(page);
    await login.goto();
    await login.register({
      first_name: 'Ravi',
      last_name: 'Kumar',
      phone,
      email: `ravi.${phone}@example.in`,
      password,
    });
    await expect(page.getByText('Registered Successfully')).toBeVisible();
    await expect(login.phone).toHaveValue(phone);
    await login.password.fill(password);
    await login.signInButton.click();
    await expect(page).not.toHaveURL(/login\.html/);
    const onboarding = new OnboardingPage(page);

    // (a) No regions, no deal types: the preferences-only dialog, which cannot be dismissed.
    const prefs = onboarding.updateDetails;
    await expect(prefs).toBeVisible();
    await expect(prefs.getByRole('tab', { name: 'Preferences' })).toBeVisible();
    await expect(prefs.getByRole('tab')).toHaveCount(1);
    await expect(prefs.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(prefs).toBeVisible();

    // Saving empty shows 'Required' for every required question; nothing is saved.
    await prefs.getByRole('button', { name: 'Save' }).click();
    await expect(prefs.getByText('Required', { exact: true })).toHaveCount(7);

    await onboarding.chooseRadio(prefs, 'How do you operate your business?', 'Pvt Ltd');
    await onboarding.chooseRadio(prefs, 'How much time do you devote?', 'Full Time');
    await onboarding.chooseRadio(prefs, 'Do you have a team?', 'Yes');
    await onboarding.chooseRadio(prefs, 'Do you own a business in your state?', 'No');
    await onboarding.chooseRadio(prefs, 'Do you list properties?', 'Yes');
    await onboarding.check(prefs, 'How do you generate leads?', 'Reference');
    await onboarding.check(prefs, 'How do you generate leads?', 'Digital Leads');
    await onboarding.check(prefs, 'Which platforms are you present in?', 'Instagram');
    await expect(prefs.getByText('Required', { exact: true })).toHaveCount(2);
    await onboarding.check(prefs, 'Which business do you deal in?', 'Resale');
    await onboarding.check(prefs, 'Which business do you deal in?', 'Primary');
    await onboarding.pickFirstRegion(prefs);
    await expect(prefs.getByText('Required', { exact: true })).toHaveCount(0);
    await prefs.getByRole('button', { name: 'Save' }).click();
    await onboarding.expectToast('Updated successfully!!!');
    await expect(prefs).toBeHidden();

    // (b) Terms not agreed: the forced terms dialog with Accept only.
    const terms = onboarding.terms;
    await expect(terms).toBeVisible();
    await expect(terms.getByText('60:40')).toBeVisible();
    await expect(terms.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(terms).toBeVisible();
    await terms.getByRole('button', { name: 'Accept' }).click();
    await onboarding.expectToast('Accepted successfully');
    await expect(terms).toBeHidden();

    // (c) No RERA number and no answer: the RERA Details dialog with both of its messages.
    const rera = onboarding.rera;
    await expect(rera).toBeVisible();
    await expect(rera.getByText('Please Enter Your RERA Number:')).toBeVisible();
    await expect(rera.getByText('Have you applied for RERA Registration?')).toBeVisible();
    await rera.getByRole('button', { name: 'Submit' }).click();
    await expect(rera.getByText('Enter rera no or answer if rera is applied')).toBeVisible();
    await onboarding.chooseRadio(rera, 'Have you applied for RERA Registration?', 'Yes');
    await rera.getByRole('button', { name: 'Submit' }).click();
    await expect(rera.getByText('Please provide date on which you have applied')).toBeVisible();
    await rera.getByLabel('RERA No').fill('A123');
    await rera.getByRole('button', { name: 'Submit' }).click();
    await expect(rera.getByText('not a valid rera no.')).toBeVisible();
    await rera.getByLabel('RERA No').fill('  P51800012345 ');
    await rera.getByRole('button', { name: 'Submit' }).click();
    await onboarding.expectToast('Updated successfully!!!');
    await expect(rera).toBeHidden();

    // The dashboard, with no dialog left; the saved profile is on the server.
    await expect(page.getByTestId('greeting')).toHaveText(/, Ravi$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A new partner has no service RM yet, and an incomplete profile.
    await page.getByTestId('account-button').click();
    const menu = page.getByTestId('account-menu');
    await expect(menu.getByTestId('rm-card')).toContainText('Get in touch');
    await expect(menu.getByTestId('profile-incomplete')).toHaveText(/^Profile \d+% complete$/);
    await expect(menu.getByTestId('profile-alert')).toBeVisible();
    await page.keyboard.press('Escape');

    const signedIn = await request.post('/api/users/login', { data: { phone, password } });
    const { userData } = await signedIn.json();
    const me = await request.get('/api/users/me', { headers: { Authorization: `Bearer ${userData.token}` } });
    const user = await me.json();
    expect(user.is_tc_agree).toBe(1);
    expect(user.UserInfo).toMatchObject({
      rera_no: 'P51800012345',
      is_rera_applied: 1,
      operate_business: 'Pvt Ltd',
      devote_time: 'Full Time',
      have_team: 1,
      own_state_business: 0,
      list_properties: 1,
      genrate_leads: ['Reference', 'Digital Leads'],
      plateform_present_in: ['Instagram'],
      deal_business_types: ['Resale', 'Primary'],
    });
    expect(user.additionalData.UserRegions).toHaveLength(1);
  });

  test("RERA Details takes a Bangalore partner's Karnataka number and refuses an application dated in the future", {
    tag: '@phone',
  }, async ({ page, request }) => {
    const partner = await registerPartner(request);
    await onboardThroughApi(request, partner, 'terms');
    const onboarding = new OnboardingPage(page);
    await onboarding.signIn(partner);
    const rera = onboarding.rera;
    await expect(rera).toBeVisible();

    // Applied ten days from now: refused in the dialog.
    await onboarding.chooseRadio(rera, 'Have you applied for RERA Registration?', 'Yes');
    const ahead = dayInIndia(new Date(Date.now() + 10 * 86_400_000));
    await rera.getByLabel('Applied On').fill(ahead);
    await rera.getByLabel('Applied On').press('Enter');
    await rera.getByRole('button', { name: 'Submit' }).click();
    await expect(rera.getByText('The date you applied on cannot be in the future')).toBeVisible();

    // Another state's project number is not an agent's; the Karnataka agent number is taken (no
    // application date with it: the partner answers No).
    await rera.getByLabel('RERA No').fill('PRM/KA/RERA/1251/446/PR/200811/003528');
    await rera.getByRole('button', { name: 'Submit' }).click();
    await expect(rera.getByText('not a valid rera no.')).toBeVisible();
    await rera.getByLabel('RERA No').fill('prm/ka/rera/1251/309/ag/180524/001234');
    await expect(rera.getByText('The date you applied on cannot be in the future')).toBeVisible();
    await onboarding.chooseRadio(rera, 'Have you applied for RERA Registration?', 'No');
    await rera.getByRole('button', { name: 'Submit' }).click();
    await onboarding.expectToast('Updated successfully!!!');
    await expect(rera).toBeHidden();
    const me = await request.get('/api/users/me', { headers: { Authorization: `Bearer ${partner.token}` } });
    expect((await me.json()).UserInfo).toMatchObject({
      rera_no: 'PRM/KA/RERA/1251/309/AG/180524/001234',
      is_rera_applied: 0,
      rera_applied_date: null,
    });
  });

  test('Pick Location: click to add markers, remove one, 1 to 6 with both messages, save', {
    tag: '@phone',
  }, async ({ page, request }) => {
    // The tile server cannot be reached: the map still takes clicks and says why it has no background.
    await page.route(/^https?:\/\/([a-z]\.)?tile\.openstreetmap\.org\//, (route) => route.abort());
    const partner = await signedInNewPartner(page, request);
    const onboarding = new OnboardingPage(page);
    await expect(page.getByTestId('greeting')).toBeVisible();
    await onboarding.openMyProfile();
    const dialog = onboarding.updateDetails;
    await expect(dialog.getByRole('tab')).toHaveCount(4);
    await dialog.getByRole('tab', { name: 'Pick Location' }).click();
    const map = page.getByTestId('location-map');
    await expect(map).toBeVisible();
    await expect(page.getByTestId('map-tiles-missing')).toBeVisible();
    await expect(onboarding.markers()).toHaveCount(0);

    await onboarding.clickMap(60, 60, 1);
    await onboarding.clickMap(220, 140, 2);
    await dialog.getByRole('button', { name: 'Remove location 1' }).click();
    await expect(onboarding.markers()).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Remove location 1' }).click();
    await expect(onboarding.markers()).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Kindly mark the locations in map')).toBeVisible();

    const points: Array<[number, number]> = [
      [40, 40],
      [120, 60],
      [200, 80],
      [280, 100],
      [60, 180],
      [140, 200],
      [220, 220],
    ];
    for (const [index, [x, y]] of points.entries()) await onboarding.clickMap(x, y, index + 1);
    await expect(dialog.getByText('You can select a maximum of 6 locations')).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove location 7' }).click();
    await expect(dialog.getByText('You can select a maximum of 6 locations')).toHaveCount(0);

    // Each marker is listed with coordinates near the default centre (about 20.59, 78.96).
    const first = onboarding.markers().first();
    const lat = Number(await first.getAttribute('data-lat'));
    const lng = Number(await first.getAttribute('data-lng'));
    expect(Math.abs(lat - 20.59)).toBeLessThan(3);
    expect(Math.abs(lng - 78.96)).toBeLessThan(3);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await onboarding.expectToast('Updated successfully!!!');
    // Pick Location is the last tab: the dialog closes.
    await expect(dialog).toBeHidden();
    const me = await request.get('/api/users/me', { headers: { Authorization: `Bearer ${partner.token}` } });
    expect((await me.json()).UserInfo.user_location).toHaveLength(6);
  });

  test('the account tab and the additional details tab show their messages', async ({ page, request }) => {
    const partner = await signedInNewPartner(page, request);
    const onboarding = new OnboardingPage(page);
    await expect(page.getByTestId('greeting')).toBeVisible();
    await onboarding.openMyProfile();
    const dialog = onboarding.updateDetails;
    // No IVR number: the dialog starts on Preferences.
    await expect(dialog.getByRole('tab', { name: 'Preferences' })).toHaveAttribute('aria-selected', 'true');

    // A failed save says so and stays on the tab.
    await page.route(`**/api/users/${partner.id}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { message: 'Internal Server Error' } })
        : route.fallback(),
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await onboarding.expectToast('Oops something went wrong!!!');
    await expect(dialog.getByRole('alert').filter({ hasText: 'Oops something went wrong!!!' })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Preferences' })).toHaveAttribute('aria-selected', 'true');
    await page.unroute(`**/api/users/${partner.id}`);

    await dialog.getByRole('tab', { name: 'Account Details' }).click();
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('First name').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Required', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Invalid email address')).toBeVisible();
    await dialog.getByLabel('First name').fill('Ravi');
    // A surname with an apostrophe is a name (the client-name rule is not applied here).
    await dialog.getByLabel('Last name').fill("D'Souza");
    await dialog.getByLabel('Email').fill(`ravi.${partner.phone}@example.in`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await onboarding.expectToast('Updated successfully!!!');
    // The next tab opens after a save.
    await expect(dialog.getByRole('tab', { name: 'Preferences' })).toHaveAttribute('aria-selected', 'true');

    await dialog.getByRole('tab', { name: 'Additional Details' }).click();
    await dialog.getByLabel('RERA No').fill('12345');
    await dialog.getByLabel('Pincode').fill('5600');
    await dialog.getByLabel('GSTIN').fill('29AB  CDE');
    await dialog.getByLabel('PAN (for TDS)').fill('ABCDE12');
    await dialog.getByLabel('Total experience (years)').fill('ten');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('not a valid PAN (ABCDE1234F)')).toBeVisible();
    await expect(dialog.getByText('not a valid rera no.')).toBeVisible();
    await expect(dialog.getByText('not a valid pincode')).toBeVisible();
    await expect(dialog.getByText('not a valid GSTIN: 15 characters, like 27AAPFU0939F1ZV')).toBeVisible();
    await expect(dialog.getByText('must be a number')).toBeVisible();
    await expect(dialog.getByText('Required', { exact: true })).toBeVisible();
    await dialog.getByLabel('RERA No').fill('A12345678901');
    await dialog.getByLabel('Pincode').fill('560001');
    // The GSTIN, one character short, and then one with a wrong check character.
    await dialog.getByLabel('GSTIN').fill('27ABCDE1234F1Z');
    await expect(dialog.getByText('not a valid GSTIN: 15 characters, like 27AAPFU0939F1ZV')).toBeVisible();
    await dialog.getByLabel('GSTIN').fill('29ABCDE1234F1Z5');
    await expect(
      dialog.getByText(
        'not a valid GSTIN: its last character does not match the others (check for a typing mistake)',
      ),
    ).toBeVisible();
    await dialog.getByLabel('GSTIN').fill(' 29abcde1234f1zw ');
    await dialog.getByLabel('PAN (for TDS)').fill('ABCPM1234F');
    await expect(dialog.getByText('Your GSTIN carries the PAN ABCDE1234F')).toBeVisible();
    await dialog.getByLabel('PAN (for TDS)').fill('abcde1234f');
    await dialog.getByLabel('Total experience (years)').fill('7');
    await dialog.getByLabel('Office location').fill('MG Road, Bengaluru');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await onboarding.expectToast('Updated successfully!!!');
    await expect(dialog.getByRole('tab', { name: 'Pick Location' })).toHaveAttribute('aria-selected', 'true');

    // Clearing the optional fields clears them on the server: after a reload they stay empty.
    await dialog.getByRole('tab', { name: 'Additional Details' }).click();
    await expect(dialog.getByLabel('Pincode')).toHaveValue('560001');
    await dialog.getByLabel('Pincode').fill('');
    await dialog.getByLabel('GSTIN').fill('');
    await dialog.getByLabel('Total experience (years)').fill('');
    // The toast of the last save may still be up: wait for this save's answer.
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/users/${partner.id}`),
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await onboarding.expectToast('Updated successfully!!!');
    const me = await request.get('/api/users/me', { headers: { Authorization: `Bearer ${partner.token}` } });
    expect((await me.json()).UserInfo).toMatchObject({ pincode: null, gst_no: null, total_experience: null });
    expect((await me.json()).last_name).toBe("D'Souza");

    await page.reload();
    await expect(page.getByTestId('greeting')).toBeVisible();
    await onboarding.openMyProfile();
    await dialog.getByRole('tab', { name: 'Account Details' }).click();
    await expect(dialog.getByLabel('Last name')).toHaveValue("D'Souza");
    await dialog.getByRole('tab', { name: 'Additional Details' }).click();
    await expect(dialog.getByLabel('Office location')).toHaveValue('MG Road, Bengaluru');
    await expect(dialog.getByLabel('Pincode')).toHaveValue('');
    await expect(dialog.getByLabel('GSTIN')).toHaveValue('');
    await expect(dialog.getByLabel('Total experience (years)')).toHaveValue('');
  });

  test('the terms page shows the terms, without Accept once agreed', async ({ page, request }) => {
    const _partner = await signedInNewPartner(page, request);
    const _onboarding = new OnboardingPage(page);
    await page.goto('/terms-condition');
    await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByText('within 60 days of the invoice')).toBeVisible();
    await expect(page.getByText('up to 45 days from the closure')).toBeVisible();
    // Agreed already: no Accept.
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  });

  test('with an IVR number the Update Details dialog starts on Account Details', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEMO_PHONE, DEMO_PASSWORD);
    await expect(page.getByTestId('greeting')).toBeVisible();
    const onboarding = new OnboardingPage(page);
    await onboarding.openMyProfile();
    const dialog = onboarding.updateDetails;
    await expect(dialog.getByRole('tab', { name: 'Account Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByLabel('First name')).not.toHaveValue('');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('Update Details puts the cursor in the first field in error and asks before typed input is thrown away', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEMO_PHONE, DEMO_PASSWORD);
    await expect(page.getByTestId('greeting')).toBeVisible();
    const onboarding = new OnboardingPage(page);
    const discard = page.getByRole('alertdialog').filter({ hasText: 'Discard what you typed?' });
    await onboarding.openMyProfile();
    const dialog = onboarding.updateDetails;
    const lastName = dialog.getByLabel('Last name');
    await expect(lastName).not.toHaveValue('');
    const registered = await lastName.inputValue();

    // Untouched, another tab opens at once and Escape closes.
    await dialog.getByRole('tab', { name: 'Additional Details' }).click();
    await expect(dialog.getByLabel('RERA No')).toBeVisible();
    await dialog.getByLabel('RERA No').press('Escape');
    await expect(dialog).toBeHidden();
    await expect(discard).toHaveCount(0);

    await onboarding.openMyProfile();
    await lastName.fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Required', { exact: true })).toBeVisible();
    await expect(lastName).toBeFocused();
    await lastName.fill('Typed Not Saved');

    // Another tab would replace the form: asked first; Keep editing stays.
    await dialog.getByRole('tab', { name: 'Preferences' }).click();
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByRole('tab', { name: 'Account Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(lastName).toHaveValue('Typed Not Saved');

    // Escape asks too; Discard closes and nothing was saved.
    await lastName.press('Escape');
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    await onboarding.openMyProfile();
    await expect(lastName).toHaveValue(registered);
  });
});
