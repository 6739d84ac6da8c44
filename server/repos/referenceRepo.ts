import type { Db } from '../db/db.ts';

type Query = Pick<Db, 'query'>;

/** Regions with their parent region, by id. */
export const listRegions = (db: Query, limit: number) =>
  db.query(
    `SELECT r.id, r.name, r.parent_id, json_build_object('id', p.id, 'name', p.name) AS "Parentregion"
       FROM regions r JOIN region_parents p ON p.id = r.parent_id
      ORDER BY r.id LIMIT $1`,
    [limit],
  );

export const listRegionParents = (db: Query) => db.query('SELECT id, name FROM region_parents ORDER BY id');

export const regionParentExists = async (db: Query, id: number) =>
  (await db.query('SELECT 1 FROM region_parents WHERE id = $1', [id])).length > 0;

/** The stages of one type (LEAD), in funnel order. */
export const listStages = (db: Query, type: string) =>
  db.query('SELECT id, name, type FROM stages WHERE type = $1 ORDER BY sort_order, id', [type]);

export const listLeadInternalStatuses = (db: Query) =>
  db.query('SELECT id, name FROM lead_internal_statuses ORDER BY id');

export const listSources = (db: Query) => db.query('SELECT id, name FROM sources ORDER BY id');
