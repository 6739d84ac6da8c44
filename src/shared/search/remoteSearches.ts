// The remote searches of the filter panels and forms (spec 01 §7, 02 §7): projects by name,
// clients by name, clients by number. Each answers filter options and stops when its signal aborts.
import { type Api, unwrap } from '../../api/client';
import type { components } from '../../api/schema';
import type { RemoteSearch } from '../form/RemoteSearchInput';

export type ProjectOption = components['schemas']['ProjectOption'];
export type ClientNumberOption = components['schemas']['ClientNumberOption'];

/** GET /projects/auto_complete?q=…&is_masks=1 (01 §7). */
export function searchProjectOptions(api: Api, q: string, signal: AbortSignal): Promise<ProjectOption[]> {
  return unwrap(api.GET('/projects/auto_complete', { params: { query: { q, is_masks: 1 } }, signal })).then(
    (answer) => answer.data,
  );
}

export const projectSearch =
  (api: Api): RemoteSearch =>
  (q, signal) =>
    searchProjectOptions(api, q, signal).then((list) => list.map((p) => ({ id: p.id, name: p.name })));

/** GET /clients/auto_complete_team_wise?q=… : clients by name; the option's id is the client id. */
export const clientSearch =
  (api: Api): RemoteSearch =>
  (q, signal) =>
    unwrap(api.GET('/clients/auto_complete_team_wise', { params: { query: { q } }, signal })).then((list) =>
      list.map((c) => ({ id: c.id, name: c.name })),
    );

/** GET /clients/auto_complete_by_number?q=… : the client's number is the option's id. */
export function searchClientNumbers(api: Api, q: string, signal: AbortSignal): Promise<ClientNumberOption[]> {
  return unwrap(api.GET('/clients/auto_complete_by_number', { params: { query: { q } }, signal }));
}

export const clientNumberSearch =
  (api: Api): RemoteSearch =>
  (q, signal) =>
    searchClientNumbers(api, q, signal).then((list) =>
      list.map((c) => ({ id: c.number, name: `${c.number} (${c.name})` })),
    );
