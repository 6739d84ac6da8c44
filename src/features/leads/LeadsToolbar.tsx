import { Button, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { FieldItem } from '../../domain/columnLayouts';
import { formatNumber } from '../../shared/format/number';
import { ColumnMenu } from '../../shared/grid/ColumnMenu';
import { Paginator } from '../../shared/grid/Paginator';
import { LEAD_PAGE_SIZES, type LeadsStoreInstance } from './LeadsStore';
import { LEAD_FILTER_LABELS } from './leadQuery';

type LeadsToolbarProps = {
  store: LeadsStoreInstance;
  columns: readonly FieldItem[];
  onToggleColumn: (name: string, show: boolean) => void;
  onSaveFilter: () => void;
  onDownload: () => void;
  saving: boolean;
};

/** 'Showing all N leads' / 'Showing all 1 lead' / 'No Records Found'. */
export function leadCountText(count: number): string {
  if (count === 0) return 'No Records Found';
  return `Showing all ${formatNumber(count)} ${count === 1 ? 'lead' : 'leads'}`;
}

/** The leads toolbar (spec 02 "Leads list"): paging, views, columns, save filter, chips. */
export const LeadsToolbar = observer(function LeadsToolbar({
  store,
  columns,
  onToggleColumn,
  onSaveFilter,
  onDownload,
  saving,
}: LeadsToolbarProps) {
  const closed = store.mode === 'closed';
  const chips = Object.entries(store.filters).flatMap(([key, values]) =>
    values.map((v) => ({ key, id: v.id, text: `${LEAD_FILTER_LABELS[key] ?? key}: ${v.name}` })),
  );
  return (
    <div className="pp-leads-toolbar">
      <div className="pp-leads-toolbar__row">
        <div className="pp-leads-toolbar__actions">
          <Button
            icon="filter"
            text="Leads Filters"
            active={!closed && store.filtersOpen}
            aria-pressed={!closed && store.filtersOpen}
            onClick={() => store.toggleFiltersView()}
          />
          <Button
            icon="archive"
            text="Closed Leads"
            active={closed}
            aria-pressed={closed}
            onClick={() => store.toggleClosed()}
          />
          <ColumnMenu items={columns} onToggle={onToggleColumn} />
          <Button
            icon="floppy-disk"
            text="Save Filter"
            disabled={!store.hasFilters || closed}
            loading={saving}
            onClick={onSaveFilter}
          />
        </div>
        <Paginator
          page={store.page}
          size={store.size}
          count={store.total}
          sizes={LEAD_PAGE_SIZES}
          onPage={(page) => store.setPage(page)}
          onSize={(size) => store.setSize(size)}
        />
      </div>
      <div className="pp-leads-toolbar__row">
        {closed ? (
          store.loading ? (
            <span className="pp-leads-toolbar__count">Loading closed leads…</span>
          ) : store.closedCount > 0 ? (
            <Button
              variant="minimal"
              intent="primary"
              icon="download"
              loading={store.downloading}
              text={`Download all ${formatNumber(store.closedCount)} leads in Excel File`}
              onClick={onDownload}
            />
          ) : (
            <span className="pp-leads-toolbar__count">You have 0 Closed Leads</span>
          )
        ) : (
          <span className="pp-leads-toolbar__count" data-testid="leads-count">
            {store.loading ? 'Loading leads…' : leadCountText(store.count)}
          </span>
        )}
        {closed && <Button text="Get Leads" icon="refresh" onClick={() => store.showAllLeads()} />}
        {chips.length > 0 && (
          <ul className="pp-leads-toolbar__chips" aria-label="Active filters">
            {chips.map((chip) => (
              <li key={`${chip.key}-${chip.id}`}>
                <Tag
                  round
                  interactive={false}
                  intent="primary"
                  minimal
                  onRemove={() => store.removeFilter(chip.key, chip.id)}
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
});
