// The dashboard's counters: booking activity and the added and digital lead funnels (spec 02 §2
// "Dashboard", §7). Loaded at start-up; refetched when older than 15 minutes or on manual refresh.
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import { unwrap } from '../../api/client';
import type { components } from '../../api/schema';
import type { RootEnv } from '../../app/RootStore';
import type { LoadStatus } from '../../app/stores/loadStatus';

export type OpenLeads = components['schemas']['OpenLeads'];
export type MagnetBookActivity = components['schemas']['MagnetBookActivity'];
export type FunnelKind = 'added' | 'digital';

/** Counts older than this are refetched when the dashboard is shown (spec 02 §9). */
export const DASHBOARD_REFRESH_MS = 15 * 60 * 1000;

type DashboardLoad = 'activity' | 'added' | 'digital';

function initialStatus(): Record<DashboardLoad, LoadStatus> {
  return { activity: 'idle', added: 'idle', digital: 'idle' };
}

export const DashboardStore = types
  .model('DashboardStore', {
    bookActivity: types.maybeNull(types.frozen<MagnetBookActivity>()),
    addedLeads: types.maybeNull(types.frozen<OpenLeads>()),
    digitalLeads: types.maybeNull(types.frozen<OpenLeads>()),
    fetchedAt: types.maybeNull(types.number),
  })
  .volatile(() => ({ status: initialStatus() }))
  .views((self) => ({
    get loading(): boolean {
      return Object.values(self.status).some((s) => s === 'pending');
    },
    funnel(kind: FunnelKind): OpenLeads | null {
      return kind === 'added' ? self.addedLeads : self.digitalLeads;
    },
    /** Older than 15 minutes by the store's clock (the same one that stamps fetchedAt). */
    isStale(): boolean {
      const now = getEnv<RootEnv>(self).now();
      return self.fetchedAt === null || now - self.fetchedAt > DASHBOARD_REFRESH_MS;
    },
  }))
  .actions((self) => {
    const env = () => getEnv<RootEnv>(self);

    function setStatus(load: DashboardLoad, status: LoadStatus) {
      self.status = { ...self.status, [load]: status };
    }

    const loadBookActivity = flow(function* loadBookActivity(userId: number) {
      setStatus('activity', 'pending');
      try {
        self.bookActivity = yield* toGenerator(
          unwrap(env().api.GET('/dashboard/magnet-book-activity/{userId}', { params: { path: { userId } } })),
        );
        setStatus('activity', 'fulfilled');
      } catch {
        setStatus('activity', 'rejected');
      }
    });

    const loadAddedLeads = flow(function* loadAddedLeads(userId: number) {
      setStatus('added', 'pending');
      try {
        self.addedLeads = yield* toGenerator(
          unwrap(
            env().api.GET('/dashboard/open_leads/{userId}', {
              params: { path: { userId }, query: { magnet_lead: 1 } },
            }),
          ),
        );
        setStatus('added', 'fulfilled');
      } catch {
        setStatus('added', 'rejected');
      }
    });

    const loadDigitalLeads = flow(function* loadDigitalLeads(userId: number) {
      setStatus('digital', 'pending');
      try {
        self.digitalLeads = yield* toGenerator(
          unwrap(
            env().api.GET('/dashboard/open_leads/{userId}', {
              params: { path: { userId }, query: { digital_lead: 1 } },
            }),
          ),
        );
        setStatus('digital', 'fulfilled');
      } catch {
        setStatus('digital', 'rejected');
      }
    });

    function markFetched() {
      self.fetchedAt = env().now();
    }

    /** The three loads in parallel; the fetch time is kept for 'Last Updated' and the 15-minute rule. */
    const refresh = flow(function* refresh(userId: number) {
      yield* toGenerator(
        Promise.all([loadBookActivity(userId), loadAddedLeads(userId), loadDigitalLeads(userId)]),
      );
      markFetched();
    });

    return { loadBookActivity, loadAddedLeads, loadDigitalLeads, refresh };
  });

export type DashboardStoreInstance = Instance<typeof DashboardStore>;
