// Saved custom filters (spec 02 §3 "Saved filter", §7 /userFilter): lead, project, booking and
// bulk-lead filters kept on the server, listed in the left navigation under their section.
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import { ensureOk, unwrap } from '../../api/client';
import type { RootEnv } from '../RootStore';

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

export const SavedFiltersStore = types
  .model('SavedFiltersStore', {
    items: types.array(SavedFilter),
  })
  .volatile(() => ({ loading: false, loaded: false }))
  .views((self) => ({
    bySection(type: SavedFilterType): SavedFilterInstance[] {
      return self.items.filter((f) => f.type === type);
    },
    get(id: number): SavedFilterInstance | undefined {
      return self.items.find((f) => f.id === id);
    },
  }))
  .actions((self) => {
    const env = () => getEnv<RootEnv>(self);

    function setLoading(value: boolean) {
      self.loading = value;
      if (!value) self.loaded = true;
    }

    function upsert(saved: { id: number; type: SavedFilterType; name: string; filter: SavedFilterValues }) {
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
      load: flow(function* load() {
        setLoading(true);
        try {
          const list = yield* toGenerator(unwrap(env().api.GET('/userFilter')));
          self.items.replace(list.map((f) => ({ id: f.id, type: f.type, name: f.name, filter: f.filter })));
        } finally {
          setLoading(false);
        }
      }),

      /** POST /userFilter; answers the saved filter. Throws ApiError. */
      create: flow(function* create(type: SavedFilterType, filter: SavedFilterValues, name?: string) {
        const saved = yield* toGenerator(
          unwrap(
            env().api.POST('/userFilter', { body: { type, filter, name: name ?? DEFAULT_FILTER_NAME } }),
          ),
        );
        return upsert({ id: saved.id, type: saved.type, name: saved.name, filter: saved.filter });
      }),

      /** PUT /userFilter/{id} with the new name. Throws ApiError. */
      rename: flow(function* rename(id: number, name: string) {
        const trimmed = name.trim() || DEFAULT_FILTER_NAME;
        const saved = yield* toGenerator(
          unwrap(
            env().api.PUT('/userFilter/{id}', { params: { path: { id } }, body: { id, name: trimmed } }),
          ),
        );
        upsert({ id: saved.id, type: saved.type, name: saved.name, filter: saved.filter });
      }),

      /** DELETE /userFilter/{id}. Throws ApiError. */
      remove: flow(function* remove(id: number) {
        yield* toGenerator(ensureOk(env().api.DELETE('/userFilter/{id}', { params: { path: { id } } })));
        drop(id);
      }),
    };
  });
