import { Button, Callout } from '@blueprintjs/core';
import { HistoryIcon } from '@blueprintjs/icons';
import { useEffect, useRef, useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { formatDayTime } from '../../domain/dates';
import { useEnv } from '../state/EnvContext';
import { holdsTypedInput } from './EntryForm';
import { type DraftSpec, readDraft, removeDraft, writeDraft } from './formDrafts';
import './formDraft.css';

export type FormDraftProps<V> = {
  spec: DraftSpec<V>;
  /** The signed-in partner, whose draft it is; null (or `disabled`) keeps nothing. */
  userId: number | null;
  disabled?: boolean;
  /**
   * Whether the draft outlives the form (a screen left and opened again); in a dialog, closing the
   * form is discarding it (the dialog has asked), so its draft goes with it.
   */
  keepWhenLeft?: boolean;
  /** What the form says while it keeps typed input that was not restored (none by default). */
  keptNote?: string;
};

/**
 * Inside a react-final-form form: keeps what the partner types as their draft (formDrafts), offers it
 * back when the form opens again ("Restored what you typed on …" with Discard), and drops it once the
 * form is submitted, emptied or discarded.
 */
export function FormDraft<V extends object>({
  spec,
  userId,
  disabled = false,
  keepWhenLeft = false,
  keptNote,
}: FormDraftProps<V>) {
  const { storage, now } = useEnv();
  const form = useForm();
  const { values, initialValues, submitSucceeded, dirtySinceLastSubmit } = useFormState({
    subscription: { values: true, initialValues: true, submitSucceeded: true, dirtySinceLastSubmit: true },
  });
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const active = !disabled && userId !== null;
  const typed = holdsTypedInput(values ?? {}, initialValues ?? {});

  // The draft comes back once, as the form opens for a known partner (the values change: a guarded
  // dialog asks before losing them). The fields register, and take their initial values, in their own
  // effects after this one: the draft goes in once they have. Until then nothing is saved over it.
  const [offered, setOffered] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form opens for a partner
  useEffect(() => {
    if (!active || offered) return;
    const timer = window.setTimeout(() => {
      const draft = readDraft(storage, userId, spec);
      if (draft) {
        form.batch(() => {
          for (const [name, value] of Object.entries(draft.values)) form.change(name, value);
        });
        setRestoredAt(draft.savedAt);
      }
      setOffered(true);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [active]);

  // Kept as typed (the form's current values: a restore of this render is in them already).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `values` (and the submission flags) say when to save
  useEffect(() => {
    if (!active || !offered) return;
    const state = form.getState();
    const sent = submitSucceeded && !dirtySinceLastSubmit;
    if (!sent && holdsTypedInput(state.values, state.initialValues ?? {}))
      writeDraft(storage, userId, spec, state.values, now());
    else removeDraft(storage, userId, spec.name);
  }, [active, offered, form, storage, userId, spec, now, values, submitSucceeded, dirtySinceLastSubmit]);

  // Closed (not reloaded): discarded, unless the draft outlives the form. A remount straight away (React's
  // strict mode) keeps it.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    if (!active || keepWhenLeft) return;
    return () => {
      alive.current = false;
      window.setTimeout(() => {
        if (!alive.current) removeDraft(storage, userId, spec.name);
      }, 0);
    };
  }, [active, keepWhenLeft, storage, userId, spec.name]);

  if (!active || !typed) return null;
  const discard = () => {
    removeDraft(storage, userId, spec.name);
    setRestoredAt(null);
    form.reset();
  };
  if (restoredAt === null && !keptNote) return null;
  return (
    <Callout compact icon={<HistoryIcon />} className="pp-form-draft" data-testid="form-draft" role="status">
      <div className="pp-form-draft__row">
        <span>
          {restoredAt === null ? keptNote : `Restored what you typed on ${formatDayTime(restoredAt)}.`}
        </span>
        <Button variant="minimal" size="small" intent="danger" text="Discard draft" onClick={discard} />
      </div>
    </Callout>
  );
}
