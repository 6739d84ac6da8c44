import { Callout } from '@blueprintjs/core';

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
