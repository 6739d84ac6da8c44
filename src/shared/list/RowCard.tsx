// A list row on a phone (one card per row, drawn by CardList): the title column's text in full, the
// card's columns with their names, how long ago the row was added and its action. A row that opens is
// named by its title's button; a tap anywhere on the card opens it too.
import { Button, Tag } from '@blueprintjs/core';
import { relativeTime } from '../../domain/activity';
import { PhoneLinks } from '../ui/PhoneLinks';
import type { ListCard, ListColumn } from './listSpec';

type RowCardProps<Row> = {
  card: ListCard<Row>;
  columns: readonly ListColumn<Row>[];
  row: Row;
  now: number;
  /** Changed since the user last looked: the card says 'Updated'. */
  marked?: boolean;
  /** Opens the row; a row without it (a list without panels) only shows its text. */
  onOpen?: (() => void) | undefined;
  onFocus?: (() => void) | undefined;
};

const cellText = <Row,>(columns: readonly ListColumn<Row>[], colId: string, row: Row): string =>
  columns.find((c) => c.colId === colId)?.value?.(row) ?? '';

export function RowCard<Row>({
  card,
  columns,
  row,
  now,
  marked = false,
  onOpen,
  onFocus,
}: RowCardProps<Row>) {
  const added = card.added?.(row);
  const contact = card.contact?.(row);
  const title = cellText(columns, card.title, row);
  const action = onOpen ? card.action : undefined;
  return (
    // The title's button is the way in for keys and screen readers; the tap on the card is a larger target for it.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the card's button (its title) takes the keys
    <article className={onOpen ? 'pp-row-card pp-row-card--opens' : 'pp-row-card'} onClick={onOpen}>
      <h3 className="pp-row-card__title" data-col-id={card.title}>
        {onOpen ? (
          <button type="button" className="pp-row-card__open" onFocus={onFocus}>
            {title}
          </button>
        ) : (
          title
        )}
      </h3>
      <dl className="pp-row-card__fields">
        {card.fields.map((colId) => (
          <div key={colId} className="pp-row-card__field">
            <dt>{colId}</dt>
            <dd data-col-id={colId}>{cellText(columns, colId, row)}</dd>
          </div>
        ))}
      </dl>
      {(added || action || contact || marked) && (
        <footer className="pp-row-card__footer">
          <span className="pp-row-card__added">{added ? `Added ${relativeTime(added, now)}` : ''}</span>
          {marked ? (
            <Tag minimal round intent="primary" className="pp-row-card__mark">
              Updated
            </Tag>
          ) : null}
          {contact && <PhoneLinks contact={contact} variant="icons" className="pp-row-card__links" />}
          {action && (
            <Button
              size="small"
              intent="primary"
              variant="outlined"
              text={action}
              tabIndex={-1}
              onFocus={onFocus}
            />
          )}
        </footer>
      )}
    </article>
  );
}
