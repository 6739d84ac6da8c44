// The dashboard type (spec 02 §4): basic when all stage counters sum to 0 (unless the partner's
// dashboard is already extended), else extended; basic moves to pending once it has been seen.
import type { components } from '../api/schema';

export type DashboardType = 'basic' | 'pending' | 'extended';

/** The stage counters of one funnel answer (GET /dashboard/open_leads), as the contract names them. */
export type StageCounters = Pick<
  components['schemas']['OpenLeads'],
  'notUpdate' | 'rml' | 'opportunity' | 'pipeline' | 'eoi' | 'booked' | 'other'
>;

/** The sum of every stage counter of the funnels given. */
export function stageTotal(funnels: readonly StageCounters[]): number {
  return funnels.reduce(
    (sum, f) => sum + f.notUpdate + f.rml + f.opportunity + f.pipeline + f.eoi + f.booked + f.other,
    0,
  );
}

/**
 * The type after the counts arrive, from the partner's stored type (null the first time): extended
 * stays extended; any lead makes it extended; with none, a partner who has seen the basic cards stays
 * pending and everyone else is basic.
 */
export function dashboardTypeFor(stored: DashboardType | null, total: number): DashboardType {
  if (stored === 'extended' || total > 0) return 'extended';
  return stored === 'pending' ? 'pending' : 'basic';
}

/** What is kept once the dashboard has been shown: basic becomes pending, the others stay. */
export function afterView(type: DashboardType): DashboardType {
  return type === 'basic' ? 'pending' : type;
}
