import type { FastifyRequest } from 'fastify';
import type { Ctx, Handlers } from '../lib/context.ts';
import { magnetPlans } from '../lib/magnetPlans.ts';

type RegionsQuery = { limit?: number };
type StagesQuery = { type?: string };

/** Start-up reference data: regions, parent regions, stages, internal statuses, sources, the magnet plan. */
export function referenceHandlers({ db }: Ctx): Handlers {
  return {
    listRegions: async (req: FastifyRequest) => {
      const { limit = 50 } = req.query as RegionsQuery;
      return db.query(
        `SELECT r.id, r.name, r.parent_id, json_build_object('id', p.id, 'name', p.name) AS "Parentregion"
           FROM regions r JOIN region_parents p ON p.id = r.parent_id
          ORDER BY r.id LIMIT $1`,
        [limit],
      );
    },
    listRegionParents: async () => db.query('SELECT id, name FROM region_parents ORDER BY id'),
    listStages: async (req: FastifyRequest) => {
      const { type = 'LEAD' } = req.query as StagesQuery;
      return db.query('SELECT id, name, type FROM stages WHERE type = $1 ORDER BY sort_order, id', [type]);
    },
    listLeadInternalStatuses: async () => db.query('SELECT id, name FROM lead_internal_statuses ORDER BY id'),
    listSources: async () => db.query('SELECT id, name FROM sources ORDER BY id'),
    getMagnetPlan: async () => magnetPlans,
  };
}
