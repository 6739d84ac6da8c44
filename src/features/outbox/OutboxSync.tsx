import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../app/StoresContext';
import type { OutboxEntry } from '../../domain/leadOutbox';
import { notify } from '../../shared/ui/notify';
import { useOnline } from '../../shared/ui/useOnline';
import { useLeadAdded } from './useLeadAdded';

/** While leads wait and the server answers, a send is tried this often too (after a failed answer, say). */
export const OUTBOX_RETRY_MS = 60_000;

/** The home loans list's screen name (refreshed by name: the list's spec stays out of the shell's code). */
const HOME_LOANS_SCREEN_NAME = 'homeloans';

/** What the tab says of an entry that went out or was refused, whoever sent it. */
function settledText(entry: OutboxEntry): string {
  if (entry.refused !== null) {
    return entry.kind === 'homeLoan'
      ? 'A waiting home loan request was not sent: see Home Loans'
      : 'A waiting lead was not added: see Add Lead';
  }
  return entry.kind === 'homeLoan'
    ? `Home loan request for ${entry.payload.name} sent`
    : `Lead for ${entry.payload.name} sent`;
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

  // Each entry that went out or was refused (sent by this tab, another one or the service worker) is
  // said once, and its list shows it at once.
  const settled = outbox.settled.length;
  useEffect(() => {
    if (settled === 0) return;
    const entries = outbox.takeSettled().filter((e) => e.userId === userId);
    for (const entry of entries) notify(settledText(entry), entry.refused === null ? 'success' : 'failure');
    const sent = entries.filter((e) => e.sent !== undefined);
    if (sent.some((e) => e.kind !== 'homeLoan')) onAdded();
    if (sent.some((e) => e.kind === 'homeLoan')) screens.refresh(HOME_LOANS_SCREEN_NAME);
  }, [settled, outbox, userId, onAdded, screens]);

  useEffect(() => {
    if (userId === null || !online) return;
    const flush = () => void outbox.flush(userId);
    flush();
    const timer = waiting > 0 ? window.setInterval(flush, OUTBOX_RETRY_MS) : undefined;
    return () => {
      if (timer !== undefined) window.clearInterval(timer);
    };
  }, [userId, online, outbox, waiting]);

  return null;
});
