// The route table inside the shell (spec 01 §2.1, 02 §2 "Route table"): every route wrapped in its
// own error boundary; screens not built yet show a coming-soon page inside the shell.
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ComingSoon } from '../features/comingSoon/ComingSoon';
import { DashboardScreen } from '../features/dashboard/DashboardScreen';
import { LeadsScreen } from '../features/leads/LeadsScreen';
import { PulseScreen } from '../features/pulse/PulseScreen';
import { TermsPage } from '../features/terms/TermsPage';
import { NotFound } from './NotFound';
import { RouteBoundary } from './RouteBoundary';
import { Workspace } from './workspace/Workspace';

type RouteEntry = {
  path: string;
  /** The workspace key of the screen's layout. */
  screen: string;
  element: ReactNode;
};

function soon(path: string, screen: string, name: string): RouteEntry {
  return { path, screen, element: <ComingSoon name={name} /> };
}

/** Every path of both route tables; a screen that manages its own workspace sets `screen` to ''. */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/', screen: 'dashboard', element: <DashboardScreen /> },
  { path: '/dashboard', screen: 'dashboard', element: <DashboardScreen /> },
  { path: '/leads/:id?', screen: '', element: <LeadsScreen /> },
  soon('/projects/:id?', 'projects', 'Projects'),
  soon('/focus-projects', 'focus-projects', 'Focus Projects'),
  soon('/topprojects', 'topprojects', 'Top Projects'),
  soon('/bookings/:id?', 'bookings', 'Bookings'),
  soon('/bulkleads/:id?', 'bulkleads', 'Bulk Leads'),
  soon('/campaigns', 'campaigns', 'Campaigns'),
  soon('/homeloans', 'homeloans', 'Home Loans'),
  soon('/homeloans/add-lead', 'homeloans', 'Home Loans'),
  soon('/report', 'report', 'Report Issue'),
  soon('/referral/earn', 'referral-earn', 'Refer & Earn'),
  soon('/referral/users', 'referral-users', 'Referred Users'),
  { path: '/pulse', screen: 'pulse', element: <PulseScreen /> },
  { path: '/terms-condition', screen: 'terms', element: <TermsPage /> },
];

export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={
            <RouteBoundary>
              {route.screen === '' ? route.element : <Workspace screen={route.screen} list={route.element} />}
            </RouteBoundary>
          }
        />
      ))}
      <Route
        path="*"
        element={
          <RouteBoundary>
            <Workspace screen="not-found" list={<NotFound />} />
          </RouteBoundary>
        }
      />
    </Routes>
  );
}
