// The leads list (/leads/:id?): toolbar, filters, the grid and the lead panels (spec 02 §2).
import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { getEnv } from 'mobx-state-tree';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { RootEnv } from '../../app/RootStore';
import { useStores } from '../../app/StoresContext';
import { useIsDesktop } from '../../app/useIsDesktop';
import { Workspace } from '../../app/workspace/Workspace';
import { type FieldItem, withVisibility } from '../../domain/columnLayouts';
import { toFilterModel } from '../../domain/filters';
import { DataGrid } from '../../shared/grid/DataGrid';
import type { GridColumn } from '../../shared/grid/gridColumn';
import { LeadDetailPanel } from './detail/LeadDetailPanel';
import { LeadFilters } from './LeadFilters';
import { type Lead, LeadsStore } from './LeadsStore';
import { LeadsToolbar } from './LeadsToolbar';
import { FILTERABLE_LEAD_COLUMNS, LEAD_COLUMNS, leadCellFilter } from './leadColumns';
import { commandFor } from './leadCommands';
import { isLeadPreset, leadFilterReader, presetFilters } from './leadQuery';
import { ShortcutHelp } from './ShortcutHelp';
import './leads.css';

const getLeadRowId = (lead: Lead) => String(lead.id);

/** Saves a blob under a file name (the browser's download). */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const LeadsScreen = observer(function LeadsScreen() {
  const root = useStores();
  const { reference, filters: savedFilters, layouts, session } = root;
  const { id: routeId } = useParams();
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();
  const device = isDesktop ? 'desktop' : 'mobile';
  const [store] = useState(() => LeadsStore.create({}, getEnv<RootEnv>(root)));
  const [appliedRoute, setAppliedRoute] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const routeKey = routeId ?? '';
  const magnetId = session.user?.id ?? 0;

  // Reference lists the filters and presets need.
  useEffect(() => {
    if (reference.status.stages === 'idle') void reference.loadStages();
    if (reference.status.statuses === 'idle') void reference.loadStatuses();
    if (reference.status.sources === 'idle') void reference.loadSources();
    if (reference.status.parents === 'idle') void reference.loadParents();
    if (!savedFilters.loaded && !savedFilters.loading) savedFilters.load().catch(() => undefined);
  }, [reference, savedFilters]);

  // The route selects a saved filter or a preset; the page goes back to 1. Both wait for the
  // reference lists (the presets' ids, the names of values a saved filter kept as bare ids).
  const referenceLists: ('stages' | 'statuses' | 'sources' | 'parents')[] = [
    'stages',
    'statuses',
    'sources',
    'parents',
  ];
  const referenceReady = referenceLists.every(
    (list) => reference.status[list] === 'fulfilled' || reference.status[list] === 'rejected',
  );
  const savedFilter = routeId && /^\d+$/.test(routeId) ? savedFilters.get(Number(routeId)) : undefined;
  useEffect(() => {
    if (!routeKey) {
      store.setFilters({});
      setAppliedRoute(routeKey);
    } else if (isLeadPreset(routeKey)) {
      if (!referenceReady) return;
      store.setFilters(
        presetFilters(routeKey, {
          stages: reference.stages,
          sources: reference.sources,
          statuses: reference.statuses,
        }),
      );
      setAppliedRoute(routeKey);
    } else if (savedFilter) {
      if (!referenceReady) return;
      store.setFilters(
        toFilterModel(
          savedFilter.filter,
          leadFilterReader({
            stages: reference.stages,
            sources: reference.sources,
            statuses: reference.statuses,
            parents: reference.parents,
          }),
        ),
      );
      setAppliedRoute(routeKey);
    } else if (savedFilters.loaded && !savedFilters.loading) {
      store.setFilters({});
      setAppliedRoute(routeKey);
    }
  }, [routeKey, referenceReady, savedFilter, savedFilters.loaded, savedFilters.loading, store, reference]);

  // Loads follow the query.
  const { mode, filters, page, size } = store;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query values are the trigger of the load
  useEffect(() => {
    if (appliedRoute !== routeKey) return;
    if (mode === 'leads') void store.loadLeads();
  }, [appliedRoute, routeKey, mode, filters, page, size, store]);
  useEffect(() => {
    if (mode === 'closed' && magnetId > 0) void store.loadClosed(magnetId);
  }, [mode, magnetId, store]);

  const columns = layouts.items('lead', device);
  const handleLayoutChange = useCallback(
    (items: FieldItem[]) => void layouts.setItems('lead', device, items),
    [layouts, device],
  );
  const handleToggleColumn = (name: string, show: boolean) =>
    void layouts.setItems('lead', device, withVisibility(columns, name, show));

  const handleCellFilter = useCallback(
    (column: string, lead: Lead) => {
      const filter = leadCellFilter(column, lead);
      if (filter && store.mode === 'leads') store.addFilter(filter.key, filter.option, filter.arity);
    },
    [store],
  );

  const gridColumns = useMemo<GridColumn<Lead>[]>(
    () => [
      {
        colId: 'More Info',
        headerName: '',
        width: 120,
        cellRenderer: (params: { data?: Lead }) =>
          params.data ? (
            <Button
              size="small"
              variant="minimal"
              intent="primary"
              text="More Info"
              onClick={(event) => {
                event.stopPropagation();
                if (params.data) store.openDetail(params.data.id);
              }}
            />
          ) : null,
      },
      ...LEAD_COLUMNS,
    ],
    [store],
  );

  const handleSaveFilter = async () => {
    setSaving(true);
    try {
      const saved = await savedFilters.create('lead', store.filters);
      if (saved) navigate(`/leads/${saved.id}`);
    } catch {
      // The button stays available to try again.
    } finally {
      setSaving(false);
    }
  };

  const handleDownload = async () => {
    try {
      const blob = await store.downloadClosed(magnetId);
      saveBlob(blob, 'closed-leads.xlsx');
    } catch {
      // The download button stays available.
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const command = commandFor(event);
    if (!command) return;
    event.preventDefault();
    command.perform(store);
  };

  const emptyText = (
    <div className="pp-leads-empty">
      <span>No leads match your search.</span>
      <div className="pp-leads-empty__actions">
        <Button
          intent="primary"
          icon="add"
          text="Add Lead"
          onClick={() => root.ui.chooseAction('Add Lead')}
        />
        <Button icon="refresh" text="Get Leads" onClick={() => store.showAllLeads()} />
      </div>
    </div>
  );

  const list = (
    <div className="pp-leads">
      <LeadsToolbar
        store={store}
        columns={columns}
        onToggleColumn={handleToggleColumn}
        onSaveFilter={handleSaveFilter}
        onDownload={handleDownload}
        saving={saving}
      />
      {store.mode === 'leads' && store.filtersOpen && <LeadFilters store={store} />}
      <DataGrid<Lead>
        label="Leads"
        rows={store.visibleRows}
        columns={gridColumns}
        layout={columns}
        onLayoutChange={handleLayoutChange}
        getRowId={getLeadRowId}
        loading={store.loading}
        emptyText={emptyText}
        filterableColumns={FILTERABLE_LEAD_COLUMNS}
        onCellFilter={handleCellFilter}
        selectedId={store.selectedId === null ? null : String(store.selectedId)}
        onSelect={(lead) => store.select(lead.id)}
        onKeyDown={handleKeyDown}
      />
      <ShortcutHelp isOpen={store.helpOpen} onClose={() => store.setHelpOpen(false)} />
    </div>
  );

  const pinButton = (
    <Button
      variant="minimal"
      icon={store.pinned ? 'unpin' : 'pin'}
      aria-label={store.pinned ? 'Unpin this lead' : 'Pin this lead to compare'}
      aria-pressed={store.pinned}
      active={store.pinned}
      onClick={() => store.togglePin()}
    />
  );

  const detail =
    store.detailId === null
      ? null
      : {
          title: `Lead #${store.detailId}`,
          content: <LeadDetailPanel leadId={store.detailId} />,
          onClose: () => store.closeDetail(),
          actions: isDesktop ? pinButton : undefined,
        };
  const compare =
    store.compareId === null || !isDesktop
      ? null
      : {
          title: `Lead #${store.compareId}`,
          content: <LeadDetailPanel leadId={store.compareId} />,
          onClose: () => store.closeCompare(),
        };

  return <Workspace screen="leads" list={list} detail={detail} compare={compare} />;
});
