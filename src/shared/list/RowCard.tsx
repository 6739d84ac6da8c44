// A list row on a phone (one card per row, drawn by the grid as a full-width row): the title column's
// text in full, the card's columns with their names, how long ago the row was added and its action.
import { Button } from '@blueprintjs/core';
import { relativeTime } from '../../domain/activity';
import { PhoneLinks } from '../ui/PhoneLinks';
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

const cellText = <Row,>(columns: readonly ListColumn<Row>[], colId: string, row: Row): string =>
  columns.find((c) => c.colId === colId)?.value?.(row) ?? '';

/** The card's height in pixels: the grid needs each row's height before drawing it. */
export function rowCardHeight<Row>(
  card: ListCard<Row>,
  columns: readonly ListColumn<Row>[],
  row: Row,
): number {
  const title = cellText(columns, card.title, row);
  const titleLines = title.length > TITLE_LINE_CHARS ? 2 : 1;
  const footer = card.added || card.action || card.contact ? FOOTER : 0;
  return PADDING + titleLines * TITLE_LINE + card.fields.length * FIELD_LINE + footer + 1;
}

export function RowCard<Row>({ card, columns, row, now, onOpen }: RowCardProps<Row>) {
  const added = card.added?.(row);
  const contact = card.contact?.(row);
  return (
    // A cell of the grid's row (a row holds cells only), spanning it; the grid moves focus to its row.
    // biome-ignore lint/a11y/useSemanticElements: AG Grid's rows are divs, so a td cannot be their cell
    <div className="pp-row-card" role="gridcell" tabIndex={-1}>
      <h3 className="pp-row-card__title" data-col-id={card.title}>
        {cellText(columns, card.title, row)}
      </h3>
      <dl className="pp-row-card__fields">
        {card.fields.map((colId) => (
          <div key={colId} className="pp-row-card__field">
            <dt>{colId}</dt>
            <dd data-col-id={colId}>{cellText(columns, colId, row)}</dd>
          </div>
        ))}
      </dl>
      {(added || card.action || contact) && (
        <footer className="pp-row-card__footer">
          <span className="pp-row-card__added">{added ? `Added ${relativeTime(added, now)}` : ''}</span>
          {contact && <PhoneLinks contact={contact} variant="icons" className="pp-row-card__links" />}
          {card.action && (
            <Button
              size="small"
              intent="primary"
              variant="outlined"
              text={card.action}
              onClick={(event) => {
                event.stopPropagation();
                onOpen();
              }}
            />
          )}
        </footer>
      )}
    </div>
  );
}
