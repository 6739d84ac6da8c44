import { describe, expect, it } from 'vitest';
import { type GateUser, onboardingGate } from '../../src/domain/gates';

function user(overrides: {
  regions?: number;
  dealTypes?: string[];
  is_tc_agree?: number;
  rera_no?: string | null;
  is_rera_applied?: number | null;
}): GateUser {
  return {
    is_tc_agree: overrides.is_tc_agree ?? 1,
    additionalData: { UserRegions: Array.from({ length: overrides.regions ?? 1 }, (_, i) => ({ id: i })) },
    UserInfo: {
      deal_business_types: overrides.dealTypes ?? ['Resale'],
      rera_no: overrides.rera_no === undefined ? 'A12345678901' : overrides.rera_no,
      is_rera_applied: overrides.is_rera_applied ?? null,
    },
  };
}

describe('onboardingGate', () => {
  it('asks for the preferences first when there are no regions or no deal business types', () => {
    expect(onboardingGate(user({ regions: 0 }))).toBe('preferences');
    expect(onboardingGate(user({ dealTypes: [] }))).toBe('preferences');
    // Preferences come before the terms and the RERA details.
    expect(onboardingGate(user({ regions: 0, is_tc_agree: 0, rera_no: null }))).toBe('preferences');
  });

  it('then the forced terms when they are not agreed', () => {
    expect(onboardingGate(user({ is_tc_agree: 0 }))).toBe('terms');
    expect(onboardingGate(user({ is_tc_agree: 0, rera_no: null }))).toBe('terms');
  });

  it('then the RERA details when neither a number nor an is_rera_applied answer exists', () => {
    expect(onboardingGate(user({ rera_no: null }))).toBe('rera');
    expect(onboardingGate(user({ rera_no: '   ' }))).toBe('rera');
  });

  it('lets an onboarded user through', () => {
    expect(onboardingGate(user({}))).toBeNull();
    expect(onboardingGate(user({ rera_no: null, is_rera_applied: 0 }))).toBeNull();
    expect(onboardingGate(user({ rera_no: null, is_rera_applied: 1 }))).toBeNull();
  });

  it('treats missing user info as not onboarded', () => {
    expect(onboardingGate({ is_tc_agree: 1, additionalData: null, UserInfo: null })).toBe('preferences');
  });
});
