import type { Db } from '../db/db.ts';
import { type Page, pagedQuery, Where } from './where.ts';

type Query = Pick<Db, 'query'>;

export async function createHomeLoan(
  db: Query,
  n: { me: number; name: string; number: string; addedBy: string; now: Date },
) {
  const rows = await db.query(
    `WITH h AS (
       INSERT INTO home_loans (magnet_id, name, number, added_by_name, created_at) VALUES ($1, $2, $3, $4, $5)
       RETURNING id, name, number, created_at, added_by_name)
     SELECT h.id, h.name, h.number, h.created_at, json_build_object('name', h.added_by_name) AS "User" FROM h`,
    [n.me, n.name, n.number, n.addedBy, n.now.toISOString()],
  );
  const row = rows[0];
  if (!row) throw new Error('home loan not stored');
  return row;
}

/** A page of the partner's home loan requests, newest first, and their count. */
export async function listHomeLoans(db: Query, me: number, page: Page) {
  const { rows, count } = await pagedQuery(db, {
    select: `h.id, h.name, h.number, h.created_at, json_build_object('name', h.added_by_name) AS "User"`,
    from: 'home_loans h',
    where: new Where().equals('h.magnet_id', me),
    orderBy: 'h.created_at DESC, h.id DESC',
    page,
  });
  return { homeLoans: rows, count };
}
