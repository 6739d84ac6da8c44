import type { Ctx } from '../lib/context.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import { fileUrl } from '../lib/fileStore.ts';
import type { OperationHandlers } from '../lib/operations.ts';
import { leadScopeOf } from '../lib/roles.ts';
import { statementWorkbook } from '../lib/statementXlsx.ts';
import { checkBulkFileRoom } from '../lib/storageLimits.ts';
import { countAgainst } from '../lib/throttle.ts';
import { XLSX_MIME } from '../lib/xlsx.ts';
import { listBookings, passback } from '../repos/bookingRepo.ts';
import { createBulkLeadFile, listBulkLeadFiles } from '../repos/bulkLeadRepo.ts';
import { listCampaignSpends } from '../repos/campaignRepo.ts';
import { createHomeLoan, listHomeLoans } from '../repos/homeLoanRepo.ts';
import { brokerageStatement, issueInvoice } from '../repos/invoiceRepo.ts';
import { projectExists } from '../repos/projectRepo.ts';
import { regionParentExists } from '../repos/referenceRepo.ts';
import { listReferrals } from '../repos/referralRepo.ts';
import { partnerOf } from '../repos/userRepo.ts';
import { pageOf } from '../repos/where.ts';

export const BULK_LEAD_CREATED = 'Bulklead created. Your file is uploaded';
// Spelling as the product shows it.
export const HOME_LOAN_REQUESTED = 'Home Loan Requested Sccessfully!';

/** Bookings and passback, bulk lead files, campaign spends, home loans and referrals of the token's partner. */
export function trackingHandlers(ctx: Ctx) {
  const { db, files, now, platform } = ctx;
  return {
    listBookings: async (req) => {
      const { page, size, ...filters } = req.query;
      return listBookings(db, req.user.id, filters, { size: size ?? 10, pageId: page ?? 1 });
    },

    getPassback: async (req) => {
      if (req.params.userId !== req.user.id) throw new HttpError(403, 'Forbidden');
      return passback(db, req.user.id);
    },

    // Extension (issue 35): brokerage paperwork.
    issueBookingInvoice: async (req) => issueInvoice(db, req.user.id, req.params.id, now(), platform),

    getBrokerageStatement: async (req) => brokerageStatement(db, req.user.id, req.query.fy, platform),

    downloadBrokerageStatement: async (req, reply) => {
      const statement = await brokerageStatement(db, req.user.id, req.query.fy, platform);
      reply
        .header('content-type', XLSX_MIME)
        .header(
          'content-disposition',
          `attachment; filename="brokerage-statement-${statement.financial_year}.xlsx"`,
        );
      return statementWorkbook(statement);
    },

    createBulkLeadFile: async (req, reply) => {
      const body = req.body;
      const file = req.uploadedFiles?.bulk_file;
      if (!file) throw new HttpError(400, 'bulk_file is required');
      const projectText = body.project_id === undefined ? '' : String(body.project_id).trim();
      const projectId = projectText ? Number(projectText) : null;
      const parentRegionId = Number(body.parent_region_id);
      if (projectId !== null && !(await projectExists(db, projectId))) throw notFound('Project');
      if (!(await regionParentExists(db, parentRegionId))) throw notFound('Region');
      const at = now();
      const uploader = await partnerOf(db, req.user.id);
      const bulkLead = await db.transaction(async (tx) => {
        await checkBulkFileRoom(tx, req.user.id, at);
        await files.put(tx, { ...file, ownerId: req.user.id });
        return createBulkLeadFile(
          tx,
          {
            me: req.user.id,
            projectId,
            parentRegionId,
            uploader,
            fileKey: file.key,
            fileName: file.name,
            now: at,
          },
          fileUrl,
        );
      });
      reply.code(201);
      return { message: BULK_LEAD_CREATED, bulkLead };
    },

    listBulkLeadFiles: async (req) =>
      listBulkLeadFiles(db, req.user.id, req.query, pageOf(req.query), fileUrl),

    listCampaignSpends: async (req) => listCampaignSpends(db, req.user.id, req.query, pageOf(req.query)),

    createHomeLoan: async (req, reply) => {
      const name = req.body.name.trim();
      if (!name) throw new HttpError(400, 'name is required');
      const partner = await partnerOf(db, req.user.id);
      // Extension (issue 34): a retry with the request's Idempotency-Key answers its first request.
      const key = req.headers['idempotency-key'];
      const { homeLoan, replayed } = await createHomeLoan(
        db,
        {
          me: req.user.firm,
          addedById: req.user.id,
          name,
          number: req.body.number.trim(),
          addedBy: partner.name,
          now: now(),
        },
        key ? { key, body: req.body } : null,
        (tx) => countAgainst({ ...ctx, db: tx }, ctx.limits.homeLoansPerPartner, req.user.firm),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      reply.code(201);
      return { message: HOME_LOAN_REQUESTED, homeLoan };
    },

    listHomeLoans: async (req) => listHomeLoans(db, leadScopeOf(req.user), pageOf(req.query)),

    listReferrals: async (req) => listReferrals(db, req.user.id),
  } satisfies Partial<OperationHandlers>;
}
