// A list below 900 px: one card per row (RowCard), drawn by a window virtual list (the page scrolls, as
// on a phone), from the same rows as the desktop grid. The selected row (j, k) is marked and kept in view.
import { Classes } from '@blueprintjs/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ListCard, ListColumn } from './listSpec';
import { RowCard } from './RowCard';

type CardListProps<Row> = {
  /** Accessible name of the list. */
  label: string;
  rows: readonly Row[];
  card: ListCard<Row>;
  columns: readonly ListColumn<Row>[];
  getRowId: (row: Row) => number;
  loading: boolean;
  emptyText: ReactNode;
  selectedId: number | null;
  /** Opens a row; without it the cards only show their text. */
  onOpen?: ((row: Row) => void) | undefined;
  onSelect?: ((row: Row) => void) | undefined;
  /** Rows marked as changed since the user last looked (their ids): their cards say 'Updated'. */
  markedIds?: ReadonlySet<number> | undefined;
};

const PLACEHOLDERS = [0, 1, 2, 3, 4];
/** Cards drawn beyond the window, above and below, so a quick scroll does not show blank space. */
const OVERSCAN = 6;

/** A card's height before it is measured: its title, its lines, its footer. */
function estimatedHeight<Row>(card: ListCard<Row>): number {
  return 42 + card.fields.length * 20 + (card.added || card.action ? 30 : 0);
}

/** Where the list starts in the page; follows what is above it (chips, headers) growing or shrinking. */
function useDocumentTop(element: HTMLElement | null): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    if (element.parentElement) observer.observe(element.parentElement);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [element]);
  return top;
}

export function CardList<Row>({
  label,
  rows,
  card,
  columns,
  getRowId,
  loading,
  emptyText,
  selectedId,
  onOpen,
  onSelect,
  markedIds,
}: CardListProps<Row>) {
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const scrollMargin = useDocumentTop(list);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimatedHeight(card),
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? index : getRowId(row);
    },
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });

  // The selection moved by keys: bring its card into view, and its button into focus when the list has it.
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  useEffect(() => {
    if (selectedId === null) return;
    const index = rowsRef.current.findIndex((row) => getRowId(row) === selectedId);
    if (index < 0) return;
    virtualizer.scrollToIndex(index, { align: 'auto' });
    if (!list?.contains(document.activeElement)) return;
    requestAnimationFrame(() =>
      list.querySelector<HTMLElement>(`[data-row-id="${selectedId}"] .pp-row-card__open`)?.focus(),
    );
  }, [selectedId, getRowId, virtualizer, list]);

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? first.start - scrollMargin : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  const now = Date.now();

  return (
    <section className="pp-card-list" aria-label={label} aria-busy={loading}>
      <ul
        ref={setList}
        className="pp-card-list__items"
        aria-label={label}
        style={{ paddingTop: before, paddingBottom: after }}
      >
        {items.map((item) => {
          const row = rows[item.index];
          if (row === undefined) return null;
          const id = getRowId(row);
          return (
            <li
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              data-row-id={id}
              aria-setsize={rows.length}
              aria-posinset={item.index + 1}
              className={
                id === selectedId ? 'pp-card-list__item pp-card-list__item--selected' : 'pp-card-list__item'
              }
            >
              <RowCard
                card={card}
                columns={columns}
                row={row}
                now={now}
                marked={markedIds?.has(id) ?? false}
                onOpen={onOpen && (() => onOpen(row))}
                onFocus={onSelect && (() => onSelect(row))}
              />
            </li>
          );
        })}
      </ul>
      {loading && (
        <div className="pp-card-list__overlay" data-testid="grid-loading">
          {PLACEHOLDERS.map((i) => (
            <div key={i} className={`pp-card-list__placeholder ${Classes.SKELETON}`} />
          ))}
        </div>
      )}
      {!loading && rows.length === 0 && (
        <div className="pp-card-list__empty" data-testid="grid-empty">
          {emptyText}
        </div>
      )}
    </section>
  );
}
