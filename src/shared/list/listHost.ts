// What a list screen needs of the app around it, provided by the app (routes.tsx): the signed-in user,
// the reference lists, the saved views, the column layouts and the workspace that frames the list.
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { DeviceClass, FieldItem, FieldType } from '../../domain/columnLayouts';
import type { ViewList, ViewsStoreInstance } from '../views/ViewsStore';
import type { ReferenceLists } from './listSpec';

export type WorkspacePane = {
  title: ReactNode;
  content: ReactNode;
  onClose: () => void;
  actions?: ReactNode;
};

export type WorkspaceProps = {
  /** Names the screen; its layout is kept per user under 'pp.mosaic.v2.{userId}.{screen}'. */
  screen: string;
  list: ReactNode;
  detail?: WorkspacePane | null;
  compare?: WorkspacePane | null;
};

/** The partner's column layouts of the lists. */
export type ColumnLayouts = {
  items(type: FieldType, device: DeviceClass): FieldItem[];
  setItems(type: FieldType, device: DeviceClass, items: readonly FieldItem[]): Promise<unknown>;
};

export type ListHost = {
  session: { user: { id: number } | null };
  reference: ReferenceLists & { hasValue(list: 'stages' | 'statuses' | 'sources' | 'parents'): boolean };
  /** The user's saved views, wherever each list keeps them. */
  views: ViewsStoreInstance;
  /** The lists whose views can be pinned to the left navigation. */
  pinnable: ReadonlySet<ViewList>;
  layouts: ColumnLayouts;
  Workspace: ComponentType<WorkspaceProps>;
};

export const ListHostContext = createContext<ListHost | null>(null);

export function useListHost(): ListHost {
  const host = useContext(ListHostContext);
  if (!host) throw new Error('useListHost() needs a <ListHostContext> above it');
  return host;
}
