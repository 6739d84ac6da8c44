// The left navigation's entries (spec 02 §2 "Left navigation").
import type { IconName } from '@blueprintjs/core';
import type { SavedFilterType } from '../stores/SavedFiltersStore';

export type NavItem = {
  label: string;
  to: string;
  icon: IconName;
  /** Sections that expand to the user's saved filters of this type. */
  filterType?: SavedFilterType;
};

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/', icon: 'dashboard' },
  { label: 'Leads', to: '/leads', icon: 'people', filterType: 'lead' },
  { label: 'BulkLeads', to: '/bulkleads', icon: 'upload', filterType: 'bulklead' },
  { label: 'Projects', to: '/projects', icon: 'office', filterType: 'project' },
  { label: 'Home Loans', to: '/homeloans', icon: 'bank-account' },
  { label: 'Bookings', to: '/bookings', icon: 'book', filterType: 'booking' },
  { label: 'Campaigns', to: '/campaigns', icon: 'globe-network' },
  { label: 'Report Issue', to: '/report', icon: 'issue' },
];

/** Whether the entry is the current page (the dashboard also answers on /dashboard). */
export function isNavActive(item: NavItem, pathname: string): boolean {
  if (item.to === '/') return pathname === '/' || pathname === '/dashboard';
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
