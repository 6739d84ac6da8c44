import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { seedDemo } from '../../server/db/seed.ts';
import { freshDb, type TestDb } from '../helpers/testDb.ts';

let t: TestDb | undefined;
afterAll(async () => {
  await t?.destroy();
});

it('leads created before a restart are all there after it, on the same storage', async () => {
  t = await freshDb();
  await seedDemo(t.db, t.dataDir);
  let { app } = await buildApp({ db: t.db, dataDir: t.dataDir });
  const login = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { phone: '9876543211', password: 'magnet123' },
  });
  const { userData } = login.json() as { userData: { id: number; token: string } };
  const headers = { authorization: `Bearer ${userData.token}` };
  const project = await t.db.query<{ id: number }>('SELECT id FROM projects ORDER BY id LIMIT 1');
  const created: number[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/leads/create',
      headers,
      payload: {
        name: `Restart Client ${'ABCDE'[i]}`,
        number: `981234567${i}`,
        country_code: '+91',
        nationality: 1,
        project_id: project[0]?.id,
        created_by: userData.id,
        magnet_id: userData.id,
        is_magnet: 1,
        admin_message: 'created before the restart',
        more_fields: { percentage: 50 },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    created.push((res.json() as { lead: { id: number } }).lead.id);
  }
  await app.close();
  await t.db.close();

  const db = await t.reopen();
  ({ app } = await buildApp({ db, dataDir: t.dataDir }));
  const res = await app.inject({
    method: 'GET',
    url: `/api/leads?size=500&pageId=1&ids=${created.join(',')}`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  const names = (res.json() as { leads: { id: number; Client: { name: string } }[] }).leads.map(
    (l) => l.Client.name,
  );
  expect(names.sort()).toEqual(['A', 'B', 'C', 'D', 'E'].map((x) => `Restart Client ${x}`));
  await app.close();
}, 180_000);
