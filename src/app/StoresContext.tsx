import { getEnv } from 'mobx-state-tree';
import { createContext, type ReactNode, useContext } from 'react';
import { EnvContext } from '../shared/state/EnvContext';
import type { RootEnv } from '../shared/state/RootEnv';
import type { RootStoreInstance } from './RootStore';

const StoresContext = createContext<RootStoreInstance | null>(null);

type StoresProviderProps = {
  store: RootStoreInstance;
  children: ReactNode;
};

export function StoresProvider({ store, children }: StoresProviderProps) {
  return (
    <StoresContext.Provider value={store}>
      <EnvContext.Provider value={getEnv<RootEnv>(store)}>{children}</EnvContext.Provider>
    </StoresContext.Provider>
  );
}

export function useStores(): RootStoreInstance {
  const store = useContext(StoresContext);
  if (!store) throw new Error('useStores() needs a <StoresProvider> above it');
  return store;
}
