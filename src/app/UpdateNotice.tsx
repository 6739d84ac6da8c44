import { Button, Callout } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { useSyncExternalStore } from 'react';
import { newVersion } from './serviceWorker';

/** 'A new version is available' with Reload, once a new build's service worker waits (never a silent swap). */
export function UpdateNotice() {
  const waiting = useSyncExternalStore(
    newVersion.subscribe,
    () => newVersion.waiting,
    // While React takes over index.html's splash (hydration needs a server snapshot).
    () => newVersion.waiting,
  );
  if (!waiting) return null;
  return (
    <Callout
      className="pp-update-notice"
      intent="primary"
      icon={<RefreshIcon />}
      role="status"
      data-testid="update-notice"
    >
      <span>A new version is available</span>
      <Button size="small" intent="primary" text="Reload" onClick={() => newVersion.reload()} />
    </Callout>
  );
}

/** The offline marker on the phone's screens (the account button carries it on a desktop and the dashboard). */
export function OfflineBanner() {
  return (
    <div className="pp-offline-banner" role="status" data-testid="offline-banner">
      Offline: showing what this device last loaded
    </div>
  );
}
