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
