import './workspace.css';
import { Dialog, DialogBody } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { WorkspacePane, WorkspaceProps } from '../../shared/list/listHost';
import { useIsDesktop } from '../../shared/ui/useIsDesktop';
import type { PaneId } from './mosaicLayout';
import { DesktopWorkspaceChunk, paneTestId } from './workspacePanes';

type MobilePane = { id: PaneId; pane: WorkspacePane | null | undefined };

function mobilePanes(detail: WorkspacePane | null | undefined, compare: WorkspacePane | null | undefined) {
  const panes: MobilePane[] = [
    { id: 'detail', pane: detail },
    { id: 'compare', pane: compare },
  ];
  return panes;
}

/**
 * The screen's panes: on desktop react-mosaic panes (list, detail, compare, Pulse), resizable, with the
 * layout kept per screen (DesktopWorkspace.tsx, a chunk of its own); on mobile the list alone and the
 * detail as a full-screen dialog.
 */
export const Workspace = observer(function Workspace({ screen, list, detail, compare }: WorkspaceProps) {
  const isDesktop = useIsDesktop();

  const listPane = (
    <section className="pp-pane pp-pane--list" data-testid={paneTestId('list')}>
      <div className="pp-pane__body" data-scroll-reset="">
        {list}
      </div>
    </section>
  );

  if (isDesktop) {
    return (
      <DesktopWorkspaceChunk.Component
        screen={screen}
        listPane={listPane}
        detail={detail}
        compare={compare}
      />
    );
  }

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
});
