import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { seededApp } from '../helpers/testDb.ts';

type Env = Awaited<ReturnType<typeof seededApp>>;
type Who = Awaited<ReturnType<Env['login']>>;

type Booking = {
  id: number;
  booking_date: string;
  is_lead_cancelled: number;
  agreement_value: number | null;
  TOTAL_BROKERAGE: number;
  BASE_INCENTIVE: number;
  LADDER_INCENTIVE: number;
  RELEASED_AMOUNT: number;
  ClientPaymentPercentages: { percentage: number }[];
  Client: { name: string; number: string; country_code?: string };
};
type BookingPage = { results: Booking[]; meta: { totalElements: number; page: number; size: number } };
type BulkLead = {
  id: number;
  Project: { id: number; name: string } | null;
  RegionParent: { id: number; name: string };
  BulkLeadUploader: { name: string | null };
  name: string | null;
  status: string;
  is_moved: number;
  file_url: string | null;
  File: { name: string | null } | null;
  MagnetRm: { name: string | null };
  closing_reason: string | null;
};
type Lead = {
  id: number;
  LeadSource: { name: string };
  ObjectStage: { Stage: { name: string } };
  updated_at: string;
};
type UpdateLog = { action: string | null; action_name: string | null };

const one = async <T extends Record<string, unknown>>(db: Db, sql: string, params: unknown[] = []) => {
  const row = (await db.query<T>(sql, params))[0];
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
};

/** Builds a multipart/form-data body the way a browser does. */
async function multipart(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; text: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(file.field, new Blob([file.text], { type: file.type }), file.name);
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type') ?? '' },
  };
}

// Bookings of A in a month no demo booking uses, so the date filters have a known answer.
const FIXED = [
  {
    date: '2040-01-05',
    cancelled: 0,
    gmv: 5_000_000,
    total: 100_000,
    base: 80_000,
    ladder: 20_000,
    released: 50_000,
  },
  {
    date: '2040-01-12',
    cancelled: 0,
    gmv: 7_000_000,
    total: 140_000,
    base: 100_000,
    ladder: 40_000,
    released: 0,
  },
  {
    date: '2040-01-20',
    cancelled: 1,
    gmv: 9_000_000,
    total: 180_000,
    base: 150_000,
    ladder: 30_000,
    released: 0,
  },
  {
    date: '2040-02-03',
    cancelled: 0,
    gmv: 6_000_000,
    total: 120_000,
    base: 90_000,
    ladder: 30_000,
    released: 10_000,
  },
];

describe('tracking lists and the dashboard', () => {
  let env: Env;
  let a: Who;
  let b: Who;
  const fixedIds: number[] = [];

  beforeAll(async () => {
    env = await seededApp();
    a = await env.login('9876543210');
    b = await env.login('9876543211');
    const db = env.t.db;
    const lead = await one<{ id: number; client_id: number; project_id: number }>(
      db,
      'SELECT id, client_id, project_id FROM leads WHERE magnet_id = $1 ORDER BY id LIMIT 1',
      [a.id],
    );
    for (const f of FIXED) {
      const row = await one<{ id: number }>(
        db,
        `INSERT INTO bookings (magnet_id, lead_id, project_id, client_id, booking_date, is_lead_cancelled, agreement_value,
                               total_brokerage, base_incentive, ladder_incentive, released_amount, client_payment_percentages)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, '[10, 20]') RETURNING id`,
        [
          a.id,
          lead.id,
          lead.project_id,
          lead.client_id,
          f.date,
          f.cancelled,
          f.gmv,
          f.total,
          f.base,
          f.ladder,
          f.released,
        ],
      );
      fixedIds.push(row.id);
    }
  }, 180_000);

  afterAll(async () => {
    await env?.close();
  });

  const get = async <T>(who: Who, url: string) => {
    const res = await env.app.inject({ method: 'GET', url, headers: who.auth });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  };

  const allBookings = async (who: Who, query = '') => {
    const page = await get<BookingPage>(who, `/api/booking?page=1&size=500${query}`);
    expect(page.results.length).toBe(page.meta.totalElements);
    return page.results;
  };

  it('filters bookings by date range and cancellation', async () => {
    const january = await allBookings(a, '&fromDate=2040-01-01&toDate=2040-01-31');
    expect(january.map((r) => r.id).sort()).toEqual(fixedIds.slice(0, 3).sort());
    expect(january.every((r) => r.booking_date >= '2040-01-01' && r.booking_date <= '2040-01-31')).toBe(true);

    const cancelled = await allBookings(a, '&fromDate=2040-01-01&toDate=2040-12-31&is_lead_cancelled=1');
    expect(cancelled.map((r) => r.id)).toEqual([fixedIds[2]]);
    const live = await allBookings(a, '&fromDate=2040-01-01&toDate=2040-12-31&is_lead_cancelled=0');
    expect(live.map((r) => r.id).sort()).toEqual([fixedIds[0], fixedIds[1], fixedIds[3]].sort());
    expect(live[0]?.ClientPaymentPercentages).toEqual([{ percentage: 10 }, { percentage: 20 }]);

    // Over all of A's bookings, the cancellation filter splits the list in two.
    const all = await allBookings(a);
    const allCancelled = await allBookings(a, '&is_lead_cancelled=1');
    expect(allCancelled.every((r) => r.is_lead_cancelled === 1)).toBe(true);
    expect(allCancelled.length).toBe(all.filter((r) => r.is_lead_cancelled === 1).length);
  });

  it("a booking names its client's dialling code", async () => {
    const lead = await one<{ client_id: number }>(env.t.db, 'SELECT client_id FROM bookings WHERE id = $1', [
      fixedIds[0],
    ]);
    await env.t.db.query("UPDATE clients SET country_code = '+971' WHERE id = $1", [lead.client_id]);
    try {
      const row = (await allBookings(a)).find((r) => r.id === fixedIds[0]);
      expect(row?.Client.country_code).toBe('+971');
    } finally {
      await env.t.db.query("UPDATE clients SET country_code = '+91' WHERE id = $1", [lead.client_id]);
    }
  });

  it('pages bookings with meta', async () => {
    const total = (
      await one<{ n: number }>(env.t.db, 'SELECT count(*)::int AS n FROM bookings WHERE magnet_id = $1', [
        a.id,
      ])
    ).n;
    const first = await get<BookingPage>(a, '/api/booking?page=1&size=2');
    const second = await get<BookingPage>(a, '/api/booking?page=2&size=2');
    expect(first.meta).toEqual({ totalElements: total, page: 1, size: 2 });
    expect(second.meta).toEqual({ totalElements: total, page: 2, size: 2 });
    expect(first.results).toHaveLength(2);
    expect(second.results).toHaveLength(Math.min(2, total - 2));
    const firstIds = new Set(first.results.map((r) => r.id));
    expect(second.results.some((r) => firstIds.has(r.id))).toBe(false);
    const beyond = await get<BookingPage>(a, `/api/booking?page=${total + 1}&size=2`);
    expect(beyond.results).toEqual([]);
    expect(beyond.meta.totalElements).toBe(total);
  });

  it('sums the passback over the listed non-cancelled bookings', async () => {
    const live = (await allBookings(a)).filter((r) => r.is_lead_cancelled === 0);
    const sum = (pick: (r: Booking) => number | null) => live.reduce((s, r) => s + (pick(r) ?? 0), 0);
    const passback = await get<Record<string, number>>(a, `/api/magnetBrokerage/passback/${a.id}`);
    expect(passback).toEqual({
      total_booking: live.length,
      total_gmv: sum((r) => r.agreement_value),
      total_brokerage: sum((r) => r.TOTAL_BROKERAGE),
      base_brokerage: sum((r) => r.BASE_INCENTIVE),
      ladder_brokerage: sum((r) => r.LADDER_INCENTIVE),
      released: sum((r) => r.RELEASED_AMOUNT),
    });
  });

  it("answers 403 on another partner's passback and dashboard paths", async () => {
    for (const url of [
      `/api/magnetBrokerage/passback/${a.id}`,
      `/api/dashboard/open_leads/${a.id}?magnet_lead=1`,
      `/api/dashboard/magnet-book-activity/${a.id}`,
      `/api/dashboard/future-activity/${a.id}`,
      `/api/dashboard/digital-spend?magnet_id=${a.id}`,
    ]) {
      const res = await env.app.inject({ method: 'GET', url, headers: b.auth });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: 'Forbidden' });
    }
    const bBookings = await allBookings(b);
    expect(bBookings.some((r) => fixedIds.includes(r.id))).toBe(false);
  });

  it('stores an uploaded bulk lead file, lists it and serves the file', async () => {
    const db = env.t.db;
    const region = await one<{ id: number; name: string }>(
      db,
      'SELECT id, name FROM region_parents ORDER BY id LIMIT 1',
    );
    const project = await one<{ id: number; name: string }>(
      db,
      'SELECT id, name FROM projects ORDER BY id LIMIT 1',
    );
    const csv = 'name,number\nRavi Kumar,9811122233\nMeena Shah,9811122244\n';
    const body = await multipart(
      { project_id: String(project.id), parent_region_id: String(region.id) },
      { field: 'bulk_file', name: 'march-leads.csv', type: 'text/csv', text: csv },
    );
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/bulkLeadFile',
      headers: { ...a.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as { message: string; bulkLead: BulkLead };
    expect(created.message).toBe('Bulklead created. Your file is uploaded');
    expect(created.bulkLead).toMatchObject({
      Project: { id: project.id, name: project.name },
      RegionParent: { id: region.id, name: region.name },
      name: 'Magnet Bulk',
      status: 'Uploaded',
      is_moved: 0,
      File: { name: 'march-leads.csv' },
    });
    expect(created.bulkLead.BulkLeadUploader.name).toBeTruthy();

    const list = await get<{ bulkLeads: BulkLead[]; count: number }>(
      a,
      '/api/bulkLeadFile?size=500&pageId=1',
    );
    const listed = list.bulkLeads.find((f) => f.id === created.bulkLead.id);
    expect(listed).toEqual(created.bulkLead);
    const fileUrl = listed?.file_url ?? '';
    expect(fileUrl).toMatch(/^\/files\//);
    const file = await env.app.inject({ method: 'GET', url: fileUrl });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(csv);

    const byProject = await get<{ bulkLeads: BulkLead[] }>(
      a,
      `/api/bulkLeadFile?size=500&pageId=1&project_ids=${project.id}`,
    );
    expect(byProject.bulkLeads.every((f) => f.Project?.id === project.id)).toBe(true);
    expect(byProject.bulkLeads.some((f) => f.id === created.bulkLead.id)).toBe(true);

    const ofB = await get<{ bulkLeads: BulkLead[] }>(b, '/api/bulkLeadFile?size=500&pageId=1');
    expect(ofB.bulkLeads.some((f) => f.id === created.bulkLead.id)).toBe(false);

    // An unknown region stores nothing.
    const before = list.count;
    const bad = await multipart(
      { parent_region_id: '999999' },
      { field: 'bulk_file', name: 'x.csv', type: 'text/csv', text: csv },
    );
    const refused = await env.app.inject({
      method: 'POST',
      url: '/api/bulkLeadFile',
      headers: { ...a.auth, ...bad.headers },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(404);
    expect((await get<{ count: number }>(a, '/api/bulkLeadFile?size=1&pageId=1')).count).toBe(before);
  });

  it('filters bulk lead files by every key of GET /bulkLeadFile and names the service RM', async () => {
    const all = await get<{ bulkLeads: BulkLead[]; count: number }>(a, '/api/bulkLeadFile?size=500&pageId=1');
    expect(all.count).toBeGreaterThan(0);
    const rm = await one<{ name: string | null }>(
      env.t.db,
      'SELECT rm.name FROM users u LEFT JOIN service_rms rm ON rm.id = u.service_rm_id WHERE u.id = $1',
      [a.id],
    );
    expect(all.bulkLeads.every((f) => f.MagnetRm.name === rm.name)).toBe(true);

    const moved = await get<{ bulkLeads: BulkLead[]; count: number }>(
      a,
      '/api/bulkLeadFile?size=500&pageId=1&is_moved=1',
    );
    expect(moved.count).toBeGreaterThan(0);
    expect(moved.count).toBeLessThan(all.count);
    expect(moved.bulkLeads.every((f) => f.is_moved === 1)).toBe(true);

    const uploader = all.bulkLeads[0]?.BulkLeadUploader.name ?? '';
    const byUploader = await get<{ count: number }>(
      a,
      `/api/bulkLeadFile?size=1&pageId=1&uploaded_by=${encodeURIComponent(uploader.slice(0, 4))}`,
    );
    expect(byUploader.count).toBe(all.count);
    const nobody = await get<{ count: number }>(a, '/api/bulkLeadFile?size=1&pageId=1&uploaded_by=zzzz');
    expect(nobody.count).toBe(0);

    const reason = all.bulkLeads.find((f) => f.closing_reason)?.closing_reason ?? '';
    expect(reason).not.toBe('');
    const byReason = await get<{ bulkLeads: BulkLead[] }>(
      a,
      `/api/bulkLeadFile?size=500&pageId=1&closing_reason=${encodeURIComponent(reason)}`,
    );
    expect(byReason.bulkLeads.length).toBeGreaterThan(0);
    expect(byReason.bulkLeads.every((f) => f.closing_reason === reason)).toBe(true);

    // magnet_ids only narrows: the partner's own id keeps every file, another partner's finds none.
    const mine = await get<{ count: number }>(a, `/api/bulkLeadFile?size=1&pageId=1&magnet_ids=${a.id}`);
    expect(mine.count).toBe(all.count);
    const others = await get<{ count: number }>(a, `/api/bulkLeadFile?size=1&pageId=1&magnet_ids=${b.id}`);
    expect(others.count).toBe(0);
  });

  it("answers which numbers are clients of the partner's leads, never another partner's", async () => {
    const db = env.t.db;
    const ofA = await one<{ number: string; name: string; lead_id: number }>(
      db,
      `SELECT c.number, c.name, max(l.id) AS lead_id FROM clients c JOIN leads l ON l.client_id = c.id
        WHERE c.magnet_id = $1 GROUP BY c.number, c.name ORDER BY c.number LIMIT 1`,
      [a.id],
    );
    const ofB = await one<{ number: string }>(
      db,
      `SELECT c.number FROM clients c JOIN leads l ON l.client_id = c.id WHERE c.magnet_id = $1
          AND c.number NOT IN (SELECT number FROM clients WHERE magnet_id = $2) LIMIT 1`,
      [b.id, a.id],
    );
    const ask = (numbers: unknown) =>
      env.app.inject({
        method: 'POST',
        url: '/api/clients/known_numbers',
        headers: a.auth,
        payload: { numbers },
      });
    const res = await ask([ofA.number, ofB.number, '9000000001', ofA.number]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        number: ofA.number,
        name: ofA.name,
        lead_id: Number(ofA.lead_id),
        open_leads: expect.any(Array),
      },
    ]);
    expect((await ask([])).json()).toEqual([]);
    const bad = await ask(['98765 43210']);
    expect(bad.statusCode).toBe(400);
    const none = await env.app.inject({
      method: 'POST',
      url: '/api/clients/known_numbers',
      payload: { numbers: [] },
    });
    expect(none.statusCode).toBe(401);
  });

  it('refuses a campaign on a non-focus project and records one on a focus project', async () => {
    const db = env.t.db;
    const countOfA = async () =>
      (
        await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM campaign_spends WHERE magnet_id = $1', [
          a.id,
        ])
      ).n;
    const before = await countOfA();
    const plain = await one<{ id: number }>(
      db,
      'SELECT id FROM projects WHERE is_focus = 0 ORDER BY id LIMIT 1',
    );
    const body = {
      amount: 30000,
      campaign_type_id: [1, 2],
      name: 'ASHA RAO',
      project_id: plain.id,
      invest: 1,
    };
    const refused = await env.app.inject({
      method: 'POST',
      url: '/api/focus_projects/focus_project_upsert',
      headers: a.auth,
      payload: body,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Project not available for digital campaign' });
    expect(await countOfA()).toBe(before);

    const focus = await one<{ id: number; name: string }>(
      db,
      'SELECT id, name FROM projects WHERE is_focus = 1 ORDER BY id LIMIT 1',
    );
    const ok = await env.app.inject({
      method: 'POST',
      url: '/api/focus_projects/focus_project_upsert',
      headers: a.auth,
      payload: { ...body, project_id: focus.id },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const answer = ok.json() as { message: string; payment_url: string };
    expect(answer.message).toBe('Project available for digital campaign');
    expect(answer.payment_url).toMatch(/^\/payments\/campaign\/[0-9a-f]{32}$/);
    expect(await countOfA()).toBe(before + 1);

    const spends = await get<
      {
        id: number;
        project_id: number;
        project_name: string;
        campaign_type: string;
        status: string;
        amount: number;
      }[]
    >(a, '/api/campaignMagnetsPercentages/magnetSpend?size=500&pageId=1&order=DESC&campaign_type=2');
    const stored = await one<{ id: number }>(db, 'SELECT id FROM campaign_spends WHERE payment_url = $1', [
      answer.payment_url,
    ]);
    const mine = spends.find((s) => s.id === stored.id);
    expect(mine).toMatchObject({
      project_id: focus.id,
      project_name: focus.name,
      campaign_type: 'Google Ads, FB Ads',
      status: 'Requested',
      amount: 30000,
    });
  });

  it('serves the payment page of a requested campaign: paying makes it Active, cancelling Cancelled', async () => {
    const focus = await one<{ id: number; name: string }>(
      env.t.db,
      'SELECT id, name FROM projects WHERE is_focus = 1 ORDER BY id LIMIT 1',
    );
    const request = async (amount: number) => {
      const res = await env.app.inject({
        method: 'POST',
        url: '/api/focus_projects/focus_project_upsert',
        headers: a.auth,
        payload: { amount, campaign_type_id: [3], name: 'ASHA RAO', project_id: focus.id, is_interested: 1 },
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { payment_url: string }).payment_url;
    };
    const spendOf = async (amount: number) => {
      const list = await get<
        { amount: number; status: string; start_date: string | null; end_date: string | null }[]
      >(a, '/api/campaignMagnetsPercentages/magnetSpend?size=500&pageId=1&campaign_type=3');
      return list.filter((s) => s.amount === amount);
    };

    const payUrl = await request(43_210);
    // The page needs no token (it opens in a frame); it names the campaign and offers Pay and Cancel.
    const shown = await env.app.inject({ method: 'GET', url: payUrl });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toMatch(/^text\/html/);
    expect(shown.body).toContain(focus.name);
    expect(shown.body).toContain('Pay ₹43,210');
    expect(shown.body).toContain('data-payment-status="pending"');

    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const paid = await env.app.inject({ method: 'POST', url: `${payUrl}/pay`, headers: form, payload: '' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(payUrl);
    const today = new Date().toISOString().slice(0, 10);
    const [active] = await spendOf(43_210);
    expect(active).toMatchObject({ status: 'Active', start_date: today });
    expect(active?.end_date).toBe(new Date(Date.parse(today) + 30 * 86_400_000).toISOString().slice(0, 10));
    const after = await env.app.inject({ method: 'GET', url: payUrl });
    expect(after.body).toContain('Payment received');
    expect(after.body).toContain('data-payment-status="paid"');
    // The days it runs as every screen writes a day.
    expect(after.body).toMatch(
      /<dt>Runs<\/dt><dd>\d{2} [A-Z][a-z]{2} \d{4} to \d{2} [A-Z][a-z]{2} \d{4}<\/dd>/,
    );
    // A settled payment is not settled again.
    await env.app.inject({ method: 'POST', url: `${payUrl}/cancel`, headers: form, payload: '' });
    expect((await spendOf(43_210))[0]?.status).toBe('Active');

    const cancelUrl = await request(43_211);
    const cancelled = await env.app.inject({
      method: 'POST',
      url: `${cancelUrl}/cancel`,
      headers: form,
      payload: '',
    });
    expect(cancelled.statusCode).toBe(303);
    expect((await spendOf(43_211))[0]).toMatchObject({ status: 'Cancelled', start_date: null });
    expect((await env.app.inject({ method: 'GET', url: cancelUrl })).body).toContain('Payment cancelled');

    for (const url of [
      '/payments/campaign/0123456789abcdef0123456789abcdef',
      '/payments/campaign/x%3Cscript%3E',
    ]) {
      const missing = await env.app.inject({ method: 'GET', url });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('Payment not found');
      const post = await env.app.inject({ method: 'POST', url: `${url}/pay`, headers: form, payload: '' });
      expect(post.statusCode).toBe(404);
    }
  });

  it('records and lists home loans', async () => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/homeLoan',
      headers: a.auth,
      payload: { name: 'Kiran Desai', number: '9822200011' },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as { message: string; homeLoan: { id: number; User: { name: string } } };
    expect(created.message).toBe('Home Loan Requested Sccessfully!');
    const list = await get<{ homeLoans: { id: number }[]; count: number }>(
      a,
      '/api/homeloans?size=500&pageId=1',
    );
    expect(list.homeLoans[0]?.id).toBe(created.homeLoan.id);
    expect(list.count).toBe(list.homeLoans.length);
    const ofB = await get<{ homeLoans: { id: number }[] }>(b, '/api/homeloans?size=500&pageId=1');
    expect(ofB.homeLoans.some((h) => h.id === created.homeLoan.id)).toBe(false);
  });

  it('answers a home loan request repeated with its Idempotency-Key once, with one row', async () => {
    const key = randomUUID();
    const send = (payload: object, idempotencyKey: string = key) =>
      env.app.inject({
        method: 'POST',
        url: '/api/homeLoan',
        headers: { ...a.auth, 'idempotency-key': idempotencyKey },
        payload,
      });
    const rows = async () =>
      (await get<{ homeLoans: { name: string }[] }>(a, '/api/homeloans?size=500&pageId=1')).homeLoans.filter(
        (h) => h.name === 'Retried Client',
      ).length;
    const first = await send({ name: 'Retried Client', number: '9822200012' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send({ number: '9822200012', name: 'Retried Client' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await rows()).toBe(1);

    // The same key for another request is refused; a key that is not one is a bad request.
    const reused = await send({ name: 'Retried Client', number: '9822200013' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      message: 'Idempotency-Key was already used for another home loan request',
    });
    expect((await send({ name: 'Retried Client', number: '9822200013' }, 'short')).statusCode).toBe(400);
    expect(await rows()).toBe(1);
  });

  it('counts the dashboard funnel from the leads the list shows', async () => {
    const leads: Lead[] = [];
    for (let pageId = 1; ; pageId++) {
      const page = await get<{ leads: Lead[] }>(a, `/api/leads?size=500&pageId=${pageId}`);
      leads.push(...page.leads);
      if (page.leads.length < 500) break;
    }
    expect(leads.length).toBeGreaterThan(0);
    const logs = new Map<number, UpdateLog[]>();
    for (const lead of leads) logs.set(lead.id, await get<UpdateLog[]>(a, `/api/updateLogs/${lead.id}`));

    const magnetSources = ['magnet limited', 'magnet bulk', 'magnet-referral'];
    const callActions = ['followup_set', 'followup', 'disinterested', 'disqualify', 'interested'];
    const expected = (of: Lead[]) => {
      const stage = (l: Lead) => l.ObjectStage.Stage.name.toLowerCase();
      const known = ['not updated', 'suspect', 'opportunity', 'pipeline', 'booked'];
      const entries = of.flatMap((l) => logs.get(l.id) ?? []);
      const latest = of
        .map((l) => l.updated_at)
        .sort()
        .at(-1);
      return {
        notUpdate: of.filter((l) => stage(l) === 'not updated').length,
        rml: of.filter((l) => stage(l) === 'suspect').length,
        opportunity: of.filter((l) => stage(l) === 'opportunity').length,
        pipeline: of.filter((l) => stage(l) === 'pipeline').length,
        booked: of.filter((l) => stage(l) === 'booked').length,
        eoi: of.filter((l) => stage(l).startsWith('gross eoi')).length,
        other: of.filter((l) => !known.includes(stage(l)) && !stage(l).startsWith('gross eoi')).length,
        call: entries.filter((e) => e.action !== null && callActions.includes(e.action)).length,
        activityDone: entries.filter(
          (e) => e.action_name === 'Visit Done' || e.action_name === 'Revisit Done',
        ).length,
        lastUpdatedDate: latest ? new Date(latest).toISOString() : null,
      };
    };
    const isMagnet = (l: Lead) => magnetSources.includes(l.LeadSource.name.toLowerCase());
    const added = await get<Record<string, unknown>>(a, `/api/dashboard/open_leads/${a.id}?magnet_lead=1`);
    const digital = await get<Record<string, unknown>>(a, `/api/dashboard/open_leads/${a.id}?digital_lead=1`);
    expect(added).toEqual(expected(leads.filter(isMagnet)));
    expect(digital).toEqual(expected(leads.filter((l) => !isMagnet(l))));
    // The counters cover every lead of the partner once.
    const stages = ['notUpdate', 'rml', 'opportunity', 'pipeline', 'booked', 'eoi', 'other'];
    const counted = stages.reduce((s, k) => s + Number(added[k]) + Number(digital[k]), 0);
    expect(counted).toBe(leads.length);

    const visited = (name: string) =>
      leads.filter((l) => (logs.get(l.id) ?? []).some((e) => e.action_name === name)).length;
    const live = (await allBookings(a)).filter((r) => r.is_lead_cancelled === 0).length;
    expect(await get(a, `/api/dashboard/magnet-book-activity/${a.id}`)).toEqual({
      visit_done: visited('Visit Done'),
      revisit_done: visited('Revisit Done'),
      booking_count: live,
    });
  });

  it('answers the digital spend and the upcoming activities of the partner', async () => {
    const spends = await env.t.db.query<{ spend_amount: number; lead_count: number }>(
      'SELECT spend_amount, lead_count FROM campaign_spends WHERE magnet_id = $1',
      [a.id],
    );
    const spend = spends.reduce((s, r) => s + r.spend_amount, 0);
    const leadCount = spends.reduce((s, r) => s + r.lead_count, 0);
    expect(await get(a, `/api/dashboard/digital-spend?magnet_id=${a.id}`)).toEqual({
      spend_amount: spend,
      leadCount,
      cpl: leadCount ? Math.round(spend / leadCount) : 0,
    });

    const upcoming = await get<{ lead_id: number; action_date: string }[]>(
      a,
      `/api/dashboard/future-activity/${a.id}`,
    );
    const now = env.ctx.now().getTime();
    expect(upcoming.every((u) => new Date(u.action_date).getTime() > now)).toBe(true);
    const dates = upcoming.map((u) => u.action_date);
    expect([...dates].sort((x, y) => Date.parse(x) - Date.parse(y))).toEqual(dates);
    const aLeads = new Set(
      (await env.t.db.query<{ id: number }>('SELECT id FROM leads WHERE magnet_id = $1', [a.id])).map(
        (r) => r.id,
      ),
    );
    expect(upcoming.every((u) => aLeads.has(u.lead_id))).toBe(true);
  });
});
