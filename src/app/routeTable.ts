// The route table (spec 01 §2.1, 02 §2 "Route table", "Left navigation") as plain data, the one list
// of the app's routes: the router (routes.tsx), the left navigation (layout/navItems.ts), the worker's
// pages (sw.ts), the build's record of each route's chunks (scripts/routePreloads.ts, which the server
// reads) and the bundle budgets (bench/bundleSizes.ts) are all derived from it. Modules are named relative to this folder.
import type { ViewList } from '../shared/views/ViewsStore';
import type { NavIconName } from './layout/navItems';

export type AppRoute = {
  path: string;
  /** The screen's module; it exports a component named as the file. */
  screen: string;
  /** The workspace key of the screen's layout; none for a list screen, which frames its own. */
  workspace?: string;
  /** The route's entry in the left navigation (at the route's path without its id). */
  nav?: { label: string; icon: NavIconName; views?: ViewList };
};

/** The workspace every screen shows in (its own chunk, loaded with the screen's). */
export const WORKSPACE_MODULE = './workspace/Workspace.tsx';
/** The mosaic of the desktop workspace (its own chunk, loaded on desktop windows only). */
export const DESKTOP_WORKSPACE_MODULE = './workspace/DesktopWorkspace.tsx';

const DASHBOARD = '../features/dashboard/DashboardScreen.tsx';
const HOME_LOANS = '../features/homeLoans/HomeLoansScreen.tsx';

/** Every route, the navigation's in its order first. */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', screen: DASHBOARD, workspace: 'dashboard', nav: { label: 'Dashboard', icon: 'dashboard' } },
  {
    path: '/leads/:id?',
    screen: '../features/leads/LeadsScreen.tsx',
    nav: { label: 'Leads', icon: 'people', views: 'lead' },
  },
  {
    path: '/bulkleads/:id?',
    screen: '../features/bulkLeads/BulkLeadsScreen.tsx',
    nav: { label: 'BulkLeads', icon: 'upload', views: 'bulklead' },
  },
  {
    path: '/projects/:id?',
    screen: '../features/projects/ProjectsScreen.tsx',
    nav: { label: 'Projects', icon: 'office', views: 'project' },
  },
  {
    path: '/homeloans',
    screen: HOME_LOANS,
    nav: { label: 'Home Loans', icon: 'bank-account' },
  },
  {
    path: '/bookings/:id?',
    screen: '../features/bookings/BookingsScreen.tsx',
    nav: { label: 'Bookings', icon: 'book', views: 'booking' },
  },
  // Saved campaign views (kept in the browser) open at /campaigns/{id}.
  {
    path: '/campaigns/:id?',
    screen: '../features/campaigns/CampaignsScreen.tsx',
    nav: { label: 'Campaigns', icon: 'globe-network', views: 'campaign' },
  },
  {
    path: '/report',
    screen: '../features/report/ReportIssueScreen.tsx',
    workspace: 'report',
    nav: { label: 'Report Issue', icon: 'issue' },
  },
  { path: '/dashboard', screen: DASHBOARD, workspace: 'dashboard' },
  {
    path: '/focus-projects/:id?',
    screen: '../features/projects/FocusProjectsScreen.tsx',
  },
  { path: '/topprojects', screen: '../features/topProjects/TopProjectsScreen.tsx', workspace: 'topprojects' },
  { path: '/homeloans/add-lead', screen: HOME_LOANS },
  { path: '/referral/earn', screen: '../features/referral/ReferEarnScreen.tsx', workspace: 'referral-earn' },
  {
    path: '/referral/users',
    screen: '../features/referral/ReferredUsersScreen.tsx',
  },
  { path: '/pulse', screen: '../features/pulse/PulseScreen.tsx', workspace: 'pulse' },
  { path: '/terms-condition', screen: '../features/terms/TermsPage.tsx', workspace: 'terms' },
];

/** The paths of the dashboard, the one screen that shows the dashboard's counters. */
export const DASHBOARD_PATHS: ReadonlySet<string> = new Set(
  APP_ROUTES.filter((route) => route.screen === DASHBOARD).map((route) => route.path),
);
