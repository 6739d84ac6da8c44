// A partner's tax and registration numbers: GSTIN, PAN and RERA number. One rule for the profile form
// and the server: each is trimmed and upper-cased, then checked; a GSTIN's state code decides CGST + SGST
// or IGST on the partner's invoices, so its state code and its check character are checked too.
import { GST_STATES, gstStateCode, PAN_PATTERN, panOfGstin } from './brokerageTax';

export const INVALID_GSTIN = 'not a valid GSTIN: 15 characters, like 27AAPFU0939F1ZV';
export const GSTIN_CHECK_MISMATCH =
  'not a valid GSTIN: its last character does not match the others (check for a typing mistake)';
export const INVALID_PAN = 'not a valid PAN (ABCDE1234F)';
export const INVALID_RERA = 'not a valid rera no.';

/** One letter then 11 digits (spec 01 §5, 'RERA No'). */
export const RERA_PATTERN = /^[A-Z]\d{11}$/;

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

/** Why a RERA number is not one (one letter, 11 digits), or undefined. */
export function reraProblem(value: string): string | undefined {
  return RERA_PATTERN.test(normalTaxId(value)) ? undefined : INVALID_RERA;
}

/** Why a PAN given with a GSTIN cannot be the partner's: the GSTIN carries another PAN. */
export function panInGstinProblem(pan: string, gstin: string | null | undefined): string | undefined {
  const inGstin = panOfGstin(gstin);
  return inGstin && inGstin !== normalTaxId(pan) ? `Your GSTIN carries the PAN ${inGstin}` : undefined;
}
