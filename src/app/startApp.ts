// Wires start-up (spec 01 §2.3.2): the user, and everything that needs its id, in parallel.
import type { RootStoreInstance } from './RootStore';

export function startApp(root: RootStoreInstance): Promise<void> {
  root.localFilters.restore();
  root.addLead.outbox.restore();
  return root.startup.run({
    loadUser: () => root.session.loadMe(),
    knownUserId: root.session.user?.id ?? null,
    loadsForUser: (userId) => [
      root.reference.loadRegions(),
      root.reference.loadParents(),
      root.reference.loadStages(),
      root.reference.loadStatuses(),
      root.reference.loadSources(),
      root.startup.loadUserDetails(userId),
      root.dashboard.refresh(userId),
      root.startup.loadPlan(),
      root.layouts.load(userId),
      root.filters.load(),
    ],
  });
}
