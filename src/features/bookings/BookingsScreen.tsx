// The bookings workspace (/bookings/:id?, /bookings/booked, /bookings/cancelled) on the list kit:
// the passback cards above the table, the mobile link cards, and the booking panel (spec 02 §2).
import { NonIdealState } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useStores } from '../../app/StoresContext';
import type { GridColumn } from '../../shared/grid/gridColumn';
import { ListScreen } from '../../shared/list/ListScreen';
import { openRowColumn } from '../../shared/list/openRowColumn';
import { useSeenRows } from '../../shared/list/useSeenRows';
import { useIsDesktop } from '../../shared/ui/useIsDesktop';
import { BookingPanel } from './BookingPanel';
import type { Booking } from './bookingColumns';
import { BOOKINGS_SCREEN } from './bookingsSpec';
import { BookingLinkCards, PassbackCards } from './PassbackCards';
import { PASSBACK_SCREEN } from './PassbackStore';
import { StatementBar } from './StatementBar';
import './bookings.css';
import { prefetchList } from '../../shared/list/useRouteFilters';

/** Start-up's fetch of the list the address shows by default, before the screen draws. */
export const prefetch = prefetchList(BOOKINGS_SCREEN);

export const BookingsScreen = observer(function BookingsScreen() {
  const root = useStores();
  const store = root.screens.get(BOOKINGS_SCREEN);
  const passback = root.screens.get(PASSBACK_SCREEN);
  const isDesktop = useIsDesktop();
  const userId = root.session.user?.id ?? 0;
  const { selection } = store;

  useEffect(() => passback.show(userId), [passback, userId]);

  const seen = useSeenRows(store.rows, store.spec.rowId);

  const open = useMemo<GridColumn<Booking>[]>(
    () => [
      openRowColumn<Booking>(
        'Details',
        100,
        (id) => selection.open(id),
        (b) => `Details of booking #${b.id}`,
      ),
    ],
    [selection],
  );

  const detail = (id: number) => {
    const booking = seen.get(id);
    return {
      title: `#${id}`,
      content: booking ? (
        <BookingPanel key={id} booking={booking} />
      ) : (
        <NonIdealState icon={<SearchIcon />} title="This booking is not in the list any more." />
      ),
    };
  };

  const header = (
    <div className="pp-bookings-header">
      {!isDesktop && <BookingLinkCards />}
      <PassbackCards store={passback} />
      <StatementBar />
    </div>
  );

  return <ListScreen store={store} header={header} leadingColumns={open} detail={detail} />;
});
