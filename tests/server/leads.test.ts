import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { hashPassword } from '../../server/lib/auth.ts';
import { freshDb, signIn, type TestDb } from '../helpers/testDb.ts';

/** An instant given as a wall-clock time in India (Asia/Kolkata, UTC+05:30), the zone of the business day. */
const ist = (y: number, month: number, d: number, h = 0, min = 0) =>
  new Date(Date.UTC(y, month - 1, d, h, min) - 330 * 60_000);

// The clock of the server under test: a fixed moment after every fixture lead.
const NOW = ist(2031, 3, 10, 12);
const LEADS_OF_A = 60;
const STAGE_CYCLE = [1, 3, 5, 7, 10, 11] as const; // 11 is Closed
const CLOSED_STAGE = 11;

type Fixture = {
  a: number;
  b: number;
  projects: [number, number, number];
  aLeads: number[];
  bLeads: number[];
  bookedLead: number;
};

type LeadBody = {
  id: number;
  AssignLead: { Assignee: { id: number | null; name: string | null } } | null;
  PresaleRm: { id: number | null; name: string | null } | null;
  Project: { id: number; Region: { Parentregion: { id: number } } };
  Client: { id: number; number: string; current_location: string | null };
  ObjectStage: { Stage: { id: number; name: string } };
  LeadMagnet: { id: number };
  LeadSource: { id: number; name: string };
  LeadCreator: { name: string } | null;
  InternalStatusHistory: { LeadInternalStatus: { id: number } | null; action_date: string | null } | null;
  created_at: string;
  is_magnet: number;
  closed_at: string | null;
  brokerageDetails: { baseIncentive: number; ladderIncentive: number; totalBrokerage: number };
  paymentDetails: { amountGST: number; amountPayable: number; amountReleased: number; amountTDS: number };
};

const one = async <T extends Record<string, unknown>>(db: Db, sql: string, params: unknown[]) => {
  const row = (await db.query<T>(sql, params))[0];
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
};

/** Regions, two partners, 60 leads of A spread over stages, projects and days, 5 of B. */
async function insertFixture(db: Db): Promise<Fixture> {
  await db.exec(`
    INSERT INTO region_parents (id, name) VALUES (1, 'Mumbai'), (2, 'Pune');
    INSERT INTO regions (id, name, parent_id) VALUES (1, 'Andheri', 1), (2, 'Hinjewadi', 2);
  `);
  const hash = await hashPassword('magnet123');
  const userSql = `INSERT INTO users (phone, password_hash, role, first_name, last_name) VALUES ($1, $2, $3, $4, $5) RETURNING id`;
  const a = (await one<{ id: number }>(db, userSql, ['9876543210', hash, 'Magnet', 'Asha', 'Rao'])).id;
  const b = (await one<{ id: number }>(db, userSql, ['9876543211', hash, 'magnet', 'Bala', 'Iyer'])).id;
  const projectSql = `INSERT INTO projects (name, builder_name, region_id, location) VALUES ($1, 'Builder', $2, 'Somewhere') RETURNING id`;
  const projects: [number, number, number] = [
    (await one<{ id: number }>(db, projectSql, ['Sky Towers', 1])).id,
    (await one<{ id: number }>(db, projectSql, ['River Park', 2])).id,
    (await one<{ id: number }>(db, projectSql, ['Green Acres', 1])).id,
  ];
  const addLead = async (magnet: number, i: number, stage: number) => {
    const client = await one<{ id: number }>(
      db,
      'INSERT INTO clients (magnet_id, name, number, current_location) VALUES ($1, $2, $3, $4) RETURNING id',
      [
        magnet,
        `Client ${magnet}-${i}`,
        `98${magnet}${String(i).padStart(6, '0')}`,
        i % 2 ? 'Baner, Pune' : 'Andheri West',
      ],
    );
    // Created at ten past midnight in India: the day before in UTC and in any zone west of it.
    const created = ist(2031, 1, 1 + i, 0, 10);
    const closed = stage === CLOSED_STAGE ? ist(2031, 1, 2 + i, 0, 10).toISOString() : null;
    // RM One (101) and RM Two (102) share two thirds of the leads; Pia (201) is the presale RM of every fifth.
    const rm = [101, 102, null][i % 3] ?? null;
    const presale = i % 5 === 0 ? 201 : null;
    return (
      await one<{ id: number }>(
        db,
        `INSERT INTO leads (magnet_id, client_id, project_id, stage_id, internal_status_id, source_id, creator_name,
                            created_by, closed_at, closing_reason, created_at, updated_at,
                            assign_id, assignee_name, presale_rm_id, presale_rm_name, is_presale)
         VALUES ($1, $2, $3, $4, $5, 1, 'Asha Rao', $1, $6, $7, $8, $8,
                 $9, $10, $11, $12, $13) RETURNING id`,
        [
          magnet,
          client.id,
          projects[i % 3],
          stage,
          i % 4 === 0 ? 4 : null,
          closed,
          closed ? 'Budget mismatch' : null,
          created.toISOString(),
          rm,
          rm === null ? null : rm === 101 ? 'RM One' : 'RM Two',
          presale,
          presale === null ? null : 'Pia Presale',
          presale === null ? 0 : 1,
        ],
      )
    ).id;
  };
  const aLeads: number[] = [];
  for (let i = 0; i < LEADS_OF_A; i++)
    aLeads.push(await addLead(a, i, STAGE_CYCLE[i % STAGE_CYCLE.length] ?? 1));
  const bLeads: number[] = [];
  for (let i = 0; i < 5; i++) bLeads.push(await addLead(b, i, i === 0 ? CLOSED_STAGE : 3));

  const bookedLead = aLeads[3] ?? 0;
  const lead = await one<{ client_id: number; project_id: number }>(
    db,
    'SELECT client_id, project_id FROM leads WHERE id = $1',
    [bookedLead],
  );
  const bookingSql = `INSERT INTO bookings (magnet_id, lead_id, project_id, client_id, booking_date, is_lead_cancelled,
      base_incentive, ladder_incentive, total_brokerage, total_gst, payable_amount, released_amount, total_tds)
    VALUES ($1, $2, $3, $4, '2031-02-01', $5, $6, $7, $8, $9, $10, $11, $12)`;
  for (const [cancelled, base, ladder, total, gst, payable, released, tds] of [
    [0, 1000, 500, 1500, 270, 1200, 600, 75],
    [0, 200, 100, 300, 54, 240, 0, 15],
    [1, 99999, 99999, 99999, 99999, 99999, 99999, 99999],
  ]) {
    await db.query(bookingSql, [
      a,
      bookedLead,
      lead.project_id,
      lead.client_id,
      cancelled,
      base,
      ladder,
      total,
      gst,
      payable,
      released,
      tds,
    ]);
  }

  const first = aLeads[0] ?? 0;
  for (const [day, action] of [
    [3, 'followup'],
    [1, 'lead_auto_assign'],
    [2, 'lead_state_change'],
  ] as const) {
    await db.query(
      `INSERT INTO update_logs (lead_id, action, action_name, action_date, comment, user_name)
       VALUES ($1, $2, 'Opportunity', $3, 'note', 'Asha Rao')`,
      [first, action, ist(2031, 2, day).toISOString()],
    );
  }
  await db.query(
    `INSERT INTO comments (lead_id, comments, user_name, user_saluation) VALUES ($1, 'Called back', 'RM One', 'Mr'),
       ($1, 'Site visit fixed', 'RM Two', NULL)`,
    [first],
  );
  for (let i = 0; i < 3; i++) {
    await db.query(
      `INSERT INTO call_details (lead_id, user_id, recording_url, conversation_duration, call_date, agent_name)
       VALUES ($1, $2, 'https://calls.example/rec.mp3', '0:01:3' || $3, $4, 'Agent')`,
      [first, a, String(i), ist(2031, 2, 1 + i).toISOString()],
    );
  }
  return { a, b, projects, aLeads, bLeads, bookedLead };
}

describe('leads, clients and the engagement API', () => {
  let t: TestDb;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let fx: Fixture;
  let authA: { authorization: string };
  let authB: { authorization: string };

  beforeAll(async () => {
    t = await freshDb();
    fx = await insertFixture(t.db);
    ({ app } = await buildApp({ db: t.db, dataDir: t.dataDir, now: () => NOW }));
    await app.ready();
    const login = async (phone: string) => (await signIn(app, phone)).auth;
    authA = await login('9876543210');
    authB = await login('9876543211');
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await t?.destroy();
  });

  const get = (url: string, headers = authA) => app.inject({ method: 'GET', url, headers });
  const leadsOf = async (query: string) => {
    const res = await get(`/api/leads?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { leads: LeadBody[] }).leads;
  };
  const countOf = async (query: string) => {
    const res = await get(`/api/leads/index/count${query ? `?${query}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { count: number }).count;
  };

  it('pages through all of the partner leads, newest first, and the count matches', async () => {
    const page1 = await leadsOf('size=25&pageId=1&type=all_leads');
    const page2 = await leadsOf('size=25&pageId=2&type=all_leads');
    const page3 = await leadsOf('size=25&pageId=3&type=all_leads');
    expect([page1.length, page2.length, page3.length]).toEqual([25, 25, 10]);
    const ids = [...page1, ...page2, ...page3].map((l) => l.id);
    expect(ids).toEqual([...fx.aLeads].sort((x, y) => y - x));
    expect(await countOf('')).toBe(LEADS_OF_A);
    expect([...page1, ...page2, ...page3].every((l) => l.LeadMagnet.id === fx.a)).toBe(true);
  });

  it('narrows by stage, project, region, status, client number, location and date range', async () => {
    const opportunity = await leadsOf('size=100&pageId=1&stage_ids=3');
    expect(opportunity).toHaveLength(10);
    expect(
      opportunity.every((l) => l.ObjectStage.Stage.id === 3 && l.ObjectStage.Stage.name === 'Opportunity'),
    ).toBe(true);
    expect(await countOf('stage_ids=3,5')).toBe(20);

    const [p1, p2] = fx.projects;
    const river = await leadsOf(`size=100&pageId=1&project_ids=${p2}`);
    expect(river).toHaveLength(20);
    expect(river.every((l) => l.Project.id === p2)).toBe(true);
    expect(await countOf(`project_ids=${p1},${p2}`)).toBe(40);
    // Filters combine: Opportunity or Pipeline leads of River Park.
    expect(await countOf(`stage_ids=3,5&project_ids=${p2}`)).toBe(10);

    const pune = await leadsOf('size=100&pageId=1&parent_region_ids=2');
    expect(pune.every((l) => l.Project.Region.Parentregion.id === 2)).toBe(true);
    expect(pune).toHaveLength(20);

    expect(await countOf('internal_status_ids=4')).toBe(15);
    expect(await countOf('current_location=baner')).toBe(30);

    const byNumber = await leadsOf(`size=10&pageId=1&client_number=98${fx.a}000007`);
    expect(byNumber.map((l) => l.id)).toEqual([fx.aLeads[7]]);

    // Wildcards typed by the user are text: no location holds a % or an _.
    expect(await countOf('current_location=%25')).toBe(0);
    expect(await countOf('current_location=_')).toBe(0);
  });

  it("ranges over whole days in India whatever the server's time zone", async () => {
    const hostZone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      // Created 10th to 19th of January (India): the `to` day counts as a whole day.
      const january = await leadsOf('size=100&pageId=1&created_at_from=2031-01-10&created_at_to=2031-01-19');
      expect(january.map((l) => l.id).sort((x, y) => x - y)).toEqual(fx.aLeads.slice(9, 19));
      for (const l of january) {
        const d = new Date(l.created_at);
        expect(d >= ist(2031, 1, 10) && d < ist(2031, 1, 20)).toBe(true);
      }
      expect(await countOf('created_at_from=2031-01-10&created_at_to=2031-01-19')).toBe(10);
      // One day: the lead of ten past midnight on the 5th (India), which is the 4th in UTC and New York.
      const fifth = await leadsOf('size=100&pageId=1&created_at_from=2031-01-05&created_at_to=2031-01-05');
      expect(fifth.map((l) => l.id)).toEqual([fx.aLeads[4]]);
      // Closed on the 7th, 13th, 19th, 25th and 31st of January.
      expect(await countOf('closed_date_from=2031-01-01&closed_date_to=2031-01-31')).toBe(5);
      expect(await countOf('closed_date_from=2031-01-31&closed_date_to=2031-01-31')).toBe(1);
    } finally {
      if (hostZone === undefined) delete process.env.TZ;
      else process.env.TZ = hostZone;
    }
    const bad = await get('/api/leads/index/count?created_at_from=2031-02-30');
    expect(bad.statusCode).toBe(400);
  });

  it('narrows by the assigned RM and the presale RM by their ids', async () => {
    const rmOne = await leadsOf('size=100&pageId=1&assign_id=101');
    expect(rmOne).toHaveLength(20);
    expect(
      rmOne.every((l) => l.AssignLead?.Assignee.id === 101 && l.AssignLead.Assignee.name === 'RM One'),
    ).toBe(true);
    expect(await countOf('assign_id=101,102')).toBe(40);
    const presale = await leadsOf('size=100&pageId=1&presale_rm_ids=201');
    expect(presale).toHaveLength(12);
    expect(presale.every((l) => l.PresaleRm?.id === 201 && l.PresaleRm.name === 'Pia Presale')).toBe(true);
    // Both: every fifth lead that RM One holds (i = 0, 15, 30, 45).
    expect(await countOf('assign_id=101&presale_rm_ids=201')).toBe(4);
    const unassigned = (await get(`/api/leads/${fx.aLeads[2]}`)).json() as LeadBody;
    expect(unassigned.AssignLead).toBeNull();
    expect(unassigned.PresaleRm).toBeNull();
  });

  it('sums brokerage and payment from the lead bookings, cancelled ones left out', async () => {
    const res = await get(`/api/leads/${fx.bookedLead}`);
    expect(res.statusCode, res.body).toBe(200);
    const lead = res.json() as LeadBody;
    expect(lead.brokerageDetails).toEqual({
      baseIncentive: 1200,
      ladderIncentive: 600,
      totalBrokerage: 1800,
    });
    expect(lead.paymentDetails).toEqual({
      amountGST: 324,
      amountPayable: 1440,
      amountReleased: 600,
      amountTDS: 90,
    });
    const other = (await get(`/api/leads/${fx.aLeads[4]}`)).json() as LeadBody;
    expect(other.brokerageDetails).toEqual({ baseIncentive: 0, ladderIncentive: 0, totalBrokerage: 0 });
  });

  it("keeps to the token's partner: another partner's lead is 404 and magnet_id in the query changes nothing", async () => {
    const foreign = await get(`/api/leads/${fx.bLeads[0]}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Lead not found' });
    expect(
      (await get(`/api/updateLogs/${fx.bLeads[0]}?order_by=action_date&order_type=desc`)).statusCode,
    ).toBe(404);
    const spoof = await leadsOf(`size=100&pageId=1&magnet_id=${fx.b}`);
    expect(spoof.every((l) => fx.aLeads.includes(l.id))).toBe(true);
    const asB = await get('/api/leads?size=100&pageId=1', authB);
    expect((asB.json() as { leads: LeadBody[] }).leads.map((l) => l.id).sort()).toEqual(
      [...fx.bLeads].sort(),
    );
  });

  it('lists the activity history by action date in either direction', async () => {
    const url = `/api/updateLogs/${fx.aLeads[0]}?order_by=action_date`;
    const desc = (await get(`${url}&order_type=desc`)).json() as {
      action: string;
      User: { name: string } | null;
    }[];
    expect(desc.map((e) => e.action)).toEqual(['followup', 'lead_state_change', 'lead_auto_assign']);
    expect(desc[0]?.User).toEqual({ name: 'Asha Rao' });
    const asc = (await get(`${url}&order_type=asc`)).json() as { action: string }[];
    expect(asc.map((e) => e.action)).toEqual(['lead_auto_assign', 'lead_state_change', 'followup']);
  });

  it('lists the closed leads and downloads them as an Excel file with one row each', async () => {
    const res = await get(`/api/leads/magnet/close_leads?magnet_id=${fx.a}`);
    expect(res.statusCode, res.body).toBe(200);
    const closed = res.json() as { leads: LeadBody[]; count: number };
    expect(closed.count).toBe(10);
    expect(closed.leads).toHaveLength(10);
    expect(closed.leads.every((l) => l.ObjectStage.Stage.name === 'Closed' && l.closed_at !== null)).toBe(
      true,
    );
    const [, p2] = fx.projects;
    const filtered = (
      await get(`/api/leads/magnet/close_leads?magnet_id=${fx.a}&project_ids=${p2}`)
    ).json() as {
      count: number;
    };
    expect(filtered.count).toBe(0);

    const file = await get(`/api/leads/magnet/close_leads/download?magnet_id=${fx.a}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers['content-disposition']).toBe('attachment; filename="closed-leads.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(file.rawPayload).buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(1 + closed.count);
    const header = sheet?.getRow(1).values;
    expect(Array.isArray(header) ? header.slice(1, 10) : []).toEqual([
      'ID',
      'Client Name',
      'Client Contact',
      'Project',
      'Stage',
      'Closing Reason',
      'Closed Date',
      'Region',
      'Source',
    ]);
    const fileIds: unknown[] = [];
    sheet?.eachRow((row, n) => {
      if (n > 1) fileIds.push(row.getCell(1).value);
    });
    expect(fileIds).toEqual(closed.leads.map((l) => l.id));

    // Dates are Excel dates showing the time in India: every lead here was closed at 00:10 IST (the
    // evening before in UTC), written in the spec's YYYY/MM/DD hh:mm a.
    const closedCells: ExcelJS.Cell[] = [];
    sheet?.eachRow((row, n) => {
      if (n > 1) closedCells.push(row.getCell(7));
    });
    expect(closedCells).toHaveLength(10);
    for (const cell of closedCells) {
      expect(cell.type).toBe(ExcelJS.ValueType.Date);
      expect(cell.numFmt).toBe('yyyy/mm/dd hh:mm AM/PM');
      expect(cell.value instanceof Date ? cell.value.toISOString() : cell.value).toMatch(
        /^2031-\d\d-\d\dT00:10:00\.000Z$/,
      );
    }
  });

  it('completes client names and numbers from the partner clients only', async () => {
    const byName = (await get('/api/clients/auto_complete_team_wise?q=client')).json() as {
      id: number;
      name: string;
    }[];
    expect(byName).toHaveLength(20);
    expect(byName.every((c) => c.name.startsWith(`Client ${fx.a}-`))).toBe(true);
    const byNumber = (await get(`/api/clients/auto_complete_by_number?q=98${fx.a}00001`)).json() as {
      number: string;
    }[];
    expect(byNumber.map((c) => c.number).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `98${fx.a}0000${10 + i}`),
    );
    const none = (await get(`/api/clients/auto_complete_by_number?q=98${fx.b}`)).json() as unknown[];
    expect(none).toEqual([]);
  });

  it('serves comments and call recordings of own leads only, and records the issue e-mail', async () => {
    const first = fx.aLeads[0];
    const comments = await app.inject({
      method: 'GET',
      url: `/engage/${fx.a}/${first}/comments`,
      headers: authA,
    });
    expect(comments.statusCode, comments.body).toBe(200);
    expect((comments.json() as { comments: string }[]).map((c) => c.comments).sort()).toEqual([
      'Called back',
      'Site visit fixed',
    ]);
    const wrongUser = await app.inject({
      method: 'GET',
      url: `/engage/${fx.b}/${first}/comments`,
      headers: authA,
    });
    expect(wrongUser.statusCode).toBe(403);
    expect(wrongUser.json()).toEqual({ message: 'Forbidden' });
    const foreign = await app.inject({
      method: 'GET',
      url: `/engage/${fx.b}/${first}/comments`,
      headers: authB,
    });
    expect(foreign.statusCode).toBe(404);

    const calls = await app.inject({
      method: 'GET',
      url: `/engage/callDetail?object_id=${first}&size=2&pageId=1`,
      headers: authA,
    });
    expect(calls.statusCode, calls.body).toBe(200);
    const body = calls.json() as { rows: { conversation_duration: string }[]; count: number };
    expect(body.count).toBe(3);
    expect(body.rows.map((r) => r.conversation_duration)).toEqual(['0:01:32', '0:01:31']);
    const foreignCalls = await app.inject({
      method: 'GET',
      url: `/engage/callDetail?object_id=${first}&size=100&pageId=1`,
      headers: authB,
    });
    expect(foreignCalls.statusCode).toBe(404);

    const issue = await app.inject({
      method: 'POST',
      url: '/engage/api/ses/sendAsanaEmail',
      headers: authA,
      payload: {
        data: { completed: false, name: 'Payout missing', notes: 'Asha Rao: booking 12', projects: ['1'] },
        to_email: 'accounts@partnerportal.in',
      },
    });
    expect(issue.statusCode, issue.body).toBe(200);
    expect(issue.json()).toEqual({ message: 'Issue reported successfully' });
    const outbox = await t.db.query<{ to_email: string; subject: string }>(
      'SELECT to_email, subject FROM email_outbox WHERE user_id = $1',
      [fx.a],
    );
    expect(outbox).toEqual([{ to_email: 'accounts@partnerportal.in', subject: '[Issue] Payout missing' }]);
  });

  it('creates leads up to 25 a day, then answers 429 and creates nothing', async () => {
    const before = await countOf('');
    // Numbers repeat after 20 leads: the same client (same name) in another project.
    const payload = (i: number, project = fx.projects[i < 20 ? 0 : 1]) => ({
      name: `New Client ${i % 20}`,
      email: `new${i}@example.com`,
      number: `70000000${String(i % 20).padStart(2, '0')}`,
      country_code: '+91',
      nationality: 1,
      project_id: project,
      created_by: fx.b,
      magnet_id: fx.b,
      is_magnet: 0,
      admin_message: 'Wants a 2 BHK',
      more_fields: {
        percentage: 70,
        ClientBudget: {
          min_budget: 5000000,
          max_budget: 8000000,
          possession_timeline: 1,
          referred_by: 'Self',
          required_bhk: 2,
        },
        ActivityInfo: {
          action_date: ist(2031, 3, 12, 11).toISOString(),
          comments: 'Call at 11',
          created_by: fx.b,
          internal_status_id: 4,
          project_id: project,
        },
      },
    });
    const post = (body: object) =>
      app.inject({ method: 'POST', url: '/api/leads/create', headers: authA, payload: body });

    const missing = await post(payload(0, 999_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Project not found' });

    const created: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await post(payload(i));
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json() as { message: string; lead: { id: number } };
      expect(body.message).toBe('Lead Added, it will reflect in CRM in a few minutes');
      created.push(body.lead.id);
    }
    const limited = await post(payload(25));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many requests' });
    expect(await countOf('')).toBe(before + 25);

    // The body's magnet_id/created_by/is_magnet are not trusted: the token decides.
    const lead = (await get(`/api/leads/${created[0]}`)).json() as LeadBody;
    expect(lead.LeadMagnet.id).toBe(fx.a);
    expect(lead.is_magnet).toBe(1);
    expect(lead.ObjectStage.Stage).toEqual({ id: 1, name: 'Not Updated' });
    expect(lead.LeadSource.name).toBe('Magnet Limited');
    expect(lead.LeadCreator).toEqual({ name: 'Asha Rao' });
    expect(lead.InternalStatusHistory?.LeadInternalStatus?.id).toBe(4);
    expect(lead.InternalStatusHistory?.action_date).toBe(ist(2031, 3, 12, 11).toISOString());
    // The same number and name twice is the same client.
    const twin = (await get(`/api/leads/${created[20]}`)).json() as LeadBody;
    expect(twin.Client.id).toBe(lead.Client.id);
    const logs = (await get(`/api/updateLogs/${created[0]}?order_by=action_date&order_type=desc`)).json() as {
      action: string;
    }[];
    expect(logs.map((l) => l.action)).toEqual(['lead_auto_assign']);
    // Today's new leads are found by the created_at filter of today.
    expect(await countOf('created_at_from=2031-03-10&created_at_to=2031-03-10')).toBe(25);
    // B's own day is untouched by A's limit.
    const forB = await app.inject({
      method: 'POST',
      url: '/api/leads/create',
      headers: authB,
      payload: payload(1),
    });
    expect(forB.statusCode, forB.body).toBe(201);
  });
});
