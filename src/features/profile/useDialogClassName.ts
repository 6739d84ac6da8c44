import { useIsDesktop } from '../../app/useIsDesktop';
import './onboardingDialog.css';

/** The onboarding dialogs' class: a centred dialog on desktop, full-screen below 900 px (spec 1). */
export function useDialogClassName(): string {
  const desktop = useIsDesktop();
  return desktop ? 'pp-onboarding-dialog' : 'pp-onboarding-dialog pp-onboarding-dialog--fullscreen';
}
