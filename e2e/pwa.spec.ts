import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { e2eWebDir } from '../scripts/e2e-web-dir.mjs';
import {
  AddLeadPage,
  addLeadThroughApi,
  clientNumber,
  leadsWithNumber,
  projectNamed,
} from './pages/AddLeadPage';
import { keptOnDevice } from './pages/deviceCopies';
import { LeadsPage } from './pages/LeadsPage';
import { signedInNewPartner } from './pages/OnboardingPage';
import { OutboxPage } from './pages/OutboxPage';

// The installable, offline-first portal, with its service worker running (the other specs block it:
// playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** The width and height a PNG's header states. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** Waits until the service worker controls the page (it claims the page it was installed from). */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The phone's offline banner, or the account button's offline marker on a desktop. */
function offlineMarker(page: Page) {
  const isPhone = (page.viewportSize()?.width ?? 1440) < 900;
  return page.getByTestId(isPhone ? 'offline-banner' : 'offline-indicator');
}

async function signedInOnLeads(page: Page, request: APIRequestContext) {
  const partner = await signedInNewPartner(page, request);
  await expect(page.getByTestId('greeting')).toBeVisible();
  return partner;
}

test.describe('Installable and offline-first', () => {
  test('the manifest is served with its icons, each of its stated size; the worker is never kept long', {
    tag: '@phone',
  }, async ({ page, request }) => {
    const answer = await request.get('/manifest.webmanifest');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await answer.json();
    expect(manifest).toMatchObject({
      name: 'Partner Portal',
      short_name: 'Partners',
      display: 'standalone',
      start_url: '/',
      theme_color: '#2d72d2',
    });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
    expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe(icon.type);
      const [width, height] = pngSize(await image.body());
      expect(`${width}x${height}`).toBe(icon.sizes);
    }

    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toContain('javascript');
    expect(worker.headers()['cache-control']).toBe('no-cache');

    await new LeadsPage(page).signIn();
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  });

  test('the service worker is active after the first visit', { tag: '@phone' }, async ({ page }) => {
    await new LeadsPage(page).signIn();
    await page.goto('/');
    await expect(page.getByTestId('greeting')).toBeVisible();
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
      .toBe('activated');
    await controlledByWorker(page);
  });

  test('offline after one visit to the list: the shell and the list open marked offline; a lead added offline with a project from the search survives a closed page and is sent once', {
    tag: '@phone',
  }, async ({ page, request, context }) => {
    const partner = await signedInOnLeads(page, request);
    const { id: projectId, name: project } = await projectNamed(request, partner, 'Thane');
    await addLeadThroughApi(request, partner, {
      name: 'Kavya Cached',
      number: clientNumber(),
      project_id: projectId,
    });

    // One visit online, to the list only: the device keeps it, and the project catalogue Add Lead
    // searches offline, though Add Lead was never opened.
    const leads = new LeadsPage(page);
    await leads.goto('/leads');
    await expect(leads.count).toHaveText('Showing all 1 lead');
    await controlledByWorker(page);
    await keptOnDevice(page, '/api/leads');
    await keptOnDevice(page, '/api/projects');

    // Offline: the page and the list open from the device, marked so.
    await context.setOffline(true);
    await page.reload();
    await expect(leads.count).toHaveText('Showing all 1 lead');
    await expect(leads.grid.getByText('Kavya Cached')).toBeVisible();
    await expect(offlineMarker(page)).toBeVisible();

    const lead = { name: 'Omkar Offline', number: clientNumber() };
    const outbox = new OutboxPage(page);
    await outbox.addLeadOffline(context, { ...lead, project, comments: 'Met in the basement' });
    await expect(outbox.panel).toContainText('1 lead waiting to be sent');
    expect((await outbox.stored()).map((e) => e.payload.name)).toEqual([lead.name]);

    // The page is closed; a new one opens, still offline: the outbox lists the lead.
    await page.close();
    const again = await context.newPage();
    await again.goto('/leads');
    await expect(offlineMarker(again)).toBeVisible();
    await new AddLeadPage(again).openFromSpeedDial();
    const kept = new OutboxPage(again);
    await expect(kept.panel).toContainText('1 lead waiting to be sent');
    await expect(kept.state(lead.name)).toHaveText('Waiting');
    expect(await leadsWithNumber(request, partner, lead.number)).toHaveLength(0);

    // Online again: sent exactly once (by the page or by the worker's Background Sync), the page says
    // so, the list behind the dialog shows it without a reload, and the outbox has the server's id.
    await context.setOffline(false);
    await expect(kept.panel).toContainText('Leads sent');
    await expect(again.locator('.bp6-toast').filter({ hasText: `Lead for ${lead.name} sent` })).toBeVisible();
    await expect(new LeadsPage(again).count).toHaveText('Showing all 2 leads');
    const added = await leadsWithNumber(request, partner, lead.number);
    expect(added).toHaveLength(1);
    await expect(kept.state(lead.name)).toHaveText(`Sent · Lead #${added[0]?.id}`);
    await expect(offlineMarker(again)).toBeHidden();
    expect(await leadsWithNumber(request, partner, lead.number)).toHaveLength(1);
  });

  test("a lead refused as the 26th of the day stays with the server's message until the partner removes it", {
    tag: '@phone',
  }, async ({ page, request, context }) => {
    const partner = await signedInOnLeads(page, request);
    const { id: projectId, name: project } = await projectNamed(request, partner, 'Thane');
    for (let i = 0; i < 25; i++) {
      await addLeadThroughApi(request, partner, {
        name: 'Daily Client',
        number: clientNumber(),
        project_id: projectId,
      });
    }
    const lead = { name: 'Twenty Six', number: clientNumber() };
    const outbox = new OutboxPage(page);
    const addLead = await outbox.addLeadOffline(context, { ...lead, project, comments: 'One too many' });
    await expect(outbox.panel).toContainText('1 lead waiting to be sent');

    await context.setOffline(false);
    const refusal = "Not added: You can't add more than 25 leads in a day. Consider uploading Bulk Leads";
    await expect(outbox.entry(lead.name).getByRole('alert')).toHaveText(refusal);
    await expect(outbox.state(lead.name)).toHaveText('Refused by the server');

    // Still there on the next app open, until the partner acts on it.
    await page.reload();
    await addLead.openFromSpeedDial();
    await expect(outbox.entry(lead.name).getByRole('alert')).toHaveText(refusal);
    await outbox.entry(lead.name).getByRole('button', { name: 'Remove' }).click();
    await expect(outbox.panel).toBeHidden();
    expect(await leadsWithNumber(request, partner, lead.number)).toHaveLength(0);
  });

  test('a new build announces itself and takes over only on Reload', { tag: '@phone' }, async ({ page }) => {
    await new LeadsPage(page).signIn();
    await page.goto('/');
    await expect(page.getByTestId('greeting')).toBeVisible();
    await controlledByWorker(page);
    await expect(page.getByTestId('update-notice')).toHaveCount(0);

    // A new build: the server now serves a service worker whose precache list differs (index.html's
    // revision), as a rebuild writes; restored afterwards.
    // The copy of the build this worker's server serves (scripts/e2e-server.mjs).
    const webDir = e2eWebDir(new URL(test.info().project.use.baseURL ?? '').port);
    const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((f) => join(webDir, f));
    const saved = files.map((f) => (existsSync(f) ? readFileSync(f) : null));
    try {
      const code = readFileSync(files[0] as string, 'utf8');
      const next = code.replace(/("revision":")([0-9a-f]+)(","url":"index\.html")/, '$1feedc0de$3');
      expect(next).not.toBe(code);
      writeFileSync(files[0] as string, next);
      writeFileSync(files[1] as string, brotliCompressSync(next));
      writeFileSync(files[2] as string, gzipSync(next));

      await page.reload();
      const notice = page.getByTestId('update-notice');
      await expect(notice).toContainText('A new version is available');
      await expect(page.getByTestId('greeting')).toBeVisible();
      const reloaded = page.waitForEvent('load');
      await notice.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expect(page.getByTestId('greeting')).toBeVisible();
      await expect(page.getByTestId('update-notice')).toHaveCount(0);
      const waiting = await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting);
      expect(waiting).toBeNull();
    } finally {
      files.forEach((f, i) => {
        const bytes = saved[i];
        if (bytes) writeFileSync(f, bytes);
      });
    }
  });
});
