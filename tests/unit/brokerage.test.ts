import { describe, expect, it } from 'vitest';
import {
  type BookingMoney,
  cardText,
  type Passback,
  padCount,
  padRupees,
  passbackCards,
  passbackMismatches,
  passbackOf,
  reconcile,
} from '../../src/domain/brokerage';

const summary: Passback = {
  total_booking: 7,
  total_brokerage: 1_234_567,
  base_brokerage: 1_000_000,
  total_gmv: 98_765_432,
  ladder_brokerage: 234_567,
  released: 0,
};

describe('passback cards (02 §2)', () => {
  it('values 1 to 9 are zero-padded; zero reads 0', () => {
    expect(padCount(0)).toBe('0');
    expect(padCount(1)).toBe('01');
    expect(padCount(9)).toBe('09');
    expect(padCount(7)).toBe('07');
    expect(padCount(10)).toBe('10');
    expect(padCount(1234)).toBe('1,234');
    expect(padRupees(5)).toBe('₹05');
    expect(padRupees(0)).toBe('₹0');
    expect(padRupees(0.4)).toBe('₹0');
    expect(padRupees(-0.4)).toBe('₹0');
  });

  it('rupees are whole, with Indian grouping', () => {
    expect(padRupees(1_234_567)).toBe('₹12,34,567');
    expect(padRupees(98_765_432.6)).toBe('₹9,87,65,433');
    expect(padRupees(10)).toBe('₹10');
  });

  it('lists the cards in order, Released only when above 0', () => {
    expect(passbackCards(summary).map((c) => [c.label, cardText(c)])).toEqual([
      ['Total GMV', '₹9,87,65,432'],
      ['Total Bookings', '07'],
      ['Total Brokerage', '₹12,34,567'],
      ['Base Brokerage', '₹10,00,000'],
      ['Ladder Incentives', '₹2,34,567'],
    ]);
    const released = passbackCards({ ...summary, released: 45_000 });
    expect(released.at(-1)).toMatchObject({ label: 'Released', value: 45_000 });
    expect(cardText(released.at(-1) ?? { unit: 'units', value: 0 })).toBe('₹45,000');
  });
});

const money: BookingMoney = {
  TOTAL_BROKERAGE: 150_000,
  BASE_INCENTIVE: 120_000,
  LADDER_INCENTIVE: 30_000,
  TOTAL_TDS: 7_500,
  TOTAL_GST: 27_000,
  PAYABLE_AMOUNT: 169_500,
  RELEASED_AMOUNT: 100_000,
};

describe('payout reconciliation', () => {
  it('brokerage less TDS plus GST is payable; outstanding is payable less released', () => {
    const r = reconcile(money);
    expect(r.brokerage).toBe(150_000);
    expect(r.payable).toBe(169_500);
    expect(r.outstanding).toBe(69_500);
    expect(r.problems).toEqual([]);
  });

  it('says when base plus ladder is not the total brokerage', () => {
    const r = reconcile({ ...money, TOTAL_BROKERAGE: 160_000 });
    expect(r.problems).toEqual([
      'Base incentive plus ladder incentive is ₹1,50,000, but the total brokerage is ₹1,60,000.',
    ]);
  });

  it('says when the payable amount does not follow from the figures', () => {
    const r = reconcile({ ...money, PAYABLE_AMOUNT: 170_000 });
    expect(r.payable).toBe(169_500);
    expect(r.statedPayable).toBe(170_000);
    expect(r.outstanding).toBe(70_000);
    expect(r.problems).toEqual([
      'Brokerage less TDS plus GST is ₹1,69,500, but the payable amount is ₹1,70,000.',
    ]);
  });

  it('says when more was released than is payable, and nothing is outstanding then', () => {
    const r = reconcile({ ...money, RELEASED_AMOUNT: 200_000 });
    expect(r.outstanding).toBe(0);
    expect(r.problems).toEqual(['₹2,00,000 has been released, more than the payable amount of ₹1,69,500.']);
  });
});

describe('a cancelled booking', () => {
  it('has nothing outstanding, and what was released is to be refunded', () => {
    const r = reconcile({ ...money, is_lead_cancelled: 1 });
    expect(r.cancelled).toBe(true);
    expect(r.outstanding).toBe(0);
    expect(r.toRefund).toBe(100_000);
    expect(reconcile({ ...money, is_lead_cancelled: 1, RELEASED_AMOUNT: 0 }).toRefund).toBe(0);
  });

  it('a booking that is not cancelled has nothing to refund', () => {
    const r = reconcile({ ...money, is_lead_cancelled: 0 });
    expect(r.cancelled).toBe(false);
    expect(r.outstanding).toBe(69_500);
    expect(r.toRefund).toBe(0);
  });
});

describe('passback summary against the bookings list', () => {
  const bookings = [
    { ...money, agreement_value: 5_000_000, is_lead_cancelled: 0 },
    { ...money, agreement_value: 7_000_000, is_lead_cancelled: 0, RELEASED_AMOUNT: 0 },
    { ...money, agreement_value: 9_000_000, is_lead_cancelled: 1 },
    { ...money, agreement_value: null, is_lead_cancelled: 0, RELEASED_AMOUNT: 0 },
  ];

  it('sums the non-cancelled bookings', () => {
    expect(passbackOf(bookings)).toEqual({
      total_booking: 3,
      total_gmv: 12_000_000,
      total_brokerage: 450_000,
      base_brokerage: 360_000,
      ladder_brokerage: 90_000,
      released: 100_000,
    });
  });

  it('names each figure that differs, as the cards write it', () => {
    const fromList = passbackOf(bookings);
    expect(passbackMismatches(fromList, fromList)).toEqual([]);
    expect(passbackMismatches({ ...fromList, total_booking: 4, released: 0 }, fromList)).toEqual([
      { label: 'Total Bookings', summary: '04', list: '03' },
      { label: 'Released', summary: '₹0', list: '₹1,00,000' },
    ]);
  });
});
