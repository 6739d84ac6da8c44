// Indian-locale number grouping and rupee amounts (spec 01 §9: "Numbers are shown in Indian-locale
// grouping; amounts in rupees with integer formatting"). One formatter of each kind for the page.
const numbers = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** 1234567 -> '12,34,567' (at most two decimals); empty or non-numeric input -> '' */
export function formatNumber(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null ? '' : numbers.format(n);
}

/** 25000 -> '₹25,000' (rounded to whole rupees); empty or non-numeric input -> '' */
export function formatRupees(value: number | string | null | undefined): string {
  const n = toNumber(value);
  // Rounded half up first, and never '-₹0'.
  return n === null ? '' : rupees.format(Math.round(n) || 0);
}
