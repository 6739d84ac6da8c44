import type { Db } from '../db.ts';
import { allocIds, DAY, FAKER_SEED, MINUTE, newFaker, plainName } from './common.ts';
import { BENCH_RM_ID_BASE } from './staff.ts';

// Bulk leads for benchmarks (npm run seed -- --leads N): plain rows drawn from small pools, fast to
// insert in large numbers.

const ADD_CHUNK = 10_000;

/**
 * Adds n leads (each with a new client) to a partner, in chunks of INSERT ... SELECT FROM unnest(...):
 * the same SQL on PGlite and PostgreSQL. Deterministic for a given partner and lead count.
 */
export async function addLeads(db: Db, magnetId: number, n: number): Promise<void> {
  if (n <= 0) return;
  const users = await db.query<{ name: string }>(
    "SELECT trim(first_name || ' ' || last_name) AS name FROM users WHERE id = $1",
    [magnetId],
  );
  const partner = users[0]?.name;
  if (partner === undefined) throw new Error(`no user ${magnetId}`);
  const projects = (
    await db.query<{ id: number }>('SELECT id FROM projects WHERE is_active = 1 ORDER BY id')
  ).map((r) => r.id);
  const stageIds = (await db.query<{ id: number }>('SELECT id FROM stages ORDER BY sort_order')).map(
    (r) => r.id,
  );
  const statusIds = (await db.query<{ id: number }>('SELECT id FROM lead_internal_statuses ORDER BY id')).map(
    (r) => r.id,
  );
  const sourceIds = (await db.query<{ id: number }>('SELECT id FROM sources ORDER BY id')).map((r) => r.id);
  const existing =
    (
      await db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads WHERE magnet_id = $1', [magnetId])
    )[0]?.n ?? 0;
  if (!projects.length || !stageIds.length || !sourceIds.length)
    throw new Error('seed the reference data first');

  const f = newFaker(FAKER_SEED + magnetId * 1000 + existing);
  const pool = (size: number, make: () => string) => Array.from({ length: size }, make);
  const firsts = pool(300, () => plainName(f.person.firstName()));
  const lasts = pool(200, () => plainName(f.person.lastName()));
  const rms = pool(12, () => f.person.fullName());
  const salesRms = [0, 1, 2, 3, 4, 5, 6, 7];
  const presaleRms = [8, 9, 10, 11];
  const places = pool(40, () => f.location.city());
  const now = Date.now();
  // Numbers: a bijection of the running index (7919 is coprime with 10^9), so they never repeat.
  const numberBase = f.number.int({ min: 0, max: 999_999_999 });
  const pick = <T>(list: T[]): T => {
    const v = list[f.number.int({ min: 0, max: list.length - 1 })];
    if (v === undefined) throw new Error('empty list');
    return v;
  };
  const closedStage = (await db.query<{ id: number }>("SELECT id FROM stages WHERE name = 'Closed'"))[0]?.id;

  for (let start = 0; start < n; start += ADD_CHUNK) {
    const size = Math.min(ADD_CHUNK, n - start);
    const ids = await allocIds(db, 'clients', size);
    const c = {
      name: [] as string[],
      number: [] as string[],
      email: [] as (string | null)[],
      loc: [] as string[],
      created: [] as string[],
    };
    const l = {
      project: [] as number[],
      stage: [] as number[],
      status: [] as (number | null)[],
      source: [] as number[],
      assignId: [] as (number | null)[],
      assignee: [] as (string | null)[],
      assigned: [] as (string | null)[],
      presale: [] as number[],
      presaleRmId: [] as (number | null)[],
      presaleRm: [] as (string | null)[],
      nationality: [] as string[],
      audit: [] as number[],
      followup: [] as (string | null)[],
      closed: [] as (string | null)[],
      created: [] as string[],
      updated: [] as string[],
    };
    for (let i = 0; i < size; i++) {
      const first = pick(firsts);
      const last = pick(lasts);
      const index = existing + start + i;
      const digits = String((numberBase + index * 7919) % 1_000_000_000).padStart(9, '0');
      const createdAt = now - (1.1 + f.number.float({ min: 0, max: 730 })) * DAY;
      const updatedAt = createdAt + f.number.float({ min: 0, max: (now - createdAt) * 0.9 });
      const stage = pick(stageIds);
      c.name.push(`${first} ${last}`);
      c.number.push(`${'6789'[index % 4]}${digits}`);
      c.email.push(i % 5 === 0 ? null : `${first}.${last}${index}@example.com`.toLowerCase());
      c.loc.push(pick(places));
      c.created.push(new Date(createdAt).toISOString());
      l.project.push(pick(projects));
      l.stage.push(stage);
      l.status.push(i % 4 === 0 ? null : pick(statusIds));
      l.source.push(pick(sourceIds));
      const assigned = i % 6 !== 0;
      // The first eight RMs of the pool are sales RMs, the last four presale RMs; the id is the place in the pool.
      const rm = assigned ? pick(salesRms) : null;
      l.assignId.push(rm === null ? null : BENCH_RM_ID_BASE + rm);
      l.assignee.push(rm === null ? null : (rms[rm] ?? null));
      l.assigned.push(assigned ? new Date(createdAt + 30 * MINUTE).toISOString() : null);
      const presaleRm = i % 4 === 1 ? (presaleRms[index % presaleRms.length] ?? null) : null;
      l.presale.push(presaleRm === null ? 0 : 1);
      l.presaleRmId.push(presaleRm === null ? null : BENCH_RM_ID_BASE + presaleRm);
      l.presaleRm.push(presaleRm === null ? null : (rms[presaleRm] ?? null));
      l.nationality.push(i % 10 === 3 ? '2' : '1');
      l.audit.push(i % 7 === 2 ? 1 : 0);
      l.followup.push(
        i % 3 === 0 ? new Date(now + f.number.float({ min: -10, max: 20 }) * DAY).toISOString() : null,
      );
      l.closed.push(stage === closedStage ? new Date(updatedAt).toISOString() : null);
      l.created.push(new Date(createdAt).toISOString());
      l.updated.push(new Date(updatedAt).toISOString());
    }
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO clients (id, magnet_id, name, number, country_code, email, current_location, created_at)
         SELECT t.id, $1, t.name, t.number, '+91', t.email, t.loc, t.created
           FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
                AS t(id, name, number, email, loc, created)`,
        [magnetId, ids, c.name, c.number, c.email, c.loc, c.created],
      );
      await tx.query(
        `INSERT INTO leads (magnet_id, client_id, project_id, stage_id, internal_status_id, source_id, assign_id,
                            assignee_name, assigned_at, creator_name, created_by, is_magnet, is_presale, presale_rm_id,
                            presale_rm_name, nationality, is_audit_new_lead, followup_date, closed_at, created_at,
                            updated_at)
         SELECT $1, t.client, t.project, t.stage, t.status, t.source, t.assign_id, t.assignee, t.assigned, $2, $1, 1,
                t.presale, t.presale_rm_id, t.presale_rm, t.nationality, t.audit, t.followup, t.closed, t.created,
                t.updated
           FROM unnest($3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::text[],
                       $10::timestamptz[], $11::int[], $12::int[], $13::text[], $14::text[], $15::int[],
                       $16::timestamptz[], $17::timestamptz[], $18::timestamptz[], $19::timestamptz[])
                AS t(client, project, stage, status, source, assign_id, assignee, assigned, presale, presale_rm_id,
                     presale_rm, nationality, audit, followup, closed, created, updated)`,
        [
          magnetId,
          partner,
          ids,
          l.project,
          l.stage,
          l.status,
          l.source,
          l.assignId,
          l.assignee,
          l.assigned,
          l.presale,
          l.presaleRmId,
          l.presaleRm,
          l.nationality,
          l.audit,
          l.followup,
          l.closed,
          l.created,
          l.updated,
        ],
      );
    });
  }
}
