import { Button, Spinner } from '@blueprintjs/core';
import { OfflineIcon, RefreshIcon } from '@blueprintjs/icons';
import { appConfig } from '../shared/config/appConfig';

/** Said on the start-up screen while the server gives no answer. */
export const SERVER_UNREACHABLE_TEXT =
  'The server cannot be reached. Your workspace opens as soon as it answers.';

type StartupLoadingProps = {
  /** The server gave no answer: say so, and offer to try at once (it is also retried on its own). */
  onRetry?: () => void;
};

/** Shown while start-up loads the user and the reference data. */
export function StartupLoading({ onRetry }: StartupLoadingProps) {
  return (
    <div className="pp-startup" role="status" aria-live="polite" data-testid="startup-loading">
      {onRetry ? <OfflineIcon size={48} /> : <Spinner intent="primary" size={48} />}
      <div className="pp-startup__product">{appConfig.productName}</div>
      {onRetry ? (
        <>
          <div className="pp-startup__text" data-testid="server-unreachable">
            {SERVER_UNREACHABLE_TEXT}
          </div>
          <Button icon={<RefreshIcon />} text="Try again" onClick={onRetry} />
        </>
      ) : (
        <div className="pp-startup__text">Loading your workspace…</div>
      )}
    </div>
  );
}
