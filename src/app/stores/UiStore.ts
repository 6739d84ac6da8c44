// The shell's UI state: the Pulse pane, the mobile menu drawer, the speed dial and the shell's dialogs.
import { type Instance, types } from 'mobx-state-tree';
import type { TierChoice } from '../../domain/leadPayload';

export type SpeedDialAction = 'Add Lead' | 'Run Campaign' | 'Home Loan';

export const SPEED_DIAL_ACTIONS: readonly SpeedDialAction[] = ['Add Lead', 'Run Campaign', 'Home Loan'];

/** What the Add Lead dialog opens with: a project preselected by a project screen, or none. */
export type AddLeadRequest = {
  project: { id: number; name: string } | null;
  /** A tier chosen by the caller (the dashboard's 'Add 70% lead' opens the Plus form); null shows the choice. */
  tier: TierChoice | null;
};

function noAddLead(): AddLeadRequest | null {
  return null;
}

function noLead(): number | null {
  return null;
}

/** What the campaign request form opens with: a project preselected (and fixed) by the caller, or none. */
export type CampaignRequest = { project: { id: number; name: string } | null };

function noCampaign(): CampaignRequest | null {
  return null;
}

export const UiStore = types
  .model('UiStore', {
    pulseOpen: false,
  })
  .volatile(() => ({
    menuOpen: false,
    speedDialOpen: false,
    /** The open campaign request form; null while closed. */
    campaign: noCampaign(),
    /** Whether the 'Add Home Loan Request' dialog is open. */
    homeLoanOpen: false,
    /** The outbox key of the home loan request the open dialog corrects; null for a new request. */
    homeLoanEditing: null as string | null,
    /** The open Add Lead dialog's request; null while closed. */
    addLead: noAddLead(),
    /** A lead another screen asked to open (the duplicate guard's 'Open lead'); the leads screen takes it. */
    leadToOpen: noLead(),
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
      if (action === 'Home Loan') self.homeLoanOpen = true;
      else if (action === 'Run Campaign') self.campaign = { project: null };
      else if (action === 'Add Lead') self.addLead = { project: null, tier: null };
    },
    /** Opens the campaign request form; a project given is preselected and cannot be changed. */
    openCampaign(options: { project?: { id: number; name: string } } = {}) {
      self.speedDialOpen = false;
      self.campaign = { project: options.project ? { ...options.project } : null };
    },
    closeCampaign() {
      self.campaign = null;
    },
    setHomeLoanOpen(open: boolean) {
      self.speedDialOpen = false;
      self.homeLoanOpen = open;
      self.homeLoanEditing = null;
    },
    /** Opens the home loan form on a request of the outbox, to correct it (Add Lead closes); null: a new one. */
    editHomeLoan(key: string | null) {
      self.addLead = null;
      self.homeLoanOpen = true;
      self.homeLoanEditing = key;
    },
    /** Opens Add Lead, optionally with the project (project rows, panel, top projects) or the tier preselected. */
    openAddLead(options: { project?: { id: number; name: string }; tier?: TierChoice } = {}) {
      self.speedDialOpen = false;
      self.addLead = { project: options.project ? { ...options.project } : null, tier: options.tier ?? null };
    },
    closeAddLead() {
      self.addLead = null;
    },
    openLead(id: number) {
      self.leadToOpen = id;
    },
    /** Answers the lead to open and forgets it (the leads screen calls this once it opened it). */
    takeLeadToOpen(): number | null {
      const id = self.leadToOpen;
      self.leadToOpen = null;
      return id;
    },
    setProfileOpen(open: boolean) {
      self.profileOpen = open;
    },
    /** Closes every form dialog the shell draws (profile, home loan, campaign, Add Lead). */
    closeDialogs() {
      self.profileOpen = false;
      self.homeLoanOpen = false;
      self.homeLoanEditing = null;
      self.campaign = null;
      self.addLead = null;
    },
    setShareOpen(open: boolean) {
      self.shareOpen = open;
    },
  }));

export type UiStoreInstance = Instance<typeof UiStore>;
