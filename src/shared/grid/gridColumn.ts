// The column type every list defines its columns with (the one place features get AG Grid's types).
import type { ColDef } from 'ag-grid-community';

/** An AG Grid column with a required colId: the column's name in the column layout ('ID', 'Stage'...). */
export type GridColumn<T> = ColDef<T> & { colId: string };
