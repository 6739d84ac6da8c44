// The shell's UI state: the Pulse pane, the mobile menu drawer, the speed dial and the shell's dialogs.
import { type Instance, types } from 'mobx-state-tree';

export type SpeedDialAction = 'Add Lead' | 'Run Campaign' | 'Home Loan';

export const SPEED_DIAL_ACTIONS: readonly SpeedDialAction[] = ['Add Lead', 'Run Campaign', 'Home Loan'];

function noForm(): SpeedDialAction | null {
  return null;
}

export const UiStore = types
  .model('UiStore', {
    pulseOpen: false,
  })
  .volatile(() => ({
    menuOpen: false,
    speedDialOpen: false,
    pendingForm: noForm(),
    profileOpen: false,
    shareOpen: false,
  }))
  .actions((self) => ({
    togglePulse() {
      self.pulseOpen = !self.pulseOpen;
    },
    setPulseOpen(open: boolean) {
      self.pulseOpen = open;
    },
    setMenuOpen(open: boolean) {
      self.menuOpen = open;
    },
    setSpeedDialOpen(open: boolean) {
      self.speedDialOpen = open;
    },
    /** A speed-dial choice: the speed dial closes and the chosen form opens. */
    chooseAction(action: SpeedDialAction | null) {
      self.speedDialOpen = false;
      self.pendingForm = action;
    },
    setProfileOpen(open: boolean) {
      self.profileOpen = open;
    },
    setShareOpen(open: boolean) {
      self.shareOpen = open;
    },
  }));

export type UiStoreInstance = Instance<typeof UiStore>;
