import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { onboardingGate } from '../domain/gates';
import { ReraDialog } from '../features/profile/ReraDialog';
import { UpdateDetailsDialog } from '../features/profile/UpdateDetailsDialog';
import { TermsDialog } from '../features/terms/TermsDialog';
import { useStores } from './StoresContext';

/**
 * The onboarding gates after start-up (spec 01 §2.3.3), in order: the preferences-only profile dialog,
 * the forced terms dialog, the RERA Details dialog. Each save refetches the user, which moves on to the
 * next gate. The RERA dialog, when closed without an answer, stays closed for this visit.
 */
export const OnboardingGates = observer(function OnboardingGates() {
  const { session, startup } = useStores();
  const [dismissedRera, setDismissedRera] = useState(false);
  const me = session.me;
  if (startup.mode !== 'done' || !me) return null;
  const gate = onboardingGate(me);
  return (
    <>
      <UpdateDetailsDialog isOpen={gate === 'preferences'} onClose={() => undefined} only="preferences" />
      <TermsDialog isOpen={gate === 'terms'} onClose={() => undefined} forced />
      <ReraDialog isOpen={gate === 'rera' && !dismissedRera} onClose={() => setDismissedRera(true)} />
    </>
  );
});
