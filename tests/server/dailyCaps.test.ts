import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { hashPassword } from '../../server/lib/auth.ts';
import { issueTeamsOf } from '../../server/lib/issueTeams.ts';
import { freshDb, signIn, type TestDb } from '../helpers/testDb.ts';

/** An instant given as a wall-clock time in India (Asia/Kolkata, UTC+05:30), the zone of the business day. */
const ist = (y: number, month: number, d: number, h = 0, min = 0) =>
  new Date(Date.UTC(y, month - 1, d, h, min) - 330 * 60_000);

const TEAMS = issueTeamsOf(undefined);
const CRM = TEAMS.find((team) => team.name === 'CRM')?.email ?? '';

type Cap = {
  what: string;
  url: string;
  max: number;
  body: (i: number, projectId: number) => object;
  /** The partner's rows that a request adds. */
  rows: string;
};

const CAPS: Cap[] = [
  {
    what: 'issue e-mails',
    url: '/engage/api/ses/sendAsanaEmail',
    max: 20,
    body: (i) => ({
      data: {
        completed: false,
        name: `Issue ${i}`,
        notes: 'Payout missing',
        projects: ['Partner Portal Issues'],
      },
      to_email: CRM,
    }),
    rows: 'SELECT count(*)::int AS n FROM email_outbox WHERE user_id = $1',
  },
  {
    what: 'home-loan requests',
    url: '/api/homeLoan',
    max: 50,
    body: (i) => ({ name: `Client ${i}`, number: `98${String(i).padStart(8, '0')}` }),
    rows: 'SELECT count(*)::int AS n FROM home_loans WHERE magnet_id = $1',
  },
  {
    what: 'campaign requests',
    url: '/api/focus_projects/focus_project_upsert',
    max: 20,
    body: (i, projectId) => ({
      amount: 25_000 + i,
      campaign_type_id: [1],
      name: 'ASHA RAO',
      project_id: projectId,
      invest: 1,
    }),
    rows: 'SELECT count(*)::int AS n FROM campaign_spends WHERE magnet_id = $1',
  },
];

describe('daily caps of a partner (business day in India)', () => {
  let t: TestDb;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  // Sessions last an hour: the tests run from 23:30 to 00:05 in India, on both sides of midnight.
  let clock = ist(2031, 4, 1, 23, 30);
  let projectId: number;
  let a: Awaited<ReturnType<typeof signIn>>;
  let b: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    t = await freshDb();
    const hash = await hashPassword('magnet123');
    await t.db.query(
      `INSERT INTO users (phone, password_hash, role, first_name, last_name)
       VALUES ('9876543210', $1, 'magnet', 'Asha', 'Rao'), ('9876543211', $1, 'magnet', 'Bala', 'Iyer')`,
      [hash],
    );
    await t.db.exec(`
      INSERT INTO region_parents (id, name) VALUES (1, 'Mumbai');
      INSERT INTO regions (id, name, parent_id) VALUES (1, 'Andheri', 1);
    `);
    const project = await t.db.query<{ id: number }>(
      `INSERT INTO projects (name, builder_name, region_id, location, is_focus)
       VALUES ('Sky Towers', 'Builder', 1, 'Andheri', 1) RETURNING id`,
    );
    projectId = project[0]?.id ?? 0;
    ({ app } = await buildApp({ db: t.db, dataDir: t.dataDir, now: () => clock, issueTeams: TEAMS }));
    await app.ready();
    a = await signIn(app, '9876543210');
    b = await signIn(app, '9876543211');
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await t?.destroy();
  });

  it.each(CAPS)(
    '$what: $max a day, then 429 Too many requests with Retry-After until the day ends, nothing stored',
    async ({ url, max, body, rows }) => {
      const send = (who: typeof a, i: number) =>
        app.inject({ method: 'POST', url, headers: who.auth, payload: body(i, projectId) });
      const stored = async (who: typeof a) => (await t.db.query<{ n: number }>(rows, [who.id]))[0]?.n;
      // 23:30 in India: the partner's day ends in 30 minutes.
      clock = ist(2031, 4, 1, 23, 30);
      const before = await stored(a);
      for (let i = 0; i < max; i++) {
        const res = await send(a, i);
        expect(res.statusCode, res.body).toBeLessThan(300);
      }
      const refused = await send(a, max);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: 'Too many requests' });
      expect(refused.headers['retry-after']).toBe(String(30 * 60));
      expect(await stored(a)).toBe((before ?? 0) + max);
      // Another partner is not affected; the partner's next day in India starts a new count.
      expect((await send(b, 0)).statusCode).toBeLessThan(300);
      clock = ist(2031, 4, 2, 0, 5);
      expect((await send(a, max + 1)).statusCode).toBeLessThan(300);
    },
  );
});
