// A partner's tax and registration numbers: GSTIN, PAN and RERA number. One rule for the profile form
// and the server: each is trimmed and upper-cased, then checked; a GSTIN's state code decides CGST + SGST
// or IGST on the partner's invoices, so its state code and its check character are checked too.
const GSTIN = /^(\d{2})([A-Z]{5}\d{4}[A-Z])[1-9A-Z]Z[0-9A-Z]$/;

/** The state code of a GSTIN (its first two digits), or null when it is not a GSTIN. */
export function gstStateCode(gstin: string | null | undefined): string | null {
  return GSTIN.exec(gstin?.trim().toUpperCase() ?? '')?.[1] ?? null;
}

/** The PAN inside a GSTIN (characters 3 to 12), or null. */
export function panOfGstin(gstin: string | null | undefined): string | null {
  return GSTIN.exec(gstin?.trim().toUpperCase() ?? '')?.[2] ?? null;
}

/** A PAN: five letters, four digits, a letter (Income-tax Rules 1962, rule 114). */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

/** The GST state codes (first two digits of a GSTIN) and their states and union territories. */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

export const INVALID_GSTIN = 'not a valid GSTIN: 15 characters, like 27AAPFU0939F1ZV';
export const GSTIN_CHECK_MISMATCH =
  'not a valid GSTIN: its last character does not match the others (check for a typing mistake)';
export const INVALID_PAN = 'not a valid PAN (ABCDE1234F)';
export const INVALID_RERA = 'not a valid rera no.';

/**
 * Agent registration numbers of the states of the spec's four cities (spec 01 §5 names the first;
 * the others are an extension, issue 51), as each authority issues them:
 * - the spec's rule, one letter then 11 digits: MahaRERA (Mumbai, Pune) until 2023, A51800046187;
 * - MahaRERA since 2024, A then 12 digits: A031262401068;
 * - Karnataka (Bangalore): PRM/KA/RERA/1251/309/AG/180524/001234 (office codes, AG, date, serial);
 * - Uttar Pradesh (Noida, Ghaziabad): UPRERAAGT10202, serials of 4 to 13 digits;
 * - Haryana: HRERA-PKL-REA-1578-2023 (Panchkula), RC/HARERA/GGM/2569/2164/2024/282 (Gurugram);
 * - Delhi: DLRERA2019A0113 (year, A, serial).
 */
export const RERA_PATTERNS: readonly RegExp[] = [
  /^[A-Z]\d{11}$/,
  /^A\d{12}$/,
  /^PRM\/KA\/RERA\/\d{4}\/\d{3}\/AG\/\d{6}\/\d{6}$/,
  /^UPRERAAGT\d{4,13}$/,
  /^HRERA-PKL-REA-\d{1,5}-\d{4}$/,
  /^(RC\/)?HARERA\/GGM\/\d{1,5}\/\d{1,5}\/\d{4}\/\d{1,4}$/,
  /^DLRERA\d{4}A\d{4}$/,
];

/** The longest number of those shapes (Karnataka's, 37 characters), with room for stray spaces. */
export const RERA_MAX_LENGTH = 40;

/** Applied for RERA registration on a day still to come. */
export const RERA_DATE_IN_FUTURE = 'The date you applied on cannot be in the future';

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A number as stored: surrounding spaces dropped, upper case ('  a51900012345 ' -> 'A51900012345'). */
export function normalTaxId(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * The check character of a GSTIN's first 14 characters (the GSTN's mod-36 scheme): each character's
 * value (0-9, A-Z as 10-35) times 1 or 2 in turn, the product's base-36 digits summed, and the
 * character that brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARACTERS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

/** Why a GSTIN is not one (its format, state code, embedded PAN, check character), or undefined. */
export function gstinProblem(value: string): string | undefined {
  const gstin = normalTaxId(value);
  const state = gstStateCode(gstin);
  if (state === null) return INVALID_GSTIN;
  if (!(state in GST_STATES)) return `not a valid GSTIN: ${state} is not a GST state code`;
  return gstinCheckCharacter(gstin) === gstin.charAt(14) ? undefined : GSTIN_CHECK_MISMATCH;
}

/** Why a PAN is not one (five letters, four digits, a letter), or undefined. */
export function panProblem(value: string): string | undefined {
  return PAN_PATTERN.test(normalTaxId(value)) ? undefined : INVALID_PAN;
}

/** Why a RERA number is not an agent registration number of those states, or undefined. */
export function reraProblem(value: string): string | undefined {
  const rera = normalTaxId(value);
  return RERA_PATTERNS.some((pattern) => pattern.test(rera)) ? undefined : INVALID_RERA;
}

/** Why the day RERA registration was applied for (YYYY-MM-DD) cannot be it: after `today` (YYYY-MM-DD, India). */
export function reraAppliedDateProblem(date: string, today: string): string | undefined {
  return date > today ? RERA_DATE_IN_FUTURE : undefined;
}

/** Why a PAN given with a GSTIN cannot be the partner's: the GSTIN carries another PAN. */
export function panInGstinProblem(pan: string, gstin: string | null | undefined): string | undefined {
  const inGstin = panOfGstin(gstin);
  return inGstin && inGstin !== normalTaxId(pan) ? `Your GSTIN carries the PAN ${inGstin}` : undefined;
}
