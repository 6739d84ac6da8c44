import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarPng, visitingCardPng } from '../../server/db/demoAssets.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { seededApp } from '../helpers/testDb.ts';

type Env = Awaited<ReturnType<typeof seededApp>>;
type Auth = Awaited<ReturnType<Env['login']>>;
type UserInfo = {
  profile_pic: string | null;
  profile_pic_name: string | null;
  visiting_card: string | null;
  visiting_card_name: string | null;
};

const CSV = 'Name,Number\nAnil Mehta,9811111111\n';

describe("a partner's uploaded files", () => {
  let env: Env;
  beforeAll(async () => {
    env = await seededApp();
  }, 180_000);
  afterAll(async () => {
    await env?.close();
  });

  const fetchFile = (url: string) => env.app.inject({ method: 'GET', url });
  const isStored = async (url: string) =>
    (await env.t.db.query('SELECT key FROM files WHERE key = $1', [url.replace(/^\/files\//, '')])).length >
    0;
  const me = async (who: Auth) =>
    (await env.app.inject({ method: 'GET', url: '/api/users/me', headers: who.auth })).json<{
      UserInfo: UserInfo;
    }>().UserInfo;
  const saveProfile = (who: Auth, data: unknown, files: Parameters<typeof multipartBody>[1]) => {
    const body = multipartBody({ data: JSON.stringify(data) }, files);
    return env.app.inject({
      method: 'PUT',
      url: `/api/users/${who.id}`,
      payload: body.payload,
      headers: { ...who.auth, ...body.headers },
    });
  };
  const register = async (phone: string) => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/users/create_magnet',
      payload: {
        first_name: 'Leaving',
        last_name: 'Partner',
        phone,
        email: `p${phone}@example.in`,
        password: 'secret123',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return env.login(phone, 'secret123');
  };

  it('a replaced profile picture and visiting card are no longer served nor kept', async () => {
    const who = await register('9000000101');
    const first = await saveProfile(
      who,
      { Usermeta: { pincode: '400053' } },
      {
        profile_pic: { name: 'me.png', type: 'image/png', data: avatarPng(10) },
        visiting_card: { name: 'card.png', type: 'image/png', data: visitingCardPng(10) },
      },
    );
    expect(first.statusCode, first.body).toBe(200);
    const old = await me(who);
    expect(old.profile_pic).toMatch(/^\/files\//);
    expect(old.visiting_card).toMatch(/^\/files\//);
    // The names they were uploaded under, not their storage keys.
    expect([old.profile_pic_name, old.visiting_card_name]).toEqual(['me.png', 'card.png']);
    for (const url of [old.profile_pic, old.visiting_card] as string[]) {
      expect((await fetchFile(url)).statusCode).toBe(200);
    }

    // A new picture only: the card stays.
    const second = await saveProfile(
      who,
      { Usermeta: { pincode: '400054' } },
      {
        profile_pic: { name: 'me2.png', type: 'image/png', data: avatarPng(200) },
      },
    );
    expect(second.statusCode, second.body).toBe(200);
    const now = await me(who);
    expect(now.profile_pic).not.toBe(old.profile_pic);
    expect(now.visiting_card).toBe(old.visiting_card);
    expect((await fetchFile(now.profile_pic as string)).statusCode).toBe(200);
    expect((await fetchFile(old.profile_pic as string)).statusCode).toBe(404);
    expect(await isStored(old.profile_pic as string)).toBe(false);
    expect((await fetchFile(old.visiting_card as string)).statusCode).toBe(200);

    // A new card, sent with the account fields: the old card goes too.
    const third = await saveProfile(
      who,
      { first_name: 'Still', last_name: 'Here', email: 'still.here@example.in' },
      {
        visiting_card: { name: 'card2.png', type: 'image/png', data: visitingCardPng(300) },
      },
    );
    expect(third.statusCode, third.body).toBe(200);
    const last = await me(who);
    expect(last.visiting_card).not.toBe(old.visiting_card);
    expect((await fetchFile(last.visiting_card as string)).statusCode).toBe(200);
    expect((await fetchFile(old.visiting_card as string)).statusCode).toBe(404);
    expect(await isStored(old.visiting_card as string)).toBe(false);
  });

  it('a refused save keeps the current picture', async () => {
    const who = await register('9000000102');
    await saveProfile(
      who,
      { Usermeta: {} },
      { profile_pic: { name: 'me.png', type: 'image/png', data: avatarPng(30) } },
    );
    const kept = (await me(who)).profile_pic as string;
    const refused = await saveProfile(
      who,
      { Usermeta: { pincode: '12' } },
      { profile_pic: { name: 'me.png', type: 'image/png', data: avatarPng(40) } },
    );
    expect(refused.statusCode).toBe(400);
    expect((await me(who)).profile_pic).toBe(kept);
    expect((await fetchFile(kept)).statusCode).toBe(200);
  });

  it('the files of a deleted account answer 404 and are no longer kept', async () => {
    const who = await register('9000000103');
    await saveProfile(
      who,
      { Usermeta: {} },
      {
        profile_pic: { name: 'me.png', type: 'image/png', data: avatarPng(50) },
        visiting_card: { name: 'card.png', type: 'image/png', data: visitingCardPng(50) },
      },
    );
    const region = await env.t.db.query<{ id: number }>('SELECT id FROM region_parents ORDER BY id LIMIT 1');
    const bulk = multipartBody(
      { parent_region_id: String(region[0]?.id) },
      { bulk_file: { name: 'leads.csv', type: 'text/csv', data: CSV } },
    );
    const uploaded = await env.app.inject({
      method: 'POST',
      url: '/api/bulkLeadFile',
      payload: bulk.payload,
      headers: { ...who.auth, ...bulk.headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const info = await me(who);
    const urls = [
      info.profile_pic as string,
      info.visiting_card as string,
      (uploaded.json() as { bulkLead: { file_url: string } }).bulkLead.file_url,
    ];
    for (const url of urls) expect((await fetchFile(url)).statusCode, url).toBe(200);

    const deleted = await env.app.inject({
      method: 'DELETE',
      url: `/api/users/${who.id}`,
      headers: who.auth,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const url of urls) {
      expect((await fetchFile(url)).statusCode, url).toBe(404);
      expect(await isStored(url), url).toBe(false);
    }
  });

  it("deleting one account leaves every other partner's files served", async () => {
    const other = await env.login('9876543211');
    const before = await me(other);
    const who = await register('9000000104');
    const res = await env.app.inject({ method: 'DELETE', url: `/api/users/${who.id}`, headers: who.auth });
    expect(res.statusCode).toBe(200);
    for (const url of [before.profile_pic, before.visiting_card] as string[]) {
      expect((await fetchFile(url)).statusCode, url).toBe(200);
    }
  });
});
