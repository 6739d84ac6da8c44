import type { Db } from '../db/db.ts';
import type { QueryOf } from '../lib/operations.ts';
import { type Page, pagedQuery, Where } from './where.ts';

type Query = Pick<Db, 'query'>;

export type ProjectFilters = Omit<QueryOf<'listProjects'>, 'size' | 'pageId'>;
export type FocusFilters = Omit<QueryOf<'listFocusProjects'>, 'size' | 'pageId'>;

/** The Project shape of the contract, built in SQL (images and floor plans included). */
const projectColumns = `
         p.id, p.name, p.builder_name, p.location,
         CASE WHEN p.is_active = 1 THEN 'Active' ELSE 'In-Active' END AS is_active,
         CASE WHEN p.is_focus = 1 THEN 'Yes' ELSE 'No' END AS is_focus,
         p.site_url, p.magnet_landing_page, p.brochure_url, p.slab_min, p.slab_max, p.rera_no, p.protection_days, p.land_area,
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

const projectTables = `
    projects p
    JOIN regions r ON r.id = p.region_id
    JOIN region_parents rp ON rp.id = r.parent_id`;

export type ProjectRow = Record<string, unknown> & { id: number; is_focus: 'Yes' | 'No' };

function projectWhere(f: ProjectFilters): Where {
  const w = new Where()
    .flag('p.is_active', f.is_active)
    .flag('p.is_focus', f.is_focus)
    .ids('p.id', f.ids)
    .ids('r.parent_id', f.parent_region_ids)
    .contains('p.builder_name', f.builder_name);
  const min = f.min_price ?? null;
  const max = f.max_price ?? null;
  if (min !== null || max !== null) {
    const lo = w.bind(min);
    const hi = w.bind(max);
    const inRange = (col: string) =>
      `(${lo}::bigint IS NULL OR ${col} >= ${lo}::bigint) AND (${hi}::bigint IS NULL OR ${col} <= ${hi}::bigint)`;
    w.add(
      `(EXISTS (SELECT 1 FROM project_meta pm WHERE pm.project_id = p.id AND ${inRange('pm.price')})
        OR (p.starting_price IS NOT NULL AND ${inRange('p.starting_price')}))`,
    );
  }
  if (f.bhk !== undefined) {
    w.add(`EXISTS (SELECT 1 FROM project_meta bm WHERE bm.project_id = p.id AND bm.bhk = ${w.bind(f.bhk)})`);
  }
  return w;
}

/** A page of the shared project catalogue and the number of projects matching the filters. */
export async function listProjects(db: Query, f: ProjectFilters, page: Page) {
  const { rows, count } = await pagedQuery<ProjectRow>(db, {
    select: projectColumns,
    from: projectTables,
    where: projectWhere(f),
    orderBy: 'p.id',
    page,
  });
  return { projects: rows, count };
}

export async function findProject(db: Query, id: number): Promise<ProjectRow | undefined> {
  const rows = await db.query<ProjectRow>(`SELECT ${projectColumns} FROM ${projectTables} WHERE p.id = $1`, [
    id,
  ]);
  return rows[0];
}

/** The key of the partner's personalised project websites (/sites/{project id}/{key}). */
export async function partnerSiteKey(db: Query, me: number): Promise<string> {
  const rows = await db.query<{ site_key: string }>('SELECT site_key FROM users WHERE id = $1', [me]);
  const key = rows[0]?.site_key;
  if (!key) throw new Error(`user ${me} has no site key`);
  return key;
}

/** The partner of a site key: the name and phone the personalised website shows. */
export async function sitePartner(db: Query, key: string) {
  const rows = await db.query<{
    first_name: string;
    last_name: string;
    phone: string;
    rera_no: string | null;
  }>(
    `SELECT first_name, last_name, phone, NULLIF(trim(meta ->> 'rera_no'), '') AS rera_no FROM users WHERE site_key = $1`,
    [key],
  );
  const row = rows[0];
  return row
    ? { name: `${row.first_name} ${row.last_name}`.trim(), phone: row.phone, rera: row.rera_no }
    : undefined;
}

/** Active projects whose name contains the text; masked projects only when is_masks is not 0. */
export function autocompleteProjects(
  db: Query,
  q: string,
  opts: { includeMasked: boolean; regionId?: number },
) {
  const w = new Where().add('p.is_active = 1').contains('p.name', q);
  if (!opts.includeMasked) w.add('p.is_masked = 0');
  w.equals('p.region_id', opts.regionId);
  const starts = w.pattern(q, 'prefix') ?? "''";
  return db.query<{ id: number; name: string; builder_name: string; location: string; region_id: number }>(
    `SELECT p.id, p.name, p.builder_name, p.location, p.region_id
       FROM projects p ${w.clause}
      ORDER BY (p.name ILIKE ${starts}) DESC, p.name, p.id
      LIMIT 20`,
    w.params,
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

/** A page of focus projects (with the focus table's extra columns) and their count. */
export async function listFocusProjects(db: Query, f: FocusFilters, page: Page) {
  const where = new Where()
    .add('p.is_focus = 1')
    .add('p.is_active = 1')
    .ids('p.id', f.project_id)
    .ids('r.parent_id', f.region_id);
  const { rows, count } = await pagedQuery<ProjectRow>(db, {
    select: `${projectColumns},
            p.brochure_url AS "BrochureURL", p.magnet_landing_page AS "MagnetURL",
            CASE WHEN p.is_focus = 1 THEN 'Yes' ELSE 'No' END AS "Focus", p.fact_sheet AS "FactSheet"`,
    from: projectTables,
    where,
    orderBy: 'p.id',
    page,
  });
  return { projects: rows, count };
}

export const projectExists = async (db: Query, id: number) =>
  (await db.query('SELECT 1 FROM projects WHERE id = $1', [id])).length > 0;

export async function projectFocus(db: Query, id: number): Promise<{ is_focus: number } | undefined> {
  const rows = await db.query<{ is_focus: number }>('SELECT is_focus FROM projects WHERE id = $1', [id]);
  return rows[0];
}
