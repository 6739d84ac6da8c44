// The keyboard commands of the list screens (triage at speed), one object each (name, label, keys,
// key test, predicate, perform): the key handler, the help overlay and the grid (which keys to
// leave alone) all read this one list.
import type { SelectionModelInstance } from './SelectionModel';

export type KeyLike = { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean };

/** What the commands act on: the selection and the ids of the rows on screen. */
export type CommandTarget = { selection: SelectionModelInstance; visibleIds: readonly number[] };

export type ListCommand = {
  name: 'next' | 'previous' | 'open' | 'close' | 'help';
  label: string;
  keys: string;
  keyTest: (event: KeyLike) => boolean;
  /** Whether the command can run now (a command that cannot leaves the key to the page). */
  predicate: (target: CommandTarget) => boolean;
  perform: (target: CommandTarget) => void;
};

const plain = (event: KeyLike) => !event.ctrlKey && !event.metaKey && !event.altKey;
const always = () => true;

/** The commands of a list whose rows are `noun` ('lead', 'booking'). */
export function listCommands(noun: string): readonly ListCommand[] {
  return [
    {
      name: 'next',
      label: `Next ${noun}`,
      keys: '↓ or j',
      keyTest: (e) => plain(e) && (e.key === 'ArrowDown' || e.key === 'j'),
      predicate: (t) => t.visibleIds.length > 0,
      perform: (t) => t.selection.move(t.visibleIds, 1),
    },
    {
      name: 'previous',
      label: `Previous ${noun}`,
      keys: '↑ or k',
      keyTest: (e) => plain(e) && (e.key === 'ArrowUp' || e.key === 'k'),
      predicate: (t) => t.visibleIds.length > 0,
      perform: (t) => t.selection.move(t.visibleIds, -1),
    },
    {
      name: 'open',
      label: `Open the ${noun} panel`,
      keys: 'Enter',
      keyTest: (e) => plain(e) && e.key === 'Enter',
      predicate: (t) => t.selection.selectedId !== null,
      perform: (t) => t.selection.openSelected(),
    },
    {
      name: 'close',
      label: `Close the ${noun} panel`,
      keys: 'Esc',
      keyTest: (e) => e.key === 'Escape',
      predicate: (t) => t.selection.detailId !== null || t.selection.compareId !== null,
      perform: (t) => t.selection.closeTop(),
    },
    {
      name: 'help',
      label: 'Show these shortcuts',
      keys: '?',
      keyTest: (e) => e.key === '?',
      predicate: always,
      perform: (t) => t.selection.setHelpOpen(true),
    },
  ];
}

/** The command a key press runs, if any. */
export function commandFor(commands: readonly ListCommand[], event: KeyLike): ListCommand | undefined {
  return commands.find((c) => c.keyTest(event));
}

/** Whether a key press is one of the commands' keys (the grid leaves those to the screen). */
export function isCommandKey(commands: readonly ListCommand[], event: KeyLike): boolean {
  return commands.some((c) => c.keyTest(event));
}
