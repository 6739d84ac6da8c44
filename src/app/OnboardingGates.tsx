import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { onboardingGate } from '../domain/gates';
import { UpdateDetailsDialog } from '../features/profile/UpdateDetailsDialog';
import { TermsDialog } from '../features/terms/TermsDialog';
import { useStores } from './StoresContext';

// The RERA dialog (with its date field, and so Blueprint's date input, whose module computes every time
// zone's offset when it loads) is loaded only for a partner who reaches that gate, not at every start-up.
const ReraDialog = lazy(() =>
  import('../features/profile/ReraDialog').then((m) => ({ default: m.ReraDialog })),
);

/**
 * The onboarding gates (spec 01 §2.3.3), decided from the user as the device last had it and confirmed
 * by the server's answer, in order: the preferences-only profile dialog,
 * the forced terms dialog, the RERA Details dialog. Each save refetches the user, which moves on to the
 * next gate. The RERA dialog, when closed without an answer, stays closed for this visit.
 */
export const OnboardingGates = observer(function OnboardingGates() {
  const { session } = useStores();
  const [dismissedRera, setDismissedRera] = useState(false);
  const me = session.me;
  if (!me) return null;
  const gate = onboardingGate(me);
  return (
    <>
      <UpdateDetailsDialog isOpen={gate === 'preferences'} onClose={() => undefined} only="preferences" />
      <TermsDialog isOpen={gate === 'terms'} onClose={() => undefined} forced />
      {gate === 'rera' && (
        <Suspense fallback={null}>
          <ReraDialog isOpen={!dismissedRera} onClose={() => setDismissedRera(true)} />
        </Suspense>
      )}
    </>
  );
});
