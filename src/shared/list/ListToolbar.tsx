// The toolbar of a list screen: its own buttons (the actions slot), the filter toggle, the columns
// menu, the views menu and the pager on the first row; the count text and the removable chips below.
import { Button, Tag } from '@blueprintjs/core';
import { FilterIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import type { FieldItem } from '../../domain/columnLayouts';
import { ColumnMenu } from '../grid/ColumnMenu';
import { Paginator, type PaginatorProps } from '../grid/Paginator';
import type { FilterChip } from './filterFields';
import './list.css';

export type ListToolbarProps = {
  /** The filter toggle's text ('Leads Filters'); no toggle when the list has no panel. */
  filtersLabel?: string;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  /** Buttons of the screen's own (Closed Leads, Upload Bulk Leads...). */
  actions?: ReactNode;
  columns?: readonly FieldItem[];
  onToggleColumn?: (name: string, show: boolean) => void;
  /** Pins a column to the left, or unpins it (null). */
  onPinColumn?: (name: string, pinned: 'left' | null) => void;
  /** The views menu of a list with saved views. */
  views?: ReactNode;
  pager: PaginatorProps;
  /** The count text ('Showing all 12 leads', 'Loading leads…') or what the screen puts there. */
  status: ReactNode;
  /** Test id of the count text. */
  statusTestId?: string;
  /** Beside the count: whether the rows are the device's copy ("Updating…"). */
  freshness?: ReactNode;
  chips: readonly FilterChip[];
  onRemoveChip: (chip: FilterChip) => void;
};

export function ListToolbar(props: ListToolbarProps) {
  const { chips } = props;
  return (
    <div className="pp-list-toolbar">
      <div className="pp-list-toolbar__row">
        <div className="pp-list-toolbar__actions">
          {props.filtersLabel && (
            <Button
              icon={<FilterIcon />}
              text={props.filtersLabel}
              active={props.filtersOpen}
              aria-pressed={props.filtersOpen}
              onClick={props.onToggleFilters}
            />
          )}
          {props.actions}
          {props.columns && props.onToggleColumn && (
            <ColumnMenu items={props.columns} onToggle={props.onToggleColumn} onPin={props.onPinColumn} />
          )}
          {props.views}
        </div>
        <Paginator {...props.pager} />
      </div>
      <div className="pp-list-toolbar__row">
        <span className="pp-list-toolbar__status">
          <span className="pp-list-toolbar__count" data-testid={props.statusTestId}>
            {props.status}
          </span>
          {props.freshness}
        </span>
        {chips.length > 0 && (
          <ul className="pp-list-toolbar__chips" aria-label="Active filters">
            {chips.map((chip) => (
              <li key={`${chip.key}-${chip.id}`}>
                <Tag
                  round
                  interactive={false}
                  intent="primary"
                  minimal
                  onRemove={() => props.onRemoveChip(chip)}
                >
                  {chip.text}
                </Tag>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
