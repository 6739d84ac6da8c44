// The tabs of the 'Update Details' dialog, in the order a save moves through them (spec 2.5, 4).

export type ProfileTab = 'account-details' | 'preferences' | 'additional-details' | 'pick-location';

export const PROFILE_TABS: readonly ProfileTab[] = [
  'account-details',
  'preferences',
  'additional-details',
  'pick-location',
];

export const PROFILE_TAB_TITLES: Record<ProfileTab, string> = {
  'account-details': 'Account Details',
  preferences: 'Preferences',
  'additional-details': 'Additional Details',
  'pick-location': 'Pick Location',
};

/** Account Details when the user has an IVR number, otherwise Preferences. */
export function startTab(ivrNumber: string | null | undefined): ProfileTab {
  return ivrNumber ? 'account-details' : 'preferences';
}

/** The tab after `tab`, or null after the last one. */
export function nextTab(tab: ProfileTab): ProfileTab | null {
  const index = PROFILE_TABS.indexOf(tab);
  return PROFILE_TABS[index + 1] ?? null;
}
