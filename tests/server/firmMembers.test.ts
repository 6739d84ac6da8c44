import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { openDb } from '../../server/db/db.ts';
import { baseUrlOf, type OpenStream, openStream } from '../helpers/eventStream.ts';
import { seededApp } from '../helpers/testDb.ts';

// Extension (issue 53): a partner's firm. The demo partner (9876543210) owns a firm with two agents
// (9876543212, 9876543213); the second partner (9876543211) owns another, whose agent is invited here.
// Each role calls each operation: the owner, an agent of the same firm, an agent of another firm.

const OWNER = '9876543210';
const AGENT = '9876543212';
const OTHER_AGENT_SAME_FIRM = '9876543213';
const OTHER_OWNER = '9876543211';
const NEW_AGENT = '9123456780';
const OWNER_ONLY = { message: 'Only the firm owner can do this' };
const HOUR = 3600_000;

type Env = Awaited<ReturnType<typeof seededApp>>;
type Auth = Record<string, string>;
type Member = { id: number; role: string; name: string; phone: string; state: string };

describe('a partner firm: owner and agents (PGlite or PostgreSQL)', () => {
  let env: Env;
  /** Moves the server's clock (an invite's expiry). */
  let shift = 0;
  let owner: { id: number; auth: Auth };
  let agent: { id: number; auth: Auth };
  let sameFirm: { id: number; auth: Auth };
  let otherFirm: { id: number; auth: Auth };
  let otherOwner: { id: number; auth: Auth };
  const streams: OpenStream[] = [];

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, auth: Auth, payload?: object) =>
    env.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const invite = (auth: Auth, phone: string, name = 'Kiran Rao') =>
    call('POST', '/api/firm/invites', auth, { name, phone });
  const accept = (token: string, password = 'agent4321', remoteAddress = '127.0.0.1') =>
    env.app.inject({
      method: 'POST',
      url: '/api/firm/invites/accept',
      payload: { token, password },
      remoteAddress,
    });
  const leadIds = async (auth: Auth) =>
    ((await call('GET', '/api/leads?size=500', auth)).json() as { leads: { id: number }[] }).leads
      .map((l) => l.id)
      .sort((a, b) => a - b);
  const dbIds = async (sql: string, params: unknown[]) =>
    (await env.t.db.query<{ id: number }>(sql, params)).map((r) => r.id).sort((a, b) => a - b);
  const newLead = (number: string) => ({
    name: 'Walk-in Client',
    number,
    country_code: '+91',
    nationality: 1,
    project_id: 1,
    // The spec's body names these; the token decides them.
    created_by: 1,
    magnet_id: 1,
    is_magnet: 1,
    admin_message: 'Met on site',
    more_fields: { percentage: 50 },
  });

  beforeAll(async () => {
    env = await seededApp({ now: () => new Date(Date.now() + shift) });
    owner = await env.login(OWNER);
    agent = await env.login(AGENT);
    sameFirm = await env.login(OTHER_AGENT_SAME_FIRM);
    otherOwner = await env.login(OTHER_OWNER);
    // The other firm's agent comes in through an invite.
    const made = await invite(otherOwner.auth, '9123456781', 'Meera Iyer');
    expect(made.statusCode, made.body).toBe(201);
    expect((await accept(made.json().token)).statusCode).toBe(200);
    otherFirm = await env.login('9123456781', 'agent4321');
  }, 300_000);

  afterAll(async () => {
    for (const s of streams) s.close();
    await env?.close();
  }, 120_000);

  it('the members call: the owner lists the firm, owner first; an agent of either firm gets 403', async () => {
    const res = await call('GET', '/api/firm/members', owner.auth);
    expect(res.statusCode).toBe(200);
    const members = (res.json() as { members: Member[] }).members;
    expect(members.map(({ role, name, phone, state }) => ({ role, name, phone, state }))).toEqual([
      { role: 'owner', name: 'Rohan Mehta', phone: OWNER, state: 'active' },
      { role: 'agent', name: 'Priya Nair', phone: AGENT, state: 'active' },
      { role: 'agent', name: 'Arjun Desai', phone: OTHER_AGENT_SAME_FIRM, state: 'active' },
    ]);
    for (const who of [agent, otherFirm]) {
      const refused = await call('GET', '/api/firm/members', who.auth);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(OWNER_ONLY);
    }
  });

  it("an agent's lead reads hold the leads they added or were assigned; the owner's every lead of the firm", async () => {
    expect(await leadIds(owner.auth)).toEqual(
      await dbIds('SELECT id FROM leads WHERE magnet_id = $1', [owner.id]),
    );
    const agentOwn = await dbIds('SELECT id FROM leads WHERE created_by = $1 OR agent_id = $1', [agent.id]);
    expect(agentOwn.length).toBe(5);
    expect(await leadIds(agent.auth)).toEqual(agentOwn);
    expect(await leadIds(otherFirm.auth)).toEqual([]);
    const count = await call('GET', '/api/leads/index/count', agent.auth);
    expect(count.json()).toEqual({ count: 5 });

    const [theirs] = await dbIds('SELECT id FROM leads WHERE created_by = $1', [sameFirm.id]);
    const [mine] = agentOwn;
    expect((await call('GET', `/api/leads/${theirs}`, owner.auth)).statusCode).toBe(200);
    expect((await call('GET', `/api/leads/${theirs}`, agent.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/leads/${theirs}`, otherFirm.auth)).statusCode).toBe(404);
    const seen = await call('GET', `/api/leads/${mine}`, agent.auth);
    expect(seen.statusCode).toBe(200);
    // The brokerage and payments of a lead are the owner's.
    expect(seen.json()).toMatchObject({ id: mine, brokerageDetails: null, paymentDetails: null });
    const byOwner = (await call('GET', `/api/leads/${mine}`, owner.auth)).json() as Record<string, unknown>;
    expect(byOwner.brokerageDetails).not.toBeNull();
    expect(byOwner.paymentDetails).not.toBeNull();
    expect((await call('GET', `/api/updateLogs/${theirs}`, agent.auth)).statusCode).toBe(404);
  });

  it("an agent adds a lead under the firm: the owner sees it, the firm's other agent does not", async () => {
    const added = await call('POST', '/api/leads/create', agent.auth, newLead('9000012345'));
    expect(added.statusCode, added.body).toBe(201);
    const id = (added.json() as { lead: { id: number } }).lead.id;
    const [row] = await env.t.db.query<{ magnet_id: number; created_by: number; creator_name: string }>(
      'SELECT magnet_id, created_by, creator_name FROM leads WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ magnet_id: owner.id, created_by: agent.id, creator_name: 'Priya Nair' });
    expect((await call('GET', `/api/leads/${id}`, owner.auth)).statusCode).toBe(200);
    expect((await call('GET', `/api/leads/${id}`, agent.auth)).statusCode).toBe(200);
    expect((await call('GET', `/api/leads/${id}`, sameFirm.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/leads/${id}`, otherFirm.auth)).statusCode).toBe(404);
    // The duplicate rule is the firm's: the owner cannot add the same client and project again.
    expect((await call('POST', '/api/leads/create', owner.auth, newLead('9000012345'))).statusCode).toBe(409);
    // The other firm's agent adds under their own firm.
    const theirs = await call('POST', '/api/leads/create', otherFirm.auth, newLead('9000012345'));
    expect(theirs.statusCode).toBe(201);
    const [other] = await env.t.db.query<{ magnet_id: number }>('SELECT magnet_id FROM leads WHERE id = $1', [
      (theirs.json() as { lead: { id: number } }).lead.id,
    ]);
    expect(other?.magnet_id).toBe(otherOwner.id);
    // Clients the agent may look up: those of their own leads only.
    const names = await call('GET', '/api/clients/auto_complete_team_wise?q=Walk-in', sameFirm.auth);
    expect(names.statusCode).toBe(200);
    expect(names.json()).toEqual([]);
  });

  it('the owner assigns a lead to an agent, who then reads it; taken back, it is gone from them', async () => {
    const [lead] = await dbIds('SELECT id FROM leads WHERE created_by = $1 ORDER BY id LIMIT 1', [
      sameFirm.id,
    ]);
    const assign = (auth: Auth, agentId: number | null, leadId = lead) =>
      call('PUT', `/api/firm/leads/${leadId}/agent`, auth, { agent_id: agentId });
    expect((await call('GET', `/api/leads/${lead}`, agent.auth)).statusCode).toBe(404);
    const res = await assign(owner.auth, agent.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ lead_id: lead, agent_id: agent.id });
    expect((await call('GET', `/api/leads/${lead}`, agent.auth)).statusCode).toBe(200);
    expect((await call('GET', `/api/leads/${lead}`, sameFirm.auth)).statusCode).toBe(200);
    expect((await call('GET', `/api/leads/${lead}`, otherFirm.auth)).statusCode).toBe(404);
    // Only the owner assigns, only the firm's leads, only to the firm's agents.
    for (const who of [agent, otherFirm]) {
      const refused = await assign(who.auth, who.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(OWNER_ONLY);
    }
    expect((await assign(otherOwner.auth, otherFirm.id)).statusCode).toBe(404);
    expect((await assign(owner.auth, otherFirm.id)).statusCode).toBe(404);
    expect((await assign(owner.auth, owner.id)).statusCode).toBe(404);
    const back = await assign(owner.auth, null);
    expect(back.json()).toEqual({ lead_id: lead, agent_id: null });
    expect((await call('GET', `/api/leads/${lead}`, agent.auth)).statusCode).toBe(404);
  });

  it("an agent's home loan request is the firm's: the owner lists it with the agent's name", async () => {
    const asked = await call('POST', '/api/homeLoan', agent.auth, {
      name: 'Loan Seeker',
      number: '9000054321',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = (asked.json() as { homeLoan: { id: number } }).homeLoan.id;
    type Loans = { homeLoans: { id: number; User: { name: string } }[]; count: number };
    const mine = (await call('GET', '/api/homeloans?size=100', agent.auth)).json() as Loans;
    expect(mine.homeLoans.map((h) => [h.id, h.User.name])).toEqual([[id, 'Priya Nair']]);
    expect(mine.count).toBe(1);
    const firm = (await call('GET', '/api/homeloans?size=100', owner.auth)).json() as Loans;
    expect(firm.homeLoans.find((h) => h.id === id)?.User.name).toBe('Priya Nair');
    expect(firm.count).toBeGreaterThan(1);
    for (const who of [sameFirm, otherFirm]) {
      const theirs = (await call('GET', '/api/homeloans?size=100', who.auth)).json() as Loans;
      expect(theirs.homeLoans.map((h) => h.id)).not.toContain(id);
    }
  });

  it('money and the business profile answer an agent 403 {message}, the owner as before', async () => {
    const fy = 2025;
    const [booking] = await dbIds('SELECT id FROM bookings WHERE magnet_id = $1 ORDER BY id LIMIT 1', [
      owner.id,
    ]);
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, ownerStatus: number][] = [
      ['GET', '/api/booking', 200],
      ['GET', `/api/magnetBrokerage/passback/${owner.id}`, 200],
      ['GET', `/api/booking/statement?fy=${fy}`, 200],
      ['GET', `/api/booking/statement/download?fy=${fy}`, 200],
      ['GET', '/api/users/me', 200],
    ];
    for (const [method, url, status] of calls) {
      expect((await call(method, url, owner.auth)).statusCode, url).toBe(status);
    }
    const refused: [method: 'GET' | 'POST' | 'PUT', url: string][] = [
      ['GET', '/api/booking'],
      ['GET', `/api/magnetBrokerage/passback/${owner.id}`],
      ['GET', `/api/booking/statement?fy=${fy}`],
      ['GET', `/api/booking/statement/download?fy=${fy}`],
      ['POST', `/api/booking/${booking}/invoice`],
      ['PUT', `/api/users/${agent.id}`],
      ['POST', '/api/firm/invites'],
      ['POST', `/api/firm/members/${sameFirm.id}/deactivate`],
      ['PUT', '/api/firm/leads/1/agent'],
    ];
    for (const who of [agent, otherFirm]) {
      for (const [method, url] of refused) {
        const res = await call(method, url, who.auth);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual(OWNER_ONLY);
      }
    }
    // An agent's own account is theirs to read.
    const me = await call('GET', '/api/users/me', agent.auth);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: agent.id, role: 'agent', phone: AGENT });
  });

  it('an invite link works once, within 72 hours, and only as it was given', async () => {
    const made = await invite(owner.auth, NEW_AGENT);
    expect(made.statusCode).toBe(201);
    const { token, expires_at, member } = made.json() as {
      token: string;
      expires_at: string;
      member: Member;
    };
    expect(member).toMatchObject({ role: 'agent', name: 'Kiran Rao', phone: NEW_AGENT, state: 'invited' });
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(71 * HOUR);
    const [stored] = await env.t.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM firm_invites WHERE agent_id = $1',
      [member.id],
    );
    expect(stored?.token_hash).not.toContain(token);
    // Not yet in: no sign-in with any password.
    const early = await env.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { phone: NEW_AGENT, password: 'agent4321' },
    });
    expect(early.statusCode).toBe(401);

    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const wrong = await accept(altered);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: 'This invite link is not valid' });
    const weak = await accept(token, '123456');
    expect(weak.statusCode).toBe(400);

    const ok = await accept(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      message: 'Your account is ready: sign in with your phone',
      phone: NEW_AGENT,
      name: 'Kiran Rao',
    });
    const again = await accept(token, 'other4321');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: 'This invite link has already been used' });

    const signedIn = await env.login(NEW_AGENT, 'agent4321');
    const members = (await call('GET', '/api/firm/members', owner.auth)).json() as {
      members: (Member & { last_sign_in_at: string | null })[];
    };
    const kiran = members.members.find((m) => m.id === signedIn.id);
    expect(kiran).toMatchObject({ state: 'active', phone: NEW_AGENT });
    expect(kiran?.last_sign_in_at).not.toBeNull();

    // A link 72 hours old no longer works.
    const late = await invite(owner.auth, '9123456782', 'Late Comer');
    shift = 72 * HOUR + 1000;
    try {
      const expired = await accept((late.json() as { token: string }).token);
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({ message: 'This invite link has expired: ask for a new one' });
    } finally {
      shift = 0;
    }
  });

  it("a phone of another account cannot be invited (409); another firm's member is 404 to an owner", async () => {
    for (const phone of [OTHER_OWNER, OWNER, '9123456781']) {
      const res = await invite(owner.auth, phone);
      expect(res.statusCode, phone).toBe(409);
      expect(res.json()).toEqual({ message: 'This phone already has an account' });
    }
    expect((await invite(otherOwner.auth, AGENT)).statusCode).toBe(409);
    for (const id of [otherFirm.id, owner.id, otherOwner.id]) {
      const res = await call('POST', `/api/firm/members/${id}/deactivate`, owner.auth);
      expect(res.statusCode, String(id)).toBe(404);
    }
    expect((await call('POST', `/api/firm/members/${agent.id}/deactivate`, otherOwner.auth)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/leads?size=5`, agent.auth)).statusCode).toBe(200);
  });

  it('invite acceptances are limited per address before any work: 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof accept>> | undefined;
    for (let i = 0; i < 21; i++) {
      last = await accept(`not-a-token-${i}`, 'agent4321', '10.9.8.7');
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([...Array(20).fill(404), 429]);
    expect(last?.json()).toEqual({ message: 'Too many requests' });
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    // Another address goes on.
    expect((await accept('not-a-token', 'agent4321', '10.9.8.6')).statusCode).toBe(404);
  });

  it("deactivation ends the agent's sessions at once: every call 401, their stream closes, no sign-in", async () => {
    const base = await baseUrlOf(env.app);
    const second = await env.login(OTHER_AGENT_SAME_FIRM);
    const stream = await openStream(base, sameFirm.auth);
    streams.push(stream);
    await stream.live();
    expect((await call('GET', '/api/leads', second.auth)).statusCode).toBe(200);

    const res = await call('POST', `/api/firm/members/${sameFirm.id}/deactivate`, owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: sameFirm.id, role: 'agent', state: 'deactivated' });
    for (const who of [sameFirm, second]) {
      const after = await call('GET', '/api/leads', who.auth);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ message: 'Invalid or expired token' });
    }
    await stream.ended();
    const login = await env.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { phone: OTHER_AGENT_SAME_FIRM, password: 'magnet123' },
    });
    expect(login.statusCode).toBe(401);
    // The firm's other agent and the owner go on; the agent's leads stay the firm's.
    expect((await call('GET', '/api/leads', agent.auth)).statusCode).toBe(200);
    const theirs = await dbIds('SELECT id FROM leads WHERE created_by = $1', [sameFirm.id]);
    expect(theirs.length).toBe(4);
    expect((await call('GET', `/api/leads/${theirs[0]}`, owner.auth)).statusCode).toBe(200);
  });

  it("deleting the owner's account removes the firm's agents: their tokens answer 401", async () => {
    const res = await env.app.inject({
      method: 'DELETE',
      url: `/api/users/${otherOwner.id}`,
      headers: otherOwner.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await call('GET', '/api/users/me', otherFirm.auth);
    expect(after.statusCode).toBe(401);
    expect(await dbIds('SELECT id FROM users WHERE firm_id = $1', [otherOwner.id])).toEqual([]);
  });

  it.runIf(process.env.DATABASE_URL)(
    "a deactivation on one replica ends the agent's calls and streams on another",
    async () => {
      const db = await openDb({ dataDir: env.t.dataDir, databaseUrl: env.t.databaseUrl });
      const { app: replica2 } = await buildApp({ db, dataDir: env.t.dataDir });
      try {
        const base2 = await baseUrlOf(replica2);
        const onOther = await openStream(base2, agent.auth);
        streams.push(onOther);
        await onOther.live();
        const before = await replica2.inject({ method: 'GET', url: '/api/leads', headers: agent.auth });
        expect(before.statusCode).toBe(200);
        const res = await call('POST', `/api/firm/members/${agent.id}/deactivate`, owner.auth);
        expect(res.statusCode).toBe(200);
        await onOther.ended();
        const after = await replica2.inject({ method: 'GET', url: '/api/leads', headers: agent.auth });
        expect(after.statusCode).toBe(401);
      } finally {
        await replica2.close();
        await db.close();
      }
    },
  );
});
