import type { FastifyRequest } from 'fastify';
import type { Ctx, Handlers } from '../lib/context.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import { listCallDetails, listComments, ownsLead } from '../repos/leadRepo.ts';

type CommentParams = { userId: number; leadId: number };
type CallQuery = { object_id: number; size?: number; pageId?: number };
type IssueBody = {
  data: { completed: boolean; name: string; notes: string; projects: string[] };
  to_email: string;
};

/** The engagement API (/engage): comments and call recordings of a lead, and the issue e-mail. */
export function engageHandlers({ db, mailer }: Ctx): Handlers {
  return {
    listLeadComments: async (req: FastifyRequest) => {
      const { userId, leadId } = req.params as CommentParams;
      if (userId !== req.user.id) throw new HttpError(403, 'Forbidden');
      if (!(await ownsLead(db, req.user.id, leadId))) throw notFound('Lead');
      return listComments(db, leadId);
    },

    listCallDetails: async (req: FastifyRequest) => {
      const { object_id, size = 100, pageId = 1 } = req.query as CallQuery;
      if (!(await ownsLead(db, req.user.id, object_id))) throw notFound('Lead');
      return listCallDetails(db, object_id, { size, pageId });
    },

    sendIssueEmail: async (req: FastifyRequest) => {
      const body = req.body as IssueBody;
      await mailer.send({
        userId: req.user.id,
        to: body.to_email,
        subject: `[Issue] ${body.data.name}`,
        payload: body,
      });
      return { message: 'Issue reported successfully' };
    },
  };
}
