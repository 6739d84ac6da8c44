import { Dialog, DialogBody, HTMLTable } from '@blueprintjs/core';
import { LEAD_COMMANDS } from './leadCommands';

type ShortcutHelpProps = { isOpen: boolean; onClose: () => void };

/** The help overlay ('?') listing the keyboard shortcuts of the leads list. */
export function ShortcutHelp({ isOpen, onClose }: ShortcutHelpProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Keyboard shortcuts" icon="key-command">
      <DialogBody>
        <HTMLTable compact striped>
          <tbody>
            {LEAD_COMMANDS.map((c) => (
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
