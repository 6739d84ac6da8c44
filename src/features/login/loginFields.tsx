import { Callout } from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { composeValidators, phoneNumber, required } from '../../domain/validators';
import { PASTED_PHONE_LENGTH, PhonePrefix } from '../../shared/form/PhonePrefix';
import { TextField } from '../../shared/form/TextField';

const validatePhone = composeValidators(required, phoneNumber);

/** The failed submit's message above the fields of Sign In and Register. */
export function LoginAlert({ error }: { error: ReactNode }) {
  if (!error) return null;
  return (
    <Callout intent="danger" icon={<ErrorIcon />} role="alert" className="pp-login__alert">
      {error}
    </Callout>
  );
}

/** The Phone field of Sign In and Register: ten digits after the country prefix, or pasted with +91, spaces, dashes. */
export function PhoneField({ autoComplete }: { autoComplete: string }) {
  return (
    <TextField
      name="phone"
      label="Phone"
      type="tel"
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={PASTED_PHONE_LENGTH}
      placeholder="10-digit mobile number"
      validate={validatePhone}
      leftElement={<PhonePrefix />}
    />
  );
}
