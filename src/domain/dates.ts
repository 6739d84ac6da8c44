// How dates read for people, everywhere (panels, grids, receipt, invoice, statement): the day as
// '29 Nov 2026', in India time (Asia/Kolkata, UTC+5:30 all year, no DST). An activity's date keeps the
// spec's own spelling, YYYY/MM/DD hh:mm a (spec 01 Add Lead, spec 02 §9). Files for machines carry ISO.

type When = string | number | Date | null | undefined;

const IST_OFFSET_MS = 19_800_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const two = (n: number) => String(n).padStart(2, '0');

/**
 * The wall clock in India of a moment, as a Date whose UTC fields read it; a calendar day
 * ('2026-11-29') is that day as it is. Null when there is none or it is not a date.
 */
function indiaClock(at: When): Date | null {
  if (at === null || at === undefined || at === '') return null;
  if (typeof at === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(at)) return new Date(`${at}T00:00:00Z`);
  const ms = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  return Number.isNaN(ms) ? null : new Date(ms + IST_OFFSET_MS);
}

const day = (d: Date) => `${two(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
const hour12 = (d: Date) => two(d.getUTCHours() % 12 === 0 ? 12 : d.getUTCHours() % 12);
const half = (d: Date) => (d.getUTCHours() < 12 ? 'AM' : 'PM');

/** '29 Nov 2026'; '' when there is no date. */
export function formatDay(at: When): string {
  const d = indiaClock(at);
  return d ? day(d) : '';
}

/**
 * A day as a person types it, '29 Nov 2026' (the month's first three letters or its whole name, any
 * case), the Indian way '29/11/2026' (day first; '-' or '.' between too) or ISO '2026-11-29', as the
 * ISO day; null when it is not a day of the calendar.
 */
export function parseDay(text: string): string | null {
  const t = text.trim().toLowerCase();
  const people = /^(\d{1,2})\s+([a-z]+)\s+(\d{4})$/.exec(t);
  const month = MONTH_NAMES.findIndex((m) => m === people?.[2] || m.slice(0, 3) === people?.[2]);
  const numeric = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/.exec(t);
  const day =
    people && month >= 0
      ? `${people[3]}-${two(month + 1)}-${two(Number(people[1]))}`
      : numeric
        ? `${numeric[4]}-${two(Number(numeric[3]))}-${two(Number(numeric[1]))}`
        : t;
  const at = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day)
    ? day
    : null;
}

/** '29 Nov 2026, 02:05 PM'; '' when there is no date. */
export function formatDayTime(at: When): string {
  const d = indiaClock(at);
  return d ? `${day(d)}, ${hour12(d)}:${two(d.getUTCMinutes())} ${half(d)}` : '';
}

/** A moment to the second, naming the zone (the protection window, the receipt): '26 Feb 2027, 02:05:09 PM IST'. */
export function formatIst(at: When): string {
  const d = indiaClock(at);
  if (!d) return '';
  return `${day(d)}, ${hour12(d)}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())} ${half(d)} IST`;
}

/** An activity's date as the spec spells it: '2026/11/29 02:05 PM'; '' when there is none. */
export function formatActivityDate(at: When): string {
  const d = indiaClock(at);
  if (!d) return '';
  const date = `${d.getUTCFullYear()}/${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}`;
  return `${date} ${hour12(d)}:${two(d.getUTCMinutes())} ${half(d)}`;
}
