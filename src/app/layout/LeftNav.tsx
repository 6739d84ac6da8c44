import { Button } from '@blueprintjs/core';
import { ChevronDownIcon, ChevronUpIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { memo, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { notify } from '../../shared/ui/notify';
import { UNDO_DELETE_MS } from '../../shared/views/ViewsStore';
import { useStores } from '../StoresContext';
import { isNavActive, NAV_ITEMS, type NavItem } from './navItems';
import { SavedFilterLink } from './SavedFilterLink';

type LeftNavProps = {
  /** Called after a choice (the mobile drawer closes). */
  onNavigate?: () => void;
};

/**
 * How many saved filters a section lists before 'Show all': the newest ones (a new filter is always
 * among them), plus the one on screen. A partner with hundreds keeps a short navigation, and drawing
 * it stays as quick as with a few.
 */
export const SHOWN_SAVED_FILTERS = 10;

/** The filters a section lists: all, or the newest few and the one on screen. */
function shownFilters<T extends { id: number }>(
  saved: readonly T[],
  all: boolean,
  pathname: string,
  to: string,
) {
  if (all || saved.length <= SHOWN_SAVED_FILTERS) return saved;
  const newest = saved.slice(-SHOWN_SAVED_FILTERS);
  const onScreen = saved.find((f) => pathname === `${to}/${f.id}`);
  return onScreen && !newest.includes(onScreen) ? [onScreen, ...newest] : newest;
}

type NavEntryProps = {
  item: NavItem;
  onNavigate: () => void;
};

const NavEntry = observer(function NavEntry({ item, onNavigate }: NavEntryProps) {
  const { views } = useStores();
  const { pathname } = useLocation();
  const active = isNavActive(item, pathname);
  const saved = item.views ? views.byList(item.views).filter((v) => v.pinned) : [];
  const [expanded, setExpanded] = useState(active);
  const [showAll, setShowAll] = useState(false);
  // The section opens when it is shown and when one of its filters is saved, so a new one is visible.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new saved filter (the count) is a trigger
  useEffect(() => {
    if (active) setExpanded(true);
  }, [active, saved.length]);
  const canExpand = item.views !== undefined && saved.length > 0;
  return (
    <li className="pp-nav__item">
      <div className={`pp-nav__row${active ? ' is-active' : ''}`}>
        <Link
          to={item.to}
          className="pp-nav__link"
          onClick={onNavigate}
          aria-current={active ? 'page' : undefined}
        >
          <item.icon size={16} className="pp-nav__icon" />
          <span>{item.label}</span>
        </Link>
        {canExpand ? (
          <Button
            size="small"
            variant="minimal"
            icon={expanded ? <ChevronUpIcon /> : <ChevronDownIcon />}
            aria-label={`${expanded ? 'Hide' : 'Show'} saved ${item.label} filters`}
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          />
        ) : null}
      </div>
      {canExpand && expanded ? (
        <ul className="pp-nav__filters" aria-label={`Saved ${item.label} filters`}>
          {shownFilters(saved, showAll, pathname, item.to).map((filter) => (
            <SavedFilterLink
              key={filter.id}
              filter={filter}
              sectionPath={item.to}
              onRename={(name) => views.update(filter, { name })}
              onRemove={() => {
                views.removeLater(filter);
                notify(`Deleted the filter '${filter.name}'`, 'success', UNDO_DELETE_MS, {
                  text: 'Undo',
                  onClick: () => views.undoRemove(filter),
                });
              }}
              onNavigate={onNavigate}
            />
          ))}
          {saved.length > SHOWN_SAVED_FILTERS ? (
            <li className="pp-nav__filter pp-nav__filter--more">
              <Button
                size="small"
                variant="minimal"
                text={showAll ? 'Show fewer' : `Show all ${saved.length}`}
                aria-label={
                  showAll
                    ? `Show fewer saved ${item.label} filters`
                    : `Show all ${saved.length} saved ${item.label} filters`
                }
                aria-expanded={showAll}
                onClick={() => setShowAll(!showAll)}
              />
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
});

/** The left navigation: the eight entries; Leads, BulkLeads, Projects, Bookings and Campaigns expand to pinned views. */
export const LeftNav = memo(function LeftNav({ onNavigate }: LeftNavProps) {
  const handleNavigate = () => onNavigate?.();
  return (
    <nav className="pp-nav" aria-label="Main">
      <ul className="pp-nav__list">
        {NAV_ITEMS.map((item) => (
          <NavEntry key={item.to} item={item} onNavigate={handleNavigate} />
        ))}
      </ul>
    </nav>
  );
});
