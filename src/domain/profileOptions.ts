// The option lists of the profile form (spec 3, "Profile options"), spelled as the API takes them.

export type Option<V extends string | number> = { value: V; label: string };

export const OPERATE_BUSINESS = ['Sole Prop', 'Partnership', 'Pvt Ltd', 'Public Ltd', 'Other'] as const;
export type OperateBusiness = (typeof OPERATE_BUSINESS)[number];

export const DEVOTE_TIME = ['Full Time', 'Part Time'] as const;
export type DevoteTime = (typeof DEVOTE_TIME)[number];

export const GENRATE_LEADS = ['Reference', 'Digital Leads', 'Purchase Data'] as const;
export type GenrateLead = (typeof GENRATE_LEADS)[number];

export const PLATEFORM_PRESENT_IN = [
  'Website',
  'Facebook',
  'Instagram',
  'LinkedIn',
  'Twitter',
  'Others',
] as const;
export type PlateformPresentIn = (typeof PLATEFORM_PRESENT_IN)[number];

export const DEAL_BUSINESS_TYPES = ['Resale', 'Rental', 'Primary'] as const;
export type DealBusinessType = (typeof DEAL_BUSINESS_TYPES)[number];

export type YesNo = 0 | 1;

/** have_team, own_state_business, list_properties (and the RERA question): Yes=1, No=0. */
export const YES_NO_OPTIONS: readonly Option<YesNo>[] = [
  { value: 1, label: 'Yes' },
  { value: 0, label: 'No' },
];

function asOptions<V extends string>(values: readonly V[]): readonly Option<V>[] {
  return values.map((value) => ({ value, label: value }));
}

export const OPERATE_BUSINESS_OPTIONS = asOptions(OPERATE_BUSINESS);
export const DEVOTE_TIME_OPTIONS = asOptions(DEVOTE_TIME);
export const GENRATE_LEADS_OPTIONS = asOptions(GENRATE_LEADS);
export const PLATEFORM_PRESENT_IN_OPTIONS = asOptions(PLATEFORM_PRESENT_IN);
export const DEAL_BUSINESS_TYPE_OPTIONS = asOptions(DEAL_BUSINESS_TYPES);

function isOneOf<V extends string>(values: readonly V[], value: unknown): value is V {
  return values.some((v) => v === value);
}

/** The known values of a stored list, in the option order (unknown entries are dropped). */
export function knownValues<V extends string>(
  values: readonly V[],
  stored: readonly unknown[] | null | undefined,
): V[] {
  const list = stored ?? [];
  return values.filter((v) => list.includes(v));
}

/** A stored single value when it is one of the options, else undefined. */
export function knownValue<V extends string>(values: readonly V[], stored: unknown): V | undefined {
  return isOneOf(values, stored) ? stored : undefined;
}

/** A stored 0/1 flag, else undefined. */
export function yesNo(stored: unknown): YesNo | undefined {
  return stored === 0 || stored === 1 ? stored : undefined;
}

/** The largest profile picture or visiting card the server takes (JPEG, PNG or WebP). */
export const PICTURE_MAX_MB = 5;

/** Why a chosen picture cannot be sent, or undefined: the server refuses one over PICTURE_MAX_MB (413). */
export function pictureProblem(file: unknown): string | undefined {
  if (typeof File === 'undefined' || !(file instanceof File)) return undefined;
  return file.size > PICTURE_MAX_MB * 1024 * 1024
    ? `This picture is ${(file.size / (1024 * 1024)).toFixed(1)} MB: choose one of at most ${PICTURE_MAX_MB} MB`
    : undefined;
}
