// Digital campaign rules (spec 01 §3 "Campaign", §5, §8, §9): the campaign types, the amount's
// bounds and messages, and the payload of POST /focus_projects/focus_project_upsert.
import { REQUIRED, type Validator } from './validators';

export type CampaignTypeId = 1 | 2 | 3 | 4 | 5;

export const CAMPAIGN_TYPES: readonly { id: CampaignTypeId; name: string }[] = [
  { id: 1, name: 'Google Ads' },
  { id: 2, name: 'FB Ads' },
  { id: 3, name: 'SMS' },
  { id: 4, name: 'Portals' },
  { id: 5, name: 'Emails' },
];

export const MIN_CAMPAIGN_AMOUNT = 25000;
export const MAX_CAMPAIGN_AMOUNT = 999999;

export const AMOUNT_NOT_A_NUMBER = 'Amount must be a number';
export const AMOUNT_TOO_LOW = 'Digital spend should be a minimum of ₹25000';
export const AMOUNT_TOO_HIGH = 'Digital Spend cannot exceed ₹999999';

export const CAMPAIGN_AVAILABLE = 'Project available for digital campaign';
export const CAMPAIGN_NOT_AVAILABLE = 'Project not available for digital campaign';
/** The failure note hides after 3000 ms (spec 01 §8). */
export const CAMPAIGN_FAILURE_MS = 3000;

/** The amount as typed: whole rupees, Indian grouping commas and spaces allowed ('1,00,000'). */
export function parseAmount(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const digits = text.replace(/[\s,]/g, '');
  return /^\d{1,12}$/.test(digits) ? Number(digits) : null;
}

/** Required, a number, 25000 to 999999 (spec 01 §5). */
export const campaignAmount: Validator = (value) => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text === '') return REQUIRED;
  const amount = parseAmount(text);
  if (amount === null) return AMOUNT_NOT_A_NUMBER;
  if (amount < MIN_CAMPAIGN_AMOUNT) return AMOUNT_TOO_LOW;
  if (amount > MAX_CAMPAIGN_AMOUNT) return AMOUNT_TOO_HIGH;
  return undefined;
};

export type CampaignFormValues = {
  project: { id: number; name: string } | null;
  campaign_type_id: CampaignTypeId[];
  amount: string;
};

export type CampaignPayload = {
  amount: number;
  campaign_type_id: CampaignTypeId[];
  name: string;
  project_id: number;
  is_interested: 1;
};

/**
 * The request of a valid form: the amount as a number, the chosen types in the order of the list,
 * the user's name upper-cased and the interest flag 1. Null when the form is not complete.
 */
export function campaignPayload(values: CampaignFormValues, userName: string): CampaignPayload | null {
  const amount = parseAmount(values.amount);
  if (!values.project || amount === null || values.campaign_type_id.length === 0) return null;
  const chosen = new Set(values.campaign_type_id);
  return {
    amount,
    campaign_type_id: CAMPAIGN_TYPES.filter((t) => chosen.has(t.id)).map((t) => t.id),
    name: userName.trim().toUpperCase(),
    project_id: values.project.id,
    is_interested: 1,
  };
}
