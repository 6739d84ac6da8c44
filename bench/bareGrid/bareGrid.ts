// The floor of a list screen for the benchmark: the same AG Grid, theme, modules and column
// definitions as the app, and nothing else (no store, no router, no React). Served by the same server
// as the app, it makes the start-up calls of spec 01 §2.3 and then the list's calls over HTTP with the
// partner's token, and draws the rows; a click on a cell makes the calls the app's filter made, and
// draws their rows.
import { type ColDef, createGrid } from 'ag-grid-community';
import { BOOKING_COLUMNS } from '../../src/features/bookings/bookingColumns';
import { LEAD_COLUMNS } from '../../src/features/leads/leadColumns';
import { gridTheme, registerGridModules } from '../../src/shared/grid/gridTheme';
import type { ListColumn } from '../../src/shared/list/listSpec';

type Row = { id: number };
/** What the bench hands the page (bench/webApp.ts): API paths with their queries. */
type BenchInput = {
  screen: 'leads' | 'bookings';
  columns: string[];
  token: string;
  countTestId: string;
  startup: string[];
  list: string[];
  filter: string[];
};

declare global {
  interface Window {
    benchInput: BenchInput;
  }
}

const SCREENS = {
  leads: LEAD_COLUMNS,
  bookings: BOOKING_COLUMNS,
} as unknown as Record<BenchInput['screen'], readonly ListColumn<Row>[]>;

const input = window.benchInput;
const headers = { authorization: `Bearer ${input.token}` };
const get = async (path: string): Promise<unknown> => {
  const res = await fetch(path, { headers });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json();
};

/** The rows and the count among the answers of a list's calls (a page of leads and its count, or bookings). */
function rowsAndCount(answers: unknown[]): { rows: Row[]; count: number } {
  let rows: Row[] = [];
  let count = 0;
  for (const a of answers as Record<string, unknown>[]) {
    const list = a.leads ?? a.results;
    if (Array.isArray(list)) rows = list as Row[];
    const meta = a.meta as { totalElements?: number } | undefined;
    if (typeof meta?.totalElements === 'number') count = meta.totalElements;
    else if (!Array.isArray(list) && typeof a.count === 'number') count = a.count;
  }
  return { rows, count };
}

registerGridModules();
const byId = new Map(SCREENS[input.screen].map((c) => [c.colId, c]));
const columnDefs: ColDef<Row>[] = input.columns.flatMap((id) => {
  const column = byId.get(id);
  if (!column) return [];
  const { cellFilter: _filter, hideOnPhone: _phone, ...def } = column;
  return [def];
});
const element = document.getElementById('grid');
const countText = document.getElementById('count');
if (!element || !countText) throw new Error('no #grid or #count');
countText.dataset.testid = input.countTestId;

const show = async (calls: string[]): Promise<void> => {
  const { rows, count } = rowsAndCount(await Promise.all(calls.map(get)));
  grid.setGridOption('rowData', rows);
  countText.textContent = `Showing all ${count}`;
};

// The grid is made while the calls are out (the page's code has nothing else to do then).
const grid = createGrid<Row>(element, {
  theme: gridTheme,
  columnDefs,
  getRowId: (params) => String(params.data.id),
  domLayout: 'autoHeight',
  onCellClicked: () => void show(input.filter),
});
void Promise.allSettled(input.startup.map(get)).then(() => show(input.list));
