import { Button } from '@blueprintjs/core';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { phoneDigits } from '../../domain/phoneNumber';
import { MAX_NAME_LENGTH } from '../../domain/registration';
import { composeValidators, email, newPassword, required } from '../../domain/validators';
import { PasswordField } from '../../shared/form/PasswordField';
import { TextField } from '../../shared/form/TextField';
import { LoginAlert, PhoneField } from './loginFields';
import { type RegistrationFields, registerMagnet, type SignInEnv } from './sessionCalls';

type RegisterFormProps = {
  env: SignInEnv;
  onRegistered: (phone: string, message: string) => void;
  /** The referring partner's code when the page was opened from a referral link. */
  referralCode?: number | null;
};

const validateEmail = composeValidators(required, email);
const validatePassword = composeValidators(required, newPassword);

const EMPTY: RegistrationFields = { first_name: '', last_name: '', phone: '', email: '', password: '' };

export function RegisterForm({ env, onRegistered, referralCode = null }: RegisterFormProps) {
  const handleSubmit = async (values: RegistrationFields): Promise<SubmissionErrors | undefined> => {
    const fields: RegistrationFields = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      phone: phoneDigits(values.phone),
      email: values.email.trim(),
      password: values.password,
      ...(referralCode === null ? {} : { referral_code: referralCode }),
    };
    const outcome = await registerMagnet(env, fields);
    if (!outcome.ok) return { [FORM_ERROR]: outcome.message };
    onRegistered(fields.phone, outcome.message);
    return undefined;
  };

  return (
    <Form<RegistrationFields>
      onSubmit={handleSubmit}
      initialValues={EMPTY}
      render={({ handleSubmit: submit, submitting, submitError, dirtySinceLastSubmit }) => (
        <form className="pp-login__form" onSubmit={submit} noValidate aria-label="Register as a partner">
          {/* The server's refusal is about what was sent: it goes once the fields are edited. */}
          <LoginAlert error={dirtySinceLastSubmit ? undefined : submitError} />
          <div className="pp-login__row">
            <TextField
              name="first_name"
              label="First name"
              autoComplete="given-name"
              validate={required}
              maxLength={MAX_NAME_LENGTH}
            />
            <TextField
              name="last_name"
              label="Last name"
              autoComplete="family-name"
              validate={required}
              maxLength={MAX_NAME_LENGTH}
            />
          </div>
          <PhoneField autoComplete="tel-national" />
          <TextField
            name="email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            validate={validateEmail}
          />
          <PasswordField
            name="password"
            label="Password"
            autoComplete="new-password"
            placeholder="6+ characters, letters and digits"
            validate={validatePassword}
          />
          <Button
            type="submit"
            intent="primary"
            size="large"
            fill
            loading={submitting}
            text="Register"
            className="pp-login__submit"
          />
        </form>
      )}
    />
  );
}
