import { describe, expect, it } from 'vitest';
import {
  dialableNumber,
  displayNumber,
  phoneDigits,
  telHref,
  whatsAppHref,
} from '../../src/domain/phoneNumber';

describe('phone numbers with their country code', () => {
  it('calls and messages an Indian number with +91', () => {
    expect(telHref('9876543210')).toBe('tel:+919876543210');
    expect(whatsAppHref('9876543210')).toBe('https://wa.me/919876543210');
    expect(displayNumber('9876543210')).toBe('+91-9876543210');
  });

  it('calls and messages a UAE number with +971, never +91', () => {
    expect(dialableNumber('501234567', '+971')).toBe('+971501234567');
    expect(telHref('501234567', '+971')).toBe('tel:+971501234567');
    expect(whatsAppHref('501234567', '+971')).toBe('https://wa.me/971501234567');
    expect(displayNumber('501234567', '+971')).toBe('+971-501234567');
  });

  it('shows nothing for no number', () => {
    expect(displayNumber('', '+971')).toBe('');
    expect(displayNumber(null)).toBe('');
  });

  it('reads a pasted number: spaces, dashes, a leading +91 or 0', () => {
    expect(phoneDigits('+91 98765 43210')).toBe('9876543210');
    expect(phoneDigits('+91-98765-43210')).toBe('9876543210');
    expect(phoneDigits('098765 43210')).toBe('9876543210');
    expect(phoneDigits('91 98765 43210')).toBe('9876543210');
    expect(phoneDigits(' 9876543210 ')).toBe('9876543210');
    expect(phoneDigits('+971 50 123 4567', '+971')).toBe('501234567');
    expect(phoneDigits('50-123 4567', '+971')).toBe('501234567');
  });

  it('leaves what is not a number for the validator to refuse', () => {
    expect(phoneDigits('98765')).toBe('98765');
    expect(phoneDigits('98765abc43')).toBe('98765abc43');
  });
});
