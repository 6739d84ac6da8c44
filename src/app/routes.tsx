// The route table inside the shell (spec 01 §2.1, 02 §2 "Route table"): every route wrapped in its
// own error boundary; screens not built yet show a coming-soon page inside the shell. Each screen and
// the mosaic workspace are their own chunks, loaded when the route is first shown (a loading state
// meanwhile; a chunk that fails to load shows the route's error page with Reload).
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { NotFound } from './NotFound';
import { RouteBoundary } from './RouteBoundary';
import { RouteLoading } from './RouteLoading';

type ScreenModule = Promise<{ default: ComponentType }>;

const loadDashboard = (): ScreenModule =>
  import('../features/dashboard/DashboardScreen').then((m) => ({ default: m.DashboardScreen }));
const loadLeads = (): ScreenModule =>
  import('../features/leads/LeadsScreen').then((m) => ({ default: m.LeadsScreen }));
const loadBookings = (): ScreenModule =>
  import('../features/bookings/BookingsScreen').then((m) => ({ default: m.BookingsScreen }));
const loadProjects = (): ScreenModule =>
  import('../features/projects/ProjectsScreen').then((m) => ({ default: m.ProjectsScreen }));
const loadFocusProjects = (): ScreenModule =>
  import('../features/focusProjects/FocusProjectsScreen').then((m) => ({ default: m.FocusProjectsScreen }));
const loadTopProjects = (): ScreenModule =>
  import('../features/topProjects/TopProjectsScreen').then((m) => ({ default: m.TopProjectsScreen }));
const loadBulkLeads = (): ScreenModule =>
  import('../features/bulkLeads/BulkLeadsScreen').then((m) => ({ default: m.BulkLeadsScreen }));
const loadHomeLoans = (): ScreenModule =>
  import('../features/homeLoans/HomeLoansScreen').then((m) => ({ default: m.HomeLoansScreen }));
const loadCampaigns = (): ScreenModule =>
  import('../features/campaigns/CampaignsScreen').then((m) => ({ default: m.CampaignsScreen }));
const loadReport = (): ScreenModule =>
  import('../features/report/ReportIssueScreen').then((m) => ({ default: m.ReportIssueScreen }));
const loadReferEarn = (): ScreenModule =>
  import('../features/referral/ReferEarnScreen').then((m) => ({ default: m.ReferEarnScreen }));
const loadReferredUsers = (): ScreenModule =>
  import('../features/referral/ReferredUsersScreen').then((m) => ({ default: m.ReferredUsersScreen }));
const loadPulse = (): ScreenModule =>
  import('../features/pulse/PulseScreen').then((m) => ({ default: m.PulseScreen }));
const loadTerms = (): ScreenModule =>
  import('../features/terms/TermsPage').then((m) => ({ default: m.TermsPage }));
const loadWorkspace = () => import('./workspace/Workspace');

const DashboardScreen = lazy(loadDashboard);
const LeadsScreen = lazy(loadLeads);
const BookingsScreen = lazy(loadBookings);
const ProjectsScreen = lazy(loadProjects);
const FocusProjectsScreen = lazy(loadFocusProjects);
const TopProjectsScreen = lazy(loadTopProjects);
const BulkLeadsScreen = lazy(loadBulkLeads);
const HomeLoansScreen = lazy(loadHomeLoans);
const CampaignsScreen = lazy(loadCampaigns);
const ReportIssueScreen = lazy(loadReport);
const ReferEarnScreen = lazy(loadReferEarn);
const ReferredUsersScreen = lazy(loadReferredUsers);
const PulseScreen = lazy(loadPulse);
const TermsPage = lazy(loadTerms);
const Workspace = lazy(() => loadWorkspace().then((m) => ({ default: m.Workspace })));

type RouteEntry = {
  path: string;
  /** The workspace key of the screen's layout; '' for a screen that manages its own workspace. */
  screen: string;
  element: ReactNode;
  /** Fetches the route's chunks ahead of showing it. */
  preload?: () => Promise<unknown>;
};

const withWorkspace = (load: () => ScreenModule) => () => Promise.all([load(), loadWorkspace()]);

/** Every path of both route tables. */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/', screen: 'dashboard', element: <DashboardScreen />, preload: withWorkspace(loadDashboard) },
  {
    path: '/dashboard',
    screen: 'dashboard',
    element: <DashboardScreen />,
    preload: withWorkspace(loadDashboard),
  },
  { path: '/leads/:id?', screen: '', element: <LeadsScreen />, preload: loadLeads },
  { path: '/projects/:id?', screen: '', element: <ProjectsScreen />, preload: loadProjects },
  {
    path: '/focus-projects/:id?',
    screen: '',
    element: <FocusProjectsScreen />,
    preload: loadFocusProjects,
  },
  {
    path: '/topprojects',
    screen: 'topprojects',
    element: <TopProjectsScreen />,
    preload: withWorkspace(loadTopProjects),
  },
  { path: '/bookings/:id?', screen: '', element: <BookingsScreen />, preload: loadBookings },
  { path: '/bulkleads/:id?', screen: '', element: <BulkLeadsScreen />, preload: loadBulkLeads },
  // Saved campaign filters (kept in the browser) open at /campaigns/{id}.
  { path: '/campaigns/:id?', screen: '', element: <CampaignsScreen />, preload: loadCampaigns },
  { path: '/homeloans', screen: '', element: <HomeLoansScreen />, preload: loadHomeLoans },
  { path: '/homeloans/add-lead', screen: '', element: <HomeLoansScreen />, preload: loadHomeLoans },
  { path: '/report', screen: 'report', element: <ReportIssueScreen />, preload: withWorkspace(loadReport) },
  {
    path: '/referral/earn',
    screen: 'referral-earn',
    element: <ReferEarnScreen />,
    preload: withWorkspace(loadReferEarn),
  },
  { path: '/referral/users', screen: '', element: <ReferredUsersScreen />, preload: loadReferredUsers },
  { path: '/pulse', screen: 'pulse', element: <PulseScreen />, preload: withWorkspace(loadPulse) },
  { path: '/terms-condition', screen: 'terms', element: <TermsPage />, preload: withWorkspace(loadTerms) },
];

/**
 * Starts fetching the chunks of the route at `pathname` (called while start-up loads the user and the
 * reference data, so the first screen does not wait for its code afterwards). A failure is left to
 * the route itself, which shows its error page when it renders.
 */
export function preloadRoute(pathname: string): void {
  const route = ROUTES.find((r) => matchPath(r.path, pathname) !== null);
  const preload = route?.preload ?? loadWorkspace;
  preload().catch(() => undefined);
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

export function AppRoutes() {
  return (
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
  );
}
