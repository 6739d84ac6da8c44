// Saved custom filters (spec 02 §3 "Saved filter", §7 /userFilter): lead, project, booking and
// bulk-lead filters kept on the server, listed in the left navigation under their section.
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import { ensureOk, unwrap } from '../../api/client';
import { isRecord } from '../../domain/guards';
import { LoadTracked } from '../../shared/state/loadStates';
import type { RootEnv } from '../../shared/state/RootEnv';

export type SavedFilterType = 'lead' | 'project' | 'booking' | 'bulklead';
export type SavedFilterValues = { [key: string]: unknown };

/** The name a filter is saved with when none is given (spec 02 §9). */
export const DEFAULT_FILTER_NAME = 'Untitled Filter';

export const SavedFilter = types.model('SavedFilter', {
  id: types.identifierNumber,
  type: types.enumeration<SavedFilterType>('SavedFilterType', ['lead', 'project', 'booking', 'bulklead']),
  name: types.string,
  filter: types.frozen<SavedFilterValues>({}),
});

export type SavedFilterInstance = Instance<typeof SavedFilter>;
type SavedFilterSnapshot = { id: number; type: SavedFilterType; name: string; filter: SavedFilterValues };

const SAVED_FILTER_TYPES: readonly SavedFilterType[] = ['lead', 'project', 'booking', 'bulklead'];

function isSavedFilterType(value: unknown): value is SavedFilterType {
  return SAVED_FILTER_TYPES.some((t) => t === value);
}

/**
 * A saved filter from the server, checked before it enters the tree: an entry without a numeric id
 * or with an unknown type is left out; a missing name becomes 'Untitled Filter' and values that are
 * not an object become no values (each screen validates the values themselves when it reads them).
 */
export function toSavedFilter(value: unknown): SavedFilterSnapshot | null {
  if (!isRecord(value)) return null;
  const { id, type, name, filter } = value;
  if (typeof id !== 'number' || !Number.isInteger(id) || !isSavedFilterType(type)) return null;
  return {
    id,
    type,
    name: typeof name === 'string' && name.trim() !== '' ? name : DEFAULT_FILTER_NAME,
    filter: isRecord(filter) ? filter : {},
  };
}

/** How long a deleted saved filter can be brought back before the server deletes it. */
export const UNDO_DELETE_MS = 5000;

export const SavedFiltersStore = LoadTracked.named('SavedFiltersStore')
  .props({
    items: types.array(SavedFilter),
  })
  .volatile(() => ({
    /** Filters deleted on screen whose deletion can still be undone (id -> timer). */
    pendingDeletes: new Map<number, ReturnType<typeof setTimeout>>(),
    pendingVersion: 0,
  }))
  .views((self) => ({
    bySection(type: SavedFilterType): SavedFilterInstance[] {
      // Read the version so the navigation follows deletions and their undo.
      void self.pendingVersion;
      return self.items.filter((f) => f.type === type && !self.pendingDeletes.has(f.id));
    },
    get(id: number): SavedFilterInstance | undefined {
      return self.items.find((f) => f.id === id);
    },
  }))
  .actions((self) => {
    const env = () => getEnv<RootEnv>(self);

    function upsert(saved: SavedFilterSnapshot) {
      const existing = self.items.find((f) => f.id === saved.id);
      if (existing) {
        existing.name = saved.name;
        existing.filter = saved.filter;
        return existing;
      }
      self.items.push(saved);
      return self.items[self.items.length - 1];
    }

    function drop(id: number) {
      const existing = self.items.find((f) => f.id === id);
      if (existing) self.items.remove(existing);
    }

    return {
      /** GET /userFilter. A failure clears the loading flag and keeps the list. */
      load: () =>
        self.track(
          'main',
          () => unwrap(env().api.GET('/userFilter')),
          (list) => {
            const valid: SavedFilterSnapshot[] = [];
            for (const item of list) {
              const saved = toSavedFilter(item);
              if (saved && !valid.some((f) => f.id === saved.id)) valid.push(saved);
            }
            self.items.replace(valid);
          },
        ),

      /** POST /userFilter; answers the saved filter. Throws ApiError. */
      create: flow(function* create(type: SavedFilterType, filter: SavedFilterValues, name?: string) {
        const saved = yield* toGenerator(
          unwrap(
            env().api.POST('/userFilter', { body: { type, filter, name: name ?? DEFAULT_FILTER_NAME } }),
          ),
        );
        const checked = toSavedFilter(saved);
        if (!checked) throw new Error('The saved filter came back malformed');
        return upsert(checked);
      }),

      /** PUT /userFilter/{id} with the new name. Throws ApiError. */
      rename: flow(function* rename(id: number, name: string) {
        const trimmed = name.trim() || DEFAULT_FILTER_NAME;
        const saved = yield* toGenerator(
          unwrap(
            env().api.PUT('/userFilter/{id}', { params: { path: { id } }, body: { id, name: trimmed } }),
          ),
        );
        const checked = toSavedFilter(saved);
        if (checked) upsert(checked);
      }),

      /** DELETE /userFilter/{id}. Throws ApiError. */
      remove: flow(function* remove(id: number) {
        yield* toGenerator(ensureOk(env().api.DELETE('/userFilter/{id}', { params: { path: { id } } })));
        drop(id);
      }),
    };
  })
  .actions((self) => ({
    setPending(id: number, timer: ReturnType<typeof setTimeout> | null) {
      const existing = self.pendingDeletes.get(id);
      if (existing !== undefined) clearTimeout(existing);
      if (timer === null) self.pendingDeletes.delete(id);
      else self.pendingDeletes.set(id, timer);
      self.pendingVersion += 1;
    },
  }))
  .actions((self) => {
    return {
      /**
       * Hides a saved filter at once and deletes it on the server after UNDO_DELETE_MS unless the
       * deletion is undone; a failed deletion brings it back.
       */
      removeLater(id: number) {
        const timer = setTimeout(() => {
          self.remove(id).then(
            () => self.setPending(id, null),
            () => self.setPending(id, null),
          );
        }, UNDO_DELETE_MS);
        self.setPending(id, timer);
      },
      undoRemove(id: number) {
        self.setPending(id, null);
      },
    };
  });
