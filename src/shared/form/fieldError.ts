import type { FieldMetaState } from 'react-final-form';

/** The message to show under a field: its validation error once touched, or the last submit error. */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched) return undefined;
  if (typeof meta.error === 'string' && meta.error !== '') return meta.error;
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' && meta.submitError !== '') {
    return meta.submitError;
  }
  return undefined;
}
