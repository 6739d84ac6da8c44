import type { Db } from '../db/db.ts';
import { HttpError } from '../lib/errors.ts';
import { fingerprint, type Submission } from '../lib/idempotency.ts';
import type { LeadScope } from '../lib/roles.ts';
import { type Page, pagedQuery, Where } from './where.ts';

type Query = Pick<Db, 'query'>;

const HOME_LOAN_COLUMNS = `h.id, h.name, h.number, h.created_at, json_build_object('name', h.added_by_name) AS "User"`;
export const HOME_LOAN_KEY_REUSED = 'Idempotency-Key was already used for another home loan request';
/** The advisory lock class under which one partner's keyed home loan requests run one at a time. */
const HOME_LOAN_CREATE_LOCK = 4102;

/**
 * Adds a home loan request in one transaction. With an Idempotency-Key, the partner's keyed requests
 * are serialised by an advisory lock and a repeated key answers its first request (422 when the body
 * differs) without counting again; `count` (the daily cap) runs before the insert only.
 */
export async function createHomeLoan(
  db: Db,
  n: { me: number; addedById: number; name: string; number: string; addedBy: string; now: Date },
  submission: Submission,
  count: (tx: Query) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const requestHash = submission ? fingerprint(submission.body) : null;
    if (submission) {
      await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [HOME_LOAN_CREATE_LOCK, n.me]);
      const prior = await tx.query<{ request_hash: string | null }>(
        `SELECT ${HOME_LOAN_COLUMNS}, h.request_hash FROM home_loans h
          WHERE h.magnet_id = $1 AND h.idempotency_key = $2`,
        [n.me, submission.key],
      );
      if (prior[0]) {
        const { request_hash, ...homeLoan } = prior[0];
        if (request_hash !== requestHash) throw new HttpError(422, HOME_LOAN_KEY_REUSED);
        return { homeLoan, replayed: true };
      }
    }
    await count(tx);
    const rows = await tx.query(
      `WITH h AS (
         INSERT INTO home_loans (magnet_id, name, number, added_by_name, created_at, idempotency_key, request_hash,
                                 added_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         RETURNING id, name, number, created_at, added_by_name)
       SELECT ${HOME_LOAN_COLUMNS} FROM h`,
      [
        n.me,
        n.name,
        n.number,
        n.addedBy,
        n.now.toISOString(),
        submission?.key ?? null,
        requestHash,
        n.addedById,
      ],
    );
    const homeLoan = rows[0];
    if (!homeLoan) throw new Error('home loan not stored');
    return { homeLoan, replayed: false };
  });
}

/** A page of the firm's home loan requests (an agent's own only), newest first, and their count. */
export async function listHomeLoans(db: Query, scope: LeadScope, page: Page) {
  const { rows, count } = await pagedQuery(db, {
    select: HOME_LOAN_COLUMNS,
    from: 'home_loans h',
    where: new Where().equals('h.magnet_id', scope.firm).equals('h.added_by', scope.agent),
    orderBy: 'h.created_at DESC, h.id DESC',
    page,
  });
  return { homeLoans: rows, count };
}
