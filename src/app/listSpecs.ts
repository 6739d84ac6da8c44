// What start-up tells the kit's stores once this chunk (the list specs) has loaded: which lists keep
// saved views and where (each spec's `views`), and the default columns of each list that keeps a column
// layout (each spec's `layout`, from its column definitions). The kit never names a list itself.
import type { LayoutDefaults } from '../domain/columnLayouts';
import { bookingsSpec } from '../features/bookings/bookingsSpec';
import { bulkLeadsSpec } from '../features/bulkLeads/bulkLeadsSpec';
import { campaignsSpec } from '../features/campaigns/campaignsSpec';
import { homeLoansSpec } from '../features/homeLoans/homeLoansSpec';
import { closedLeadsSpec, leadsSpec } from '../features/leads/leadsSpec';
import { focusProjectsSpec } from '../features/projects/focusProjectsSpec';
import { projectsSpec } from '../features/projects/projectsSpec';
import { referralsSpec } from '../features/referral/referralsSpec';
import { columnDefaults, type ListSpec } from '../shared/list/listSpec';
import type { ViewListKinds } from '../shared/views/ViewsStore';

type AnyListSpec = Pick<ListSpec<never, never, never>, 'views' | 'layout' | 'columns'>;

const SPECS: readonly AnyListSpec[] = [
  leadsSpec,
  closedLeadsSpec,
  projectsSpec,
  focusProjectsSpec,
  bookingsSpec,
  bulkLeadsSpec,
  campaignsSpec,
  homeLoansSpec,
  referralsSpec,
] as readonly AnyListSpec[];

export const VIEW_LISTS: ViewListKinds = Object.fromEntries(
  SPECS.flatMap((spec) => (spec.views ? [[spec.views.type, spec.views.kind]] : [])),
);

export const LAYOUT_DEFAULTS: LayoutDefaults = Object.fromEntries(
  SPECS.flatMap((spec) => (spec.layout ? [[spec.layout, columnDefaults(spec.columns)]] : [])),
);
