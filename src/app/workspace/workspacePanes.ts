// What a screen hands the workspace (Workspace.tsx on a phone, DesktopWorkspace.tsx on desktop).
import type { ReactElement } from 'react';
import type { WorkspaceProps } from '../../shared/list/listHost';
import { preloadable } from '../../shared/ui/preloadable';
import type { PaneId } from './mosaicLayout';

/** The test id of each pane: pane-list, pane-detail, pane-compare, pane-pulse. */
export function paneTestId(id: PaneId): string {
  return `pane-${id}`;
}

/** What the desktop workspace draws: the screen's panes, the list's already framed. */
export type DesktopWorkspaceProps = Omit<WorkspaceProps, 'list'> & { listPane: ReactElement };

/**
 * The desktop workspace's chunk (react-mosaic and its drag-and-drop packages), loaded on desktop only:
 * with the first screen's code at start-up (routes.tsx), or when a window grows to desktop width.
 */
export const DesktopWorkspaceChunk = preloadable<DesktopWorkspaceProps>(() =>
  import('./DesktopWorkspace').then((m) => m.DesktopWorkspace),
);
