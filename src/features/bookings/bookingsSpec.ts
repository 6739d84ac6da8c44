// The bookings list, declared for the list kit (spec 02 §2 "Bookings", §7 GET /booking, §8, §9).
import { unwrap } from '../../api/client';
import { createListStore } from '../../shared/list/createListStore';
import { type ListSpec, listTexts, type ReferenceLists, showingAll } from '../../shared/list/listSpec';
import { screenKey } from '../../shared/state/screenKey';
import { BOOKING_COLUMNS, type Booking } from './bookingColumns';
import { BOOKING_FIELDS, type BookingQuery, bookingPreset } from './bookingFilters';

export const bookingsSpec: ListSpec<Booking, BookingQuery, ReferenceLists> = {
  name: 'bookings',
  noun: 'booking',
  label: 'Bookings',
  filtersLabel: 'Bookings Filters',
  countTestId: 'bookings-count',
  columns: BOOKING_COLUMNS,
  card: {
    title: 'Client Name',
    fields: ['Project', 'Current Status', 'Booking Date', 'Booking Amount'],
    action: 'Details',
  },
  fields: BOOKING_FIELDS,
  preset: (slug) => bookingPreset(slug),
  views: { kind: 'server', type: 'booking' },
  layout: 'booking',
  fetchPage: (api, query, { page, size }, signal) =>
    unwrap(api.GET('/booking', { params: { query: { ...query, page, size } }, signal })).then((answer) => ({
      rows: answer.results,
      count: answer.meta.totalElements,
    })),
  rowId: (booking) => booking.id,
  texts: listTexts('bookings', {
    // 'Showing all N bookings' ('Showing all 1 booking').
    count: showingAll('booking', 'bookings'),
    empty: 'Relax! Your bookings are coming soon..!!',
    rejected: 'rejected',
  }),
};

export const BookingsListStore = createListStore(bookingsSpec);

export const BOOKINGS_SCREEN = screenKey('bookings', BookingsListStore);
