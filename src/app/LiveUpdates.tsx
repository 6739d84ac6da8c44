import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from './StoresContext';

/** A live change refreshes what is on screen in place: no loading state, the rows stay until replaced. */
const QUIET = { quiet: true };

/**
 * Keeps the partner's live updates open while signed in (extension, issue 44): changes on the partner's
 * leads, once a second at most, refresh the lists on show that show leads (by their screen names: the
 * lists' code stays in their own chunks) in place and mark the dashboard's counters outdated (read again
 * when it is shown); an open lead panel refreshes itself from the inbox store's note of the change.
 */
export const LiveUpdates = observer(function LiveUpdates() {
  const { session, inbox, screens, dashboard } = useStores();
  const token = session.token;
  const userId = session.user?.id;
  useEffect(() => {
    if (!token || userId === undefined) return;
    inbox.start(token, (news) => {
      screens.refresh('leads', QUIET);
      screens.refresh('closed-leads', QUIET);
      if (news.has('booking') || news.has('reset')) screens.refresh('bookings', QUIET);
      dashboard.setOutdated(true);
    });
    return () => inbox.stop();
  }, [token, userId, inbox, screens, dashboard]);
  return null;
});
