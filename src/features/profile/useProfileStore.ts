import { getEnv, type Instance } from 'mobx-state-tree';
import { useState } from 'react';
import { useStores } from '../../app/StoresContext';
import type { RootEnv } from '../../shared/state/RootEnv';
import { ProfileStore } from './ProfileStore';

/** A ProfileStore for one dialog, sharing the root store's environment (API client). */
export function useProfileStore(): Instance<typeof ProfileStore> {
  const root = useStores();
  const [store] = useState(() => ProfileStore.create({}, getEnv<RootEnv>(root)));
  return store;
}
