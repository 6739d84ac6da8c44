import { expect, test } from '@playwright/test';
import { addLeadThroughApi, projectNamed } from './pages/AddLeadPage';
import { BulkLeadsPage } from './pages/BulkLeadsPage';
import { LeadsPage } from './pages/LeadsPage';
import { OnboardingPage, signedInNewPartner } from './pages/OnboardingPage';

/** A number no other run uses: 9, then 9 digits from the clock and a counter. */
let counter = 0;
const clientNumber = () => {
  counter += 1;
  return `8${String((Date.now() * 13 + process.pid * 7 + counter * 104_729) % 1_000_000_000).padStart(9, '0')}`;
};

/** A freshly registered and onboarded partner, signed in on the page. */

test('a file with bad rows shows each verdict; a good file is uploaded, listed and opens under its own name', {
  tag: '@phone',
}, async ({ page, request, isMobile }) => {
  // Registration, onboarding, three previews and an upload.
  test.slow();
  const partner = await signedInNewPartner(page, request);
  const project = await projectNamed(request, partner, 'Thane');
  const known = clientNumber();
  const leadId = await addLeadThroughApi(request, partner, {
    name: 'Kiran Desai',
    number: known,
    project_id: project.id,
  });

  await new OnboardingPage(page).signIn(partner);
  const bulk = new BulkLeadsPage(page);
  await bulk.goto();
  await expect(page.getByText('No bulk leads found.')).toBeVisible();

  await bulk.openUpload();
  await expect(bulk.dialog.getByText('Expected columns')).toBeVisible();
  const fresh = clientNumber();
  // The known client's row names the lead's project in its Project column.
  const bad = [
    'Name,Number,Email,Project',
    `Asha Rao,${fresh},asha@example.in,`,
    `Asha 2,${clientNumber()},,`,
    'Vijay Nair,5811122255,,',
    `Pooja Das,${clientNumber()},pooja@,`,
    `Asha R,${fresh},,`,
    `Kiran D,${known},,"${project.name}"`,
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
    ['7', `Already your lead #${leadId} for ${project.name} (Kiran Desai)`],
  ]);
  // The counts filter the rows.
  await bulk.dialog.getByRole('button', { name: 'Invalid 3' }).click();
  await expect(bulk.previewRows).toHaveCount(3);

  // The same client for another project is a new lead, until the lead's project is chosen for the upload.
  await bulk.chooseFile('other-project.csv', `Name,Number,Project\nKiran D,${known},Another Project\n`);
  await expect(bulk.counts).toHaveText(
    '1 row: 1 valid, 0 invalid, 0 duplicate in the file, 0 already your lead',
  );
  await bulk.pickProject(project.name);
  await expect(bulk.counts).toHaveText(
    '1 row: 0 valid, 0 invalid, 0 duplicate in the file, 1 already your lead',
  );
  expect(await bulk.verdicts()).toEqual([
    ['2', `Already your lead #${leadId} for ${project.name} (Kiran Desai)`],
  ]);

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
  if (isMobile) await bulk.grid.getByRole('listitem').first().click();
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

test('a file with rows that cannot become leads warns, and "only the valid rows" uploads exactly those', async ({
  page,
  request,
  isMobile,
}) => {
  test.slow();
  const partner = await signedInNewPartner(page, request);
  const bulk = new BulkLeadsPage(page);
  await bulk.goto();
  await bulk.openUpload();

  const first = clientNumber();
  const second = clientNumber();
  const file = [
    'Name,Number,Email,Notes',
    `Asha Rao,${first},asha@example.in,call after 6`,
    'Vijay Nair,5811122255,',
    `Ravi Kumar,${second},`,
    `Pooja Das,${clientNumber()},pooja@`,
    `Asha R,${first},`,
  ].join('\n');
  await bulk.chooseFile('weekend-clients.csv', file);
  await expect(bulk.counts).toHaveText(
    '5 rows: 2 valid, 2 invalid, 1 duplicate in the file, 0 already your lead',
  );
  await expect(bulk.rowsWarning).toContainText('3 of 5 rows will not become leads');
  await bulk.chooseRows('Upload only the 2 valid rows');
  await bulk.chooseRegion();
  await bulk.upload();
  await expect(bulk.toasts.filter({ hasText: 'Bulklead created. Your file is uploaded' })).toBeVisible();
  await expect(bulk.dialog).toBeHidden();
  await expect(bulk.count).toHaveText('Showing all 1 bulk lead file');

  // What arrived: a file of the two valid rows, under the expected columns (Notes read as Comments).
  const expected = `Name,Number,Country Code,Email,Project,Comments\r\nAsha Rao,${first},,asha@example.in,,call after 6\r\nRavi Kumar,${second},,,,\r\n`;
  const list = await request.get('/api/bulkLeadFile?size=10&pageId=1', {
    headers: { Authorization: `Bearer ${partner.token}` },
  });
  const { bulkLeads } = await list.json();
  expect(bulkLeads).toHaveLength(1);
  expect(await (await request.get(bulkLeads[0].file_url)).text()).toBe(expected);

  // The list's Open File gives the same file under a name that says what it holds.
  if (isMobile) await bulk.grid.getByRole('listitem').first().click();
  const download = page.waitForEvent('download');
  await page
    .getByLabel(/^Open File of upload #/)
    .first()
    .click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('weekend-clients (valid rows).csv');
  const { readFile } = await import('node:fs/promises');
  expect(await readFile(await saved.path(), 'utf8')).toBe(expected);
});

test('"the whole file" uploads the file as chosen, rows that cannot become leads included', async ({
  page,
  request,
}) => {
  test.slow();
  const partner = await signedInNewPartner(page, request);
  const bulk = new BulkLeadsPage(page);
  await bulk.goto();
  await bulk.openUpload();
  const file = `Name,Number\nMeena Shah,${clientNumber()}\nVijay Nair,5811122255\n`;
  await bulk.chooseFile('as-is.csv', file);
  await expect(bulk.rowsWarning).toContainText('1 of 2 rows will not become leads');
  await bulk.chooseRows('Upload the whole file');
  await bulk.chooseRegion();
  await bulk.upload();
  await expect(bulk.dialog).toBeHidden();
  const list = await request.get('/api/bulkLeadFile?size=10&pageId=1', {
    headers: { Authorization: `Bearer ${partner.token}` },
  });
  const { bulkLeads } = await list.json();
  expect(bulkLeads[0].File.name).toBe('as-is.csv');
  expect(await (await request.get(bulkLeads[0].file_url)).text()).toBe(file);
});

test('each verdict of the preview is whole, not cut at the right edge (a phone)', {
  tag: '@phone',
}, async ({ page, request }) => {
  await signedInNewPartner(page, request);
  const bulk = new BulkLeadsPage(page);
  await bulk.goto();
  await bulk.openUpload();
  const rows = ['Name,Number,Email'];
  for (let i = 0; i < 4; i++) rows.push(`Client ${'abcd'[i]},5${String(i).padStart(9, '0')},,`);
  await bulk.chooseFile('bad-numbers.csv', rows.join('\n'));
  await expect(bulk.previewRows).toHaveCount(4);
  const table = bulk.dialog.getByRole('table', { name: 'Rows of the file' });
  const cut = await table.evaluate((t) => {
    const box = t.parentElement;
    return box ? box.scrollWidth - box.clientWidth : -1;
  });
  expect(cut).toBe(0);
  await expect(bulk.previewRows.first().getByText('Number: not a valid phone number')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('bulk-preview.png') });
});

test("the preview's last row is whole above Cancel and Upload once the form is scrolled to its end", {
  tag: '@phone',
}, async ({ page, isMobile }) => {
  await new LeadsPage(page).signIn();
  const bulk = new BulkLeadsPage(page);
  await bulk.goto();
  await bulk.openUpload();
  const rows = ['Name,Number,Email'];
  for (let i = 0; i < 30; i++)
    rows.push(`Client ${'abcdefghij'[i % 10]}${'klm'[i % 3]},5${String(i).padStart(9, '0')},,`);
  await bulk.chooseFile('thirty.csv', rows.join('\n'));
  await expect(bulk.previewRows).toHaveCount(20);
  await expect(bulk.dialog.getByText('1–20 of 30')).toBeVisible();
  const last = bulk.previewRows.last();
  await expect(last.getByRole('cell').first()).toHaveText('21');
  const actions = bulk.dialog.getByRole('button', { name: 'Upload' });

  const sizes = isMobile
    ? [{ width: 390, height: 844 }]
    : [
        { width: 1440, height: 900 },
        { width: 900, height: 800 },
      ];
  for (const size of sizes) {
    await page.setViewportSize(size);
    // What scrolls the form, scrolled to its end as a partner would.
    await bulk.dialog.locator('form').evaluate((form) => {
      for (let el: Element | null = form; el; el = el.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight) {
          el.scrollTop = el.scrollHeight;
          return;
        }
      }
    });
    // Each edge of the last row is the row itself on screen (not the actions, not clipped away).
    await expect
      .poll(() =>
        last.evaluate((row) => {
          const box = row.getBoundingClientRect();
          const at = (y: number) => document.elementFromPoint(box.left + 8, y)?.closest('tr') === row;
          return at(box.top + 1) && at(box.top + box.height / 2) && at(box.bottom - 1);
        }),
      )
      .toBe(true);
    const [row, upload] = await Promise.all([last.boundingBox(), actions.boundingBox()]);
    expect(row && upload && row.y + row.height <= upload.y).toBe(true);
  }
});
