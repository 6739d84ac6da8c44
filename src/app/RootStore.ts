// The root MobX-State-Tree store. It reaches the outside world only through its environment.
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import { type Api, type ApiUser, type EngageApi, unwrap } from '../api/client';
import { type RegistrationOutcome, registrationOutcome } from '../domain/registration';
import {
  clearSession,
  createSession,
  type KeyValueStorage,
  readSession,
  type Session,
  saveSession,
  toSessionUser,
} from '../domain/session';
import { DashboardStore } from '../features/dashboard/DashboardStore';
import { ColumnLayoutsStore } from './stores/ColumnLayoutsStore';
import { LocalSavedFiltersStore } from './stores/LocalSavedFiltersStore';
import { ReferenceStore } from './stores/ReferenceStore';
import { SavedFiltersStore } from './stores/SavedFiltersStore';
import { StartupStore } from './stores/StartupStore';
import { UiStore } from './stores/UiStore';

export type RootEnv = {
  api: Api;
  engage: EngageApi;
  storage: KeyValueStorage;
  now: () => number;
};

export type LoginCredentials = {
  phone: string;
  password: string;
  remember_me?: 'yes';
};

export type RegistrationFields = {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  password: string;
};

const SessionUserModel = types.model('SessionUser', {
  id: types.integer,
  name: types.string,
  first_name: types.string,
  last_name: types.string,
  phone: types.string,
  role: types.union(types.string, types.number),
});

export const SessionStore = types
  .model('SessionStore', {
    token: types.maybeNull(types.string),
    user: types.maybeNull(SessionUserModel),
    expiresAt: types.maybeNull(types.number),
    me: types.maybeNull(types.frozen<ApiUser>()),
  })
  .views((self) => ({
    get isSignedIn(): boolean {
      return self.token !== null && self.user !== null;
    },
    get displayName(): string {
      if (!self.user) return '';
      const full = `${self.user.first_name} ${self.user.last_name}`.trim();
      return full || self.user.name;
    },
  }))
  .actions((self) => {
    const env = () => getEnv<RootEnv>(self);

    function apply(session: Session | null) {
      self.token = session ? session.token : null;
      self.user = session ? { ...session.user } : null;
      self.expiresAt = session ? session.expiresAt : null;
      if (!session) self.me = null;
    }

    return {
      /** Loads the stored session; false when there is none or it expired. */
      restore(): boolean {
        const { storage, now } = env();
        apply(readSession(storage, now()));
        return self.isSignedIn;
      },

      login: flow(function* login(credentials: LoginCredentials) {
        const { api, storage, now } = env();
        const data = yield* toGenerator(unwrap(api.POST('/users/login', { body: credentials })));
        const { token, ...user } = data.userData;
        const session = createSession(token, user, now());
        saveSession(storage, session);
        apply(session);
        self.me = user;
        return session;
      }),

      /** GET /users/me; the user is kept with role magnet (spec 3 "Session"). Throws ApiError. */
      loadMe: flow(function* loadMe() {
        const { api, storage } = env();
        const me = yield* toGenerator(unwrap(api.GET('/users/me')));
        const user = { ...me, role: 'magnet' };
        self.me = user;
        if (self.token !== null && self.expiresAt !== null) {
          const session: Session = {
            token: self.token,
            user: toSessionUser(user),
            expiresAt: self.expiresAt,
          };
          saveSession(storage, session);
          apply(session);
        }
        return user;
      }),

      register: flow(function* register(fields: RegistrationFields) {
        const { api } = env();
        let outcome: RegistrationOutcome;
        try {
          const data = yield* toGenerator(unwrap(api.POST('/users/create_magnet', { body: fields })));
          outcome = registrationOutcome(data.message);
        } catch (error) {
          outcome = registrationOutcome(error instanceof Error ? error.message : String(error));
        }
        return outcome;
      }),

      logout() {
        clearSession(env().storage);
        apply(null);
      },
    };
  });

export const RootStore = types.model('RootStore', {
  session: types.optional(SessionStore, {}),
  filters: types.optional(SavedFiltersStore, {}),
  localFilters: types.optional(LocalSavedFiltersStore, {}),
  layouts: types.optional(ColumnLayoutsStore, {}),
  startup: types.optional(StartupStore, {}),
  reference: types.optional(ReferenceStore, {}),
  dashboard: types.optional(DashboardStore, {}),
  ui: types.optional(UiStore, {}),
});

export type RootStoreInstance = Instance<typeof RootStore>;

export function createRootStore(env: RootEnv): RootStoreInstance {
  return RootStore.create({}, env);
}
