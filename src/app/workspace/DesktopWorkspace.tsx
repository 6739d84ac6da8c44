// The workspace on desktop: react-mosaic panes (list, detail, compare, Pulse), resizable, with the
// layout kept per screen. A chunk of its own (with react-mosaic and its drag-and-drop packages), which
// a phone never loads.
import 'react-mosaic-component/react-mosaic-component.css';
import { Button } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { getEnv } from 'mobx-state-tree';
import { useState } from 'react';
import { Mosaic } from 'react-mosaic-component';
import { PulseTeaser } from '../../features/pulse/PulseTeaser';
import type { WorkspacePane } from '../../shared/list/listHost';
import type { RootEnv } from '../../shared/state/RootEnv';
import { useWidth } from '../../shared/ui/useWidth';
import { useStores } from '../StoresContext';
import {
  fitLayout,
  type Layout,
  MIN_SIDE_BY_SIDE_WIDTH,
  type PaneId,
  paneSignature,
  restoreLayout,
  saveLayout,
} from './mosaicLayout';
import { type DesktopWorkspaceProps, paneTestId } from './workspacePanes';

type PaneFrameProps = {
  id: PaneId;
  pane: WorkspacePane;
  closeLabel: string;
};

function PaneFrame({ id, pane, closeLabel }: PaneFrameProps) {
  return (
    <section className={`pp-pane pp-pane--${id}`} data-testid={paneTestId(id)}>
      <header className="pp-pane__header">
        <div className="pp-pane__title">{pane.title}</div>
        <div className="pp-pane__actions">
          {pane.actions}
          <Button variant="minimal" icon={<CrossIcon />} aria-label={closeLabel} onClick={pane.onClose} />
        </div>
      </header>
      <div className="pp-pane__body" data-scroll-reset="">
        {pane.content}
      </div>
    </section>
  );
}

type LayoutState = { key: string; layout: Layout };

export const DesktopWorkspace = observer(function DesktopWorkspace({
  screen,
  listPane,
  detail,
  compare,
}: DesktopWorkspaceProps) {
  const root = useStores();
  const { ui } = root;
  const { storage } = getEnv<RootEnv>(root);
  const userId = root.session.user?.id ?? 0;
  // The panels beside the list never squeeze it (a drag stops at its minimum width); in a workspace
  // too narrow for both, they lie over the list at the width they need, and the list keeps its own.
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const width = useWidth(element);
  const overlay = width > 0 && width < MIN_SIDE_BY_SIDE_WIDTH;
  const panes: PaneId[] = ['list'];
  if (detail && !overlay) panes.push('detail');
  if (compare && !overlay) panes.push('compare');
  if (ui.pulseOpen) panes.push('pulse');
  const key = `${userId}:${screen}:${paneSignature(panes)}`;
  const [state, setState] = useState<LayoutState>(() => ({
    key,
    layout: restoreLayout(storage, userId, screen, panes),
  }));
  let stored = state.layout;
  if (state.key !== key) {
    // Another screen or another set of panes: take its stored layout (or the default).
    stored = restoreLayout(storage, userId, screen, panes);
    setState({ key, layout: stored });
  }
  const layout = fitLayout(stored, width);

  const pulsePane: WorkspacePane = {
    title: 'Pulse',
    content: <PulseTeaser />,
    onClose: () => ui.setPulseOpen(false),
  };

  const renderTile = (id: PaneId) => {
    if (id === 'detail' && detail) return <PaneFrame id="detail" pane={detail} closeLabel="Close details" />;
    if (id === 'compare' && compare) return <PaneFrame id="compare" pane={compare} closeLabel="Close" />;
    if (id === 'pulse') return <PaneFrame id="pulse" pane={pulsePane} closeLabel="Close Pulse" />;
    return listPane;
  };

  const handleChange = (next: Layout | null) => {
    if (next !== null) setState({ key, layout: fitLayout(next, width) });
  };
  const handleRelease = (next: Layout | null) => {
    if (next !== null) saveLayout(storage, userId, screen, panes, fitLayout(next, width));
  };

  return (
    <div className="pp-workspace" data-testid="workspace" ref={setElement}>
      <Mosaic<PaneId>
        blueprintNamespace="bp6"
        className="mosaic-blueprint-theme pp-mosaic"
        renderTile={renderTile}
        value={layout}
        onChange={handleChange}
        onRelease={handleRelease}
        resize={{ minimumPaneSizePercentage: 15 }}
      />
      {overlay && (detail || compare) ? (
        <div className="pp-workspace__overlay" data-testid="workspace-overlay">
          {detail ? <PaneFrame id="detail" pane={detail} closeLabel="Close details" /> : null}
          {compare ? <PaneFrame id="compare" pane={compare} closeLabel="Close" /> : null}
        </div>
      ) : null}
    </div>
  );
});
