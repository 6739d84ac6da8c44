// Start-up (spec 01 §2.3): load the user, then the reference data, the user's details, the dashboard
// counters, the magnet plan, the column layouts and the saved filters in parallel; then mode 'done'.
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import { type ApiUser, unwrap } from '../../api/client';
import { MAGNET_PLANS, type MagnetPlan } from '../../domain/plans';
import type { RootEnv } from '../RootStore';
import type { LoadStatus } from './loadStatus';

export type StartupMode = 'idle' | 'loading' | 'done';

/** What start-up runs: the user load (its failure stops start-up) and the loads that follow it. */
export type StartupTasks = {
  loadUser: () => Promise<ApiUser>;
  loadsAfterUser: (user: ApiUser) => Array<Promise<unknown>>;
};

type StartupLoad = 'user' | 'userDetails' | 'plan';

function initialStatus(): Record<StartupLoad, LoadStatus> {
  return { user: 'idle', userDetails: 'idle', plan: 'idle' };
}

function noUser(): ApiUser | null {
  return null;
}

function noRun(): Promise<void> | null {
  return null;
}

export const StartupStore = types
  .model('StartupStore', {
    mode: types.optional(types.enumeration<StartupMode>('StartupMode', ['idle', 'loading', 'done']), 'idle'),
  })
  .volatile(() => ({
    status: initialStatus(),
    /** The additional user info of GET /users/{id}. */
    userDetails: noUser(),
    running: noRun(),
  }))
  .views(() => ({
    /** The product's fixed plans (the server's answer to /magnetPlan is not used). */
    get plans(): readonly MagnetPlan[] {
      return MAGNET_PLANS;
    },
  }))
  .actions((self) => {
    const api = () => getEnv<RootEnv>(self).api;

    function setStatus(load: StartupLoad, status: LoadStatus) {
      self.status = { ...self.status, [load]: status };
    }

    const loadUserDetails = flow(function* loadUserDetails(id: number) {
      setStatus('userDetails', 'pending');
      try {
        self.userDetails = yield* toGenerator(unwrap(api().GET('/users/{id}', { params: { path: { id } } })));
        setStatus('userDetails', 'fulfilled');
      } catch {
        setStatus('userDetails', 'rejected');
      }
    });

    /** The call is made as the product does; its answer is ignored in favour of the fixed plans. */
    const loadPlan = flow(function* loadPlan() {
      setStatus('plan', 'pending');
      try {
        yield* toGenerator(unwrap(api().GET('/magnetPlan')));
        setStatus('plan', 'fulfilled');
      } catch {
        setStatus('plan', 'rejected');
      }
    });

    const execute = flow(function* execute(tasks: StartupTasks) {
      self.mode = 'loading';
      setStatus('user', 'pending');
      let user: ApiUser;
      try {
        user = yield* toGenerator(tasks.loadUser());
        setStatus('user', 'fulfilled');
      } catch (error) {
        setStatus('user', 'rejected');
        throw error;
      }
      // Each load handles its own failure (it clears its flag); one failing never stops the others.
      yield* toGenerator(Promise.allSettled(tasks.loadsAfterUser(user)));
      self.mode = 'done';
    });

    return {
      loadUserDetails,
      loadPlan,
      /** Runs start-up once; a second call (React StrictMode) gets the same promise, settled or not. */
      run(tasks: StartupTasks): Promise<void> {
        if (!self.running) self.running = execute(tasks);
        return self.running;
      },
    };
  });

export type StartupStoreInstance = Instance<typeof StartupStore>;
