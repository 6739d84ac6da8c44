// The state of one data load (spec 01 §4: pending, rejected, fulfilled; a rejected load clears its flag).
import { types } from 'mobx-state-tree';

export type LoadStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';

/** A store with one load: its status, the loading flag it implies, and whether a load has ended. */
export const LoadTracked = types
  .model('LoadTracked', {})
  .volatile(() => ({ status: 'idle' as LoadStatus }))
  .views((self) => ({
    /** True while the load is pending. */
    get loading(): boolean {
      return self.status === 'pending';
    },
    /** True once a load has ended, fulfilled or rejected. */
    get loaded(): boolean {
      return self.status === 'fulfilled' || self.status === 'rejected';
    },
  }))
  .actions((self) => ({
    setStatus(status: LoadStatus) {
      self.status = status;
    },
  }));
