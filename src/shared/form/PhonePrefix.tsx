import { InputPrefix } from './InputPrefix';

/** The '+91-' shown before a phone input (spec 9: default country code +91, prefix shown +91-). */
export function PhonePrefix() {
  return (
    <InputPrefix className="pp-phone-prefix" aria-hidden>
      +91-
    </InputPrefix>
  );
}
