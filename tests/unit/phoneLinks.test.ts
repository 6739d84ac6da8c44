import { describe, expect, it } from 'vitest';
import { telHref, whatsAppHref } from '../../src/domain/phoneLinks';

describe('phone links', () => {
  it('calls the number with the +91 country code', () => {
    expect(telHref('9876543210')).toBe('tel:+919876543210');
  });

  it('opens a WhatsApp chat with the digits and the country code', () => {
    expect(whatsAppHref('9876543210')).toBe('https://wa.me/919876543210');
  });

  it('drops spaces and dashes of a written number', () => {
    expect(telHref('98765 43210')).toBe('tel:+919876543210');
    expect(whatsAppHref('98765-43210', '+971')).toBe('https://wa.me/9719876543210');
  });
});
