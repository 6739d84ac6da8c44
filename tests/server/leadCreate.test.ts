import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { startServer as startServerProcess } from '../helpers/serverProcess.ts';
import { freshDb, type TestDb } from '../helpers/testDb.ts';

/** An instant given as a wall-clock time in India (Asia/Kolkata, UTC+05:30), the zone of the business day. */
const ist = (y: number, month: number, d: number, h = 0, min = 0) =>
  new Date(Date.UTC(y, month - 1, d, h, min) - 330 * 60_000);

const LEAD_ADDED = 'Lead Added, it will reflect in CRM in a few minutes';
const FOLLOW_UP = 3;

type Auth = { id: number; headers: { authorization: string } };
type CreateAnswer = {
  statusCode: number;
  body: { message: string; lead?: { id: number }; lead_id?: number };
  retryAfter?: string | undefined;
};
type ListedLead = {
  id: number;
  more_fields: Record<string, unknown>;
  InternalStatusHistory: {
    LeadInternalStatus: { id: number; name: string } | null;
    followup_date: string | null;
    action_date: string | null;
  } | null;
  LeadMagnet: { id: number };
  Client: { name: string; number: string; country_code: string };
};

describe('adding single leads (POST /leads/create)', () => {
  let t: TestDb;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let clock = ist(2031, 3, 10, 12);
  let projectId: number;
  let partners = 0;

  beforeAll(async () => {
    t = await freshDb();
    await t.db.exec(`
      INSERT INTO region_parents (id, name) VALUES (1, 'Mumbai');
      INSERT INTO regions (id, name, parent_id) VALUES (1, 'Andheri', 1);
    `);
    const project = await t.db.query<{ id: number }>(
      `INSERT INTO projects (name, builder_name, region_id, location) VALUES ('Sky Towers', 'Builder', 1, 'Andheri')
       RETURNING id`,
    );
    projectId = project[0]?.id ?? 0;
    ({ app } = await buildApp({ db: t.db, dataDir: t.dataDir, now: () => clock }));
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await t?.destroy();
  });

  /** A partner registered for one test, so each test counts its own day. */
  const newPartner = async (): Promise<Auth> => {
    partners += 1;
    const phone = `91000000${String(partners).padStart(2, '0')}`;
    const created = await app.inject({
      method: 'POST',
      url: '/api/users/create_magnet',
      payload: {
        first_name: 'Test',
        last_name: `Partner ${partners}`,
        phone,
        email: `p${partners}@example.in`,
        password: 'magnet123',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { phone, password: 'magnet123' },
    });
    const { userData } = login.json() as { userData: { id: number; token: string } };
    return { id: userData.id, headers: { authorization: `Bearer ${userData.token}` } };
  };

  const lite = (i: number) => ({
    name: `Client ${i}`,
    number: `80000${String(i).padStart(5, '0')}`,
    country_code: '+91',
    nationality: 1,
    project_id: projectId,
    created_by: 1,
    magnet_id: 1,
    is_magnet: 1,
    admin_message: `Lead ${i}`,
    more_fields: { percentage: 50 },
  });

  const create = async (who: Auth, body: object, key?: string): Promise<CreateAnswer> => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/leads/create',
      headers: key === undefined ? who.headers : { ...who.headers, 'idempotency-key': key },
      payload: body,
    });
    return { statusCode: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
  };

  const leadsOf = async (who: Auth, query: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/leads?size=100&pageId=1&${query}`,
      headers: who.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { leads: ListedLead[] }).leads;
  };
  const countOf = async (who: Auth, query = '') => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/leads/index/count?${query}`,
      headers: who.headers,
    });
    return (res.json() as { count: number }).count;
  };

  it("of 40 sent at once, exactly 25 are added and 15 answer 'Too many requests'", async () => {
    clock = ist(2031, 3, 10, 12);
    const a = await newPartner();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => create(a, lite(i))));
    const added = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(added).toHaveLength(25);
    expect(added.every((r) => r.body.message === LEAD_ADDED)).toBe(true);
    expect(new Set(added.map((r) => r.body.lead?.id)).size).toBe(25);
    expect(refused).toHaveLength(15);
    expect(refused.every((r) => r.statusCode === 429 && r.body.message === 'Too many requests')).toBe(true);
    // Noon in India: the partner's day ends in 12 hours.
    expect(refused.map((r) => r.retryAfter)).toEqual(Array(15).fill('43200'));
    expect(await countOf(a)).toBe(25);
    expect((await leadsOf(a, '')).map((l) => l.id).sort((x, y) => x - y)).toEqual(
      added.map((r) => r.body.lead?.id).sort((x = 0, y = 0) => x - y),
    );
  });

  it('counts the calendar day in India and only the leads the partner added', async () => {
    // 23:50 in India on the 11th (18:20 UTC).
    clock = ist(2031, 3, 11, 23, 50);
    const a = await newPartner();
    // A lead that reached the partner from a campaign today does not use up the partner's 25.
    const client = await t.db.query<{ id: number }>(
      "INSERT INTO clients (magnet_id, name, number) VALUES ($1, 'Digital Lead', '7000000001') RETURNING id",
      [a.id],
    );
    await t.db.query(
      `INSERT INTO leads (magnet_id, client_id, project_id, stage_id, source_id, created_at, updated_at)
       VALUES ($1, $2, $3, 1, 1, $4, $4)`,
      [a.id, client[0]?.id, projectId, ist(2031, 3, 11, 9).toISOString()],
    );
    for (let i = 0; i < 25; i++) expect((await create(a, lite(100 + i))).statusCode).toBe(201);
    const limited = await create(a, lite(125));
    // 23:50 in India: the partner's day ends in 10 minutes.
    expect(limited).toEqual({ statusCode: 429, body: { message: 'Too many requests' }, retryAfter: '600' });
    // 00:05 in India on the 12th is still the 11th in UTC: a new day for the partner all the same.
    clock = ist(2031, 3, 12, 0, 5);
    expect(clock.toISOString().slice(0, 10)).toBe('2031-03-11');
    expect((await create(a, lite(126))).statusCode).toBe(201);
    expect(await countOf(a, 'created_at_from=2031-03-11&created_at_to=2031-03-11')).toBe(26);
    expect(await countOf(a, 'created_at_from=2031-03-12&created_at_to=2031-03-12')).toBe(1);
  });

  it('shows the added lead in the list with its percentage, budget and activity', async () => {
    clock = ist(2031, 3, 13, 10);
    const a = await newPartner();
    const budget = {
      min_budget: 5_000_000,
      max_budget: 8_000_000,
      // 2027 (spec 01 §3: 2022 to 2028 as ids 6 down to 0).
      possession_timeline: 1,
      referred_by: 'Self',
      required_bhk: 2,
    };
    const actionDate = ist(2031, 3, 14, 11, 30).toISOString();
    const plus = await create(a, {
      ...lite(1),
      email: 'client1@example.in',
      more_fields: {
        percentage: 70,
        ClientBudget: budget,
        ActivityInfo: {
          action_date: actionDate,
          comments: 'Call at 11:30',
          created_by: 999,
          internal_status_id: FOLLOW_UP,
          project_id: projectId,
        },
      },
    });
    expect(plus.statusCode, JSON.stringify(plus.body)).toBe(201);
    const basic = await create(a, { ...lite(2), more_fields: { percentage: 60, ClientBudget: budget } });
    const liteLead = await create(a, lite(3));

    const [listedPlus] = await leadsOf(a, `ids=${plus.body.lead?.id}`);
    expect(listedPlus?.more_fields).toEqual({
      percentage: 70,
      ClientBudget: budget,
      // The activity is the partner's own, whatever created_by the body named.
      ActivityInfo: {
        action_date: actionDate,
        comments: 'Call at 11:30',
        created_by: a.id,
        internal_status_id: FOLLOW_UP,
        project_id: projectId,
      },
    });
    expect(listedPlus?.InternalStatusHistory).toEqual({
      LeadInternalStatus: { id: FOLLOW_UP, name: 'Follow Up' },
      followup_date: actionDate,
      action_date: actionDate,
    });
    expect(listedPlus?.LeadMagnet.id).toBe(a.id);
    const [listedBasic] = await leadsOf(a, `ids=${basic.body.lead?.id}`);
    expect(listedBasic?.more_fields).toEqual({ percentage: 60, ClientBudget: budget });
    expect(listedBasic?.InternalStatusHistory).toBeNull();
    const [listedLite] = await leadsOf(a, `ids=${liteLead.body.lead?.id}`);
    expect(listedLite?.more_fields).toEqual({ percentage: 50 });

    // The possession travels as its id: a year is refused, and 'not given' is null.
    const asYear = { ...budget, possession_timeline: 2027 };
    const year = await create(a, { ...lite(4), more_fields: { percentage: 60, ClientBudget: asYear } });
    expect(year.statusCode).toBe(400);
    const notGiven = { ...budget, possession_timeline: null };
    const liteWithReference = await create(a, {
      ...lite(5),
      more_fields: { percentage: 50, ClientBudget: notGiven },
    });
    expect(liteWithReference.statusCode, JSON.stringify(liteWithReference.body)).toBe(201);
    // The follow-up is among the partner's upcoming activities.
    const upcoming = await app.inject({
      method: 'GET',
      url: `/api/dashboard/future-activity/${a.id}`,
      headers: a.headers,
    });
    expect((upcoming.json() as { lead_id: number }[]).map((u) => u.lead_id)).toEqual([plus.body.lead?.id]);
  });

  it("answers a client's country code in the list and the lead, as the lead was added with it", async () => {
    clock = ist(2031, 3, 13, 12);
    const a = await newPartner();
    const added = await create(a, { ...lite(900), country_code: '+971', number: '501234567' });
    expect(added.statusCode, JSON.stringify(added.body)).toBe(201);
    const [listed] = await leadsOf(a, 'type=all_leads');
    expect(listed?.Client).toMatchObject({ number: '501234567', country_code: '+971' });
    const one = await app.inject({ method: 'GET', url: `/api/leads/${listed?.id}`, headers: a.headers });
    expect(one.statusCode, one.body).toBe(200);
    expect((one.json() as ListedLead).Client).toMatchObject({ number: '501234567', country_code: '+971' });
  });

  it('answers a repeated Idempotency-Key with its first lead and never adds a second', async () => {
    clock = ist(2031, 3, 15, 10);
    const a = await newPartner();
    const key = randomUUID();
    const first = await app.inject({
      method: 'POST',
      url: '/api/leads/create',
      headers: { ...a.headers, 'idempotency-key': key },
      payload: lite(1),
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await app.inject({
      method: 'POST',
      url: '/api/leads/create',
      headers: { ...a.headers, 'idempotency-key': key },
      payload: lite(1),
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countOf(a)).toBe(1);

    // Retries racing each other still add one lead.
    const racing = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(a, lite(2), racing)));
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    expect(new Set(answers.map((r) => r.body.lead?.id)).size).toBe(1);
    expect(await countOf(a)).toBe(2);

    // The same key for a different lead is refused; another partner's key of the same text is its own.
    const reused = await create(a, lite(3), key);
    expect(reused).toEqual({
      statusCode: 422,
      body: { message: 'Idempotency-Key was already used for another lead' },
    });
    const b = await newPartner();
    const ofB = await create(b, lite(1), key);
    expect(ofB.statusCode).toBe(201);
    expect(ofB.body.lead?.id).not.toBe(first.json().lead.id);
    expect(await countOf(a)).toBe(2);

    // A key that is not one is a bad request, and adds nothing.
    for (const bad of ['short', 'with spaces in it', 'x'.repeat(65)]) {
      expect((await create(a, lite(4), bad)).statusCode).toBe(400);
    }
    expect(await countOf(a)).toBe(2);

    // A retry that sends the same fields in another order is the same request: its first answer, no 422.
    const reorderedKey = randomUUID();
    const ordered = await create(a, lite(5), reorderedKey);
    expect(ordered.statusCode).toBe(201);
    const reversed = Object.fromEntries(Object.entries(lite(5)).reverse());
    expect(JSON.stringify(reversed)).not.toBe(JSON.stringify(lite(5)));
    expect(await create(a, reversed, reorderedKey)).toEqual(ordered);
    expect(await countOf(a)).toBe(3);
  });

  describe('the duplicate guard', () => {
    const DUPLICATE = (id: number | undefined) =>
      `A lead for this client and project already exists: Lead #${id}`;
    let otherProjectId: number;
    let closedStageId: number;

    beforeAll(async () => {
      const project = await t.db.query<{ id: number }>(
        `INSERT INTO projects (name, builder_name, region_id, location) VALUES ('Sea Breeze', 'Builder', 1, 'Andheri')
         RETURNING id`,
      );
      otherProjectId = project[0]?.id ?? 0;
      const closed = await t.db.query<{ id: number }>("SELECT id FROM stages WHERE name = 'Closed'");
      closedStageId = closed[0]?.id ?? 0;
    });

    it('refuses a second open lead for the same number and project with 409 naming the existing lead', async () => {
      clock = ist(2031, 4, 1, 10);
      const a = await newPartner();
      const first = await create(a, lite(1));
      expect(first.statusCode).toBe(201);
      const second = await create(a, { ...lite(1), admin_message: 'Again' });
      expect(second).toEqual({
        statusCode: 409,
        body: { message: DUPLICATE(first.body.lead?.id), lead_id: first.body.lead?.id },
      });
      // Another project for the same client is a new lead.
      expect((await create(a, { ...lite(1), project_id: otherProjectId })).statusCode).toBe(201);
      expect(await countOf(a)).toBe(2);
    });

    it('answers an idempotent retry of the first lead with its 201, not 409', async () => {
      clock = ist(2031, 4, 2, 10);
      const a = await newPartner();
      const key = randomUUID();
      const first = await create(a, lite(1), key);
      const retry = await create(a, lite(1), key);
      expect(first.statusCode).toBe(201);
      expect(retry).toEqual(first);
      expect((await create(a, lite(1), randomUUID())).statusCode).toBe(409);
      expect(await countOf(a)).toBe(1);
    });

    it("lets a closed lead or another partner's lead for the number through", async () => {
      clock = ist(2031, 4, 3, 10);
      const a = await newPartner();
      const b = await newPartner();
      const first = await create(a, lite(1));
      await t.db.query('UPDATE leads SET stage_id = $2 WHERE id = $1', [first.body.lead?.id, closedStageId]);
      expect((await create(a, lite(1))).statusCode).toBe(201);
      expect((await create(b, lite(1))).statusCode).toBe(201);
      expect(await countOf(a)).toBe(2);
      expect(await countOf(b)).toBe(1);
    });

    it('adds exactly one of duplicates sent at once', async () => {
      clock = ist(2031, 4, 4, 10);
      const a = await newPartner();
      const answers = await Promise.all(Array.from({ length: 6 }, () => create(a, lite(7))));
      const added = answers.filter((r) => r.statusCode === 201);
      expect(added).toHaveLength(1);
      const refused = answers.filter((r) => r.statusCode === 409);
      expect(refused).toHaveLength(5);
      expect(refused[0]?.body).toEqual({
        message: DUPLICATE(added[0]?.body.lead?.id),
        lead_id: added[0]?.body.lead?.id,
      });
      expect(await countOf(a)).toBe(1);
    });

    it('POST /clients/known_numbers lists the open leads of each number with their projects, as the guard sees them', async () => {
      clock = ist(2031, 4, 6, 10);
      const a = await newPartner();
      const b = await newPartner();
      const sky = await create(a, { ...lite(1), name: 'Asha Rao' });
      const sea = await create(a, { ...lite(1), name: 'Asha R. Mehta', project_id: otherProjectId });
      const closed = await create(a, lite(2));
      const cancelled = await create(a, { ...lite(2), project_id: otherProjectId });
      await t.db.query('UPDATE leads SET stage_id = $2 WHERE id = $1', [closed.body.lead?.id, closedStageId]);
      await t.db.query(
        "UPDATE leads SET stage_id = (SELECT id FROM stages WHERE name = 'Cancel') WHERE id = $1",
        [cancelled.body.lead?.id],
      );
      await create(b, { ...lite(3), name: 'Not Yours' });

      const res = await app.inject({
        method: 'POST',
        url: '/api/clients/known_numbers',
        headers: a.headers,
        payload: { numbers: ['8000000001', '8000000002', '8000000003'] },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual([
        {
          number: '8000000001',
          name: 'Asha R. Mehta',
          lead_id: sea.body.lead?.id,
          open_leads: [
            {
              id: sky.body.lead?.id,
              client_name: 'Asha Rao',
              Project: { id: projectId, name: 'Sky Towers' },
            },
            {
              id: sea.body.lead?.id,
              client_name: 'Asha R. Mehta',
              Project: { id: otherProjectId, name: 'Sea Breeze' },
            },
          ],
        },
        { number: '8000000002', name: 'Client 2', lead_id: cancelled.body.lead?.id, open_leads: [] },
      ]);
      // The guard refuses what the answer lists as open, naming the same lead, and lets the rest through.
      expect(await create(a, lite(1))).toEqual({
        statusCode: 409,
        body: { message: DUPLICATE(sky.body.lead?.id), lead_id: sky.body.lead?.id },
      });
      expect((await create(a, lite(2))).statusCode).toBe(201);
    });

    it('keeps the typed client name when it differs from the stored client of the number', async () => {
      clock = ist(2031, 4, 5, 10);
      const a = await newPartner();
      const first = await create(a, { ...lite(1), name: 'Asha Rao' });
      const second = await create(a, { ...lite(1), name: 'Asha R. Mehta', project_id: otherProjectId });
      expect(second.statusCode).toBe(201);
      const [listedFirst] = await leadsOf(a, `ids=${first.body.lead?.id}`);
      const [listedSecond] = await leadsOf(a, `ids=${second.body.lead?.id}`);
      expect(listedFirst?.Client).toMatchObject({ name: 'Asha Rao', number: '8000000001' });
      expect(listedSecond?.Client).toMatchObject({ name: 'Asha R. Mehta', number: '8000000001' });
      // The guard looks at the number, whatever name the client was typed with.
      const again = await create(a, { ...lite(1), name: 'Someone Else' });
      expect(again.statusCode).toBe(409);
    });
  });

  it('answers a retry of an added lead even when the day is full', async () => {
    clock = ist(2031, 3, 16, 10);
    const a = await newPartner();
    const key = randomUUID();
    const first = await create(a, lite(0), key);
    for (let i = 1; i < 25; i++) expect((await create(a, lite(i))).statusCode).toBe(201);
    expect((await create(a, lite(25))).statusCode).toBe(429);
    const retry = await create(a, lite(0), key);
    expect(retry).toEqual(first);
    expect(await countOf(a)).toBe(25);
  });

  // Two server processes on one PostgreSQL database: the limit is kept in the database, not in a process.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'keeps the limit with two servers on one PostgreSQL database',
    async () => {
      const a = await newPartner();
      const servers = await Promise.all([startServer(t), startServer(t)]);
      try {
        const send = (base: string, i: number) =>
          fetch(`${base}/api/leads/create`, {
            method: 'POST',
            headers: { ...a.headers, 'content-type': 'application/json' },
            body: JSON.stringify(lite(i)),
          }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message: string } }));
        const answers = await Promise.all(
          Array.from({ length: 40 }, (_, i) => send(servers[i % 2]?.base ?? '', 1000 + i)),
        );
        expect(answers.filter((r) => r.status === 201)).toHaveLength(25);
        const refused = answers.filter((r) => r.status !== 201);
        expect(refused).toHaveLength(15);
        expect(refused.every((r) => r.status === 429 && r.body.message === 'Too many requests')).toBe(true);
        const stored = await t.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM leads WHERE magnet_id = $1',
          [a.id],
        );
        expect(stored[0]?.n).toBe(25);
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
      }
    },
    300_000,
  );
});

/** A server process (the same entry point as npm start) on the test's PostgreSQL database. */
async function startServer(t: TestDb): Promise<{ base: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-server-'));
  const server = await startServerProcess({ dataDir, databaseUrl: t.databaseUrl });
  return {
    base: server.base,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
