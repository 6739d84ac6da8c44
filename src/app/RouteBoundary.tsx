import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';

/** The browser-storage switch that makes a screen throw (for the crash e2e test; users never set it). */
export const DEBUG_CRASH_KEY = 'pp.debug.crash';

function DebugCrash() {
  if (window.localStorage.getItem(DEBUG_CRASH_KEY) !== null) {
    throw new Error(`Debug crash requested by ${DEBUG_CRASH_KEY}`);
  }
  return null;
}

type RouteBoundaryProps = { children: ReactNode };

/**
 * Wraps one route: a crash shows 'Something went wrong.' with Reload; another path starts afresh.
 * Moving between paths of one route (/leads to /leads/12) keeps the screen mounted.
 */
export function RouteBoundary({ children }: RouteBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <DebugCrash />
      {children}
    </ErrorBoundary>
  );
}
