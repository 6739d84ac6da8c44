// Start-up (spec 01 §2.3): load the user and, once its id is known, the reference data, the user's
// details, the magnet plan, the column layouts and the saved filters in parallel; then mode 'done'. The
// stored session already knows the id, so those loads go out beside the user's own load rather than one
// round trip after it. Nothing waits for start-up: the screens are drawn and load beside it.
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import { type ApiUser, unwrap } from '../../api/client';
import { MAGNET_PLANS, type MagnetPlan } from '../../domain/plans';
import { LoadStates, type LoadStatus } from '../../shared/state/loadStates';
import type { RootEnv } from '../../shared/state/RootEnv';

export type StartupMode = 'idle' | 'loading' | 'done';

/** What start-up runs: the user load (its failure stops start-up) and the loads that need its id. */
export type StartupTasks = {
  loadUser: () => Promise<ApiUser>;
  /** The user id of the stored session, if there is one. */
  knownUserId: number | null;
  loadsForUser: (userId: number) => Array<Promise<unknown> | null>;
  /** Loads that start once the others have answered, and that start-up does not wait for. */
  laterLoadsForUser?: (userId: number) => Array<Promise<unknown>>;
};

type StartupLoad = 'user' | 'userDetails' | 'plan';

function noUser(): ApiUser | null {
  return null;
}

function noRun(): Promise<void> | null {
  return null;
}

export const StartupStore = LoadStates.named('StartupStore')
  .props({
    mode: types.optional(types.enumeration<StartupMode>('StartupMode', ['idle', 'loading', 'done']), 'idle'),
  })
  .volatile(() => ({
    /** The additional user info of GET /users/{id}. */
    userDetails: noUser(),
    running: noRun(),
  }))
  .views((self) => ({
    get status(): Record<StartupLoad, LoadStatus> {
      return {
        user: self.statusOf('user'),
        userDetails: self.statusOf('userDetails'),
        plan: self.statusOf('plan'),
      };
    },
    /** The product's fixed plans (the server's answer to /magnetPlan is not used). */
    get plans(): readonly MagnetPlan[] {
      return MAGNET_PLANS;
    },
  }))
  .actions((self) => ({
    /** A failed start-up can run again (e.g. the server did not answer, and now does). */
    forgetRun(running: Promise<void>) {
      if (self.running === running) self.running = null;
    },
  }))
  .actions((self) => {
    const api = () => getEnv<RootEnv>(self).api;

    const loadUserDetails = (id: number) =>
      self.trackCopyFirst(
        'userDetails',
        ({ api }) => unwrap(api.GET('/users/{id}', { params: { path: { id } } })),
        (user) => {
          self.userDetails = user;
        },
      );

    /** The call is made as the product does; its answer is ignored in favour of the fixed plans. */
    const loadPlan = () => self.track('plan', () => unwrap(api().GET('/magnetPlan')));

    const execute = flow(function* execute(tasks: StartupTasks) {
      self.mode = 'loading';
      // Each load handles its own failure (it clears its flag); one failing never stops the others.
      const known = tasks.knownUserId;
      const user = self.track('user', tasks.loadUser);
      const early = known === null ? null : Promise.allSettled(tasks.loadsForUser(known));
      // The user's load is the one whose failure stops start-up.
      const outcome = yield* toGenerator(user);
      if (!outcome.ok) throw outcome.error;
      const { id } = outcome.value;
      yield* toGenerator(early && id === known ? early : Promise.allSettled(tasks.loadsForUser(id)));
      self.mode = 'done';
      void Promise.allSettled(tasks.laterLoadsForUser?.(id) ?? []);
    });

    return {
      loadUserDetails,
      loadPlan,
      /**
       * Runs start-up once; a second call (React StrictMode) gets the same promise while it runs or
       * once it has succeeded. After a failure, the next call starts again.
       */
      run(tasks: StartupTasks): Promise<void> {
        if (!self.running) {
          const running = execute(tasks);
          self.running = running;
          running.catch(() => self.forgetRun(running));
        }
        return self.running;
      },
    };
  });

export type StartupStoreInstance = Instance<typeof StartupStore>;
