import { Intent } from '@blueprintjs/core';
import { type FieldMetaState, type UseFieldConfig, useField } from 'react-final-form';

/** The message to show under a field: its validation error once touched, or the last submit error. */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched) return undefined;
  if (typeof meta.error === 'string' && meta.error !== '') return meta.error;
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' && meta.submitError !== '') {
    return meta.submitError;
  }
  return undefined;
}

/** A react-final-form field with the message to show under it and the intent that goes with it. */
export function useFormField<V, E extends HTMLElement = HTMLElement>(
  name: string,
  validate?: UseFieldConfig['validate'],
) {
  const { input, meta } = useField<V, E>(name, validate ? { validate } : {});
  const error = fieldError(meta);
  return { input, error, intent: error ? Intent.DANGER : Intent.NONE };
}

/** What a text input or text area takes from its field: value, handlers, intent and invalid state. */
export function textInputProps<E extends HTMLElement>(
  id: string,
  { input, error, intent }: ReturnType<typeof useFormField<string, E>>,
) {
  return {
    id,
    name: input.name,
    value: input.value ?? '',
    onChange: input.onChange,
    onBlur: input.onBlur,
    onFocus: input.onFocus,
    intent,
    fill: true,
    'aria-invalid': error ? true : undefined,
  };
}
