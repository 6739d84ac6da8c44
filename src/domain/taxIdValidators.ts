// The profile's tax and registration numbers as form rules (the RERA dialog, Additional Details), apart
// from validators.ts so that the sign-in page does not load the GSTIN rules.
import {
  gstinProblem,
  normalTaxId,
  panInGstinProblem,
  panProblem,
  reraAppliedDateProblem,
  reraProblem,
} from './taxIds';
import { isoDate, RERA_APPLIED_DATE, RERA_NUMBER_OR_ANSWER, text, type Validator } from './validators';

/** Optional RERA number: an agent registration number of the four cities' states, in either case; spaces around are ignored. */
export const reraNumber: Validator = (value) => {
  const v = text(value);
  return v === '' ? undefined : reraProblem(v);
};

/** Optional GSTIN: 15 characters with a GST state code, a PAN and the right check character. */
export const gstNumber: Validator = (value) => {
  const v = text(value);
  return v === '' ? undefined : gstinProblem(v);
};

/** Optional PAN (extension, issue 35); when the form has a GSTIN, the PAN must be the one inside it. */
export const panNumber: Validator = (value, allValues) => {
  const v = normalTaxId(text(value));
  if (v === '') return undefined;
  return panProblem(v) ?? panInGstinProblem(v, (allValues as { gst_no?: string } | undefined)?.gst_no);
};

export type ReraAnswer = 0 | 1;

export type ReraFormValues = {
  rera_no?: string;
  is_rera_applied?: ReraAnswer | null;
  rera_applied_date?: string | null;
};

export type ReraFormErrors = {
  rera_no?: string;
  is_rera_applied?: string;
  rera_applied_date?: string;
};

/**
 * The RERA dialog's rules on submit (spec 5): a RERA number or a yes/no answer; with no number and
 * the answer Yes, the applied date. A given number must be valid; a given date must be YYYY-MM-DD and
 * not after `today` (YYYY-MM-DD in India).
 */
export function validateReraForm(values: ReraFormValues, today: string): ReraFormErrors {
  const number = text(values.rera_no);
  const answer = values.is_rera_applied;
  const date = text(values.rera_applied_date);
  if (number === '' && answer !== 0 && answer !== 1) {
    return { rera_no: RERA_NUMBER_OR_ANSWER };
  }
  const errors: ReraFormErrors = {};
  const invalidNumber = number === '' ? undefined : reraNumber(number);
  if (invalidNumber) errors.rera_no = invalidNumber;
  if (answer === 1 && date === '' && number === '') errors.rera_applied_date = RERA_APPLIED_DATE;
  const invalidDate =
    answer === 1 && date !== '' ? (isoDate(date) ?? reraAppliedDateProblem(date, today)) : undefined;
  if (invalidDate) errors.rera_applied_date = invalidDate;
  return errors;
}
