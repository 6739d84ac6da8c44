import { describe, expect, it } from 'vitest';
import type { ApiUser } from '../../src/api/client';
import { ApiError } from '../../src/api/client';
import { createRootStore } from '../../src/app/RootStore';
import { startApp } from '../../src/app/startApp';
import { StartupStore } from '../../src/app/stores/StartupStore';
import { createSession } from '../../src/domain/session';
import { saveSession } from '../../src/shared/state/storedSession';
import { demoUser, fakeEnvironment, NOW } from './fakeEnvironment';

/** A promise the test settles. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function startupStore() {
  const { env } = fakeEnvironment(() => undefined);
  return StartupStore.create({}, env);
}

const user = demoUser as unknown as ApiUser;

describe('start-up', () => {
  it('sends the loads that need the stored user id beside the user load, and is done after all', async () => {
    const store = startupStore();
    const me = deferred<ApiUser>();
    const regions = deferred<void>();
    const asked: number[] = [];
    const run = store.run({
      loadUser: () => me.promise,
      knownUserId: user.id,
      loadsForUser: (id) => {
        asked.push(id);
        return [regions.promise];
      },
    });
    // The user has not answered yet, and the other loads are already out.
    expect(asked).toEqual([user.id]);
    expect(store.mode).toBe('loading');
    me.resolve(user);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.mode).toBe('loading');
    regions.resolve();
    await run;
    expect(store.mode).toBe('done');
    expect(asked).toEqual([user.id]);
  });

  it('starts the later loads once the others have answered, and is done without waiting for them', async () => {
    const store = startupStore();
    const layouts = deferred<void>();
    const order: string[] = [];
    const run = store.run({
      loadUser: () => Promise.resolve(user),
      knownUserId: user.id,
      loadsForUser: () => {
        order.push('screen');
        return [layouts.promise];
      },
      laterLoadsForUser: () => {
        order.push('dashboard');
        return [new Promise(() => undefined)];
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['screen']);
    layouts.resolve();
    await run;
    expect(store.mode).toBe('done');
    expect(order).toEqual(['screen', 'dashboard']);
  });

  it('loads again for the user the server names when it is not the stored one', async () => {
    const store = startupStore();
    const asked: number[] = [];
    await store.run({
      loadUser: () => Promise.resolve({ ...user, id: 42 }),
      knownUserId: user.id,
      loadsForUser: (id) => {
        asked.push(id);
        return [];
      },
    });
    expect(asked).toEqual([user.id, 42]);
    expect(store.mode).toBe('done');
  });

  it('waits for the user when no session names it, and stops when the user load fails', async () => {
    const store = startupStore();
    const asked: number[] = [];
    await store.run({
      loadUser: () => Promise.resolve(user),
      knownUserId: null,
      loadsForUser: (id) => {
        asked.push(id);
        return [];
      },
    });
    expect(asked).toEqual([user.id]);

    const failing = startupStore();
    const error = await failing
      .run({
        loadUser: () => Promise.reject(new ApiError(401, 'Authorization Header not found')),
        knownUserId: user.id,
        loadsForUser: () => [Promise.reject(new Error('unauthorised too'))],
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    expect(failing.mode).toBe('loading');
  });

  it('runs once when asked before the first render and again by the shell', async () => {
    const { env, calls } = fakeEnvironment((call) =>
      call.path === '/api/users/me' ? { status: 200, body: demoUser } : undefined,
    );
    saveSession(env.storage, createSession('T1', demoUser, NOW));
    const root = createRootStore(env);
    root.session.restore();
    const early = startApp(root, '/');
    expect(startApp(root, '/')).toBe(early);
    await early;
    expect(root.startup.mode).toBe('done');
    expect(calls.filter((c) => c.path === '/api/users/me')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/regionparents')).toHaveLength(1);
  });
});
