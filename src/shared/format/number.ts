// Indian-locale number grouping and rupee amounts (spec 9: "Numbers are shown in Indian-locale
// grouping; amounts in rupees with integer formatting").

// Made on first use: the first Intl formatter of a page loads the locale's data, a long task on a
// phone (about 35 ms, 150 ms at 4x CPU slowdown) that would otherwise run when this module is loaded,
// with the app's start-up, whether or not its first screen shows a number.
let numberFormat: Intl.NumberFormat | undefined;
let rupeeFormat: Intl.NumberFormat | undefined;
const numbers = () => (numberFormat ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }));
const rupees = () =>
  (rupeeFormat ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }));

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** 1234567 -> '12,34,567'; empty or non-numeric input -> '' */
export function formatNumber(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null ? '' : numbers().format(n);
}

/** 25000 -> '₹25,000' (rounded to whole rupees); empty or non-numeric input -> '' */
export function formatRupees(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null ? '' : rupees().format(Math.round(n) || 0);
}
