import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx, Handlers } from '../lib/context.ts';
import { HttpError } from '../lib/errors.ts';

type FilterType = 'lead' | 'project' | 'booking' | 'bulklead';
type FieldType = 'lead' | 'bulklead' | 'project' | 'booking';
type FieldLayout = { desktop?: unknown[]; mobile?: unknown[]; commonFields?: unknown[] };
type IdParams = { id: number };

const filterColumns = 'id, type, name, filter';
const fieldColumns = 'id, type, field';

/** Saved filters (/userFilter) and column layouts (/userField) of the token's user. */
export function preferenceHandlers({ db }: Ctx): Handlers {
  const fieldsOf = (userId: number) =>
    db.query(`SELECT ${fieldColumns} FROM user_fields WHERE user_id = $1 ORDER BY id`, [userId]);

  return {
    listUserFilters: async (req: FastifyRequest) =>
      db.query(`SELECT ${filterColumns} FROM user_filters WHERE user_id = $1 ORDER BY id`, [req.user.id]),

    createUserFilter: async (req: FastifyRequest, reply: FastifyReply) => {
      const body = req.body as { type: FilterType; filter: Record<string, unknown>; name?: string };
      const name = body.name?.trim() || 'Untitled Filter';
      const rows = await db.query(
        `INSERT INTO user_filters (user_id, type, name, filter) VALUES ($1, $2, $3, $4) RETURNING ${filterColumns}`,
        [req.user.id, body.type, name, JSON.stringify(body.filter)],
      );
      reply.code(201);
      return rows[0];
    },

    updateUserFilter: async (req: FastifyRequest) => {
      const { id } = req.params as IdParams;
      const body = req.body as { id: number; name?: string; filter?: Record<string, unknown> };
      if (body.id !== id) throw new HttpError(400, 'id must be the filter of the path');
      const name = body.name === undefined ? null : body.name.trim() || 'Untitled Filter';
      const rows = await db.query(
        `UPDATE user_filters SET name = COALESCE($3, name), filter = COALESCE($4::jsonb, filter)
          WHERE id = $1 AND user_id = $2 RETURNING ${filterColumns}`,
        [id, req.user.id, name, body.filter === undefined ? null : JSON.stringify(body.filter)],
      );
      if (!rows[0]) throw new HttpError(404, 'Filter not found');
      return rows[0];
    },

    deleteUserFilter: async (req: FastifyRequest) => {
      const { id } = req.params as IdParams;
      const rows = await db.query('DELETE FROM user_filters WHERE id = $1 AND user_id = $2 RETURNING id', [
        id,
        req.user.id,
      ]);
      if (!rows[0]) throw new HttpError(404, 'Filter not found');
      return { message: 'Filter deleted' };
    },

    listUserFields: async (req: FastifyRequest) => fieldsOf(req.user.id),

    createUserFields: async (req: FastifyRequest, reply: FastifyReply) => {
      const { fields } = req.body as { fields: { type: FieldType; field: FieldLayout }[] };
      const types = new Set(fields.map((f) => f.type));
      if (types.size !== fields.length) throw new HttpError(400, 'fields must hold one layout per type');
      // Defaults only fill in what is missing: an existing layout of the user is never overwritten here.
      await db.transaction(async (tx) => {
        for (const f of fields) {
          await tx.query(
            'INSERT INTO user_fields (user_id, type, field) VALUES ($1, $2, $3) ON CONFLICT (user_id, type) DO NOTHING',
            [req.user.id, f.type, JSON.stringify(f.field)],
          );
        }
      });
      reply.code(201);
      return fieldsOf(req.user.id);
    },

    updateUserField: async (req: FastifyRequest) => {
      const { id } = req.params as IdParams;
      const body = req.body as { type: FieldType; field: FieldLayout };
      const rows = await db.query(
        `UPDATE user_fields SET field = $4 WHERE id = $1 AND user_id = $2 AND type = $3 RETURNING ${fieldColumns}`,
        [id, req.user.id, body.type, JSON.stringify(body.field)],
      );
      if (!rows[0]) throw new HttpError(404, 'Field layout not found');
      return rows[0];
    },
  };
}
