// The internal teams an issue can be reported to (spec 02 §2 "Report Issue", §9), each with its
// e-mail address. The addresses are the server's configuration (ISSUE_TEAM_EMAILS), so the issue
// endpoint only ever mails one of them.

export const ISSUE_TEAM_NAMES = ['Accounts', 'Operations', 'Digital', 'CRM'] as const;
export type IssueTeamName = (typeof ISSUE_TEAM_NAMES)[number];
export type IssueTeam = { id: number; name: IssueTeamName; email: string };

const DEFAULT_EMAILS: Record<IssueTeamName, string> = {
  Accounts: 'accounts@partnerportal.in',
  Operations: 'operations@partnerportal.in',
  Digital: 'digital@partnerportal.in',
  CRM: 'crm@partnerportal.in',
};

const EMAIL = /^[^\s@,=]+@[^\s@,=]+\.[^\s@,=]+$/;

function isTeamName(value: string): value is IssueTeamName {
  return ISSUE_TEAM_NAMES.some((name) => name === value);
}

/**
 * The teams from ISSUE_TEAM_EMAILS ('Accounts=a@x.in,CRM=c@x.in'): a team not named keeps its
 * default address. An unknown team or an address that is not one throws, so a typo stops start-up
 * instead of sending reports astray.
 */
export function issueTeamsOf(value: string | undefined): IssueTeam[] {
  const emails = { ...DEFAULT_EMAILS };
  for (const entry of (value ?? '').split(',')) {
    if (!entry.trim()) continue;
    const [name = '', email = '', ...rest] = entry.split('=').map((part) => part.trim());
    if (!isTeamName(name)) throw new Error(`ISSUE_TEAM_EMAILS: unknown team '${name}'`);
    if (rest.length > 0 || !EMAIL.test(email))
      throw new Error(`ISSUE_TEAM_EMAILS: '${entry}' is not Team=address`);
    emails[name] = email;
  }
  return ISSUE_TEAM_NAMES.map((name, i) => ({ id: i + 1, name, email: emails[name] }));
}

/** The configured team whose address this is (case-insensitive), or undefined. */
export function teamOfAddress(teams: readonly IssueTeam[], address: string): IssueTeam | undefined {
  const wanted = address.trim().toLowerCase();
  return teams.find((team) => team.email.toLowerCase() === wanted);
}
