// The Report Issue form (spec 02 §2 "Report Issue", §3 "Issue form", §5, §7): its values, its rules
// and the e-mail request it sends.
import { composeValidators, personName, REQUIRED, required, type Validator } from './validators';

/** Issue tickets go to one fixed project (spec 02 §7; its value is not given, so it is ours). */
export const ISSUE_PROJECT = 'Partner Portal Issues';

export type IssueFormValues = {
  yourName: string;
  /** The chosen team's id. */
  team?: number;
  issueDescription: string;
  description: string;
};

/** Your Name must be there; when filled it is a person's name (the trimmed value is checked). */
export const yourNameRule: Validator = composeValidators(required, (value) =>
  personName(typeof value === 'string' ? value.trim() : value),
);

export const teamRule: Validator = (value) => (typeof value === 'number' && value > 0 ? undefined : REQUIRED);

/** The request body of POST /api/ses/sendAsanaEmail for the form's values and the team's address. */
export function issueRequest(values: IssueFormValues, team: { name: string; email: string }) {
  const name = values.yourName.trim();
  return {
    data: {
      completed: false,
      name: values.issueDescription.trim(),
      notes: `${values.description.trim()}\n\nReported by: ${name}\nTeam: ${team.name}`,
      projects: [ISSUE_PROJECT],
    },
    to_email: team.email,
  };
}
