// The route table inside the shell (spec 01 §2.1, 02 §2 "Route table"): every route wrapped in its
// own error boundary; screens not built yet show a coming-soon page inside the shell. Each screen and
// the mosaic workspace are their own chunks, loaded when the route is first shown (a loading state
// meanwhile; a chunk that fails to load shows the route's error page with Reload).
import { type ComponentType, memo, type ReactNode, Suspense, useMemo } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { type ListHost, ListHostContext, type WorkspaceProps } from '../shared/list/listHost';
import type { ListScreenStore, ScreenKey } from '../shared/state/screenKey';
import { isDesktopWidth } from '../shared/ui/deviceWidth';
import { type Preloadable, preloadable } from '../shared/ui/preloadable';
import { NotFound } from './NotFound';
import { RouteBoundary } from './RouteBoundary';
import { RouteLoading } from './RouteLoading';
import { useStores } from './StoresContext';
import type { ScreensStoreInstance } from './stores/ScreensStore';
import { DesktopWorkspaceChunk } from './workspace/workspacePanes';

type Screen = Preloadable<Record<string, never>>;

const WorkspaceChunk = preloadable<WorkspaceProps>(() =>
  import('./workspace/Workspace').then((m) => m.Workspace),
);
const Workspace = WorkspaceChunk.Component;

/** A screen's chunk; every screen shows in the workspace, whose chunk loads beside it. */
const screen = (load: () => Promise<ComponentType>): Screen =>
  preloadable(() => Promise.all([load(), WorkspaceChunk.preload()]).then(([component]) => component));

const Dashboard = screen(() =>
  import('../features/dashboard/DashboardScreen').then((m) => m.DashboardScreen),
);
const Leads = screen(() => import('../features/leads/LeadsScreen').then((m) => m.LeadsScreen));
const Bookings = screen(() => import('../features/bookings/BookingsScreen').then((m) => m.BookingsScreen));
const Projects = screen(() => import('../features/projects/ProjectsScreen').then((m) => m.ProjectsScreen));
const FocusProjects = screen(() =>
  import('../features/focusProjects/FocusProjectsScreen').then((m) => m.FocusProjectsScreen),
);
const TopProjects = screen(() =>
  import('../features/topProjects/TopProjectsScreen').then((m) => m.TopProjectsScreen),
);
const BulkLeads = screen(() =>
  import('../features/bulkLeads/BulkLeadsScreen').then((m) => m.BulkLeadsScreen),
);
const HomeLoans = screen(() =>
  import('../features/homeLoans/HomeLoansScreen').then((m) => m.HomeLoansScreen),
);
const Campaigns = screen(() =>
  import('../features/campaigns/CampaignsScreen').then((m) => m.CampaignsScreen),
);
const Report = screen(() => import('../features/report/ReportIssueScreen').then((m) => m.ReportIssueScreen));
const ReferEarn = screen(() => import('../features/referral/ReferEarnScreen').then((m) => m.ReferEarnScreen));
const ReferredUsers = screen(() =>
  import('../features/referral/ReferredUsersScreen').then((m) => m.ReferredUsersScreen),
);
const Pulse = screen(() => import('../features/pulse/PulseScreen').then((m) => m.PulseScreen));
const Terms = screen(() => import('../features/terms/TermsPage').then((m) => m.TermsPage));
type RouteEntry = {
  path: string;
  /** The workspace key of the screen's layout; '' for a screen that manages its own workspace. */
  screen: string;
  element: ReactNode;
  /** Fetches the route's chunks ahead of showing it. */
  preload?: () => Promise<unknown>;
  /** The store of the route's list, whose first page can load beside start-up. */
  list?: () => Promise<ScreenKey<ListScreenStore>>;
};

/** Every path of both route tables. */
export const ROUTES: readonly RouteEntry[] = [
  {
    path: '/',
    screen: 'dashboard',
    element: <Dashboard.Component />,
    preload: Dashboard.preload,
  },
  {
    path: '/dashboard',
    screen: 'dashboard',
    element: <Dashboard.Component />,
    preload: Dashboard.preload,
  },
  {
    path: '/leads/:id?',
    screen: '',
    element: <Leads.Component />,
    preload: Leads.preload,
    list: () => import('../features/leads/leadsSpec').then((m) => m.LEADS_SCREEN),
  },
  {
    path: '/projects/:id?',
    screen: '',
    element: <Projects.Component />,
    preload: Projects.preload,
    list: () => import('../features/projects/projectsSpec').then((m) => m.PROJECTS_SCREEN),
  },
  {
    path: '/focus-projects/:id?',
    screen: '',
    element: <FocusProjects.Component />,
    preload: FocusProjects.preload,
    list: () => import('../features/focusProjects/focusProjectsSpec').then((m) => m.FOCUS_PROJECTS_SCREEN),
  },
  {
    path: '/topprojects',
    screen: 'topprojects',
    element: <TopProjects.Component />,
    preload: TopProjects.preload,
  },
  {
    path: '/bookings/:id?',
    screen: '',
    element: <Bookings.Component />,
    preload: Bookings.preload,
    list: () => import('../features/bookings/bookingsSpec').then((m) => m.BOOKINGS_SCREEN),
  },
  {
    path: '/bulkleads/:id?',
    screen: '',
    element: <BulkLeads.Component />,
    preload: BulkLeads.preload,
    list: () => import('../features/bulkLeads/bulkLeadsSpec').then((m) => m.BULK_LEADS_SCREEN),
  },
  // Saved campaign filters (kept in the browser) open at /campaigns/{id}.
  {
    path: '/campaigns/:id?',
    screen: '',
    element: <Campaigns.Component />,
    preload: Campaigns.preload,
    list: () => import('../features/campaigns/campaignsSpec').then((m) => m.CAMPAIGNS_SCREEN),
  },
  {
    path: '/homeloans',
    screen: '',
    element: <HomeLoans.Component />,
    preload: HomeLoans.preload,
    list: () => import('../features/homeLoans/homeLoansSpec').then((m) => m.HOME_LOANS_SCREEN),
  },
  { path: '/homeloans/add-lead', screen: '', element: <HomeLoans.Component />, preload: HomeLoans.preload },
  {
    path: '/report',
    screen: 'report',
    element: <Report.Component />,
    preload: Report.preload,
  },
  {
    path: '/referral/earn',
    screen: 'referral-earn',
    element: <ReferEarn.Component />,
    preload: ReferEarn.preload,
  },
  {
    path: '/referral/users',
    screen: '',
    element: <ReferredUsers.Component />,
    preload: ReferredUsers.preload,
    list: () => import('../features/referral/referralsSpec').then((m) => m.REFERRALS_SCREEN),
  },
  { path: '/pulse', screen: 'pulse', element: <Pulse.Component />, preload: Pulse.preload },
  {
    path: '/terms-condition',
    screen: 'terms',
    element: <Terms.Component />,
    preload: Terms.preload,
  },
];

/**
 * Starts fetching the chunks of the route at `pathname` (called while start-up loads the user and the
 * reference data, so the first screen does not wait for its code afterwards). A failure is left to
 * the route itself, which shows its error page when it renders.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const route = ROUTES.find((r) => matchPath(r.path, pathname) !== null);
  const preload = route?.preload ?? WorkspaceChunk.preload;
  // Every screen shows in the workspace; on desktop, that is the mosaic's chunk.
  const desktop = isDesktopWidth(window.innerWidth) ? DesktopWorkspaceChunk.preload() : null;
  return Promise.all([preload(), desktop]).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Starts loading the first page of the list at `pathname` beside start-up, when the path is a plain
 * list (a saved filter's or a preset's filters need start-up's data first). The screen takes the
 * answer over when it is drawn.
 */
export function prefetchRouteList(pathname: string, userId: number, screens: ScreensStoreInstance): void {
  const route = ROUTES.find((r) => matchPath(r.path, pathname) !== null);
  if (!route?.list || matchPath(route.path, pathname)?.params.id !== undefined) return;
  route
    .list()
    .then((key) => screens.get(key).prefetch(userId))
    .catch(() => undefined);
}

type RouteFrameProps = { screen: string; children: ReactNode };

/** One route: its error boundary, the loading state while its chunks load, and its workspace. */
function RouteFrame({ screen, children }: RouteFrameProps) {
  return (
    <RouteBoundary>
      <Suspense fallback={<RouteLoading />}>
        {screen === '' ? children : <Workspace screen={screen} list={children} />}
      </Suspense>
    </RouteBoundary>
  );
}

/** The routes; a memo, so the shell redrawing (a dialog opening, say) does not redraw the screen. */
export const AppRoutes = memo(function AppRoutes() {
  const root = useStores();
  const host = useMemo<ListHost>(() => {
    const { session, reference, filters, localFilters, layouts } = root;
    return { session, reference, filters, localFilters, layouts, Workspace };
  }, [root]);
  return (
    <ListHostContext.Provider value={host}>
      <Routes>
        {ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={<RouteFrame screen={route.screen}>{route.element}</RouteFrame>}
          />
        ))}
        <Route
          path="*"
          element={
            <RouteFrame screen="not-found">
              <NotFound />
            </RouteFrame>
          }
        />
      </Routes>
    </ListHostContext.Provider>
  );
});
