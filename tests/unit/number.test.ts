import { describe, expect, it } from 'vitest';
import { formatNumber, formatRupees } from '../../src/domain/number';

describe('formatNumber', () => {
  it('groups digits the Indian way', () => {
    expect(formatNumber(1234567)).toBe('12,34,567');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(formatNumber(12345678.5)).toBe('1,23,45,678.5');
    expect(formatNumber('250000')).toBe('2,50,000');
    expect(formatNumber(0)).toBe('0');
  });

  it('gives an empty string for missing or non-numeric values', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber('')).toBe('');
    expect(formatNumber('abc')).toBe('');
  });
});

describe('formatRupees', () => {
  it('formats whole rupees with the rupee sign', () => {
    expect(formatRupees(25000)).toBe('₹25,000');
    expect(formatRupees(1234567)).toBe('₹12,34,567');
    expect(formatRupees(999999)).toBe('₹9,99,999');
    expect(formatRupees(2500.6)).toBe('₹2,501');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(null)).toBe('');
  });
});

describe('the written-out formatting', () => {
  // The app formats without Intl (its first formatter is slow to make on a phone); it must say what
  // Intl's en-IN formatter says.
  const numbers = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
  const rupees = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  const samples = [
    0,
    1,
    9,
    10,
    99,
    100,
    999,
    1000,
    9999,
    10000,
    99999,
    100000,
    999999,
    1000000,
    12345678.5,
    0.125,
    1.005,
    2.675,
    0.004,
    0.005,
    99.999,
    123456.789,
    -1,
    -999.5,
    -1234567.891,
    -0.001,
    2500.5,
    -2500.5,
    1e12 + 0.25,
    123456789012345,
    1e15,
    1.2345678901234568e18,
  ];
  // And a spread of others, the same on every run.
  let seed = 7;
  for (let i = 0; i < 300; i++) {
    seed = (seed * 48271) % 2147483647;
    const scale = 10 ** (seed % 12);
    samples.push(((seed % 2 ? -1 : 1) * (seed % 100003) * scale) / 997);
  }

  it.each(samples)('%s as a number and as rupees, as Intl en-IN', (value) => {
    expect(formatNumber(value)).toBe(numbers.format(value));
    expect(formatRupees(value)).toBe(rupees.format(Math.round(value) || 0));
  });
});
