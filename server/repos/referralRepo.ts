import type { Db } from '../db/db.ts';

type Query = Pick<Db, 'query'>;

/** Users the partner referred, each with the ids of their (non-cancelled) bookings. */
export async function listReferrals(db: Query, me: number) {
  const referrals = await db.query(
    `SELECT f.id, f.created_at, f.digital_coins,
            json_build_object('id', u.id, 'name', NULLIF(trim(u.first_name || ' ' || u.last_name), '')) AS "ReferredUser",
            COALESCE((SELECT json_agg(json_build_object('id', b.id) ORDER BY b.id)
                        FROM bookings b WHERE b.magnet_id = f.referred_user_id AND b.is_lead_cancelled = 0),
                     '[]'::json) AS magnet_booking
       FROM referrals f JOIN users u ON u.id = f.referred_user_id
      WHERE f.magnet_id = $1
      ORDER BY f.created_at DESC, f.id DESC`,
    [me],
  );
  return { referrals, count: referrals.length };
}
