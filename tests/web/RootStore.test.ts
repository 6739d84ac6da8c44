import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/client';
import { createRootStore } from '../../src/app/RootStore';
import { SESSION_KEY, SESSION_TTL_MS } from '../../src/domain/session';
import { readSession } from '../../src/shared/state/storedSession';
import { demoUser, fakeEnvironment, NOW } from './fakeEnvironment';

describe('session store', () => {
  it('signs in, stores the session for 60 minutes and sends the bearer token afterwards', async () => {
    const { env, calls } = fakeEnvironment((call) => {
      if (call.path === '/api/users/login')
        return { status: 200, body: { userData: { ...demoUser, token: 'T1' } } };
      if (call.path === '/api/users/me') return { status: 200, body: demoUser };
      return undefined;
    });
    const store = createRootStore(env);
    await store.session.login({ phone: '9876543210', password: 'magnet123', remember_me: 'yes' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { phone: '9876543210', password: 'magnet123', remember_me: 'yes' },
      authorization: null,
    });
    expect(store.session.isSignedIn).toBe(true);
    expect(store.session.displayName).toBe('Asha Rao');
    const stored = readSession(env.storage, NOW);
    expect(stored?.token).toBe('T1');
    expect(stored?.expiresAt).toBe(NOW + SESSION_TTL_MS);

    await store.session.loadMe();
    expect(calls[1]).toMatchObject({ method: 'GET', path: '/api/users/me', authorization: 'Bearer T1' });
  });

  it('keeps the server message and status of a failed sign-in', async () => {
    const { env } = fakeEnvironment(() => ({ status: 401, body: { message: 'Invalid phone or password' } }));
    const store = createRootStore(env);
    const error = await store.session
      .login({ phone: '9876543210', password: 'nope' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Invalid phone or password' });
    expect(store.session.isSignedIn).toBe(false);
    expect(env.storage.getItem(SESSION_KEY)).toBeNull();
  });

  it('stores the user from /users/me with role magnet', async () => {
    const { env } = fakeEnvironment((call) => {
      if (call.path === '/api/users/login')
        return { status: 200, body: { userData: { ...demoUser, token: 'T1' } } };
      return { status: 200, body: { ...demoUser, role: 'MAGNET', first_name: 'Asha K' } };
    });
    const store = createRootStore(env);
    await store.session.login({ phone: '9876543210', password: 'magnet123' });
    await store.session.loadMe();
    expect(store.session.user?.role).toBe('magnet');
    expect(readSession(env.storage, NOW)?.user.first_name).toBe('Asha K');
  });

  it('logout clears the stored session', async () => {
    const { env } = fakeEnvironment(() => ({
      status: 200,
      body: { userData: { ...demoUser, token: 'T1' } },
    }));
    const store = createRootStore(env);
    await store.session.login({ phone: '9876543210', password: 'magnet123' });
    store.session.logout();
    expect(store.session.isSignedIn).toBe(false);
    expect(env.storage.getItem(SESSION_KEY)).toBeNull();
    expect(createRootStore(env).session.restore()).toBe(false);
  });

  it("turns registration answers into the spec's messages", async () => {
    let answer = { status: 201, body: { message: 'User Created' } };
    const { env } = fakeEnvironment(() => answer);
    const store = createRootStore(env);
    const fields = {
      first_name: 'A',
      last_name: 'B',
      phone: '9123456789',
      email: 'a@b.in',
      password: 'secret1',
    };
    expect(await store.session.register(fields)).toEqual({ ok: true, message: 'Registered Successfully' });
    answer = { status: 409, body: { message: 'User already exists with this phone' } };
    expect(await store.session.register(fields)).toEqual({
      ok: false,
      message: 'Registeration failed: User already exists with this phone',
    });
  });
});
