// The row-action column that opens a row's panel (More Info on leads, Details on bookings and
// projects): a small button whose click does not also select or filter by the cell.
import { Button } from '@blueprintjs/core';
import type { GridColumn } from '../grid/gridColumn';

export function openRowColumn<Row extends { id: number }>(
  text: string,
  width: number,
  onOpen: (id: number) => void,
  ariaLabel?: (row: Row) => string,
): GridColumn<Row> {
  return {
    colId: text,
    headerName: '',
    width,
    cellClass: 'pp-grid__cell--action',
    cellRenderer: (params: { data?: Row }) => {
      const row = params.data;
      if (!row) return null;
      return (
        <Button
          size="small"
          variant="minimal"
          intent="primary"
          text={text}
          aria-label={ariaLabel?.(row)}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(row.id);
          }}
        />
      );
    },
  };
}
