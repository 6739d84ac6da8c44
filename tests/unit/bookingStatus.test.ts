import { describe, expect, it } from 'vitest';
import {
  BOOKING_STAGES,
  type BookingCodes,
  bookingStatus,
  bookingStatusCode,
  bookingTimeline,
} from '../../src/domain/bookingStatus';

const codes = (...c: (number | null | undefined)[]): BookingCodes => ({
  booking_document_stage: c[0],
  sdr_payment_status: c[1],
  registration_status: c[2],
  invoice_raised_status: c[3],
  invoice_cleared_status: c[4],
  magnet_invoice_cleared_status: c[5],
});

describe('booking current status (02 §4)', () => {
  it.each([
    [[-1, 0, 0, 0, 0, 0], 'Booking Done'],
    [[0, 0, 0, 0, 0, 0], 'Booking Done'],
    [[2, 0, 0, 0, 0, 0], 'Booking Done'],
    [[1, 0, 0, 0, 0, 0], 'Booking Verified'],
    [[1, 1, 0, 0, 0, 0], 'SDR Done'],
    [[1, 1, 1, 0, 0, 0], 'Registration Done'],
    [[1, 1, 1, 1, 0, 0], 'Invoice Raised to Builder'],
    [[1, 1, 1, 1, 1, 0], 'Invoice Cleared by Builder'],
    [[1, 1, 1, 1, 1, 1], 'Magnet Invoice Raised'],
    [[1, 1, 1, 1, 1, 2], 'Payout Done'],
  ])('codes %j are %s', (c, status) => {
    expect(bookingStatus(codes(...c))).toBe(status);
  });

  it('anything else is Status Awaited', () => {
    expect(bookingStatus(codes(1, 2, 0, 0, 0, 0))).toBe('Status Awaited');
    expect(bookingStatus(codes(1, 1, 1, 2, 0, 0))).toBe('Status Awaited');
    expect(bookingStatus(codes(0, 1, 0, 0, 0, 0))).toBe('Status Awaited');
    expect(bookingStatus(codes(-1, 1, 0, 0, 0, 0))).toBe('Status Awaited');
    expect(bookingStatus(codes(3, 0, 0, 0, 0, 0))).toBe('Status Awaited');
    expect(bookingStatus(codes(11, 1, 0, 0, 0))).toBe('Status Awaited');
  });

  it('missing codes count as 0', () => {
    expect(bookingStatusCode(codes(null, null, null, null, null, null))).toBe('000000');
    expect(bookingStatus(codes(null, null, null, null, null, null))).toBe('Booking Done');
    expect(bookingStatus({})).toBe('Booking Done');
    expect(bookingStatus(codes(1, 1, null, null, null, null))).toBe('SDR Done');
    expect(bookingStatus({ booking_document_stage: -1 })).toBe('Booking Done');
    expect(bookingStatusCode({ booking_document_stage: -1 })).toBe('-100000');
  });
});

describe('booking timeline', () => {
  it('lists all eight stages in order, done up to and including the current one', () => {
    const timeline = bookingTimeline('Registration Done');
    expect(timeline?.map((s) => s.stage)).toEqual([...BOOKING_STAGES]);
    expect(timeline?.filter((s) => s.done).map((s) => s.stage)).toEqual([
      'Booking Done',
      'Booking Verified',
      'SDR Done',
      'Registration Done',
    ]);
    expect(timeline?.filter((s) => s.current).map((s) => s.stage)).toEqual(['Registration Done']);
  });

  it('the first and the last stage', () => {
    expect(bookingTimeline('Booking Done')?.filter((s) => s.done)).toHaveLength(1);
    expect(bookingTimeline('Payout Done')?.every((s) => s.done)).toBe(true);
  });

  it('Status Awaited has no stages', () => {
    expect(bookingTimeline('Status Awaited')).toBeNull();
  });
});
