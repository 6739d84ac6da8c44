// The filters of the bookings list (spec 02 §2 "Bookings", §7 GET /booking): client number, project,
// cancelled (None or Yes), Rm Name, TL Name, Presale Lead, Region, Passback, From Date, To Date and
// Document Verification Status, sent as the call's query keys with lists comma-joined; and the
// presets of /bookings/booked and /bookings/cancelled.
import { type Api, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';
import type { FilterModel, FilterOption } from '../../domain/filters';
import type { RemoteSearch } from '../../shared/form/RemoteSearchInput';
import {
  choiceField,
  dateField,
  type FilterField,
  idListField,
  textField,
  YES_NO_CHOICES,
} from '../../shared/list/filterFields';
import type { ReferenceLists } from '../../shared/list/listSpec';
import { clientNumberSearch, projectSearch } from '../../shared/search/remoteSearches';

export type BookingQuery = NonNullable<paths['/booking']['get']['parameters']['query']>;

/** The largest page GET /booking answers. */
export const BOOKING_PAGE_MAX = 500;

/** Cancelled offers None (no filter) or Yes. */
export const CANCELLED_CHOICES = [{ id: 1, name: 'Yes' }] as const;

/** The document verification statuses a booking goes through. */
export const DOCUMENT_STATUSES = ['Pending', 'Under Review', 'Verified', 'Rejected'] as const;

const CLIENT_NUMBER = /^\d{1,15}$/;
const lower = (s: string) => s.trim().toLowerCase();

/**
 * The sales RMs of the partner's bookings whose name holds the typed text (there is no list of RMs
 * to choose from: a partner's RMs are the ones on their bookings).
 */
export const rmSearch =
  (api: Api): RemoteSearch =>
  async (q, signal) => {
    const answer = await unwrap(
      api.GET('/booking', { params: { query: { page: 1, size: BOOKING_PAGE_MAX } }, signal }),
    );
    const found = new Map<number, string>();
    for (const booking of answer.results) {
      const name = booking.SalesRMBooking?.name;
      if (booking.sales_rm === null || !name) continue;
      if (lower(name).includes(lower(q))) found.set(booking.sales_rm, name);
    }
    return [...found].map(([id, name]) => ({ id, name }));
  };

/** One value of a fixed list of texts, sent as that text. */
function textChoiceField<K extends string>(key: K, label: string, choices: readonly string[]) {
  const options = choices.map((name) => ({ id: name, name }));
  return {
    key,
    label,
    kind: 'select' as const,
    arity: 'single' as const,
    accepts: (id: string) => choices.includes(id),
    options: () => options,
    toValue: (values: readonly FilterOption[]) => {
      const first = values[0];
      return first === undefined ? undefined : String(first.id);
    },
  };
}

/** Every filter of GET /booking (02 §2, §7), in the panel's order. */
export const BOOKING_FIELDS: readonly FilterField<BookingQuery, ReferenceLists>[] = [
  textField('clientNumber', 'Client Number', {
    pattern: CLIENT_NUMBER,
    search: clientNumberSearch,
    placeholder: 'Type 2 digits of a number',
  }),
  idListField('projectId', 'Project', { search: projectSearch, placeholder: 'Type 2 letters of a project' }),
  choiceField('is_lead_cancelled', 'Cancelled', CANCELLED_CHOICES),
  idListField('salesRm', 'Rm Name', { search: rmSearch, placeholder: 'Type 2 letters of an RM' }),
  textField('parentRm', 'TL Name', { placeholder: 'Type a name, press Enter' }),
  choiceField('is_presale', 'Presale Lead', YES_NO_CHOICES),
  idListField('regionId', 'Region', { options: (ref: ReferenceLists) => ref.parents }),
  choiceField('passback', 'Passback', YES_NO_CHOICES),
  dateField('fromDate', 'From Date'),
  dateField('toDate', 'To Date'),
  textChoiceField('document_status', 'Document Verification Status', DOCUMENT_STATUSES),
];

/** The link targets: /bookings/cancelled preselects Cancelled = Yes; /bookings/booked has no preset. */
export function bookingPreset(slug: string): FilterModel | null {
  if (slug === 'cancelled') return { is_lead_cancelled: [{ id: 1, name: 'Yes' }] };
  if (slug === 'booked') return {};
  return null;
}
