import { type ApiUser, createApi, createEngageApi } from '../../src/api/client';
import { createServerReachability } from '../../src/api/serverReachability';
import { LAYOUT_DEFAULTS, VIEW_LISTS } from '../../src/app/listSpecs';
import { createRootStore } from '../../src/app/RootStore';
import { type DeviceCopies, memoryDeviceCopies, withDeviceCopies } from '../../src/shared/state/deviceCopies';
import { deviceReader } from '../../src/shared/state/fromDevice';
import { memoryOutboxDb, type OutboxDb } from '../../src/shared/state/outboxDb';
import type { RootEnv } from '../../src/shared/state/RootEnv';
import { readSession } from '../../src/shared/state/storedSession';

export type FakeCall = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
  idempotencyKey: string | null;
};
/** An answer (with extra headers if given), undefined for a 404, or a throw for a request that never got an answer. */
export type FakeHandler = (
  call: FakeCall,
) => { status: number; body: unknown; headers?: Record<string, string> } | undefined;

export const NOW = Date.UTC(2026, 0, 15, 10, 0, 0);

export const API_BASE = 'http://portal.test/api';
const ENGAGE_BASE = 'http://portal.test/engage';

export const demoUser = {
  id: 1,
  name: 'Asha Rao',
  phone: '9876543210',
  role: 'magnet',
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.in',
  is_tc_agree: 1,
  ivr_number: null,
  profilePercentage: 100,
  additionalData: { id: 1, name: 'Asha Rao', UserRegions: [] },
  UserInfo: {
    gst_no: null,
    rera_no: null,
    is_rera_applied: null,
    rera_applied_date: null,
    pincode: null,
    total_experience: null,
    genrate_leads: [],
    plateform_present_in: [],
    devote_time: null,
    have_team: null,
    own_state_business: null,
    list_properties: null,
    operate_business: null,
    office_location: null,
    deal_business_types: [],
    user_location: [],
    profile_pic: null,
    profile_pic_name: null,
    visiting_card: null,
    visiting_card_name: null,
    UserServiceRm: null,
  },
} satisfies ApiUser;

/**
 * A root-store environment whose API answers come from `handler`; every call is recorded. While a
 * request got no answer, the server is probed every `probeIntervalMs` with a GET /api/ (recorded too).
 */
export function fakeEnvironment(
  handler: FakeHandler,
  options: { probeIntervalMs?: number; outbox?: OutboxDb; copies?: DeviceCopies } = {},
) {
  const calls: FakeCall[] = [];
  const storage = window.localStorage;
  const now = () => NOW;
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const isJson = (request.headers.get('Content-Type') ?? '').includes('json');
    const text = isJson ? await request.text() : '';
    const call: FakeCall = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('Authorization'),
      idempotencyKey: request.headers.get('Idempotency-Key'),
    };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  };
  const getToken = () => readSession(storage, now())?.token ?? null;
  const userOf = () => readSession(storage, now())?.user.id ?? null;
  // The device's copies in memory, kept at once (no idle callback to wait for).
  const copies = options.copies ?? memoryDeviceCopies();
  const reachability = createServerReachability({
    fetch,
    probe: () => fetch(new Request('http://portal.test/api/')),
    probeIntervalMs: options.probeIntervalMs ?? 60_000,
  });
  const kept = withDeviceCopies(reachability.fetch, copies, userOf, (work) => work());
  const env: RootEnv = {
    storage,
    now,
    reachability,
    api: createApi({ baseUrl: API_BASE, getToken, fetch: kept }),
    engage: createEngageApi({ baseUrl: ENGAGE_BASE, getToken, fetch: kept }),
    fromDevice: deviceReader(copies, userOf, { api: API_BASE, engage: ENGAGE_BASE }),
    // The outbox in memory: no IndexedDB in jsdom (pass one to share it between two stores, as two tabs).
    outbox: options.outbox ?? memoryOutboxDb(),
    forgetPartnerData: () => env.outbox.setAuth(null),
  };
  return { env, calls, copies };
}

/** A root store that knows the app's lists, as start-up tells it once the list specs have loaded. */
export function rootWithLists(env: RootEnv) {
  const root = createRootStore(env);
  root.views.setLists(VIEW_LISTS);
  root.layouts.setDefaults(LAYOUT_DEFAULTS);
  return root;
}
