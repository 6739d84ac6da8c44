import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx, Handlers } from '../lib/context.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import {
  type BookingFilters,
  type BulkLeadFilters,
  type CampaignFilters,
  createBulkLeadFile,
  createHomeLoan,
  listBookings,
  listBulkLeadFiles,
  listCampaignSpends,
  listHomeLoans,
  listReferrals,
  partnerOf,
  passback,
  projectExists,
  regionParentExists,
} from '../repos/trackingRepo.ts';

type PageQuery = { size?: number; pageId?: number };
type BookingQuery = BookingFilters & { page?: number; size?: number };
type UserIdParams = { userId: number };
type BulkUploadBody = { project_id?: string | number; parent_region_id: string | number };
type HomeLoanBody = { name: string; number: string };

export const BULK_LEAD_CREATED = 'Bulklead created. Your file is uploaded';
// Spelling as the product shows it.
export const HOME_LOAN_REQUESTED = 'Home Loan Requested Sccessfully!';

const pageOf = (q: PageQuery) => ({ size: q.size ?? 10, pageId: q.pageId ?? 1 });

/** Bookings and passback, bulk lead files, campaign spends, home loans and referrals of the token's partner. */
export function trackingHandlers({ db, uploads, now }: Ctx): Handlers {
  const fileUrl = (key: string) => uploads.url(key);

  return {
    listBookings: async (req: FastifyRequest) => {
      const q = req.query as BookingQuery;
      return listBookings(db, req.user.id, q, { page: q.page ?? 1, size: q.size ?? 10 });
    },

    getPassback: async (req: FastifyRequest) => {
      const { userId } = req.params as UserIdParams;
      if (Number(userId) !== req.user.id) throw new HttpError(403, 'Forbidden');
      return passback(db, req.user.id);
    },

    createBulkLeadFile: async (req: FastifyRequest, reply: FastifyReply) => {
      const body = req.body as BulkUploadBody;
      const file = req.uploadedFiles?.bulk_file;
      if (!file) throw new HttpError(400, 'bulk_file is required');
      const projectText = body.project_id === undefined ? '' : String(body.project_id).trim();
      const projectId = projectText ? Number(projectText) : null;
      const parentRegionId = Number(body.parent_region_id);
      if (projectId !== null && !(await projectExists(db, projectId))) throw notFound('Project');
      if (!(await regionParentExists(db, parentRegionId))) throw notFound('Region');
      const bulkLead = await createBulkLeadFile(
        db,
        {
          me: req.user.id,
          projectId,
          parentRegionId,
          uploader: await partnerOf(db, req.user.id),
          fileKey: file.key,
          fileName: file.filename,
          now: now(),
        },
        fileUrl,
      );
      reply.code(201);
      return { message: BULK_LEAD_CREATED, bulkLead };
    },

    listBulkLeadFiles: async (req: FastifyRequest) => {
      const q = req.query as BulkLeadFilters & PageQuery;
      return listBulkLeadFiles(db, req.user.id, q, pageOf(q), fileUrl);
    },

    listCampaignSpends: async (req: FastifyRequest) => {
      const q = req.query as CampaignFilters & PageQuery;
      return listCampaignSpends(db, req.user.id, q, pageOf(q));
    },

    createHomeLoan: async (req: FastifyRequest, reply: FastifyReply) => {
      const body = req.body as HomeLoanBody;
      const name = body.name.trim();
      if (!name) throw new HttpError(400, 'name is required');
      const partner = await partnerOf(db, req.user.id);
      const homeLoan = await createHomeLoan(db, {
        me: req.user.id,
        name,
        number: body.number.trim(),
        addedBy: partner.name,
        now: now(),
      });
      reply.code(201);
      return { message: HOME_LOAN_REQUESTED, homeLoan };
    },

    listHomeLoans: async (req: FastifyRequest) =>
      listHomeLoans(db, req.user.id, pageOf(req.query as PageQuery)),

    listReferrals: async (req: FastifyRequest) => listReferrals(db, req.user.id),
  };
}
