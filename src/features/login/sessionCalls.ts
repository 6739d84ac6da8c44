// Signing in and registering as plain calls on the environment: the sign-in page uses them without the
// root store (whose stores, MobX-State-Tree and ajv would triple its JavaScript), the session store
// through its actions.
import { type ApiUser, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';
import { type RegistrationOutcome, registrationOutcome } from '../../domain/registration';
import { createSession, type Session } from '../../domain/session';
import type { RootEnv } from '../../shared/state/RootEnv';
import { saveSession } from '../../shared/state/storedSession';

/** The sign-in call's body, as the contract gives it. */
export type LoginCredentials = NonNullable<
  paths['/users/login']['post']['requestBody']
>['content']['application/json'];

/** The registration call's body, as the contract gives it. */
export type RegistrationFields = NonNullable<
  paths['/users/create_magnet']['post']['requestBody']
>['content']['application/json'];

/** What the sign-in page needs of the environment. */
export type SignInEnv = Pick<RootEnv, 'api' | 'storage' | 'now'>;

/** POST /users/login; the session is stored. Throws ApiError with the server's message. */
export async function signIn(
  env: SignInEnv,
  credentials: LoginCredentials,
): Promise<{ session: Session; user: ApiUser }> {
  const data = await unwrap(env.api.POST('/users/login', { body: credentials }));
  const { token, ...user } = data.userData;
  const session = createSession(token, user, env.now());
  saveSession(env.storage, session);
  return { session, user };
}

/** POST /users/create_magnet; the outcome the form shows (never throws). */
export async function registerMagnet(
  env: Pick<RootEnv, 'api'>,
  fields: RegistrationFields,
): Promise<RegistrationOutcome> {
  try {
    const data = await unwrap(env.api.POST('/users/create_magnet', { body: fields }));
    return registrationOutcome(data.message);
  } catch (error) {
    return registrationOutcome(error instanceof Error ? error.message : String(error));
  }
}
