import { formatDay, parseDay } from '../../domain/dates';

const two = (n: number) => String(n).padStart(2, '0');
/** The calendar day of a date picked or typed (Blueprint's dates are the device's midnight). */
const isoDayOf = (date: Date) => `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;

/**
 * A Blueprint DateInput that holds a day shows it as people read it ('15 Sep 2026') and takes it typed
 * so, day first ('15/09/2026') or as ISO ('2026-09-15'); its value stays the ISO day.
 */
export const DAY_INPUT_FORMAT = {
  placeholder: 'DD Mon YYYY',
  formatDate: (date: Date) => formatDay(isoDayOf(date)),
  parseDate: (text: string): Date | false | null => {
    if (text.trim() === '') return null;
    const day = parseDay(text);
    if (!day) return false;
    const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
    return new Date(year, month - 1, date);
  },
};
