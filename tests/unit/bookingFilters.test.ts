import { describe, expect, it } from 'vitest';
import { toFilterModel } from '../../src/domain/filters';
import { BOOKING_COLUMNS, type Booking, clientPaymentText } from '../../src/features/bookings/bookingColumns';
import { BOOKING_FIELDS, bookingPreset } from '../../src/features/bookings/bookingFilters';
import { bookingsSpec } from '../../src/features/bookings/bookingsSpec';
import { buildFilterQuery, filterChips, filterReader } from '../../src/shared/list/filterFields';
import type { ReferenceLists } from '../../src/shared/list/listSpec';

const ref: ReferenceLists = {
  stages: [],
  statuses: [],
  sources: [],
  parents: [
    { id: 1, name: 'Mumbai' },
    { id: 2, name: 'Pune' },
  ],
  regions: [],
};

const booking = {
  id: 18,
  Lead: { id: 175 },
  Project: { id: 9, name: 'Sarjapur Meadows' },
  SalesRMBooking: { name: 'Shresthi Varma' },
  sales_rm: 104,
  Client: { name: 'Kamla Prajapat', number: '9952446126' },
  booking_date: '2026-11-02',
  agreement_value: 13_224_000,
  booking_amount: 661_000,
  flat_type: '4 BHK',
  building_number: 'Building 4',
  flat_no: 'E-2003',
  ClientPaymentPercentages: [{ percentage: 10 }, { percentage: 20 }],
  booking_document_stage: 1,
  sdr_payment_status: 1,
  registration_status: 1,
  invoice_raised_status: 0,
  invoice_cleared_status: null,
  magnet_invoice_cleared_status: null,
  is_lead_cancelled: 0,
  document_status: 'Verified',
  TOTAL_BROKERAGE: 0,
  BASE_INCENTIVE: 0,
  LADDER_INCENTIVE: 0,
  TOTAL_TDS: 0,
  TOTAL_GST: 0,
  PAYABLE_AMOUNT: 0,
  RELEASED_AMOUNT: 0,
} satisfies Booking;

const cell = (colId: string, row: Booking = booking) => {
  const column = BOOKING_COLUMNS.find((c) => c.colId === colId);
  const getter = column?.valueGetter;
  return typeof getter === 'function' ? getter({ data: row } as never) : undefined;
};

describe('bookings columns', () => {
  it('each column id is a column of the booking layout, in its order', () => {
    expect(BOOKING_COLUMNS.map((c) => c.colId)).toEqual([
      'ID',
      'Cancelled',
      'Project',
      'Client Name',
      'Booking Date',
      'Client Contact',
      'Booking Amount',
      'Agreement Amount',
      'Booking ID',
      'Flat Type',
      'Building Number',
      'Flat No.',
      'Current Status',
      'Client Payment Percentage',
    ]);
  });

  it('the default visible columns on desktop are ID, Project, Client Name, Booking Date, Booking ID', () => {
    expect(BOOKING_COLUMNS.filter((c) => !c.hide).map((c) => c.colId)).toEqual([
      'ID',
      'Project',
      'Client Name',
      'Booking Date',
      'Booking ID',
    ]);
  });

  it('shows the current status from the codes and the payments joined with %', () => {
    expect(cell('Current Status')).toBe('Registration Done');
    expect(cell('Current Status', { ...booking, sdr_payment_status: 2 })).toBe('Status Awaited');
    expect(cell('Client Payment Percentage')).toBe('10%, 20%');
    expect(clientPaymentText({ ClientPaymentPercentages: [] })).toBe('N/A');
    expect(cell('Booking Amount')).toBe('₹6,61,000');
    expect(cell('Client Contact')).toBe('+91-9952446126');
    const dubai = { ...booking, Client: { name: 'Omar Haddad', number: '501234567', country_code: '+971' } };
    expect(cell('Client Contact', dubai)).toBe('+971-501234567');
    expect(cell('Booking Date')).toBe('02 Nov 2026');
    expect(cell('ID')).toBe('175');
    expect(cell('Booking ID')).toBe('18');
    expect(cell('Cancelled')).toBe('No');
  });

  it('a click on the project, the contact or a cancelled mark filters by it', () => {
    const filterOf = (colId: string, row: Booking = booking) =>
      BOOKING_COLUMNS.find((c) => c.colId === colId)?.cellFilter?.(row);
    expect(filterOf('Project')).toEqual({
      key: 'projectId',
      option: { id: 9, name: 'Sarjapur Meadows' },
      arity: 'multi',
    });
    expect(filterOf('Client Contact')?.key).toBe('clientNumber');
    expect(filterOf('Cancelled')).toBeNull();
    expect(filterOf('Cancelled', { ...booking, is_lead_cancelled: 1 })?.option).toEqual({
      id: 1,
      name: 'Yes',
    });
  });
});

describe('bookings filters', () => {
  it('sends the query keys of GET /booking, lists comma-joined', () => {
    const query = buildFilterQuery(BOOKING_FIELDS, {
      clientNumber: [{ id: '99524', name: '99524' }],
      projectId: [
        { id: 9, name: 'Sarjapur Meadows' },
        { id: 4, name: 'Thane Greens' },
      ],
      is_lead_cancelled: [{ id: 1, name: 'Yes' }],
      salesRm: [
        { id: 104, name: 'Shresthi Varma' },
        { id: 101, name: 'Ravi' },
      ],
      parentRm: [{ id: 'Anand', name: 'Anand' }],
      is_presale: [{ id: 0, name: 'No' }],
      regionId: [{ id: 2, name: 'Pune' }],
      passback: [{ id: 1, name: 'Yes' }],
      fromDate: [{ id: '2026-01-01', name: '2026-01-01' }],
      toDate: [{ id: '2026-12-31', name: '2026-12-31' }],
      document_status: [{ id: 'Under Review', name: 'Under Review' }],
    });
    expect(query).toEqual({
      clientNumber: '99524',
      projectId: '9,4',
      is_lead_cancelled: 1,
      salesRm: '104,101',
      parentRm: 'Anand',
      is_presale: 0,
      regionId: '2',
      passback: 1,
      fromDate: '2026-01-01',
      toDate: '2026-12-31',
      document_status: 'Under Review',
    });
  });

  it('labels the chips with the spec names', () => {
    const chips = filterChips(BOOKING_FIELDS, {
      salesRm: [{ id: 104, name: 'Shresthi Varma' }],
      parentRm: [{ id: 'Anand', name: 'Anand' }],
      is_presale: [{ id: 1, name: 'Yes' }],
      document_status: [{ id: 'Verified', name: 'Verified' }],
    }).map((c) => c.text);
    expect(chips).toEqual([
      'Rm Name: Shresthi Varma',
      'TL Name: Anand',
      'Presale Lead: Yes',
      'Document Verification Status: Verified',
    ]);
  });

  it('a saved filter keeps only values the call can take', () => {
    const model = toFilterModel(
      {
        regionId: [{ id: 2 }, { id: 'x' }],
        is_lead_cancelled: [{ id: 0 }],
        document_status: [{ id: 'Verified' }, { id: 'Lost' }],
        clientNumber: [{ id: '98-7' }],
        fromDate: [{ id: '2026-02-30x' }],
      },
      filterReader(BOOKING_FIELDS, ref),
    );
    expect(model).toEqual({
      regionId: [{ id: 2, name: 'Pune' }],
      document_status: [{ id: 'Verified', name: 'Verified' }],
    });
  });

  it('/bookings/cancelled preselects Cancelled = Yes; booked and the root have no preset', () => {
    expect(bookingPreset('cancelled')).toEqual({ is_lead_cancelled: [{ id: 1, name: 'Yes' }] });
    expect(bookingPreset('booked')).toEqual({});
    expect(bookingPreset('12')).toBeNull();
  });

  it('counts the bookings', () => {
    expect(bookingsSpec.texts.count(18)).toBe('Showing all 18 bookings');
    expect(bookingsSpec.texts.count(1)).toBe('Showing all 1 booking');
    expect(bookingsSpec.texts.count(1234)).toBe('Showing all 1,234 bookings');
  });
});
