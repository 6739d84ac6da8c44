import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../app/StoresContext';
import { notify } from '../../shared/ui/notify';
import { useOnline } from '../../shared/ui/useOnline';
import { useLeadAdded } from './useLeadAdded';

/** While leads wait and the server answers, a send is tried this often too (after a failed answer, say). */
export const OUTBOX_RETRY_MS = 60_000;

function sentText(count: number): string {
  return count === 1 ? 'A waiting lead was added' : `${count} waiting leads were added`;
}

/**
 * Sends the partner's waiting leads: on every app open, when the connection or the server returns, and
 * every minute while some wait (the service worker's Background Sync sends them too, where the browser
 * has it, even with the app closed: it gets the session's token while leads wait). Follows changes made
 * by other tabs and the service worker. Renders nothing.
 */
export const OutboxSync = observer(function OutboxSync() {
  const { session, addLead } = useStores();
  const online = useOnline();
  const onAdded = useLeadAdded();
  const userId = session.user?.id ?? null;
  const { token } = session;
  const waiting = userId === null ? 0 : addLead.outbox.waitingCount(userId);

  useEffect(() => addLead.outbox.follow(), [addLead]);

  useEffect(() => {
    if (userId !== null && token !== null && waiting > 0) void addLead.outbox.lendSession(userId, token);
  }, [addLead, userId, token, waiting]);

  useEffect(() => {
    if (userId === null || !online) return;
    const flush = () => {
      void addLead.outbox.flush(userId).then((result) => {
        if (result.sent.length > 0) {
          notify(sentText(result.sent.length), 'success');
          onAdded();
        }
        if (result.refused > 0) notify('A waiting lead was not added: see Add Lead', 'failure');
      });
    };
    flush();
    const timer = waiting > 0 ? window.setInterval(flush, OUTBOX_RETRY_MS) : undefined;
    return () => {
      if (timer !== undefined) window.clearInterval(timer);
    };
  }, [userId, online, addLead, onAdded, waiting]);

  return null;
});
