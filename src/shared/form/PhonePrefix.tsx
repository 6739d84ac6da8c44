import { InputPrefix } from './InputPrefix';

/** Room for a mobile number pasted with its +91, spaces or dashes ('+91 98765 43210'), read to its ten digits. */
export const PASTED_PHONE_LENGTH = 17;

/** The '+91-' shown before a phone input (spec 9: default country code +91, prefix shown +91-). */
export function PhonePrefix() {
  return (
    <InputPrefix className="pp-phone-prefix" aria-hidden>
      +91-
    </InputPrefix>
  );
}
