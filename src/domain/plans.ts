// The magnet plans: fixed data of the product (spec 01 §3 "Magnet plan": the server's answer is ignored).

export type PlanFeature = {
  label: string;
  description: string;
  status: boolean;
};

export type MagnetPlan = {
  id: number;
  plan_name: 'Lite' | 'Basic' | 'Plus';
  percentage: number;
  status: boolean;
  moreinfo: PlanFeature[];
};

const LEAD_QUALIFICATION = 'Lead Qualification';
const LEAD_SERVICING = 'Lead Servicing';
const CLOSING_SUPPORT = 'Closing Support';

function features(qualification: boolean, servicing: boolean, closing: boolean): PlanFeature[] {
  return [
    {
      label: LEAD_QUALIFICATION,
      description: 'The platform calls the client and qualifies the lead.',
      status: qualification,
    },
    {
      label: LEAD_SERVICING,
      description: 'Site visits, follow-ups and client servicing by the platform.',
      status: servicing,
    },
    {
      label: CLOSING_SUPPORT,
      description: 'Negotiation and booking support until the deal closes.',
      status: closing,
    },
  ];
}

/** Lite 50% (all three services), Basic 60% (no Lead Qualification), Plus 70% (Closing Support only). */
export const MAGNET_PLANS: readonly MagnetPlan[] = [
  { id: 1, plan_name: 'Lite', percentage: 50, status: true, moreinfo: features(true, true, true) },
  { id: 2, plan_name: 'Basic', percentage: 60, status: true, moreinfo: features(false, true, true) },
  { id: 3, plan_name: 'Plus', percentage: 70, status: true, moreinfo: features(false, false, true) },
];

/** Pro 80%: self-service through the RM (contact only). */
export const PRO_PLAN_PERCENTAGE = 80;
