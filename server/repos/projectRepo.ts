import type { Db } from '../db/db.ts';
import { idList, likeLiteral } from './leadRepo.ts';

type Query = Pick<Db, 'query'>;

/**
 * A WHERE clause under construction: conditions are SQL text written in this code, values are
 * always bound as $n parameters.
 */
export class Conditions {
  readonly params: unknown[];
  readonly conds: string[];
  constructor(conds: string[] = [], params: unknown[] = []) {
    this.conds = conds;
    this.params = params;
  }
  /** Binds a value; returns its placeholder. */
  p(v: unknown): string {
    this.params.push(v);
    return `$${this.params.length}`;
  }
  add(cond: string): void {
    this.conds.push(cond);
  }
  get where(): string {
    return this.conds.length ? `WHERE ${this.conds.join(' AND ')}` : '';
  }
}

export type Page = { size: number; pageId: number };
export const offsetOf = ({ size, pageId }: Page) => (pageId - 1) * size;

/** '0' / 1 / undefined -> 0 | 1 | null. */
export const flag = (v: string | number | undefined): number | null =>
  v === undefined || v === '' ? null : Number(v) === 1 ? 1 : 0;

export type ProjectFilters = {
  is_active?: number | string;
  ids?: string | number;
  parent_region_ids?: string | number;
  builder_name?: string;
  is_focus?: number | string;
  max_price?: number | string;
  min_price?: number | string;
  bhk?: number | string;
};

/** The Project shape of the contract, built in SQL (images and floor plans included). */
const projectSelect = `
  SELECT p.id, p.name, p.builder_name, p.location,
         CASE WHEN p.is_active = 1 THEN 'Active' ELSE 'In-Active' END AS is_active,
         CASE WHEN p.is_focus = 1 THEN 'Yes' ELSE 'No' END AS is_focus,
         p.site_url, p.magnet_landing_page, p.brochure_url, p.slab_min, p.slab_max, p.rera_no, p.land_area,
         p.starting_price,
         COALESCE(p.banner_url, (SELECT bi.url FROM project_images bi
                                  WHERE bi.project_id = p.id AND bi.type = 'baner' ORDER BY bi.id LIMIT 1)) AS banner,
         p.highlights, p.fact_sheet,
         json_build_object('id', r.id, 'name', r.name,
                           'Parentregion', json_build_object('id', rp.id, 'name', rp.name)) AS "Region",
         CASE WHEN p.creator_name IS NULL THEN NULL ELSE json_build_object('name', p.creator_name) END AS "ProjectCreator",
         COALESCE((SELECT json_agg(json_build_object('id', m.id, 'bhk', m.bhk, 'price', m.price) ORDER BY m.bhk, m.id)
                     FROM project_meta m WHERE m.project_id = p.id), '[]'::json) AS "ProjectMeta",
         COALESCE((SELECT json_agg(json_build_object('id', i.id, 'type', i.type, 'url', i.url) ORDER BY i.id)
                     FROM project_images i WHERE i.project_id = p.id), '[]'::json) AS "ProjectImages",
         COALESCE((SELECT json_agg(json_build_object('bhk', f.bhk, 'area', f.area, 'price', f.price) ORDER BY f.id)
                     FROM floor_plans f WHERE f.project_id = p.id), '[]'::json) AS floor_plans`;

const projectFrom = `
    FROM projects p
    JOIN regions r ON r.id = p.region_id
    JOIN region_parents rp ON rp.id = r.parent_id`;

export type ProjectRow = Record<string, unknown> & { id: number; is_focus: 'Yes' | 'No' };

function projectConditions(f: ProjectFilters): Conditions {
  const c = new Conditions();
  const active = flag(f.is_active);
  if (active !== null) c.add(`p.is_active = ${c.p(active)}`);
  const focus = flag(f.is_focus);
  if (focus !== null) c.add(`p.is_focus = ${c.p(focus)}`);
  const ids = idList(f.ids);
  if (ids) c.add(`p.id = ANY(${c.p(ids)}::int[])`);
  const regions = idList(f.parent_region_ids);
  if (regions) c.add(`r.parent_id = ANY(${c.p(regions)}::int[])`);
  const builder = f.builder_name?.trim();
  if (builder) c.add(`p.builder_name ILIKE ${c.p(`%${likeLiteral(builder)}%`)}`);
  const min = f.min_price === undefined || f.min_price === '' ? null : Number(f.min_price);
  const max = f.max_price === undefined || f.max_price === '' ? null : Number(f.max_price);
  if (min !== null || max !== null) {
    const lo = c.p(min);
    const hi = c.p(max);
    const inRange = (col: string) =>
      `(${lo}::bigint IS NULL OR ${col} >= ${lo}::bigint) AND (${hi}::bigint IS NULL OR ${col} <= ${hi}::bigint)`;
    c.add(
      `(EXISTS (SELECT 1 FROM project_meta pm WHERE pm.project_id = p.id AND ${inRange('pm.price')})
        OR (p.starting_price IS NOT NULL AND ${inRange('p.starting_price')}))`,
    );
  }
  if (f.bhk !== undefined && f.bhk !== '') {
    c.add(
      `EXISTS (SELECT 1 FROM project_meta bm WHERE bm.project_id = p.id AND bm.bhk = ${c.p(Number(f.bhk))})`,
    );
  }
  return c;
}

/** A page of the shared project catalogue and the number of projects matching the filters. */
export async function listProjects(db: Query, f: ProjectFilters, page: Page) {
  const c = projectConditions(f);
  const [total] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${projectFrom} ${c.where}`, [
    ...c.params,
  ]);
  const projects = await db.query<ProjectRow>(
    `${projectSelect} ${projectFrom} ${c.where} ORDER BY p.id LIMIT ${c.p(page.size)} OFFSET ${c.p(offsetOf(page))}`,
    c.params,
  );
  return { projects, count: total?.n ?? 0 };
}

export async function findProject(db: Query, id: number): Promise<ProjectRow | undefined> {
  const rows = await db.query<ProjectRow>(`${projectSelect} ${projectFrom} WHERE p.id = $1`, [id]);
  return rows[0];
}

/** Active projects whose name contains the text; masked projects only when is_masks is not 0. */
export function autocompleteProjects(
  db: Query,
  q: string,
  opts: { includeMasked: boolean; regionId?: number },
) {
  const c = new Conditions(['p.is_active = 1']);
  c.add(`p.name ILIKE ${c.p(`%${likeLiteral(q.trim())}%`)}`);
  if (!opts.includeMasked) c.add('p.is_masked = 0');
  if (opts.regionId !== undefined) c.add(`p.region_id = ${c.p(opts.regionId)}`);
  const starts = c.p(`${likeLiteral(q.trim())}%`);
  return db.query<{ id: number; name: string; builder_name: string; location: string; region_id: number }>(
    `SELECT p.id, p.name, p.builder_name, p.location, p.region_id
       FROM projects p ${c.where}
      ORDER BY (p.name ILIKE ${starts}) DESC, p.name, p.id
      LIMIT 20`,
    c.params,
  );
}

const topColumns = `p.id, p.name, p.location,
  COALESCE(p.banner_url, (SELECT bi.url FROM project_images bi
                           WHERE bi.project_id = p.id AND bi.type = 'baner' ORDER BY bi.id LIMIT 1)) AS "bannerImageUrl",
  p.slab_min, p.slab_max, p.brochure_url`;

/** Active projects of a city (parent region), by non-cancelled bookings, then site visits. */
export function topProjects(db: Query, city: string) {
  return db.query(
    `SELECT ${topColumns},
            (SELECT count(*)::int FROM bookings b WHERE b.project_id = p.id AND b.is_lead_cancelled = 0) AS "bookingCount"
       FROM projects p
       JOIN regions r ON r.id = p.region_id
       JOIN region_parents rp ON rp.id = r.parent_id
      WHERE rp.name = $1 AND p.is_active = 1
      ORDER BY "bookingCount" DESC, p.site_visit_count DESC, p.id
      LIMIT 10`,
    [city],
  );
}

/** Active projects with the most site visits. */
export function topSiteVisits(db: Query) {
  return db.query(
    `SELECT ${topColumns}, p.site_visit_count AS "siteVisitCount"
       FROM projects p
      WHERE p.is_active = 1
      ORDER BY p.site_visit_count DESC, p.id
      LIMIT 10`,
  );
}

export type FocusFilters = { project_id?: string | number; region_id?: string | number };

/** A page of focus projects (with the focus table's extra columns) and their count. */
export async function listFocusProjects(db: Query, f: FocusFilters, page: Page) {
  const c = new Conditions(['p.is_focus = 1', 'p.is_active = 1']);
  const ids = idList(f.project_id);
  if (ids) c.add(`p.id = ANY(${c.p(ids)}::int[])`);
  const regions = idList(f.region_id);
  if (regions) c.add(`r.parent_id = ANY(${c.p(regions)}::int[])`);
  const [total] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${projectFrom} ${c.where}`, [
    ...c.params,
  ]);
  const projects = await db.query<ProjectRow>(
    `${projectSelect},
            p.brochure_url AS "BrochureURL", p.magnet_landing_page AS "MagnetURL",
            CASE WHEN p.is_focus = 1 THEN 'Yes' ELSE 'No' END AS "Focus", p.fact_sheet AS "FactSheet"
       ${projectFrom} ${c.where}
      ORDER BY p.id LIMIT ${c.p(page.size)} OFFSET ${c.p(offsetOf(page))}`,
    c.params,
  );
  return { projects, count: total?.n ?? 0 };
}

export async function projectFocus(db: Query, id: number): Promise<{ is_focus: number } | undefined> {
  const rows = await db.query<{ is_focus: number }>('SELECT is_focus FROM projects WHERE id = $1', [id]);
  return rows[0];
}

export type CampaignRequest = {
  me: number;
  projectId: number;
  campaignTypeIds: number[];
  amount: number;
  name: string;
  now: Date;
};

/** Records a requested campaign; its payment page is the campaigns screen with the request's id. */
export async function requestCampaign(
  db: Query,
  r: CampaignRequest,
): Promise<{ id: number; payment_url: string }> {
  const rows = await db.query<{ id: number; payment_url: string }>(
    `WITH next AS (SELECT nextval(pg_get_serial_sequence('campaign_spends', 'id'))::int AS id)
     INSERT INTO campaign_spends (id, magnet_id, project_id, campaign_type_ids, amount, name, status, payment_url,
                                  created_at, updated_at)
     SELECT next.id, $1, $2, $3::int[], $4, $5, 'Requested', '/campaigns?payment=' || next.id, $6, $6 FROM next
     RETURNING id, payment_url`,
    [r.me, r.projectId, r.campaignTypeIds, r.amount, r.name, r.now.toISOString()],
  );
  const row = rows[0];
  if (!row) throw new Error('campaign request not stored');
  return row;
}
