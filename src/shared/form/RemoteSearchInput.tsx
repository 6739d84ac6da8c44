// A debounced remote search (spec 02 §9: autocomplete starts after 2 characters, debounced 500 ms):
// the caller gives the search; a newer query aborts the older request, so a late answer never
// replaces a newer one.
import { InputGroup, Intent, Menu, MenuItem } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import type { FilterOption } from '../../domain/filters';
import './remoteSearch.css';

export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;

/** A search of the server: the options matching `q`; it stops when `signal` aborts. */
export type RemoteSearch = (q: string, signal: AbortSignal) => Promise<FilterOption[]>;

type RemoteSearchInputProps = {
  /** Accessible name of the input and of its option list. */
  label: string;
  placeholder?: string;
  search: RemoteSearch;
  onPick: (option: FilterOption) => void;
  id?: string;
  disabled?: boolean;
  /** Enter on typed text that no single suggestion matches: true when the text was taken as it is. */
  onSubmitText?: (text: string) => boolean;
  /** Large inputs, as in the forms; the filter panels keep the regular size. */
  size?: 'medium' | 'large';
  intent?: Intent;
};

export function RemoteSearchInput({
  label,
  placeholder = 'Type 2 letters',
  search,
  onPick,
  id,
  disabled,
  onSubmitText,
  size = 'medium',
  intent = Intent.NONE,
}: RemoteSearchInputProps) {
  const [text, setText] = useState('');
  const [options, setOptions] = useState<FilterOption[]>([]);
  const [searching, setSearching] = useState(false);
  // Escape hides the suggestions until the text changes (and goes no further: not to a dialog around).
  const [dismissed, setDismissed] = useState(false);
  const listOpen = !dismissed && (options.length > 0 || searching);

  useEffect(() => {
    const q = text.trim();
    if (q.length < AUTOCOMPLETE_MIN_CHARS) {
      setOptions([]);
      setSearching(false);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setSearching(true);
      search(q, controller.signal)
        .then((found) => {
          if (!controller.signal.aborted) setOptions(found);
        })
        .catch(() => {
          if (!controller.signal.aborted) setOptions([]);
        })
        .finally(() => {
          if (!controller.signal.aborted) setSearching(false);
        });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [text, search]);

  const handleTextChange = (next: string) => {
    setText(next);
    setDismissed(false);
  };

  const pick = (option: FilterOption) => {
    onPick(option);
    setText('');
    setOptions([]);
  };

  return (
    <div className="pp-autocomplete">
      <InputGroup
        id={id}
        aria-label={label}
        placeholder={placeholder}
        leftIcon={<SearchIcon />}
        value={text}
        disabled={disabled}
        size={size}
        intent={intent}
        onValueChange={handleTextChange}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && listOpen) {
            event.stopPropagation();
            setDismissed(true);
            return;
          }
          if (event.key !== 'Enter') return;
          const only = options[0];
          if (listOpen && options.length === 1 && only) pick(only);
          else if (onSubmitText?.(text.trim())) {
            setText('');
            setOptions([]);
          }
        }}
        rightElement={searching ? <span className="pp-autocomplete__busy">…</span> : undefined}
      />
      {listOpen && options.length > 0 && (
        <Menu className="pp-autocomplete__menu" aria-label={`${label} suggestions`}>
          {options.map((o) => (
            <MenuItem key={String(o.id)} text={o.name} onClick={() => pick(o)} />
          ))}
        </Menu>
      )}
    </div>
  );
}
