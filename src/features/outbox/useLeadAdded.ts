import { useCallback } from 'react';
import { useStores } from '../../app/StoresContext';

/** The leads list's screen name (the list kit's ScreensStore refreshes it by name). */
const LEADS_SCREEN_NAME = 'leads';

/**
 * What follows a lead added (from the form or the outbox): the dashboard counts are refetched and the
 * leads list, if it was opened this session, fetches its rows again.
 */
export function useLeadAdded(): () => void {
  const { session, dashboard, screens } = useStores();
  return useCallback(() => {
    const userId = session.user?.id;
    if (userId !== undefined) void dashboard.refresh(userId);
    screens.refresh(LEADS_SCREEN_NAME);
  }, [session, dashboard, screens]);
}
