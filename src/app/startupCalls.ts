// The GET calls start-up makes (startApp.ts) for a partner and the path the app opens on, as API paths
// with their queries. The page's early script (src/early.ts) sends them while the app's code is still
// loading; a test keeps this list in step with the calls start-up really makes.
import { EXPIRING_WITHIN_DAYS } from '../domain/protection';
import { DASHBOARD_PATHS } from './routeTable';
import { REGIONS_LIMIT } from './stores/referenceLimits';

export function startupCalls(userId: number, pathname: string): string[] {
  const calls = [
    '/users/me',
    '/userField',
    '/userFilter',
    '/users/stages?type=LEAD',
    '/lead_internal_status',
    '/sources',
    '/regionparents',
    `/regions?limit=${REGIONS_LIMIT}`,
    `/users/${userId}`,
    '/magnetPlan',
  ];
  // Off the dashboard, its counters are asked for later (startApp.ts): not sent early.
  if (DASHBOARD_PATHS.has(pathname)) {
    calls.push(
      `/dashboard/magnet-book-activity/${userId}`,
      `/dashboard/open_leads/${userId}?magnet_lead=1`,
      `/dashboard/open_leads/${userId}?digital_lead=1`,
      `/dashboard/digital-spend?magnet_id=${userId}`,
      `/dashboard/future-activity/${userId}`,
      `/leads/index/count?type=all_leads&is_magnet=1&protection_expires_within=${EXPIRING_WITHIN_DAYS}`,
    );
  }
  return calls;
}
