import type { Db } from '../db/db.ts';
import { fileUrl } from '../lib/fileStore.ts';

export type UserRow = {
  id: number;
  phone: string;
  password_hash: string;
  role: string;
  first_name: string;
  last_name: string;
  email: string | null;
  is_tc_agree: number;
  ivr_number: string | null;
  meta: Record<string, unknown>;
  /** Extension (issue 53): when an agent of a firm was deactivated (they can no longer sign in). */
  deactivated_at: Date | null;
  /** The original names of the profile picture and visiting card, by file key. */
  file_names: Record<string, string> | null;
  rm: { name: string; first_name: string; last_name: string; phone: string } | null;
  regions: {
    id: number;
    RegionParent: { id: number; name: string };
    WorkRegion: { id: number; name: string } | null;
  }[];
};

const userSelect = `
  SELECT u.id, u.phone, u.password_hash, u.role, u.first_name, u.last_name, u.email, u.is_tc_agree, u.ivr_number, u.meta,
         u.deactivated_at,
         CASE WHEN rm.id IS NULL THEN NULL ELSE json_build_object('name', rm.name, 'first_name', rm.first_name,
              'last_name', rm.last_name, 'phone', rm.phone) END AS rm,
         COALESCE((SELECT json_agg(json_build_object(
                     'id', ur.id,
                     'RegionParent', json_build_object('id', rp.id, 'name', rp.name),
                     'WorkRegion', CASE WHEN r.id IS NULL THEN NULL ELSE json_build_object('id', r.id, 'name', r.name) END)
                   ORDER BY ur.id)
                     FROM user_regions ur
                     JOIN region_parents rp ON rp.id = ur.parent_region_id
                     LEFT JOIN regions r ON r.id = ur.region_id
                    WHERE ur.user_id = u.id), '[]'::json) AS regions,
         (SELECT json_object_agg(f.key, f.name) FROM files f
           WHERE f.key IN (u.meta->>'profile_pic', u.meta->>'visiting_card')) AS file_names
    FROM users u LEFT JOIN service_rms rm ON rm.id = u.service_rm_id`;

export async function findUserById(db: Pick<Db, 'query'>, id: number): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`${userSelect} WHERE u.id = $1`, [id]))[0];
}

export async function findUserByPhone(db: Pick<Db, 'query'>, phone: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`${userSelect} WHERE u.phone = $1`, [phone]))[0];
}

export type Partner = { name: string; email: string | null; phone: string };

/** The token's partner as the tracking rows name them (uploader, added by). */
export async function partnerOf(db: Pick<Db, 'query'>, me: number): Promise<Partner> {
  const rows = await db.query<Partner>(
    `SELECT trim(first_name || ' ' || last_name) AS name, email, phone FROM users WHERE id = $1`,
    [me],
  );
  const row = rows[0];
  if (!row) throw new Error(`user ${me} not found`);
  return row;
}

/** Registers a partner (role magnet); false when the phone is taken. */
export async function createMagnet(
  db: Pick<Db, 'query'>,
  u: { phone: string; passwordHash: string; firstName: string; lastName: string; email: string },
): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO users (phone, password_hash, role, first_name, last_name, email)
     VALUES ($1, $2, 'magnet', $3, $4, $5) ON CONFLICT (phone) DO NOTHING RETURNING id`,
    [u.phone, u.passwordHash, u.firstName, u.lastName, u.email],
  );
  return rows[0]?.id ?? null;
}

/** Records `referred` as a referral of the partner `referrer` (nothing when that is not a partner). */
export async function recordReferral(
  db: Pick<Db, 'query'>,
  referrer: number,
  referred: number,
): Promise<void> {
  await db.query(
    `INSERT INTO referrals (magnet_id, referred_user_id, digital_coins)
     SELECT id, $2, '0' FROM users WHERE id = $1 AND id <> $2 AND lower(role) = 'magnet'
     ON CONFLICT (referred_user_id) DO NOTHING`,
    [referrer, referred],
  );
}

/** Sets the account fields given (null keeps a field as it is). */
export async function updateAccount(
  db: Pick<Db, 'query'>,
  id: number,
  a: { firstName: string | null; lastName: string | null; email: string | null },
): Promise<void> {
  await db.query(
    `UPDATE users SET first_name = COALESCE($2, first_name), last_name = COALESCE($3, last_name),
            email = COALESCE($4, email), updated_at = now() WHERE id = $1`,
    [id, a.firstName, a.lastName, a.email],
  );
}

/** Merges profile fields into the user's meta. */
export async function mergeUserMeta(db: Pick<Db, 'query'>, id: number, meta: Record<string, unknown>) {
  await db.query('UPDATE users SET meta = meta || $2::jsonb, updated_at = now() WHERE id = $1', [
    id,
    JSON.stringify(meta),
  ]);
}

/** Replaces the user's parent regions; false (and nothing changed) when one of them does not exist. */
export async function replaceUserRegions(db: Pick<Db, 'query'>, id: number, parentRegionIds: number[]) {
  const known = await db.query('SELECT id FROM region_parents WHERE id = ANY($1::int[])', [parentRegionIds]);
  if (known.length !== new Set(parentRegionIds).size) return false;
  await db.query('DELETE FROM user_regions WHERE user_id = $1', [id]);
  await db.query('INSERT INTO user_regions (user_id, parent_region_id) SELECT $1, unnest($2::int[])', [
    id,
    parentRegionIds,
  ]);
  return true;
}

/** The keys of the partner's own uploaded files: profile picture, visiting card and bulk lead files. */
/**
 * Gives each file without an owner that a partner's rows name (profile picture, visiting card, bulk
 * lead files) that partner as its owner, so it goes with the account.
 */
export async function assignFileOwners(q: Pick<Db, 'query'>): Promise<void> {
  await q.query(
    `UPDATE files f SET owner_id = u.id FROM users u
      WHERE f.owner_id IS NULL AND f.key IN (u.meta->>'profile_pic', u.meta->>'visiting_card')`,
  );
  await q.query(
    `UPDATE files f SET owner_id = b.magnet_id FROM bulk_lead_files b
      WHERE f.owner_id IS NULL AND f.key = b.file_key`,
  );
}

/** The profile picture and visiting card keys the partner has now (the row locked for the transaction). */
export async function profileFileKeys(
  tx: Pick<Db, 'query'>,
  id: number,
): Promise<{ profile_pic: string | null; visiting_card: string | null }> {
  const rows = await tx.query<{ profile_pic: string | null; visiting_card: string | null }>(
    `SELECT meta->>'profile_pic' AS profile_pic, meta->>'visiting_card' AS visiting_card
       FROM users WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? { profile_pic: null, visiting_card: null };
}

/**
 * Removes a partner and everything the partner owns (files too, by files.owner_id), the firm's agents
 * with it, in the caller's transaction. Answers the ids of the users removed.
 */
export async function deleteUserData(tx: Pick<Db, 'query'>, id: number): Promise<number[]> {
  const agents = await tx.query<{ id: number }>('SELECT id FROM users WHERE firm_id = $1', [id]);
  for (const table of ['home_loans', 'campaign_spends', 'bulk_lead_files', 'bookings']) {
    await tx.query(`DELETE FROM ${table} WHERE magnet_id = $1`, [id]);
  }
  // The firm's agents go with it (users.firm_id cascades), and what they sent.
  await tx.query(
    'DELETE FROM email_outbox WHERE user_id IN (SELECT id FROM users WHERE id = $1 OR firm_id = $1)',
    [id],
  );
  await tx.query('DELETE FROM referrals WHERE magnet_id = $1 OR referred_user_id = $1', [id]);
  await tx.query('DELETE FROM leads WHERE magnet_id = $1', [id]);
  await tx.query('DELETE FROM clients WHERE magnet_id = $1', [id]);
  await tx.query('DELETE FROM users WHERE id = $1', [id]);
  return [id, ...agents.map((a) => a.id)];
}

export async function acceptTerms(db: Pick<Db, 'query'>, id: number): Promise<void> {
  await db.query('UPDATE users SET is_tc_agree = 1, updated_at = now() WHERE id = $1', [id]);
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const flag = (v: unknown): number | null =>
  v === 0 || v === 1 ? v : v === '0' || v === '1' ? Number(v) : null;
const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const points = (v: unknown): { lat: number; lng: number }[] =>
  Array.isArray(v)
    ? v.filter(
        (p): p is { lat: number; lng: number } =>
          typeof p === 'object' && p !== null && typeof p.lat === 'number' && typeof p.lng === 'number',
      )
    : [];

/** The fields whose presence makes up the profile completion percentage. */
function completion(row: UserRow): number {
  const m = row.meta;
  const checks = [
    row.first_name,
    row.last_name,
    row.email,
    m.operate_business,
    m.devote_time,
    flag(m.have_team) !== null,
    flag(m.own_state_business) !== null,
    flag(m.list_properties) !== null,
    list(m.genrate_leads).length > 0,
    list(m.plateform_present_in).length > 0,
    list(m.deal_business_types).length > 0,
    row.regions.length > 0,
    text(m.rera_no) ?? flag(m.is_rera_applied) !== null,
    m.pincode,
    m.total_experience !== undefined && m.total_experience !== null,
    m.office_location,
    points(m.user_location).length > 0,
    m.profile_pic,
    m.visiting_card,
  ];
  const filled = checks.filter((c) => c !== undefined && c !== null && c !== false && c !== '').length;
  return Math.round((filled / checks.length) * 100);
}

/** The User of the contract, built from a row. */
export function toUser(row: UserRow) {
  const m = row.meta;
  const name = `${row.first_name} ${row.last_name}`.trim();
  const urlOf = (v: unknown) => (typeof v === 'string' && v ? fileUrl(v) : null);
  const nameOf = (v: unknown) => (typeof v === 'string' && v ? (row.file_names?.[v] ?? null) : null);
  const experience = m.total_experience;
  return {
    id: row.id,
    name,
    phone: row.phone,
    role: row.role,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    is_tc_agree: row.is_tc_agree === 1 ? 1 : 0,
    ivr_number: row.ivr_number,
    profilePercentage: completion(row),
    additionalData: { id: row.id, name, UserRegions: row.regions },
    UserInfo: {
      gst_no: text(m.gst_no),
      pan_no: text(m.pan_no)?.toUpperCase() ?? null,
      rera_no: text(m.rera_no),
      is_rera_applied: flag(m.is_rera_applied),
      rera_applied_date: text(m.rera_applied_date),
      pincode: text(m.pincode),
      total_experience: typeof experience === 'number' ? experience : null,
      genrate_leads: list(m.genrate_leads),
      plateform_present_in: list(m.plateform_present_in),
      devote_time: text(m.devote_time),
      have_team: flag(m.have_team),
      own_state_business: flag(m.own_state_business),
      list_properties: flag(m.list_properties),
      operate_business: text(m.operate_business),
      office_location: text(m.office_location),
      deal_business_types: list(m.deal_business_types),
      user_location: points(m.user_location),
      profile_pic: urlOf(m.profile_pic),
      profile_pic_name: nameOf(m.profile_pic),
      visiting_card: urlOf(m.visiting_card),
      visiting_card_name: nameOf(m.visiting_card),
      UserServiceRm: row.rm,
    },
  };
}

/**
 * Replaces a password hash by a new hash of the same password (a sign-in that verified against an
 * older scheme stores the current one). The user's sessions move to the new hash with it; any other
 * change of password_hash ends every session of the user (sessionRepo.ts).
 */
export async function updatePasswordHash(db: Pick<Db, 'query'>, id: number, hash: string): Promise<void> {
  await db.query(
    `WITH old AS (SELECT md5(password_hash) AS stamp FROM users WHERE id = $1),
          changed AS (UPDATE users SET password_hash = $2 WHERE id = $1 RETURNING id)
     UPDATE sessions SET password_stamp = md5($2)
     WHERE user_id = (SELECT id FROM changed) AND password_stamp = (SELECT stamp FROM old)`,
    [id, hash],
  );
}
