const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A moment's day in India as the screens write it: '29 Nov 2026' (India is UTC+5:30 all year). */
export function dayInIndia(at: string | Date = new Date()): string {
  const india = new Date(new Date(at).getTime() + 330 * 60_000);
  return `${String(india.getUTCDate()).padStart(2, '0')} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}
