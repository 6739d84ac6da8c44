/**
 * Calendar days of the business: every date filter and the daily lead limit count days in one fixed
 * time zone, so an answer never depends on the time zone of the machine the server runs on.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

/** A calendar day as the API writes it: 'YYYY-MM-DD'. */
export type Day = string;

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The wall-clock fields of an instant in the business time zone. */
function wallClock(instant: Date) {
  const fields: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  return { year, month, day, hour, minute, second };
}

/** How far the business zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: Date): number {
  const w = wallClock(instant);
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant's wall-clock time in the business time zone, carried by the UTC fields of a Date: what
 * a spreadsheet cell (which has no time zone) should show.
 */
export function businessWallTime(instant: Date): Date {
  return new Date(instant.getTime() + offsetAt(instant));
}

/** [year, month, day] of a 'YYYY-MM-DD' text that names a real calendar day, else null. */
function parseDay(text: string): [number, number, number] | null {
  const m = DAY_TEXT.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return null;
  return [y, mo, d];
}

export const isDay = (text: string): boolean => parseDay(text) !== null;

/** The instant a day begins in the business time zone; null when the text is not a calendar day. */
export function dayStart(day: Day): Date | null {
  const ymd = parseDay(day);
  if (!ymd) return null;
  const midnightAsUtc = Date.UTC(ymd[0], ymd[1] - 1, ymd[2]);
  // The offset at the guess is right unless a zone change falls between the guess and midnight.
  const guess = midnightAsUtc - offsetAt(new Date(midnightAsUtc));
  return new Date(midnightAsUtc - offsetAt(new Date(guess)));
}

/** The day after a day. */
export function nextDay(day: Day): Day {
  const ymd = parseDay(day);
  if (!ymd) throw new Error(`not a day: ${day}`);
  return new Date(Date.UTC(ymd[0], ymd[1] - 1, ymd[2] + 1)).toISOString().slice(0, 10);
}

/** The business day an instant falls on. */
export function dayOf(instant: Date): Day {
  const w = wallClock(instant);
  return `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** The instants [start, end) of a business day. */
export function dayBounds(day: Day): { start: Date; end: Date } {
  const start = dayStart(day);
  const end = dayStart(nextDay(day));
  if (!start || !end) throw new Error(`not a day: ${day}`);
  return { start, end };
}

/** The business day an instant falls on, as the instants [start, end). */
export const dayAround = (instant: Date) => dayBounds(dayOf(instant));
