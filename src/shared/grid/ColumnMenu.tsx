import { Button, Checkbox, PopoverNext } from '@blueprintjs/core';
import type { FieldItem } from '../../domain/columnLayouts';
import './grid.css';

type ColumnMenuProps = {
  items: readonly FieldItem[];
  onToggle: (name: string, show: boolean) => void;
};

/** The column-visibility menu: one checkbox per column, in the layout's order. */
export function ColumnMenu({ items, onToggle }: ColumnMenuProps) {
  const shown = items.filter((i) => i.show).length;
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <fieldset className="pp-column-menu" aria-label="Columns">
          <legend className="pp-column-menu__title">Columns</legend>
          {items.map((item) => (
            <Checkbox
              key={item.name}
              label={item.name}
              checked={item.show}
              disabled={item.show && shown === 1}
              onChange={(event) => onToggle(item.name, event.currentTarget.checked)}
            />
          ))}
        </fieldset>
      }
    >
      <Button icon="column-layout" variant="outlined" text="Columns" aria-label="Show or hide columns" />
    </PopoverNext>
  );
}
