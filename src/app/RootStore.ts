// The root MobX-State-Tree store. It reaches the outside world only through its environment.
import { flow, getEnv, type Instance, toGenerator, types } from 'mobx-state-tree';
import { type ApiUser, unwrap } from '../api/client';
import { type Session, toSessionUser } from '../domain/session';
import { AddLeadStore } from '../features/addLead/AddLeadStore';
import { DashboardStore } from '../features/dashboard/DashboardStore';
import { InboxStore } from '../features/inbox/InboxStore';
import {
  type LoginCredentials,
  type RegistrationFields,
  registerMagnet,
  signIn,
} from '../features/login/sessionCalls';
import { LeadOutboxStore } from '../features/outbox/LeadOutboxStore';
import type { RootEnv } from '../shared/state/RootEnv';
import { clearSession, readSession, saveSession } from '../shared/state/storedSession';
import { ViewsStore } from '../shared/views/ViewsStore';
import { ColumnLayoutsStore } from './stores/ColumnLayoutsStore';
import { ReferenceStore } from './stores/ReferenceStore';
import { ScreensStore } from './stores/ScreensStore';
import { StartupStore } from './stores/StartupStore';
import { UiStore } from './stores/UiStore';

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
        const { session, user } = yield* toGenerator(signIn(env(), credentials));
        apply(session);
        self.me = user;
        return session;
      }),

      /** The device's copy of /users/me, until the server's answer comes (the gates decide from it first). */
      showCopyOfMe(me: ApiUser) {
        if (self.me === null) self.me = { ...me, role: 'magnet' };
      },

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
        return yield* toGenerator(registerMagnet(env(), fields));
      }),

      /** Ends the session in the browser, with what the device keeps of the partner's data. */
      logout() {
        clearSession(env().storage);
        apply(null);
        void env().forgetPartnerData();
      },
    };
  })
  .actions((self) => ({
    /**
     * Logout from the account menu: POST /users/logout revokes the token on the server, then the
     * stored session is cleared. The session ends in the browser even when the call fails (offline,
     * already expired); the call gives up after 3 seconds. The device's copies of the partner's API
     * answers and the outbox's token are gone before the sign-in page opens.
     */
    signOut: flow(function* signOut() {
      const { api, forgetPartnerData } = getEnv<RootEnv>(self);
      if (self.token !== null) {
        yield api.POST('/users/logout', { signal: AbortSignal.timeout(3000) }).catch(() => undefined);
      }
      yield forgetPartnerData();
      self.logout();
    }),
  }));

export const RootStore = types.model('RootStore', {
  session: types.optional(SessionStore, {}),
  views: types.optional(ViewsStore, {}),
  layouts: types.optional(ColumnLayoutsStore, {}),
  startup: types.optional(StartupStore, {}),
  reference: types.optional(ReferenceStore, {}),
  dashboard: types.optional(DashboardStore, {}),
  ui: types.optional(UiStore, {}),
  screens: types.optional(ScreensStore, {}),
  addLead: types.optional(AddLeadStore, {}),
  outbox: types.optional(LeadOutboxStore, {}),
  inbox: types.optional(InboxStore, {}),
});

export type RootStoreInstance = Instance<typeof RootStore>;

export function createRootStore(env: RootEnv): RootStoreInstance {
  return RootStore.create({}, env);
}
