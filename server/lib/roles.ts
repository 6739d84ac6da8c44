import type { AuthUser } from './context.ts';
import { HttpError } from './errors.ts';
import type { OperationId } from './operations.ts';

/**
 * Extension (issue 53): who of a partner's firm may call each operation, the one place where roles are
 * decided. `member`: the owner and the firm's agents; `owner`: the owner only (the firm's money, its
 * business profile and its members); `public`: no partner's session (sign-in, registration, an invite's
 * acceptance, the CRM's service calls). The type checker refuses an operation missing here, and the app
 * refuses to start when an entry disagrees with the contract's security.
 */
export type Access = 'public' | 'member' | 'owner';

export const ACCESS: { readonly [K in OperationId]: Access } = {
  loginUser: 'public',
  createMagnet: 'public',
  logoutUser: 'member',
  getMe: 'member',
  updateUser: 'member',
  getUserById: 'member',
  updateUserProfile: 'owner',
  deleteUser: 'owner',
  acceptTerms: 'member',
  listFirmMembers: 'owner',
  createFirmInvite: 'owner',
  acceptFirmInvite: 'public',
  deactivateFirmMember: 'owner',
  assignFirmLead: 'owner',
  listRegions: 'member',
  listRegionParents: 'member',
  listStages: 'member',
  listLeadInternalStatuses: 'member',
  listSources: 'member',
  getMagnetPlan: 'member',
  listUserFilters: 'member',
  createUserFilter: 'member',
  updateUserFilter: 'member',
  deleteUserFilter: 'member',
  listUserFields: 'member',
  createUserFields: 'member',
  updateUserField: 'member',
  autocompleteProjects: 'member',
  listProjects: 'member',
  listTopProjects: 'member',
  listTopSiteVisits: 'member',
  getProject: 'member',
  listFocusProjects: 'member',
  upsertFocusProject: 'owner',
  createLead: 'member',
  listLeads: 'member',
  countLeads: 'member',
  listClosedLeads: 'member',
  downloadClosedLeads: 'member',
  getLead: 'member',
  listUpdateLogs: 'member',
  autocompleteClientsByName: 'member',
  findKnownClientNumbers: 'member',
  autocompleteClientsByNumber: 'member',
  listBookings: 'owner',
  getPassback: 'owner',
  listBulkLeadFiles: 'owner',
  createBulkLeadFile: 'owner',
  listCampaignSpends: 'owner',
  createHomeLoan: 'member',
  listHomeLoans: 'member',
  listReferrals: 'owner',
  getOpenLeads: 'owner',
  getDigitalSpend: 'owner',
  getFutureActivity: 'owner',
  getMagnetBookActivity: 'owner',
  issueBookingInvoice: 'owner',
  getBrokerageStatement: 'owner',
  downloadBrokerageStatement: 'owner',
  recordCrmActivity: 'public',
  streamLeadEvents: 'member',
  getInbox: 'member',
  markInboxRead: 'member',
  markLeadRead: 'member',
  listLeadComments: 'member',
  listCallDetails: 'member',
  listIssueTeams: 'member',
  listIssueReports: 'member',
  sendIssueEmail: 'member',
};

export const AGENT_ROLE = 'agent';
export const OWNER_ONLY = 'Only the firm owner can do this';

export const isAgent = (user: AuthUser): boolean => user.role === AGENT_ROLE;

/** 403 when the token's member may not call the operation (an agent calling one of the owner's). */
export function authorize(user: AuthUser, operationId: string): void {
  if (ACCESS[operationId as OperationId] === 'owner' && isAgent(user)) throw new HttpError(403, OWNER_ONLY);
}

/**
 * The leads a member may read: the firm's (its owner's) leads; for an agent only those they added or
 * were assigned.
 */
export type LeadScope = { firm: number; agent: number | null };

export const leadScopeOf = (user: AuthUser): LeadScope => ({
  firm: user.firm,
  agent: isAgent(user) ? user.id : null,
});
