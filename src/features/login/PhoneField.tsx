import { composeValidators, phoneNumber, required } from '../../domain/validators';
import { PhonePrefix } from '../../shared/form/PhonePrefix';
import { TextField } from '../../shared/form/TextField';

const validatePhone = composeValidators(required, phoneNumber);

/** The Phone field of Sign In and Register: ten digits after the country prefix. */
export function PhoneField({ autoComplete }: { autoComplete: string }) {
  return (
    <TextField
      name="phone"
      label="Phone"
      type="tel"
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={10}
      placeholder="10-digit mobile number"
      validate={validatePhone}
      leftElement={<PhonePrefix />}
    />
  );
}
