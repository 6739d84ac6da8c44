// A list row on a phone (one card per row, drawn by the grid as a full-width row): the title column's
// text in full, the card's columns with their names, how long ago the row was added and its action.
import { Classes } from '@blueprintjs/core';
import { relativeTime } from '../../domain/activity';
import type { ListCard, ListColumn } from './listSpec';

type RowCardProps<Row> = {
  card: ListCard<Row>;
  columns: readonly ListColumn<Row>[];
  row: Row;
  now: number;
  onOpen: () => void;
};

/** Names up to this many characters fit on the title's one line of a 360 px phone; longer ones wrap. */
const TITLE_LINE_CHARS = 30;
const PADDING = 20;
const TITLE_LINE = 22;
const FIELD_LINE = 20;
const FOOTER = 30;

const cellText = <Row>(columns: readonly ListColumn<Row>[], colId: string, row: Row): string =>
  columns.find((c) => c.colId === colId)?.value?.(row) ?? '';

/** The card's height in pixels: the grid needs each row's height before drawing it. */
export function rowCardHeight<Row>(
  card: ListCard<Row>,
  columns: readonly ListColumn<Row>[],
  row: Row,
): number {
  const title = cellText(columns, card.title, row);
  const titleLines = title.length > TITLE_LINE_CHARS ? 2 : 1;
  const footer = card.added || card.action ? FOOTER : 0;
  return PADDING + titleLines * TITLE_LINE + card.fields.length * FIELD_LINE + footer + 1;
}

const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

/**
 * The card of a row, built as DOM nodes: the grid draws one per row of the page at once, and plain
 * nodes cost a fraction of a React tree per row on a phone's processor (Lighthouse mobile, /leads).
 */
export function rowCardElement<Row>({ card, columns, row, now, onOpen }: RowCardProps<Row>): HTMLElement {
  // A cell of the grid's row (a row holds cells only), spanning it; the grid moves focus to its row.
  const root = element('div', 'pp-row-card');
  root.setAttribute('role', 'gridcell');
  root.tabIndex = -1;
  const title = element('h3', 'pp-row-card__title', cellText(columns, card.title, row));
  title.dataset.colId = card.title;
  const fields = element('dl', 'pp-row-card__fields');
  for (const colId of card.fields) {
    const field = element('div', 'pp-row-card__field');
    const value = element('dd', '', cellText(columns, colId, row));
    value.dataset.colId = colId;
    field.append(element('dt', '', colId), value);
    fields.append(field);
  }
  root.append(title, fields);
  const added = card.added?.(row);
  if (added || card.action) {
    const footer = element('footer', 'pp-row-card__footer');
    footer.append(element('span', 'pp-row-card__added', added ? `Added ${relativeTime(added, now)}` : ''));
    if (card.action) {
      // Blueprint's small, outlined primary button, as its classes draw it.
      const button = element(
        'button',
        [Classes.BUTTON, Classes.SMALL, Classes.OUTLINED, Classes.INTENT_PRIMARY].join(' '),
      );
      button.type = 'button';
      button.append(element('span', Classes.BUTTON_TEXT, card.action));
      button.addEventListener('click', (event) => {
        event.stopPropagation();
        onOpen();
      });
      footer.append(button);
    }
    root.append(footer);
  }
  return root;
}
