// The passback summary of the bookings screen (spec 02 §2, §7 GET magnetBrokerage/passback/{userId})
// and the same figures summed over the partner's bookings list, so the screen can say when the two
// disagree instead of hiding it.
import { flow, getEnv, type Instance, toGenerator } from 'mobx-state-tree';
import { type Api, unwrap } from '../../api/client';
import { type Passback, type PassbackMismatch, passbackMismatches, passbackOf } from '../../domain/brokerage';
import { LoadStates } from '../../shared/state/loadStates';
import type { RootEnv } from '../../shared/state/RootEnv';
import { screenKey } from '../../shared/state/screenKey';
import type { Booking } from './bookingColumns';
import { BOOKING_PAGE_MAX } from './bookingFilters';

/** Every non-cancelled booking of the partner, page after page. */
export async function fetchKeptBookings(api: Api): Promise<Booking[]> {
  const all: Booking[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await unwrap(
      api.GET('/booking', { params: { query: { is_lead_cancelled: 0, page, size: BOOKING_PAGE_MAX } } }),
    );
    all.push(...answer.results);
    if (answer.results.length === 0 || all.length >= answer.meta.totalElements) return all;
  }
}

export const PassbackStore = LoadStates.named('PassbackStore')
  .volatile(() => ({
    userId: 0,
    summary: null as Passback | null,
    fromList: null as Passback | null,
  }))
  .views((self) => ({
    get status() {
      return self.statusOf('summary');
    },
    /** The figures where the summary and the list differ (empty until both have loaded). */
    get mismatches(): PassbackMismatch[] {
      return self.summary && self.fromList ? passbackMismatches(self.summary, self.fromList) : [];
    },
  }))
  .actions((self) => {
    const api = () => getEnv<RootEnv>(self).api;
    const load = flow(function* load() {
      const userId = self.userId;
      if (userId === 0) return;
      yield* toGenerator(
        Promise.all([
          self.track(
            'summary',
            () => unwrap(api().GET('/magnetBrokerage/passback/{userId}', { params: { path: { userId } } })),
            (value) => {
              self.summary = value;
            },
          ),
          self.track(
            'list',
            () => fetchKeptBookings(api()),
            (bookings) => {
              self.fromList = passbackOf(bookings);
            },
          ),
        ]),
      );
    });
    return {
      /** Loads for this partner (once per partner; refresh() loads again). */
      show(userId: number) {
        if (self.userId === userId && self.status !== 'idle') return;
        self.userId = userId;
        void load();
      },
      refresh() {
        return load();
      },
    };
  });

export type PassbackStoreInstance = Instance<typeof PassbackStore>;

export const PASSBACK_SCREEN = screenKey('bookings', PassbackStore);
