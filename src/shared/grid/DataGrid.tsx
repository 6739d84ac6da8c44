// The one table component of the product: AG Grid (community) with our theme, a required row id,
// the column layout (order, visibility, widths, pins) from the column-layout store, placeholder rows while
// loading, the screen's empty text, and filterable cells. Paging is server-side (see Paginator). Desktop
// only: it is loaded as a chunk of its own (DataGridChunk); a phone's lists are cards (shared/list/CardList).
import { Classes } from '@blueprintjs/core';
import type {
  CellClickedEvent,
  CellFocusedEvent,
  ColumnMovedEvent,
  ColumnPinnedEvent,
  ColumnResizedEvent,
  GetRowIdParams,
  GridApi,
  GridReadyEvent,
  ICellRendererParams,
  IsFullWidthRowParams,
  RowClassParams,
  SortChangedEvent,
  SuppressKeyboardEventParams,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldItem, reorderItems, withPin, withWidths } from '../../domain/columnLayouts';
import { useWidth } from '../ui/useWidth';
import { ExpandedRow } from './ExpandedRow';
import type { GridColumn, GridSort } from './gridColumn';
import { gridTheme, registerGridModules } from './gridTheme';
import './grid.css';

registerGridModules();

/** Rows opened below themselves by their expand toggle: the open rows' ids and what each shows. */
export type GridExpansion<T> = { ids: ReadonlySet<string>; render: (row: T) => ReactNode };

export type DataGridProps<T> = {
  rows: readonly T[];
  columns: readonly GridColumn<T>[];
  /** Column order, visibility, widths and pins (names are the columns' colIds). */
  layout: readonly FieldItem[];
  onLayoutChange: (items: FieldItem[]) => void;
  getRowId: (row: T) => string;
  loading: boolean;
  emptyText: ReactNode;
  /** Accessible name of the table. */
  label: string;
  /** colIds whose cells add their value as a filter when clicked. */
  filterableColumns?: readonly string[];
  onCellFilter?: (column: string, row: T) => void;
  /** colIds whose header orders the rows (the server orders them: the grid keeps the rows' order). */
  sortableColumns?: readonly string[];
  sort?: GridSort | null;
  onSortChange?: (sort: GridSort | null) => void;
  selectedId?: string | null;
  onSelect?: (row: T) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  /** Keys the screen handles itself (its commands: selection moves, open, close); the grid leaves them alone. */
  suppressKey?: (event: globalThis.KeyboardEvent) => boolean;
  expansion?: GridExpansion<T>;
  /** Rows marked as changed since the user last looked (their ids): drawn in bold. */
  markedIds?: ReadonlySet<string>;
  /** Columns kept in view at the right edge while the grid is too narrow for all its columns (unless pinned). */
  keepInView?: readonly string[];
};

const PLACEHOLDER_ROWS = [0, 1, 2, 3, 4];
/** No columns: one array for every render, so the column definitions are not worked out again each time. */
const NO_COLUMNS: readonly string[] = [];

/** How long the pointer rests on a cut value before its tooltip shows (ms). */
const TOOLTIP_DELAY = 400;

/** A sortable column's comparator: every row equal, so the grid keeps the order the server gave. */
const keepOrder = () => 0;

/** The narrowest a column without a minimum of its own gets. */
const MIN_COLUMN_WIDTH = 64;

/**
 * The layout's columns share the grid's width in proportion to their widths, so the rows span the grid
 * as the header does; none gets narrower than its minimum (its content's): then the grid scrolls sideways.
 */
function fillWidth<T>(def: GridColumn<T>): Partial<GridColumn<T>> {
  if (def.flex !== undefined || def.width === undefined) return {};
  return {
    width: undefined,
    flex: def.width,
    minWidth: def.minWidth ?? Math.min(def.width, MIN_COLUMN_WIDTH),
  };
}

export function DataGrid<T>({
  rows,
  columns,
  layout,
  onLayoutChange,
  getRowId,
  loading,
  emptyText,
  label,
  filterableColumns = NO_COLUMNS,
  onCellFilter,
  sortableColumns = NO_COLUMNS,
  sort = null,
  onSortChange,
  selectedId = null,
  onSelect,
  onKeyDown,
  suppressKey,
  expansion,
  markedIds,
  keepInView = NO_COLUMNS,
}: DataGridProps<T>) {
  const [api, setApi] = useState<GridApi<T> | null>(null);
  const containerRef = useRef<HTMLElement>(null);
  const [section, setSection] = useState<HTMLElement | null>(null);
  const gridWidth = useWidth(section);
  const sectionRef = useCallback((element: HTMLElement | null) => {
    containerRef.current = element;
    setSection(element);
  }, []);
  /** The id of the row the user last picked in the grid itself, until the selection effect has seen it. */
  const pickedRef = useRef<string | null>(null);
  const layoutRef = useRef(layout);
  layoutRef.current = layout;

  const columnDefs = useMemo(() => {
    const byId = new Map(columns.map((c) => [c.colId, c]));
    // The columns to keep in view stay at the right edge when, at their minimum widths, the columns up
    // to them do not fit in the grid.
    const shown = layout.filter((item) => item.show);
    const last = shown.findLastIndex((item) => keepInView.includes(item.name));
    const leading = columns.filter((c) => !layout.some((item) => item.name === c.colId));
    const upTo = shown.slice(0, last + 1).reduce((sum, item) => {
      const def = byId.get(item.name);
      return sum + (item.width ?? def?.minWidth ?? def?.width ?? MIN_COLUMN_WIDTH);
    }, 0);
    const narrow =
      last >= 0 && gridWidth > 0 && upTo + leading.reduce((sum, c) => sum + (c.width ?? 0), 0) > gridWidth;
    const ordered: GridColumn<T>[] = [];
    for (const item of layout) {
      const def = byId.get(item.name);
      if (!def) continue;
      byId.delete(item.name);
      const filterable = filterableColumns.includes(def.colId);
      const sortable = sortableColumns.includes(def.colId);
      ordered.push({
        ...def,
        // A width the partner gave the column holds it; the others share what is left.
        ...(item.width ? { width: item.width, flex: undefined } : fillWidth(def)),
        pinned: item.pinned ?? (narrow && keepInView.includes(def.colId) ? 'right' : null),
        hide: !item.show,
        ...(filterable ? { cellClass: 'pp-grid__cell--filterable' } : {}),
        ...(sortable
          ? { sortable, comparator: keepOrder, sort: sort?.colId === def.colId ? sort.direction : null }
          : {}),
      });
    }
    // Columns outside the layout (row actions) come first and cannot be hidden.
    return [...byId.values(), ...ordered];
  }, [columns, layout, filterableColumns, sortableColumns, sort, gridWidth, keepInView]);

  const defaultColDef = useMemo(
    () => ({
      sortable: false,
      resizable: true,
      // A narrow column's header wraps between its words.
      wrapHeaderText: true,
      autoHeaderHeight: true,
      // A value cut by its column's width (a word longer than it) shows whole in a tooltip.
      tooltip: true,
      suppressKeyboardEvent: (params: SuppressKeyboardEventParams<T>) => suppressKey?.(params.event) ?? false,
    }),
    [suppressKey],
  );

  const handleGridReady = useCallback((event: GridReadyEvent<T>) => setApi(event.api), []);

  // A header clicked (ascending, descending, then the list's own order) asks the screen for that order.
  const handleSortChanged = useCallback(
    (event: SortChangedEvent<T>) => {
      if (event.source !== 'uiColumnSorted') return;
      const sorted = event.api.getColumnState().find((c) => c.sort);
      onSortChange?.(sorted?.sort ? { colId: sorted.colId, direction: sorted.sort } : null);
    },
    [onSortChange],
  );

  const handleColumnMoved = useCallback(
    (event: ColumnMovedEvent<T>) => {
      if (!event.finished) return;
      const order = event.api.getColumnState().map((c) => c.colId);
      const next = reorderItems(layoutRef.current, order);
      if (next.some((item, i) => item.name !== layoutRef.current[i]?.name)) onLayoutChange(next);
    },
    [onLayoutChange],
  );

  // A column resized by dragging its edge keeps its width; dragged into the pinned area, its pin.
  const handleColumnResized = useCallback(
    (event: ColumnResizedEvent<T>) => {
      if (!event.finished || event.source !== 'uiColumnResized') return;
      // The column dragged keeps its width; the flexible ones beside it go on sharing the rest.
      const resized = event.column ? [event.column] : (event.columns ?? []);
      const widths = new Map(resized.map((c) => [c.getColId(), c.getActualWidth()]));
      onLayoutChange(withWidths(layoutRef.current, widths));
    },
    [onLayoutChange],
  );
  const handleColumnPinned = useCallback(
    (event: ColumnPinnedEvent<T>) => {
      if (event.source !== 'uiColumnDragged' || !event.columns) return;
      const side = event.pinned === 'left' || event.pinned === 'right' ? event.pinned : null;
      let next = [...layoutRef.current];
      for (const column of event.columns) next = withPin(next, column.getColId(), side);
      onLayoutChange(next);
    },
    [onLayoutChange],
  );

  /** Selects a row picked in the grid itself (clicked or focused). */
  const pick = useCallback(
    (row: T) => {
      pickedRef.current = getRowId(row);
      onSelect?.(row);
    },
    [getRowId, onSelect],
  );

  const handleCellClicked = useCallback(
    (event: CellClickedEvent<T>) => {
      const row = event.data;
      if (!row) return;
      pick(row);
      const colId = event.column.getColId();
      if (onCellFilter && filterableColumns.includes(colId)) onCellFilter(colId, row);
    },
    [pick, onCellFilter, filterableColumns],
  );

  const handleCellFocused = useCallback(
    (event: CellFocusedEvent<T>) => {
      if (event.rowIndex === null || event.rowIndex === undefined || event.rowPinned) return;
      const shown = event.api.getDisplayedRowAtIndex(event.rowIndex)?.data;
      // An expanded row's own full-width row stands for it.
      const row = shown === undefined ? undefined : (expandedRef.current.get(shown) ?? shown);
      if (row && getRowId(row) !== selectedId) pick(row);
    },
    [pick, getRowId, selectedId],
  );

  // The selection follows the store: scroll to it, and move the focused cell when the grid has focus.
  // The selected row's class comes from rowClassRules (a new rules object re-styles the rows in place;
  // redrawing them would rebuild their cells, and a click whose mousedown selected the row would be lost).
  // A row picked in the grid (clicked or focused) is on screen already: the grid is not asked to scroll
  // to it, which measures the page's layout and, until the next rows arrive, keeps measuring it again.
  useEffect(() => {
    const picked = pickedRef.current;
    pickedRef.current = null;
    if (!api || selectedId === null || picked === selectedId) return;
    const node = api.getRowNode(selectedId);
    if (!node || node.rowIndex === null) return;
    api.ensureNodeVisible(node);
    const container = containerRef.current;
    const focused = api.getFocusedCell();
    if (container?.contains(document.activeElement) && focused && focused.rowIndex !== node.rowIndex) {
      api.setFocusedCell(node.rowIndex, focused.column);
    }
  }, [api, selectedId]);

  const rowClassRules = useMemo(
    () => ({
      'pp-grid__row--selected': (params: RowClassParams<T>) =>
        params.data !== undefined && selectedId !== null && getRowId(params.data) === selectedId,
      'pp-grid__row--marked': (params: RowClassParams<T>) =>
        params.data !== undefined && (markedIds?.has(getRowId(params.data)) ?? false),
    }),
    [selectedId, markedIds, getRowId],
  );

  // An open row is followed by a full-width row of its own: a copy of it, known by the map.
  const expansionIds = expansion?.ids;
  const { data, expanded } = useMemo(() => {
    const copies = new Map<T, T>();
    const list: T[] = [];
    for (const row of rows) {
      list.push(row);
      if (expansionIds?.has(getRowId(row))) {
        const copy = { ...row };
        copies.set(copy, row);
        list.push(copy);
      }
    }
    return { data: list, expanded: copies };
  }, [rows, expansionIds, getRowId]);
  const expandedRef = useRef(expanded);
  expandedRef.current = expanded;
  const renderExpansion = expansion?.render;
  const isFullWidthRow = useCallback(
    (params: IsFullWidthRowParams<T>) =>
      params.rowNode.data !== undefined && expandedRef.current.has(params.rowNode.data),
    [],
  );
  const fullWidthCellRenderer = useCallback(
    (params: ICellRendererParams<T>) => {
      const row = params.data === undefined ? undefined : expandedRef.current.get(params.data);
      return row && renderExpansion ? (
        <ExpandedRow node={params.node} api={params.api}>
          {renderExpansion(row)}
        </ExpandedRow>
      ) : null;
    },
    [renderExpansion],
  );
  const showEmpty = !loading && rows.length === 0;

  return (
    <section className="pp-grid" ref={sectionRef} onKeyDown={onKeyDown} aria-label={label}>
      <div className="pp-grid__body" aria-busy={loading}>
        <AgGridReact<T>
          theme={gridTheme}
          rowData={data}
          columnDefs={columnDefs}
          defaultColDef={defaultColDef}
          getRowId={(params: GetRowIdParams<T>) => {
            const row = expanded.get(params.data);
            return row ? `${getRowId(row)}:expanded` : getRowId(params.data);
          }}
          isFullWidthRow={isFullWidthRow}
          fullWidthCellRenderer={fullWidthCellRenderer}
          domLayout="autoHeight"
          tooltipShowMode="whenTruncated"
          tooltipShowDelay={TOOLTIP_DELAY}
          suppressDragLeaveHidesColumns
          suppressMultiSort
          suppressNoRowsOverlay
          suppressLoadingOverlay
          suppressCellFocus={false}
          rowClassRules={rowClassRules}
          onGridReady={handleGridReady}
          onColumnMoved={handleColumnMoved}
          onColumnResized={handleColumnResized}
          onColumnPinned={handleColumnPinned}
          onCellClicked={handleCellClicked}
          onCellFocused={handleCellFocused}
          onSortChanged={handleSortChanged}
        />
        {loading && (
          <div className="pp-grid__overlay" data-testid="grid-loading">
            {PLACEHOLDER_ROWS.map((i) => (
              <div key={i} className={`pp-grid__placeholder ${Classes.SKELETON}`} />
            ))}
          </div>
        )}
        {showEmpty && (
          <div className="pp-grid__overlay pp-grid__empty" data-testid="grid-empty">
            {emptyText}
          </div>
        )}
      </div>
    </section>
  );
}
