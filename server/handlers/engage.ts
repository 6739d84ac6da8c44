import type { Ctx } from '../lib/context.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import { teamOfAddress } from '../lib/issueTeams.ts';
import type { OperationHandlers } from '../lib/operations.ts';
import { leadScopeOf } from '../lib/roles.ts';
import { countAgainst } from '../lib/throttle.ts';
import { listIssueReports } from '../repos/issueRepo.ts';
import { listCallDetails, listComments, ownsLead } from '../repos/leadRepo.ts';
import { pageOf } from '../repos/where.ts';

/** The engagement API (/engage): comments and call recordings of a lead, and the issue e-mail. */
export function engageHandlers(ctx: Ctx) {
  const { db, mailer, issueTeams } = ctx;
  return {
    listLeadComments: async (req) => {
      const { userId, leadId } = req.params;
      if (userId !== req.user.id) throw new HttpError(403, 'Forbidden');
      if (!(await ownsLead(db, leadScopeOf(req.user), leadId))) throw notFound('Lead');
      return listComments(db, leadId);
    },

    listCallDetails: async (req) => {
      const { object_id, size = 100 } = req.query;
      if (!(await ownsLead(db, leadScopeOf(req.user), object_id))) throw notFound('Lead');
      return listCallDetails(db, object_id, pageOf({ size, pageId: req.query.pageId }));
    },

    listIssueTeams: async () => issueTeams.map((team) => ({ ...team })),

    listIssueReports: async (req) => listIssueReports(db, req.user.id),

    /** Only a configured team address is mailed: the endpoint can never send to an arbitrary one. */
    sendIssueEmail: async (req) => {
      const body = req.body;
      const team = teamOfAddress(issueTeams, body.to_email);
      if (!team) throw new HttpError(400, 'to_email is not the address of a team');
      await countAgainst(ctx, ctx.limits.issueEmailsPerPartner, req.user.id);
      await mailer.send({
        userId: req.user.id,
        to: team.email,
        subject: `[Issue] ${body.data.name}`,
        payload: body,
      });
      return { message: 'Issue reported successfully' };
    },
  } satisfies Partial<OperationHandlers>;
}
