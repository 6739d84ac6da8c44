import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { seedDemo } from '../../server/db/seed/index.ts';
import { startServer } from '../helpers/serverProcess.ts';
import { freshDb, type TestDb } from '../helpers/testDb.ts';

let t: TestDb | undefined;
afterAll(async () => {
  await t?.destroy();
});

it('leads created before a restart are all there after it, on the same storage', async () => {
  t = await freshDb();
  await seedDemo(t.db);
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

it('every lead acknowledged before a SIGKILL in the middle of a stream of creations is there after a restart', async () => {
  const k = await freshDb();
  await seedDemo(k.db);
  const project = await k.db.query<{ id: number }>('SELECT id FROM projects ORDER BY id LIMIT 1');
  // One process owns a PGlite directory: the servers below open it, this handle must not.
  await k.db.close();
  let server = await startServer({ dataDir: k.dataDir, databaseUrl: k.databaseUrl });
  try {
    const call = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
      const res = await fetch(`${server.base}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const partners = await Promise.all(
      ['9876543210', '9876543211'].map(async (phone) => {
        const res = await call('/api/users/login', {
          method: 'POST',
          body: { phone, password: 'magnet123' },
        });
        const { userData } = res.body as { userData: { id: number; token: string } };
        return userData;
      }),
    );

    // Four creations in flight at any time, alternating partners; SIGKILL once 12 are acknowledged.
    const acknowledged: { id: number; name: string; token: string }[] = [];
    const unanswered: string[] = [];
    let sent = 0;
    let killing: Promise<unknown> | undefined;
    const sender = async () => {
      while (!killing && sent < 60) {
        const n = sent++;
        const who = partners[n % 2] as { id: number; token: string };
        const name = `Durable Client ${String(n).padStart(3, '0')}`;
        try {
          const res = await call('/api/leads/create', {
            method: 'POST',
            token: who.token,
            body: {
              name,
              number: `97${String(10_000_000 + n).padStart(8, '0')}`,
              country_code: '+91',
              nationality: 1,
              project_id: project[0]?.id,
              created_by: who.id,
              magnet_id: who.id,
              is_magnet: 1,
              admin_message: 'sent during the kill test',
              more_fields: { percentage: 50 },
            },
          });
          if (res.status === 201) {
            acknowledged.push({ id: (res.body as { lead: { id: number } }).lead.id, name, token: who.token });
          }
        } catch {
          unanswered.push(name); // the connection died with the server: never acknowledged
        }
        if (acknowledged.length >= 12 && !killing) killing = server.kill();
      }
    };
    await Promise.all([sender(), sender(), sender(), sender()]);
    await killing;
    expect(acknowledged.length).toBeGreaterThanOrEqual(12);

    server = await startServer({ dataDir: k.dataDir, databaseUrl: k.databaseUrl });
    const found: string[] = [];
    for (const token of new Set(acknowledged.map((a) => a.token))) {
      const ids = acknowledged.filter((a) => a.token === token).map((a) => a.id);
      const res = await call(`/api/leads?size=500&pageId=1&ids=${ids.join(',')}`, { token });
      expect(res.status).toBe(200);
      for (const lead of (res.body as unknown as { leads: { Client: { name: string } }[] }).leads) {
        found.push(lead.Client.name);
      }
    }
    expect(found.sort()).toEqual(acknowledged.map((a) => a.name).sort());
    console.info(
      `durability: ${sent} lead creations sent, ${acknowledged.length} acknowledged before SIGKILL, ${unanswered.length} cut off unanswered; after the restart ${found.length} of ${acknowledged.length} acknowledged leads present`,
    );
  } finally {
    await server.kill();
    await k.destroy();
  }
}, 300_000);
