// The passback summary cards above the bookings table (spec 02 §2 "Bookings"): Total GMV, Total
// Bookings, Total Brokerage, Base Brokerage, Ladder Incentives and Released (above 0 only), the info
// popover, and a warning when the summary and the bookings list disagree.
import { Button, Callout, Classes, Icon, PopoverNext } from '@blueprintjs/core';
import {
  BookIcon,
  ChevronRightIcon,
  DisableIcon,
  InfoSignIcon,
  RefreshIcon,
  WarningSignIcon,
} from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router-dom';
import { TOTAL_BOOKINGS_NOTE } from '../../domain/bookedCounts';
import { cardText, PASSBACK_NOTES, passbackCards } from '../../domain/brokerage';
import type { PassbackStoreInstance } from './PassbackStore';

type PassbackCardsProps = { store: PassbackStoreInstance };

const PLACEHOLDER_CARDS = [
  'Total GMV',
  'Total Bookings',
  'Total Brokerage',
  'Base Brokerage',
  'Ladder Incentives',
];

function InfoPopover() {
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <ul className="pp-passback__notes">
          {[...PASSBACK_NOTES, TOTAL_BOOKINGS_NOTE].map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      }
    >
      <Button variant="minimal" size="small" icon={<InfoSignIcon />} aria-label="About these amounts" />
    </PopoverNext>
  );
}

export const PassbackCards = observer(function PassbackCards({ store }: PassbackCardsProps) {
  const { summary, mismatches } = store;
  if (!summary) {
    if (store.status === 'rejected') {
      return (
        <section className="pp-passback" aria-label="Passback summary">
          <p className="pp-passback__failed">
            The passback summary could not be loaded.{' '}
            <Button
              variant="minimal"
              size="small"
              icon={<RefreshIcon />}
              text="Try again"
              onClick={() => void store.refresh()}
            />
          </p>
        </section>
      );
    }
    return (
      <section className="pp-passback" aria-label="Passback summary" aria-busy="true">
        <div className="pp-passback__cards">
          {PLACEHOLDER_CARDS.map((label) => (
            <div key={label} className={`pp-passback__card ${Classes.SKELETON}`}>
              {label}
            </div>
          ))}
        </div>
      </section>
    );
  }
  return (
    <section className="pp-passback" aria-label="Passback summary">
      <div className="pp-passback__row">
        <dl className="pp-passback__cards">
          {passbackCards(summary).map((card) => (
            <div key={card.key} className="pp-passback__card" data-testid={`passback-${card.key}`}>
              <dt className="pp-passback__label">
                {card.unit === 'units' ? `${card.label} (units)` : card.label}
              </dt>
              <dd className="pp-passback__value">{cardText(card)}</dd>
            </div>
          ))}
        </dl>
        <InfoPopover />
      </div>
      {mismatches.length > 0 && (
        <Callout intent="warning" icon={<WarningSignIcon />} title="The summary does not match your bookings">
          <p>The passback summary and the sums of your bookings list (cancelled bookings left out) differ:</p>
          <ul className="pp-passback__mismatches">
            {mismatches.map((m) => (
              <li key={m.label}>
                {m.label}: {m.summary} in the summary, {m.list} in the list
              </li>
            ))}
          </ul>
        </Callout>
      )}
    </section>
  );
});

/** The mobile link cards: My Bookings and Cancelled Bookings. */
export function BookingLinkCards() {
  const links = [
    { label: 'My Bookings', to: '/bookings/booked', icon: <BookIcon /> },
    { label: 'Cancelled Bookings', to: '/bookings/cancelled', icon: <DisableIcon /> },
  ];
  return (
    <nav className="pp-booking-links" aria-label="Bookings links">
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} className="pp-booking-links__card">
          <Icon icon={link.icon} size={20} />
          <span>{link.label}</span>
          <ChevronRightIcon />
        </NavLink>
      ))}
    </nav>
  );
}
