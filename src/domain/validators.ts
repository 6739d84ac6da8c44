// Field validators with the spec's exact messages (spec 5). Each returns the message or undefined.

export type Validator = (value: unknown) => string | undefined;

export const REQUIRED = 'Required';
export const INVALID_PHONE = 'not a valid phone number';
export const INVALID_EMAIL = 'Invalid email address';
export const ONLY_ALPHABETS = 'only alphabets and spaces are allowed';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';

export const PHONE_PATTERN = /^[6-9]\d{9}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const NAME_PATTERN = /^[A-Za-z]+( [A-Za-z]+)*$/;

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}

export const required: Validator = (value) => {
  if (typeof value === 'boolean') return value ? undefined : REQUIRED;
  if (Array.isArray(value)) return value.length > 0 ? undefined : REQUIRED;
  return text(value) === '' ? REQUIRED : undefined;
};

/** Optional 10-digit Indian mobile number starting 6-9; combine with `required` when needed. */
export const phoneNumber: Validator = (value) => {
  const v = text(value);
  return v === '' || PHONE_PATTERN.test(v) ? undefined : INVALID_PHONE;
};

export const email: Validator = (value) => {
  const v = text(value);
  return v === '' || EMAIL_PATTERN.test(v) ? undefined : INVALID_EMAIL;
};

export const personName: Validator = (value) => {
  const v = text(value);
  return v === '' || NAME_PATTERN.test(v) ? undefined : ONLY_ALPHABETS;
};

export const newPassword: Validator = (value) => {
  const v = typeof value === 'string' ? value : '';
  return v === '' || v.length >= 6 ? undefined : PASSWORD_TOO_SHORT;
};

/** The first message of the given validators, in order. */
export function composeValidators(...validators: Validator[]): Validator {
  return (value) => {
    for (const validate of validators) {
      const message = validate(value);
      if (message) return message;
    }
    return undefined;
  };
}

// ---- Profile, RERA and map rules (spec 5) ----

export const INVALID_RERA = 'not a valid rera no.';
export const INVALID_PINCODE = 'not a valid pincode';
export const NOT_A_NUMBER = 'must be a number';
export const INVALID_TEXT = 'make sure no extra spaces or special charaters';
export const RERA_NUMBER_OR_ANSWER = 'Enter rera no or answer if rera is applied';
export const RERA_APPLIED_DATE = 'Please provide date on which you have applied';
export const MARK_LOCATIONS = 'Kindly mark the locations in map';
export const MAX_LOCATIONS_MESSAGE = 'You can select a maximum of 6 locations';
export const INVALID_DATE = 'Enter a date as YYYY-MM-DD';

/** The most locations a partner may mark on the map (spec 9). */
export const MAX_LOCATIONS = 6;

export const RERA_PATTERN = /^[A-Za-z]\d{11}$/;
export const PINCODE_PATTERN = /^\d{6}$/;
export const TEXT_PATTERN = /^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/;
const NUMBER_PATTERN = /^\d+(\.\d+)?$/;
const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Optional RERA number: one letter then 11 digits (12 characters); surrounding spaces are ignored. */
export const reraNumber: Validator = (value) => {
  const v = text(value);
  return v === '' || RERA_PATTERN.test(v) ? undefined : INVALID_RERA;
};

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

export type ReraAnswer = 0 | 1;

export type ReraFormValues = {
  rera_no?: string;
  is_rera_applied?: ReraAnswer | null;
  rera_applied_date?: string | null;
};

export type ReraFormErrors = {
  rera_no?: string;
  is_rera_applied?: string;
  rera_applied_date?: string;
};

/**
 * The RERA dialog's rules on submit (spec 5): a RERA number or a yes/no answer; with no number and
 * the answer Yes, the applied date. A given number must be valid; a given date must be YYYY-MM-DD.
 */
export function validateReraForm(values: ReraFormValues): ReraFormErrors {
  const number = text(values.rera_no);
  const answer = values.is_rera_applied;
  const date = text(values.rera_applied_date);
  if (number === '' && answer !== 0 && answer !== 1) {
    return { rera_no: RERA_NUMBER_OR_ANSWER };
  }
  if (number !== '') {
    const invalid = reraNumber(number);
    return invalid ? { rera_no: invalid } : {};
  }
  if (answer === 1 && date === '') return { rera_applied_date: RERA_APPLIED_DATE };
  if (answer === 1) {
    const invalid = isoDate(date);
    return invalid ? { rera_applied_date: invalid } : {};
  }
  return {};
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
