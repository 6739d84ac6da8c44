import { Alert, Dialog, type DialogProps } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { claimBack, pushDialogEntry } from './dialogHistory';

/** The question asked before a dialog throws away what the partner typed. */
export const DISCARD_QUESTION = 'Discard what you typed?';

export type DiscardGuard = {
  /** Runs `action` at once when no form in the dialog holds typed input, else once the partner says Discard. */
  confirmDiscard: (action: () => void) => void;
  /** A form in the dialog says whether it holds typed input (false again when it goes). */
  setDirty: (form: object, dirty: boolean) => void;
  /** Whether a form in the dialog holds typed input. */
  holdsInput: () => boolean;
  /** The action waiting for the partner's answer. */
  pending: (() => void) | null;
  /** The partner's answer: Discard runs the waiting action, Keep editing drops it. */
  answer: (discard: boolean) => void;
};

const GuardContext = createContext<DiscardGuard | null>(null);

/** The state of one guarded dialog: its owner closes (or changes what it shows) through `confirmDiscard`. */
export function useDiscardGuard(): DiscardGuard {
  const dirtyForms = useRef(new Set<object>());
  const [pending, setPending] = useState<{ action: () => void } | null>(null);
  const confirmDiscard = useCallback((action: () => void) => {
    if (dirtyForms.current.size === 0) action();
    else setPending({ action });
  }, []);
  const setDirty = useCallback((form: object, dirty: boolean) => {
    if (dirty) dirtyForms.current.add(form);
    else dirtyForms.current.delete(form);
  }, []);
  const holdsInput = useCallback(() => dirtyForms.current.size > 0, []);
  return useMemo<DiscardGuard>(
    () => ({
      confirmDiscard,
      setDirty,
      holdsInput,
      pending: pending?.action ?? null,
      answer: (discard) => {
        setPending(null);
        if (discard) pending?.action();
      },
    }),
    [confirmDiscard, setDirty, holdsInput, pending],
  );
}

/** Inside a guarded dialog: how a form tells it whether it holds typed input (a no-op elsewhere). */
export function useDirtyReport(): (dirty: boolean) => void {
  const guard = useContext(GuardContext);
  const [form] = useState(() => ({}));
  const setDirty = guard?.setDirty;
  useEffect(() => () => setDirty?.(form, false), [setDirty, form]);
  return useCallback((dirty: boolean) => setDirty?.(form, dirty), [setDirty, form]);
}

/** Inside a guarded dialog: runs `discard` once the partner agrees to lose typed input (at once elsewhere). */
export function useConfirmDiscard(): (discard: () => void) => void {
  const guard = useContext(GuardContext);
  return (discard) => (guard ? guard.confirmDiscard(discard) : discard());
}

export type GuardedDialogProps = Omit<DialogProps, 'onClose'> & { guard: DiscardGuard; onClose?: () => void };

/**
 * A Blueprint Dialog that asks before Escape, its close button, a click outside or the browser's (the
 * phone's) Back throws away what a form in it holds (forms report through EntryForm); an untouched
 * dialog closes at once. Back never leaves the page while the dialog is open: kept editing, the dialog
 * and the address stay.
 */
export function GuardedDialog({ guard, onClose, children, ...props }: GuardedDialogProps) {
  const handleClose = onClose ? () => guard.confirmDiscard(onClose) : undefined;
  const latest = useRef({ guard, onClose });
  latest.current = { guard, onClose };
  const closable = props.isOpen && onClose !== undefined;
  useEffect(() => {
    if (!closable) return;
    return claimBack(() => {
      const { guard: current, onClose: close } = latest.current;
      if (!close) return;
      // Asked first: the entry Back took is put back, so the page stays while the partner answers.
      if (current.holdsInput()) pushDialogEntry();
      current.confirmDiscard(close);
    });
  }, [closable]);
  return (
    <GuardContext.Provider value={guard}>
      <Dialog {...props} onClose={handleClose}>
        {children}
      </Dialog>
      <Alert
        isOpen={guard.pending !== null}
        icon={<TrashIcon />}
        intent="danger"
        confirmButtonText="Discard"
        cancelButtonText="Keep editing"
        canEscapeKeyCancel
        onConfirm={() => guard.answer(true)}
        onCancel={() => guard.answer(false)}
      >
        <p>{DISCARD_QUESTION}</p>
      </Alert>
    </GuardContext.Provider>
  );
}
