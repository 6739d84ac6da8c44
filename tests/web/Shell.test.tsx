import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App';
import { createRootStore } from '../../src/app/RootStore';
import { createSession, SESSION_KEY, saveSession } from '../../src/domain/session';
import { demoUser, type FakeHandler, fakeEnvironment, NOW } from './fakeEnvironment';

function renderApp(handler: FakeHandler) {
  const { env, calls } = fakeEnvironment(handler);
  saveSession(env.storage, createSession('T1', demoUser, NOW));
  const store = createRootStore(env);
  store.session.restore();
  const onNavigate = vi.fn<(url: string) => void>();
  render(<App store={store} onNavigate={onNavigate} />);
  return { env, calls, onNavigate };
}

describe('app shell', () => {
  it("shows the user's name and the welcome text, and loads /users/me with the token", async () => {
    const { calls } = renderApp(() => ({ status: 200, body: demoUser }));
    expect(screen.getByText('Welcome, Asha')).toBeTruthy();
    expect(screen.getByTestId('current-user').textContent).toBe('Asha Rao');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ path: '/api/users/me', authorization: 'Bearer T1' });
  });

  it('goes to the sign-in page with redirect_to when /users/me is unauthorised', async () => {
    window.history.pushState({}, '', '/dashboard');
    const { onNavigate, env } = renderApp(() => ({
      status: 401,
      body: { message: 'Authorization Header not found' },
    }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/login.html?redirect_to=%2Fdashboard'));
    expect(env.storage.getItem(SESSION_KEY)).toBeNull();
    window.history.pushState({}, '', '/');
  });

  it("shows 'Something went wrong.' with Reload for other failures", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(() => ({ status: 500, body: { message: 'Internal Server Error' } }));
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('logout clears the session and goes to /login.html', async () => {
    const { onNavigate, env } = renderApp(() => ({ status: 200, body: demoUser }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    });
    expect(onNavigate).toHaveBeenCalledWith('/login.html');
    expect(env.storage.getItem(SESSION_KEY)).toBeNull();
  });
});
