// The views menu of a list toolbar, the same for every list with saved views: Save Filter (a new
// view, named in a dialog), the list's views (a search box above 10) with the one on screen marked,
// Save, Save as new, Rename, Duplicate, Pin to the navigation and Delete (with Undo for 5 s); the
// unsaved-changes marker with Save and Reset to view; Ctrl/Cmd+S saves.
import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Menu,
  MenuDivider,
  MenuItem,
  PopoverNext,
  Tag,
} from '@blueprintjs/core';
import {
  AddIcon,
  BlankIcon,
  BookmarkIcon,
  CaretDownIcon,
  DotIcon,
  DuplicateIcon,
  EditIcon,
  FloppyDiskIcon,
  PinIcon,
  SearchIcon,
  TickIcon,
  TrashIcon,
  UnpinIcon,
} from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DeviceClass, FieldItem } from '../../domain/columnLayouts';
import { notify, SAVE_FAILED_MESSAGE } from '../ui/notify';
import {
  DEFAULT_VIEW_NAME,
  MAX_VIEW_NAME_LENGTH,
  type SavedViewInstance,
  UNDO_DELETE_MS,
  type ViewSource,
} from '../views/ViewsStore';
import type { ListStoreInstance } from './createListStore';
import { useListHost } from './listHost';
import type { ReferenceLists } from './listSpec';
import { useListPath } from './useRouteFilters';

/** Views listed before the menu offers a search box. */
export const VIEWS_WITHOUT_SEARCH = 10;

type ViewsMenuProps = {
  // biome-ignore lint/suspicious/noExplicitAny: the menu reads no row or query type
  store: ListStoreInstance<any, any, ReferenceLists>;
  source: ViewSource;
  /** The columns on screen for this device (saved with a new view). */
  columns: readonly FieldItem[];
  device: DeviceClass;
};

type Naming = { title: string; initial: string; submit: (name: string) => Promise<unknown> } | null;

export const ViewsMenu = observer(function ViewsMenu({ store, source, columns, device }: ViewsMenuProps) {
  const { views, pinnable } = useListHost();
  const navigate = useNavigate();
  const listPath = useListPath(store.spec);
  const [naming, setNaming] = useState<Naming>(null);
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const { spec } = store;
  const list = views.byList(source.type);
  const onScreen =
    store.view && /^\d+$/.test(store.route ?? '') ? views.get(source.type, Number(store.route)) : undefined;
  const changed = onScreen !== undefined && store.viewChanged;
  // A view's address is its id; what else is in the query (an open lead, say) stays, its filters go.
  const go = (id: number | null) => navigate(listPath(id));

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      notify(SAVE_FAILED_MESSAGE, 'failure');
    } finally {
      setBusy(false);
    }
  };

  const saveAsNew = (initial = DEFAULT_VIEW_NAME) =>
    setNaming({
      title: 'Save as new view',
      initial,
      submit: async (name) => {
        const content = {
          ...store.viewContent,
          columns: { ...(store.viewColumns ?? {}), [device]: [...columns] },
        };
        const saved = await views.create(source, content, name);
        // The new route is the list as it is: applying it changes nothing on screen.
        store.applyRoute(String(saved.id), store.filters, saved);
        go(saved.id);
      },
    });
  const save = (view: SavedViewInstance) =>
    run(async () => {
      await views.update(view, store.viewContent);
      store.markViewSaved();
    });
  const rename = (view: SavedViewInstance) =>
    setNaming({ title: 'Rename view', initial: view.name, submit: (name) => views.update(view, { name }) });
  const duplicate = (view: SavedViewInstance) =>
    run(async () => {
      const copy = await views.duplicate(view);
      go(copy.id);
    });
  const remove = (view: SavedViewInstance) => {
    const wasOnScreen = view === onScreen;
    if (wasOnScreen) go(null);
    views.removeLater(view);
    notify(`Deleted the filter '${view.name}'`, 'success', UNDO_DELETE_MS, {
      text: 'Undo',
      // Undone: the view is back, and so is the address that showed it.
      onClick: () => {
        views.undoRemove(view);
        if (wasOnScreen) go(view.id);
      },
    });
  };

  // Ctrl/Cmd+S saves the view on screen, or names a new one on the plain list.
  const handleSave = onScreen ? () => void save(onScreen) : () => saveAsNew();
  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 's' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      handleSave();
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  });

  const needle = query.trim().toLowerCase();
  const shown = needle ? list.filter((v) => v.name.toLowerCase().includes(needle)) : list;
  const menu = (
    <Menu aria-label={`Saved ${spec.label} views`} className="pp-views-menu">
      {list.length > VIEWS_WITHOUT_SEARCH && (
        <li className="pp-views-menu__search">
          <InputGroup
            leftIcon={<SearchIcon />}
            size="small"
            placeholder="Search views"
            aria-label="Search views"
            value={query}
            onValueChange={setQuery}
          />
        </li>
      )}
      <MenuItem
        text="Default view"
        icon={store.view ? <BlankIcon /> : <TickIcon />}
        active={!store.view}
        onClick={() => go(null)}
        shouldDismissPopover
      />
      {shown.map((view) => (
        <MenuItem
          key={view.key}
          text={view.name}
          title={view.name}
          icon={view === onScreen ? <TickIcon /> : <BlankIcon />}
          active={view === onScreen}
          aria-current={view === onScreen ? 'true' : undefined}
          labelElement={
            view.pinned && pinnable.has(source.type) ? (
              <PinIcon size={12} className="pp-views-menu__pin" />
            ) : undefined
          }
          onClick={() => go(view.id)}
        />
      ))}
      {needle && shown.length === 0 && <MenuItem disabled text="No views match" />}
      <MenuDivider />
      {onScreen && (
        <MenuItem
          icon={<FloppyDiskIcon />}
          text="Save"
          disabled={!changed}
          onClick={() => void save(onScreen)}
        />
      )}
      <MenuItem
        icon={<AddIcon />}
        text="Save as new…"
        onClick={() => saveAsNew(onScreen ? `${onScreen.name} (copy)` : undefined)}
      />
      {onScreen && (
        <>
          <MenuItem icon={<EditIcon />} text="Rename…" onClick={() => rename(onScreen)} />
          <MenuItem icon={<DuplicateIcon />} text="Duplicate" onClick={() => void duplicate(onScreen)} />
          {pinnable.has(source.type) && (
            <MenuItem
              icon={onScreen.pinned ? <UnpinIcon /> : <PinIcon />}
              text={onScreen.pinned ? 'Unpin from navigation' : 'Pin to navigation'}
              onClick={() => void run(() => views.update(onScreen, { pinned: !onScreen.pinned }))}
            />
          )}
          <MenuItem icon={<TrashIcon />} intent="danger" text="Delete" onClick={() => remove(onScreen)} />
        </>
      )}
    </Menu>
  );

  return (
    <>
      <Button
        icon={<FloppyDiskIcon />}
        text="Save Filter"
        disabled={!store.hasFilters}
        loading={busy}
        onClick={() => saveAsNew()}
      />
      <PopoverNext content={menu} placement="bottom-start" onClosed={() => setQuery('')}>
        <Button
          icon={<BookmarkIcon />}
          endIcon={<CaretDownIcon />}
          text={onScreen ? onScreen.name : 'Views'}
          aria-label={`Views: ${onScreen ? onScreen.name : 'Default view'}`}
          className="pp-views-button"
        />
      </PopoverNext>
      {changed && onScreen && (
        <span className="pp-views-changed">
          <Tag minimal intent="warning" icon={<DotIcon />}>
            Unsaved changes
          </Tag>
          <Button
            size="small"
            intent="primary"
            text="Save"
            loading={busy}
            onClick={() => void save(onScreen)}
          />
          <Button size="small" variant="minimal" text="Reset to view" onClick={() => store.resetView()} />
        </span>
      )}
      {naming && <NameDialog naming={naming} onClose={() => setNaming(null)} />}
    </>
  );
});

/** Why a view's name cannot be saved, or null: it must have text, and at most 100 characters. */
export function viewNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Give the view a name.';
  if (trimmed.length > MAX_VIEW_NAME_LENGTH)
    return `A view's name has at most ${MAX_VIEW_NAME_LENGTH} characters (this one has ${trimmed.length}).`;
  return null;
}

/**
 * Asks a view's name (Save as new, Rename); Enter saves, Cancel or Esc leaves things as they were. An
 * empty or too long name is refused with its reason, never changed silently.
 */
function NameDialog({ naming, onClose }: { naming: NonNullable<Naming>; onClose: () => void }) {
  const [name, setName] = useState(naming.initial);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = viewNameProblem(name);
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem) return;
    setBusy(true);
    try {
      await naming.submit(name.trim());
      onClose();
    } catch {
      notify(SAVE_FAILED_MESSAGE, 'failure');
    } finally {
      setBusy(false);
    }
  };
  const shown = tried || name.trim().length > MAX_VIEW_NAME_LENGTH ? problem : null;
  return (
    <Dialog isOpen onClose={onClose} title={naming.title} className="pp-view-name-dialog">
      <form onSubmit={(event) => void handleSubmit(event)}>
        <DialogBody>
          <FormGroup
            label="View name"
            labelFor="pp-view-name"
            intent={shown ? 'danger' : 'none'}
            helperText={shown ?? undefined}
          >
            <InputGroup
              autoFocus
              id="pp-view-name"
              value={name}
              intent={shown ? 'danger' : 'none'}
              aria-invalid={shown !== null}
              onValueChange={setName}
              onFocus={(event) => event.currentTarget.select()}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button type="submit" intent="primary" text="Save" loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
