import type { Ctx } from '../lib/context.ts';
import { magnetPlans } from '../lib/magnetPlans.ts';
import type { OperationHandlers } from '../lib/operations.ts';
import {
  listLeadInternalStatuses,
  listRegionParents,
  listRegions,
  listSources,
  listStages,
} from '../repos/referenceRepo.ts';

/** Start-up reference data: regions, parent regions, stages, internal statuses, sources, the magnet plan. */
export function referenceHandlers({ db }: Ctx) {
  return {
    listRegions: async (req) => listRegions(db, req.query.limit ?? 50),
    listRegionParents: async () => listRegionParents(db),
    listStages: async (req) => listStages(db, req.query.type ?? 'LEAD'),
    listLeadInternalStatuses: async () => listLeadInternalStatuses(db),
    listSources: async () => listSources(db),
    getMagnetPlan: async () => magnetPlans,
  } satisfies Partial<OperationHandlers>;
}
