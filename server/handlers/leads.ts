import type { AuthUser, Ctx } from '../lib/context.ts';
import { notFound } from '../lib/errors.ts';
import type { OperationHandlers } from '../lib/operations.ts';
import { isAgent, type LeadScope, leadScopeOf } from '../lib/roles.ts';
import { closedLeadsWorkbook, XLSX_MIME } from '../lib/xlsx.ts';
import { createLead, knownClientNumbers } from '../repos/leadCreation.ts';
import {
  type ClosedLeadFilters,
  closedLeadFilters,
  countLeads,
  findLead,
  findLeads,
  leadWhere,
} from '../repos/leadQuery.ts';
import { autocompleteClients, leadProtectionWindow, listUpdateLogs, ownsLead } from '../repos/leadRepo.ts';
import type { Lead } from '../repos/leadRows.ts';
import { pageOf } from '../repos/where.ts';

const LEAD_ADDED = 'Lead Added, it will reflect in CRM in a few minutes';

/** A lead as the member may see it: the brokerage and payments are the owner's, never an agent's. */
const asSeenBy = (user: AuthUser) => (lead: Lead) =>
  isAgent(user) ? { ...lead, brokerageDetails: null, paymentDetails: null } : lead;

/** Leads of the token's firm (an agent's own of them): create, list, count, closed leads (+ Excel), detail, history, client look-ups. */
export function leadHandlers({ db, now }: Ctx) {
  const closedLeads = (scope: LeadScope, q: ClosedLeadFilters) =>
    findLeads(db, leadWhere(scope, closedLeadFilters(q), { now: now(), closedOnly: true }), now());

  return {
    createLead: async (req, reply) => {
      const body = req.body;
      const me = req.user.firm;
      const activity = body.more_fields.ActivityInfo;
      const key = req.headers['idempotency-key'];
      const { id, replayed } = await createLead(
        db,
        {
          me,
          addedBy: req.user.id,
          isMagnet: req.user.role.toLowerCase() === 'magnet' || isAgent(req.user) ? 1 : 0,
          name: body.name.trim(),
          email: body.email?.trim() || null,
          number: body.number.trim(),
          countryCode: body.country_code,
          nationality: String(body.nationality),
          sourceId: body.source_id,
          projectId: body.project_id,
          adminMessage: body.admin_message,
          // The activity is the token's user's, whatever id the body names.
          moreFields: activity
            ? { ...body.more_fields, ActivityInfo: { ...activity, created_by: req.user.id } }
            : body.more_fields,
          actionDate: activity?.action_date || null,
          internalStatusId: activity?.internal_status_id ?? null,
          activityComment: activity?.comments || null,
          now: now(),
        },
        key ? { key, body } : null,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      reply.code(201);
      const protection = await leadProtectionWindow(db, me, id);
      return { message: LEAD_ADDED, lead: protection ? { id, protection } : { id } };
    },

    listLeads: async (req) => {
      const at = now();
      return {
        leads: await findLeads(
          db,
          leadWhere(leadScopeOf(req.user), req.query, { now: at }),
          at,
          pageOf(req.query),
        ),
      };
    },

    countLeads: async (req) => ({
      count: await countLeads(db, leadWhere(leadScopeOf(req.user), req.query, { now: now() })),
    }),

    listClosedLeads: async (req) => {
      const leads = (await closedLeads(leadScopeOf(req.user), req.query)).map(asSeenBy(req.user));
      return { leads, count: leads.length };
    },

    downloadClosedLeads: async (req, reply) => {
      const buffer = await closedLeadsWorkbook(await closedLeads(leadScopeOf(req.user), req.query));
      reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', 'attachment; filename="closed-leads.xlsx"');
      return buffer;
    },

    getLead: async (req) => {
      const lead = await findLead(db, leadScopeOf(req.user), req.params.id, now());
      if (!lead) throw notFound('Lead');
      return asSeenBy(req.user)(lead);
    },

    listUpdateLogs: async (req) => {
      const { leadId } = req.params;
      if (!(await ownsLead(db, leadScopeOf(req.user), leadId))) throw notFound('Lead');
      return listUpdateLogs(db, leadId, req.query.order_type ?? 'desc');
    },

    autocompleteClientsByName: async (req) => {
      const clients = await autocompleteClients(db, leadScopeOf(req.user), req.query.q);
      return clients.map(({ id, name }) => ({ id, name }));
    },

    autocompleteClientsByNumber: async (req) => autocompleteClients(db, leadScopeOf(req.user), req.query.q),

    findKnownClientNumbers: async (req) => knownClientNumbers(db, leadScopeOf(req.user), req.body.numbers),
  } satisfies Partial<OperationHandlers>;
}
