import { createContext, type ReactNode, useContext } from 'react';
import type { RootStoreInstance } from './RootStore';

const StoresContext = createContext<RootStoreInstance | null>(null);

type StoresProviderProps = {
  store: RootStoreInstance;
  children: ReactNode;
};

export function StoresProvider({ store, children }: StoresProviderProps) {
  return <StoresContext.Provider value={store}>{children}</StoresContext.Provider>;
}

export function useStores(): RootStoreInstance {
  const store = useContext(StoresContext);
  if (!store) throw new Error('useStores() needs a <StoresProvider> above it');
  return store;
}
