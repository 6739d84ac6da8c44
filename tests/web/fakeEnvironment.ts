import { createApi, createEngageApi } from '../../src/api/client';
import type { RootEnv } from '../../src/app/RootStore';
import { readSession } from '../../src/domain/session';

export type FakeCall = { method: string; path: string; body: unknown; authorization: string | null };
export type FakeHandler = (call: FakeCall) => { status: number; body: unknown } | undefined;

export const NOW = Date.UTC(2026, 0, 15, 10, 0, 0);

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
    visiting_card: null,
    UserServiceRm: null,
  },
};

/** A root-store environment whose API answers come from `handler`; every call is recorded. */
export function fakeEnvironment(handler: FakeHandler) {
  const calls: FakeCall[] = [];
  const storage = window.localStorage;
  const now = () => NOW;
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const text = await request.text();
    const call: FakeCall = {
      method: request.method,
      path: url.pathname,
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('Authorization'),
    };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const getToken = () => readSession(storage, now())?.token ?? null;
  const env: RootEnv = {
    storage,
    now,
    api: createApi({ baseUrl: 'http://portal.test/api', getToken, fetch }),
    engage: createEngageApi({ baseUrl: 'http://portal.test/engage', getToken, fetch }),
  };
  return { env, calls };
}
