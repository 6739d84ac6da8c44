import type { IAnyStateTreeNode } from 'mobx-state-tree';
import type { RemoteSearch } from '../../shared/form/RemoteSearchInput';
import { projectSearch } from '../../shared/search/remoteSearches';
import { useLocalStore } from './useLocalStore';

/** The forms' Project field search (GET /projects/auto_complete), made once per form. */
export function useProjectSearch(root: IAnyStateTreeNode): RemoteSearch {
  return useLocalStore(root, (env) => projectSearch(env.api));
}
