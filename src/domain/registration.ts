// Registration answer handling (spec 7 "success message must be 'User Created'", 8 "Registration").

export const USER_CREATED = 'User Created';
export const REGISTERED_SUCCESSFULLY = 'Registered Successfully';

export type RegistrationOutcome = { ok: true; message: string } | { ok: false; message: string };

/** The longest first and last name registration takes (the contract's maxLength). */
export const MAX_NAME_LENGTH = 80;

const FIELD_NAMES: Readonly<Record<string, string>> = {
  first_name: 'First name',
  last_name: 'Last name',
  phone: 'Phone',
  email: 'Email',
  password: 'Password',
};

// The contract check's rules ('must NOT have more than 80 characters') as a person says them.
const RULES: readonly [RegExp, string][] = [
  [/^must NOT have more than (\d+) characters$/, 'can have at most $1 characters'],
  [/^must NOT have fewer than (\d+) characters?$/, 'needs at least $1 characters'],
  [/^must match format "email"$/, 'is not a valid email address'],
  [/^must match pattern .*$/, 'is not valid'],
];

/** 'body/first_name must NOT have more than 80 characters' -> 'First name can have at most 80 characters'. */
function inWords(message: string): string {
  const found = /^body\/(\w+) (.+)$/.exec(message);
  if (!found?.[1] || !found[2]) return message;
  const rule = found[2];
  const worded = RULES.reduce((text, [pattern, words]) => text.replace(pattern, words), rule);
  return `${FIELD_NAMES[found[1]] ?? found[1]} ${worded}`;
}

/** The outcome shown for the server's answer message (or the request error's message). */
export function registrationOutcome(serverMessage: string): RegistrationOutcome {
  if (serverMessage === USER_CREATED) return { ok: true, message: REGISTERED_SUCCESSFULLY };
  return { ok: false, message: `Registeration failed: ${inWords(serverMessage)}` };
}
