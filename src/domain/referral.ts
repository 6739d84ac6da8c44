// The referral programme (spec 02 §2 "Referral pages", §9; 01 §9 "Welcome offer") and the referred
// users table's display rules.

/** The referral banner's amount (spec 02 §9: 'a banner says Rs 25000'). */
export const REFERRAL_BANNER_AMOUNT = 25000;
/** Coins accumulate up to this worth (spec 01 §9: 'up to 25K coins accumulate'). */
export const REFERRAL_COIN_CAP = 25000;
/** A referral counts once the referred partner has added this many leads. */
export const REFERRAL_MIN_LEADS = 10;
/** Cash incentives are paid for transactions within this many days. */
export const REFERRAL_CASH_DAYS = 90;
export const REFERRAL_VALID_TILL = '31st March';

export const REFERRAL_EMPTY = 'No records found!';

/** 'Total Referred Users  : 4' (two spaces before the colon, as the spec writes it). */
export function referredUsersHeading(count: number): string {
  return `Total Referred Users  : ${count}`;
}

/** Digital Coins: 'Pending' when the value is the string 0, else the value. */
export function digitalCoinsText(value: string): string {
  return value === '0' ? 'Pending' : value;
}

/** Booking Incentive: 'Booking Done' when the referral has any bookings, else 'No Booking'. */
export function bookingIncentiveText(bookings: readonly unknown[]): string {
  return bookings.length > 0 ? 'Booking Done' : 'No Booking';
}

/** '-' for a missing name or date. */
export function orDash(value: string | null | undefined): string {
  return value?.trim() ? value : '-';
}

/** The partner's referral link: the registration page carrying the partner's referral code. */
export function referralLink(origin: string, userId: number): string {
  return `${origin}/login.html?referral_code=${userId}`;
}

/** The referral code of a registration page's address (its search part), or null without a valid one. */
export function referralCodeOf(search: string): number | null {
  const text = new URLSearchParams(search).get('referral_code') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const code = Number(text);
  return code <= 2147483647 ? code : null;
}
