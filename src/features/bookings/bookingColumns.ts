// The columns of the bookings list (spec 02 §2 "Bookings", §3 "Booking"): colIds are the layout
// names; Current Status from the status table; a column with a cell filter adds its value as a filter.
import type { components } from '../../api/schema';
import { bookingStatus } from '../../domain/bookingStatus';
import { formatRupees } from '../../domain/number';
import { formatDate, formatPhone, yesNo } from '../../shared/format/display';
import type { CellFilter, ListColumn } from '../../shared/list/listSpec';

export type Booking = components['schemas']['Booking'];

/** '10%, 20%', or 'N/A' when the client has paid nothing recorded. */
export function clientPaymentText(booking: Pick<Booking, 'ClientPaymentPercentages'>): string {
  const list = booking.ClientPaymentPercentages;
  return list.length === 0 ? 'N/A' : list.map((p) => `${p.percentage}%`).join(', ');
}

const text = (
  colId: string,
  value: (booking: Booking) => string,
  width = 150,
  extra: Partial<ListColumn<Booking>> = {},
): ListColumn<Booking> => ({
  colId,
  headerName: colId,
  width,
  value,
  valueGetter: (params) => (params.data ? value(params.data) : ''),
  ...extra,
});

const amount = (colId: string, value: (booking: Booking) => number | null): ListColumn<Booking> =>
  text(colId, (b) => formatRupees(value(b)), 160, { type: 'rightAligned' });

const filter = (key: string, id: number | string, name: string, arity: CellFilter['arity']): CellFilter => ({
  key,
  option: { id, name },
  arity,
});

export const BOOKING_COLUMNS: readonly ListColumn<Booking>[] = [
  text('ID', (b) => String(b.Lead.id), 90),
  text('Cancelled', (b) => yesNo(b.is_lead_cancelled), 110, {
    cellFilter: (b) => (b.is_lead_cancelled === 1 ? filter('is_lead_cancelled', 1, 'Yes', 'single') : null),
  }),
  text('Project', (b) => b.Project.name, 200, {
    cellFilter: (b) => filter('projectId', b.Project.id, b.Project.name, 'multi'),
  }),
  text('Client Name', (b) => b.Client.name, 180),
  text('Booking Date', (b) => formatDate(b.booking_date), 130),
  text('Client Contact', (b) => formatPhone(b.Client.number), 150, {
    cellFilter: (b) => filter('clientNumber', b.Client.number, b.Client.number, 'single'),
  }),
  amount('Booking Amount', (b) => b.booking_amount),
  amount('Agreement Amount', (b) => b.agreement_value),
  text('Booking ID', (b) => String(b.id), 110),
  text('Flat Type', (b) => b.flat_type ?? '', 110),
  text('Building Number', (b) => b.building_number ?? '', 140),
  text('Flat No.', (b) => b.flat_no ?? '', 100),
  text('Current Status', (b) => bookingStatus(b), 200),
  text('Client Payment Percentage', clientPaymentText, 200),
];
