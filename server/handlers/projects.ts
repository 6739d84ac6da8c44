import type { FastifyRequest } from 'fastify';
import type { Ctx, Handlers } from '../lib/context.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import {
  autocompleteProjects,
  type FocusFilters,
  findProject,
  listFocusProjects,
  listProjects,
  type ProjectFilters,
  projectFocus,
  requestCampaign,
  topProjects,
  topSiteVisits,
} from '../repos/projectRepo.ts';

type PageQuery = { size?: number; pageId?: number };
type AutocompleteQuery = { q: string; is_masks?: number; region_id?: number };
type IdParams = { id: number };
type TopQuery = { city: string };
type CampaignBody = { amount: number; campaign_type_id: number[]; name: string; project_id: number };

export const CAMPAIGN_AVAILABLE = 'Project available for digital campaign';
export const CAMPAIGN_NOT_AVAILABLE = 'Project not available for digital campaign';

const pageOf = (q: PageQuery) => ({ size: q.size ?? 10, pageId: q.pageId ?? 1 });

/** The shared project catalogue: search, list, detail, top lists, focus projects and campaign requests. */
export function projectHandlers({ db, now }: Ctx): Handlers {
  return {
    autocompleteProjects: async (req: FastifyRequest) => {
      const { q, is_masks, region_id } = req.query as AutocompleteQuery;
      const data = await autocompleteProjects(db, q, {
        includeMasked: is_masks === undefined || Number(is_masks) === 1,
        ...(region_id === undefined ? {} : { regionId: region_id }),
      });
      return { data };
    },

    listProjects: async (req: FastifyRequest) => {
      const q = req.query as ProjectFilters & PageQuery;
      return listProjects(db, q, pageOf(q));
    },

    getProject: async (req: FastifyRequest) => {
      const { id } = req.params as IdParams;
      const project = await findProject(db, id);
      if (!project) throw notFound('Project');
      return project;
    },

    listTopProjects: async (req: FastifyRequest) => topProjects(db, (req.query as TopQuery).city),

    listTopSiteVisits: async () => topSiteVisits(db),

    listFocusProjects: async (req: FastifyRequest) => {
      const q = req.query as FocusFilters & PageQuery;
      return listFocusProjects(db, q, pageOf(q));
    },

    upsertFocusProject: async (req: FastifyRequest) => {
      const body = req.body as CampaignBody;
      const project = await projectFocus(db, body.project_id);
      if (!project) throw notFound('Project');
      if (project.is_focus !== 1) throw new HttpError(400, CAMPAIGN_NOT_AVAILABLE);
      const { payment_url } = await requestCampaign(db, {
        me: req.user.id,
        projectId: body.project_id,
        campaignTypeIds: [...new Set(body.campaign_type_id)],
        amount: body.amount,
        name: body.name.trim(),
        now: now(),
      });
      return { message: CAMPAIGN_AVAILABLE, payment_url };
    },
  };
}
