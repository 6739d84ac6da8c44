import { Dialog, DialogBody, HTMLTable } from '@blueprintjs/core';
import { KeyCommandIcon } from '@blueprintjs/icons';
import type { ListCommand } from './listCommands';

type ShortcutHelpProps = { isOpen: boolean; onClose: () => void; commands: readonly ListCommand[] };

/** The help overlay ('?') listing the keyboard shortcuts of a list. */
export function ShortcutHelp({ isOpen, onClose, commands }: ShortcutHelpProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Keyboard shortcuts" icon={<KeyCommandIcon />}>
      <DialogBody>
        <p>These keys work as soon as the list is on screen, without clicking a row first.</p>
        <HTMLTable compact striped>
          <tbody>
            {commands.map((c) => (
              <tr key={c.name}>
                <td>
                  <kbd>{c.keys}</kbd>
                </td>
                <td>{c.label}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </DialogBody>
    </Dialog>
  );
}
