// The referred users (/referral/users), declared for the list kit (spec 02 §2 "Referral pages", §3,
// §7): No., Name, Registration Date, Digital Coins, Booking Incentive; the call answers every
// referral, so the list pages them in the browser.
import { unwrap } from '../../api/client';
import type { components } from '../../api/schema';
import {
  bookingIncentiveText,
  digitalCoinsText,
  orDash,
  REFERRAL_EMPTY,
  referredUsersHeading,
} from '../../domain/referral';
import { formatDate } from '../../shared/format/display';
import { createListStore } from '../../shared/list/createListStore';
import { type ListColumn, type ListSpec, listTexts, type ReferenceLists } from '../../shared/list/listSpec';
import { screenKey } from '../../shared/state/screenKey';

export type Referral = components['schemas']['Referral'];
/** A referral with its place in the list ('No.'). */
export type NumberedReferral = Referral & { no: number };

const column = (
  colId: string,
  value: (r: NumberedReferral) => string,
  flex: number,
): ListColumn<NumberedReferral> => ({
  colId,
  headerName: colId,
  flex,
  minWidth: colId === 'No.' ? 56 : 112,
  value,
  valueGetter: (params) => (params.data ? value(params.data) : ''),
});

export const REFERRAL_COLUMNS: readonly ListColumn<NumberedReferral>[] = [
  column('No.', (r) => String(r.no), 0.5),
  column('Name', (r) => orDash(r.ReferredUser.name), 2),
  column('Registration Date', (r) => orDash(formatDate(r.created_at)), 1.4),
  column('Digital Coins', (r) => digitalCoinsText(r.digital_coins), 1.2),
  column('Booking Incentive', (r) => bookingIncentiveText(r.magnet_booking), 1.4),
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
