// Saved filters kept in browser storage (spec 02 §9): the campaign and focus-project sections,
// with the same shape and default name as the server-kept ones of SavedFiltersStore.
import { getEnv, type Instance, types } from 'mobx-state-tree';
import { isRecord } from '../../domain/guards';
import { persistedValue } from '../../shared/state/persistedValue';
import type { RootEnv } from '../../shared/state/RootEnv';
import { DEFAULT_FILTER_NAME, type SavedFilterValues } from './SavedFiltersStore';

export type LocalFilterType = 'campaign' | 'focus-project';

/** The browser-storage key (versioned: a later shape gets a new key instead of misreading this one). */
export const LOCAL_FILTERS_KEY = 'pp.savedFilters.v1';

const LOCAL_FILTER_TYPES: readonly LocalFilterType[] = ['campaign', 'focus-project'];

export const LocalSavedFilter = types.model('LocalSavedFilter', {
  id: types.identifierNumber,
  type: types.enumeration<LocalFilterType>('LocalFilterType', [...LOCAL_FILTER_TYPES]),
  name: types.string,
  filter: types.frozen<SavedFilterValues>({}),
});

export type LocalSavedFilterInstance = Instance<typeof LocalSavedFilter>;
type LocalSnapshot = { id: number; type: LocalFilterType; name: string; filter: SavedFilterValues };

/** The stored entries one by one: malformed entries and duplicate ids are dropped, never thrown. */
function toLocalFilters(stored: unknown[]): LocalSnapshot[] {
  const valid: LocalSnapshot[] = [];
  for (const entry of stored) {
    if (!isRecord(entry)) continue;
    const { id, type, name, filter } = entry;
    const knownType = LOCAL_FILTER_TYPES.find((t) => t === type);
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || !knownType) continue;
    if (valid.some((f) => f.id === id)) continue;
    valid.push({
      id,
      type: knownType,
      name: typeof name === 'string' && name.trim() !== '' ? name : DEFAULT_FILTER_NAME,
      filter: isRecord(filter) ? filter : {},
    });
  }
  return valid;
}

const localFilters = persistedValue<LocalSnapshot[], unknown[]>({
  key: LOCAL_FILTERS_KEY,
  isValid: Array.isArray,
  restore: toLocalFilters,
  fallback: () => [],
});

/** The stored list read from its text (a corrupted one gives an empty list). */
export function parseLocalFilters(raw: string | null): LocalSnapshot[] {
  return localFilters.read({ getItem: () => raw, setItem: () => undefined, removeItem: () => undefined });
}

export const LocalSavedFiltersStore = types
  .model('LocalSavedFiltersStore', {
    items: types.array(LocalSavedFilter),
  })
  .views((self) => ({
    bySection(type: LocalFilterType): LocalSavedFilterInstance[] {
      return self.items.filter((f) => f.type === type);
    },
    get(id: number): LocalSavedFilterInstance | undefined {
      return self.items.find((f) => f.id === id);
    },
  }))
  .actions((self) => {
    const storage = () => getEnv<RootEnv>(self).storage;

    function persist() {
      localFilters.write(
        storage(),
        self.items.map((f) => ({ ...f })),
      );
    }

    return {
      /** Reads the browser copy (a corrupted one gives an empty list). */
      restore() {
        self.items.replace(localFilters.read(storage()));
      },

      /** Saves a filter of a section; answers it. The name defaults to 'Untitled Filter'. */
      create(type: LocalFilterType, filter: SavedFilterValues, name?: string): LocalSavedFilterInstance {
        const id = self.items.reduce((max, f) => Math.max(max, f.id), 0) + 1;
        self.items.push({ id, type, filter, name: name?.trim() || DEFAULT_FILTER_NAME });
        persist();
        return self.items[self.items.length - 1] as LocalSavedFilterInstance;
      },

      rename(id: number, name: string) {
        const existing = self.items.find((f) => f.id === id);
        if (!existing) return;
        existing.name = name.trim() || DEFAULT_FILTER_NAME;
        persist();
      },

      remove(id: number) {
        const existing = self.items.find((f) => f.id === id);
        if (!existing) return;
        self.items.remove(existing);
        persist();
      },
    };
  });
