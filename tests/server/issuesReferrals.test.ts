import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { hashPassword } from '../../server/lib/auth.ts';
import { issueTeamsOf } from '../../server/lib/issueTeams.ts';
import { freshDb, signIn, type TestDb } from '../helpers/testDb.ts';

// The issue e-mail (spec 02 §2 "Report Issue", §7): the team addresses are the server's
// configuration and the endpoint mails only those.
const TEAMS = issueTeamsOf('Accounts=payouts@builder-desk.in,CRM=crm-desk@builder-desk.in');

const issue = (to_email: string, name = 'Payout missing') => ({
  data: { completed: false, name, notes: 'Booking 12 has no payout', projects: ['Partner Portal Issues'] },
  to_email,
});

describe('issue reports and referral codes', () => {
  let t: TestDb;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let auth: { authorization: string };
  let otherAuth: { authorization: string };

  beforeAll(async () => {
    t = await freshDb();
    const hash = await hashPassword('magnet123');
    await t.db.query(
      `INSERT INTO users (phone, password_hash, role, first_name, last_name)
       VALUES ('9876543210', $1, 'magnet', 'Asha', 'Rao'), ('9876543211', $1, 'magnet', 'Bala', 'Iyer')`,
      [hash],
    );
    ({ app } = await buildApp({ db: t.db, dataDir: t.dataDir, issueTeams: TEAMS }));
    await app.ready();
    const login = async (phone: string) => (await signIn(app, phone)).auth;
    auth = await login('9876543210');
    otherAuth = await login('9876543211');
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await t?.destroy();
  });

  const outbox = () =>
    t.db.query<{ to_email: string; subject: string }>(
      'SELECT to_email, subject FROM email_outbox ORDER BY id',
    );

  it('lists the configured teams with their addresses', async () => {
    const res = await app.inject({ method: 'GET', url: '/engage/api/ses/teams', headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { id: 1, name: 'Accounts', email: 'payouts@builder-desk.in' },
      { id: 2, name: 'Operations', email: 'operations@partnerportal.in' },
      { id: 3, name: 'Digital', email: 'digital@partnerportal.in' },
      { id: 4, name: 'CRM', email: 'crm-desk@builder-desk.in' },
    ]);
  });

  it('records a report to a team address in the outbox and lists it for its partner only', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/engage/api/ses/sendAsanaEmail',
      headers: auth,
      payload: issue('Payouts@Builder-Desk.in'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Issue reported successfully' });
    expect(await outbox()).toEqual([
      { to_email: 'payouts@builder-desk.in', subject: '[Issue] Payout missing' },
    ]);

    const mine = await app.inject({ method: 'GET', url: '/engage/api/ses/issues', headers: auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      expect.objectContaining({ name: 'Payout missing', to_email: 'payouts@builder-desk.in', sent_at: null }),
    ]);
    const theirs = await app.inject({ method: 'GET', url: '/engage/api/ses/issues', headers: otherAuth });
    expect(theirs.json()).toEqual([]);
  });

  it('refuses any address that is not a team address, and records nothing', async () => {
    const before = await outbox();
    for (const address of [
      'someone@example.com',
      'accounts@partnerportal.in',
      'payouts@builder-desk.in.evil.com',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/engage/api/ses/sendAsanaEmail',
        headers: auth,
        payload: issue(address, 'Elsewhere'),
      });
      expect(res.statusCode, address).toBe(400);
      expect(res.json()).toEqual({ message: 'to_email is not the address of a team' });
    }
    expect(await outbox()).toEqual(before);
  });

  it("records a partner registered with a referral code as the referrer's referral, Pending", async () => {
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: auth });
    const referrer = (me.json() as { id: number }).id;
    const register = (phone: string, referral_code: number) =>
      app.inject({
        method: 'POST',
        url: '/api/users/create_magnet',
        payload: {
          first_name: 'Kiran',
          last_name: 'Das',
          phone,
          email: `k${phone}@example.in`,
          password: 'secret123',
          referral_code,
        },
      });
    expect((await register('9123456780', referrer)).statusCode).toBe(201);
    // An unknown code does not stop the registration and records nothing.
    expect((await register('9123456781', 999999)).statusCode).toBe(201);

    const mine = await app.inject({ method: 'GET', url: '/api/referrals', headers: auth });
    expect(mine.json()).toEqual({
      count: 1,
      referrals: [
        expect.objectContaining({
          digital_coins: '0',
          ReferredUser: expect.objectContaining({ name: 'Kiran Das' }),
          magnet_booking: [],
        }),
      ],
    });
    const theirs = await app.inject({ method: 'GET', url: '/api/referrals', headers: otherAuth });
    expect(theirs.json()).toEqual({ count: 0, referrals: [] });
  });

  it('needs a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/engage/api/ses/teams' });
    expect(res.statusCode).toBe(401);
  });
});

describe('ISSUE_TEAM_EMAILS', () => {
  it('keeps the defaults for teams not named and refuses unknown teams or bad addresses', () => {
    expect(issueTeamsOf(undefined).map((team) => team.email)).toEqual([
      'accounts@partnerportal.in',
      'operations@partnerportal.in',
      'digital@partnerportal.in',
      'crm@partnerportal.in',
    ]);
    expect(() => issueTeamsOf('Sales=sales@x.in')).toThrow(/unknown team 'Sales'/);
    expect(() => issueTeamsOf('CRM=not-an-address')).toThrow(/not Team=address/);
  });
});
