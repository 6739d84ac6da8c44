// Home loan request rules (spec 01 §2.9, §3 "Home loan", §5, §8): client name and client number,
// both required; the number follows the client-number rule (10 digits starting 6-9).
import { phoneDigits } from './phoneNumber';
import { composeValidators, personName, phoneNumber, required } from './validators';

export const HOME_LOAN_REQUESTED = 'Home Loan Requested Sccessfully!';
export const HOME_LOAN_FAILED = 'Oops, something went wrong!';
export const HOME_LOANS_EMPTY = 'You can now earn more by adding home loan leads, too!';

export const homeLoanName = composeValidators(required, personName);
export const homeLoanNumber = composeValidators(required, phoneNumber);

export type HomeLoanFormValues = { name: string; number: string };

/** The body of POST /homeLoan. */
export type HomeLoanCreate = { name: string; number: string };

/** The body of POST /homeLoan: the name trimmed, the number's ten digits ('+91 98765 43210' -> '9876543210'). */
export function homeLoanPayload(values: HomeLoanFormValues): HomeLoanCreate {
  return { name: values.name.trim().replace(/\s+/g, ' '), number: phoneDigits(values.number) };
}
