import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarPng } from '../../server/db/demoAssets.ts';
import { injectUntilLive } from '../helpers/eventStream.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { seededApp } from '../helpers/testDb.ts';
import { allOperations, type Operation, responseValidator } from './contractHarness.ts';

type Env = Awaited<ReturnType<typeof seededApp>>;
type Ids = {
  me: number;
  other: number;
  leadId: number;
  projectId: number;
  nonFocusProjectId: number;
  focusProjectId: number;
  filterId: number;
  fieldId: number;
  parentRegionId: number;
  /** A client number of one of the partner's leads. */
  clientNumber: string;
  /** One of the partner's bookings with brokerage (extension, issue 35). */
  bookingId: number;
  /** An agent of the partner's firm, and the token of a live invite link (extension, issue 53). */
  agentId: number;
  inviteToken: string;
};
type Req = Omit<InjectOptions, 'url'> & { url: string };
type Case = {
  /** A request that succeeds. */
  valid: (ids: Ids) => Req;
  /** A request that breaks the contract (400, nothing changes). */
  invalid?: (ids: Ids) => Req;
};

const multipart = multipartBody;

const get = (url: string): Req => ({ method: 'GET', url });
const json = (method: 'POST' | 'PUT', url: string, payload: unknown): Req => ({
  method,
  url,
  payload: payload as object,
});

/** One real request per operation: the contract test fails when an operation has no case. */
const cases: Record<string, Case> = {
  loginUser: {
    valid: () => json('POST', '/api/users/login', { phone: '9876543210', password: 'magnet123' }),
    invalid: () => json('POST', '/api/users/login', { phone: '9876543210' }),
  },
  createMagnet: {
    valid: () =>
      json('POST', '/api/users/create_magnet', {
        first_name: 'Asha',
        last_name: 'Verma',
        phone: '9123456780',
        email: 'asha.verma@example.in',
        password: 'secret123',
      }),
    invalid: () => json('POST', '/api/users/create_magnet', { first_name: 'Asha', phone: '12' }),
  },
  getMe: { valid: () => get('/api/users/me') },
  logoutUser: { valid: () => ({ method: 'POST', url: '/api/users/logout' }) },
  // Extension (issue 44): the CRM's write takes its service token (the demo's here), not the partner's.
  recordCrmActivity: {
    valid: (i) => ({
      ...json('POST', `/api/crm/leads/${i.leadId}/activities`, {
        action: 'lead_status_change',
        action_name: 'Visit Done',
        internal_status_id: 4,
      }),
      headers: { 'content-type': 'application/json', authorization: 'Bearer demo-crm-token' },
    }),
    invalid: (i) => ({
      ...json('POST', `/api/crm/leads/${i.leadId}/activities`, { action: 'followup' }),
      headers: { 'content-type': 'application/json', authorization: 'Bearer demo-crm-token' },
    }),
  },
  streamLeadEvents: {
    valid: () => get('/api/events'),
    invalid: () => ({ ...get('/api/events'), headers: { 'last-event-id': 'abc' } }),
  },
  getInbox: { valid: () => get('/api/inbox') },
  markInboxRead: { valid: () => ({ method: 'POST', url: '/api/inbox/read' }) },
  markLeadRead: {
    valid: (i) => ({ method: 'POST', url: `/api/inbox/leads/${i.leadId}/read` }),
    invalid: () => ({ method: 'POST', url: '/api/inbox/leads/abc/read' }),
  },
  getUserById: { valid: (i) => get(`/api/users/${i.me}`), invalid: () => get('/api/users/abc') },
  updateUserProfile: {
    valid: (i) => ({
      method: 'PUT',
      url: `/api/users/${i.me}`,
      ...multipart(
        {
          data: JSON.stringify({ Usermeta: { pincode: '400053', office_location: 'Andheri West, Mumbai' } }),
        },
        { profile_pic: { name: 'me.png', type: 'image/png', data: avatarPng(200) } },
      ),
    }),
    invalid: (i) => ({ method: 'PUT', url: `/api/users/${i.me}`, ...multipart({}, {}) }),
  },
  updateUser: {
    valid: () => json('PUT', '/api/users', { first_name: 'Rohan' }),
    invalid: () => json('PUT', '/api/users', { first_name: 42 }),
  },
  deleteUser: {
    // Deleting the demo partner would end the suite: the valid case deletes a partner registered for it.
    valid: (i) => ({ method: 'DELETE', url: `/api/users/${i.me}` }),
    invalid: () => ({ method: 'DELETE', url: '/api/users/x' }),
  },
  acceptTerms: {
    valid: (i) => json('PUT', `/api/users/${i.me}/terms_conditions`, { is_tc_agree: 1, id: i.me }),
    invalid: (i) => json('PUT', `/api/users/${i.me}/terms_conditions`, { is_tc_agree: 2, id: i.me }),
  },
  listRegions: { valid: () => get('/api/regions?limit=50'), invalid: () => get('/api/regions?limit=abc') },
  listRegionParents: { valid: () => get('/api/regionparents') },
  listStages: { valid: () => get('/api/users/stages?type=LEAD') },
  listLeadInternalStatuses: { valid: () => get('/api/lead_internal_status') },
  listSources: { valid: () => get('/api/sources') },
  getMagnetPlan: { valid: () => get('/api/magnetPlan') },
  listUserFilters: { valid: () => get('/api/userFilter') },
  createUserFilter: {
    valid: () => json('POST', '/api/userFilter', { type: 'lead', filter: { stage_ids: [3] } }),
    invalid: () => json('POST', '/api/userFilter', { type: 'nope', filter: {} }),
  },
  updateUserFilter: {
    valid: (i) =>
      json('PUT', `/api/userFilter/${i.filterId}`, {
        id: i.filterId,
        name: 'Hot leads',
        filter: { stage_ids: [3] },
        columns: { desktop: [{ name: 'Client Name', show: true }] },
        size: 25,
        pinned: false,
      }),
    invalid: (i) => json('PUT', `/api/userFilter/${i.filterId}`, { name: 5 }),
  },
  deleteUserFilter: {
    valid: (i) => ({ method: 'DELETE', url: `/api/userFilter/${i.filterId}` }),
    invalid: () => ({ method: 'DELETE', url: '/api/userFilter/abc' }),
  },
  listUserFields: { valid: () => get('/api/userField') },
  createUserFields: {
    valid: () =>
      json('POST', '/api/userField', {
        fields: [
          {
            type: 'lead',
            field: { desktop: [{ name: 'id', show: true }], mobile: [{ name: 'id', show: true }] },
          },
        ],
      }),
    invalid: () => json('POST', '/api/userField', { fields: 'lead' }),
  },
  updateUserField: {
    valid: (i) =>
      json('PUT', `/api/userField/${i.fieldId}`, {
        type: 'booking',
        field: {
          commonFields: [
            { name: 'id', show: true },
            { name: 'project', show: false },
          ],
        },
      }),
    invalid: (i) => json('PUT', `/api/userField/${i.fieldId}`, { type: 'booking' }),
  },
  autocompleteProjects: {
    valid: () => get('/api/projects/auto_complete?q=re&is_masks=1'),
    invalid: () => get('/api/projects/auto_complete?q=r'),
  },
  listProjects: {
    valid: () => get('/api/projects?size=50&pageId=1&is_active=1'),
    invalid: () => get('/api/projects?size=50&pageId=0'),
  },
  getProject: { valid: (i) => get(`/api/projects/${i.projectId}`), invalid: () => get('/api/projects/abc') },
  listTopProjects: {
    valid: () => get('/api/projects/top_projects?city=Mumbai'),
    invalid: () => get('/api/projects/top_projects?city=Paris'),
  },
  listTopSiteVisits: { valid: () => get('/api/projects/top_site_visite') },
  listFocusProjects: {
    valid: () => get('/api/users/focus_projects'),
    invalid: () => get('/api/users/focus_projects?project_id=a,b'),
  },
  upsertFocusProject: {
    valid: (i) =>
      json('POST', '/api/focus_projects/focus_project_upsert', {
        amount: 30000,
        campaign_type_id: [1, 2],
        name: 'ROHAN',
        project_id: i.focusProjectId,
        is_interested: 1,
      }),
    invalid: (i) =>
      json('POST', '/api/focus_projects/focus_project_upsert', {
        amount: 100,
        campaign_type_id: [1],
        name: 'ROHAN',
        project_id: i.focusProjectId,
      }),
  },
  createLead: {
    valid: (i) => ({
      ...json('POST', '/api/leads/create', {
        name: 'Kiran Rao',
        number: '9812345670',
        country_code: '+91',
        nationality: 1,
        project_id: i.projectId,
        created_by: i.me,
        magnet_id: i.me,
        is_magnet: 1,
        admin_message: 'Looking for a 2 BHK',
        more_fields: { percentage: 50 },
      }),
      headers: { 'Idempotency-Key': '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f' },
    }),
    invalid: (i) => json('POST', '/api/leads/create', { name: 'Kiran Rao', project_id: i.projectId }),
  },
  listLeads: {
    valid: () => get('/api/leads?size=10&pageId=1&type=all_leads&is_magnet=1&stage_ids=1,3,5'),
    invalid: () => get('/api/leads?size=10&pageId=1&stage_ids=one'),
  },
  countLeads: {
    valid: () => get('/api/leads/index/count?is_magnet=1'),
    invalid: () => get('/api/leads/index/count?ids=x'),
  },
  listClosedLeads: {
    valid: (i) => get(`/api/leads/magnet/close_leads?magnet_id=${i.me}`),
    invalid: () => get('/api/leads/magnet/close_leads?magnet_id=abc'),
  },
  downloadClosedLeads: {
    valid: (i) => get(`/api/leads/magnet/close_leads/download?magnet_id=${i.me}`),
    invalid: () => get('/api/leads/magnet/close_leads/download?magnet_id=abc'),
  },
  getLead: { valid: (i) => get(`/api/leads/${i.leadId}`), invalid: () => get('/api/leads/abc') },
  listUpdateLogs: {
    valid: (i) => get(`/api/updateLogs/${i.leadId}?order_by=action_date&order_type=desc`),
    invalid: (i) => get(`/api/updateLogs/${i.leadId}?order_type=sideways`),
  },
  autocompleteClientsByName: {
    valid: () => get('/api/clients/auto_complete_team_wise?q=an'),
    invalid: () => get('/api/clients/auto_complete_team_wise?q=a'),
  },
  autocompleteClientsByNumber: {
    valid: () => get('/api/clients/auto_complete_by_number?q=98'),
    invalid: () => get('/api/clients/auto_complete_by_number?q=9'),
  },
  findKnownClientNumbers: {
    valid: (i) => json('POST', '/api/clients/known_numbers', { numbers: [i.clientNumber, '9000000001'] }),
    invalid: () => json('POST', '/api/clients/known_numbers', { numbers: ['98765 43210'] }),
  },
  listBookings: {
    valid: () => get('/api/booking?page=1&size=10'),
    invalid: () => get('/api/booking?page=0&size=10'),
  },
  getPassback: {
    valid: (i) => get(`/api/magnetBrokerage/passback/${i.me}`),
    invalid: () => get('/api/magnetBrokerage/passback/x'),
  },
  // Extension (issue 35): brokerage paperwork.
  issueBookingInvoice: {
    valid: (i) => ({ method: 'POST', url: `/api/booking/${i.bookingId}/invoice` }),
    invalid: () => ({ method: 'POST', url: '/api/booking/abc/invoice' }),
  },
  getBrokerageStatement: {
    valid: () => get('/api/booking/statement?fy=2025'),
    invalid: () => get('/api/booking/statement?fy=twenty'),
  },
  downloadBrokerageStatement: {
    valid: () => get('/api/booking/statement/download?fy=2025'),
    invalid: () => get('/api/booking/statement/download'),
  },
  createBulkLeadFile: {
    valid: (i) => ({
      method: 'POST',
      url: '/api/bulkLeadFile',
      ...multipart(
        { parent_region_id: String(i.parentRegionId), project_id: String(i.projectId) },
        { bulk_file: { name: 'leads.csv', type: 'text/csv', data: 'name,number\nAnil,9811111111\n' } },
      ),
    }),
    invalid: (i) => ({
      method: 'POST',
      url: '/api/bulkLeadFile',
      ...multipart({ parent_region_id: String(i.parentRegionId) }, {}),
    }),
  },
  listBulkLeadFiles: {
    valid: (i) => get(`/api/bulkLeadFile?size=10&pageId=1&is_moved=1&magnet_ids=${i.me}&uploaded_by=a`),
    invalid: () => get('/api/bulkLeadFile?size=10&pageId=1&project_ids=x'),
  },
  listCampaignSpends: {
    valid: () => get('/api/campaignMagnetsPercentages/magnetSpend?size=10&pageId=1&order=DESC'),
    invalid: () => get('/api/campaignMagnetsPercentages/magnetSpend?size=10&pageId=1&order=UP'),
  },
  createHomeLoan: {
    valid: () => json('POST', '/api/homeLoan', { name: 'Meera Iyer', number: '9898989898' }),
    invalid: () => json('POST', '/api/homeLoan', { name: 'Meera Iyer' }),
  },
  listHomeLoans: { valid: () => get('/api/homeloans') },
  listReferrals: { valid: () => get('/api/referrals') },
  getOpenLeads: {
    valid: (i) => get(`/api/dashboard/open_leads/${i.me}?magnet_lead=1`),
    invalid: () => get('/api/dashboard/open_leads/abc?magnet_lead=1'),
  },
  getDigitalSpend: {
    valid: (i) => get(`/api/dashboard/digital-spend?magnet_id=${i.me}`),
    invalid: () => get('/api/dashboard/digital-spend?magnet_id=abc'),
  },
  getFutureActivity: {
    valid: (i) => get(`/api/dashboard/future-activity/${i.me}`),
    invalid: () => get('/api/dashboard/future-activity/abc'),
  },
  getMagnetBookActivity: {
    valid: (i) => get(`/api/dashboard/magnet-book-activity/${i.me}`),
    invalid: () => get('/api/dashboard/magnet-book-activity/abc'),
  },
  listLeadComments: {
    valid: (i) => get(`/engage/${i.me}/${i.leadId}/comments`),
    invalid: (i) => get(`/engage/${i.me}/abc/comments`),
  },
  listCallDetails: {
    valid: (i) => get(`/engage/callDetail?object_id=${i.leadId}&size=100&pageId=1`),
    invalid: () => get('/engage/callDetail?size=100&pageId=1'),
  },
  listIssueTeams: {
    valid: () => get('/engage/api/ses/teams'),
  },
  listIssueReports: {
    valid: () => get('/engage/api/ses/issues'),
  },
  sendIssueEmail: {
    valid: () =>
      json('POST', '/engage/api/ses/sendAsanaEmail', {
        data: {
          completed: false,
          name: 'Lead not visible',
          notes: 'Lead 12 is missing',
          projects: ['Partner Portal'],
        },
        to_email: 'crm@partnerportal.in',
      }),
    invalid: () => json('POST', '/engage/api/ses/sendAsanaEmail', { data: { name: 'x' } }),
  },
  listFirmMembers: { valid: () => get('/api/firm/members') },
  createFirmInvite: {
    valid: () => json('POST', '/api/firm/invites', { name: 'Kiran Rao', phone: '9123456700' }),
    invalid: () => json('POST', '/api/firm/invites', { name: 'Kiran Rao', phone: '12345' }),
  },
  acceptFirmInvite: {
    valid: (i) => json('POST', '/api/firm/invites/accept', { token: i.inviteToken, password: 'agent4321' }),
    invalid: () => json('POST', '/api/firm/invites/accept', { token: 'x' }),
  },
  assignFirmLead: {
    valid: (i) => json('PUT', `/api/firm/leads/${i.leadId}/agent`, { agent_id: i.agentId }),
    invalid: (i) => json('PUT', `/api/firm/leads/${i.leadId}/agent`, { agent_id: 'Priya' }),
  },
  deactivateFirmMember: {
    valid: (i) => ({ method: 'POST', url: `/api/firm/members/${i.agentId}/deactivate` }),
    invalid: () => ({ method: 'POST', url: '/api/firm/members/abc/deactivate' }),
  },
};

const tables = [
  'users',
  'user_regions',
  'clients',
  'leads',
  'lead_submissions',
  'update_logs',
  'bookings',
  'bulk_lead_files',
  'campaign_spends',
  'home_loans',
  'user_filters',
  'user_fields',
  'email_outbox',
];

describe('the contract', () => {
  let env: Env;
  let ids: Ids;
  let auth: Record<string, string>;
  const validate = responseValidator();
  const operations = allOperations();

  const counts = async () => {
    const out: Record<string, number> = {};
    for (const t of tables) {
      const rows = await env.t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`);
      out[t] = rows[0]?.n ?? -1;
    }
    return out;
  };

  beforeAll(async () => {
    env = await seededApp();
    const a = await env.login('9876543210');
    const b = await env.login('9876543211');
    auth = a.auth;
    const one = async <T>(sql: string, params: unknown[] = []) => {
      const rows = await env.t.db.query<{ id: number }>(sql, params);
      if (!rows[0]) throw new Error(`no row for ${sql}`);
      return rows[0].id as T;
    };
    const filter = await env.app.inject({
      method: 'POST',
      url: '/api/userFilter',
      headers: auth,
      payload: { type: 'lead', filter: { stage_ids: [1] }, name: 'To rename' },
    });
    const fields = await env.app.inject({
      method: 'POST',
      url: '/api/userField',
      headers: auth,
      payload: { fields: [{ type: 'booking', field: { commonFields: [{ name: 'id', show: true }] } }] },
    });
    const layout = (fields.json() as { id: number; type: string }[]).find((f) => f.type === 'booking');
    ids = {
      me: a.id,
      other: b.id,
      leadId: await one('SELECT id FROM leads WHERE magnet_id = $1 ORDER BY id LIMIT 1', [a.id]),
      projectId: await one('SELECT id FROM projects ORDER BY id LIMIT 1'),
      nonFocusProjectId: await one('SELECT id FROM projects WHERE is_focus = 0 ORDER BY id LIMIT 1'),
      focusProjectId: await one('SELECT id FROM projects WHERE is_focus = 1 ORDER BY id LIMIT 1'),
      filterId: (filter.json() as { id: number }).id,
      fieldId: layout?.id ?? 0,
      parentRegionId: await one('SELECT id FROM region_parents ORDER BY id LIMIT 1'),
      clientNumber:
        (
          await env.t.db.query<{ number: string }>(
            'SELECT c.number FROM clients c JOIN leads l ON l.client_id = c.id WHERE c.magnet_id = $1 LIMIT 1',
            [a.id],
          )
        )[0]?.number ?? '',
      bookingId: await one(
        'SELECT id FROM bookings WHERE magnet_id = $1 AND total_brokerage > 0 AND is_lead_cancelled = 0 ORDER BY id LIMIT 1',
        [a.id],
      ),
      agentId: await one(
        "SELECT id FROM users WHERE firm_id = $1 AND role = 'agent' ORDER BY id DESC LIMIT 1",
        [a.id],
      ),
      inviteToken: (
        (
          await env.app.inject({
            ...json('POST', '/api/firm/invites', { name: 'Asha Pillai', phone: '9123456701' }),
            headers: auth,
          })
        ).json() as { token: string }
      ).token,
    };
  }, 180_000);

  afterAll(async () => {
    await env?.close();
  });

  it('has a case for every operation of both contracts', () => {
    const missing = operations.map((o) => o.operationId).filter((id) => !cases[id]);
    expect(missing).toEqual([]);
    expect(operations.length).toBeGreaterThanOrEqual(50);
  });

  const byId = (id: string): Operation => {
    const op = operations.find((o) => o.operationId === id);
    if (!op) throw new Error(`${id} is not in the contract`);
    return op;
  };

  // Operations that remove what other cases use run last.
  const order = Object.keys(cases).sort(
    (x, y) =>
      Number(x === 'deleteUserFilter' || x === 'deleteUser') -
      Number(y === 'deleteUserFilter' || y === 'deleteUser'),
  );

  it.each(order)(
    '%s: a valid request answers a documented status with a body that matches the contract',
    async (id) => {
      const op = byId(id);
      const c = cases[id] as Case;
      let req = c.valid(ids);
      let headers: Record<string, string> = op.secured ? { ...auth } : {};
      if (id === 'deleteUser') {
        const phone = '9000000001';
        await env.app.inject(
          json('POST', '/api/users/create_magnet', {
            first_name: 'Temp',
            last_name: 'Partner',
            phone,
            email: 'temp@example.in',
            password: 'secret123',
          }),
        );
        const temp = await env.login(phone, 'secret123');
        headers = temp.auth;
        req = { method: 'DELETE', url: `/api/users/${temp.id}` };
      }
      // Sign-out revokes its token: it gets a session of its own.
      if (id === 'logoutUser') headers = (await env.login('9876543210')).auth;
      const res = await injectUntilLive(env.app, {
        ...req,
        headers: { ...headers, ...(req.headers as Record<string, string>) },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      const type = String(res.headers['content-type'] ?? '');
      const body = type.includes('json') ? res.json() : res.rawPayload;
      expect(validate(op, res.statusCode, type, body)).toBeNull();
      if (id === 'downloadClosedLeads') expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    },
  );

  const withInvalid = Object.keys(cases).filter((id) => cases[id]?.invalid);

  it.each(withInvalid)(
    '%s: a request that breaks the contract answers 400 {message} and changes nothing',
    async (id) => {
      const op = byId(id);
      const req = (cases[id] as Case).invalid?.(ids) as Req;
      const before = await counts();
      const res = await env.app.inject({
        ...req,
        headers: { ...(op.secured ? auth : {}), ...(req.headers as Record<string, string>) },
      });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json() as { message?: unknown };
      expect(typeof body.message).toBe('string');
      expect(validate(op, 400, String(res.headers['content-type']), body)).toBeNull();
      expect(await counts()).toEqual(before);
    },
  );

  it("every operation but sign-in, registration and an invite's acceptance answers 401 without a token", async () => {
    const secured = operations.filter((o) => o.secured);
    expect(secured.map((o) => o.operationId).sort()).toEqual(
      operations
        .map((o) => o.operationId)
        .filter((x) => x !== 'loginUser' && x !== 'createMagnet' && x !== 'acceptFirmInvite')
        .sort(),
    );
    for (const op of secured) {
      const req = (cases[op.operationId] as Case).valid(ids);
      const { authorization: _token, ...headers } = (req.headers ?? {}) as Record<string, string>;
      const res = await env.app.inject({ ...req, headers });
      expect(res.statusCode, op.operationId).toBe(401);
      expect(res.json(), op.operationId).toEqual({ message: 'Authorization Header not found' });
    }
  });

  it('PUT /userFilter/{id} changes the values, columns (widths and pins too), size and pin given and keeps the rest', async () => {
    const created = await env.app.inject({
      ...json('POST', '/api/userFilter', { type: 'booking', filter: { status: [1] }, name: 'Paid' }),
      headers: auth,
    });
    expect(created.statusCode).toBe(201);
    const view = created.json() as { id: number };
    expect(created.json()).toEqual({
      id: view.id,
      type: 'booking',
      name: 'Paid',
      filter: { status: [1] },
      pinned: true,
    });
    const columns = {
      desktop: [
        { name: 'Project', show: true, width: 220, pinned: 'left' },
        { name: 'Amount', show: false },
      ],
      mobile: [{ name: 'Project', show: true }],
    };
    const put = (payload: object, headers = auth) =>
      env.app.inject({ ...json('PUT', `/api/userFilter/${view.id}`, { id: view.id, ...payload }), headers });
    const updated = await put({ filter: { status: [2] }, columns, size: 50 });
    expect(updated.statusCode).toBe(200);
    expect(validate(byId('updateUserFilter'), 200, 'application/json', updated.json())).toBeNull();
    expect(updated.json()).toEqual({
      id: view.id,
      type: 'booking',
      name: 'Paid',
      filter: { status: [2] },
      columns,
      size: 50,
      pinned: true,
    });
    expect((await put({ name: 'Paid, renamed', pinned: false })).json()).toMatchObject({
      name: 'Paid, renamed',
      filter: { status: [2] },
      columns,
      size: 50,
      pinned: false,
    });
    expect((await put({ columns: { desktop: 'all' } })).statusCode).toBe(400);
    const column = (look: object) => ({ columns: { desktop: [{ name: 'Project', show: true, ...look }] } });
    expect((await put(column({ width: 10 }))).statusCode).toBe(400);
    expect((await put(column({ pinned: 'top' }))).statusCode).toBe(400);
    expect((await put({ size: 0 })).statusCode).toBe(400);
    const other = await env.login('9876543211');
    expect((await put({ filter: {} }, other.auth)).statusCode).toBe(404);
    const list = (await env.app.inject({ ...get('/api/userFilter'), headers: auth })).json() as {
      id: number;
    }[];
    expect(list.find((f) => f.id === view.id)).toMatchObject({ filter: { status: [2] }, columns, size: 50 });
  });
});
