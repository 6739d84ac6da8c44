// The columns of the bookings list (spec 02 §2 "Bookings", §3 "Booking"): colIds are the layout
// names; Current Status from the status table; a column with a cell filter adds its value as a filter.
import type { components } from '../../api/schema';
import { bookingStatus } from '../../domain/bookingStatus';
import { formatDay } from '../../domain/dates';
import { formatRupees } from '../../domain/number';
import { formatPhone, yesNo } from '../../shared/format/display';
import { textColumn } from '../../shared/grid/gridColumn';
import type { CellFilter, ListColumn } from '../../shared/list/listSpec';

export type Booking = components['schemas']['Booking'];

/** '10%, 20%', or 'N/A' when the client has paid nothing recorded. */
export function clientPaymentText(booking: Pick<Booking, 'ClientPaymentPercentages'>): string {
  const list = booking.ClientPaymentPercentages;
  return list.length === 0 ? 'N/A' : list.map((p) => `${p.percentage}%`).join(', ');
}

const filter = (key: string, id: number | string, name: string, arity: CellFilter['arity']): CellFilter => ({
  key,
  option: { id, name },
  arity,
});

export const BOOKING_COLUMNS: readonly ListColumn<Booking>[] = [
  textColumn('ID', 'id', (b) => String(b.Lead.id)),
  textColumn('Cancelled', 'flag', (b) => yesNo(b.is_lead_cancelled), {
    hide: true,
    cellFilter: (b) => (b.is_lead_cancelled === 1 ? filter('is_lead_cancelled', 1, 'Yes', 'single') : null),
  }),
  textColumn('Project', 'name', (b) => b.Project.name, {
    cellFilter: (b) => filter('projectId', b.Project.id, b.Project.name, 'multi'),
  }),
  textColumn('Client Name', 'name', (b) => b.Client.name),
  textColumn('Booking Date', 'date', (b) => formatDay(b.booking_date)),
  textColumn('Client Contact', 'phone', (b) => formatPhone(b.Client.number, b.Client.country_code), {
    hide: true,
    cellFilter: (b) => filter('clientNumber', b.Client.number, b.Client.number, 'single'),
  }),
  textColumn('Booking Amount', 'money', (b) => formatRupees(b.booking_amount), { hide: true }),
  textColumn('Agreement Amount', 'money', (b) => formatRupees(b.agreement_value), { hide: true }),
  textColumn('Booking ID', 'id', (b) => String(b.id)),
  textColumn('Flat Type', 'label', (b) => b.flat_type ?? '', { hide: true }),
  textColumn('Building Number', 'label', (b) => b.building_number ?? '', { hide: true }),
  textColumn('Flat No.', 'label', (b) => b.flat_no ?? '', { hide: true }),
  textColumn('Current Status', 'text', (b) => bookingStatus(b), { hide: true, width: 200 }),
  textColumn('Client Payment Percentage', 'label', (b) => clientPaymentText(b), { hide: true }),
];
