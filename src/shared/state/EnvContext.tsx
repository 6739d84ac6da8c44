// The root's environment (RootEnv) for the kit's components, which cannot reach the root store: the
// app provides it beside the stores.
import { createContext, useContext } from 'react';
import type { RootEnv } from './RootEnv';

export const EnvContext = createContext<RootEnv | null>(null);

export function useEnv(): RootEnv {
  const env = useContext(EnvContext);
  if (!env) throw new Error('useEnv() needs an <EnvContext> above it');
  return env;
}
