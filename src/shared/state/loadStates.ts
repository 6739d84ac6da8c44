// The state of data loads (spec 01 §4: pending, rejected, fulfilled; a rejected load clears its
// flag). One helper runs a load and keeps its state, so no store writes the try-blocks itself.
import { types } from 'mobx-state-tree';

export type LoadStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';
/** How a tracked load ended: its value, or the error it failed with. */
export type LoadOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * A store with named loads: `yield self.track('stages', () => fetchStages(), (v) => { self.stages = v })`.
 * `apply` runs inside an action of the store, so it may write the store; a failure keeps what was
 * there, marks the load rejected and resolves the error (the caller decides whether to say more).
 */
export const LoadStates = types
  .model('LoadStates', {})
  .volatile(() => ({ loadStatus: {} as Readonly<Record<string, LoadStatus>> }))
  .views((self) => ({
    statusOf(name: string): LoadStatus {
      return self.loadStatus[name] ?? 'idle';
    },
    isLoading(name: string): boolean {
      return self.loadStatus[name] === 'pending';
    },
    /** True once the load has ended, fulfilled or rejected. */
    isSettled(name: string): boolean {
      const status = self.loadStatus[name];
      return status === 'fulfilled' || status === 'rejected';
    },
    get anyLoading(): boolean {
      return Object.values(self.loadStatus).some((s) => s === 'pending');
    },
  }))
  .actions((self) => ({
    setLoadStatus(name: string, status: LoadStatus) {
      if (self.loadStatus[name] !== status) self.loadStatus = { ...self.loadStatus, [name]: status };
    },
    /** Runs `apply` as an action of this store and marks the load fulfilled. */
    settleLoad(name: string, apply: () => void) {
      apply();
      self.loadStatus = { ...self.loadStatus, [name]: 'fulfilled' };
    },
  }))
  .actions((self) => ({
    async track<T>(
      name: string,
      load: () => Promise<T>,
      apply?: (value: T) => void,
    ): Promise<LoadOutcome<T>> {
      self.setLoadStatus(name, 'pending');
      let value: T;
      try {
        value = await load();
      } catch (error) {
        self.setLoadStatus(name, 'rejected');
        return { ok: false, error };
      }
      self.settleLoad(name, () => apply?.(value));
      return { ok: true, value };
    },
  }));

/** A store with one load (its status under 'main'), and the loading and loaded flags it implies. */
export const LoadTracked = LoadStates.named('LoadTracked').views((self) => ({
  get status(): LoadStatus {
    return self.statusOf('main');
  },
  get loading(): boolean {
    return self.isLoading('main');
  },
  get loaded(): boolean {
    return self.isSettled('main');
  },
}));
