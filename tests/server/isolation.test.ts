import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { seededApp } from '../helpers/testDb.ts';

const PUBLIC_URL = 'https://partners.example.in';

type Env = Awaited<ReturnType<typeof seededApp>>;
type Who = Awaited<ReturnType<Env['login']>>;

describe("partner B gets nothing of partner A's", () => {
  let env: Env;
  let a: Who;
  let b: Who;
  let aLead: number;
  let aFilter: number;
  let aField: number;
  let aLeadIds: Set<number>;

  beforeAll(async () => {
    env = await seededApp({ publicUrl: PUBLIC_URL });
    a = await env.login('9876543210');
    b = await env.login('9876543211');
    const rows = await env.t.db.query<{ id: number }>('SELECT id FROM leads WHERE magnet_id = $1', [a.id]);
    aLeadIds = new Set(rows.map((r) => r.id));
    aLead = rows[0]?.id ?? 0;
    const f = await env.app.inject({
      method: 'POST',
      url: '/api/userFilter',
      headers: a.auth,
      payload: { type: 'lead', filter: { stage_ids: [3] }, name: "A's filter" },
    });
    aFilter = (f.json() as { id: number }).id;
    const fields = await env.app.inject({
      method: 'POST',
      url: '/api/userField',
      headers: a.auth,
      payload: { fields: [{ type: 'lead', field: { desktop: [{ name: 'id', show: true }], mobile: [] } }] },
    });
    aField = (fields.json() as { id: number }[])[0]?.id ?? 0;
  }, 180_000);

  afterAll(async () => {
    await env?.close();
  });

  const asB = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    env.app.inject({ method, url, headers: b.auth, ...(payload ? { payload } : {}) });

  it('lists and counts hold only B rows', async () => {
    const leads = (await asB('GET', '/api/leads?size=500&pageId=1')).json() as {
      leads: { id: number; LeadMagnet: { id: number } }[];
    };
    expect(leads.leads.length).toBeGreaterThan(0);
    expect(leads.leads.every((l) => !aLeadIds.has(l.id) && l.LeadMagnet.id === b.id)).toBe(true);
    // Naming A as the magnet in the query changes nothing: the token decides.
    const spoof = (await asB('GET', `/api/leads?size=500&pageId=1&magnet_id=${a.id}`)).json() as {
      leads: { id: number }[];
    };
    expect(spoof.leads.some((l) => aLeadIds.has(l.id))).toBe(false);
    const count = (await asB('GET', '/api/leads/index/count')).json() as { count: number };
    const bLeads = await env.t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM leads WHERE magnet_id = $1',
      [b.id],
    );
    expect(count.count).toBe(bLeads[0]?.n);
    const closed = (await asB('GET', `/api/leads/magnet/close_leads?magnet_id=${a.id}`)).json() as {
      leads: { id: number }[];
    };
    expect(closed.leads.some((l) => aLeadIds.has(l.id))).toBe(false);

    const bookings = (await asB('GET', '/api/booking?page=1&size=500')).json() as {
      results: { id: number; Lead: { id: number } }[];
    };
    expect(bookings.results.length).toBeGreaterThan(0);
    expect(bookings.results.some((r) => aLeadIds.has(r.Lead.id))).toBe(false);
    const aBookings = await env.t.db.query<{ id: number }>('SELECT id FROM bookings WHERE magnet_id = $1', [
      a.id,
    ]);
    const bBookingIds = new Set(bookings.results.map((r) => r.id));
    expect(aBookings.some((r) => bBookingIds.has(r.id))).toBe(false);

    for (const [url, key] of [
      ['/api/bulkLeadFile?size=500&pageId=1', 'bulkLeads'],
      ['/api/homeloans', 'homeLoans'],
      ['/api/referrals', 'referrals'],
    ] as const) {
      const body = (await asB('GET', url)).json() as Record<string, { id: number }[]>;
      const table = { bulkLeads: 'bulk_lead_files', homeLoans: 'home_loans', referrals: 'referrals' }[key];
      const aRows = await env.t.db.query<{ id: number }>(`SELECT id FROM ${table} WHERE magnet_id = $1`, [
        a.id,
      ]);
      const seen = new Set((body[key] ?? []).map((r) => r.id));
      expect(
        aRows.some((r) => seen.has(r.id)),
        url,
      ).toBe(false);
    }
    const spends = (
      await asB('GET', '/api/campaignMagnetsPercentages/magnetSpend?size=500&pageId=1')
    ).json() as { id: number }[];
    const aSpends = await env.t.db.query<{ id: number }>(
      'SELECT id FROM campaign_spends WHERE magnet_id = $1',
      [a.id],
    );
    expect(aSpends.some((r) => spends.some((s) => s.id === r.id))).toBe(false);

    const filters = (await asB('GET', '/api/userFilter')).json() as { id: number }[];
    expect(filters.some((f) => f.id === aFilter)).toBe(false);
    const fields = (await asB('GET', '/api/userField')).json() as { id: number }[];
    expect(fields.some((f) => f.id === aField)).toBe(false);
  });

  it("details of A's rows answer 404 or 403", async () => {
    expect((await asB('GET', `/api/leads/${aLead}`)).statusCode).toBe(404);
    expect((await asB('GET', `/api/updateLogs/${aLead}`)).statusCode).toBe(404);
    expect((await asB('GET', `/engage/${b.id}/${aLead}/comments`)).statusCode).toBe(404);
    expect((await asB('GET', `/engage/${a.id}/${aLead}/comments`)).statusCode).toBe(403);
    expect((await asB('GET', `/engage/callDetail?object_id=${aLead}&size=100&pageId=1`)).statusCode).toBe(
      404,
    );
    expect((await asB('GET', `/api/users/${a.id}`)).statusCode).toBe(403);
    expect((await asB('GET', `/api/magnetBrokerage/passback/${a.id}`)).statusCode).toBe(403);
    expect((await asB('GET', `/api/dashboard/open_leads/${a.id}?magnet_lead=1`)).statusCode).toBe(403);
    expect((await asB('GET', `/api/dashboard/magnet-book-activity/${a.id}`)).statusCode).toBe(403);
    expect((await asB('GET', `/api/dashboard/future-activity/${a.id}`)).statusCode).toBe(403);
  });

  it("the closed-leads download holds only B's leads", async () => {
    const res = await asB('GET', `/api/leads/magnet/close_leads/download?magnet_id=${a.id}`);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const sheet = wb.worksheets[0];
    const ids: number[] = [];
    sheet?.eachRow((row, n) => {
      if (n > 1) ids.push(Number(row.getCell(1).value));
    });
    expect(ids.some((id) => aLeadIds.has(id))).toBe(false);
  });

  it("updates and deletes of A's rows answer 404/403 and change nothing", async () => {
    expect((await asB('PUT', `/api/userFilter/${aFilter}`, { id: aFilter, name: 'stolen' })).statusCode).toBe(
      404,
    );
    expect((await asB('DELETE', `/api/userFilter/${aFilter}`)).statusCode).toBe(404);
    expect(
      (await asB('PUT', `/api/userField/${aField}`, { type: 'lead', field: { desktop: [], mobile: [] } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await asB('PUT', `/api/users/${a.id}/terms_conditions`, { is_tc_agree: 1, id: a.id })).statusCode,
    ).toBe(403);
    expect((await asB('DELETE', `/api/users/${a.id}`)).statusCode).toBe(403);
    const filter = await env.t.db.query<{ name: string }>('SELECT name FROM user_filters WHERE id = $1', [
      aFilter,
    ]);
    expect(filter[0]?.name).toBe("A's filter");
    const user = await env.t.db.query<{ id: number }>('SELECT id FROM users WHERE id = $1', [a.id]);
    expect(user).toHaveLength(1);
  });
  it('a campaign column layout is kept for its partner, and another partner can neither read nor change it', async () => {
    const asA = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      env.app.inject({ method, url, headers: a.auth, ...(payload ? { payload } : {}) });
    const layout = { desktop: [{ name: 'Amount', show: false }], mobile: [{ name: 'Amount', show: true }] };
    type Field = { id: number; type: string; field: unknown };
    const posted = (
      await asA('POST', '/api/userField', { fields: [{ type: 'campaign', field: layout }] })
    ).json() as Field[];
    const campaign = posted.find((f) => f.type === 'campaign');
    if (!campaign) throw new Error('no campaign layout');
    const moved = {
      desktop: [
        { name: 'Status', show: true },
        { name: 'Amount', show: false },
      ],
    };
    expect(
      (await asA('PUT', `/api/userField/${campaign.id}`, { type: 'campaign', field: moved })).statusCode,
    ).toBe(200);
    const mine = (await asA('GET', '/api/userField')).json() as Field[];
    expect(mine.find((f) => f.type === 'campaign')).toEqual({
      id: campaign.id,
      type: 'campaign',
      field: moved,
    });

    const theirs = (await asB('GET', '/api/userField')).json() as Field[];
    expect(theirs.some((f) => f.id === campaign.id)).toBe(false);
    const stolen = { desktop: [{ name: 'Amount', show: true }] };
    expect(
      (await asB('PUT', `/api/userField/${campaign.id}`, { type: 'campaign', field: stolen })).statusCode,
    ).toBe(404);
    const after = (await asA('GET', '/api/userField')).json() as Field[];
    expect(after.find((f) => f.type === 'campaign')?.field).toEqual(moved);
  });

  it("a project's website address is each partner's own, and its page carries that partner's phone", async () => {
    type Site = { magnet_landing_page: string | null };
    const asA = (url: string) => env.app.inject({ method: 'GET', url, headers: a.auth });
    const ofA = (await asA('/api/projects/1')).json() as Site;
    const ofB = (await asB('GET', '/api/projects/1')).json() as Site;
    expect(ofA.magnet_landing_page).toMatch(/^https:\/\/partners\.example\.in\/sites\/1\/[0-9a-f]{32}$/);
    expect(ofB.magnet_landing_page).toMatch(/\/sites\/1\/[0-9a-f]{32}$/);
    expect(ofB.magnet_landing_page).not.toBe(ofA.magnet_landing_page);
    const focus = (await asA('/api/users/focus_projects?size=100&pageId=1')).json() as {
      projects: { id: number; MagnetURL: string | null }[];
    };
    expect(focus.projects.find((p) => p.id === 1)?.MagnetURL).toBe(ofA.magnet_landing_page);

    const page = async (address: string | null) =>
      env.app.inject({ method: 'GET', url: new URL(address ?? '/', 'http://localhost').pathname });
    const pageOfA = await page(ofA.magnet_landing_page);
    expect(pageOfA.statusCode).toBe(200);
    expect(pageOfA.headers['content-type']).toMatch(/^text\/html/);
    expect(pageOfA.body).toContain('Call +91-9876543210');
    // Extension (issue 35): the partner's RERA number and a QR code of the page's own address.
    expect(pageOfA.body).toContain('RERA Reg. No. A51800012345');
    expect(pageOfA.body).toContain(`aria-label="QR code of ${ofA.magnet_landing_page}"`);
    expect(pageOfA.body).toMatch(/<svg [^>]*viewBox="0 0 \d+ \d+"/);
    const pageOfB = await page(ofB.magnet_landing_page);
    expect(pageOfB.body).toContain('Call +91-9876543211');
    expect(pageOfB.body).toContain('RERA Reg. No. B29100054321');
    expect(pageOfB.body).not.toContain('A51800012345');
    expect(pageOfB.body).not.toContain('9876543210');
    expect((await page('/sites/1/0123456789abcdef0123456789abcdef')).statusCode).toBe(404);
    expect((await page('/sites/1/not-a-key')).statusCode).toBe(404);
  });

  it("a partner's name shows on their project page as the text typed, never as markup", async () => {
    const [row] = await env.t.db.query<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [
      b.id,
    ]);
    await env.t.db.query('UPDATE users SET first_name = $1 WHERE id = $2', [
      '<b>Bala</b><script>x()</script>',
      b.id,
    ]);
    try {
      const { magnet_landing_page: address } = (await asB('GET', '/api/projects/1')).json() as {
        magnet_landing_page: string;
      };
      const site = await env.app.inject({ method: 'GET', url: new URL(address).pathname });
      expect(site.statusCode).toBe(200);
      expect(site.body).toContain('&#60;b&#62;Bala&#60;/b&#62;&#60;script&#62;x()&#60;/script&#62;');
      expect(site.body).not.toContain('<script>x()');
    } finally {
      await env.t.db.query('UPDATE users SET first_name = $1 WHERE id = $2', [row?.first_name, b.id]);
    }
  });

  it('builds the shareable site link on PUBLIC_URL, never on the Host header of the request', async () => {
    const spoofed = await env.app.inject({
      method: 'GET',
      url: '/api/projects/1',
      headers: { ...a.auth, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(spoofed.statusCode).toBe(200);
    expect(spoofed.body).not.toContain('evil.example');
    expect((spoofed.json() as { magnet_landing_page: string }).magnet_landing_page).toMatch(
      /^https:\/\/partners\.example\.in\/sites\/1\/[0-9a-f]{32}$/,
    );
    // Without PUBLIC_URL the links are on the listening address.
    expect(readConfig({}).publicUrl).toBe('http://127.0.0.1:8080');
    expect(readConfig({ HOST: '0.0.0.0', PORT: '9000' }).publicUrl).toBe('http://0.0.0.0:9000');
    expect(readConfig({ PUBLIC_URL: 'https://portal.example.in/' }).publicUrl).toBe(
      'https://portal.example.in',
    );
    expect(() => readConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });
});
