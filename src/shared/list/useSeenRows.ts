// The rows a list screen has shown this session, by id, so a row's open panel outlives a page change.
import { useMemo } from 'react';

export function useSeenRows<Row>(
  rows: readonly Row[],
  rowId: (row: Row) => number,
): ReadonlyMap<number, Row> {
  const seen = useMemo(() => new Map<number, Row>(), []);
  for (const row of rows) seen.set(rowId(row), row);
  return seen;
}
