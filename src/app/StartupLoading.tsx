import { Spinner } from '@blueprintjs/core';
import { appConfig } from '../shared/config/appConfig';

/** Shown while start-up loads the user and the reference data. */
export function StartupLoading() {
  return (
    <div className="pp-startup" role="status" aria-live="polite" data-testid="startup-loading">
      <Spinner intent="primary" size={48} />
      <div className="pp-startup__product">{appConfig.productName}</div>
      <div className="pp-startup__text">Loading your workspace…</div>
    </div>
  );
}
