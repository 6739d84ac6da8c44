// The referral programme (spec 02 §2 "Referral pages", §9; 01 §9 "Welcome offer"): its texts, drawn
// from the configured money and coins and the constants below, and the referred users table's rules.
import { formatNumber, formatRupees } from './number';

/**
 * Coins accumulate up to this worth (spec 01 §9: 'up to 25K coins accumulate'; 02 §9: 'coins capped
 * at 25K worth'). It is the banner's 25000 rupees: a cap on the coins, not an amount per referral.
 */
export const REFERRAL_COIN_CAP = 25000;
/** A referral counts once the referred partner has added this many leads. */
export const REFERRAL_MIN_LEADS = 10;
/** Cash incentives are paid for transactions within this many days. */
export const REFERRAL_CASH_DAYS = 90;
export const REFERRAL_VALID_TILL = '31st March';

/** The configured rewards of one referral (spec 02 §9: 'coins and money values come from configuration'). */
export type ReferralRewards = { money: number; coins: number };

/** 'Refer & Earn up to ₹25,000', the banner (spec 02 §9), in the page's one money format. */
export const REFERRAL_TITLE = `Refer & Earn up to ${formatRupees(REFERRAL_COIN_CAP)}`;

/** '25K': the coin cap as the FAQ writes it. */
export const REFERRAL_COIN_CAP_SHORT = `${REFERRAL_COIN_CAP / 1000}K`;

/** What one referral earns: '1,000 digital coins for every partner who joins with your link, and ₹5,000 …'. */
export function referralRewardText({ money, coins }: ReferralRewards): string {
  return `${formatNumber(coins)} digital coins for every partner who joins with your link, and ${formatRupees(money)} in cash on their transactions within ${REFERRAL_CASH_DAYS} days.`;
}

/** The cap on the coins, in the FAQ's words. */
export const REFERRAL_CAP_TEXT = `Coins accumulate up to ${REFERRAL_COIN_CAP_SHORT} worth: ${formatRupees(REFERRAL_COIN_CAP)} in digital coins in all.`;

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
