import type { Db } from '../db/db.ts';

type Query = Pick<Db, 'query'>;

/** The partner's latest issue reports as the outbox recorded them (title, team address, sent time). */
export async function listIssueReports(db: Query, me: number) {
  return db.query(
    `SELECT id, payload->'data'->>'name' AS name, to_email, created_at, sent_at
       FROM email_outbox
      WHERE user_id = $1 AND payload->'data'->>'name' IS NOT NULL
      ORDER BY created_at DESC, id DESC
      LIMIT 20`,
    [me],
  );
}
