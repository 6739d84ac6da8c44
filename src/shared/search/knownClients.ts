// "Is this number already one of my clients?": POST /clients/known_numbers, asked by the bulk
// preview for a whole file and by the add-lead form's duplicate guard for the typed number.
import { type Api, unwrap } from '../../api/client';
import type { KnownClient } from '../../domain/bulkRows';

/** Numbers looked up per call. */
const LOOK_UP_CHUNK = 5000;
/** The partner's clients among these numbers, each with the newest of its leads (in chunks). */
export async function knownClients(
  api: Api,
  numbers: readonly string[],
  signal: AbortSignal,
): Promise<KnownClient[]> {
  const found: KnownClient[] = [];
  for (let start = 0; start < numbers.length; start += LOOK_UP_CHUNK) {
    const chunk = numbers.slice(start, start + LOOK_UP_CHUNK);
    found.push(...(await unwrap(api.POST('/clients/known_numbers', { body: { numbers: chunk }, signal }))));
  }
  return found;
}
