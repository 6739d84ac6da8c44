import { crc32, deflateSync } from 'node:zlib';
import { expect, type Locator, test } from '@playwright/test';
import { DemoApi, LeadsPage } from './pages/LeadsPage';
import { OnboardingPage, signedInNewPartner } from './pages/OnboardingPage';

type FocusRow = { id: number; name: string; FactSheet: 0 | 1; MagnetURL: string | null };

/** Whether two boxes on screen share any pixel. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [p, q] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!p || !q) throw new Error('not on screen');
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
}

test('Update Details: the four tabs in one row; the picture and the card as thumbnails under their own names', {
  tag: '@phone',
}, async ({ page, isMobile }) => {
  await new LeadsPage(page).signIn();
  await page.goto('/');
  await expect(page.getByTestId('greeting')).toBeVisible({ timeout: 60_000 });
  const onboarding = new OnboardingPage(page);
  await onboarding.openMyProfile();
  const dialog = onboarding.updateDetails;
  const tabs = dialog.getByRole('tab');
  await expect(tabs).toHaveText(['Account Details', 'Preferences', 'Additional Details', 'Pick Location']);
  if (!isMobile) {
    // One row, each label whole inside the dialog.
    const box = await dialog.boundingBox();
    const tops = new Set<number>();
    for (const tab of await tabs.all()) {
      const t = await tab.boundingBox();
      if (!t || !box) throw new Error('tab not on screen');
      tops.add(Math.round(t.y));
      expect(t.x + t.width).toBeLessThanOrEqual(box.x + box.width);
    }
    expect(tops.size).toBe(1);
  }
  await dialog.getByRole('tab', { name: 'Preferences' }).click();
  const files: [string, string][] = [
    ['Profile picture', 'profile-1.png'],
    ['Visiting card', 'card-1.png'],
  ];
  for (const [label, name] of files) {
    const thumbnail = dialog.getByRole('img', { name: `${label}: ${name}` });
    await thumbnail.scrollIntoViewIfNeeded();
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(dialog.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByText(/[0-9a-f]{32}/)).toHaveCount(0);
});

test('Report Issue keeps a draft: leaving the screen or reloading restores what was typed; Discard draft empties it', {
  tag: '@phone',
}, async ({ page }) => {
  await new LeadsPage(page).signIn();
  await page.goto('/report');
  const form = page.getByRole('form', { name: 'Report Issue' });
  const issue = form.getByRole('textbox', { name: 'Issue Description', exact: true });
  const description = form.getByRole('textbox', { name: 'Description', exact: true });
  await expect(form.getByRole('textbox', { name: 'Your Name' })).not.toHaveValue('', { timeout: 90_000 });
  await expect(page.getByTestId('form-draft')).toHaveCount(0);

  await form.getByRole('button', { name: 'Team' }).click();
  await page.getByRole('option', { name: 'CRM' }).click();
  await issue.fill('Lead stage not updated');
  await description.fill('Lead moved to Pipeline yesterday, still shows Suspect.');
  await expect(page.getByTestId('form-draft')).toContainText('Kept as a draft until you submit it.');

  // Away to the leads and back: everything typed is there.
  await page.goto('/leads');
  await expect(page.getByRole('region', { name: 'Leads' }).first()).toBeVisible({ timeout: 60_000 });
  await page.goBack();
  await expect(issue).toHaveValue('Lead stage not updated', { timeout: 60_000 });
  await expect(description).toHaveValue('Lead moved to Pipeline yesterday, still shows Suspect.');
  await expect(form.getByRole('button', { name: 'Team' })).toHaveText(/CRM/);

  await page.reload();
  await expect(issue).toHaveValue('Lead stage not updated', { timeout: 60_000 });

  await page.getByTestId('form-draft').getByRole('button', { name: 'Discard draft' }).click();
  await expect(issue).toHaveValue('');
  await expect(description).toHaveValue('');
  await expect(form.getByRole('button', { name: 'Team' })).toHaveText(/Choose a team/);
  await page.reload();
  await expect(form.getByRole('textbox', { name: 'Your Name' })).not.toHaveValue('', { timeout: 90_000 });
  await expect(issue).toHaveValue('');
});

test("the Digital Spend card's figures do not overlap (a 1024 px window, Pulse open, a phone)", {
  tag: '@phone',
}, async ({ page, isMobile }) => {
  await new LeadsPage(page).signIn();
  await page.goto('/');
  const amount = page.getByTestId('digital-spend');
  const leads = page.getByTestId('digital-spend-leads');
  const cpl = page.getByTestId('digital-spend-cpl');
  await expect(amount).toBeVisible({ timeout: 60_000 });
  const check = async () => {
    await amount.scrollIntoViewIfNeeded();
    expect(await overlap(amount, leads)).toBe(false);
    expect(await overlap(amount, cpl)).toBe(false);
  };
  await check();
  if (isMobile) return;
  await page.getByRole('button', { name: 'Pulse' }).click();
  await expect(page.getByText('Market trend')).toBeVisible();
  await check();
  await page.setViewportSize({ width: 1024, height: 768 });
  await check();
  await page.setViewportSize({ width: 900, height: 800 });
  await check();
});

test.describe('focus project rows (desktop: a phone opens a row instead)', () => {
  test.skip(({ isMobile }) => isMobile, 'the row actions are on the desktop table');

  test('the chevron expands the row; icon actions have tooltips and stay aligned; Copy URL confirms', async ({
    page,
    request,
    context,
  }) => {
    const api = new DemoApi(request);
    const { projects } = await api.get<{ projects: FocusRow[] }>('/api/users/focus_projects?size=8&pageId=1');
    const withSheet = projects.find((p) => p.FactSheet === 1 && p.MagnetURL);
    const without = projects.find((p) => p.FactSheet === 0 && p.MagnetURL);
    if (!withSheet || !without) throw new Error('the first page needs rows with and without a fact sheet');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await new LeadsPage(page).signIn();
    await page.goto('/focus-projects');
    await expect(page.getByTestId('focus-count')).toHaveText(/Showing all/, { timeout: 60_000 });

    // Expand and collapse.
    const toggle = page.getByRole('button', { name: `Details of ${withSheet.name}` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = page.getByLabel(`Details of ${withSheet.name}`, { exact: true }).and(page.locator('dl'));
    await expect(details).toContainText('Price list');
    await expect(details).toContainText('Slab');
    await expect(details).toContainText('RERA No.');
    await expect(details).toContainText(/Client protection\d+ days from registration; a site visit locks it/);
    // The detail panel does not open for it: the row itself grew.
    await expect(page.getByTestId('pane-detail')).toHaveCount(0);
    await toggle.click();
    await expect(details).toHaveCount(0);

    // Tooltips say what an icon does.
    await page.getByRole('button', { name: `Copy the website of ${withSheet.name}` }).hover();
    await expect(page.locator('.bp6-tooltip')).toHaveText('Copy URL');
    await page.getByRole('button', { name: `Preview the fact sheet of ${withSheet.name}` }).hover();
    await expect(page.locator('.bp6-tooltip')).toHaveText('Fact Sheet');

    // A row without a fact sheet keeps its buttons where the others have theirs.
    const x = async (name: string) =>
      (await page.getByRole('button', { name: `Copy the website of ${name}` }).boundingBox())?.x;
    expect(await x(without.name)).toBe(await x(withSheet.name));

    // Copy URL confirms as the referral link does, and the address is on the clipboard.
    await page.getByRole('button', { name: `Copy the website of ${withSheet.name}` }).click();
    await expect(page.locator('.bp6-toast').filter({ hasText: 'URL copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(withSheet.MagnetURL);
  });
});

/** A PNG of width x height whose pixels are stored uncompressed (3 bytes each): a camera-sized file. */
function bigPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([(x * 7) % 256, 120, 200 - (x % 100)], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test("a phone camera's picture over 5 MB is scaled down before upload, saved and shown", {
  tag: '@phone',
}, async ({ page, request }) => {
  const partner = await signedInNewPartner(page, request);
  const photo = bigPng(2400, 1800);
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
  await page.goto('/');
  await expect(page.getByTestId('greeting')).toBeVisible({ timeout: 60_000 });
  const onboarding = new OnboardingPage(page);
  await onboarding.openMyProfile();
  const dialog = onboarding.updateDetails;
  await dialog.getByRole('tab', { name: 'Preferences' }).click();
  await expect(
    dialog.getByText('JPEG, PNG or WebP; one over 5 MB is scaled down before it is sent'),
  ).toHaveCount(2);
  await dialog.getByLabel('Profile picture').setInputFiles({
    name: 'IMG_20261207.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  // Scaled down to 2048 px on its longest side, as a JPEG under the same name.
  const chosen = dialog.getByRole('img', { name: 'Profile picture: IMG_20261207.jpg' });
  await expect(chosen).toBeVisible();
  await expect
    .poll(() => chosen.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([2048, 1536]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await onboarding.expectToast('Updated successfully!!!');

  // The server kept a JPEG within its limit, and the profile shows it.
  const me = await request.get('/api/users/me', { headers: { Authorization: `Bearer ${partner.token}` } });
  expect(me.status()).toBe(200);
  const { UserInfo } = await me.json();
  expect(UserInfo.profile_pic_name).toBe('IMG_20261207.jpg');
  const stored = await request.get(UserInfo.profile_pic);
  expect(stored.status()).toBe(200);
  expect(stored.headers()['content-type']).toBe('image/jpeg');
  expect((await stored.body()).length).toBeLessThanOrEqual(5 * 1024 * 1024);
  await page.reload();
  await onboarding.openMyProfile();
  await dialog.getByRole('tab', { name: 'Preferences' }).click();
  const shown = dialog.getByRole('img', { name: 'Profile picture: IMG_20261207.jpg' });
  await shown.scrollIntoViewIfNeeded();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2048);
});
