// The state of data loads (spec 01 §4: pending, rejected, fulfilled; a rejected load clears its
// flag). One helper runs a load and keeps its state, so no store writes the try-blocks itself.
import { getEnv, types } from 'mobx-state-tree';
import type { Clients } from './fromDevice';
import type { RootEnv } from './RootEnv';

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
  .volatile(() => ({
    loadStatus: {} as Readonly<Record<string, LoadStatus>>,
    /** The loads whose value on screen is the device's copy, with when it was kept. */
    copiedAt: {} as Readonly<Record<string, number>>,
  }))
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
    /** Whether a load's value on screen is the device's copy. */
    isCopy(name: string): boolean {
      return self.copiedAt[name] !== undefined;
    },
    /** Whether a load's value can be drawn: it has ended, or the device's copy is on screen meanwhile. */
    hasValue(name: string): boolean {
      const status = self.loadStatus[name];
      return status === 'fulfilled' || status === 'rejected' || self.copiedAt[name] !== undefined;
    },
    /** A copy is on screen while the network is asked: "Updating…". */
    get updating(): boolean {
      return Object.keys(self.copiedAt).some((name) => self.loadStatus[name] === 'pending');
    },
    /** When the oldest copy on screen was kept, once the network has given no fresh answer; else null. */
    get staleSince(): number | null {
      const times = Object.entries(self.copiedAt)
        .filter(([name]) => self.loadStatus[name] !== 'pending')
        .map(([, at]) => at);
      return times.length > 0 ? Math.min(...times) : null;
    },
  }))
  .actions((self) => ({
    setLoadStatus(name: string, status: LoadStatus) {
      if (self.loadStatus[name] !== status) self.loadStatus = { ...self.loadStatus, [name]: status };
    },
    /** Puts a load's copy on screen, unless its fresh value came first. */
    showCopy(name: string, savedAt: number, apply: () => void) {
      if (self.loadStatus[name] !== 'pending') return;
      apply();
      self.copiedAt = { ...self.copiedAt, [name]: savedAt };
    },
    /** Whether the load's value on screen is fresh (fetched) or the copy kept at `savedAt`. */
    markCopy(name: string, savedAt: number | null) {
      const { [name]: _, ...others } = self.copiedAt;
      self.copiedAt = savedAt === null ? others : { ...others, [name]: savedAt };
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
  }))
  .actions((self) => ({
    /**
     * `track` for a screen drawn from the device first: the copy of the same call's last answer is put on
     * screen at once (marked a copy) while the network is asked; the fresh answer replaces it. When the
     * server gives no answer, the copy stays, marked with its age.
     */
    async trackCopyFirst<T>(
      name: string,
      call: (clients: Clients) => Promise<T>,
      apply: (value: T) => void,
    ): Promise<LoadOutcome<T>> {
      const env = getEnv<RootEnv>(self);
      const copy = env.fromDevice(call).then((read) => {
        if (read) self.showCopy(name, read.savedAt, () => apply(read.value));
        return read;
      });
      const outcome = await self.track(name, () => call(env), apply);
      if (outcome.ok && env.reachability.reachable) {
        self.markCopy(name, null);
      } else {
        // No fresh answer: what is on screen is the copy (offline, the clients answered from it too).
        const read = await copy;
        self.markCopy(name, read && (self.isCopy(name) || outcome.ok) ? read.savedAt : null);
      }
      return outcome;
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
