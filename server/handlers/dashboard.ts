import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../lib/context.ts';
import { HttpError } from '../lib/errors.ts';
import type { OperationHandlers, QueryOf } from '../lib/operations.ts';
import {
  digitalSpend,
  futureActivity,
  type LeadKind,
  magnetBookActivity,
  openLeads,
} from '../repos/dashboardRepo.ts';

/** A path or query naming another partner than the token's is refused. */
const ownId = (req: FastifyRequest, id: number | undefined): number => {
  if (id !== undefined && id !== req.user.id) throw new HttpError(403, 'Forbidden');
  return req.user.id;
};

/** magnet_lead=1 counts added (magnet-type source) leads, digital_lead=1 the others; neither or both: all. */
const kindOf = ({ magnet_lead, digital_lead }: QueryOf<'getOpenLeads'>): LeadKind => {
  const magnet = magnet_lead === 1;
  const digital = digital_lead === 1;
  if (magnet === digital) return 'all';
  return magnet ? 'magnet' : 'digital';
};

/** The dashboard counters of the token's partner. */
export function dashboardHandlers({ db, now }: Ctx) {
  return {
    getOpenLeads: async (req) => openLeads(db, ownId(req, req.params.userId), kindOf(req.query)),

    getDigitalSpend: async (req) => digitalSpend(db, ownId(req, req.query.magnet_id)),

    getFutureActivity: async (req) => futureActivity(db, ownId(req, req.params.magnetId), now()),

    getMagnetBookActivity: async (req) => magnetBookActivity(db, ownId(req, req.params.userId)),
  } satisfies Partial<OperationHandlers>;
}
