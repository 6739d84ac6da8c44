import { describe, expect, it } from 'vitest';
import { createRootStore } from '../../src/app/RootStore';
import { type FakeHandler, fakeEnvironment, NOW } from './fakeEnvironment';

const counts = (lastUpdatedDate: string | null) => ({
  notUpdate: 1,
  rml: 0,
  opportunity: 2,
  pipeline: 3,
  eoi: 0,
  booked: 1,
  other: 0,
  call: 5,
  activityDone: 2,
  lastUpdatedDate,
});

type Counts = ReturnType<typeof counts>;

/** Answers every dashboard call: the funnels with `funnel()`, the other three with small fixed values. */
const answerCounts =
  (funnel: () => Counts): FakeHandler =>
  (call) => {
    if (call.path.startsWith('/api/dashboard/open_leads/')) return { status: 200, body: funnel() };
    if (call.path.startsWith('/api/dashboard/magnet-book-activity/'))
      return { status: 200, body: { visit_done: 1, revisit_done: 0, booking_count: 1 } };
    if (call.path === '/api/dashboard/digital-spend')
      return { status: 200, body: { spend_amount: 0, leadCount: 0, cpl: 0 } };
    if (call.path.startsWith('/api/dashboard/future-activity/')) return { status: 200, body: [] };
    return undefined;
  };

describe('dashboard: Last Updated', () => {
  it('is when the counts were fetched (not the server lastUpdatedDate); a failed refresh does not move it', async () => {
    let failing = false;
    let clock = NOW;
    const { env: fake } = fakeEnvironment((call) =>
      failing
        ? { status: 503, body: { message: 'Service Unavailable' } }
        : answerCounts(() => counts('2026-01-14T08:30:00.000Z'))(call),
    );
    const root = createRootStore({ ...fake, now: () => clock });
    expect(root.dashboard.lastUpdated).toBeNull();
    await root.dashboard.refresh(1);
    expect(root.dashboard.lastUpdated?.toISOString()).toBe('2026-01-15T10:00:00.000Z');
    // A refresh five minutes later moves it.
    clock += 5 * 60 * 1000;
    await root.dashboard.refresh(1);
    expect(root.dashboard.lastUpdated?.toISOString()).toBe('2026-01-15T10:05:00.000Z');
    clock += 5 * 60 * 1000;
    failing = true;
    await root.dashboard.refresh(1);
    expect(root.dashboard.statusOf('added')).toBe('rejected');
    expect(root.dashboard.lastUpdated?.toISOString()).toBe('2026-01-15T10:05:00.000Z');
  });
});

describe('dashboard: the 15-minute refetch', () => {
  it('refetches only when the counts are older than 15 minutes by the injected clock', async () => {
    let clock = NOW;
    const { env, calls } = fakeEnvironment(answerCounts(() => counts('2026-01-14T08:30:00.000Z')));
    const root = createRootStore({ ...env, now: () => clock });
    const funnelCalls = () => calls.filter((c) => c.path.startsWith('/api/dashboard/open_leads/')).length;

    await root.dashboard.refreshIfStale(1);
    expect(funnelCalls()).toBe(2);
    clock += 14 * 60 * 1000;
    expect(root.dashboard.refreshIfStale(1)).toBeNull();
    clock += 60 * 1000;
    expect(root.dashboard.refreshIfStale(1)).toBeNull();
    clock += 1;
    await root.dashboard.refreshIfStale(1);
    expect(funnelCalls()).toBe(4);
  });

  it('tries again at the next check after a failed refresh', async () => {
    let failing = true;
    const clock = NOW;
    const { env, calls } = fakeEnvironment((call) =>
      failing
        ? { status: 503, body: { message: 'Service Unavailable' } }
        : answerCounts(() => counts(null))(call),
    );
    const root = createRootStore({ ...env, now: () => clock });
    await root.dashboard.refreshIfStale(1);
    failing = false;
    await root.dashboard.refreshIfStale(1);
    expect(calls.filter((c) => c.path.startsWith('/api/dashboard/open_leads/'))).toHaveLength(4);
    expect(root.dashboard.refreshIfStale(1)).toBeNull();
  });
});

describe('dashboard type', () => {
  const zero = { ...counts(null), notUpdate: 0, opportunity: 0, pipeline: 0, booked: 0 };

  it('shows basic to a partner without leads, then pending on the next load after the first view', async () => {
    window.localStorage.clear();
    const { env } = fakeEnvironment(answerCounts(() => zero));
    const first = createRootStore(env);
    await first.dashboard.refresh(7);
    expect(first.dashboard.type).toBe('basic');
    first.dashboard.markViewed(7);
    expect(first.dashboard.type).toBe('basic');

    const reloaded = createRootStore(env);
    await reloaded.dashboard.refresh(7);
    expect(reloaded.dashboard.type).toBe('pending');
    // Another partner on the same browser still starts basic.
    await reloaded.dashboard.refresh(8);
    expect(reloaded.dashboard.type).toBe('basic');
  });

  it('is extended with any lead and stays extended when the counts drop to 0', async () => {
    window.localStorage.clear();
    let answer = counts(null);
    const { env } = fakeEnvironment(answerCounts(() => answer));
    const root = createRootStore(env);
    await root.dashboard.refresh(9);
    expect(root.dashboard.type).toBe('extended');
    answer = zero;
    await createRootStore(env).dashboard.refresh(9);
    const again = createRootStore(env);
    await again.dashboard.refresh(9);
    expect(again.dashboard.type).toBe('extended');
  });

  it('keeps a corrupted stored entry from breaking the dashboard', async () => {
    window.localStorage.setItem('pp.dashboardType.v1', '{"7": "fancy"');
    const { env } = fakeEnvironment(answerCounts(() => zero));
    const root = createRootStore(env);
    await root.dashboard.refresh(7);
    expect(root.dashboard.type).toBe('basic');
  });
});
