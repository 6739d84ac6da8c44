import { expect, test } from '@playwright/test';
import { addLeadThroughApi } from './pages/AddLeadPage';
import { BulkLeadsPage } from './pages/BulkLeadsPage';
import { OnboardingPage, signedInNewPartner } from './pages/OnboardingPage';

/** A number no other run uses: 9, then 9 digits from the clock and a counter. */
let counter = 0;
const clientNumber = () => {
  counter += 1;
  return `8${String((Date.now() * 13 + process.pid * 7 + counter * 104_729) % 1_000_000_000).padStart(9, '0')}`;
};

/** A freshly registered and onboarded partner, signed in on the page. */

test('a file with bad rows shows each verdict; a good file is uploaded, listed and opens under its own name', async ({
  page,
  request,
  isMobile,
}) => {
  // Registration, onboarding, two previews and an upload.
  test.slow();
  const partner = await signedInNewPartner(page, request);
  const projects = await request.get('/api/projects/auto_complete?q=Thane&is_masks=1', {
    headers: { Authorization: `Bearer ${partner.token}` },
  });
  const projectId = (await projects.json()).data[0].id;
  const known = clientNumber();
  const leadId = await addLeadThroughApi(request, partner, {
    name: 'Kiran Desai',
    number: known,
    project_id: projectId,
  });

  await new OnboardingPage(page).signIn(partner);
  const bulk = new BulkLeadsPage(page);
  await bulk.goto();
  await expect(page.getByText('No bulk leads found.')).toBeVisible();

  await bulk.openUpload();
  await expect(bulk.dialog.getByText('Expected columns')).toBeVisible();
  const fresh = clientNumber();
  const bad = [
    'Name,Number,Email',
    `Asha Rao,${fresh},asha@example.in`,
    `Asha 2,${clientNumber()},`,
    'Vijay Nair,5811122255,',
    `Pooja Das,${clientNumber()},pooja@`,
    `Asha R,${fresh},`,
    `Kiran D,${known},`,
  ].join('\n');
  await bulk.chooseFile('mixed.csv', bad);
  await expect(bulk.counts).toHaveText(
    '6 rows: 1 valid, 3 invalid, 1 duplicate in the file, 1 already your lead',
  );
  expect(await bulk.verdicts()).toEqual([
    ['2', 'Valid'],
    ['3', 'Name: only alphabets and spaces are allowed'],
    ['4', 'Number: not a valid phone number'],
    ['5', 'Email: Invalid email address'],
    ['6', 'Same number as line 2'],
    ['7', `Already your lead #${leadId} (Kiran Desai)`],
  ]);
  // The counts filter the rows.
  await bulk.dialog.getByRole('button', { name: 'Invalid 3' }).click();
  await expect(bulk.previewRows).toHaveCount(3);

  const good = `Name,Number,Email\nMeena Shah,${clientNumber()},meena@example.in\nAnil Joshi,${clientNumber()},\n`;
  await bulk.chooseFile('march-clients.csv', good);
  await expect(bulk.counts).toHaveText(
    '2 rows: 2 valid, 0 invalid, 0 duplicate in the file, 0 already your lead',
  );
  await bulk.chooseRegion();
  await bulk.upload();
  await expect(bulk.toasts.filter({ hasText: 'Bulklead created. Your file is uploaded' })).toBeVisible();
  await expect(bulk.dialog).toBeHidden();
  await expect(bulk.count).toHaveText('Showing all 1 bulk lead file');
  await expect.poll(async () => (await bulk.rows()).length).toBe(1);
  const [row] = await bulk.rows();
  expect(row?.Status).toBe('Uploaded');

  // Open File downloads the file under the name it was uploaded with (a phone opens the row first).
  if (isMobile) await bulk.grid.locator('.ag-row').first().click();
  const download = page.waitForEvent('download');
  await page
    .getByLabel(/^Open File of upload #/)
    .first()
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('march-clients.csv');
  const saved = await file.path();
  const { readFile } = await import('node:fs/promises');
  expect(await readFile(saved, 'utf8')).toBe(good);
});

test('a file that is not CSV or XLSX is not previewed and the server refuses it with its reason', async ({
  page,
  request,
}) => {
  test.slow();
  await signedInNewPartner(page, request);
  const bulk = new BulkLeadsPage(page);
  await bulk.goto();
  await bulk.openUpload();

  await bulk.chooseFile(
    'clients.pdf',
    '%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n',
    'application/pdf',
  );
  await expect(
    bulk.dialog.getByText('Only CSV and XLSX files can be previewed.', { exact: false }),
  ).toBeVisible();
  await bulk.chooseRegion();
  await bulk.upload();
  await expect(bulk.toasts.filter({ hasText: 'Oops, something went wrong!' })).toBeVisible();
  await expect(bulk.dialog.getByRole('alert')).toHaveText(
    'bulk_file must be a CSV or XLSX file, not application/pdf (checked by its content)',
  );
  await expect(bulk.dialog).toBeVisible();
  await bulk.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('No bulk leads found.')).toBeVisible();
});
