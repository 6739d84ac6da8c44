// The current status of a booking and its stages (spec 02 §4): six codes (document stage, SDR
// payment, registration, invoice raised, invoice cleared, magnet invoice cleared) concatenated, a
// missing code counting as 0, looked up in the status table; anything else is Status Awaited.

/** The booking stages in order (02 §4). */
export const BOOKING_STAGES = [
  'Booking Done',
  'Booking Verified',
  'SDR Done',
  'Registration Done',
  'Invoice Raised to Builder',
  'Invoice Cleared by Builder',
  'Magnet Invoice Raised',
  'Payout Done',
] as const;

export type BookingStage = (typeof BOOKING_STAGES)[number];
export const STATUS_AWAITED = 'Status Awaited';
export type BookingStatus = BookingStage | typeof STATUS_AWAITED;

/** The six status codes as a booking carries them (null or absent when not set). */
export type BookingCodes = {
  booking_document_stage?: number | null;
  sdr_payment_status?: number | null;
  registration_status?: number | null;
  invoice_raised_status?: number | null;
  invoice_cleared_status?: number | null;
  magnet_invoice_cleared_status?: number | null;
};

/** The status table of 02 §4. */
const STATUS_BY_CODE: { readonly [code: string]: BookingStage } = {
  '-100000': 'Booking Done',
  '000000': 'Booking Done',
  '200000': 'Booking Done',
  '100000': 'Booking Verified',
  '110000': 'SDR Done',
  '111000': 'Registration Done',
  '111100': 'Invoice Raised to Builder',
  '111110': 'Invoice Cleared by Builder',
  '111111': 'Magnet Invoice Raised',
  '111112': 'Payout Done',
};

/** The six codes concatenated, a missing code counting as 0 ('-100000', '111000'). */
export function bookingStatusCode(codes: BookingCodes): string {
  return [
    codes.booking_document_stage,
    codes.sdr_payment_status,
    codes.registration_status,
    codes.invoice_raised_status,
    codes.invoice_cleared_status,
    codes.magnet_invoice_cleared_status,
  ]
    .map((code) => String(code ?? 0))
    .join('');
}

/** The booking's current status: its concatenated code looked up in the table, else Status Awaited. */
export function bookingStatus(codes: BookingCodes): BookingStatus {
  const code = bookingStatusCode(codes);
  return Object.hasOwn(STATUS_BY_CODE, code) ? (STATUS_BY_CODE[code] ?? STATUS_AWAITED) : STATUS_AWAITED;
}

export type TimelineStage = { stage: BookingStage; done: boolean; current: boolean };

/**
 * The timeline of a booking: every stage in order, done up to and including the current one, the
 * later ones not; null when the status is Status Awaited (only that text shows).
 */
export function bookingTimeline(status: BookingStatus): TimelineStage[] | null {
  if (status === STATUS_AWAITED) return null;
  const reached = BOOKING_STAGES.indexOf(status);
  return BOOKING_STAGES.map((stage, index) => ({
    stage,
    done: index <= reached,
    current: index === reached,
  }));
}
