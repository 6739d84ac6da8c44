import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../helpers/testDb.ts';

type Env = Awaited<ReturnType<typeof seededApp>>;
type UserInfo = {
  pincode: string | null;
  total_experience: number | null;
  gst_no: string | null;
  rera_no: string | null;
  rera_applied_date: string | null;
};

/** PUT /api/users/{id} as the profile tabs send it: form-data with the JSON in `data`. */
async function saveProfile(env: Env, auth: { authorization: string }, id: number, data: unknown) {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  const req = new Request('http://localhost/', { method: 'PUT', body: form });
  return env.app.inject({
    method: 'PUT',
    url: `/api/users/${id}`,
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { ...auth, 'content-type': req.headers.get('content-type') ?? '' },
  });
}

describe('profile: optional fields', () => {
  let env: Env;
  beforeAll(async () => {
    env = await seededApp();
  }, 180_000);
  afterAll(async () => {
    await env.close();
  });

  it('clearing pincode, total experience and GSTIN clears them on the server', async () => {
    const me = await env.login('9876543211');
    const filled = await saveProfile(env, me.auth, me.id, {
      Usermeta: {
        pincode: '411045',
        total_experience: 7,
        gst_no: '27AAPFU0939F1ZV',
        office_location: 'Baner',
      },
    });
    expect(filled.statusCode).toBe(200);
    const read = async () =>
      (await env.app.inject({ method: 'GET', url: '/api/users/me', headers: me.auth })).json<{
        UserInfo: UserInfo;
      }>().UserInfo;
    expect(await read()).toMatchObject({ pincode: '411045', total_experience: 7, gst_no: '27AAPFU0939F1ZV' });

    const cleared = await saveProfile(env, me.auth, me.id, {
      Usermeta: { pincode: null, total_experience: null, gst_no: null, office_location: 'Baner' },
    });
    expect(cleared.statusCode).toBe(200);
    expect(await read()).toMatchObject({ pincode: null, total_experience: null, gst_no: null });
  });

  it('a PAN (extension) is kept in capitals, cleared with null, and refused when it is not a PAN', async () => {
    const me = await env.login('9876543211');
    const pan = async () =>
      (await env.app.inject({ method: 'GET', url: '/api/users/me', headers: me.auth })).json<{
        UserInfo: { pan_no: string | null };
      }>().UserInfo.pan_no;
    expect((await saveProfile(env, me.auth, me.id, { Usermeta: { pan_no: 'aakfn5678k' } })).statusCode).toBe(
      200,
    );
    expect(await pan()).toBe('AAKFN5678K');
    expect((await saveProfile(env, me.auth, me.id, { Usermeta: { pan_no: 'AAKFN5678' } })).statusCode).toBe(
      400,
    );
    expect(await pan()).toBe('AAKFN5678K');
    expect((await saveProfile(env, me.auth, me.id, { Usermeta: { pan_no: null } })).statusCode).toBe(200);
    expect(await pan()).toBeNull();
  });

  it('a pincode that is not six digits is still refused', async () => {
    const me = await env.login('9876543211');
    const res = await saveProfile(env, me.auth, me.id, { Usermeta: { pincode: '12' } });
    expect(res.statusCode).toBe(400);
  });

  it("takes the agent RERA numbers of each state of the four cities, and refuses the rest with 'not a valid rera no.'", async () => {
    const me = await env.login('9876543211');
    const stored = async () =>
      (await env.app.inject({ method: 'GET', url: '/api/users/me', headers: me.auth })).json<{
        UserInfo: UserInfo;
      }>().UserInfo.rera_no;
    const valid = [
      'P52100012345', // the spec's rule (MahaRERA until 2023)
      'A031262401068', // Maharashtra since 2024
      'PRM/KA/RERA/1251/309/AG/180524/001234', // Karnataka
      'UPRERAAGT10202', // Uttar Pradesh
      'HRERA-PKL-REA-1578-2023', // Haryana, Panchkula
      'RC/HARERA/GGM/2569/2164/2024/282', // Haryana, Gurugram
      'DLRERA2019A0113', // Delhi
    ];
    for (const rera_no of valid) {
      const res = await saveProfile(env, me.auth, me.id, {
        Usermeta: { rera_no: ` ${rera_no.toLowerCase()} ` },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await stored()).toBe(rera_no);
    }
    const invalid = [
      '12345',
      'P1234567890',
      'PP12345678901',
      'P031262401068', // 12 digits after another letter than A
      'PRM/KA/RERA/1251/446/PR/200811/003528', // a Karnataka project, not an agent
      'UPRERAPRJ125342', // an Uttar Pradesh project
      'HRERA-PKL-REA-1578', // Haryana without its year
      'RC/REP/HARERA/GGM/686/418/2023/30', // a Haryana project
      'DLRERA2023P0017', // a Delhi project
      'AG/GJ/AHMEDABAD/AHMEDABAD CITY/AA01234', // another state
    ];
    for (const rera_no of invalid) {
      const res = await saveProfile(env, me.auth, me.id, { Usermeta: { rera_no } });
      expect(res.statusCode, rera_no).toBe(400);
      expect(res.json(), rera_no).toEqual({ message: 'not a valid rera no.' });
    }
    expect(await stored()).toBe('DLRERA2019A0113');
    for (const rera_no of ['', null]) {
      const res = await saveProfile(env, me.auth, me.id, { Usermeta: { rera_no } });
      expect(res.statusCode, String(rera_no)).toBe(200);
    }
    const unknown = await saveProfile(env, me.auth, me.id, { Usermeta: { favourite_colour: 'blue' } });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a GSTIN that is not one with 400 and its reason, and keeps the one saved', async () => {
    const me = await env.login('9876543211');
    const gstin = async () =>
      (await env.app.inject({ method: 'GET', url: '/api/users/me', headers: me.auth })).json<{
        UserInfo: UserInfo;
      }>().UserInfo.gst_no;
    const saved = await saveProfile(env, me.auth, me.id, { Usermeta: { gst_no: ' 27aapfu0939f1zv ' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await gstin()).toBe('27AAPFU0939F1ZV');

    const refusals: [string, string][] = [
      ['27ABCDE1234F1Z', 'not a valid GSTIN: 15 characters, like 27AAPFU0939F1ZV'],
      [
        '27AAPFU0939F1ZW',
        'not a valid GSTIN: its last character does not match the others (check for a typing mistake)',
      ],
      ['72AAPFU0939F1ZV', 'not a valid GSTIN: 72 is not a GST state code'],
    ];
    for (const [gst_no, message] of refusals) {
      const res = await saveProfile(env, me.auth, me.id, { Usermeta: { gst_no } });
      expect(res.statusCode, gst_no).toBe(400);
      expect(res.json(), gst_no).toEqual({ message });
    }
    const otherPan = await saveProfile(env, me.auth, me.id, {
      Usermeta: { gst_no: '27AAPFU0939F1ZV', pan_no: 'ABCDE1234F' },
    });
    expect(otherPan.statusCode).toBe(400);
    expect(otherPan.json()).toEqual({ message: 'Your GSTIN carries the PAN AAPFU0939F' });
    expect(await gstin()).toBe('27AAPFU0939F1ZV');
  });

  it('refuses a RERA application dated after today in India, and takes today', async () => {
    const me = await env.login('9876543211');
    const applied = (rera_applied_date: string) =>
      saveProfile(env, me.auth, me.id, {
        Usermeta: { rera_no: null, is_rera_applied: 1, rera_applied_date },
      });
    const future = await applied('2099-01-15');
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ message: 'The date you applied on cannot be in the future' });
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);
    expect((await applied(tomorrow)).statusCode).toBe(400);
    expect((await applied(today)).statusCode).toBe(200);
    const read = await env.app.inject({ method: 'GET', url: '/api/users/me', headers: me.auth });
    expect(read.json<{ UserInfo: UserInfo }>().UserInfo.rera_applied_date).toBe(today);
  });

  it('stores a RERA number trimmed and in capitals', async () => {
    const me = await env.login('9876543211');
    const res = await saveProfile(env, me.auth, me.id, { Usermeta: { rera_no: '  a51900012345  ' } });
    expect(res.statusCode, res.body).toBe(200);
    const read = await env.app.inject({ method: 'GET', url: '/api/users/me', headers: me.auth });
    expect(read.json<{ UserInfo: { rera_no: string } }>().UserInfo.rera_no).toBe('A51900012345');
  });
});
