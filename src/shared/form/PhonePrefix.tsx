import './phonePrefix.css';

/** The '+91-' shown before a phone input (spec 9: default country code +91, prefix shown +91-). */
export function PhonePrefix() {
  return (
    <span className="pp-phone-prefix" aria-hidden="true">
      +91-
    </span>
  );
}
