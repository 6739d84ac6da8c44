// A lazily loaded component that can be fetched ahead of use and, once fetched, renders at once.
// React.lazy suspends on its first render even when the chunk is already in, and React holds a
// revealed Suspense boundary's content back for up to 300 ms after its fallback showed; a screen
// preloaded during start-up would wait that long for nothing. Once `preload` has resolved, the
// component renders the loaded one directly, without suspending.
import { type ComponentType, createElement, lazy } from 'react';

export type Preloadable<P extends object> = {
  Component: ComponentType<P>;
  /** Fetches the component's code; the same promise for every call until one fails. */
  preload: () => Promise<ComponentType<P>>;
};

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed fetch (the network went away) may be tried again.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function PreloadableComponent(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return { Component: PreloadableComponent, preload };
}
