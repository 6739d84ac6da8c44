import type { Locator } from '@playwright/test';

/**
 * The text of each row's cells by column id, top to bottom. A row is drawn once per column container
 * (pinned left, centre, pinned right): its cells are gathered from all of them.
 */
export function cellsByRow(grid: Locator): Promise<Record<string, string>[]> {
  return grid.locator('.ag-row[row-index]').evaluateAll((rows) => {
    const byIndex = new Map<number, Record<string, string>>();
    for (const row of rows) {
      const index = Number(row.getAttribute('row-index'));
      const cells = byIndex.get(index) ?? {};
      for (const cell of row.querySelectorAll('[col-id]')) {
        cells[cell.getAttribute('col-id') ?? ''] = cell.textContent?.trim() ?? '';
      }
      byIndex.set(index, cells);
    }
    return [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([, cells]) => cells);
  });
}
