import { FileInput, FormGroup } from '@blueprintjs/core';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import type { Validator } from '../../domain/validators';
import { useFormField } from './fieldError';
import './fileField.css';

/** A file already on record: its address and the name it was uploaded under. */
export type FileOnRecord = { url: string | null; name: string | null };

export type FileFieldProps = {
  name: string;
  label: string;
  accept?: string;
  /** Shown until a new file is chosen: its name (and, for a picture, a thumbnail). */
  current?: FileOnRecord;
  /** A picture: a thumbnail of the chosen file, or of the one on record. */
  thumbnail?: boolean;
  helperText?: string;
  disabled?: boolean;
  /** Checks the chosen file (its size) before the form is sent. */
  validate?: Validator;
  /** Turns the chosen file into the one the form holds (a picture scaled down); the field says so meanwhile. */
  prepare?: (file: File) => Promise<File>;
};

/** An address for the chosen file while it is chosen (let go when it changes). */
function useObjectUrl(file: File | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** A Blueprint FileInput bound to a react-final-form field holding the chosen File (or undefined). */
export function FileField({
  name,
  label,
  accept,
  current,
  thumbnail = false,
  helperText,
  disabled,
  validate,
  prepare,
}: FileFieldProps) {
  const id = useId();
  const { input, error, intent } = useFormField<File | undefined>(name, validate);
  const file = input.value instanceof File ? input.value : undefined;
  const chosenUrl = useObjectUrl(thumbnail ? file : undefined);
  const [preparing, setPreparing] = useState<string | null>(null);
  const choose = (chosen: File | undefined) => {
    input.onChange(chosen);
    input.onBlur();
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0];
    if (!chosen || !prepare) {
      choose(chosen);
      return;
    }
    setPreparing(chosen.name);
    void prepare(chosen)
      .then(choose)
      .finally(() => setPreparing(null));
  };
  const shownName = file?.name ?? current?.name ?? (current?.url ? 'Uploaded file' : null);
  const shownUrl = file ? chosenUrl : (current?.url ?? null);
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={error ?? helperText}>
      <div className="pp-file-field">
        {thumbnail && shownUrl ? (
          <img className="pp-file-field__thumbnail" src={shownUrl} alt={`${label}: ${shownName ?? ''}`} />
        ) : null}
        <FileInput
          fill
          disabled={disabled || preparing !== null}
          hasSelection={file !== undefined}
          text={preparing ? `Preparing ${preparing}…` : (shownName ?? 'Choose file…')}
          buttonText="Browse"
          inputProps={{ id, name, accept }}
          onInputChange={handleChange}
        />
      </div>
    </FormGroup>
  );
}
