import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App';
import { createRootStore } from '../../src/app/RootStore';
import { createSession, SESSION_KEY, saveSession } from '../../src/domain/session';
import { demoUser, type FakeCall, type FakeHandler, fakeEnvironment, NOW } from './fakeEnvironment';

const onboardedUser = {
  ...demoUser,
  additionalData: {
    id: 1,
    name: 'Asha Rao',
    UserRegions: [{ id: 1, RegionParent: { id: 2, name: 'Mumbai' }, WorkRegion: null }],
  },
  UserInfo: { ...demoUser.UserInfo, deal_business_types: ['Resale'], rera_no: 'A12345678901' },
};

const addedCounts = {
  notUpdate: 24,
  rml: 20,
  opportunity: 19,
  pipeline: 14,
  eoi: 0,
  booked: 13,
  other: 0,
  call: 575,
  activityDone: 86,
  lastUpdatedDate: null,
};

/** Answers every start-up call of an onboarded partner. */
function startupAnswers(call: FakeCall): { status: number; body: unknown } | undefined {
  const { path } = call;
  if (path === '/api/users/me' || path === '/api/users/1') return { status: 200, body: onboardedUser };
  if (path === '/api/regions') return { status: 200, body: [] };
  if (path === '/api/regionparents') return { status: 200, body: [{ id: 2, name: 'Mumbai' }] };
  if (path === '/api/users/stages') return { status: 200, body: [] };
  if (path === '/api/lead_internal_status' || path === '/api/sources') return { status: 200, body: [] };
  if (path === '/api/magnetPlan') return { status: 200, body: [] };
  if (path === '/api/userFilter') {
    return { status: 200, body: [{ id: 7, type: 'lead', name: 'Hot Mumbai leads', filter: {} }] };
  }
  if (path === '/api/userField') return { status: 200, body: [{ id: 1, type: 'lead', field: {} }] };
  if (path === '/api/dashboard/magnet-book-activity/1') {
    return { status: 200, body: { visit_done: 100, revisit_done: 24, booking_count: 16 } };
  }
  if (path === '/api/dashboard/open_leads/1') return { status: 200, body: addedCounts };
  return undefined;
}

function renderApp(handler: FakeHandler, path = '/') {
  window.history.pushState({}, '', path);
  const { env, calls } = fakeEnvironment(handler);
  saveSession(env.storage, createSession('T1', demoUser, NOW));
  const store = createRootStore(env);
  store.session.restore();
  const onNavigate = vi.fn<(url: string) => void>();
  render(<App store={store} onNavigate={onNavigate} />);
  return { env, calls, onNavigate, store };
}

afterEach(() => {
  window.history.pushState({}, '', '/');
  vi.restoreAllMocks();
});

describe('app shell', () => {
  it('shows the loading state, then the dashboard after every start-up load', async () => {
    const { calls } = renderApp(startupAnswers);
    expect(screen.getByTestId('startup-loading').textContent).toContain('Partner Portal');
    expect(await screen.findByTestId('greeting')).toBeTruthy();
    expect(screen.getByTestId('greeting').textContent).toMatch(/, Asha$/);
    expect(screen.getByTestId('count-added-new').textContent).toBe('24');
    expect(screen.getByTestId('site-visits').textContent).toBe('124');
    expect(screen.getByTestId('booked-units').textContent).toBe('16');
    expect(calls[0]).toMatchObject({ path: '/api/users/me', authorization: 'Bearer T1' });
    const paths = calls.map((c) => c.path);
    for (const path of [
      '/api/regions',
      '/api/regionparents',
      '/api/users/stages',
      '/api/lead_internal_status',
      '/api/sources',
      '/api/users/1',
      '/api/dashboard/magnet-book-activity/1',
      '/api/dashboard/open_leads/1',
      '/api/magnetPlan',
      '/api/userField',
      '/api/userFilter',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('finishes start-up when a reference load fails, without a message', async () => {
    const { store } = renderApp((call) =>
      call.path === '/api/regions' ? { status: 500, body: { message: 'boom' } } : startupAnswers(call),
    );
    expect(await screen.findByTestId('greeting')).toBeTruthy();
    expect(store.reference.status.regions).toBe('rejected');
    expect(store.reference.isLoading('regions')).toBe(false);
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('goes to the sign-in page with redirect_to when /users/me is unauthorised', async () => {
    const { onNavigate, env } = renderApp(
      () => ({ status: 401, body: { message: 'Authorization Header not found' } }),
      '/dashboard',
    );
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/login.html?redirect_to=%2Fdashboard'));
    expect(env.storage.getItem(SESSION_KEY)).toBeNull();
  });

  it("shows 'Something went wrong.' with Reload for other failures of the user load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(() => ({ status: 500, body: { message: 'Internal Server Error' } }));
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('lists the left navigation with the saved lead filters', async () => {
    renderApp(startupAnswers);
    await screen.findByTestId('greeting');
    for (const label of [
      'Dashboard',
      'Leads',
      'BulkLeads',
      'Projects',
      'Home Loans',
      'Bookings',
      'Campaigns',
      'Report Issue',
    ]) {
      expect(screen.getByRole('link', { name: label })).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Show saved Leads filters' }));
    expect(screen.getByRole('link', { name: 'Hot Mumbai leads' }).getAttribute('href')).toBe('/leads/7');
  });

  it('shows a coming-soon page and a not-found page inside the shell', async () => {
    renderApp(startupAnswers, '/topprojects');
    expect(await screen.findByText('Top Projects — coming soon')).toBeTruthy();
    expect(screen.getByTestId('left-nav')).toBeTruthy();
    act(() => {
      window.history.pushState({}, '', '/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });

  it('logout from the account menu clears the session and goes to /login.html', async () => {
    const { onNavigate, env } = renderApp(startupAnswers);
    await screen.findByTestId('greeting');
    fireEvent.click(screen.getByTestId('account-button'));
    fireEvent.click(await screen.findByText('Logout'));
    expect(onNavigate).toHaveBeenCalledWith('/login.html');
    expect(env.storage.getItem(SESSION_KEY)).toBeNull();
  });
});
