// The keyboard commands of the leads list (triage at speed): one object each, shared by the
// key handler and the help overlay.
import type { LeadsStoreInstance } from './LeadsStore';

export type KeyLike = { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean };

export type LeadCommand = {
  name: 'next' | 'previous' | 'open' | 'close' | 'help';
  label: string;
  keys: string;
  keyTest: (event: KeyLike) => boolean;
  perform: (store: LeadsStoreInstance) => void;
};

const plain = (event: KeyLike) => !event.ctrlKey && !event.metaKey && !event.altKey;

export const LEAD_COMMANDS: readonly LeadCommand[] = [
  {
    name: 'next',
    label: 'Next lead',
    keys: '↓ or j',
    keyTest: (e) => plain(e) && (e.key === 'ArrowDown' || e.key === 'j'),
    perform: (store) => store.moveSelection(1),
  },
  {
    name: 'previous',
    label: 'Previous lead',
    keys: '↑ or k',
    keyTest: (e) => plain(e) && (e.key === 'ArrowUp' || e.key === 'k'),
    perform: (store) => store.moveSelection(-1),
  },
  {
    name: 'open',
    label: 'Open the lead panel',
    keys: 'Enter',
    keyTest: (e) => plain(e) && e.key === 'Enter',
    perform: (store) => store.openSelected(),
  },
  {
    name: 'close',
    label: 'Close the lead panel',
    keys: 'Esc',
    keyTest: (e) => e.key === 'Escape',
    perform: (store) => store.closeTop(),
  },
  {
    name: 'help',
    label: 'Show these shortcuts',
    keys: '?',
    keyTest: (e) => e.key === '?',
    perform: (store) => store.setHelpOpen(true),
  },
];

/** The command a key press runs, if any. */
export function commandFor(event: KeyLike): LeadCommand | undefined {
  return LEAD_COMMANDS.find((c) => c.keyTest(event));
}
