// AG Grid modules (registered once; column moving is part of the core module) and the theme: primary blue and Poppins (spec 02 §9).
import {
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  EventApiModule,
  ModuleRegistry,
  RowApiModule,
  RowAutoHeightModule,
  RowStyleModule,
  ScrollApiModule,
  TooltipModule,
  themeQuartz,
} from 'ag-grid-community';

let registered = false;

export function registerGridModules(): void {
  if (registered) return;
  registered = true;
  ModuleRegistry.registerModules([
    ClientSideRowModelModule,
    // onRowHeightChanged: an expanded row's full-width row is as tall as what it shows.
    ClientSideRowModelApiModule,
    ColumnApiModule,
    RowApiModule,
    RowAutoHeightModule,
    RowStyleModule,
    CellStyleModule,
    ScrollApiModule,
    EventApiModule,
    // A cut cell's whole value on hover.
    TooltipModule,
  ]);
}

export const gridTheme = themeQuartz.withParams({
  accentColor: '#2d72d2',
  fontFamily: ['Poppins', 'sans-serif'],
  headerFontWeight: 600,
  headerBackgroundColor: '#f4f6fa',
  rowHoverColor: '#e8f0fc',
  selectedRowBackgroundColor: '#d3e2f8',
  fontSize: 13,
  // Narrower cell padding than Quartz's: a wide list (twelve lead columns) fits a 1440 px window.
  cellHorizontalPadding: 10,
  borderRadius: 8,
  wrapperBorderRadius: 8,
});
