// Links that reach a client from a phone: a call (tel:) and a WhatsApp chat (wa.me), both with the
// country code. Numbers are kept without it (spec 01: the client number is 10 digits, India +91).
import { DEFAULT_COUNTRY_CODE } from './leadOptions';

/** The number's digits after the country code's: '+91' and '98765 43210' give '919876543210'. */
function internationalDigits(number: string, countryCode: string): string {
  return `${countryCode}${number}`.replace(/\D/g, '');
}

/** 'tel:+919876543210'. */
export function telHref(number: string, countryCode = DEFAULT_COUNTRY_CODE): string {
  return `tel:+${internationalDigits(number, countryCode)}`;
}

/** 'https://wa.me/919876543210' (wa.me takes the digits only, country code first). */
export function whatsAppHref(number: string, countryCode = DEFAULT_COUNTRY_CODE): string {
  return `https://wa.me/${internationalDigits(number, countryCode)}`;
}
