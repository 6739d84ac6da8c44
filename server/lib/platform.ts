import { gstinProblem } from '../../src/domain/taxIds.ts';

/** The platform as the recipient of partners' brokerage invoices (extension, issue 35). */
export type Platform = { legalName: string; address: string; gstin: string };

export const DEMO_PLATFORM: Platform = {
  legalName: 'Partner Portal Realty Services Private Limited',
  address:
    '5th Floor, Peninsula Business Park, Ganpatrao Kadam Marg, Lower Parel, Mumbai, Maharashtra 400013',
  gstin: '27AAJCP4321Q1ZX',
};

/** PLATFORM_LEGAL_NAME, PLATFORM_ADDRESS, PLATFORM_GSTIN; the demo platform's where unset. */
export function platformOf(env: NodeJS.ProcessEnv): Platform {
  const platform = {
    legalName: env.PLATFORM_LEGAL_NAME || DEMO_PLATFORM.legalName,
    address: env.PLATFORM_ADDRESS || DEMO_PLATFORM.address,
    gstin: (env.PLATFORM_GSTIN || DEMO_PLATFORM.gstin).trim().toUpperCase(),
  };
  const problem = gstinProblem(platform.gstin);
  if (problem) throw new Error(`PLATFORM_GSTIN '${platform.gstin}' is ${problem}`);
  return platform;
}
