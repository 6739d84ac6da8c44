import { useMemo } from 'react';
import { Form } from 'react-final-form';
import type { ApiUser } from '../../api/client';
import { composeValidators, email, required } from '../../domain/validators';
import { EntryForm } from '../../shared/form/EntryForm';
import { FormDraft } from '../../shared/form/FormDraft';
import { draftSpec } from '../../shared/form/formDrafts';
import { TextField } from '../../shared/form/TextField';
import { ProfileFormFooter } from './FormErrorCallout';
import type { SaveProfile } from './profileSave';

type AccountValues = { first_name: string; last_name: string; email: string };

export type AccountDetailsFormProps = { user: ApiUser; onSave: SaveProfile };

// A partner's own name is taken as registered (D'Souza, Mary-Ann): required, no client-name rule.
const nameRules = required;
const emailRules = composeValidators(required, email);

const text = (maxLength: number) => ({ type: 'string', maxLength });
const DRAFT = draftSpec<AccountValues>('profile.account', {
  first_name: text(100),
  last_name: text(100),
  email: text(200),
});

/** Account Details tab: first name, last name and email, all required (spec 2.5, 5). */
export function AccountDetailsForm({ user, onSave }: AccountDetailsFormProps) {
  const initialValues = useMemo<AccountValues>(
    () => ({ first_name: user.first_name, last_name: user.last_name, email: user.email ?? '' }),
    [user],
  );
  const handleSubmit = (values: AccountValues) =>
    onSave({
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
    });
  return (
    <Form<AccountValues> onSubmit={handleSubmit} initialValues={initialValues}>
      {({ handleSubmit: submit, submitting, submitError }) => (
        <EntryForm onSubmit={submit} aria-label="Account Details">
          <FormDraft spec={DRAFT} userId={user.id} />
          <div className="pp-profile-form__grid">
            <TextField name="first_name" label="First name" validate={nameRules} autoComplete="given-name" />
            <TextField name="last_name" label="Last name" validate={nameRules} autoComplete="family-name" />
            <div className="pp-profile-form__wide">
              <TextField
                name="email"
                label="Email"
                type="email"
                inputMode="email"
                validate={emailRules}
                autoComplete="email"
              />
            </div>
          </div>
          <ProfileFormFooter submitError={submitError} submitting={submitting} />
        </EntryForm>
      )}
    </Form>
  );
}
