// The referred users (/referral/users), declared for the list kit (spec 02 §2 "Referral pages", §3,
// §7): No., Name, Registration Date, Digital Coins, Booking Incentive; the call answers every
// referral, so the list pages them in the browser.
import { unwrap } from '../../api/client';
import type { components } from '../../api/schema';
import { formatDay } from '../../domain/dates';
import {
  bookingIncentiveText,
  digitalCoinsText,
  orDash,
  REFERRAL_EMPTY,
  referredUsersHeading,
} from '../../domain/referral';
import { textColumn } from '../../shared/grid/gridColumn';
import { createListStore } from '../../shared/list/createListStore';
import { type ListColumn, type ListSpec, listTexts, type ReferenceLists } from '../../shared/list/listSpec';
import { screenKey } from '../../shared/state/screenKey';

export type Referral = components['schemas']['Referral'];
/** A referral with its place in the list ('No.'). */
export type NumberedReferral = Referral & { no: number };

export const REFERRAL_COLUMNS: readonly ListColumn<NumberedReferral>[] = [
  textColumn('No.', 'id', (r) => String(r.no)),
  textColumn('Name', 'name', (r) => orDash(r.ReferredUser.name)),
  textColumn('Registration Date', 'date', (r) => orDash(formatDay(r.created_at))),
  textColumn('Digital Coins', 'label', (r) => digitalCoinsText(r.digital_coins)),
  textColumn('Booking Incentive', 'label', (r) => bookingIncentiveText(r.magnet_booking)),
];

export const referralsSpec: ListSpec<NumberedReferral, Record<string, never>, ReferenceLists> = {
  name: 'referrals',
  noun: 'referred user',
  label: 'Referred users',
  countTestId: 'referred-count',
  columns: REFERRAL_COLUMNS,
  card: { title: 'Name', fields: ['Registration Date', 'Digital Coins', 'Booking Incentive'] },
  fields: [],
  paging: 'client',
  fetchPage: (api, _query, _page, signal) =>
    unwrap(api.GET('/referrals', { signal })).then((answer) => ({
      rows: answer.referrals.map((r, i) => ({ ...r, no: i + 1 })),
      count: answer.count,
    })),
  rowId: (r) => r.id,
  texts: listTexts('referred users', { count: referredUsersHeading, empty: REFERRAL_EMPTY }),
};

export const ReferralsStore = createListStore(referralsSpec);

export const REFERRALS_SCREEN = screenKey('referrals', ReferralsStore);
