import { Button, Drawer } from '@blueprintjs/core';
import { MenuIcon, OfficeIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { getEnv } from 'mobx-state-tree';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError, isUnauthorized } from '../api/client';
import { onboardingGate } from '../domain/gates';
import { LOGIN_PAGE, loginUrl } from '../domain/redirect';
import { InboxBell } from '../features/inbox/InboxBell';
import { OutboxSync } from '../features/outbox/OutboxSync';
import { appConfig } from '../shared/config/appConfig';
import type { RootEnv } from '../shared/state/RootEnv';
import { preloadable } from '../shared/ui/preloadable';
import { ShareDialog } from '../shared/ui/ShareDialog';
import { useIsDesktop } from '../shared/ui/useIsDesktop';
import { useOnline } from '../shared/ui/useOnline';
import { DialogUnavailable } from './DialogUnavailable';
import { ErrorBoundary } from './ErrorBoundary';
import { LiveUpdates } from './LiveUpdates';
import { AccountPanel } from './layout/AccountMenu';
import { BottomTabBar } from './layout/BottomTabBar';
import { LeftNav } from './layout/LeftNav';
import { SpeedDialFab } from './layout/SpeedDial';
import { TopBar } from './layout/TopBar';
import { AppRoutes } from './routes';
import { useStores } from './StoresContext';
import { startApp } from './startApp';
import { OfflineBanner, UpdateNotice } from './UpdateNotice';
import './shell.css';

// The onboarding and profile dialogs (forms, date picker, map) and Add Lead are chunks of their own,
// drawn only while they are open (the gates only while one applies). Their code is fetched once
// start-up is over and the page has been idle a moment, not with the first screen's.
const Gates = preloadable(() => import('./OnboardingGates').then((m) => m.OnboardingGates));
const ProfileDialog = preloadable<ProfileDialogProps>(() =>
  import('../features/profile/UpdateDetailsDialog').then((m) => m.UpdateDetailsDialog),
);
const AddLead = preloadable(() => import('../features/addLead/AddLeadDialog').then((m) => m.AddLeadDialog));
const HomeLoanDialog = lazy(() =>
  import('../features/homeLoans/HomeLoanDialog').then((m) => ({ default: m.HomeLoanDialog })),
);
const CampaignDialog = lazy(() =>
  import('../features/campaigns/CampaignDialog').then((m) => ({ default: m.CampaignDialog })),
);

/** How long after start-up the dialogs' code is fetched (then when the page is idle). */
const DIALOGS_PREFETCH_DELAY_MS = 2_000;

type ProfileDialogProps = { isOpen: boolean; onClose: () => void };

type ShellProps = {
  onNavigate: (url: string) => void;
};

export const Shell = observer(function Shell({ onNavigate }: ShellProps) {
  const root = useStores();
  const { session, startup, ui, inbox } = root;
  const location = useLocation();
  const isDesktop = useIsDesktop();
  const online = useOnline();
  const [fatal, setFatal] = useState<Error | null>(null);
  const [serverAway, setServerAway] = useState(false);
  const { reachability } = getEnv<RootEnv>(root);

  // Add Lead's and the profile's code, once the page is idle after start-up, so they open at once (the
  // gates' code loads only for a partner who meets one).
  const started = startup.mode === 'done';
  useEffect(() => {
    if (!started) return;
    const prefetch = () => {
      for (const dialog of [AddLead, ProfileDialog]) dialog.preload().catch(() => undefined);
    };
    let idle: number | null = null;
    const timer = window.setTimeout(() => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(prefetch, { timeout: 2_000 });
      else prefetch();
    }, DIALOGS_PREFETCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== null) window.cancelIdleCallback(idle);
    };
  }, [started]);

  // Start-up runs beside the screen, which is drawn at once (spec 2.3.4: an unauthorised answer goes to
  // sign-in). When the server gives no answer, start-up runs again once it answers; the screens show
  // the device's copies meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount, with the path it started on
  const start = useCallback(() => {
    setServerAway(false);
    startApp(root, window.location.pathname).catch((error: unknown) => {
      if (isUnauthorized(error)) {
        session.logout();
        onNavigate(loginUrl(`${window.location.pathname}${window.location.search}`));
      } else if (error instanceof ApiError && error.status === 0) {
        setServerAway(true);
      } else {
        setFatal(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount
  useEffect(() => {
    start();
  }, []);

  useEffect(() => {
    if (!serverAway) return;
    return reachability.subscribe(() => {
      if (reachability.reachable) start();
    });
  }, [serverAway, reachability, start]);

  // Scroll resets to the top on each path change (spec 2.1), the page and every scrolling pane.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger
  useEffect(() => {
    window.scrollTo(0, 0);
    for (const element of document.querySelectorAll('[data-scroll-reset]')) element.scrollTop = 0;
  }, [location.pathname]);

  // The mobile menu closes on every navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger
  useEffect(() => {
    ui.setMenuOpen(false);
  }, [location.pathname]);

  if (fatal) throw fatal;

  const handleLogout = () => {
    void session.signOut().then(() => onNavigate(LOGIN_PAGE));
  };

  const showTopBar = isDesktop || location.pathname === '/';
  const gate = session.me ? onboardingGate(session.me) : null;
  const openDialogs = [ui.profileOpen, ui.homeLoanOpen, ui.campaign !== null, ui.addLead !== null, gate]
    .map(String)
    .join();

  return (
    <div className={`pp-shell ${isDesktop ? 'pp-shell--desktop' : 'pp-shell--mobile'}`}>
      {/* The live stream and the inbox once start-up is over: the route's own calls go first. */}
      {started ? <LiveUpdates /> : null}
      {showTopBar ? <TopBar isDesktop={isDesktop} onLogout={handleLogout} /> : null}
      {showTopBar || online ? null : <OfflineBanner />}
      <div className="pp-shell__body">
        {isDesktop ? (
          <aside className="pp-shell__nav" data-testid="left-nav">
            <LeftNav />
          </aside>
        ) : null}
        <main className="pp-shell__main">
          <AppRoutes />
        </main>
      </div>
      {isDesktop ? null : (
        <>
          <SpeedDialFab />
          <BottomTabBar>
            {showTopBar ? null : (
              // The drawer's own button where the top bar (and its menu button) is not shown, at the
              // start of the tab bar (floating, it covered the cards' left edge); it carries the unread
              // count of the Updates bell, which is in the drawer.
              <Button
                className="pp-tabbar__menu"
                variant="minimal"
                icon={<MenuIcon />}
                aria-label={
                  inbox.unread
                    ? `Open menu, ${inbox.unread} unread update${inbox.unread === 1 ? '' : 's'}`
                    : 'Open menu'
                }
                data-testid="menu-button"
                onClick={() => ui.setMenuOpen(true)}
              >
                {inbox.unread ? (
                  <span className="pp-inbox__count pp-tabbar__menu-count" aria-hidden="true">
                    {inbox.unread}
                  </span>
                ) : null}
              </Button>
            )}
          </BottomTabBar>
          <Drawer
            isOpen={ui.menuOpen}
            onClose={() => ui.setMenuOpen(false)}
            position="left"
            size="82%"
            title={appConfig.productName}
            icon={<OfficeIcon />}
            className="pp-menu-drawer"
          >
            {/* The Updates bell in the drawer's header, beside its close button. */}
            <InboxBell className="pp-menu-drawer__bell" onOpenLead={() => ui.setMenuOpen(false)} />
            <div className="pp-menu-drawer__body">
              <div data-testid="left-nav">
                <LeftNav onNavigate={() => ui.setMenuOpen(false)} />
              </div>
              {/* The account menu (profile, RM card, Logout) on every screen of a phone. */}
              <AccountPanel onLogout={handleLogout} onChoose={() => ui.setMenuOpen(false)} />
            </div>
          </Drawer>
        </>
      )}
      <OutboxSync />
      <UpdateNotice />
      <ShareDialog isOpen={ui.shareOpen} onClose={() => ui.setShareOpen(false)} />
      {/* A dialog whose code cannot be fetched (the network went away) says so; the shell stays. */}
      <ErrorBoundary
        resetKey={openDialogs}
        fallback={(reload) => <DialogUnavailable onReload={reload} onClose={() => ui.closeDialogs()} />}
      >
        <Suspense fallback={null}>
          {ui.profileOpen ? (
            <ProfileDialog.Component isOpen onClose={() => ui.setProfileOpen(false)} />
          ) : null}
          {ui.homeLoanOpen ? <HomeLoanDialog /> : null}
          {ui.campaign ? <CampaignDialog /> : null}
          {ui.addLead ? <AddLead.Component /> : null}
          {gate ? <Gates.Component /> : null}
        </Suspense>
      </ErrorBoundary>
    </div>
  );
});
