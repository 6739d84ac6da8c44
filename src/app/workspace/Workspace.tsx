import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import 'react-mosaic-component/react-mosaic-component.css';
import './workspace.css';
import { Button, Dialog, DialogBody } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { getEnv } from 'mobx-state-tree';
import { type ReactNode, useState } from 'react';
import { Mosaic } from 'react-mosaic-component';
import { PulseTeaser } from '../../features/pulse/PulseTeaser';
import type { RootEnv } from '../../shared/state/RootEnv';
import { useStores } from '../StoresContext';
import { useIsDesktop } from '../useIsDesktop';
import { type Layout, type PaneId, paneSignature, restoreLayout, saveLayout } from './mosaicLayout';

export type WorkspacePane = {
  title: ReactNode;
  content: ReactNode;
  onClose: () => void;
  actions?: ReactNode;
};

export type WorkspaceProps = {
  /** Names the screen; its layout is kept under 'pp.mosaic.v1.{screen}'. */
  screen: string;
  list: ReactNode;
  detail?: WorkspacePane | null;
  compare?: WorkspacePane | null;
};

/** The test id of each pane: pane-list, pane-detail, pane-compare, pane-pulse. */
export function paneTestId(id: PaneId): string {
  return `pane-${id}`;
}

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

type MobilePane = { id: PaneId; pane: WorkspacePane | null | undefined };

function mobilePanes(detail: WorkspacePane | null | undefined, compare: WorkspacePane | null | undefined) {
  const panes: MobilePane[] = [
    { id: 'detail', pane: detail },
    { id: 'compare', pane: compare },
  ];
  return panes;
}

type LayoutState = { key: string; layout: Layout };

/**
 * The screen's panes: on desktop react-mosaic panes (list, detail, compare, Pulse), resizable, with the
 * layout kept per screen; on mobile the list alone and the detail as a full-screen dialog.
 */
export const Workspace = observer(function Workspace({ screen, list, detail, compare }: WorkspaceProps) {
  const root = useStores();
  const { ui } = root;
  const { storage } = getEnv<RootEnv>(root);
  const isDesktop = useIsDesktop();
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

  const listPane = (
    <section className="pp-pane pp-pane--list" data-testid={paneTestId('list')}>
      <div className="pp-pane__body" data-scroll-reset="">
        {list}
      </div>
    </section>
  );

  if (!isDesktop) {
    return (
      <div className="pp-workspace pp-workspace--mobile">
        {listPane}
        {mobilePanes(detail, compare).map(({ id, pane }) =>
          pane ? (
            <Dialog
              key={id}
              isOpen
              title={pane.title}
              onClose={pane.onClose}
              className="pp-dialog-fullscreen"
              data-testid={paneTestId(id)}
            >
              <DialogBody>
                {pane.actions ? <div className="pp-pane__mobile-actions">{pane.actions}</div> : null}
                {pane.content}
              </DialogBody>
            </Dialog>
          ) : null,
        )}
      </div>
    );
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
