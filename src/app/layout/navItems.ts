// The left navigation's entries (spec 02 §2 "Left navigation"), from the route table.
import type { IconName } from '@blueprintjs/core';
import type { ViewList } from '../../shared/views/ViewsStore';
import { APP_ROUTES, DASHBOARD_PATHS } from '../routeTable';

export type NavItem = {
  label: string;
  to: string;
  icon: IconName;
  /** Sections that expand to the user's pinned views of this list. */
  views?: ViewList;
};

export const NAV_ITEMS: readonly NavItem[] = APP_ROUTES.flatMap((route) =>
  route.nav ? [{ ...route.nav, to: route.path.replace('/:id?', '') }] : [],
);

/** The lists whose views can be pinned to the navigation (those with a section there). */
export const PINNABLE_LISTS: ReadonlySet<ViewList> = new Set(NAV_ITEMS.flatMap((item) => item.views ?? []));

/** Whether the entry is the current page (the dashboard also answers on /dashboard). */
export function isNavActive(item: NavItem, pathname: string): boolean {
  if (item.to === '/') return DASHBOARD_PATHS.has(pathname);
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
