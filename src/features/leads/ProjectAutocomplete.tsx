import { InputGroup, Menu, MenuItem } from '@blueprintjs/core';
import { getEnv } from 'mobx-state-tree';
import { useEffect, useState } from 'react';
import { unwrap } from '../../api/client';
import type { RootEnv } from '../../app/RootStore';
import { useStores } from '../../app/StoresContext';
import type { FilterOption } from '../../domain/filters';

/** Autocomplete starts after 2 characters, debounced 500 ms (spec 02 §9). */
export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;

type ProjectAutocompleteProps = { onPick: (option: FilterOption) => void };

/** Project search for the filter panel (GET /projects/auto_complete). */
export function ProjectAutocomplete({ onPick }: ProjectAutocompleteProps) {
  const root = useStores();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<FilterOption[]>([]);

  useEffect(() => {
    const q = text.trim();
    if (q.length < AUTOCOMPLETE_MIN_CHARS) {
      setOptions([]);
      return;
    }
    let cancelled = false;
    const timer = window.setTimeout(() => {
      unwrap(getEnv<RootEnv>(root).api.GET('/projects/auto_complete', { params: { query: { q } } }))
        .then((answer) => {
          if (!cancelled) setOptions(answer.data.map((p) => ({ id: p.id, name: p.name })));
        })
        .catch(() => {
          if (!cancelled) setOptions([]);
        });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [text, root]);

  return (
    <div className="pp-autocomplete">
      <InputGroup
        aria-label="Project"
        placeholder="Type 2 letters of a project"
        leftIcon="search"
        value={text}
        onValueChange={setText}
      />
      {options.length > 0 && (
        <Menu className="pp-autocomplete__menu" aria-label="Projects">
          {options.map((o) => (
            <MenuItem
              key={o.id}
              text={o.name}
              onClick={() => {
                onPick(o);
                setText('');
                setOptions([]);
              }}
            />
          ))}
        </Menu>
      )}
    </div>
  );
}
