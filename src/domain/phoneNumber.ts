// A phone number and its country calling code: what a dialler and WhatsApp take, what a screen shows
// (spec 01 §9: default country code +91, shown '+91-'), and the digits of a number as typed or pasted.
// Numbers are stored without their code.

/**
 * The digits of a typed or pasted number: spaces, dashes, dots and brackets left out, and the country
 * code or an Indian trunk 0 written in front dropped ('+91 98765 43210' and '098765-43210' give
 * '9876543210'; '+971 50 123 4567' with +971 gives '501234567').
 */
/** The country code a number has when none is given (India; spec 01 §9). */
export const DEFAULT_COUNTRY_CODE = '+91';

export function phoneDigits(typed: string, countryCode = DEFAULT_COUNTRY_CODE): string {
  const written = typed.trim().replace(/[\s().-]/g, '');
  const code = countryCode.replace(/\D/g, '');
  if (written.startsWith(`+${code}`)) return written.slice(code.length + 1);
  if (written.startsWith(`00${code}`)) return written.slice(code.length + 2);
  if (countryCode === DEFAULT_COUNTRY_CODE && /^(0\d{10}|91\d{10})$/.test(written)) {
    return written.slice(written.length - 10);
  }
  return written;
}

/** '+971' and '501234567' give '+971501234567' (E.164, what tel: takes). */
export function dialableNumber(number: string, countryCode = DEFAULT_COUNTRY_CODE): string {
  return `+${`${countryCode}${number}`.replace(/\D/g, '')}`;
}

/** '+971' and '501234567' give '+971-501234567'; no number gives ''. */
export function displayNumber(number: string | null | undefined, countryCode = DEFAULT_COUNTRY_CODE): string {
  return number ? `${countryCode}-${number}` : '';
}

/** 'tel:+971501234567'. */
export function telHref(number: string, countryCode = DEFAULT_COUNTRY_CODE): string {
  return `tel:${dialableNumber(number, countryCode)}`;
}

/** 'https://wa.me/971501234567' (wa.me takes the digits only, country code first). */
export function whatsAppHref(number: string, countryCode = DEFAULT_COUNTRY_CODE): string {
  return `https://wa.me/${dialableNumber(number, countryCode).slice(1)}`;
}
