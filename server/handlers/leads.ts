import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx, Handlers } from '../lib/context.ts';
import { notFound } from '../lib/errors.ts';
import { closedLeadsWorkbook, XLSX_MIME } from '../lib/xlsx.ts';
import {
  autocompleteClients,
  closedLeadFilterKeys,
  countLeads,
  createLead,
  findLead,
  findLeads,
  type LeadFilters,
  leadWhere,
  listUpdateLogs,
  ownsLead,
  pickFilters,
} from '../repos/leadRepo.ts';

type ListQuery = LeadFilters & { size?: number; pageId?: number; type?: string; magnet_id?: number | string };
type IdParams = { id: number };
type LeadIdParams = { leadId: number };
type LogsQuery = { order_by?: string; order_type?: 'asc' | 'desc' };
type ClientQuery = { q: string };
type CreateLeadBody = {
  name: string;
  email?: string;
  number: string;
  country_code: string;
  nationality: number | string;
  source_id?: number;
  project_id: number;
  admin_message: string;
  more_fields: {
    percentage: number;
    ClientBudget?: Record<string, unknown>;
    ActivityInfo?: { action_date?: string; comments?: string; internal_status_id?: number };
  };
};

const LEAD_ADDED = 'Lead Added, it will reflect in CRM in a few minutes';

/** Leads of the token's partner: create, list, count, closed leads (+ Excel), detail, history, client look-ups. */
export function leadHandlers({ db, now }: Ctx): Handlers {
  const closedLeads = (req: FastifyRequest) => {
    const where = leadWhere(req.user.id, pickFilters(req.query as ListQuery, closedLeadFilterKeys), {
      closedOnly: true,
    });
    return findLeads(db, where);
  };

  return {
    createLead: async (req: FastifyRequest, reply: FastifyReply) => {
      const body = req.body as CreateLeadBody;
      const activity = body.more_fields.ActivityInfo;
      const id = await createLead(db, {
        me: req.user.id,
        isMagnet: req.user.role.toLowerCase() === 'magnet' ? 1 : 0,
        name: body.name.trim(),
        email: body.email?.trim() || null,
        number: body.number.trim(),
        countryCode: body.country_code,
        nationality: String(body.nationality),
        sourceId: body.source_id,
        projectId: body.project_id,
        adminMessage: body.admin_message,
        moreFields: body.more_fields,
        actionDate: activity?.action_date || null,
        internalStatusId: activity?.internal_status_id ?? null,
        activityComment: activity?.comments || null,
        now: now(),
      });
      reply.code(201);
      return { message: LEAD_ADDED, lead: { id } };
    },

    listLeads: async (req: FastifyRequest) => {
      const q = req.query as ListQuery;
      const page = { size: q.size ?? 10, pageId: q.pageId ?? 1 };
      return { leads: await findLeads(db, leadWhere(req.user.id, q), page) };
    },

    countLeads: async (req: FastifyRequest) => ({
      count: await countLeads(db, leadWhere(req.user.id, req.query as ListQuery)),
    }),

    listClosedLeads: async (req: FastifyRequest) => {
      const leads = await closedLeads(req);
      return { leads, count: leads.length };
    },

    downloadClosedLeads: async (req: FastifyRequest, reply: FastifyReply) => {
      const buffer = await closedLeadsWorkbook(await closedLeads(req));
      reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', 'attachment; filename="closed-leads.xlsx"');
      return buffer;
    },

    getLead: async (req: FastifyRequest) => {
      const { id } = req.params as IdParams;
      const lead = await findLead(db, req.user.id, id);
      if (!lead) throw notFound('Lead');
      return lead;
    },

    listUpdateLogs: async (req: FastifyRequest) => {
      const { leadId } = req.params as LeadIdParams;
      const { order_type = 'desc' } = req.query as LogsQuery;
      if (!(await ownsLead(db, req.user.id, leadId))) throw notFound('Lead');
      return listUpdateLogs(db, leadId, order_type);
    },

    autocompleteClientsByName: async (req: FastifyRequest) => {
      const { q } = req.query as ClientQuery;
      const clients = await autocompleteClients(db, req.user.id, q);
      return clients.map(({ id, name }) => ({ id, name }));
    },

    autocompleteClientsByNumber: async (req: FastifyRequest) => {
      const { q } = req.query as ClientQuery;
      return autocompleteClients(db, req.user.id, q);
    },
  };
}
