import type { IAnyStateTreeNode } from 'mobx-state-tree';
import type { RemoteSearch } from '../form/RemoteSearchInput';
import { useLocalStore } from '../state/useLocalStore';
import { projectSearch } from './remoteSearches';

/** The forms' Project field search (GET /projects/auto_complete), made once per form. */
export function useProjectSearch(root: IAnyStateTreeNode): RemoteSearch {
  return useLocalStore(root, (env) => projectSearch(env.api));
}
