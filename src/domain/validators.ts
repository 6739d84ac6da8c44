// Field validators with the spec's exact messages (spec 5). Each returns the message or undefined.
import { phoneDigits } from './phoneNumber';

/** A field's value, and the whole form's values when a rule looks at another field (final-form passes them). */
export type Validator = (value: unknown, allValues?: object) => string | undefined;

export const REQUIRED = 'Required';
export const INVALID_PHONE = 'not a valid phone number';
export const INVALID_EMAIL = 'Invalid email address';
export const ONLY_ALPHABETS = 'only alphabets and spaces are allowed';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const PASSWORD_TOO_WEAK =
  'Password is too easy to guess: use letters and digits, not a common password or your phone number';

export const PHONE_PATTERN = /^[6-9]\d{9}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const NAME_PATTERN = /^[A-Za-z]+( [A-Za-z]+)*$/;

export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}

export const required: Validator = (value) => {
  if (typeof value === 'boolean') return value ? undefined : REQUIRED;
  if (Array.isArray(value)) return value.length > 0 ? undefined : REQUIRED;
  return text(value) === '' ? REQUIRED : undefined;
};

/**
 * Optional 10-digit Indian mobile number starting 6-9, written with spaces, dashes, +91 or 0 as people
 * paste it ('+91 98765 43210'); combine with `required` when needed.
 */
export const phoneNumber: Validator = (value) => {
  const v = text(value);
  return v === '' || PHONE_PATTERN.test(phoneDigits(v)) ? undefined : INVALID_PHONE;
};

export const email: Validator = (value) => {
  const v = text(value);
  return v === '' || EMAIL_PATTERN.test(v) ? undefined : INVALID_EMAIL;
};

export const personName: Validator = (value) => {
  const v = text(value);
  return v === '' || NAME_PATTERN.test(v) ? undefined : ONLY_ALPHABETS;
};

/** The shortest password registration takes. */
export const MIN_PASSWORD_LENGTH = 6;

// Passwords that pass the letter-and-digit rule but lead every leaked-password list (lower case).
const COMMON_PASSWORDS = new Set([
  'password1',
  'password12',
  'password123',
  'password@123',
  'passw0rd',
  'p@ssw0rd',
  'abc123',
  'abcd1234',
  'abc12345',
  'abc@123',
  'a1b2c3',
  'a1b2c3d4',
  '123abc',
  'aa123456',
  'qwerty1',
  'qwerty12',
  'qwerty123',
  'qwe123',
  'q1w2e3r4',
  '1q2w3e',
  '1q2w3e4r',
  '1qaz2wsx',
  'zaq12wsx',
  'admin123',
  'admin@123',
  'welcome1',
  'welcome123',
  'welcome@123',
  'iloveyou1',
  'letmein1',
  'test123',
  'test@123',
  'pass123',
  'pass@123',
  'user123',
  'india123',
  'india@123',
  'login123',
]);

/**
 * The minimum strength of a new password, the same rule on the server: at least 6 characters with a
 * letter and a digit, at least 4 different characters, not a common password, not the phone number.
 */
export function passwordProblem(password: string, phone = ''): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  const hasLetter = /\p{L}/u.test(password);
  const hasDigit = /\d/.test(password);
  const distinct = new Set(password.toLowerCase()).size;
  const digits = phone.replace(/\D/g, '');
  if (
    !hasLetter ||
    !hasDigit ||
    distinct < 4 ||
    COMMON_PASSWORDS.has(password.toLowerCase()) ||
    (digits.length >= 6 && password.includes(digits))
  ) {
    return PASSWORD_TOO_WEAK;
  }
  return undefined;
}

/** A new password (registration); the form's `phone`, when there is one, must not be in it. */
export const newPassword: Validator = (value, allValues) => {
  const v = typeof value === 'string' ? value : '';
  const phone = allValues && 'phone' in allValues ? text((allValues as { phone?: unknown }).phone) : '';
  return v === '' ? undefined : passwordProblem(v, phoneDigits(phone));
};

/** The first message of the given validators, in order. */
export function composeValidators(...validators: Validator[]): Validator {
  return (value, allValues) => {
    for (const validate of validators) {
      const message = validate(value, allValues);
      if (message) return message;
    }
    return undefined;
  };
}

// ---- Profile, RERA and map rules (spec 5) ----

export const INVALID_PINCODE = 'not a valid pincode';
export const NOT_A_NUMBER = 'must be a number';
export const INVALID_TEXT = 'make sure no extra spaces or special charaters';
export const RERA_NUMBER_OR_ANSWER = 'Enter rera no or answer if rera is applied';
export const RERA_APPLIED_DATE = 'Please provide date on which you have applied';
export const MARK_LOCATIONS = 'Kindly mark the locations in map';
export const MAX_LOCATIONS_MESSAGE = 'You can select a maximum of 6 locations';
export const INVALID_DATE = 'Enter a date as DD Mon YYYY (15 Sep 2026) or DD/MM/YYYY';

/** The most locations a partner may mark on the map (spec 9). */
export const MAX_LOCATIONS = 6;

export const PINCODE_PATTERN = /^\d{6}$/;
export const TEXT_PATTERN = /^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/;
const NUMBER_PATTERN = /^\d+(\.\d+)?$/;
const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Optional pincode: exactly 6 digits. */
export const pincode: Validator = (value) => {
  const v = text(value);
  return v === '' || PINCODE_PATTERN.test(v) ? undefined : INVALID_PINCODE;
};

/** Optional non-negative number (total experience in years). */
export const numeric: Validator = (value) => {
  const v = text(value);
  return v === '' || NUMBER_PATTERN.test(v) ? undefined : NOT_A_NUMBER;
};

/** The generic text pattern: letters and digits separated by single spaces. */
export const plainText: Validator = (value) => {
  const v = typeof value === 'string' ? value : text(value);
  return v === '' || TEXT_PATTERN.test(v) ? undefined : INVALID_TEXT;
};

/** A list that needs at least one item ('Required'): deal business types, regions. */
export const atLeastOne: Validator = (value) =>
  Array.isArray(value) && value.length > 0 ? undefined : REQUIRED;

/** Optional calendar date written YYYY-MM-DD. */
export const isoDate: Validator = (value) => {
  const v = text(value);
  if (v === '') return undefined;
  if (!ISO_DATE_PATTERN.test(v)) return INVALID_DATE;
  const parsed = new Date(`${v}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== v ? INVALID_DATE : undefined;
};

/** Map markers: at least one, at most six. */
export function locationCount(count: number): string | undefined {
  if (count < 1) return MARK_LOCATIONS;
  if (count > MAX_LOCATIONS) return MAX_LOCATIONS_MESSAGE;
  return undefined;
}

/** A date as YYYY-MM-DD (local calendar day), the format the API takes. */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * Phone with country code (spec 5): the code is required; with +91 the phone is required and must be
 * 10 digits starting 6-9; with any other code it is just required.
 */
export function phoneWithCountryCode(
  countryCode: unknown,
  phone: unknown,
): { country_code?: string; phone?: string } {
  const code = text(countryCode);
  if (code === '') return { country_code: REQUIRED };
  const number = text(phone);
  if (number === '') return { phone: REQUIRED };
  if (code === '+91' && !PHONE_PATTERN.test(number)) return { phone: INVALID_PHONE };
  return {};
}

// ---- Add-lead rules (spec 5) ----

export const INVALID_ACTIVITY_DATE = 'Enter a date as YYYY/MM/DD hh:mm a';
export const ACTIVITY_IN_PAST = 'Activity Time cannot be in the past';
export const ACTIVITY_TOO_FAR = 'Activity Time can be at most a year ahead';

/** Digits a number with another country code may have (E.164 allows at most 15). */
const INTERNATIONAL_NUMBER = /^\d{4,15}$/;

/** A selected item with an id (project, client search fields): an object whose id is an integer. */
export const selectedItem: Validator = (value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return REQUIRED;
  const id = 'id' in value ? value.id : undefined;
  return typeof id === 'number' && Number.isInteger(id) ? undefined : REQUIRED;
};

/**
 * An activity time (a date-time the picker gives as ISO text): required and a real instant; given the
 * time now, not before it (the activity is planned).
 */
export function activityDateTime(value: unknown, now?: Date): string | undefined {
  const v = text(value);
  if (v === '') return REQUIRED;
  const at = new Date(v).getTime();
  if (Number.isNaN(at)) return INVALID_ACTIVITY_DATE;
  return now && at < now.getTime() ? ACTIVITY_IN_PAST : undefined;
}

/**
 * The client number with its country code (spec 5): with +91, 10 digits starting 6-9; with another
 * code, required, and 4 to 15 digits (what the API takes). Spaces and dashes typed between the digits
 * are left out, as the payload leaves them out.
 */
export function leadPhone(countryCode: unknown, phone: unknown): { country_code?: string; number?: string } {
  const digits = phoneDigits(text(phone), text(countryCode) || undefined);
  const { country_code, phone: phoneError } = phoneWithCountryCode(countryCode, digits);
  if (country_code) return { country_code };
  if (phoneError) return { number: phoneError };
  if (text(countryCode) !== '+91' && !INTERNATIONAL_NUMBER.test(digits)) return { number: INVALID_PHONE };
  return {};
}
