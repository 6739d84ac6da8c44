// The left navigation's entries (spec 02 §2 "Left navigation"), from the route table.
import {
  BankAccountIcon,
  BookIcon,
  DashboardIcon,
  GlobeNetworkIcon,
  IssueIcon,
  OfficeIcon,
  PeopleIcon,
  type SVGIconProps,
  UploadIcon,
} from '@blueprintjs/icons';
import type { FC } from 'react';
import type { ViewList } from '../../shared/views/ViewsStore';
import { APP_ROUTES, DASHBOARD_PATHS } from '../routeTable';

/**
 * The navigation's icons, by the name the route table gives each (it is plain data, also read by the
 * worker and the build): components, so that the bundle holds these paths and no others.
 */
const NAV_ICONS = {
  dashboard: DashboardIcon,
  people: PeopleIcon,
  upload: UploadIcon,
  office: OfficeIcon,
  'bank-account': BankAccountIcon,
  book: BookIcon,
  'globe-network': GlobeNetworkIcon,
  issue: IssueIcon,
} satisfies Record<string, FC<SVGIconProps>>;

export type NavIconName = keyof typeof NAV_ICONS;

export type NavItem = {
  label: string;
  to: string;
  icon: FC<SVGIconProps>;
  /** Sections that expand to the user's pinned views of this list. */
  views?: ViewList;
};

export const NAV_ITEMS: readonly NavItem[] = APP_ROUTES.flatMap((route) =>
  route.nav ? [{ ...route.nav, icon: NAV_ICONS[route.nav.icon], to: route.path.replace('/:id?', '') }] : [],
);

/** The lists whose views can be pinned to the navigation (those with a section there). */
export const PINNABLE_LISTS: ReadonlySet<ViewList> = new Set(NAV_ITEMS.flatMap((item) => item.views ?? []));

/** Whether the entry is the current page (the dashboard also answers on /dashboard). */
export function isNavActive(item: NavItem, pathname: string): boolean {
  if (item.to === '/') return DASHBOARD_PATHS.has(pathname);
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
