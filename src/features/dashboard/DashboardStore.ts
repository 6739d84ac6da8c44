// The dashboard's counters: booking activity, the added and digital lead funnels, the digital spend
// and the upcoming activities (spec 02 §2 "Dashboard", §7), and the dashboard type (§4). Loaded at
// start-up; refetched when older than 15 minutes or on manual refresh.
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import { unwrap } from '../../api/client';
import type { components } from '../../api/schema';
import { afterView, type DashboardType, dashboardTypeFor, stageTotal } from '../../domain/dashboardType';
import { EXPIRING_WITHIN_DAYS } from '../../domain/protection';
import { schemaGuard } from '../../domain/schemaGuard';
import { LoadStates } from '../../shared/state/loadStates';
import { persistedValue } from '../../shared/state/persistedValue';
import type { RootEnv } from '../../shared/state/RootEnv';

export type OpenLeads = components['schemas']['OpenLeads'];
export type MagnetBookActivity = components['schemas']['MagnetBookActivity'];
export type DigitalSpend = components['schemas']['DigitalSpend'];
export type FutureActivity = components['schemas']['FutureActivity'];
export type FunnelKind = 'added' | 'digital';

/** Counts older than this are refetched when the dashboard is shown (spec 02 §9). */
export const DASHBOARD_REFRESH_MS = 15 * 60 * 1000;

const TYPES: readonly DashboardType[] = ['basic', 'pending', 'extended'];

/** Each partner's dashboard type on this browser, by user id (kept across reloads). */
export const dashboardTypes = persistedValue<Record<string, DashboardType>>({
  key: 'pp.dashboardType.v1',
  isValid: schemaGuard({ type: 'object', additionalProperties: { type: 'string', enum: [...TYPES] } }),
  restore: (stored) => stored,
  fallback: () => ({}),
});

export const DashboardStore = LoadStates.named('DashboardStore')
  .props({
    bookActivity: types.maybeNull(types.frozen<MagnetBookActivity>()),
    addedLeads: types.maybeNull(types.frozen<OpenLeads>()),
    digitalLeads: types.maybeNull(types.frozen<OpenLeads>()),
    digitalSpend: types.maybeNull(types.frozen<DigitalSpend>()),
    futureActivity: types.maybeNull(types.frozen<FutureActivity[]>()),
    /** The partner's leads whose protection ends within 7 days (extension, issue 35). */
    expiringLeads: types.maybeNull(types.number),
    fetchedAt: types.maybeNull(types.number),
    /** The layout shown: null until both funnels have answered once. */
    type: types.maybeNull(types.enumeration<DashboardType>('DashboardType', [...TYPES])),
  })
  .volatile(() => ({
    /** A lead changed since the counts were asked for (a live update): read again when shown. */
    outdated: false,
  }))
  .views((self) => ({
    get loading(): boolean {
      return self.anyLoading;
    },
    /**
     * When the counts on screen were fetched: the last refresh in which every load succeeded; before
     * the first, when the oldest of the device's copies on screen was kept.
     */
    get lastUpdated(): Date | null {
      const copied = Object.values(self.copiedAt);
      const at = self.fetchedAt ?? (copied.length > 0 ? Math.min(...copied) : null);
      return at === null ? null : new Date(at);
    },
    funnel(kind: FunnelKind): OpenLeads | null {
      return kind === 'added' ? self.addedLeads : self.digitalLeads;
    },
    /** Older than 15 minutes by the store's clock (the same one that stamps fetchedAt). */
    isStale(): boolean {
      const now = getEnv<RootEnv>(self).now();
      return self.outdated || self.fetchedAt === null || now - self.fetchedAt > DASHBOARD_REFRESH_MS;
    },
  }))
  .actions((self) => ({
    setFunnel(kind: FunnelKind, counts: OpenLeads) {
      if (kind === 'added') self.addedLeads = counts;
      else self.digitalLeads = counts;
    },
    setType(type: DashboardType) {
      self.type = type;
    },
    setOutdated(outdated: boolean) {
      self.outdated = outdated;
    },
  }))
  .actions((self) => {
    const env = () => getEnv<RootEnv>(self);

    const storedType = (userId: number): DashboardType | null =>
      dashboardTypes.read(env().storage)[String(userId)] ?? null;

    const keepType = (userId: number, type: DashboardType) => {
      const { storage } = env();
      dashboardTypes.write(storage, { ...dashboardTypes.read(storage), [String(userId)]: type });
    };

    const loadBookActivity = (userId: number) =>
      self.trackCopyFirst(
        'activity',
        ({ api }) =>
          unwrap(api.GET('/dashboard/magnet-book-activity/{userId}', { params: { path: { userId } } })),
        (v) => {
          self.bookActivity = v;
        },
      );

    /** A funnel's counts: the partner's own leads (magnet_lead=1) or the digital ones (digital_lead=1). */
    const loadFunnel = (kind: FunnelKind, userId: number) =>
      self.trackCopyFirst(
        kind,
        ({ api }) =>
          unwrap(
            api.GET('/dashboard/open_leads/{userId}', {
              params: {
                path: { userId },
                query: kind === 'added' ? { magnet_lead: 1 } : { digital_lead: 1 },
              },
            }),
          ),
        (counts) => self.setFunnel(kind, counts),
      );

    const loadDigitalSpend = (userId: number) =>
      self.trackCopyFirst(
        'spend',
        ({ api }) =>
          unwrap(api.GET('/dashboard/digital-spend', { params: { query: { magnet_id: userId } } })),
        (v) => {
          self.digitalSpend = v;
        },
      );

    const loadFutureActivity = (userId: number) =>
      self.trackCopyFirst(
        'future',
        ({ api }) =>
          unwrap(
            api.GET('/dashboard/future-activity/{magnetId}', {
              params: { path: { magnetId: userId } },
            }),
          ),
        (v) => {
          self.futureActivity = v;
        },
      );

    /** The leads list's count with "expiring within 7 days" (the partner's own leads, as the list shows). */
    const loadExpiring = () =>
      self.trackCopyFirst(
        'expiring',
        ({ api }) =>
          unwrap(
            api.GET('/leads/index/count', {
              params: {
                query: { type: 'all_leads', is_magnet: 1, protection_expires_within: EXPIRING_WITHIN_DAYS },
              },
            }),
          ),
        (v) => {
          self.expiringLeads = v.count;
        },
      );

    function markFetched() {
      self.fetchedAt = env().now();
    }

    /**
     * Every dashboard load in parallel. Once both funnels have answered, the type follows from their
     * stage counters and the partner's stored type, and is kept. The fetch time (for the 15-minute
     * rule) moves only when every load of the spec succeeded, so a failed refresh is tried again (the
     * extension's count is shown when it answers and does not hold the others back).
     */
    const refresh = flow(function* refresh(userId: number) {
      self.setOutdated(false);
      const [outcomes] = yield* toGenerator(
        Promise.all([
          Promise.all([
            loadFunnel('added', userId),
            loadFunnel('digital', userId),
            loadBookActivity(userId),
            loadDigitalSpend(userId),
            loadFutureActivity(userId),
          ]),
          loadExpiring(),
        ]),
      );
      const [added, digital] = outcomes;
      if (added.ok && digital.ok) {
        const type = dashboardTypeFor(storedType(userId), stageTotal([added.value, digital.value]));
        self.setType(type);
        keepType(userId, type);
      }
      if (outcomes.every((o) => o.ok)) markFetched();
    });

    /** Refreshes when the counts are older than 15 minutes (or were never fetched) and none is loading. */
    function refreshIfStale(userId: number): Promise<void> | null {
      if (self.loading || !self.isStale()) return null;
      return refresh(userId);
    }

    /**
     * The dashboard was shown: a basic dashboard is kept as pending for the next view, while this one
     * keeps showing the basic cards.
     */
    function markViewed(userId: number) {
      if (self.type === null) return;
      keepType(userId, afterView(self.type));
    }

    return { loadBookActivity, loadFunnel, refresh, refreshIfStale, markViewed };
  });

export type DashboardStoreInstance = Instance<typeof DashboardStore>;
