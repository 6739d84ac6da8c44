// Brokerage figures of the bookings screen (spec 02 §2 "Bookings", §3 "Passback summary", §9): the
// passback cards (values 1 to 9 zero-padded, rupees whole with Indian grouping, Released only
// above 0), the payout reconciliation of one booking, and the check that the passback summary
// agrees with the bookings it sums.
import type { components } from '../api/schema';
import { formatNumber, formatRupees } from './number';

export type Passback = components['schemas']['Passback'];

export type CardUnit = 'rupee' | 'units';
export type PassbackCard = { key: keyof Passback; label: string; unit: CardUnit; value: number };

// The spec pads "values under 10"; zero stays 0, since '00' reads as a typo rather than nothing.
const padded = (whole: number) => whole >= 1 && whole <= 9;

/** 7 -> '07'; 0 -> '0'; 12 -> '12'; 1234567 -> '12,34,567' (values 1 to 9 are zero-padded). */
export function padCount(value: number): string {
  const whole = Math.round(value) || 0;
  return padded(whole) ? `0${whole}` : formatNumber(whole);
}

/** 7 -> '₹07'; 0 -> '₹0'; 1234567 -> '₹12,34,567' (whole rupees, Indian grouping, 1 to 9 zero-padded). */
export function padRupees(value: number): string {
  const whole = Math.round(value) || 0;
  return padded(whole) ? `₹0${whole}` : formatRupees(whole);
}

export function cardText(card: Pick<PassbackCard, 'unit' | 'value'>): string {
  return card.unit === 'rupee' ? padRupees(card.value) : padCount(card.value);
}

/** The passback cards in order; Released only when above 0. */
export function passbackCards(p: Passback): PassbackCard[] {
  const cards: PassbackCard[] = [
    { key: 'total_gmv', label: 'Total GMV', unit: 'rupee', value: p.total_gmv },
    { key: 'total_booking', label: 'Total Bookings', unit: 'units', value: p.total_booking },
    { key: 'total_brokerage', label: 'Total Brokerage', unit: 'rupee', value: p.total_brokerage },
    { key: 'base_brokerage', label: 'Base Brokerage', unit: 'rupee', value: p.base_brokerage },
    { key: 'ladder_brokerage', label: 'Ladder Incentives', unit: 'rupee', value: p.ladder_brokerage },
  ];
  if (p.released > 0) cards.push({ key: 'released', label: 'Released', unit: 'rupee', value: p.released });
  return cards;
}

export const PASSBACK_NOTES = [
  'All payments will be subject to applicable TDS.',
  'All payments are subject to cancellations & confirmations from developers.',
] as const;

// ------------------------------------------------------------------ one booking's payout

/** The brokerage and payment figures a booking carries (02 §3 "Booking"). */
export type BookingMoney = Pick<
  components['schemas']['Booking'],
  | 'TOTAL_BROKERAGE'
  | 'BASE_INCENTIVE'
  | 'LADDER_INCENTIVE'
  | 'TOTAL_TDS'
  | 'TOTAL_GST'
  | 'PAYABLE_AMOUNT'
  | 'RELEASED_AMOUNT'
>;

export type Reconciliation = {
  base: number;
  ladder: number;
  /** Base plus ladder. */
  brokerage: number;
  tds: number;
  gst: number;
  /** Brokerage less TDS plus GST: what the figures above make payable. */
  payable: number;
  /** The payable amount the booking states. */
  statedPayable: number;
  released: number;
  /** The stated payable amount less what has been released (never below 0); 0 once cancelled. */
  outstanding: number;
  /** A cancelled booking pays nothing: what was released before is to be refunded. */
  cancelled: boolean;
  toRefund: number;
  /** What does not add up, in words; empty when everything does. */
  problems: string[];
};

/** The payout of one booking laid out as a reconciliation, each figure from the booking's own numbers. */
export function reconcile(b: BookingMoney & { is_lead_cancelled?: number }): Reconciliation {
  const cancelled = b.is_lead_cancelled === 1;
  const brokerage = b.BASE_INCENTIVE + b.LADDER_INCENTIVE;
  const payable = brokerage - b.TOTAL_TDS + b.TOTAL_GST;
  const problems: string[] = [];
  if (brokerage !== b.TOTAL_BROKERAGE) {
    problems.push(
      `Base incentive plus ladder incentive is ${formatRupees(brokerage)}, but the total brokerage is ${formatRupees(b.TOTAL_BROKERAGE)}.`,
    );
  }
  if (payable !== b.PAYABLE_AMOUNT) {
    problems.push(
      `Brokerage less TDS plus GST is ${formatRupees(payable)}, but the payable amount is ${formatRupees(b.PAYABLE_AMOUNT)}.`,
    );
  }
  if (b.RELEASED_AMOUNT > b.PAYABLE_AMOUNT) {
    problems.push(
      `${formatRupees(b.RELEASED_AMOUNT)} has been released, more than the payable amount of ${formatRupees(b.PAYABLE_AMOUNT)}.`,
    );
  }
  return {
    base: b.BASE_INCENTIVE,
    ladder: b.LADDER_INCENTIVE,
    brokerage,
    tds: b.TOTAL_TDS,
    gst: b.TOTAL_GST,
    payable,
    statedPayable: b.PAYABLE_AMOUNT,
    released: b.RELEASED_AMOUNT,
    outstanding: cancelled ? 0 : Math.max(0, b.PAYABLE_AMOUNT - b.RELEASED_AMOUNT),
    cancelled,
    toRefund: cancelled ? b.RELEASED_AMOUNT : 0,
    problems,
  };
}

// ------------------------------------------------------------------ summary against the list

export type SummedBooking = BookingMoney & { agreement_value: number | null; is_lead_cancelled: number };

/** The passback summary made from the bookings themselves (the non-cancelled ones). */
export function passbackOf(bookings: readonly SummedBooking[]): Passback {
  const kept = bookings.filter((b) => b.is_lead_cancelled !== 1);
  const sum = (value: (b: SummedBooking) => number) => kept.reduce((total, b) => total + value(b), 0);
  return {
    total_booking: kept.length,
    total_gmv: sum((b) => b.agreement_value ?? 0),
    total_brokerage: sum((b) => b.TOTAL_BROKERAGE),
    base_brokerage: sum((b) => b.BASE_INCENTIVE),
    ladder_brokerage: sum((b) => b.LADDER_INCENTIVE),
    released: sum((b) => b.RELEASED_AMOUNT),
  };
}

export type PassbackMismatch = { label: string; summary: string; list: string };

const CHECKED: { key: keyof Passback; label: string; unit: CardUnit }[] = [
  { key: 'total_gmv', label: 'Total GMV', unit: 'rupee' },
  { key: 'total_booking', label: 'Total Bookings', unit: 'units' },
  { key: 'total_brokerage', label: 'Total Brokerage', unit: 'rupee' },
  { key: 'base_brokerage', label: 'Base Brokerage', unit: 'rupee' },
  { key: 'ladder_brokerage', label: 'Ladder Incentives', unit: 'rupee' },
  { key: 'released', label: 'Released', unit: 'rupee' },
];

/** Where the server's summary and the sums of the bookings list differ, each figure as the cards write it. */
export function passbackMismatches(summary: Passback, fromList: Passback): PassbackMismatch[] {
  return CHECKED.filter((c) => summary[c.key] !== fromList[c.key]).map((c) => ({
    label: c.label,
    summary: cardText({ unit: c.unit, value: summary[c.key] }),
    list: cardText({ unit: c.unit, value: fromList[c.key] }),
  }));
}
