// The workspace on desktop: react-mosaic panes (list, detail, compare, Pulse), resizable, with the
// layout kept per screen. A chunk of its own (with react-mosaic and its drag-and-drop packages), which
// a phone never loads.
import 'react-mosaic-component/react-mosaic-component.css';
import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { getEnv } from 'mobx-state-tree';
import { useState } from 'react';
import { Mosaic } from 'react-mosaic-component';
import { PulseTeaser } from '../../features/pulse/PulseTeaser';
import type { WorkspacePane } from '../../shared/list/listHost';
import type { RootEnv } from '../../shared/state/RootEnv';
import { useStores } from '../StoresContext';
import { type Layout, type PaneId, paneSignature, restoreLayout, saveLayout } from './mosaicLayout';
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
          <Button variant="minimal" icon="cross" aria-label={closeLabel} onClick={pane.onClose} />
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
  const panes: PaneId[] = ['list'];
  if (detail) panes.push('detail');
  if (compare) panes.push('compare');
  if (ui.pulseOpen) panes.push('pulse');
  const key = `${screen}:${paneSignature(panes)}`;
  const [state, setState] = useState<LayoutState>(() => ({
    key,
    layout: restoreLayout(storage, screen, panes),
  }));
  let layout = state.layout;
  if (state.key !== key) {
    // Another screen or another set of panes: take its stored layout (or the default).
    layout = restoreLayout(storage, screen, panes);
    setState({ key, layout });
  }

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
    if (next !== null) setState({ key, layout: next });
  };
  const handleRelease = (next: Layout | null) => {
    if (next !== null) saveLayout(storage, screen, panes, next);
  };

  return (
    <div className="pp-workspace" data-testid="workspace">
      <Mosaic<PaneId>
        blueprintNamespace="bp6"
        className="mosaic-blueprint-theme pp-mosaic"
        renderTile={renderTile}
        value={layout}
        onChange={handleChange}
        onRelease={handleRelease}
        resize={{ minimumPaneSizePercentage: 15 }}
      />
    </div>
  );
});
