// What a list screen needs of the app around it, provided by the app (routes.tsx): the signed-in user,
// the reference lists, the saved filters, the column layouts and the workspace that frames the list.
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { DeviceClass, FieldItem, FieldType } from '../../domain/columnLayouts';
import type { ReferenceLists, SavedFilterSource } from './listSpec';

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

type SavedFilterValues = Record<string, unknown>;
type SourceType<Kind> = Extract<SavedFilterSource, { kind: Kind }>['type'];
type SavedFilters<Kind, Created> = {
  get(id: number): { filter: SavedFilterValues } | undefined;
  create(type: SourceType<Kind>, filter: SavedFilterValues): Created;
};

export type ListHost = {
  session: { user: { id: number } | null };
  reference: ReferenceLists & { isSettled(list: 'stages' | 'statuses' | 'sources' | 'parents'): boolean };
  /** The user's saved filters, kept by the server. */
  filters: SavedFilters<'server', Promise<{ id: number } | undefined>> & { loaded: boolean };
  /** Those kept in the browser (campaigns, focus projects). */
  localFilters: SavedFilters<'local', { id: number }>;
  layouts: {
    items(type: FieldType, device: DeviceClass): FieldItem[];
    setItems(type: FieldType, device: DeviceClass, items: readonly FieldItem[]): Promise<unknown>;
  };
  Workspace: ComponentType<WorkspaceProps>;
};

export const ListHostContext = createContext<ListHost | null>(null);

export function useListHost(): ListHost {
  const host = useContext(ListHostContext);
  if (!host) throw new Error('useListHost() needs a <ListHostContext> above it');
  return host;
}
