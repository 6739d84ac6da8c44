// The modules of each route's first screen (the files their chunks are built from), beside the route
// table (routes.tsx, which a test keeps in step with this list). The server names their chunks in the
// page it serves for the route (modulepreload), so the browser fetches and compiles them beside the
// entry instead of once the entry has run. Plain data: the server reads it too.

const WORKSPACE = 'src/app/workspace/Workspace.tsx';

export type RouteScreen = { path: string; modules: readonly string[] };

/**
 * The modules every screen needs on a desktop window only (the mosaic workspace, which a phone never
 * loads): the page names their chunks for desktop windows (a modulepreload with a media query).
 */
export const DESKTOP_MODULES: readonly string[] = ['src/app/workspace/DesktopWorkspace.tsx'];

export const ROUTE_SCREENS: readonly RouteScreen[] = [
  { path: '/', modules: ['src/features/dashboard/DashboardScreen.tsx', WORKSPACE] },
  { path: '/dashboard', modules: ['src/features/dashboard/DashboardScreen.tsx', WORKSPACE] },
  { path: '/leads/:id?', modules: ['src/features/leads/LeadsScreen.tsx', WORKSPACE] },
  { path: '/projects/:id?', modules: ['src/features/projects/ProjectsScreen.tsx', WORKSPACE] },
  {
    path: '/focus-projects/:id?',
    modules: ['src/features/focusProjects/FocusProjectsScreen.tsx', WORKSPACE],
  },
  { path: '/topprojects', modules: ['src/features/topProjects/TopProjectsScreen.tsx', WORKSPACE] },
  { path: '/bookings/:id?', modules: ['src/features/bookings/BookingsScreen.tsx', WORKSPACE] },
  { path: '/bulkleads/:id?', modules: ['src/features/bulkLeads/BulkLeadsScreen.tsx', WORKSPACE] },
  { path: '/campaigns/:id?', modules: ['src/features/campaigns/CampaignsScreen.tsx', WORKSPACE] },
  { path: '/homeloans', modules: ['src/features/homeLoans/HomeLoansScreen.tsx', WORKSPACE] },
  { path: '/homeloans/add-lead', modules: ['src/features/homeLoans/HomeLoansScreen.tsx', WORKSPACE] },
  { path: '/report', modules: ['src/features/report/ReportIssueScreen.tsx', WORKSPACE] },
  { path: '/referral/earn', modules: ['src/features/referral/ReferEarnScreen.tsx', WORKSPACE] },
  { path: '/referral/users', modules: ['src/features/referral/ReferredUsersScreen.tsx', WORKSPACE] },
  { path: '/pulse', modules: ['src/features/pulse/PulseScreen.tsx', WORKSPACE] },
  { path: '/terms-condition', modules: ['src/features/terms/TermsPage.tsx', WORKSPACE] },
];
