// The left navigation's entries (spec 02 §2 "Left navigation"), from the route table.
import type { IconName } from '@blueprintjs/core';
import { APP_ROUTES, DASHBOARD_PATHS } from '../routeTable';
import type { SavedFilterType } from '../stores/SavedFiltersStore';

export type NavItem = {
  label: string;
  to: string;
  icon: IconName;
  /** Sections that expand to the user's saved filters of this type. */
  filterType?: SavedFilterType;
};

export const NAV_ITEMS: readonly NavItem[] = APP_ROUTES.flatMap((route) =>
  route.nav ? [{ ...route.nav, to: route.path.replace('/:id?', '') }] : [],
);

/** Whether the entry is the current page (the dashboard also answers on /dashboard). */
export function isNavActive(item: NavItem, pathname: string): boolean {
  if (item.to === '/') return DASHBOARD_PATHS.has(pathname);
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
