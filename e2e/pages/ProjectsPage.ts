import { expect, type Locator, type Page } from '@playwright/test';
import { cellIn, rowIdsIn, rowIn } from './gridCells';

export type ApiProject = {
  id: number;
  name: string;
  is_focus: 'Yes' | 'No';
  brochure_url: string | null;
  magnet_landing_page: string | null;
  Region: { Parentregion: { id: number; name: string } };
};

/** 'Showing all 12 projects' / 'No data found.' as the toolbar writes it. */
export function projectCountText(count: number): string {
  if (count === 0) return 'No data found.';
  return `Showing all ${count.toLocaleString('en-IN')} ${count === 1 ? 'project' : 'projects'}`;
}

/** The projects workspace (/projects/:id?): toolbar, filter form, grid and project panel. */
export class ProjectsPage {
  readonly filtersToggle: Locator;
  readonly filters: Locator;
  readonly saveFilter: Locator;
  readonly columnsButton: Locator;
  readonly count: Locator;
  readonly chips: Locator;
  readonly grid: Locator;
  readonly savedFilters: Locator;

  constructor(readonly page: Page) {
    this.filtersToggle = page.getByRole('button', { name: 'Projects Filters', exact: true });
    this.filters = page.getByRole('region', { name: 'Projects Filters' });
    this.saveFilter = page.getByRole('button', { name: 'Save Filter' });
    this.columnsButton = page.getByRole('button', { name: 'Show or hide columns' });
    this.count = page.getByTestId('projects-count');
    this.chips = page.getByRole('list', { name: 'Active filters' });
    this.grid = page.getByRole('region', { name: 'Projects' });
    this.savedFilters = page.getByRole('list', { name: 'Saved Projects filters' });
  }

  async goto(path = '/projects') {
    await this.page.goto(path);
    // The first visit also loads the screen's code: on a busy machine that alone can take a while.
    await expect(this.count).toHaveText(/Showing all|No data found\./, { timeout: 60_000 });
  }

  async reload() {
    await this.page.reload();
    await expect(this.count).toHaveText(/Showing all|No data found\./, { timeout: 60_000 });
  }

  async openFilters() {
    if ((await this.filtersToggle.getAttribute('aria-pressed')) !== 'true') await this.filtersToggle.click();
    await expect(this.filters).toBeVisible();
  }

  /** Chooses an option of a select of the filter form ('Region', 'Min Price', 'Focus'...). */
  async choose(label: string, option: string) {
    await this.filters.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
  }

  chipTexts(): Promise<string[]> {
    return this.chips.getByRole('listitem').allInnerTexts();
  }

  row(projectId: number): Locator {
    return rowIn(this.grid, projectId);
  }

  cell(projectId: number, column: string): Locator {
    return cellIn(this.row(projectId), column);
  }

  /** Shows or hides a column from the toolbar's column menu (the menu closes again). */
  async toggleColumn(name: string) {
    await this.columnsButton.click();
    await this.page.getByRole('group', { name: 'Columns' }).getByText(name, { exact: true }).click();
    await this.page.keyboard.press('Escape');
  }

  header(name: string): Locator {
    return this.page.locator(`.ag-header-cell[col-id="${name}"]`);
  }

  /** The ids of the rows on screen, top to bottom. */
  rowIds(): Promise<number[]> {
    return rowIdsIn(this.grid);
  }

  /** Opens a project's panel: its Details button on desktop, a tap on its row on a phone. */
  async open(project: { id: number; name: string }, isMobile: boolean) {
    if (isMobile) await this.cell(project.id, 'Project').click();
    else await this.page.getByRole('button', { name: `Details of ${project.name}` }).click();
    await expect(this.panel()).toHaveAttribute('data-project-id', String(project.id));
  }

  panel(): Locator {
    return this.page.getByTestId('project-panel').first();
  }

  /** The pane (desktop) or full-screen dialog (phone) holding the panel. */
  pane(): Locator {
    return this.page.getByTestId('pane-detail');
  }
}
