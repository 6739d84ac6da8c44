// Indian-locale number grouping and rupee amounts (spec 9: "Numbers are shown in Indian-locale
// grouping; amounts in rupees with integer formatting"), written out rather than asked of
// Intl.NumberFormat: a page's first Intl formatter loads the locale's data, about 15-25 ms of main
// thread on a phone (60-110 ms at 4x CPU slowdown), in the middle of the first list's render. The unit
// tests check these against Intl's en-IN output.

/** From here on, a number's shortest form has an exponent or too few digits; such amounts go to Intl. */
const PLAIN_LIMIT = 1e15;
let intlFallback: Intl.NumberFormat | undefined;

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** '1234567' -> '12,34,567': the last three digits, then groups of two. */
function groupDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * `magnitude` (not negative) rounded to `fractionDigits` decimals, half away from zero, from its
 * shortest decimal form as Intl rounds it (1.005 -> 1.01): the whole part and the decimals.
 */
function rounded(magnitude: number, fractionDigits: number): [string, string] {
  const text = String(magnitude);
  // Below 1e-6 the shortest form has an exponent; at most two decimals make it 0.
  if (text.includes('e')) return ['0', ''];
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= fractionDigits) return [whole, fraction];
  let digits = `${whole}${fraction.slice(0, fractionDigits)}`;
  if (fraction.charCodeAt(fractionDigits) >= 53 /* '5' */)
    digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  const cut = digits.length - fractionDigits;
  return [digits.slice(0, cut) || '0', digits.slice(cut)];
}

/** `n` with Indian grouping and at most `fractionDigits` decimals (no trailing zeros), as en-IN. */
function indian(n: number, fractionDigits: number): string {
  const magnitude = Math.abs(n);
  if (magnitude >= PLAIN_LIMIT) {
    intlFallback ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    return intlFallback.format(n);
  }
  const [whole, fraction] = rounded(magnitude, fractionDigits);
  const decimals = fraction.replace(/0+$/, '');
  const text = `${groupDigits(whole)}${decimals ? `.${decimals}` : ''}`;
  // As Intl: a negative amount that rounds to zero still shows its sign.
  return n < 0 || Object.is(n, -0) ? `-${text}` : text;
}

/** 1234567 -> '12,34,567'; empty or non-numeric input -> '' */
export function formatNumber(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null ? '' : indian(n, 2);
}

/** 25000 -> '₹25,000' (rounded to whole rupees); empty or non-numeric input -> '' */
export function formatRupees(value: number | string | null | undefined): string {
  const n = toNumber(value);
  if (n === null) return '';
  const amount = indian(Math.round(n) || 0, 0);
  return amount.startsWith('-') ? `-₹${amount.slice(1)}` : `₹${amount}`;
}
