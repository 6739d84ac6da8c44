import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App';
import { createRootStore } from '../../src/app/RootStore';
import { ROUTES } from '../../src/app/routes';
import { createSession, SESSION_KEY } from '../../src/domain/session';
import { appConfig } from '../../src/shared/config/appConfig';
import { saveSession } from '../../src/shared/state/storedSession';
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

function renderApp(handler: FakeHandler, path = '/', options: { probeIntervalMs?: number } = {}) {
  window.history.pushState({}, '', path);
  const { env, calls } = fakeEnvironment(handler, options);
  saveSession(env.storage, createSession('T1', demoUser, NOW));
  const store = createRootStore(env);
  store.session.restore();
  const onNavigate = vi.fn<(url: string) => void>();
  render(<App store={store} onNavigate={onNavigate} />);
  return { env, calls, onNavigate, store };
}

/** Screens load as chunks of their own: the first one can take a while under the test transform. */
const SCREEN_TIMEOUT = { timeout: 15000 };

function findGreeting() {
  return screen.findByTestId('greeting', {}, SCREEN_TIMEOUT);
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  window.history.pushState({}, '', '/');
  vi.restoreAllMocks();
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
});

describe('app shell', () => {
  it('draws the shell at once and the dashboard beside every start-up load', async () => {
    const { calls } = renderApp(startupAnswers);
    expect(screen.getAllByTestId('left-nav').length).toBeGreaterThan(0);
    expect(await findGreeting()).toBeTruthy();
    expect(screen.getByTestId('greeting').textContent).toMatch(/, Asha$/);
    expect(screen.getByTestId('count-added-new').textContent).toBe('24');
    expect(screen.getByTestId('site-visits').textContent).toBe('124');
    expect(screen.getByTestId('booked-units').textContent).toBe('16');
    expect(calls.find((c) => c.path === '/api/users/me')).toMatchObject({ authorization: 'Bearer T1' });
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

  it('says what each booked figure counts: leads on the funnels, units on Booked Units', async () => {
    renderApp(startupAnswers);
    expect(await findGreeting()).toBeTruthy();
    expect(screen.getByTestId('booked-units').textContent).toBe('16');
    expect(screen.getByTestId('booked-units-caption').textContent).toBe(
      'Counts units, cancelled bookings left out',
    );
    expect(screen.getByTestId('count-added-booked').textContent).toBe('13');
    expect(screen.getByTestId('note-added-booked').textContent).toBe(
      'Counts leads, cancelled bookings included',
    );
    // The note describes the Booked link, so a screen reader reads it with the count.
    const booked = screen.getByTestId('count-added-booked').closest('a');
    const describedBy = booked?.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Counts leads, cancelled bookings included',
    );
  });

  it('finishes start-up when a reference load fails, without a message', async () => {
    const { store } = renderApp((call) =>
      call.path === '/api/regions' ? { status: 500, body: { message: 'boom' } } : startupAnswers(call),
    );
    expect(await findGreeting()).toBeTruthy();
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
    await findGreeting();
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

  it('shows the Pulse page and a not-found page inside the shell', async () => {
    renderApp(startupAnswers, '/pulse');
    expect(await screen.findByText('Updates on', { exact: false }, SCREEN_TIMEOUT)).toBeTruthy();
    expect(screen.getByTestId('left-nav')).toBeTruthy();
    act(() => {
      window.history.pushState({}, '', '/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByText('Page not found', {}, SCREEN_TIMEOUT)).toBeTruthy();
  });

  it('logout from the account menu clears the session and goes to /login.html', async () => {
    const { onNavigate, env, calls } = renderApp((call) =>
      call.path === '/api/users/logout'
        ? { status: 200, body: { message: 'Signed out' } }
        : startupAnswers(call),
    );
    await findGreeting();
    fireEvent.click(screen.getByTestId('account-button'));
    fireEvent.click(await screen.findByText('Logout'));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/login.html'));
    expect(env.storage.getItem(SESSION_KEY)).toBeNull();
    // The token is revoked on the server, with the token itself.
    const logout = calls.find((c) => c.path === '/api/users/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.authorization).toMatch(/^Bearer /);
  });

  it('POSTs the default column layouts when GET /userField answers none', async () => {
    const { calls, store } = renderApp((call) => {
      if (call.path === '/api/userField' && call.method === 'GET') return { status: 200, body: [] };
      if (call.path === '/api/userField' && call.method === 'POST') {
        const { fields } = call.body as { fields: Array<{ type: string; field: unknown }> };
        return { status: 201, body: fields.map((f, i) => ({ id: 40 + i, ...f })) };
      }
      return startupAnswers(call);
    });
    await findGreeting();
    const post = calls.find((c) => c.path === '/api/userField' && c.method === 'POST');
    if (!post) throw new Error('no POST /userField');
    const { fields } = post.body as { fields: Array<{ type: string }> };
    expect(fields.map((f) => f.type).sort()).toEqual([
      'booking',
      'bulklead',
      'campaign',
      'focus-project',
      'lead',
      'project',
    ]);
    const lead = store.layouts.kept.records.find((r) => r.type === 'lead');
    expect(lead?.id).toBe(40 + fields.findIndex((f) => f.type === 'lead'));
    expect(store.layouts.loading).toBe(false);
  });

  it('each start-up load ends fulfilled or rejected, clears its loading flag and shows no message', async () => {
    const failing = ['/api/magnetPlan', '/api/sources', '/api/users/1', '/api/userFilter', '/api/userField'];
    const { store } = renderApp((call) =>
      failing.includes(call.path)
        ? { status: 500, body: { message: 'down for maintenance' } }
        : startupAnswers(call),
    );
    await findGreeting();
    expect(store.startup.mode).toBe('done');
    expect(store.startup.status).toEqual({ user: 'fulfilled', userDetails: 'rejected', plan: 'rejected' });
    expect(store.reference.status).toMatchObject({
      regions: 'fulfilled',
      parents: 'fulfilled',
      stages: 'fulfilled',
      statuses: 'fulfilled',
      sources: 'rejected',
    });
    expect(['activity', 'added', 'digital'].map((load) => store.dashboard.statusOf(load))).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(store.reference.isLoading('sources')).toBe(false);
    expect(store.dashboard.loading).toBe(false);
    expect(store.views.loading).toBe(false);
    expect(store.layouts.loading).toBe(false);
    expect(screen.queryByText('down for maintenance')).toBeNull();
  });

  it("the account menu: 'Get in touch' with the support phone, the badges below 100 %, support contacts", async () => {
    const incomplete = { ...onboardedUser, profilePercentage: 60 };
    renderApp((call) =>
      call.path === '/api/users/me' ? { status: 200, body: incomplete } : startupAnswers(call),
    );
    await findGreeting();
    expect(screen.getByTestId('avatar-badge')).toBeTruthy();
    fireEvent.click(screen.getByTestId('account-button'));
    const menu = await screen.findByTestId('account-menu');
    expect(menu.textContent).toContain('+91-9876543210');
    expect(screen.getByTestId('profile-incomplete').textContent).toBe('Profile 60% complete');
    expect(screen.getByTestId('profile-alert')).toBeTruthy();
    const rm = screen.getByTestId('rm-card');
    expect(rm.textContent).toContain('Get in touch');
    expect(rm.textContent).toContain(appConfig.supportPhone);
    expect(screen.getByRole('link', { name: appConfig.supportEmail }).getAttribute('href')).toBe(
      `mailto:${appConfig.supportEmail}`,
    );
    expect(screen.getByRole('link', { name: 'Partner community channel' }).getAttribute('href')).toBe(
      appConfig.messagingUrl,
    );
    expect(screen.getByRole('link', { name: 'Follow us' }).getAttribute('href')).toBe(appConfig.socialUrl);
    const terms = screen.getByRole('menuitem', { name: /Terms and Conditions/ });
    expect(terms.getAttribute('href')).toBe('/terms-condition');
    expect(terms.getAttribute('target')).toBe('_blank');
    for (const item of ['My Profile', 'Share portal', 'Referral link', 'Logout']) {
      expect(screen.getByRole('menuitem', { name: new RegExp(item) })).toBeTruthy();
    }
  });

  it('the account menu shows the RM card (initials, name, phone) and no badges at 100 %', async () => {
    const withRm = {
      ...onboardedUser,
      UserInfo: {
        ...onboardedUser.UserInfo,
        UserServiceRm: {
          name: 'Ankit Sharma',
          first_name: 'Ankit',
          last_name: 'Sharma',
          phone: '9820012345',
        },
      },
    };
    renderApp((call) =>
      call.path === '/api/users/me' ? { status: 200, body: withRm } : startupAnswers(call),
    );
    await findGreeting();
    expect(screen.queryByTestId('avatar-badge')).toBeNull();
    fireEvent.click(screen.getByTestId('account-button'));
    const rm = await screen.findByTestId('rm-card');
    expect(rm.textContent).toContain('AS');
    expect(rm.textContent).toContain('Ankit Sharma');
    expect(rm.textContent).toContain('+91-9820012345');
    expect(rm.textContent).not.toContain('Get in touch');
    expect(screen.queryByTestId('profile-incomplete')).toBeNull();
    expect(screen.queryByTestId('profile-alert')).toBeNull();
  });

  it('an offline indicator replaces the avatar while the device is offline', async () => {
    renderApp(startupAnswers);
    await findGreeting();
    expect(screen.queryByTestId('offline-indicator')).toBeNull();
    act(() => setOnline(false));
    expect(screen.getByTestId('offline-indicator').textContent).toContain('Offline');
    act(() => setOnline(true));
    expect(screen.queryByTestId('offline-indicator')).toBeNull();
  });

  it('the offline indicator also shows while the server gives no answer, and goes when it answers again', async () => {
    let serverDown = false;
    const { env } = renderApp(
      (call) => {
        if (serverDown) throw new TypeError('Failed to fetch');
        return startupAnswers(call);
      },
      '/',
      { probeIntervalMs: 20 },
    );
    await findGreeting();
    expect(screen.queryByTestId('offline-indicator')).toBeNull();
    serverDown = true;
    await act(async () => {
      await env.api.GET('/users/me').catch(() => undefined);
    });
    expect(screen.getByTestId('offline-indicator').textContent).toContain('Offline');
    serverDown = false;
    await waitFor(() => expect(screen.queryByTestId('offline-indicator')).toBeNull());
    expect(screen.getByTestId('greeting')).toBeTruthy();
  });

  it('the workspace opens while the server gives no answer, and start-up runs again once it answers', async () => {
    let serverDown = true;
    const { calls } = renderApp(
      (call) => {
        if (serverDown) throw new TypeError('Failed to fetch');
        return startupAnswers(call);
      },
      '/',
      { probeIntervalMs: 20 },
    );
    expect((await screen.findByTestId('offline-indicator')).textContent).toContain('Offline');
    expect(screen.queryByText('Something went wrong.')).toBeNull();
    // The probe keeps asking; start-up runs again by itself once the server answers.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/').length).toBeGreaterThan(1));
    serverDown = false;
    expect(await findGreeting()).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('offline-indicator')).toBeNull());
    expect(screen.getByTestId('count-added-new').textContent).toBe('24');
  });

  it('the share dialog copies the address and shares it on Facebook, WhatsApp, LinkedIn and Telegram', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderApp(startupAnswers);
    await findGreeting();
    fireEvent.click(screen.getByTestId('account-button'));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Share portal/ }));
    const dialog = await screen.findByTestId('share-dialog');
    const address = `${window.location.origin}/`;
    const encoded = encodeURIComponent(address);
    const hrefOf = (name: string) =>
      Array.from(dialog.querySelectorAll('a'))
        .find((a) => a.textContent === name)
        ?.getAttribute('href');
    expect(hrefOf('Facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(hrefOf('WhatsApp')).toContain('https://wa.me/?text=');
    expect(hrefOf('LinkedIn')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(hrefOf('Telegram')).toContain(`https://t.me/share/url?url=${encoded}`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy URL' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(address));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('the account menu and the speed dial open without the legacy Popover warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    renderApp(startupAnswers);
    await findGreeting();
    fireEvent.click(screen.getByTestId('account-button'));
    await screen.findByTestId('account-menu');
    fireEvent.click(screen.getByTestId('speed-dial'));
    expect(await screen.findByRole('menuitem', { name: 'Run Campaign' })).toBeTruthy();
    const popoverWarnings = warn.mock.calls.filter((args) => String(args[0]).includes('<Popover>'));
    expect(popoverWarnings).toEqual([]);
  });

  it('every route of the route table shows a screen inside the shell, none missing, blank or broken', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(startupAnswers);
    await findGreeting();
    const paths = ROUTES.map((r) => r.path.replace(':id?', '7'));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/dashboard',
        '/leads/7',
        '/homeloans/add-lead',
        '/pulse',
        '/terms-condition',
      ]),
    );
    for (const path of [...paths, '/bookings/booked', '/leads/site-visits', '/leads/new-digital']) {
      act(() => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await waitFor(() => expect(screen.queryByTestId('route-loading')).toBeNull(), SCREEN_TIMEOUT);
      const main = document.querySelector('main');
      expect(main?.textContent?.trim(), path).not.toBe('');
      expect(screen.queryByText('Page not found'), path).toBeNull();
      expect(screen.queryByText('Something went wrong.'), path).toBeNull();
    }
    expect(errors).not.toHaveBeenCalled();
  });
});
