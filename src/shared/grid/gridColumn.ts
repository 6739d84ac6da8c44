// The column type every list defines its columns with (the one place features get AG Grid's types), and
// the one helper that builds a text column: its width follows what it holds, so every value stays readable.
import type { ColDef } from 'ag-grid-community';

/** An AG Grid column with a required colId: the column's name in the column layout ('ID', 'Stage'...). */
export type GridColumn<T> = ColDef<T> & { colId: string };

/** The column the rows are ordered by (by the server) and its direction. */
export type GridSort = { colId: string; direction: 'asc' | 'desc' };

/**
 * What a column holds, which decides how narrow it may get: money, dates, phones and the protection
 * state stay on one line; names and longer text wrap onto more lines (the row grows), never cut.
 */
export type ColumnContent =
  | 'id'
  | 'flag'
  | 'label'
  | 'name'
  | 'text'
  | 'date'
  | 'dateTime'
  | 'phone'
  | 'money'
  | 'protection';

/** Per content: the narrowest the column gets (its widest value whole, padding included) and its share of a wide grid. */
export const COLUMN_WIDTHS: Record<ColumnContent, { min: number; width: number }> = {
  id: { min: 72, width: 80 },
  flag: { min: 64, width: 90 },
  label: { min: 112, width: 130 },
  name: { min: 150, width: 200 },
  text: { min: 120, width: 160 },
  date: { min: 112, width: 120 },
  dateTime: { min: 172, width: 180 },
  phone: { min: 136, width: 150 },
  money: { min: 124, width: 140 },
  protection: { min: 112, width: 120 },
};

// A header wraps between its words only: the column is at least as wide as its longest word in the
// header's semi-bold font (about 8 px a character), with the cell padding and the resize handle.
const HEADER_CHAR_WIDTH = 8;
const HEADER_ROOM = 28;

/** The width a header needs to show its longest word whole. */
export function headerMinWidth(header: string): number {
  const longest = Math.max(0, ...header.split(/\s+/).map((word) => word.length));
  return Math.ceil(longest * HEADER_CHAR_WIDTH + HEADER_ROOM);
}

/**
 * The contents that wrap onto more lines (the row grows to the tallest): only these cells are measured
 * for the row's height, which costs a layout each when the rows are drawn.
 */
const WRAPS: ReadonlySet<ColumnContent> = new Set(['label', 'name', 'text']);

/** A column with its cell's text for a row (what a phone's card shows for it too). */
export type TextColumn<T> = GridColumn<T> & { value: (row: T) => string };

/**
 * A column named `colId` (its header too) showing `value(row)`, sized for its content; `extra` adds to it
 * (a cell filter, a width the list prefers, hidden by default...).
 */
export function textColumn<T, X extends object = object>(
  colId: string,
  content: ColumnContent,
  value: (row: T) => string,
  extra?: X & Partial<GridColumn<T>>,
): TextColumn<T> & X {
  const { min, width } = COLUMN_WIDTHS[content];
  const minWidth = Math.max(min, headerMinWidth(colId));
  const column: TextColumn<T> = {
    colId,
    headerName: colId,
    value,
    valueGetter: (params) => (params.data ? value(params.data) : ''),
    width: Math.max(width, minWidth),
    minWidth,
    ...(content === 'money' ? { type: 'rightAligned' } : {}),
    ...(WRAPS.has(content) ? { wrapText: true, autoHeight: true } : {}),
  };
  return Object.assign(column, extra);
}
