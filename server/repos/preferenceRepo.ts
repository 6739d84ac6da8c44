import type { Db } from '../db/db.ts';
import type { Schema } from '../lib/operations.ts';

type Query = Pick<Db, 'query'>;

export type FilterType = Schema<'FilterType'>;
export type FieldType = Schema<'FieldType'>;
export type SavedFilter = Schema<'SavedFilter'>;
export type UserField = Schema<'UserField'>;

export const UNTITLED_FILTER = 'Untitled Filter';

const filterColumns = 'id, type, name, filter';
const fieldColumns = 'id, type, field';

export const listUserFilters = (db: Query, userId: number) =>
  db.query<SavedFilter>(`SELECT ${filterColumns} FROM user_filters WHERE user_id = $1 ORDER BY id`, [userId]);

export async function createUserFilter(
  db: Query,
  userId: number,
  f: { type: FilterType; name: string; filter: SavedFilter['filter'] },
): Promise<SavedFilter | undefined> {
  const rows = await db.query<SavedFilter>(
    `INSERT INTO user_filters (user_id, type, name, filter) VALUES ($1, $2, $3, $4) RETURNING ${filterColumns}`,
    [userId, f.type, f.name, JSON.stringify(f.filter)],
  );
  return rows[0];
}

/** Renames a saved filter of the user and/or replaces its values (null keeps them); undefined when not the user's. */
export async function updateUserFilter(
  db: Query,
  userId: number,
  id: number,
  f: { name: string | null; filter: SavedFilter['filter'] | null },
): Promise<SavedFilter | undefined> {
  const rows = await db.query<SavedFilter>(
    `UPDATE user_filters SET name = COALESCE($3, name), filter = COALESCE($4::jsonb, filter)
      WHERE id = $1 AND user_id = $2 RETURNING ${filterColumns}`,
    [id, userId, f.name, f.filter === null ? null : JSON.stringify(f.filter)],
  );
  return rows[0];
}

/** Deletes a saved filter of the user; false when it is not the user's. */
export async function deleteUserFilter(db: Query, userId: number, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM user_filters WHERE id = $1 AND user_id = $2 RETURNING id', [
    id,
    userId,
  ]);
  return rows.length > 0;
}

export const listUserFields = (db: Query, userId: number) =>
  db.query<UserField>(`SELECT ${fieldColumns} FROM user_fields WHERE user_id = $1 ORDER BY id`, [userId]);

/** Stores the layouts of the types the user has none of yet; an existing layout is never overwritten. */
export async function addMissingUserFields(
  db: Pick<Db, 'transaction'>,
  userId: number,
  fields: Pick<UserField, 'type' | 'field'>[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const f of fields) {
      await tx.query(
        'INSERT INTO user_fields (user_id, type, field) VALUES ($1, $2, $3) ON CONFLICT (user_id, type) DO NOTHING',
        [userId, f.type, JSON.stringify(f.field)],
      );
    }
  });
}

/** Replaces a column layout of the user; undefined when it is not the user's or not of that type. */
export async function updateUserField(
  db: Query,
  userId: number,
  id: number,
  f: Pick<UserField, 'type' | 'field'>,
): Promise<UserField | undefined> {
  const rows = await db.query<UserField>(
    `UPDATE user_fields SET field = $4 WHERE id = $1 AND user_id = $2 AND type = $3 RETURNING ${fieldColumns}`,
    [id, userId, f.type, JSON.stringify(f.field)],
  );
  return rows[0];
}
