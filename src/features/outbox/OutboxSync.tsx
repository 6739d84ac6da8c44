import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../app/StoresContext';
import { notify } from '../../shared/ui/notify';
import { useOnline } from '../../shared/ui/useOnline';
import { useLeadAdded } from './useLeadAdded';

/** While leads wait and the server answers, a send is tried this often too (after a failed answer, say). */
export const OUTBOX_RETRY_MS = 60_000;

/** The home loans list's screen name (refreshed by name: the list's spec stays out of the shell's code). */
const HOME_LOANS_SCREEN_NAME = 'homeloans';

function sentText(count: number): string {
  return count === 1 ? 'A waiting lead was added' : `${count} waiting leads were added`;
}

function homeLoansSentText(count: number): string {
  return count === 1
    ? 'A waiting home loan request was sent'
    : `${count} waiting home loan requests were sent`;
}

/**
 * Sends the partner's waiting leads and home loan requests: on every app open, when the connection or the server returns, and
 * every minute while some wait (the service worker's Background Sync sends them too, where the browser
 * has it, even with the app closed: it gets the session's token while leads wait). Follows changes made
 * by other tabs and the service worker. Renders nothing.
 */
export const OutboxSync = observer(function OutboxSync() {
  const { session, outbox, screens } = useStores();
  const online = useOnline();
  const onAdded = useLeadAdded();
  const userId = session.user?.id ?? null;
  const { token } = session;
  const waiting = userId === null ? 0 : outbox.waitingOf(userId).length;

  useEffect(() => outbox.follow(), [outbox]);

  useEffect(() => {
    if (userId !== null && token !== null && waiting > 0) void outbox.lendSession(userId, token);
  }, [outbox, userId, token, waiting]);

  useEffect(() => {
    if (userId === null || !online) return;
    const flush = () => {
      void outbox.flush(userId).then((result) => {
        const homeLoans = result.sent.filter((e) => e.kind === 'homeLoan').length;
        const leads = result.sent.length - homeLoans;
        if (leads > 0) {
          notify(sentText(leads), 'success');
          onAdded();
        }
        if (homeLoans > 0) {
          notify(homeLoansSentText(homeLoans), 'success');
          screens.refresh(HOME_LOANS_SCREEN_NAME);
        }
        if (result.refused > 0) notify('A waiting lead was not added: see Add Lead', 'failure');
      });
    };
    flush();
    const timer = waiting > 0 ? window.setInterval(flush, OUTBOX_RETRY_MS) : undefined;
    return () => {
      if (timer !== undefined) window.clearInterval(timer);
    };
  }, [userId, online, outbox, onAdded, screens, waiting]);

  return null;
});
