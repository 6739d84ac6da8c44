// The home loan requests (/homeloans), declared for the list kit (spec 02 §2 "Home loans", §3, §7):
// Name, Number, Added By, Request Date; the total in the header; paged on the server.
import { unwrap } from '../../api/client';
import type { components, paths } from '../../api/schema';
import { HOME_LOANS_EMPTY } from '../../domain/homeLoan';
import { formatNumber } from '../../domain/number';
import { formatDate, formatPhone } from '../../shared/format/display';
import { createListStore } from '../../shared/list/createListStore';
import { type ListColumn, type ListSpec, listTexts, type ReferenceLists } from '../../shared/list/listSpec';
import { screenKey } from '../../shared/state/screenKey';

export type HomeLoan = components['schemas']['HomeLoan'];
type HomeLoanQuery = NonNullable<paths['/homeloans']['get']['parameters']['query']>;

const column = (colId: string, value: (loan: HomeLoan) => string, flex: number): ListColumn<HomeLoan> => ({
  colId,
  headerName: colId,
  flex,
  minWidth: 120,
  value,
  valueGetter: (params) => (params.data ? value(params.data) : ''),
});

export const HOME_LOAN_COLUMNS: readonly ListColumn<HomeLoan>[] = [
  column('Name', (h) => h.name, 2),
  column('Number', (h) => formatPhone(h.number), 1.5),
  column('Added By', (h) => h.User.name ?? '', 1.5),
  column('Request Date', (h) => formatDate(h.created_at), 1),
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
