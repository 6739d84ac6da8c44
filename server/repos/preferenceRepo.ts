import type { Db } from '../db/db.ts';
import type { Schema } from '../lib/operations.ts';

type Query = Pick<Db, 'query'>;

export type FilterType = Schema<'FilterType'>;
export type FieldType = Schema<'FieldType'>;
export type SavedFilter = Schema<'SavedFilter'>;
export type UserField = Schema<'UserField'>;

export const UNTITLED_FILTER = 'Untitled Filter';

const filterColumns = 'id, type, name, filter, columns, size, pinned';
const fieldColumns = 'id, type, field';

type SavedFilterRow = Omit<SavedFilter, 'columns' | 'size'> & {
  columns: SavedFilter['columns'] | null;
  size: number | null;
};

/** A row as the contract has it: a view without columns or a page size answers without them. */
function toSavedFilter({ columns, size, ...row }: SavedFilterRow): SavedFilter {
  return { ...row, ...(columns === null ? {} : { columns }), ...(size === null ? {} : { size }) };
}

export type SavedFilterChanges = Partial<
  Pick<SavedFilter, 'name' | 'filter' | 'columns' | 'size' | 'pinned'>
>;

export const listUserFilters = async (db: Query, userId: number) =>
  (
    await db.query<SavedFilterRow>(
      `SELECT ${filterColumns} FROM user_filters WHERE user_id = $1 ORDER BY id`,
      [userId],
    )
  ).map(toSavedFilter);

export async function createUserFilter(
  db: Query,
  userId: number,
  f: { type: FilterType; name: string } & Omit<SavedFilterChanges, 'name'>,
): Promise<SavedFilter | undefined> {
  const rows = await db.query<SavedFilterRow>(
    `INSERT INTO user_filters (user_id, type, name, filter, columns, size, pinned)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${filterColumns}`,
    [
      userId,
      f.type,
      f.name,
      JSON.stringify(f.filter ?? {}),
      f.columns === undefined ? null : JSON.stringify(f.columns),
      f.size ?? null,
      f.pinned ?? true,
    ],
  );
  return rows[0] && toSavedFilter(rows[0]);
}

/** Changes what is given of a saved filter of the user (the rest is kept); undefined when not the user's. */
export async function updateUserFilter(
  db: Query,
  userId: number,
  id: number,
  f: SavedFilterChanges,
): Promise<SavedFilter | undefined> {
  const rows = await db.query<SavedFilterRow>(
    `UPDATE user_filters SET name = COALESCE($3, name), filter = COALESCE($4::jsonb, filter),
        columns = COALESCE($5::jsonb, columns), size = COALESCE($6, size), pinned = COALESCE($7, pinned)
      WHERE id = $1 AND user_id = $2 RETURNING ${filterColumns}`,
    [
      id,
      userId,
      f.name ?? null,
      f.filter === undefined ? null : JSON.stringify(f.filter),
      f.columns === undefined ? null : JSON.stringify(f.columns),
      f.size ?? null,
      f.pinned ?? null,
    ],
  );
  return rows[0] && toSavedFilter(rows[0]);
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
