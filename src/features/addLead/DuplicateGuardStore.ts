// The duplicate guard's state: the number last typed and the partner's leads that already have it,
// looked up after a pause in typing. A newer number aborts the older look-up.
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../shared/form/RemoteSearchInput';
import type { RootEnv } from '../../shared/state/RootEnv';
import { type DuplicateLead, findDuplicateLeads, isGuarded } from './duplicateLeads';

/** Resolves after `ms`, rejects when the signal aborts first. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

export const DuplicateGuardStore = types
  .model('DuplicateGuardStore', {})
  .volatile(() => ({
    number: '',
    /** The leads of `number`'s client; empty until its look-up has answered. */
    leads: [] as DuplicateLead[],
    controller: null as AbortController | null,
  }))
  .actions((self) => ({
    /** Looks the typed number (digits) up after a pause; a number too short or too long clears the guard. */
    look: flow(function* look(number: string) {
      if (number === self.number) return;
      self.controller?.abort();
      self.controller = null;
      self.number = number;
      self.leads = [];
      if (!isGuarded(number)) return;
      const controller = new AbortController();
      self.controller = controller;
      try {
        yield* toGenerator(pause(AUTOCOMPLETE_DEBOUNCE_MS, controller.signal));
        const leads = yield* toGenerator(
          findDuplicateLeads(getEnv<RootEnv>(self).api, number, controller.signal),
        );
        if (!controller.signal.aborted) self.leads = leads;
      } catch {
        // Replaced by a newer number, offline or a failed look-up: the guard says nothing.
      } finally {
        if (self.controller === controller) self.controller = null;
      }
    }),
    /** Ends a look-up under way (the form goes away). */
    stop() {
      self.controller?.abort();
      self.controller = null;
      self.number = '';
    },
  }));

export type DuplicateGuardStoreInstance = Instance<typeof DuplicateGuardStore>;
