import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from './StoresContext';

/** A live change refreshes what is on screen in place: no loading state, the rows stay until replaced. */
const QUIET = { quiet: true };

/**
 * Keeps the partner's live updates open while signed in (extension, issue 44): a change on one of the
 * partner's leads refreshes the lists that show leads (by their screen names: the lists' code stays in
 * their own chunks) and the dashboard's counters in place; an open lead panel refreshes itself from
 * the inbox store's note of the change.
 */
export const LiveUpdates = observer(function LiveUpdates() {
  const { session, inbox, screens, dashboard } = useStores();
  const token = session.token;
  const userId = session.user?.id;
  useEffect(() => {
    if (!token || userId === undefined) return;
    inbox.start(token, (event) => {
      screens.refresh('leads', QUIET);
      screens.refresh('closed-leads', QUIET);
      if (event.kind === 'booking') screens.refresh('bookings', QUIET);
      void dashboard.refresh(userId);
    });
    return () => inbox.stop();
  }, [token, userId, inbox, screens, dashboard]);
  return null;
});
