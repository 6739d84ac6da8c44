import { Button } from '@blueprintjs/core';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { phoneDigits } from '../../domain/phoneNumber';
import { required } from '../../domain/validators';
import { CheckboxField } from '../../shared/form/CheckboxField';
import { PasswordField } from '../../shared/form/PasswordField';
import { LoginAlert, PhoneField } from './loginFields';
import { type LoginCredentials, type SignInEnv, signIn } from './sessionCalls';

export type SignInValues = {
  phone: string;
  password: string;
  remember_me: boolean;
};

type SignInFormProps = {
  env: SignInEnv;
  initialPhone: string;
  onSignedIn: () => void;
};

export function SignInForm({ env, initialPhone, onSignedIn }: SignInFormProps) {
  const handleSubmit = async (values: SignInValues): Promise<SubmissionErrors | undefined> => {
    const credentials: LoginCredentials = { phone: phoneDigits(values.phone), password: values.password };
    if (values.remember_me) credentials.remember_me = 'yes';
    try {
      await signIn(env, credentials);
    } catch (error) {
      return { [FORM_ERROR]: error instanceof Error ? error.message : String(error) };
    }
    onSignedIn();
    return undefined;
  };

  return (
    <Form<SignInValues>
      onSubmit={handleSubmit}
      initialValues={{ phone: initialPhone, password: '', remember_me: false }}
      render={({ handleSubmit: submit, submitting, submitError, submitSucceeded, dirtySinceLastSubmit }) => (
        <form className="pp-login__form" onSubmit={submit} noValidate aria-label="Sign in">
          {/* The server's refusal is about what was sent: it goes once the fields are edited. */}
          <LoginAlert error={dirtySinceLastSubmit ? undefined : submitError} />
          <PhoneField autoComplete="username" />
          <PasswordField
            name="password"
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            validate={required}
          />
          <CheckboxField name="remember_me" label="Remember me" />
          <Button
            type="submit"
            intent="primary"
            size="large"
            fill
            loading={submitting || submitSucceeded}
            text="Sign in"
            className="pp-login__submit"
          />
        </form>
      )}
    />
  );
}
