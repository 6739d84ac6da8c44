// Wires start-up (spec 01 §2.3.2): the user first, then everything else in parallel.
import type { RootStoreInstance } from './RootStore';

export function startApp(root: RootStoreInstance): Promise<void> {
  root.localFilters.restore();
  root.addLead.outbox.restore();
  return root.startup.run({
    loadUser: () => root.session.loadMe(),
    loadsAfterUser: (user) => [
      root.reference.loadRegions(),
      root.reference.loadParents(),
      root.reference.loadStages(),
      root.reference.loadStatuses(),
      root.reference.loadSources(),
      root.startup.loadUserDetails(user.id),
      root.dashboard.refresh(user.id),
      root.startup.loadPlan(),
      root.layouts.load(user.id),
      root.filters.load(),
    ],
  });
}
