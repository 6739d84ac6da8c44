import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { dayInIndia } from './pages/dayInIndia';
import { DEMO_PHONE, DemoApi, LeadsPage } from './pages/LeadsPage';
import { type ApiProject, ProjectsPage, projectCountText } from './pages/ProjectsPage';
import { ViewsMenu } from './pages/ViewsMenu';
import { pdfImages } from './pdfImages';
import { pdfText } from './pdfText';

type ProjectList = { projects: ApiProject[]; count: number };
type FocusRow = ApiProject & { FactSheet: 0 | 1 };
type ProjectDetail = ApiProject & {
  rera_no: string | null;
  floor_plans: { bhk: string; area: number; price: number }[];
};

const rupees = (n: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(n);

/** GET /api/projects as the list asks for it (active projects), with these filters. */
function projectsQuery(filters: Record<string, string | number>): string {
  const params = new URLSearchParams({ is_active: '1', size: '100', pageId: '1' });
  for (const [key, value] of Object.entries(filters)) params.set(key, String(value));
  return `/api/projects?${params}`;
}

test.describe('projects workspace (desktop)', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop layout');

  test('the plain list shows the focus projects; filter by region and price, save, reload restores it', async ({
    page,
    request,
  }) => {
    const api = new DemoApi(request);
    const focus = await api.get<ProjectList>(projectsQuery({ is_focus: 1 }));
    const region = focus.projects[0]?.Region.Parentregion;
    if (!region) throw new Error('the demo data has no focus project');
    const minPrice = 5_000_000; // '50 Lacs'
    const expected = await api.get<ProjectList>(
      projectsQuery({ is_focus: 1, parent_region_ids: region.id, min_price: minPrice }),
    );
    expect(expected.count).toBeGreaterThan(0);

    const projects = new ProjectsPage(page);
    await new LeadsPage(page).signIn();
    await projects.goto();
    await expect(projects.count).toHaveText(projectCountText(focus.count));
    expect(await projects.chipTexts()).toEqual(['Focus: Yes']);

    await projects.openFilters();
    await expect(projects.filters.getByRole('combobox', { name: 'Focus', exact: true })).toHaveValue('1');
    await projects.choose('Region', region.name);
    await projects.choose('Min Price', '50 Lacs');
    await expect(projects.count).toHaveText(projectCountText(expected.count));
    expect(await projects.chipTexts()).toEqual([
      'Focus: Yes',
      `Region: ${region.name}`,
      'Min Price: 50 Lacs',
    ]);
    await expect.poll(() => projects.rowIds()).toEqual(expected.projects.map((p) => p.id));
    // Prices in rupees with Indian grouping.
    await expect(projects.cell(expected.projects[0]?.id ?? 0, 'Min Price')).toHaveText(
      /^₹\d{1,2}(,\d\d)*,\d{3}$/,
    );

    await new ViewsMenu(page).saveNew();
    await expect(page).toHaveURL(/\/projects\/\d+$/);
    const savedId = Number(page.url().split('/').pop());
    await expect(projects.savedFilters.getByRole('link', { name: 'Untitled Filter' })).toBeVisible();
    const onServer = await api.get<{ id: number; type: string; name: string }[]>('/api/userFilter');
    expect(onServer.find((f) => f.id === savedId)).toMatchObject({
      type: 'project',
      name: 'Untitled Filter',
    });

    await projects.reload();
    await expect(projects.count).toHaveText(projectCountText(expected.count));
    // The server keeps the values, not their order.
    expect((await projects.chipTexts()).sort()).toEqual(
      ['Focus: Yes', 'Min Price: 50 Lacs', `Region: ${region.name}`].sort(),
    );
    await expect.poll(() => projects.rowIds()).toEqual(expected.projects.map((p) => p.id));

    // The plain list again: the filters reset and Focus is Yes.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Projects', exact: true })
      .click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(projects.count).toHaveText(projectCountText(focus.count));
    expect(await projects.chipTexts()).toEqual(['Focus: Yes']);

    await projects.savedFilters.getByRole('button', { name: 'Delete Untitled Filter' }).click();
    await expect(projects.savedFilters).toHaveCount(0);
  });

  test('No data found. when nothing matches; Focus None lists every project', async ({ page, request }) => {
    const api = new DemoApi(request);
    const all = await api.get<ProjectList>(projectsQuery({}));
    const projects = new ProjectsPage(page);
    await new LeadsPage(page).signIn();
    await projects.goto();
    await projects.openFilters();
    await projects.choose('Min Price', '20 Crores');
    await projects.choose('Max Price', '20 Lacs');
    await expect(projects.count).toHaveText('No data found.');
    await expect(projects.grid.getByText('No data found.')).toBeVisible();

    await projects.choose('Min Price', 'None');
    await projects.choose('Max Price', 'None');
    await projects.choose('Focus', 'None');
    await expect(projects.chips).toHaveCount(0);
    await expect(projects.count).toHaveText(projectCountText(all.count));
  });

  test('a hidden column stays hidden after a reload', async ({ page }) => {
    const projects = new ProjectsPage(page);
    await new LeadsPage(page).signIn();
    await projects.goto();
    await expect(projects.header('Builder')).toBeVisible();
    await projects.toggleColumn('Builder');
    await expect(projects.header('Builder')).toHaveCount(0);
    await projects.reload();
    await expect(projects.count).toHaveText(/Showing all/);
    await expect(projects.header('Project')).toBeVisible();
    await expect(projects.header('Builder')).toHaveCount(0);
    await projects.toggleColumn('Builder');
    await expect(projects.header('Builder')).toBeVisible();
  });

  test('the panel of a focus project: #id, brochure PDF, website, share URL, Invest and Add Lead', async ({
    page,
    request,
    context,
  }) => {
    const api = new DemoApi(request);
    const focus = await api.get<ProjectList>(projectsQuery({ is_focus: 1 }));
    const project = focus.projects.find((p) => p.brochure_url && p.magnet_landing_page);
    if (!project?.magnet_landing_page) throw new Error('no focus project with a brochure and a website');
    const website = project.magnet_landing_page;

    const projects = new ProjectsPage(page);
    await new LeadsPage(page).signIn();
    await projects.goto();
    await projects.open(project, false);
    const pane = projects.pane();
    await expect(pane.locator('.pp-pane__title')).toHaveText(`#${project.id}`);
    await expect(projects.panel().getByRole('heading', { name: project.name })).toBeVisible();

    const download = page.waitForEvent('download');
    await projects.panel().getByRole('button', { name: 'Brochure' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${project.name} Brochure.pdf`);
    const pdf = await readFile(await file.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(project.name);

    const popup = context.waitForEvent('page');
    await projects.panel().getByRole('button', { name: 'Website' }).click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toBe(website);
    // The partner's own website of the project: the project, and the partner to call.
    await expect(tab.getByRole('heading', { name: project.name, exact: true })).toBeVisible();
    await expect(tab.getByRole('link', { name: `Call +91-${DEMO_PHONE}` })).toHaveAttribute(
      'href',
      `tel:+91-${DEMO_PHONE}`,
    );
    await tab.close();

    await projects.panel().getByRole('button', { name: 'Share URL' }).click();
    const share = page.getByRole('dialog', { name: `Share ${project.name}` });
    await expect(share.getByRole('textbox', { name: 'Address to share' })).toHaveValue(website);
    await expect(share.getByRole('button', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${project.name} ${website}`)}`,
    );
    await page.keyboard.press('Escape');
    await expect(share).toHaveCount(0);

    // Invest opens the campaign form with this project chosen and not changeable.
    await projects.panel().getByRole('button', { name: 'Invest' }).click();
    const campaign = page.getByRole('dialog', { name: 'Run Campaign' });
    await expect(campaign.getByRole('textbox', { name: 'Project' })).toHaveValue(project.name);
    await expect(campaign.getByRole('textbox', { name: 'Project' })).toBeDisabled();
    await campaign.getByRole('button', { name: 'Cancel' }).click();
    await expect(campaign).toHaveCount(0);
    // Add Lead opens the tier choice for this project.
    await projects.panel().getByRole('button', { name: 'Add Lead' }).click();
    await expect(page.getByRole('dialog', { name: `Add Lead · ${project.name}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await pane.getByRole('button', { name: /close/i }).click();
    await expect(projects.panel()).toHaveCount(0);
  });

  test('a project whose Focus is No has no Invest; a project that cannot be fetched says so', async ({
    page,
    request,
  }) => {
    const api = new DemoApi(request);
    const others = await api.get<ProjectList>(projectsQuery({ is_focus: 0 }));
    const [notFocus, second] = others.projects;
    if (!notFocus || !second) throw new Error('the demo data has too few projects outside focus');

    const projects = new ProjectsPage(page);
    await new LeadsPage(page).signIn();
    await projects.goto();
    await projects.openFilters();
    await projects.choose('Focus', 'No');
    await expect(projects.count).toHaveText(projectCountText(others.count));
    await projects.open(notFocus, false);
    await expect(projects.panel().getByRole('heading', { name: notFocus.name })).toBeVisible();
    await expect(projects.panel().getByRole('button', { name: 'Add Lead' })).toBeVisible();
    await expect(projects.panel().getByRole('button', { name: 'Invest' })).toHaveCount(0);

    // The project call fails: the panel says so and can try again.
    await page.route(`**/api/projects/${second.id}`, (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: `Details of ${second.name}` }).click();
    await expect(projects.panel().getByText('Something went wrong. Please Try again')).toBeVisible();
    await page.unroute(`**/api/projects/${second.id}`);
    await projects.panel().getByRole('button', { name: 'Try again' }).click();
    await expect(projects.panel().getByRole('heading', { name: second.name })).toBeVisible();
  });
});

test.describe('projects on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layout');

  test('a tap opens the project full screen with its actions', { tag: '@phone' }, async ({
    page,
    request,
  }) => {
    const api = new DemoApi(request);
    const focus = await api.get<ProjectList>(projectsQuery({ is_focus: 1 }));
    const project = focus.projects[0];
    if (!project) throw new Error('the demo data has no focus project');

    const projects = new ProjectsPage(page);
    await new LeadsPage(page).signIn();
    await projects.goto();
    await expect(projects.count).toHaveText(projectCountText(focus.count));
    await projects.open(project, true);
    const dialog = page.getByRole('dialog', { name: `#${project.id}` });
    await expect(dialog).toBeVisible();
    await expect(projects.panel().getByRole('button', { name: 'Invest' })).toBeVisible();
    await expect(projects.panel().getByRole('button', { name: 'Brochure' })).toBeVisible();
    // Full screen once its opening transition has ended.
    await expect.poll(async () => (await dialog.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(380);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(projects.panel()).toHaveCount(0);
  });
});

test.describe('focus projects and top projects', () => {
  test('focus projects: 8 a page, filter by region, save in the browser, reload restores it', {
    tag: '@phone',
  }, async ({ page, request, isMobile }) => {
    const api = new DemoApi(request);
    const all = await api.get<ProjectList>('/api/users/focus_projects?size=100&pageId=1');
    const region = all.projects[0]?.Region.Parentregion;
    if (!region) throw new Error('the demo data has no focus project');
    const inRegion = all.projects.filter((p) => p.Region.Parentregion.id === region.id);

    const projects = new ProjectsPage(page);
    await new LeadsPage(page).signIn();
    await page.goto('/focus-projects');
    const count = page.getByTestId('focus-count');
    await expect(count).toHaveText(`Showing all ${all.count} focus projects`, { timeout: 60_000 });
    await expect.poll(() => projects.rowIds()).toEqual(all.projects.slice(0, 8).map((p) => p.id));

    await page.getByRole('button', { name: 'Focus Filters', exact: true }).click();
    await page
      .getByRole('region', { name: 'Focus Filters' })
      .getByRole('combobox', { name: 'Region', exact: true })
      .selectOption({ label: region.name });
    await expect(count).toHaveText(
      `Showing all ${inRegion.length} focus ${inRegion.length === 1 ? 'project' : 'projects'}`,
    );
    await expect.poll(() => projects.rowIds()).toEqual(inRegion.slice(0, 8).map((p) => p.id));

    await new ViewsMenu(page).saveNew();
    await expect(page).toHaveURL(/\/focus-projects\/\d+$/);
    const stored = await page.evaluate(() => window.localStorage.getItem('pp.views.v2'));
    expect(JSON.parse(stored ?? '{}').items).toEqual([
      expect.objectContaining({ type: 'focus-project', name: 'Untitled Filter' }),
    ]);
    await page.reload();
    await expect(projects.chips).toContainText(`Region: ${region.name}`, { timeout: 60_000 });
    await expect(projects.chips).toContainText(`Region: ${region.name}`);
    await expect.poll(() => projects.rowIds()).toEqual(inRegion.slice(0, 8).map((p) => p.id));
    await expect(new ViewsMenu(page).button).toHaveAccessibleName('Views: Untitled Filter');

    if (!isMobile) {
      const first = inRegion[0];
      if (!first) throw new Error('no focus project in the region');
      // The row's chevron expands it in place (spec 02 "Rows have an expand toggle").
      await page.getByRole('button', { name: `Details of ${first.name}` }).click();
      await expect(
        page.getByLabel(`Details of ${first.name}`, { exact: true }).and(page.locator('dl')),
      ).toBeVisible();
      await page.getByRole('button', { name: `Share the website of ${first.name}` }).click();
      await expect(
        page
          .getByRole('dialog', { name: `Share ${first.name}` })
          .getByRole('textbox', { name: 'Address to share' }),
      ).toHaveValue(first.magnet_landing_page ?? '');
    }
  });

  test('focus projects keep their column layout: a hidden column stays hidden after a reload', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the column menu of the desktop toolbar');
    const projects = new ProjectsPage(page);
    await new LeadsPage(page).signIn();
    await page.goto('/focus-projects');
    const count = page.getByTestId('focus-count');
    await expect(count).toHaveText(/Showing all/, { timeout: 60_000 });
    await expect(projects.header('Builder')).toBeVisible();
    await projects.toggleColumn('Builder');
    await expect(projects.header('Builder')).toHaveCount(0);

    await page.reload();
    await expect(count).toHaveText(/Showing all/, { timeout: 60_000 });
    await expect(projects.header('Project')).toBeVisible();
    await expect(projects.header('Builder')).toHaveCount(0);
    await projects.toggleColumn('Builder');
    await expect(projects.header('Builder')).toBeVisible();
  });

  test('top projects: the city tabs switch the cards to that city', { tag: '@phone' }, async ({
    page,
    request,
  }) => {
    const api = new DemoApi(request);
    type Top = { id: number; name: string; slab_min: number; slab_max: number };
    const mumbai = await api.get<Top[]>('/api/projects/top_projects?city=Mumbai');
    const pune = await api.get<Top[]>('/api/projects/top_projects?city=Pune');
    expect(mumbai.length).toBeGreaterThan(0);
    expect(pune.length).toBeGreaterThan(0);

    await new LeadsPage(page).signIn();
    await page.goto('/topprojects');
    await expect(page.getByRole('tab', { name: 'Mumbai' })).toBeVisible({ timeout: 60_000 });
    const cards = (city: string) =>
      page.getByRole('region', { name: `Top projects of ${city}` }).getByRole('article');
    await expect(page.getByRole('tab', { name: 'Mumbai' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards('Mumbai')).toHaveCount(mumbai.length);
    expect(await cards('Mumbai').getByRole('heading').allInnerTexts()).toEqual(mumbai.map((p) => p.name));

    await page.getByRole('tab', { name: 'Pune' }).click();
    await expect(cards('Pune')).toHaveCount(pune.length);
    expect(await cards('Pune').getByRole('heading').allInnerTexts()).toEqual(pune.map((p) => p.name));
    const first = pune[0];
    if (!first) throw new Error('no top project in Pune');
    const card = cards('Pune').first();
    await expect(card).toContainText(
      first.slab_min === first.slab_max ? `${first.slab_min}%` : `${first.slab_min}–${first.slab_max}%`,
    );
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Brochure' }).click();
    expect((await download).suggestedFilename()).toBe(`${first.name} Brochure.pdf`);
  });
});

test.describe('fact sheets', () => {
  test('preview a fact sheet, then download its PDF: the project, its RERA number, every floor plan and the partner', {
    tag: '@phone',
  }, async ({ page, request, isMobile }) => {
    const api = new DemoApi(request);
    const focus = await api.get<{ projects: FocusRow[] }>('/api/users/focus_projects?size=8&pageId=1');
    const row = focus.projects.find((p) => p.FactSheet === 1);
    if (!row) throw new Error('no focus project with a fact sheet on the first page');
    const project = await api.get<ProjectDetail>(`/api/projects/${row.id}`);
    expect(project.rera_no).toBeTruthy();
    expect(project.floor_plans.length).toBeGreaterThan(0);
    const phone = `+91-${DEMO_PHONE}`;

    const projects = new ProjectsPage(page);
    await new LeadsPage(page).signIn();
    await page.goto('/');
    if (isMobile) {
      // On a phone the fact sheet is in the project's panel.
      await projects.goto();
      await projects.open(project, true);
      await projects
        .panel()
        .getByRole('button', { name: `Preview the fact sheet of ${project.name}` })
        .click();
    } else {
      await page.goto('/focus-projects');
      await expect(page.getByTestId('focus-count')).toHaveText(/Showing all/, { timeout: 60_000 });
      // Only the projects that have a fact sheet (FactSheet = 1) offer one.
      for (const other of focus.projects) {
        await expect(
          page.getByRole('button', { name: `Download the fact sheet of ${other.name}` }),
        ).toHaveCount(other.FactSheet === 1 ? 1 : 0);
      }
      await page.getByRole('button', { name: `Preview the fact sheet of ${project.name}` }).click();
    }
    const preview = page.getByRole('dialog', { name: `${project.name} · Fact Sheet` });
    await expect(preview.getByRole('heading', { name: project.name, exact: true })).toBeVisible();
    await expect(preview).toContainText(`RERA No. ${project.rera_no}`);
    await expect(preview).toContainText(phone);
    // The dialog grows to its width as it opens (Blueprint's transition): wait for the end of it.
    if (!isMobile) await expect.poll(async () => (await preview.boundingBox())?.width).toBe(800);

    const download = page.waitForEvent('download');
    await preview.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${project.name} Fact Sheet.pdf`);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(new Uint8Array(bytes));
    expect(text).toContain(project.name);
    expect(text).toContain(project.rera_no);
    expect(text).toContain(['Type', 'Carpet Area (Sq.Ft.)', 'Price (all inclusive)'].join('\n'));
    for (const plan of project.floor_plans) {
      expect(text).toContain([plan.bhk, plan.area.toLocaleString('en-IN'), rupees(plan.price)].join('\n'));
    }
    expect(text).toContain(phone);
  });
});

// Extension (issue 35): the fact sheet and the share dialog carry the partner's personalised link.
test.describe('compliant sharing', () => {
  test("the fact sheet carries the partner's RERA number and a QR code of the personalised site; WhatsApp gets the link", {
    tag: '@phone',
  }, async ({ page, request, isMobile }) => {
    const api = new DemoApi(request);
    const focus = await api.get<{ projects: FocusRow[] }>('/api/users/focus_projects?size=8&pageId=1');
    const row = focus.projects.find((p) => p.FactSheet === 1);
    if (!row) throw new Error('no focus project with a fact sheet on the first page');
    const project = await api.get<ProjectDetail & { magnet_landing_page: string }>(`/api/projects/${row.id}`);
    const link = project.magnet_landing_page;
    expect(link).toMatch(/\/sites\/\d+\/[0-9a-f]{32}$/);

    const projects = new ProjectsPage(page);
    await new LeadsPage(page).signIn();
    await page.goto('/');
    await projects.goto();
    await projects.open(project, isMobile);
    const panel = projects.panel();
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: `Download the fact sheet of ${project.name}` }).click();
    const bytes = new Uint8Array(await readFile(await (await download).path()));
    // The contact block and its QR code are on the first page, and the disclaimer names the day printed.
    const text = await pdfText(bytes.slice(), 1);
    expect(text).toContain('Rohan Mehta');
    expect(text).toContain(`+91-${DEMO_PHONE}`);
    expect(text).toContain('RERA Reg. No. A51800012345');
    expect((await pdfText(bytes.slice())).replace(/\s+/g, ' ')).toContain(
      `on the date of printing, ${dayInIndia()}; stamp duty`,
    );
    await writeFile(test.info().outputPath('fact-sheet.pdf'), bytes);
    const decoded = (await pdfImages(bytes, 1))
      .map((img) => jsQR(img.rgba, img.width, img.height)?.data)
      .filter(Boolean);
    expect(decoded).toEqual([link]);

    await panel.getByRole('button', { name: 'Share URL' }).click();
    const share = page.getByTestId('share-dialog');
    await expect(share.getByRole('textbox', { name: 'Address to share' })).toHaveValue(link);
    // (Blueprint's AnchorButton is a link drawn as a button.)
    await expect(share.locator('a', { hasText: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${project.name} ${link}`)}`,
    );
    await expect(share.getByRole('button', { name: 'Copy URL' })).toBeVisible();
  });
});
