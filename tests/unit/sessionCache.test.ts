import { describe, expect, it } from 'vitest';
import type { Db, Row } from '../../server/db/db.ts';
import { SessionCache } from '../../server/lib/sessionCache.ts';

const HOUR = 3_600_000;
const NOW = new Date('2026-11-25T10:00:00Z');

/** A database that answers the session check for sid 's1' of user 7, counts the checks and its writes. */
function fakeDb(options: { counted: boolean; live?: boolean }) {
  const state = { checks: 0, writes: 0, expiresAt: NOW.getTime() + HOUR, duringCheck: () => {} };
  const db: Db = {
    kind: options.counted ? 'pglite' : 'postgres',
    query: async <T extends Row>(_sql: string, params: unknown[] = []) => {
      state.checks += 1;
      state.duringCheck();
      const live = (options.live ?? true) && params[0] === 's1' && params[1] === 7;
      return (live ? [{ id: 7, role: 'magnet', expires_ms: state.expiresAt }] : []) as unknown as T[];
    },
    exec: async () => {},
    transaction: async (fn) => fn(db),
    close: async () => {},
    // As PGlite's handle: its write count is also its sessions' stamp.
    ...(options.counted ? { writes: () => state.writes, sessionsStamp: () => state.writes } : {}),
  };
  return { db, state };
}

describe('SessionCache', () => {
  it('checks a session once while nothing is written, and again after any write', async () => {
    const { db, state } = fakeDb({ counted: true });
    const cache = new SessionCache(db);
    expect(await cache.user('s1', 7, NOW)).toEqual({ id: 7, role: 'magnet' });
    expect(await cache.user('s1', 7, NOW)).toEqual({ id: 7, role: 'magnet' });
    expect(state.checks).toBe(1);
    state.writes += 2;
    expect(await cache.user('s1', 7, NOW)).toEqual({ id: 7, role: 'magnet' });
    expect(state.checks).toBe(2);
  });

  it('does not keep an answer read while a write was under way', async () => {
    const { db, state } = fakeDb({ counted: true });
    const cache = new SessionCache(db);
    state.duringCheck = () => {
      state.writes += 1;
    };
    await cache.user('s1', 7, NOW);
    state.duringCheck = () => {};
    await cache.user('s1', 7, NOW);
    expect(state.checks).toBe(2);
  });

  it('asks again once the session has expired, and for another user of the same sid', async () => {
    const { db, state } = fakeDb({ counted: true });
    const cache = new SessionCache(db);
    await cache.user('s1', 7, NOW);
    expect(await cache.user('s1', 8, NOW)).toBeUndefined();
    expect(state.checks).toBe(2);
    await cache.user('s1', 7, new Date(state.expiresAt));
    expect(state.checks).toBe(3);
  });

  it('never keeps a session that is not live', async () => {
    const { db, state } = fakeDb({ counted: true, live: false });
    const cache = new SessionCache(db);
    expect(await cache.user('s1', 7, NOW)).toBeUndefined();
    expect(await cache.user('s1', 7, NOW)).toBeUndefined();
    expect(state.checks).toBe(2);
  });

  it('asks the database on every call when other processes write too (PostgreSQL)', async () => {
    const { db, state } = fakeDb({ counted: false });
    const cache = new SessionCache(db);
    await cache.user('s1', 7, NOW);
    await cache.user('s1', 7, NOW);
    expect(state.checks).toBe(2);
  });
});

describe('SessionCache on PostgreSQL, listening for session changes', () => {
  /** A PostgreSQL handle whose stamp the test moves (null: not listening). */
  function listeningDb() {
    const { db, state } = fakeDb({ counted: false });
    const feed = { stamp: 0 as number | null };
    return { db: { ...db, sessionsStamp: () => feed.stamp }, state, feed };
  }

  it('checks a session once while no change is notified, and again after one', async () => {
    const { db, state, feed } = listeningDb();
    const cache = new SessionCache(db);
    expect(await cache.user('s1', 7, NOW)).toEqual({ id: 7, role: 'magnet' });
    expect(await cache.user('s1', 7, NOW)).toEqual({ id: 7, role: 'magnet' });
    expect(state.checks).toBe(1);
    feed.stamp = 1;
    await cache.user('s1', 7, NOW);
    expect(state.checks).toBe(2);
  });

  it('asks on every call while not listening', async () => {
    const { db, state, feed } = listeningDb();
    const cache = new SessionCache(db);
    await cache.user('s1', 7, NOW);
    feed.stamp = null;
    await cache.user('s1', 7, NOW);
    await cache.user('s1', 7, NOW);
    expect(state.checks).toBe(3);
    feed.stamp = 5;
    await cache.user('s1', 7, NOW);
    await cache.user('s1', 7, NOW);
    expect(state.checks).toBe(4);
  });

  it('does not keep an answer when a change was notified while the check ran', async () => {
    const { db, state, feed } = listeningDb();
    const cache = new SessionCache(db);
    state.duringCheck = () => {
      feed.stamp = (feed.stamp ?? 0) + 1;
    };
    expect(await cache.user('s1', 7, NOW)).toEqual({ id: 7, role: 'magnet' });
    state.duringCheck = () => {};
    await cache.user('s1', 7, NOW);
    await cache.user('s1', 7, NOW);
    expect(state.checks).toBe(2);
  });
});
