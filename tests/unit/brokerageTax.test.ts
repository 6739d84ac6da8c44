import { describe, expect, it } from 'vitest';
import {
  BROKERAGE_SAC,
  expectedTds,
  financialYearDates,
  financialYearLabel,
  financialYearOf,
  gstSplit,
  invoiceNumber,
  numberInWords,
  partnerPan,
  rupeesInWords,
  tdsRate,
  tdsThreshold,
  yearBrokerageUpTo,
} from '../../src/domain/brokerageTax';
import { gstStateCode, panOfGstin } from '../../src/domain/taxIds';

const MAHARASHTRA = '27ABCPM1234F1Z3';
const KARNATAKA = '29AAKFN5678K1ZE';
const PLATFORM_MH = '27AAJCP4321Q1ZX';

describe('the financial year (April to March, in India)', () => {
  it('starts on 1 April in India', () => {
    expect(financialYearOf('2026-03-31')).toBe(2025);
    expect(financialYearOf('2026-04-01')).toBe(2026);
    expect(financialYearOf('2025-12-31')).toBe(2025);
    expect(financialYearOf('2025-01-15')).toBe(2024);
  });
  it('reads instants in IST: 31 March 18:29:59Z is still March, 18:30:00Z is 1 April', () => {
    expect(financialYearOf('2026-03-31T18:29:59Z')).toBe(2025);
    expect(financialYearOf('2026-03-31T18:30:00Z')).toBe(2026);
  });
  it('labels and dates', () => {
    expect(financialYearLabel(2025)).toBe('2025-26');
    expect(financialYearLabel(2099)).toBe('2099-00');
    expect(financialYearDates(2025)).toEqual(['2025-04-01', '2026-03-31']);
  });
  it('numbers invoices per year, consecutively, within 16 characters', () => {
    expect(invoiceNumber(2025, 1)).toBe('INV/2025-26/0001');
    expect(invoiceNumber(2026, 42)).toBe('INV/2026-27/0042');
    expect(invoiceNumber(2025, 12345)).toBe('INV/2025-26/12345');
  });
});

describe('GST on brokerage (SAC 997222)', () => {
  it('the SAC of building sales on commission', () => expect(BROKERAGE_SAC).toBe('997222'));
  it('reads the state code and PAN of a GSTIN', () => {
    expect(gstStateCode(MAHARASHTRA)).toBe('27');
    expect(gstStateCode(' 29aakfn5678k1ze ')).toBe('29');
    expect(gstStateCode('ABC')).toBeNull();
    expect(gstStateCode(null)).toBeNull();
    expect(panOfGstin(MAHARASHTRA)).toBe('ABCPM1234F');
    expect(panOfGstin('')).toBeNull();
  });
  it('same state: CGST 9% + SGST 9%', () => {
    expect(gstSplit(250_000, MAHARASHTRA, PLATFORM_MH)).toEqual({
      kind: 'intra',
      cgst: 22_500,
      sgst: 22_500,
      igst: 0,
      total: 45_000,
    });
  });
  it('another state: IGST 18%', () => {
    expect(gstSplit(250_000, KARNATAKA, PLATFORM_MH)).toEqual({
      kind: 'inter',
      cgst: 0,
      sgst: 0,
      igst: 45_000,
      total: 45_000,
    });
  });
  it('rounds each tax to the rupee', () => {
    expect(gstSplit(12_345, MAHARASHTRA, PLATFORM_MH)).toMatchObject({ cgst: 1111, sgst: 1111, total: 2222 });
    expect(gstSplit(12_345, KARNATAKA, PLATFORM_MH)).toMatchObject({ igst: 2222 });
  });
  it('no GSTIN: no GST', () => {
    expect(gstSplit(250_000, null, PLATFORM_MH)).toEqual({
      kind: 'none',
      cgst: 0,
      sgst: 0,
      igst: 0,
      total: 0,
    });
  });
});

describe('amounts in words, Indian style', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [21, 'Twenty-One'],
    [100, 'One Hundred'],
    [1005, 'One Thousand Five'],
    [45_000, 'Forty-Five Thousand'],
    [100_000, 'One Lakh'],
    [118_000, 'One Lakh Eighteen Thousand'],
    [2_95_000, 'Two Lakh Ninety-Five Thousand'],
    [10_000_000, 'One Crore'],
    [12_345_678, 'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight'],
    [1_00_00_00_000, 'One Hundred Crore'],
  ])('%i -> %s', (n, words) => expect(numberInWords(n)).toBe(words));
  it('rupees', () => expect(rupeesInWords(295_000)).toBe('Rupees Two Lakh Ninety-Five Thousand Only'));
});

describe('TDS under section 194H', () => {
  it('5% before 1 October 2024, 2% from it', () => {
    expect(tdsRate('2024-09-30', true)).toBe(5);
    expect(tdsRate('2024-10-01', true)).toBe(2);
    expect(tdsRate('2024-09-30T18:29:59Z', true)).toBe(5);
    expect(tdsRate('2024-09-30T18:30:00Z', true)).toBe(2);
    expect(tdsRate('2026-01-10', true)).toBe(2);
  });
  it('20% without a PAN', () => {
    expect(tdsRate('2024-09-30', false)).toBe(20);
    expect(tdsRate('2026-01-10', false)).toBe(20);
  });
  it('threshold: ₹15,000 until FY 2024-25, ₹20,000 from FY 2025-26', () => {
    expect(tdsThreshold('2025-03-31')).toBe(15_000);
    expect(tdsThreshold('2025-04-01')).toBe(20_000);
  });
  it('the expected amount', () => {
    expect(expectedTds(250_000, '2026-01-10', true)).toEqual({
      rate: 2,
      threshold: 20_000,
      amount: 5000,
      belowThreshold: false,
    });
    expect(expectedTds(250_000, '2024-06-10', true).amount).toBe(12_500);
    expect(expectedTds(250_000, '2026-01-10', false).amount).toBe(50_000);
    expect(expectedTds(18_000, '2026-01-10', true).amount).toBe(0);
    expect(expectedTds(18_000, '2025-01-10', true).amount).toBe(360);
    expect(expectedTds(18_000, '2024-07-10', true).amount).toBe(900);
    expect(expectedTds(18_000, '2026-01-10', true, 30_000).amount).toBe(360);
  });
  it("the threshold is on the year's brokerage up to the payment, not the booking's alone", () => {
    const year = [
      { booking_id: 3, payment_date: '2025-05-02', gross_brokerage: 9_000 },
      { booking_id: 7, payment_date: '2025-06-15', gross_brokerage: 8_000 },
      { booking_id: 5, payment_date: '2025-06-15', gross_brokerage: 6_000 },
      { booking_id: 9, payment_date: '2025-08-01', gross_brokerage: 40_000 },
    ];
    expect(yearBrokerageUpTo(year, 3, '2025-05-02', 9_000)).toBe(9_000);
    expect(yearBrokerageUpTo(year, 5, '2025-06-15', 6_000)).toBe(15_000);
    expect(yearBrokerageUpTo(year, 7, '2025-06-15', 8_000)).toBe(23_000);
    expect(yearBrokerageUpTo(year, 12, null, 1_000)).toBe(64_000);
    expect(expectedTds(6_000, '2025-06-15', true, 15_000).amount).toBe(0);
    expect(expectedTds(8_000, '2025-06-15', true, 23_000).amount).toBe(160);
  });
  it("the PAN: the profile's, else the one inside the GSTIN", () => {
    expect(partnerPan('abcde1234f', MAHARASHTRA)).toBe('ABCDE1234F');
    expect(partnerPan(null, MAHARASHTRA)).toBe('ABCPM1234F');
    expect(partnerPan('ABCDE1234', null)).toBeNull();
    expect(partnerPan('', '')).toBeNull();
  });
});
