// Registration answer handling (spec 7 "success message must be 'User Created'", 8 "Registration").

export const USER_CREATED = 'User Created';
export const REGISTERED_SUCCESSFULLY = 'Registered Successfully';

export type RegistrationOutcome = { ok: true; message: string } | { ok: false; message: string };

/** The outcome shown for the server's answer message (or the request error's message). */
export function registrationOutcome(serverMessage: string): RegistrationOutcome {
  if (serverMessage === USER_CREATED) return { ok: true, message: REGISTERED_SUCCESSFULLY };
  return { ok: false, message: `Registeration failed: ${serverMessage}` };
}
