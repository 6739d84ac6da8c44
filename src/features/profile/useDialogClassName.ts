import { useIsDesktop } from '../../shared/ui/useIsDesktop';
import './onboardingDialog.css';

/** The onboarding dialogs' class: a centred dialog on desktop, full-screen below 900 px (spec 1). */
export function useDialogClassName(): string {
  const desktop = useIsDesktop();
  return desktop ? 'pp-onboarding-dialog' : 'pp-onboarding-dialog pp-onboarding-dialog--fullscreen';
}

/**
 * The props of an onboarding dialog that a gate may force: forced, it has no close button and
 * ignores Escape and outside clicks; otherwise all three close it.
 */
export function useGateDialogProps(dismissable: boolean, onClose: () => void) {
  return {
    className: useDialogClassName(),
    onClose: dismissable ? onClose : undefined,
    isCloseButtonShown: dismissable,
    canEscapeKeyClose: dismissable,
    canOutsideClickClose: dismissable,
  };
}
