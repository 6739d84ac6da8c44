import type { FastifyRequest } from 'fastify';
import type { Ctx, Handlers } from '../lib/context.ts';
import { HttpError } from '../lib/errors.ts';
import {
  digitalSpend,
  futureActivity,
  type LeadKind,
  magnetBookActivity,
  openLeads,
} from '../repos/dashboardRepo.ts';

type UserIdParams = { userId: number };
type MagnetIdParams = { magnetId: number };
type OpenLeadsQuery = { magnet_lead?: number; digital_lead?: number };
type SpendQuery = { magnet_id?: number };

/** A path or query naming another partner than the token's is refused. */
const ownId = (req: FastifyRequest, id: number | undefined): number => {
  if (id !== undefined && Number(id) !== req.user.id) throw new HttpError(403, 'Forbidden');
  return req.user.id;
};

/** magnet_lead=1 counts added (magnet-type source) leads, digital_lead=1 the others; neither or both: all. */
const kindOf = ({ magnet_lead, digital_lead }: OpenLeadsQuery): LeadKind => {
  const magnet = Number(magnet_lead) === 1;
  const digital = Number(digital_lead) === 1;
  if (magnet === digital) return 'all';
  return magnet ? 'magnet' : 'digital';
};

/** The dashboard counters of the token's partner. */
export function dashboardHandlers({ db, now }: Ctx): Handlers {
  return {
    getOpenLeads: async (req: FastifyRequest) => {
      const me = ownId(req, (req.params as UserIdParams).userId);
      return openLeads(db, me, kindOf(req.query as OpenLeadsQuery));
    },

    getDigitalSpend: async (req: FastifyRequest) =>
      digitalSpend(db, ownId(req, (req.query as SpendQuery).magnet_id)),

    getFutureActivity: async (req: FastifyRequest) => {
      const me = ownId(req, (req.params as MagnetIdParams).magnetId);
      return futureActivity(db, me, now());
    },

    getMagnetBookActivity: async (req: FastifyRequest) =>
      magnetBookActivity(db, ownId(req, (req.params as UserIdParams).userId)),
  };
}
