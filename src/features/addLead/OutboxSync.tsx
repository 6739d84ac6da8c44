import { observer } from 'mobx-react-lite';
import { getEnv } from 'mobx-state-tree';
import { useEffect } from 'react';
import { useStores } from '../../app/StoresContext';
import type { RootEnv } from '../../shared/state/RootEnv';
import { notify } from '../../shared/ui/notify';
import { useLeadAdded } from './useLeadAdded';

/** While leads wait, a send is tried this often too (the browser may be online with the server unreachable). */
export const OUTBOX_RETRY_MS = 60_000;

function sentText(count: number): string {
  return count === 1 ? 'A waiting lead was added' : `${count} waiting leads were added`;
}

/**
 * Sends the partner's waiting leads: on start, when the connection or the server returns, and every
 * minute while some wait. Renders nothing.
 */
export const OutboxSync = observer(function OutboxSync() {
  const root = useStores();
  const { session, addLead } = root;
  const { reachability } = getEnv<RootEnv>(root);
  const onAdded = useLeadAdded();
  const userId = session.user?.id ?? null;
  const waiting = userId === null ? 0 : addLead.outbox.waitingCount(userId);

  useEffect(() => {
    if (userId === null) return;
    const flush = () => {
      if (!navigator.onLine) return;
      void addLead.outbox.flush(userId).then((result) => {
        if (result.sent.length > 0) {
          notify(sentText(result.sent.length), 'success');
          onAdded();
        }
        if (result.refused > 0) notify('A waiting lead was not added: see Add Lead', 'failure');
      });
    };
    flush();
    window.addEventListener('online', flush);
    const unsubscribe = reachability.subscribe(() => {
      if (reachability.reachable) flush();
    });
    const timer = waiting > 0 ? window.setInterval(flush, OUTBOX_RETRY_MS) : undefined;
    return () => {
      window.removeEventListener('online', flush);
      unsubscribe();
      if (timer !== undefined) window.clearInterval(timer);
    };
  }, [userId, addLead, onAdded, waiting, reachability]);

  return null;
});
