import { Button, InputGroup, Spinner } from '@blueprintjs/core';
import { EditIcon, TrashIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, type ReactElement, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { MAX_VIEW_NAME_LENGTH, type SavedViewInstance } from '../../shared/views/ViewsStore';

type SavedFilterLinkProps = {
  filter: SavedViewInstance;
  /** '/leads', '/projects'... the filter links to /{section}/{id}. */
  sectionPath: string;
  onRename: (name: string) => Promise<unknown>;
  /** Deletes the filter (the navigation offers to undo it for a few seconds). */
  onRemove: () => void;
  onNavigate: () => void;
};

/**
 * One saved filter under its section: a link, inline rename (Enter saves, Escape or leaving the
 * field cancels) and delete (deleting the filter on screen goes back to the section's list).
 */
export const SavedFilterLink = observer(function SavedFilterLink({
  filter,
  sectionPath,
  onRename,
  onRemove,
  onNavigate,
}: SavedFilterLinkProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const path = `${sectionPath}/${filter.id}`;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(filter.name);
  const [busy, setBusy] = useState(false);

  const startEditing = () => {
    setDraft(filter.name);
    setEditing(true);
  };

  const save = async () => {
    if (busy) return;
    const name = draft.trim();
    if (name === '' || name === filter.name) {
      setEditing(false);
      return;
    }
    setBusy(true);
    try {
      await onRename(name);
      setEditing(false);
    } catch {
      // The store keeps the old name; the field stays open to try again.
    } finally {
      setBusy(false);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      // Escape cancels the rename only (the mobile drawer around the navigation stays open).
      event.stopPropagation();
      setEditing(false);
    }
  };

  const handleRemove = () => {
    const onScreen = pathname === path;
    onRemove();
    if (onScreen) navigate(sectionPath);
  };

  if (editing) {
    return (
      <li className="pp-nav__filter pp-nav__filter--editing">
        <InputGroup
          size="small"
          autoFocus
          value={draft}
          readOnly={busy}
          maxLength={MAX_VIEW_NAME_LENGTH}
          aria-label={`New name of ${filter.name}`}
          onValueChange={setDraft}
          onKeyDown={handleKeyDown}
          onFocus={(event) => event.currentTarget.select()}
          onBlur={() => {
            if (!busy) setEditing(false);
          }}
          rightElement={busy ? <Spinner size={14} /> : undefined}
        />
      </li>
    );
  }

  return (
    <li className="pp-nav__filter" data-testid="saved-filter">
      <NavLink
        to={path}
        className={({ isActive }) => `pp-nav__filter-link${isActive ? ' is-active' : ''}`}
        onClick={onNavigate}
        title={filter.name}
      >
        {filter.name}
      </NavLink>
      <span className="pp-nav__filter-actions">
        <FilterAction icon={<EditIcon />} label={`Rename ${filter.name}`} onClick={startEditing} />
        <FilterAction icon={<TrashIcon />} label={`Delete ${filter.name}`} onClick={handleRemove} />
      </span>
    </li>
  );
});

/** A saved filter's small icon button (Rename, Delete). */
function FilterAction({ icon, label, onClick }: { icon: ReactElement; label: string; onClick: () => void }) {
  return <Button size="small" variant="minimal" icon={icon} aria-label={label} onClick={onClick} />;
}
