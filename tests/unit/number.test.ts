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

describe('signs, decimals and large amounts', () => {
  it('keeps at most two decimals, rounding half away from zero', () => {
    expect(formatNumber(0.125)).toBe('0.13');
    expect(formatNumber(1.005)).toBe('1.01');
    expect(formatNumber(2500.5)).toBe('2,500.5');
    expect(formatNumber(-1234567.891)).toBe('-12,34,567.89');
  });

  it('groups large amounts the Indian way', () => {
    expect(formatNumber(123456789012345)).toBe('12,34,56,78,90,12,345');
    expect(formatRupees(673445)).toBe('₹6,73,445');
    expect(formatRupees('10000000')).toBe('₹1,00,00,000');
  });

  it('shows negative rupees with the sign first and never minus zero', () => {
    expect(formatRupees(-1234567.891)).toBe('-₹12,34,568');
    expect(formatRupees(-2500.5)).toBe('-₹2,500');
    expect(formatRupees(-0.001)).toBe('₹0');
  });
});
