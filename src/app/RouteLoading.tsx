import { Spinner } from '@blueprintjs/core';

/** Shown inside the shell while a screen's code loads (a route's first visit). */
export function RouteLoading() {
  return (
    <div className="pp-route-loading" role="status" aria-live="polite" data-testid="route-loading">
      <Spinner intent="primary" size={36} />
      <span className="pp-route-loading__text">Loading…</span>
    </div>
  );
}
