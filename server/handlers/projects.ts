import { randomBytes } from 'node:crypto';
import type { Ctx } from '../lib/context.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import type { OperationHandlers } from '../lib/operations.ts';
import { countAgainst } from '../lib/throttle.ts';
import { requestCampaign } from '../repos/campaignRepo.ts';
import {
  autocompleteProjects,
  findProject,
  listFocusProjects,
  listProjects,
  type ProjectRow,
  partnerSiteKey,
  projectFocus,
  topProjects,
  topSiteVisits,
} from '../repos/projectRepo.ts';
import { pageOf } from '../repos/where.ts';
import { siteUrlOf } from '../sitePages.ts';

export const CAMPAIGN_AVAILABLE = 'Project available for digital campaign';
export const CAMPAIGN_NOT_AVAILABLE = 'Project not available for digital campaign';

/**
 * The rows with the partner's own address of each project's website (magnet_landing_page and the
 * focus table's MagnetURL), on this server's public address (sitePages.ts); a project without a
 * website keeps null.
 */
async function personalised<R extends ProjectRow>(ctx: Ctx, me: number, rows: R[]): Promise<R[]> {
  const key = await partnerSiteKey(ctx.db, me);
  return rows.map((row) => {
    if (!row.magnet_landing_page) return row;
    const url = siteUrlOf(ctx.publicUrl, row.id, key);
    return { ...row, magnet_landing_page: url, ...('MagnetURL' in row ? { MagnetURL: url } : {}) };
  });
}

/** The shared project catalogue: search, list, detail, top lists, focus projects and campaign requests. */
export function projectHandlers(ctx: Ctx) {
  const { db, now } = ctx;
  return {
    autocompleteProjects: async (req) => {
      const { q, is_masks, region_id } = req.query;
      const data = await autocompleteProjects(db, q, {
        includeMasked: is_masks === undefined || is_masks === 1,
        ...(region_id === undefined ? {} : { regionId: region_id }),
      });
      return { data };
    },

    listProjects: async (req) => {
      const { projects, count } = await listProjects(db, req.query, pageOf(req.query));
      return { projects: await personalised(ctx, req.user.firm, projects), count };
    },

    getProject: async (req) => {
      const project = await findProject(db, req.params.id);
      if (!project) throw notFound('Project');
      const [mine] = await personalised(ctx, req.user.firm, [project]);
      return mine;
    },

    listTopProjects: async (req) => topProjects(db, req.query.city),

    listTopSiteVisits: async () => topSiteVisits(db),

    listFocusProjects: async (req) => {
      const { projects, count } = await listFocusProjects(db, req.query, pageOf(req.query));
      return { projects: await personalised(ctx, req.user.firm, projects), count };
    },

    upsertFocusProject: async (req) => {
      const body = req.body;
      const project = await projectFocus(db, body.project_id);
      if (!project) throw notFound('Project');
      if (project.is_focus !== 1) throw new HttpError(400, CAMPAIGN_NOT_AVAILABLE);
      await countAgainst(ctx, ctx.limits.campaignRequestsPerPartner, req.user.id);
      const { payment_url } = await requestCampaign(db, {
        me: req.user.id,
        projectId: body.project_id,
        campaignTypeIds: [...new Set(body.campaign_type_id)],
        amount: body.amount,
        name: body.name.trim(),
        paymentKey: randomBytes(16).toString('hex'),
        now: now(),
      });
      return { message: CAMPAIGN_AVAILABLE, payment_url };
    },
  } satisfies Partial<OperationHandlers>;
}
