export type PlanFeature = { description: string; label: string; status: boolean };
export type MagnetPlan = {
  id: number;
  plan_name: string;
  percentage: number;
  status: boolean;
  moreinfo: PlanFeature[];
};

const leadQualification =
  'We call the client within 5 minutes, qualify the budget, timeline and configuration.';
const leadServicing = 'Our RMs follow up, plan site visits and keep the client engaged until a decision.';
const closingSupport = 'Negotiation, booking paperwork and builder coordination until the booking is done.';

const feature = (label: string, description: string, status: boolean): PlanFeature => ({
  description,
  label,
  status,
});

/**
 * The fixed lead tiers (spec 01: Lite 50%, Basic 60%, Plus 70%). Lite includes Lead Qualification,
 * Lead Servicing and Closing Support; Basic lacks Lead Qualification; Plus has only Closing Support.
 */
export const magnetPlans: MagnetPlan[] = [
  {
    id: 1,
    plan_name: 'Lite',
    percentage: 50,
    status: true,
    moreinfo: [
      feature('Lead Qualification', leadQualification, true),
      feature('Lead Servicing', leadServicing, true),
      feature('Closing Support', closingSupport, true),
    ],
  },
  {
    id: 2,
    plan_name: 'Basic',
    percentage: 60,
    status: true,
    moreinfo: [
      feature('Lead Qualification', leadQualification, false),
      feature('Lead Servicing', leadServicing, true),
      feature('Closing Support', closingSupport, true),
    ],
  },
  {
    id: 3,
    plan_name: 'Plus',
    percentage: 70,
    status: true,
    moreinfo: [
      feature('Lead Qualification', leadQualification, false),
      feature('Lead Servicing', leadServicing, false),
      feature('Closing Support', closingSupport, true),
    ],
  },
];
