import { expect, type Locator } from '@playwright/test';

/** A row by its id: the grid's row on a desktop (once per column container), the card on a phone. */
export function rowIn(grid: Locator, id: number): Locator {
  return grid.locator(`.ag-row[row-id="${id}"], [data-row-id="${id}"]`);
}

/**
 * Scrolls a phone's card list down until the row's card is drawn (the list draws only the cards near
 * the screen); a desktop grid's row is there already.
 */
export async function scrollToRow(grid: Locator, id: number): Promise<Locator> {
  const row = rowIn(grid, id);
  await expect(async () => {
    if ((await row.count()) === 0) await grid.page().mouse.wheel(0, 600);
    await expect(row.first()).toBeAttached({ timeout: 1_000 });
  }).toPass();
  return row;
}

/** The rows on screen, top to bottom, by their ids (a grid draws a row once per column container). */
export async function rowIdsIn(grid: Locator): Promise<number[]> {
  const found = await grid.locator('.ag-row[row-id], [data-row-id]').evaluateAll((list) =>
    list.map((r) => ({
      id: Number(r.getAttribute('row-id') ?? r.getAttribute('data-row-id')),
      index: Number(r.getAttribute('row-index') ?? r.getAttribute('data-index')),
    })),
  );
  const byIndex = new Map(found.map((r) => [r.index, r.id]));
  return [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([, id]) => id);
}

/** A column's cell in a row: the grid's cell on a desktop, the line of the row's card on a phone. */
export function cellIn(row: Locator, column: string): Locator {
  return row.locator(`.ag-cell[col-id="${column}"], [data-col-id="${column}"]`);
}

/**
 * The text of each row's cells by column id, top to bottom. A row is drawn once per column container
 * (pinned left, centre, pinned right): its cells are gathered from all of them. On a phone a row is a
 * card whose lines name their columns.
 */
export function cellsByRow(grid: Locator): Promise<Record<string, string>[]> {
  return grid.locator('.ag-row[row-index], [data-row-id]').evaluateAll((rows) => {
    const byIndex = new Map<number, Record<string, string>>();
    for (const row of rows) {
      const index = Number(row.getAttribute('row-index') ?? row.getAttribute('data-index'));
      const cells = byIndex.get(index) ?? {};
      for (const cell of row.querySelectorAll('[col-id], [data-col-id]')) {
        const column = cell.getAttribute('col-id') ?? cell.getAttribute('data-col-id') ?? '';
        cells[column] = cell.textContent?.trim() ?? '';
      }
      byIndex.set(index, cells);
    }
    return [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([, cells]) => cells);
  });
}
