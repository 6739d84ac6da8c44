// The stores of the list screens, kept for the whole session: filters, page, page size, the filter
// panel and open panels survive navigation, and a form elsewhere (Add Lead, the home-loan dialog)
// can refresh a list. A screen creates its store on first use (its key: shared/state/screenKey.ts), so
// the root holds no list screen's code.
import { getEnv, type Instance, types } from 'mobx-state-tree';
import type { RootEnv } from '../../shared/state/RootEnv';
import type { RefreshOptions, ScreenKey, ScreenStore } from '../../shared/state/screenKey';

export const ScreensStore = types
  .model('ScreensStore', {})
  .volatile(() => ({ stores: new Map<ScreenKey<ScreenStore>, ScreenStore>() }))
  .actions((self) => ({
    /** The screen's store, made once with the root's environment. */
    get<T extends ScreenStore>(key: ScreenKey<T>): T {
      const existing = self.stores.get(key);
      if (existing) {
        // The map is filled only here, with `key.create`'s own result, so the entry is a T.
        return existing as T;
      }
      const created = key.create(getEnv<RootEnv>(self));
      self.stores.set(key, created);
      return created;
    },
    /** Refreshes a screen's list if the screen is shown (one not shown reads its list when it is). */
    refresh(name: string, options?: RefreshOptions) {
      for (const [key, store] of self.stores) {
        if (key.name === name && store.shown !== false) void store.refresh(options);
      }
    },
  }));

export type ScreensStoreInstance = Instance<typeof ScreensStore>;
