// The onboarding gates applied after start-up, in the spec's order (spec 01 §2.3.3).

export type OnboardingGate = 'preferences' | 'terms' | 'rera';

/** The parts of the user that the gates read (a subset of the User of /users/me). */
export type GateUser = {
  is_tc_agree: number;
  additionalData: { UserRegions: readonly unknown[] } | null;
  UserInfo: {
    deal_business_types: readonly string[] | null;
    rera_no: string | null;
    is_rera_applied: number | null;
  } | null;
};

function hasReraAnswer(info: GateUser['UserInfo']): boolean {
  if (!info) return false;
  const reraNo = info.rera_no?.trim() ?? '';
  return reraNo !== '' || info.is_rera_applied === 0 || info.is_rera_applied === 1;
}

/**
 * (a) no regions or no deal business types → the preferences-only profile dialog;
 * (b) else terms not agreed → the forced terms dialog;
 * (c) else neither a RERA number nor an is_rera_applied answer → the RERA Details dialog;
 * otherwise no gate.
 */
export function onboardingGate(user: GateUser): OnboardingGate | null {
  const regions = user.additionalData?.UserRegions ?? [];
  const dealTypes = user.UserInfo?.deal_business_types ?? [];
  if (regions.length === 0 || dealTypes.length === 0) return 'preferences';
  if (user.is_tc_agree !== 1) return 'terms';
  if (!hasReraAnswer(user.UserInfo)) return 'rera';
  return null;
}
