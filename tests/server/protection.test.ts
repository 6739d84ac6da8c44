import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { hashPassword } from '../../server/lib/auth.ts';
import { freshDb, signIn, type TestDb } from '../helpers/testDb.ts';

// The protection clock (extension): the state on the lead list and detail, and the "expiring within
// 7 days" filter of the list and its count, at a fixed server clock, to the second.
const NOW = new Date('2031-03-10T06:30:00.000Z');
const CLOSED = 11;

type Protection = { window_days: number; ends_at: string; state: string; visited_at: string | null };
type LeadBody = { id: number; protection: Protection };

const one = async <T extends Record<string, unknown>>(db: Db, sql: string, params: unknown[]) => {
  const row = (await db.query<T>(sql, params))[0];
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
};

type LeadSpec = { project: number; created: string; visit?: [string, string]; stage?: number };

async function insertFixture(db: Db) {
  await db.exec(`
    INSERT INTO region_parents (id, name) VALUES (1, 'Mumbai');
    INSERT INTO regions (id, name, parent_id) VALUES (1, 'Andheri', 1);
  `);
  const hash = await hashPassword('magnet123');
  const userSql = `INSERT INTO users (phone, password_hash, role, first_name, last_name) VALUES ($1, $2, 'magnet', $3, '') RETURNING id`;
  const a = (await one<{ id: number }>(db, userSql, ['9876543210', hash, 'Asha'])).id;
  const b = (await one<{ id: number }>(db, userSql, ['9876543211', hash, 'Bala'])).id;
  const project = async (name: string, days: number | null) =>
    (
      await one<{ id: number }>(
        db,
        days === null
          ? `INSERT INTO projects (name, builder_name, region_id, location) VALUES ($1, 'Builder', 1, 'Andheri') RETURNING id`
          : `INSERT INTO projects (name, builder_name, region_id, location, protection_days)
             VALUES ($1, 'Builder', 1, 'Andheri', $2) RETURNING id`,
        days === null ? [name] : [name, days],
      )
    ).id;
  const p60 = await project('Sixty Heights', 60);
  const p45 = await project('Forty Five Park', 45);
  const pDefault = await project('No Window Towers', null);
  let n = 0;
  const lead = async (magnet: number, s: LeadSpec) => {
    n += 1;
    const client = await one<{ id: number }>(
      db,
      'INSERT INTO clients (magnet_id, name, number) VALUES ($1, $2, $3) RETURNING id',
      [magnet, `Client ${n}`, `90000${String(n).padStart(5, '0')}`],
    );
    const id = (
      await one<{ id: number }>(
        db,
        `INSERT INTO leads (magnet_id, client_id, project_id, stage_id, source_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 1, $5, $5) RETURNING id`,
        [magnet, client.id, s.project, s.stage ?? 5, s.created],
      )
    ).id;
    if (s.visit) {
      await db.query(
        `INSERT INTO update_logs (lead_id, action, action_name, action_date, activity_message, user_name)
         VALUES ($1, 'lead_status_change', $2, $3, 'Activity status changed', 'RM One')`,
        [id, s.visit[0], s.visit[1]],
      );
    }
    return id;
  };
  const leads = {
    // Ends exactly 7 days after now: inside "within 7 days".
    at7: await lead(a, { project: p60, created: '2031-01-16T06:30:00Z' }),
    // Ends one second later: outside.
    past7: await lead(a, { project: p60, created: '2031-01-16T06:30:01Z' }),
    lastSecond: await lead(a, { project: p45, created: '2031-01-24T06:30:01Z' }),
    endsNow: await lead(a, { project: p45, created: '2031-01-24T06:30:00Z' }),
    visited: await lead(a, {
      project: p60,
      created: '2031-01-14T06:30:00Z',
      visit: ['Visit Done', '2031-01-24T06:30:00Z'],
    }),
    visitAtEnd: await lead(a, {
      project: p45,
      created: '2031-01-20T06:30:00Z',
      visit: ['Revisit Done', '2031-03-06T06:30:00Z'],
    }),
    visitLastSecond: await lead(a, {
      project: p45,
      created: '2031-01-20T06:30:00Z',
      visit: ['Revisit Done', '2031-03-06T06:29:59Z'],
    }),
    closedVisited: await lead(a, {
      project: p60,
      created: '2031-01-14T06:30:00Z',
      visit: ['Visit Done', '2031-01-24T06:30:00Z'],
      stage: CLOSED,
    }),
    visitBefore: await lead(a, {
      project: p60,
      created: '2031-01-16T06:30:00Z',
      visit: ['Visit Done', '2031-01-16T06:29:59Z'],
    }),
    defaultWindow: await lead(a, { project: pDefault, created: '2031-02-28T06:30:00Z' }),
    ofB: await lead(b, { project: p60, created: '2031-01-16T06:30:00Z' }),
  };
  return { p45, leads };
}

describe('the protection clock', () => {
  let t: TestDb;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let fx: Awaited<ReturnType<typeof insertFixture>>;
  let authA: { authorization: string };
  let authB: { authorization: string };

  beforeAll(async () => {
    t = await freshDb();
    fx = await insertFixture(t.db);
    ({ app } = await buildApp({ db: t.db, dataDir: t.dataDir, now: () => NOW }));
    await app.ready();
    authA = (await signIn(app, '9876543210')).auth;
    authB = (await signIn(app, '9876543211')).auth;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await t?.destroy();
  });

  const get = (url: string, headers = authA) => app.inject({ method: 'GET', url, headers });
  const protectionOf = async (id: number) => {
    const res = await get(`/api/leads/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as LeadBody).protection;
  };

  it('answers each lead its window, end, visit and state', async () => {
    const l = fx.leads;
    expect(await protectionOf(l.at7)).toEqual({
      window_days: 60,
      ends_at: '2031-03-17T06:30:00.000Z',
      state: 'Protected',
      visited_at: null,
    });
    expect(await protectionOf(l.lastSecond)).toEqual({
      window_days: 45,
      ends_at: '2031-03-10T06:30:01.000Z',
      state: 'Protected',
      visited_at: null,
    });
    expect(await protectionOf(l.endsNow)).toEqual({
      window_days: 45,
      ends_at: '2031-03-10T06:30:00.000Z',
      state: 'Expired',
      visited_at: null,
    });
    expect(await protectionOf(l.visited)).toEqual({
      window_days: 60,
      ends_at: '2031-03-15T06:30:00.000Z',
      state: 'Locked',
      visited_at: '2031-01-24T06:30:00.000Z',
    });
    expect((await protectionOf(l.visitAtEnd)).state).toBe('Expired');
    expect((await protectionOf(l.visitLastSecond)).state).toBe('Locked');
    expect((await protectionOf(l.closedVisited)).state).toBe('Ended');
    expect(await protectionOf(l.visitBefore)).toEqual({
      window_days: 60,
      ends_at: '2031-03-17T06:30:00.000Z',
      state: 'Protected',
      visited_at: null,
    });
    expect(await protectionOf(l.defaultWindow)).toEqual({
      window_days: 90,
      ends_at: '2031-05-29T06:30:00.000Z',
      state: 'Protected',
      visited_at: null,
    });
  });

  it('lists the same state in the list as in the detail', async () => {
    const res = await get(`/api/leads?type=all_leads&ids=${fx.leads.visited},${fx.leads.endsNow}`);
    expect(res.statusCode, res.body).toBe(200);
    const states = (res.json() as { leads: LeadBody[] }).leads.map((l) => [l.id, l.protection.state]);
    expect(states).toEqual([
      [fx.leads.visited, 'Locked'],
      [fx.leads.endsNow, 'Expired'],
    ]);
  });

  it('filters and counts the leads still protected whose window ends within 7 days, soonest end first', async () => {
    const l = fx.leads;
    const list = await get('/api/leads?type=all_leads&protection_expires_within=7&size=50');
    expect(list.statusCode, list.body).toBe(200);
    // Ending 03-10 06:30:01, then two on 03-17 (the older lead first).
    // A closed lead's protection has ended: not among them.
    expect((list.json() as { leads: LeadBody[] }).leads.map((x) => x.id)).toEqual([
      l.lastSecond,
      l.at7,
      l.visitBefore,
    ]);
    const count = await get('/api/leads/index/count?type=all_leads&protection_expires_within=7');
    expect(count.json()).toEqual({ count: 3 });
    const oneDay = await get('/api/leads/index/count?type=all_leads&protection_expires_within=1');
    expect(oneDay.json()).toEqual({ count: 1 });
  });

  it('orders the leads by the end of their window when asked, the older lead first on the same end', async () => {
    const l = fx.leads;
    const ids = async (query: string) => {
      const res = await get(`/api/leads?type=all_leads&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { leads: LeadBody[] }).leads.map((x) => x.id);
    };
    // Ends: 03-06 (two), 03-10 06:30:00, 03-10 06:30:01, 03-15 (two), 03-17 06:30:00 (two), 03-17 06:30:01, 05-29.
    expect(await ids('order_by=protection_ends_at&size=50')).toEqual([
      l.visitAtEnd,
      l.visitLastSecond,
      l.endsNow,
      l.lastSecond,
      l.visited,
      l.closedVisited,
      l.at7,
      l.visitBefore,
      l.past7,
      l.defaultWindow,
    ]);
    expect(await ids('order_by=protection_ends_at&order_type=desc&size=50')).toEqual([
      l.defaultWindow,
      l.past7,
      l.at7,
      l.visitBefore,
      l.visited,
      l.closedVisited,
      l.lastSecond,
      l.endsNow,
      l.visitAtEnd,
      l.visitLastSecond,
    ]);
    // The second page of three continues the order; the expiring filter takes the order asked for.
    expect(await ids('order_by=protection_ends_at&size=3&pageId=2')).toEqual([
      l.lastSecond,
      l.visited,
      l.closedVisited,
    ]);
    expect(await ids('protection_expires_within=7&order_by=protection_ends_at&order_type=desc')).toEqual([
      l.at7,
      l.visitBefore,
      l.lastSecond,
    ]);
  });

  it('refuses an order it does not know', async () => {
    for (const query of ['order_by=name', 'order_by=protection_ends_at&order_type=up']) {
      const res = await get(`/api/leads?type=all_leads&${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it("never counts another partner's leads", async () => {
    const list = await get('/api/leads?type=all_leads&protection_expires_within=7', authB);
    expect((list.json() as { leads: LeadBody[] }).leads.map((x) => x.id)).toEqual([fx.leads.ofB]);
    const count = await get('/api/leads/index/count?type=all_leads&protection_expires_within=7', authB);
    expect(count.json()).toEqual({ count: 1 });
    expect((await get(`/api/leads/${fx.leads.at7}`, authB)).statusCode).toBe(404);
  });

  it("answers each project's window (90 days where the project has none)", async () => {
    const res = await get('/api/projects?size=10');
    expect(res.statusCode).toBe(200);
    const windows = (res.json() as { projects: { name: string; protection_days: number }[] }).projects
      .map((p) => [p.name, p.protection_days])
      .sort();
    expect(windows).toEqual([
      ['Forty Five Park', 45],
      ['No Window Towers', 90],
      ['Sixty Heights', 60],
    ]);
  });

  it('refuses a number of days outside 1 to 90', async () => {
    expect((await get('/api/leads/index/count?protection_expires_within=0')).statusCode).toBe(400);
    expect((await get('/api/leads?protection_expires_within=91')).statusCode).toBe(400);
  });

  it('answers a new lead with the end of its window', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/leads/create',
      headers: authA,
      payload: {
        name: 'New Client',
        number: '8000000001',
        country_code: '+91',
        nationality: 1,
        project_id: fx.p45,
        created_by: 1,
        magnet_id: 1,
        is_magnet: 1,
        admin_message: 'New lead',
        more_fields: { percentage: 50 },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { lead: { id: number; protection: unknown } };
    expect(body.lead.protection).toEqual({ window_days: 45, ends_at: '2031-04-24T06:30:00.000Z' });
  });
});
