import { Button, Callout } from '@blueprintjs/core';

export type FormErrorCalloutProps = { message: unknown };

/** The form-level submit error (a failed save), shown above the actions. */
export function FormErrorCallout({ message }: FormErrorCalloutProps) {
  if (typeof message !== 'string' || message === '') return null;
  return (
    <Callout intent="danger" compact role="alert" style={{ marginBottom: 8 }}>
      {message}
    </Callout>
  );
}

export type ProfileFormFooterProps = { submitError: unknown; submitting: boolean | undefined };

/** The foot of each 'Update Details' tab: the submit error, then Save. */
export function ProfileFormFooter({ submitError, submitting }: ProfileFormFooterProps) {
  return (
    <>
      <FormErrorCallout message={submitError} />
      <div className="pp-profile-form__actions">
        <Button type="submit" intent="primary" text="Save" loading={submitting} size="large" />
      </div>
    </>
  );
}
