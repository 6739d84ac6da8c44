// The duplicate guard's look-up: is the typed number one of the partner's own clients
// (GET /clients/auto_complete_by_number), and which leads does that client have (GET /leads)?
import { type Api, unwrap } from '../../api/client';
import { searchClientNumbers } from '../../shared/search/remoteSearches';

/** The guard looks once the number has at least this many digits. */
export const DUPLICATE_MIN_DIGITS = 10;

export type DuplicateLead = {
  id: number;
  clientName: string;
  projectId: number;
  projectName: string;
  stage: string;
  createdAt: string;
};

/** The partner's leads whose client has exactly this number, newest first (at most 5). */
export async function findDuplicateLeads(
  api: Api,
  number: string,
  signal: AbortSignal,
): Promise<DuplicateLead[]> {
  const clients = await searchClientNumbers(api, number, signal);
  if (!clients.some((c) => c.number === number)) return [];
  const { leads } = await unwrap(
    api.GET('/leads', {
      params: { query: { type: 'all_leads', client_number: number, size: 5, pageId: 1 } },
      signal,
    }),
  );
  return leads
    .filter((lead) => lead.Client.number === number)
    .map((lead) => ({
      id: lead.id,
      clientName: lead.Client.name,
      projectId: lead.Project.id,
      projectName: lead.Project.name,
      stage: lead.ObjectStage.Stage.name,
      createdAt: lead.created_at,
    }));
}

/** The message that refuses a second lead for the same client and project. */
export function sameProjectMessage(duplicate: DuplicateLead): string {
  return `Already your lead #${duplicate.id} for ${duplicate.projectName}`;
}
