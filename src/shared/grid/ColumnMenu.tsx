import { Button, Checkbox, PopoverNext } from '@blueprintjs/core';
import { ColumnLayoutIcon, PinIcon, UnpinIcon } from '@blueprintjs/icons';
import type { FieldItem } from '../../domain/columnLayouts';
import './grid.css';

type ColumnMenuProps = {
  items: readonly FieldItem[];
  onToggle: (name: string, show: boolean) => void;
  /** Pins a column to the left, or unpins it (null); no pin buttons without it. */
  onPin?: (name: string, pinned: 'left' | null) => void;
};

/** The column menu: one checkbox per column (shown or hidden), in the layout's order, and its pin. */
export function ColumnMenu({ items, onToggle, onPin }: ColumnMenuProps) {
  const shown = items.filter((i) => i.show).length;
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <fieldset className="pp-column-menu" aria-label="Columns">
          <legend className="pp-column-menu__title">Columns</legend>
          {items.map((item) => (
            <div key={item.name} className="pp-column-menu__item">
              <Checkbox
                label={item.name}
                checked={item.show}
                disabled={item.show && shown === 1}
                onChange={(event) => onToggle(item.name, event.currentTarget.checked)}
              />
              {onPin && (
                <Button
                  size="small"
                  variant="minimal"
                  icon={item.pinned ? <UnpinIcon /> : <PinIcon />}
                  active={item.pinned !== undefined}
                  aria-pressed={item.pinned !== undefined}
                  aria-label={`Pin ${item.name} to the left`}
                  disabled={!item.show}
                  onClick={() => onPin(item.name, item.pinned ? null : 'left')}
                />
              )}
            </div>
          ))}
        </fieldset>
      }
    >
      <Button
        icon={<ColumnLayoutIcon />}
        variant="outlined"
        text="Columns"
        aria-label="Show or hide columns"
      />
    </PopoverNext>
  );
}
