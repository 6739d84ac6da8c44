// The add-lead forms' rules (spec 01 §2.7, §3 "Lead create payload", §5, §6, §9): the tiers, the form
// values, their validation with the spec's messages and the exact POST /leads/create payload per tier.
import type { components } from '../api/schema';
import {
  BUDGET_BANDS,
  BUDGET_NONE_ID,
  bedConfiguration,
  budgetBand,
  DEFAULT_NATIONALITY,
  type Nationality,
  possessionYear,
} from './leadOptions';
import { DEFAULT_COUNTRY_CODE, phoneDigits } from './phoneNumber';
import { MAGNET_PLANS, PRO_PLAN_PERCENTAGE } from './plans';
import {
  activityDateTime,
  email,
  leadPhone,
  personName,
  plainText,
  REQUIRED,
  required,
  selectedItem,
} from './validators';

export type LeadCreate = components['schemas']['LeadCreate'];

/** The tiers with a form; Pro (80 %) is contact-only through the RM. */
export type LeadTier = 'Lite' | 'Basic' | 'Plus';
export type TierChoice = LeadTier | 'Pro';

export const LEAD_TIERS: readonly LeadTier[] = ['Lite', 'Basic', 'Plus'];

/** The share of brokerage each tier keeps: Lite 50, Basic 60, Plus 70 (more_fields.percentage). */
export const TIER_PERCENTAGE: Record<LeadTier, 50 | 60 | 70> = { Lite: 50, Basic: 60, Plus: 70 };

/** Pro keeps 80 % and is arranged through the RM (spec 01 §1, §9). */
export const PRO_PERCENTAGE = PRO_PLAN_PERCENTAGE;

/** The internal status of the Plus tier's activity (spec 01 §9). */
export const PLUS_ACTIVITY_STATUS_ID = 3;

export function tierPercentage(tier: TierChoice): number {
  return tier === 'Pro' ? PRO_PERCENTAGE : TIER_PERCENTAGE[tier];
}

/** The fixed plan of a tier (its feature list), from the product's plan data. */
export function tierPlan(tier: LeadTier) {
  return MAGNET_PLANS.find((p) => p.plan_name === tier);
}

/** Basic and Plus use the fuller form (possession, budget, bed configuration). */
export function hasClientNeeds(tier: LeadTier): boolean {
  return tier !== 'Lite';
}

/** Plus adds an activity (time and comments). */
export function hasActivity(tier: LeadTier): boolean {
  return tier === 'Plus';
}

export type ProjectPick = { id: number; name: string };

export type AddLeadValues = {
  name: string;
  project: ProjectPick | null;
  country_code: string;
  number: string;
  email: string;
  nationality: Nationality;
  /** Comments: sent as admin_message. */
  admin_message: string;
  /** Reference: sent as ClientBudget.referred_by. */
  referred_by: string;
  /** Ids of the reference lists (possession year, budget band, bed configuration). */
  possession: number | null;
  budget: number | null;
  bhk: number | null;
  /** The activity time as the date picker gives it (ISO text with the local offset). */
  action_date: string | null;
  activity_comments: string;
};

export type AddLeadErrors = Partial<Record<keyof AddLeadValues, string>>;

/** An empty form: +91, Indian, nothing chosen; a project may be preselected. */
export function emptyLeadValues(project: ProjectPick | null = null): AddLeadValues {
  return {
    name: '',
    project,
    country_code: DEFAULT_COUNTRY_CODE,
    number: '',
    email: '',
    nationality: DEFAULT_NATIONALITY,
    admin_message: '',
    referred_by: '',
    possession: null,
    budget: null,
    bhk: null,
    action_date: null,
    activity_comments: '',
  };
}

/**
 * The form's rules (spec 5): client name (letters and spaces), project (an item with an id), client
 * number with its country code, comments; for Basic and Plus possession, budget and bed configuration
 * (items with ids); for Plus the activity time (not before `now` when given). Email and reference
 * are optional; a reference is the generic text pattern (letters and digits, single spaces).
 */
export function validateLeadForm(tier: LeadTier, values: AddLeadValues, now?: Date): AddLeadErrors {
  const errors: AddLeadErrors = {};
  const name = required(values.name) ?? personName(values.name);
  if (name) errors.name = name;
  const project = selectedItem(values.project);
  if (project) errors.project = project;
  Object.assign(errors, leadPhone(values.country_code, values.number));
  const mail = email(values.email);
  if (mail) errors.email = mail;
  const reference = plainText(values.referred_by);
  if (reference) errors.referred_by = reference;
  const comments = required(values.admin_message);
  if (comments) errors.admin_message = comments;
  if (hasClientNeeds(tier)) {
    if (!possessionYear(values.possession)) errors.possession = REQUIRED;
    if (!budgetBand(values.budget)) errors.budget = REQUIRED;
    if (!bedConfiguration(values.bhk)) errors.bhk = REQUIRED;
  }
  if (hasActivity(tier)) {
    const when = activityDateTime(values.action_date, now);
    if (when) errors.action_date = when;
  }
  return errors;
}

/** The role 'magnet', compared case-insensitively, makes is_magnet 1 (spec 6). */
export function isMagnetRole(role: string | number | null | undefined): 0 | 1 {
  return typeof role === 'string' && role.trim().toLowerCase() === 'magnet' ? 1 : 0;
}

/** The source designated for partner-entered leads: 'Magnet Limited' (spec 6; 02 §9 magnet sources). */
export const PARTNER_SOURCE_NAME = 'magnet limited';

export function partnerSourceId(sources: readonly { id: number; name: string }[]): number | undefined {
  return sources.find((s) => s.name.trim().toLowerCase() === PARTNER_SOURCE_NAME)?.id;
}

export type PayloadContext = {
  /** The current user: magnet_id and created_by. */
  userId: number;
  role: string | number | null | undefined;
  /** The partner source's id, when the start-up sources named it; otherwise the server's default applies. */
  sourceId: number | undefined;
};

/**
 * POST /leads/create's body (spec 01 §3). Every tier carries ClientBudget, because the reference the
 * simple form asks for travels as ClientBudget.referred_by: Lite sends the 'None' choices there
 * (budget 0 to 0, required_bhk 0, possession_timeline null = not given, since 0 is 2028). Basic and
 * Plus send the chosen band's min and max, the possession year's id (2022 to 2028 as 6 down to 0) and
 * the bed configuration; Plus adds ActivityInfo with internal_status_id 3.
 */
export function buildLeadPayload(tier: LeadTier, values: AddLeadValues, context: PayloadContext): LeadCreate {
  const project = values.project;
  if (!project) throw new Error('A lead needs a project');
  const band = hasClientNeeds(tier) ? budgetBand(values.budget) : budgetBand(BUDGET_NONE_ID);
  const possession = hasClientNeeds(tier) ? possessionYear(values.possession) : undefined;
  const bed = hasClientNeeds(tier) ? bedConfiguration(values.bhk) : undefined;
  const reference = values.referred_by.trim();
  const mail = values.email.trim();
  const payload: LeadCreate = {
    name: values.name.trim(),
    ...(mail ? { email: mail } : {}),
    number: phoneDigits(values.number, values.country_code),
    country_code: values.country_code,
    nationality: values.nationality,
    ...(context.sourceId !== undefined ? { source_id: context.sourceId } : {}),
    project_id: project.id,
    created_by: context.userId,
    magnet_id: context.userId,
    is_magnet: isMagnetRole(context.role),
    admin_message: values.admin_message.trim(),
    more_fields: {
      percentage: TIER_PERCENTAGE[tier],
      ClientBudget: {
        min_budget: band?.min_budget ?? 0,
        max_budget: band?.max_budget ?? 0,
        possession_timeline: possession?.id ?? null,
        referred_by: reference === '' ? null : reference,
        required_bhk: bed?.id ?? 0,
      },
    },
  };
  if (hasActivity(tier)) {
    if (!values.action_date) throw new Error('A Plus lead needs an activity time');
    payload.more_fields.ActivityInfo = {
      action_date: new Date(values.action_date).toISOString(),
      comments: values.activity_comments.trim(),
      created_by: context.userId,
      internal_status_id: PLUS_ACTIVITY_STATUS_ID,
      project_id: project.id,
    };
  }
  return payload;
}

/**
 * The form's values of a lead kept in the outbox, to correct it before it is sent again: the reverse of
 * buildLeadPayload (the budget band found by its min and max, 0 for 'no bed configuration').
 */
export function leadValuesOf(payload: LeadCreate, projectName: string): AddLeadValues {
  const budget = payload.more_fields.ClientBudget;
  const activity = payload.more_fields.ActivityInfo;
  const band = BUDGET_BANDS.find(
    (b) =>
      b.id !== BUDGET_NONE_ID && b.min_budget === budget?.min_budget && b.max_budget === budget?.max_budget,
  );
  return {
    name: payload.name,
    project: { id: payload.project_id, name: projectName },
    country_code: payload.country_code,
    number: payload.number,
    email: payload.email ?? '',
    nationality: payload.nationality === 2 ? 2 : 1,
    admin_message: payload.admin_message,
    referred_by: budget?.referred_by ?? '',
    possession: budget?.possession_timeline ?? null,
    budget: band?.id ?? null,
    bhk: budget?.required_bhk ? budget.required_bhk : null,
    action_date: activity?.action_date ?? null,
    activity_comments: activity?.comments ?? '',
  };
}
