import type { Ctx } from '../lib/context.ts';
import { HttpError } from '../lib/errors.ts';
import type { OperationHandlers } from '../lib/operations.ts';
import { checkFilterRoom, checkFilterSize, checkLayoutSize } from '../lib/storageLimits.ts';
import {
  addMissingUserFields,
  createUserFilter,
  deleteUserFilter,
  listUserFields,
  listUserFilters,
  UNTITLED_FILTER,
  updateUserField,
  updateUserFilter,
} from '../repos/preferenceRepo.ts';

/** Saved filters (/userFilter) and column layouts (/userField) of the token's user. */
export function preferenceHandlers({ db }: Ctx) {
  return {
    listUserFilters: async (req) => listUserFilters(db, req.user.id),

    createUserFilter: async (req, reply) => {
      const { name, ...view } = req.body;
      checkFilterSize(view.filter);
      const saved = await db.transaction(async (tx) => {
        await checkFilterRoom(tx, req.user.id);
        return createUserFilter(tx, req.user.id, { ...view, name: name?.trim() || UNTITLED_FILTER });
      });
      reply.code(201);
      return saved;
    },

    updateUserFilter: async (req) => {
      const { id } = req.params;
      const { id: bodyId, name, ...changes } = req.body;
      if (bodyId !== id) throw new HttpError(400, 'id must be the filter of the path');
      if (changes.filter !== undefined) checkFilterSize(changes.filter);
      const saved = await updateUserFilter(db, req.user.id, id, {
        ...changes,
        ...(name === undefined ? {} : { name: name.trim() || UNTITLED_FILTER }),
      });
      if (!saved) throw new HttpError(404, 'Filter not found');
      return saved;
    },

    deleteUserFilter: async (req) => {
      if (!(await deleteUserFilter(db, req.user.id, req.params.id)))
        throw new HttpError(404, 'Filter not found');
      return { message: 'Filter deleted' };
    },

    listUserFields: async (req) => listUserFields(db, req.user.id),

    createUserFields: async (req, reply) => {
      const { fields } = req.body;
      if (new Set(fields.map((f) => f.type)).size !== fields.length) {
        throw new HttpError(400, 'fields must hold one layout per type');
      }
      for (const f of fields) checkLayoutSize(f.field);
      // Defaults only fill in what is missing: an existing layout of the user is never overwritten here.
      await addMissingUserFields(db, req.user.id, fields);
      reply.code(201);
      return listUserFields(db, req.user.id);
    },

    updateUserField: async (req) => {
      checkLayoutSize(req.body.field);
      const saved = await updateUserField(db, req.user.id, req.params.id, req.body);
      if (!saved) throw new HttpError(404, 'Field layout not found');
      return saved;
    },
  } satisfies Partial<OperationHandlers>;
}
