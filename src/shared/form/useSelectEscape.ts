import type { Select } from '@blueprintjs/select';
import { type KeyboardEvent, useRef } from 'react';

/**
 * Escape on a Blueprint Select's button closes its open list only. Select leaves Escape to whatever is
 * around the button, so inside a dialog the dialog closed and took the typed input with it.
 */
export function useSelectEscape<T>() {
  const ref = useRef<Select<T>>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const select = ref.current;
    if (event.key !== 'Escape' || !select?.state.isOpen) return;
    event.stopPropagation();
    event.preventDefault();
    select.setState({ isOpen: false });
  };
  return { ref, popoverTargetProps: { onKeyDown } };
}
