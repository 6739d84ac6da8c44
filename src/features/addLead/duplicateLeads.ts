// The duplicate guard's look-up: is the typed number one of the partner's own clients
// (POST /clients/known_numbers, as the bulk preview asks), and which leads does that client have (GET /leads)?
import { type Api, unwrap } from '../../api/client';
import { knownClients } from '../../shared/search/knownClients';

/** The guard looks at a number of 10 digits or more (at most 15: the longest number the call takes). */
export function isGuarded(number: string): boolean {
  return /^\d{10,15}$/.test(number);
}

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
  const known = await knownClients(api, [number], signal);
  if (known.length === 0) return [];
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
