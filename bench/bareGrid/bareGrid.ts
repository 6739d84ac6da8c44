// The floor of a list screen for the benchmark: the same AG Grid, theme, modules and column
// definitions as the app, rendering rows it is handed in memory (no store, no router, no API). A
// click on a cell swaps in the second set of rows, as the app does when a cell becomes a filter.
import { type ColDef, createGrid, type GridApi } from 'ag-grid-community';
import { BOOKING_COLUMNS } from '../../src/features/bookings/bookingColumns';
import { LEAD_COLUMNS } from '../../src/features/leads/leadColumns';
import { gridTheme, registerGridModules } from '../../src/shared/grid/gridTheme';
import type { ListColumn } from '../../src/shared/list/listSpec';

type Row = { id: number };
type BenchInput = { screen: 'leads' | 'bookings'; columns: string[]; rows: Row[]; filtered: Row[] };

declare global {
  interface Window {
    benchInput: BenchInput;
    benchGrid: GridApi<Row>;
  }
}

const SCREENS = {
  leads: LEAD_COLUMNS,
  bookings: BOOKING_COLUMNS,
} as unknown as Record<BenchInput['screen'], readonly ListColumn<Row>[]>;

registerGridModules();
const input = window.benchInput;
const byId = new Map(SCREENS[input.screen].map((c) => [c.colId, c]));
const columnDefs: ColDef<Row>[] = input.columns.flatMap((id) => {
  const column = byId.get(id);
  if (!column) return [];
  const { cellFilter: _filter, hideOnPhone: _phone, ...def } = column;
  return [def];
});
const element = document.getElementById('grid');
if (!element) throw new Error('no #grid');
window.benchGrid = createGrid<Row>(element, {
  theme: gridTheme,
  columnDefs,
  rowData: input.rows,
  getRowId: (params) => String(params.data.id),
  domLayout: 'autoHeight',
  onCellClicked: (event) => event.api.setGridOption('rowData', input.filtered),
});
