import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { addLeads, DEMO_PHONE, SECOND_PHONE, seedDemo, seedIfEmpty } from '../../server/db/seed/index.ts';
import { verifyPassword } from '../../server/lib/auth.ts';
import { fileStoreOf } from '../../server/lib/fileStore.ts';
import { personName } from '../../src/domain/validators.ts';
import { freshDb, type TestDb } from '../helpers/testDb.ts';

const BOOKING_CODES = `concat(coalesce(booking_document_stage, 0), coalesce(sdr_payment_status, 0),
  coalesce(registration_status, 0), coalesce(invoice_raised_status, 0), coalesce(invoice_cleared_status, 0),
  coalesce(magnet_invoice_cleared_status, 0))`;

/** The bytes of a stored file by its key or its /files/ address (empty when there is no such file). */
async function fileOf(db: TestDb['db'], url: string): Promise<Buffer> {
  const store = fileStoreOf(db);
  const file = await store.stat(url.replace(/^\/files\//, ''));
  const chunks: Buffer[] = [];
  if (file) for await (const chunk of store.read(file)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('the reference data the server relies on by id', () => {
  const reference = async (db: TestDb['db']) => ({
    stages: await db.query('SELECT id, name, type, sort_order FROM stages ORDER BY sort_order'),
    statuses: await db.query('SELECT id, name FROM lead_internal_statuses ORDER BY id'),
    sources: await db.query('SELECT id, name, is_partner_default FROM sources ORDER BY id'),
  });

  it('comes with the migrations, without the demo data, and a second run of its migration changes nothing', async () => {
    const t = await freshDb();
    try {
      const migrated = await reference(t.db);
      expect(migrated.stages).toEqual(
        [
          [1, 'Not Updated'],
          [10, 'Suspect'],
          [3, 'Opportunity'],
          [5, 'Pipeline'],
          [8, 'Gross EOI Application'],
          [9, 'Gross EOI Non-Refundable'],
          [7, 'Booked'],
          [11, 'Closed'],
          [12, 'Cancel'],
        ].map(([id, name], k) => ({ id, name, type: 'LEAD', sort_order: k + 1 })),
      );
      expect(migrated.statuses).toEqual(
        expect.arrayContaining([
          { id: 3, name: 'Follow Up' },
          { id: 4, name: 'Visit Done' },
          { id: 6, name: 'Revisit Done' },
        ]),
      );
      expect(migrated.statuses).toHaveLength(12);
      expect(migrated.sources.filter((s) => s.is_partner_default)).toEqual([
        { id: 1, name: 'Magnet Limited', is_partner_default: true },
      ]);
      expect(migrated.sources).toHaveLength(7);
      // A database seeded before the migration already has these rows: they stay as they are.
      await t.db.exec(
        readFileSync(new URL('../../server/db/migrations/013_reference_data.sql', import.meta.url), 'utf8'),
      );
      expect(await reference(t.db)).toEqual(migrated);
    } finally {
      await t.destroy();
    }
  });
});

describe('the demo data', () => {
  let t: TestDb;
  let demo: number;
  let second: number;

  beforeAll(async () => {
    t = await freshDb();
    await seedDemo(t.db);
    const users = await t.db.query<{ id: number; phone: string }>(
      'SELECT id, phone FROM users WHERE phone = ANY($1)',
      [[DEMO_PHONE, SECOND_PHONE]],
    );
    demo = users.find((u) => u.phone === DEMO_PHONE)?.id ?? 0;
    second = users.find((u) => u.phone === SECOND_PHONE)?.id ?? 0;
  }, 120_000);

  afterAll(async () => {
    await t?.destroy();
  });

  it('has both partners, signed in with magnet123 and fully onboarded', async () => {
    const rows = await t.db.query<{
      id: number;
      phone: string;
      password_hash: string;
      is_tc_agree: number;
      ivr_number: string | null;
      service_rm_id: number | null;
      meta: Record<string, unknown>;
      regions: number;
    }>(
      `SELECT u.id, u.phone, u.password_hash, u.is_tc_agree, u.ivr_number, u.service_rm_id, u.meta,
              (SELECT count(*)::int FROM user_regions r WHERE r.user_id = u.id) AS regions
         FROM users u WHERE u.phone = ANY($1) ORDER BY u.phone`,
      [[DEMO_PHONE, SECOND_PHONE]],
    );
    expect(rows.map((r) => r.phone)).toEqual([DEMO_PHONE, SECOND_PHONE]);
    for (const u of rows) {
      expect((await verifyPassword('magnet123', u.password_hash)).ok).toBe(true);
      expect((await verifyPassword('magnet124', u.password_hash)).ok).toBe(false);
      expect(u.is_tc_agree).toBe(1);
      expect(u.ivr_number).toBeTruthy();
      expect(u.service_rm_id).not.toBeNull();
      expect(u.regions).toBeGreaterThan(0);
      expect(u.meta.rera_no).toMatch(/^[A-Z]\d{11}$/);
      for (const key of [
        'gst_no',
        'is_rera_applied',
        'rera_applied_date',
        'pincode',
        'total_experience',
        'devote_time',
        'have_team',
        'own_state_business',
        'list_properties',
        'operate_business',
        'office_location',
        'profile_pic',
        'visiting_card',
      ]) {
        expect(u.meta[key], key).not.toBeNull();
        expect(u.meta[key], key).not.toBeUndefined();
      }
      for (const key of ['genrate_leads', 'plateform_present_in', 'deal_business_types']) {
        expect((u.meta[key] as unknown[]).length, key).toBeGreaterThan(0);
      }
      expect(u.meta.user_location).toHaveLength(2);
      // The partner's picture and card are stored, as the partner's own.
      const files = await t.db.query<{ owner_id: number }>('SELECT owner_id FROM files WHERE key = ANY($1)', [
        [u.meta.profile_pic, u.meta.visiting_card],
      ]);
      expect(files).toEqual([{ owner_id: u.id }, { owner_id: u.id }]);
    }
  });

  it('has the parent regions with the exact ids of the spec', async () => {
    const parents = await t.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM region_parents ORDER BY id',
    );
    expect(parents.slice(0, 4)).toEqual([
      { id: 1, name: 'Mumbai' },
      { id: 2, name: 'Bangalore' },
      { id: 3, name: 'Pune' },
      { id: 4, name: 'Delhi-NCR' },
    ]);
  });

  it('gives the demo partner leads in every stage, source and activity status', async () => {
    const missing = async (table: string, column: string) =>
      t.db.query(
        `SELECT x.id FROM ${table} x WHERE NOT EXISTS (SELECT 1 FROM leads l WHERE l.magnet_id = $1 AND l.${column} = x.id)`,
        [demo],
      );
    expect(await missing('stages', 'stage_id')).toEqual([]);
    expect(await missing('sources', 'source_id')).toEqual([]);
    expect(await missing('lead_internal_statuses', 'internal_status_id')).toEqual([]);
    const [counts] = await t.db.query<{
      demo: number;
      second: number;
      today: number;
      closed_without_date: number;
    }>(
      `SELECT count(*) FILTER (WHERE magnet_id = $1)::int AS demo,
              count(*) FILTER (WHERE magnet_id = $2)::int AS second,
              count(*) FILTER (WHERE created_at > now() - interval '1 day')::int AS today,
              count(*) FILTER (WHERE stage_id = 11 AND (closed_at IS NULL OR closing_reason IS NULL))::int AS closed_without_date
         FROM leads`,
      [demo, second],
    );
    expect(counts?.demo).toBeGreaterThanOrEqual(150);
    expect(counts?.second).toBeGreaterThanOrEqual(30);
    // Seeded leads never use up the daily limit of a partner.
    expect(counts?.today).toBe(0);
    expect(counts?.closed_without_date).toBe(0);
    const numbers = await t.db.query<{ number: string }>('SELECT number FROM clients');
    expect(numbers.every((c) => /^[6-9]\d{9}$/.test(c.number))).toBe(true);
    // Every client's name is one Add Lead takes (letters and spaces): no 'Mary-Ann', no "O'Kon".
    const names = await t.db.query<{ name: string }>('SELECT name FROM clients');
    expect(names.filter((c) => personName(c.name) !== undefined)).toEqual([]);
  });

  it('names the RMs of the leads by id, one name per id, the same as the bookings', async () => {
    const names = await t.db.query<{ kind: string; id: number | null; names: string[] }>(
      `SELECT 'assign' AS kind, assign_id AS id, array_agg(DISTINCT assignee_name) AS names
         FROM leads WHERE assignee_name IS NOT NULL GROUP BY assign_id
       UNION ALL
       SELECT 'presale', presale_rm_id, array_agg(DISTINCT presale_rm_name)
         FROM leads WHERE presale_rm_name IS NOT NULL OR is_presale = 1 GROUP BY presale_rm_id`,
    );
    expect(names.every((n) => n.id !== null && n.names.length === 1 && n.names[0])).toBe(true);
    expect(names.filter((n) => n.kind === 'assign').length).toBeGreaterThanOrEqual(5);
    expect(names.filter((n) => n.kind === 'presale').length).toBeGreaterThanOrEqual(3);
    // An RM is never both: sales and presale ids do not overlap.
    const assignIds = new Set(names.filter((n) => n.kind === 'assign').map((n) => n.id));
    expect(names.some((n) => n.kind === 'presale' && assignIds.has(n.id))).toBe(false);
    const [mismatch] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings b JOIN leads l ON l.id = b.lead_id
        WHERE b.sales_rm_id IS DISTINCT FROM l.assign_id OR b.sales_rm_name IS DISTINCT FROM l.assignee_name`,
    );
    expect(mismatch?.n).toBe(0);
  });

  it('answers the Rm Name and Presale RM filters of the lead list with rows', async () => {
    const { app } = await buildApp({ db: t.db, dataDir: t.dataDir });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { phone: DEMO_PHONE, password: 'magnet123' },
      });
      const headers = {
        authorization: `Bearer ${(login.json() as { userData: { token: string } }).userData.token}`,
      };
      type Listed = {
        AssignLead: { Assignee: { id: number | null } } | null;
        PresaleRm: { id: number | null } | null;
      };
      const busiest = async (column: string) => {
        const rows = await t.db.query<{ id: number; n: number }>(
          `SELECT ${column} AS id, count(*)::int AS n FROM leads WHERE magnet_id = $1 AND ${column} IS NOT NULL
            GROUP BY ${column} ORDER BY n DESC, id LIMIT 1`,
          [demo],
        );
        const row = rows[0];
        if (!row) throw new Error(`no lead of the demo partner has a ${column}`);
        return row;
      };
      const rm = await busiest('assign_id');
      const byRm = await app.inject({
        method: 'GET',
        url: `/api/leads?size=500&pageId=1&assign_id=${rm.id}`,
        headers,
      });
      const rmLeads = (byRm.json() as { leads: Listed[] }).leads;
      expect(rmLeads.length).toBe(rm.n);
      expect(rmLeads.every((l) => l.AssignLead?.Assignee.id === rm.id)).toBe(true);
      const presale = await busiest('presale_rm_id');
      const byPresale = await app.inject({
        method: 'GET',
        url: `/api/leads/index/count?presale_rm_ids=${presale.id}`,
        headers,
      });
      expect((byPresale.json() as { count: number }).count).toBe(presale.n);
      const presaleLeads = (
        (
          await app.inject({
            method: 'GET',
            url: `/api/leads?size=500&pageId=1&presale_rm_ids=${presale.id}`,
            headers,
          })
        ).json() as { leads: Listed[] }
      ).leads;
      expect(presaleLeads.length).toBe(presale.n);
      expect(presaleLeads.every((l) => l.PresaleRm?.id === presale.id)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it("stores each added lead's budget as the contract has it: possession id and bed configuration as numbers", async () => {
    const budgets = await t.db.query<{ possession: string; bhk: string; percentage: string }>(
      `SELECT jsonb_typeof(more_fields #> '{ClientBudget,possession_timeline}') AS possession,
              jsonb_typeof(more_fields #> '{ClientBudget,required_bhk}') AS bhk,
              jsonb_typeof(more_fields -> 'percentage') AS percentage
         FROM leads WHERE more_fields ? 'ClientBudget'`,
    );
    expect(budgets.length).toBeGreaterThan(0);
    expect(
      budgets.every((b) => b.possession === 'number' && b.bhk === 'number' && b.percentage === 'number'),
    ).toBe(true);
    // Possession ids, 2022 to 2028 as 6 down to 0 (spec 01 §3), never the year.
    const [range] = await t.db.query<{ low: number; high: number }>(
      `SELECT min((more_fields #>> '{ClientBudget,possession_timeline}')::int) AS low,
              max((more_fields #>> '{ClientBudget,possession_timeline}')::int) AS high
         FROM leads WHERE more_fields ? 'ClientBudget'`,
    );
    expect(range?.low).toBeGreaterThanOrEqual(0);
    expect(range?.high).toBeLessThanOrEqual(6);
  });

  it('migration 014 turns a stored possession year into its id, and the 0 of "not given" into null', async () => {
    const sql = readFileSync(
      new URL('../../server/db/migrations/015_possession_ids.sql', import.meta.url),
      'utf8',
    );
    const rollBack = new Error('roll back');
    const after = t.db.transaction(async (tx) => {
      const picked = await tx.query<{ id: number }>(
        `SELECT id FROM leads WHERE more_fields ? 'ClientBudget' ORDER BY id LIMIT 4`,
      );
      const ids = picked.map((r) => r.id);
      // As leads were stored before: the years 2022 and 2027, Lite's 0, and a year off the list.
      for (const [k, year] of ['2022', '2027', '0', '2031'].entries()) {
        await tx.query(
          `UPDATE leads SET more_fields = jsonb_set(more_fields, '{ClientBudget,possession_timeline}', $2::jsonb)
            WHERE id = $1`,
          [ids[k], year],
        );
      }
      await tx.exec(sql);
      const rows = await tx.query<{ id: number; possession: number | null }>(
        `SELECT id, (more_fields #> '{ClientBudget,possession_timeline}') AS possession FROM leads
          WHERE id = ANY($1::int[]) ORDER BY id`,
        [ids],
      );
      expect(rows.map((r) => r.possession)).toEqual([6, 1, null, null]);
      throw rollBack;
    });
    await expect(after).rejects.toBe(rollBack);
  });

  it('writes activity in the spec vocabulary and leaves some leads empty', async () => {
    const actions = await t.db.query<{ action: string | null; action_name: string | null }>(
      `SELECT DISTINCT u.action, u.action_name FROM update_logs u JOIN leads l ON l.id = u.lead_id WHERE l.magnet_id = $1`,
      [demo],
    );
    const has = (action: string | null, name?: string | null) =>
      actions.some((a) => a.action === action && (name === undefined || a.action_name === name));
    for (const a of [
      'followup_set',
      'followup',
      'disinterested',
      'disqualify',
      'interested',
      'sourcing',
      'reactivation',
    ]) {
      expect(has(a), a).toBe(true);
    }
    expect(has('lead_auto_assign', null)).toBe(true);
    expect(has('lead_manual_assign')).toBe(true);
    expect(has(null, null)).toBe(true);
    for (const name of ['Visit Done', 'Revisit Done', 'Video Call Done', 'HPOP Done'])
      expect(has('lead_status_change', name)).toBe(true);
    for (const name of ['Suspect', 'Opportunity', 'Pipeline', 'Booked', 'Closed'])
      expect(has('lead_state_change', name)).toBe(true);
    const [empty] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM leads l WHERE l.magnet_id = $1
          AND NOT EXISTS (SELECT 1 FROM update_logs u WHERE u.lead_id = l.id)
          AND NOT EXISTS (SELECT 1 FROM comments c WHERE c.lead_id = l.id)
          AND NOT EXISTS (SELECT 1 FROM call_details d WHERE d.lead_id = l.id)`,
      [demo],
    );
    expect(empty?.n).toBeGreaterThan(0);
  });

  it('has call recordings that are real WAV files, and some of 0:00:00', async () => {
    const calls = await t.db.query<{ recording_url: string | null; conversation_duration: string }>(
      'SELECT d.recording_url, d.conversation_duration FROM call_details d JOIN leads l ON l.id = d.lead_id WHERE l.magnet_id = $1',
      [demo],
    );
    expect(calls.some((c) => c.conversation_duration === '0:00:00')).toBe(true);
    expect(calls.every((c) => /^\d+:\d{2}:\d{2}$/.test(c.conversation_duration))).toBe(true);
    const urls = [...new Set(calls.map((c) => c.recording_url).filter((u): u is string => u !== null))];
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) {
      const wav = await fileOf(t.db, url);
      expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(wav.subarray(8, 12).toString('ascii')).toBe('WAVE');
      expect(wav.readUInt32LE(24)).toBe(8000);
      const seconds = wav.readUInt32LE(40) / 16000;
      expect(seconds).toBeGreaterThanOrEqual(2);
      expect(seconds).toBeLessThanOrEqual(6);
    }
  });

  it('has projects with real images and brochures', async () => {
    const projects = await t.db.query<{ banner_url: string; brochure_url: string; highlights: string[] }>(
      'SELECT banner_url, brochure_url, highlights FROM projects',
    );
    expect(projects.length).toBeGreaterThanOrEqual(20);
    for (const p of projects) {
      expect((await fileOf(t.db, p.banner_url)).subarray(1, 4).toString('ascii')).toBe('PNG');
      expect((await fileOf(t.db, p.brochure_url)).subarray(0, 5).toString('ascii')).toBe('%PDF-');
      expect(p.highlights.length).toBeGreaterThanOrEqual(3);
    }
    const images = await t.db.query<{ type: string; n: number }>(
      'SELECT type, count(DISTINCT project_id)::int AS n FROM project_images GROUP BY type ORDER BY type',
    );
    expect(images).toEqual([
      { type: 'baner', n: projects.length },
      { type: 'gallary', n: projects.length },
      { type: 'highlight', n: projects.length },
    ]);
  });

  it('has bookings in every status code of the booking table, each on a Booked lead of the same partner', async () => {
    const rows = await t.db.query<{ code: string; is_lead_cancelled: number; nulls: boolean; ok: boolean }>(
      `SELECT ${BOOKING_CODES} AS code, b.is_lead_cancelled, b.booking_document_stage IS NULL AS nulls,
              (l.stage_id = 7 AND l.magnet_id = b.magnet_id AND l.client_id = b.client_id AND l.project_id = b.project_id
               AND b.total_brokerage = b.base_incentive + b.ladder_incentive
               AND b.payable_amount = b.total_brokerage - b.total_tds + b.total_gst) AS ok
         FROM bookings b JOIN leads l ON l.id = b.lead_id WHERE b.magnet_id = $1`,
      [demo],
    );
    const codes = new Set(rows.map((r) => r.code));
    for (const code of [
      '-100000',
      '000000',
      '200000',
      '100000',
      '110000',
      '111000',
      '111100',
      '111110',
      '111111',
      '111112',
    ]) {
      expect(codes.has(code), code).toBe(true);
    }
    expect(rows.some((r) => r.code === '120000')).toBe(true);
    expect(rows.some((r) => r.nulls)).toBe(true);
    expect(rows.some((r) => r.is_lead_cancelled === 1)).toBe(true);
    expect(rows.every((r) => r.ok)).toBe(true);
    const secondBookings = await t.db.query('SELECT id FROM bookings WHERE magnet_id = $1', [second]);
    expect(secondBookings.length).toBeGreaterThan(0);
  });

  it('has bulk files, campaign spends, home loans and referrals for the partners', async () => {
    const files = await t.db.query<{ magnet_id: number; is_moved: number; file_key: string }>(
      'SELECT magnet_id, is_moved, file_key FROM bulk_lead_files',
    );
    for (const who of [demo, second]) {
      const mine = files.filter((f) => f.magnet_id === who);
      expect(new Set(mine.map((f) => f.is_moved))).toEqual(new Set([0, 1]));
    }
    for (const f of files) {
      expect((await fileOf(t.db, f.file_key)).toString('utf8')).toMatch(/^Name,Number,Email,Project\n/);
    }
    const [spend] = await t.db.query<{ n: number; types: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT campaign_type_ids)::int AS types FROM campaign_spends WHERE magnet_id = $1',
      [demo],
    );
    expect(spend?.n).toBeGreaterThanOrEqual(8);
    expect(spend?.types).toBeGreaterThanOrEqual(5);
    const loans = await t.db.query('SELECT id FROM home_loans WHERE magnet_id = $1', [demo]);
    expect(loans.length).toBeGreaterThanOrEqual(6);
    const referrals = await t.db.query<{ digital_coins: string; bookings: number }>(
      `SELECT f.digital_coins, (SELECT count(*)::int FROM bookings b WHERE b.magnet_id = f.referred_user_id) AS bookings
         FROM referrals f WHERE f.magnet_id = $1`,
      [demo],
    );
    expect(referrals.some((r) => r.bookings > 0)).toBe(true);
    expect(referrals.some((r) => r.bookings === 0)).toBe(true);
    expect(referrals.some((r) => r.digital_coins === '0')).toBe(true);
    expect(referrals.some((r) => r.digital_coins !== '0')).toBe(true);
  });

  it('is deterministic: a second fresh database gets the same leads', async () => {
    const other = await freshDb();
    try {
      expect(await seedIfEmpty(other.db)).toBe(true);
      expect(await seedIfEmpty(other.db)).toBe(false);
      const sql = `SELECT c.name, c.number, l.stage_id, l.source_id, p.name AS project, l.assign_id,
                          l.presale_rm_id, l.more_fields
                     FROM leads l JOIN clients c ON c.id = l.client_id JOIN projects p ON p.id = l.project_id
                    ORDER BY l.id`;
      const a = await t.db.query(sql);
      const b = await other.db.query(sql);
      expect(b).toEqual(a);
    } finally {
      await other.destroy();
    }
  }, 120_000);

  it('addLeads adds leads with clients in bulk', async () => {
    const count = async () =>
      (
        await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads WHERE magnet_id = $1', [demo])
      )[0]?.n ?? 0;
    const before = await count();
    await addLeads(t.db, demo, 1000);
    expect(await count()).toBe(before + 1000);
    const [orphans] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM leads l JOIN clients c ON c.id = l.client_id WHERE l.magnet_id = $1 AND c.magnet_id <> l.magnet_id`,
      [demo],
    );
    expect(orphans?.n).toBe(0);
    const names = await t.db.query<{ name: string }>('SELECT name FROM clients');
    expect(names.filter((c) => personName(c.name) !== undefined)).toEqual([]);
  }, 180_000);
});
