// A typed call answered from the device's copies only (deviceCopies.ts): the same call a store makes to
// the network, made against clients whose every answer is the signed-in user's last copy. A screen
// draws what it answers at once, marked "Updating…", while the network call runs.
import { type Api, createApi, createEngageApi, type EngageApi } from '../../api/client';
import { copyResponse, type DeviceCopies } from './deviceCopies';

export type Clients = { api: Api; engage: EngageApi };
/** The call's value from the copies, with when the oldest copy it read was kept; null when one is missing. */
export type FromDevice = <T>(
  call: (clients: Clients) => Promise<T>,
) => Promise<{ value: T; savedAt: number } | null>;

/** `baseUrls`: where the two clients send their calls (the app's own by default). */
export function deviceReader(
  copies: DeviceCopies,
  userOf: () => number | null,
  baseUrls: { api?: string; engage?: string } = {},
): FromDevice {
  return async (call) => {
    const user = userOf();
    if (user === null) return null;
    let savedAt = Number.POSITIVE_INFINITY;
    const fetch = async (request: Request) => {
      const copy = await copies.read(user, request.url);
      if (!copy) throw new Error('No copy on this device');
      savedAt = Math.min(savedAt, copy.savedAt);
      return copyResponse(copy);
    };
    const options = { getToken: () => null, fetch };
    try {
      const api = createApi({ ...options, baseUrl: baseUrls.api });
      const engage = createEngageApi({ ...options, baseUrl: baseUrls.engage });
      const value = await call({ api, engage });
      return { value, savedAt };
    } catch {
      return null;
    }
  };
}
