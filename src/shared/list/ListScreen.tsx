// A list screen drawn from its spec and its store: the toolbar (filters, columns, Save Filter,
// pager, count, chips), the filter panel, the rows (the grid on desktop, cards below 900 px), the
// shortcut help and the detail panes of the workspace. The route (/section/:id?) and the address pick the filters (useRouteFilters); the store keeps filters,
// page, page size and panels across navigation.
import {
  Button,
  Callout,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  Drawer,
  NonIdealState,
  Tag,
} from '@blueprintjs/core';
import {
  CrossIcon,
  ErrorIcon,
  FilterIcon,
  OfflineIcon,
  RefreshIcon,
  WarningSignIcon,
} from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { type FieldItem, withPin, withVisibility } from '../../domain/columnLayouts';
import type { GridExpansion } from '../grid/DataGrid';
import { DataGridChunk } from '../grid/DataGridChunk';
import type { GridColumn } from '../grid/gridColumn';
import { Paginator } from '../grid/Paginator';
import { useEnv } from '../state/EnvContext';
import { CardList } from './CardList';
import type { ListStoreInstance } from './createListStore';
import { FilterPanel } from './FilterPanel';
import { filterChips } from './filterFields';
import { ListToolbar } from './ListToolbar';
import { commandFor, isCommandKey, type KeyLike, listCommands } from './listCommands';
import { LIST_PAGE_SIZES, type ReferenceLists } from './listSpec';
import { ShortcutHelp } from './ShortcutHelp';
import './list.css';
import { CopyFreshness } from '../ui/CopyFreshness';
import { useIsDesktop } from '../ui/useIsDesktop';
import { useOnline } from '../ui/useOnline';
import { useListHost, type WorkspacePane } from './listHost';
import { useRouteFilters } from './useRouteFilters';
import { ViewsMenu } from './ViewsMenu';

export type ListStore<Row, Q> = ListStoreInstance<Row, Q, ReferenceLists>;

export type ListScreenProps<Row, Q> = {
  store: ListStore<Row, Q>;
  /** Where the filter fields open: a panel above the grid (default) or a dialog. */
  filtersAs?: 'panel' | 'dialog';
  /** Whether the route picks the filters (false for a second view of the same path). */
  followRoute?: boolean;
  /** Shown above the toolbar (a summary of the list: the bookings' passback cards). */
  header?: ReactNode;
  /** The screen's own toolbar buttons. */
  actions?: ReactNode;
  /** Replaces the count text (the closed-leads download, say). */
  status?: ReactNode;
  /** Replaces the empty text (with buttons, say). */
  empty?: ReactNode;
  /** Columns before the layout's columns (row actions), never hidden. */
  leadingColumns?: readonly GridColumn<Row>[];
  /** Rows opened below themselves by their expand toggle (a leading column's). */
  expansion?: GridExpansion<Row>;
  /** The panel of an open row. */
  detail?: (id: number) => Omit<WorkspacePane, 'onClose'>;
  /** Loads again when this changes (a row added elsewhere). */
  refreshToken?: number;
  /** Query keys the screen reads itself (the open lead), kept beside the filter keys. */
  queryKeys?: readonly string[];
  /** Rows changed since the user last looked (their ids): bold in the grid, 'Updated' on a card. */
  markedIds?: ReadonlySet<number>;
};

/** What a list that failed offline says under its error: none of it was kept on the device. */
const NOTHING_ON_DEVICE =
  'You are offline, and nothing of this list is on this device yet: it loads when the connection is back.';

function isTyping(target: EventTarget): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function ListScreenView<Row, Q>(props: ListScreenProps<Row, Q>) {
  const { store, followRoute = true } = props;
  const { spec } = store;
  const host = useListHost();
  const { reference, layouts, Workspace } = host;
  const { api, now } = useEnv();
  const { id: routeId } = useParams();
  const isDesktop = useIsDesktop();
  const online = useOnline();
  const device = isDesktop ? 'desktop' : 'mobile';
  const routeKey = routeId ?? '';
  const commands = useMemo(() => listCommands(spec.noun), [spec.noun]);

  // The route and the address pick the filters; filter changes are written to the address.
  useRouteFilters(store, routeKey, followRoute, props.queryKeys);

  // Loads follow the query (and a refresh asked for from elsewhere).
  const userId = host.session.user?.id ?? 0;
  useEffect(() => store.setUser(userId), [store, userId]);
  useEffect(() => {
    store.setShown(true);
    return () => store.setShown(false);
  }, [store]);
  const ready = (!followRoute || store.route === routeKey) && store.userId === userId;
  const { requestKey } = store;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request key and the token are the triggers of the load
  useEffect(() => {
    if (ready) void store.load();
  }, [ready, requestKey, props.refreshToken, store]);

  // Back online (or the server answers again): a list that failed, or shows the device's copy, loads again.
  const stale = store.status === 'rejected' || (store.copiedAt !== null && !store.loading);
  // biome-ignore lint/correctness/useExhaustiveDependencies: coming back online is the trigger
  useEffect(() => {
    if (ready && online && stale) void store.refresh({ quiet: true });
  }, [online]);

  // The columns on screen: the current view's (the default view's are the partner's layout).
  const columns = store.columns(layouts, device);
  const canChangeColumns = spec.layout !== undefined;
  const handleLayoutChange = useCallback(
    (items: FieldItem[]) => store.setColumns(layouts, device, items),
    [layouts, store, device],
  );
  const handleToggleColumn = (name: string, show: boolean) =>
    handleLayoutChange(withVisibility(columns, name, show));
  const handlePinColumn = (name: string, pinned: 'left' | null) =>
    handleLayoutChange(withPin(columns, name, pinned));

  // Cell filters and row-action columns are the desktop grid's; a phone's card opens its row.
  const filterable = useMemo(
    () => (isDesktop ? spec.columns.filter((c) => c.cellFilter).map((c) => c.colId) : []),
    [spec.columns, isDesktop],
  );
  const handleCellFilter = useCallback(
    (colId: string, row: Row) => {
      const filter = spec.columns.find((c) => c.colId === colId)?.cellFilter?.(row);
      if (filter) store.addFilter(filter.key, filter.option, filter.arity);
    },
    [spec.columns, store],
  );
  // Stable across renders: the grid's row styling depends on them, and a new function would have AG Grid
  // style every row again on each render of the screen (a filter click renders it twice).
  const gridRowId = useCallback((row: Row) => String(spec.rowId(row)), [spec]);
  const { markedIds } = props;
  const gridMarkedIds = useMemo(
    () => (markedIds ? new Set([...markedIds].map(String)) : undefined),
    [markedIds],
  );
  const handleSelect = useCallback((row: Row) => store.selection.select(spec.rowId(row)), [spec, store]);
  const gridColumns = useMemo<GridColumn<Row>[]>(
    () => [...(props.leadingColumns ?? []), ...spec.columns],
    [props.leadingColumns, spec.columns],
  );
  // Below 900 px a card per row; a tap on it (or its action) opens the row when the screen has panels.
  const hasDetail = props.detail !== undefined;
  const handleOpen = useCallback((row: Row) => store.selection.open(spec.rowId(row)), [spec, store]);

  const { selection } = store;
  const runCommand = (event: KeyLike & { target: EventTarget | null; preventDefault(): void }) => {
    if (event.key !== 'Escape' && event.target && isTyping(event.target)) return;
    const command = commandFor(commands, event);
    if (!command?.predicate(store)) return;
    event.preventDefault();
    command.perform(store);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => runCommand(event);
  // The commands work as soon as the list is on screen, before any click: keys pressed with nothing
  // focused (or the navigation link that led here) reach them too; dialogs and fields keep theirs.
  const screenRef = useRef<HTMLDivElement>(null);
  const runCommandRef = useRef(runCommand);
  runCommandRef.current = runCommand;
  useEffect(() => {
    const handleDocumentKey = (event: globalThis.KeyboardEvent) => {
      const target = event.target;
      if (event.defaultPrevented || !(target instanceof Element)) return;
      if (screenRef.current?.contains(target) || target.closest(`.${Classes.PORTAL}`)) return;
      if (event.key === 'Enter' && target.closest('a, button, [role="menuitem"]')) return;
      runCommandRef.current(event);
      // The list has the keys now: Enter next opens the row rather than following the link.
      if (event.defaultPrevented && target instanceof HTMLElement) target.blur();
    };
    document.addEventListener('keydown', handleDocumentKey);
    return () => document.removeEventListener('keydown', handleDocumentKey);
  }, []);
  const suppressKey = useCallback(
    (event: globalThis.KeyboardEvent) => isCommandKey(commands, event),
    [commands],
  );

  const rejected = store.status === 'rejected';
  const rejectedText = store.errorStatus > 0 ? spec.texts.failed(store.errorStatus) : spec.texts.rejected;
  // Offline, a list that failed with nothing to show says so once (in the list), and why: none of it
  // is on the device yet.
  const offline = rejected && !online && store.visibleRows.length === 0;
  const status =
    props.status ??
    (store.loading && !store.updating ? (
      spec.texts.loading
    ) : rejected ? (
      <span className="pp-list-status--rejected">{offline ? 'Offline' : rejectedText}</span>
    ) : (
      spec.texts.count(store.count)
    ));
  const empty =
    rejected && store.visibleRows.length === 0 ? (
      <NonIdealState
        icon={offline ? <OfflineIcon /> : <ErrorIcon />}
        title={rejectedText}
        description={offline ? NOTHING_ON_DEVICE : undefined}
        action={<Button icon={<RefreshIcon />} text="Try again" onClick={() => void store.refresh()} />}
      />
    ) : (
      (props.empty ?? spec.texts.empty)
    );

  const cardProps = {
    label: spec.label,
    rows: store.visibleRows,
    card: spec.card,
    columns: spec.columns,
    getRowId: spec.rowId,
    loading: store.loading && !store.updating,
    emptyText: empty,
    selectedId: selection.selectedId,
    onOpen: hasDetail ? handleOpen : undefined,
    onSelect: hasDetail ? handleSelect : undefined,
    markedIds: props.markedIds,
  };

  const pager = {
    page: store.page,
    size: store.size,
    count: store.count,
    sizes: spec.pageSizes ?? LIST_PAGE_SIZES,
    onPage: (page: number) => store.setPage(page),
    onSize: (size: number) => store.setSize(size),
  };

  const chips = filterChips(spec.fields, store.filters);
  const filterPanel = (label: string) => (
    <FilterPanel
      label={label}
      idPrefix={spec.name}
      fields={spec.fields}
      filters={store.filters}
      ctx={reference}
      api={api}
      onAdd={(key, option, arity) => store.addFilter(key, option, arity)}
      onRemove={(key, id) => store.removeFilter(key, id)}
    />
  );

  // The filters of a dialog or a drawer: the chosen ones as removable tags above the fields.
  const filterSheet = (label: string) => (
    <>
      {chips.length > 0 && (
        <ul className="pp-list-toolbar__chips pp-filter-dialog__chips" aria-label="Chosen filters">
          {chips.map((chip) => (
            <li key={`${chip.key}-${chip.id}`}>
              <Tag round minimal intent="primary" onRemove={() => store.removeFilter(chip.key, chip.id)}>
                {chip.text}
              </Tag>
            </li>
          ))}
        </ul>
      )}
      {filterPanel(label)}
    </>
  );
  const filterActions = (
    <>
      <Button text="Clear all" disabled={!store.hasFilters} onClick={() => store.setFilters({})} />
      <Button intent="primary" text="Done" onClick={() => store.setFiltersOpen(false)} />
    </>
  );

  const list = (
    <div className="pp-list">
      {props.header}
      <ListToolbar
        filtersLabel={spec.filtersLabel}
        filtersOpen={store.filtersOpen}
        onToggleFilters={() => store.toggleFilters()}
        actions={props.actions}
        columns={canChangeColumns ? columns : undefined}
        onToggleColumn={canChangeColumns ? handleToggleColumn : undefined}
        onPinColumn={canChangeColumns && isDesktop ? handlePinColumn : undefined}
        views={
          spec.views ? (
            <ViewsMenu store={store} source={spec.views} columns={columns} device={device} />
          ) : undefined
        }
        pager={pager}
        status={status}
        statusTestId={spec.countTestId}
        freshness={
          <CopyFreshness
            updating={store.updating}
            staleSince={store.loading ? null : store.copiedAt}
            now={now()}
          />
        }
        chips={chips}
        onRemoveChip={(chip) => store.removeFilter(chip.key, chip.id)}
      />
      {store.notice && (
        <Callout intent="warning" icon={<WarningSignIcon />} className="pp-list-notice" role="status">
          <span>{store.notice}</span>
          <Button
            size="small"
            variant="minimal"
            icon={<CrossIcon />}
            aria-label="Dismiss"
            onClick={() => store.setNotice(null)}
          />
        </Callout>
      )}
      {spec.filtersLabel &&
        store.filtersOpen &&
        isDesktop &&
        props.filtersAs !== 'dialog' &&
        filterPanel(spec.filtersLabel)}
      {spec.filtersLabel && isDesktop && props.filtersAs === 'dialog' && (
        <Dialog
          isOpen={store.filtersOpen}
          onClose={() => store.setFiltersOpen(false)}
          title={spec.filtersLabel}
          icon={<FilterIcon />}
          className="pp-filter-dialog"
        >
          <DialogBody useOverflowScrollContainer={false}>{filterSheet(spec.filtersLabel)}</DialogBody>
          <DialogFooter actions={filterActions} />
        </Dialog>
      )}
      {/* On a phone the filters rise from the bottom; the list's count stays in view above them. The
          sheet leaves the page usable and closes by Done, its cross or the toolbar's toggle. */}
      {spec.filtersLabel && !isDesktop && (
        <Drawer
          isOpen={store.filtersOpen}
          onClose={() => store.setFiltersOpen(false)}
          title={spec.filtersLabel}
          icon={<FilterIcon />}
          position="bottom"
          size="70%"
          hasBackdrop={false}
          enforceFocus={false}
          canOutsideClickClose={false}
          className="pp-filter-drawer"
        >
          <div role="dialog" aria-label={spec.filtersLabel} className="pp-filter-drawer__content">
            <div className={`${Classes.DRAWER_BODY} pp-filter-drawer__body`}>
              {filterSheet(spec.filtersLabel)}
            </div>
            <div className={`${Classes.DRAWER_FOOTER} pp-filter-drawer__footer`}>
              <span className="pp-filter-drawer__count" role="status">
                {status}
              </span>
              <span className="pp-filter-drawer__actions">{filterActions}</span>
            </div>
          </div>
        </Drawer>
      )}
      {isDesktop ? (
        <Suspense fallback={<CardList {...cardProps} rows={[]} loading />}>
          <DataGridChunk.Component<Row>
            label={spec.label}
            rows={store.visibleRows}
            columns={gridColumns}
            layout={columns}
            onLayoutChange={handleLayoutChange}
            getRowId={gridRowId}
            loading={store.loading && !store.updating}
            emptyText={empty}
            filterableColumns={filterable}
            onCellFilter={handleCellFilter}
            {...(spec.sortable ? { sortableColumns: spec.sortable, onSortChange: store.setSort } : {})}
            sort={store.sort}
            selectedId={selection.selectedId === null ? null : String(selection.selectedId)}
            onSelect={handleSelect}
            suppressKey={suppressKey}
            {...(props.expansion ? { expansion: props.expansion } : {})}
            {...(gridMarkedIds ? { markedIds: gridMarkedIds } : {})}
            {...(spec.keepInView ? { keepInView: spec.keepInView } : {})}
          />
        </Suspense>
      ) : (
        <>
          <CardList {...cardProps} />
          {store.count > store.size && (
            <nav className="pp-list-footer" aria-label="Pages">
              <Paginator
                {...pager}
                withSize={false}
                onPage={(page) => {
                  pager.onPage(page);
                  window.scrollTo({ top: 0 });
                }}
              />
            </nav>
          )}
        </>
      )}
      <ShortcutHelp
        isOpen={selection.helpOpen}
        onClose={() => selection.setHelpOpen(false)}
        commands={commands}
      />
    </div>
  );

  const detailPane = (id: number | null, onClose: () => void) =>
    id === null || !props.detail ? null : { ...props.detail(id), onClose };
  const detail = detailPane(selection.detailId, () => selection.closeDetail());
  const compare = isDesktop ? detailPane(selection.compareId, () => selection.closeCompare()) : null;

  return (
    // Keys from anywhere in the workspace (the grid, an open panel) reach the commands.
    // biome-ignore lint/a11y/noStaticElementInteractions: the grid and panels inside are the interactive elements
    <div className="pp-list-screen" ref={screenRef} onKeyDown={handleKeyDown}>
      <Workspace screen={spec.name} list={list} detail={detail} compare={compare} />
    </div>
  );
}

export const ListScreen = observer(ListScreenView) as typeof ListScreenView;
