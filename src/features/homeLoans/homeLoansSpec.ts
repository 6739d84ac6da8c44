// The home loan requests (/homeloans), declared for the list kit (spec 02 §2 "Home loans", §3, §7):
// Name, Number, Added By, Request Date; the total in the header; paged on the server.
import { unwrap } from '../../api/client';
import type { components, paths } from '../../api/schema';
import { formatDay } from '../../domain/dates';
import { HOME_LOANS_EMPTY } from '../../domain/homeLoan';
import { formatNumber } from '../../domain/number';
import { formatPhone } from '../../shared/format/display';
import { textColumn } from '../../shared/grid/gridColumn';
import { createListStore } from '../../shared/list/createListStore';
import { type ListColumn, type ListSpec, listTexts, type ReferenceLists } from '../../shared/list/listSpec';
import { screenKey } from '../../shared/state/screenKey';

export type HomeLoan = components['schemas']['HomeLoan'];
type HomeLoanQuery = NonNullable<paths['/homeloans']['get']['parameters']['query']>;

export const HOME_LOAN_COLUMNS: readonly ListColumn<HomeLoan>[] = [
  textColumn('Name', 'name', (h) => h.name),
  textColumn('Number', 'phone', (h) => formatPhone(h.number)),
  textColumn('Added By', 'name', (h) => h.User.name ?? ''),
  textColumn('Request Date', 'date', (h) => formatDay(h.created_at)),
];

/** The header's total: 'Total Requests: 6'. */
export function homeLoanCountText(count: number): string {
  return `Total Requests: ${formatNumber(count)}`;
}

export const homeLoansSpec: ListSpec<HomeLoan, HomeLoanQuery, ReferenceLists> = {
  name: 'homeloans',
  noun: 'request',
  label: 'Home Loans',
  countTestId: 'home-loans-count',
  columns: HOME_LOAN_COLUMNS,
  card: { title: 'Name', fields: ['Number', 'Added By', 'Request Date'] },
  fields: [],
  fetchPage: (api, _query, { page, size }, signal) =>
    unwrap(api.GET('/homeloans', { params: { query: { size, pageId: page } }, signal })).then((answer) => ({
      rows: answer.homeLoans,
      count: answer.count,
    })),
  rowId: (loan) => loan.id,
  // A failed load ends loading with no message (spec 02 §8).
  texts: listTexts('home loan requests', { count: homeLoanCountText, empty: HOME_LOANS_EMPTY, rejected: '' }),
};

export const HomeLoansStore = createListStore(homeLoansSpec);

export const HOME_LOANS_SCREEN = screenKey('homeloans', HomeLoansStore);
