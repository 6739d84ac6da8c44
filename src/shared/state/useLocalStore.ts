// A store of one component's lifetime (a dialog's, a panel's), made with the root store's environment:
// the store reaches the API, the component only holds the store.
import { getEnv, type IAnyStateTreeNode } from 'mobx-state-tree';
import { type DependencyList, useMemo } from 'react';
import type { RootEnv } from './RootEnv';

/** Made once, and made anew when `deps` change (a panel shown for another id). */
export function useLocalStore<T>(
  root: IAnyStateTreeNode,
  create: (env: RootEnv) => T,
  deps: DependencyList = [],
): T {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `create` is written inline; `deps` say when it runs again.
  return useMemo(() => create(getEnv<RootEnv>(root)), [root, ...deps]);
}
