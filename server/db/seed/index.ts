import { extname } from 'node:path';
import { hashPassword } from '../../lib/auth.ts';
import { fileStoreOf, newFileKey, saveFile as save } from '../../lib/fileStore.ts';
import { assignFileOwners } from '../../repos/userRepo.ts';
import type { Db } from '../db.ts';
import { type SaveFile, writeDemoAssets } from '../demoAssets.ts';
import { DEMO_BOOKINGS, SECOND_BOOKINGS } from './bookings.ts';
import {
  DEMO_PASSWORD,
  DEMO_PHONE,
  FAKER_SEED,
  newFaker,
  phoneMaker,
  type Q,
  SECOND_PHONE,
} from './common.ts';
import { seedFirm } from './firm.ts';
import { type Ctx, seedPartner } from './partner.ts';
import { loadProjects, seedProjects } from './projects.ts';
import { BANGALORE, DELHI, loadReference, MUMBAI, PUNE, S, seedGeography } from './reference.ts';
import { seedStaff } from './staff.ts';
import { seedReferrals, seedSavedFilters, seedUsers } from './users.ts';

// The deterministic demo data (design.md): a fixed faker seed and the en_IN locale, so two seeds
// give the same rows. Dates are relative to the moment of seeding (recent screens look alive);
// every random choice comes from the seeded faker, never from the clock. The reference data the
// server relies on by id (stages, activity statuses, sources) comes from the migrations.

export { addLeads } from './addLeads.ts';
export { AGENT_PHONES, DEMO_PASSWORD, DEMO_PHONE, SECOND_PHONE } from './common.ts';

/** pg_advisory_xact_lock key: replicas starting together on one PostgreSQL seed once. */
const SEED_LOCK_KEY = 7_120_261_122;

/** Everything, inside the caller's transaction. */
async function seedInto(q: Q, hash: string): Promise<void> {
  const now = new Date();
  const f = newFaker(FAKER_SEED);
  const files = fileStoreOf(q);
  const saveFile: SaveFile = async (filename, content) => {
    const key = newFileKey(extname(filename).slice(1));
    await save(files, q, { key, ownerId: null, name: filename, bytes: Buffer.from(content) });
    return key;
  };
  const ref = await loadReference(q);
  await seedGeography(q);
  await seedProjects(q, f, saveFile, now);
  const projects = await loadProjects(q);
  if (projects.length === 0) throw new Error('no active projects to seed leads on');
  const regions = await q.query<{ id: number; name: string; parent_id: number }>(
    'SELECT id, name, parent_id FROM regions ORDER BY id',
  );
  const parents = await q.query<{ id: number; name: string }>(
    'SELECT id, name FROM region_parents ORDER BY id',
  );
  const regionId = (name: string) => regions.find((r) => r.name === name)?.id ?? null;
  const localities = (parentIds: number[]) =>
    regions
      .filter((r) => parentIds.includes(r.parent_id))
      .map((r) => `${r.name}, ${parents.find((pp) => pp.id === r.parent_id)?.name ?? ''}`);

  const extraAssets = await writeDemoAssets(saveFile, [], [210, 25]);
  const staff = seedStaff(f);
  const phone = phoneMaker(f);
  const partners = await seedUsers(q, f, hash, {
    now,
    phone,
    regionId,
    profilePics: extraAssets.profilePics,
    visitingCards: extraAssets.visitingCards,
  });
  const { demo, second, referred } = partners;

  const ctx: Ctx = { q, f, now, saveFile, ref, phone, staff, recordings: extraAssets.recordings };
  const bangalore = projects.filter((pr) => pr.parentId === BANGALORE);
  const demoProjects = [
    ...projects.filter((pr) => pr.parentId === MUMBAI || pr.parentId === PUNE),
    ...bangalore.slice(0, 2),
  ];
  const secondProjects = [...bangalore.slice(2), ...projects.filter((pr) => pr.parentId === DELHI)];

  await seedPartner(ctx, {
    id: demo.id,
    name: `${demo.first} ${demo.last}`,
    email: demo.email ?? '',
    phone: DEMO_PHONE,
    stageCounts: [
      [S.notUpdated, 30],
      [S.suspect, 22],
      [S.opportunity, 32],
      [S.pipeline, 22],
      [S.eoiApplication, 8],
      [S.eoiNonRefundable, 6],
      [S.booked, DEMO_BOOKINGS.length],
      [S.closed, 25],
      [S.cancel, 17],
    ],
    projects: demoProjects.length ? demoProjects : projects,
    bookings: DEMO_BOOKINGS,
    quietLeads: 8,
    regionIds: [MUMBAI, PUNE, BANGALORE],
    localities: localities([MUMBAI, PUNE]),
    bulkFiles: 8,
    campaigns: 8,
    homeLoans: 6,
  });
  await seedPartner(ctx, {
    id: second.id,
    name: `${second.first} ${second.last}`,
    email: second.email ?? '',
    phone: SECOND_PHONE,
    stageCounts: [
      [S.notUpdated, 6],
      [S.suspect, 5],
      [S.opportunity, 8],
      [S.pipeline, 6],
      [S.eoiApplication, 2],
      [S.eoiNonRefundable, 1],
      [S.booked, SECOND_BOOKINGS.length],
      [S.closed, 5],
      [S.cancel, 2],
    ],
    projects: secondProjects.length ? secondProjects : projects,
    bookings: SECOND_BOOKINGS,
    quietLeads: 2,
    regionIds: [BANGALORE, DELHI],
    localities: localities([BANGALORE, DELHI]),
    bulkFiles: 3,
    campaigns: 2,
    homeLoans: 2,
  });
  // Referred partners: the first two have bookings of their own, the others none.
  for (const [k, r] of referred.entries()) {
    const bookings = k === 0 ? 2 : k === 1 ? 1 : 0;
    const leads: [number, number][] = bookings
      ? [
          [S.booked, bookings],
          [S.opportunity, 1],
        ]
      : [[S.notUpdated, k === referred.length - 1 ? 0 : 1]];
    await seedPartner(ctx, {
      id: r.id,
      name: `${r.first} ${r.last}`.trim(),
      email: r.email ?? '',
      phone: r.phone,
      stageCounts: leads,
      projects,
      bookings: [{ codes: [1, 1, 0, 0, 0, 0] }, { codes: [1, 1, 1, 1, 1, 2] }],
      quietLeads: 0,
      regionIds: [MUMBAI],
      localities: localities([MUMBAI]),
      bulkFiles: 0,
      campaigns: 0,
      homeLoans: 0,
    });
  }
  await seedReferrals(q, partners);
  await seedSavedFilters(q, ref, demo.id, now);
  // The partners' pictures, cards and bulk files go with their accounts.
  await assignFileOwners(q);
  await seedFirm(q, demo.id, hash, now);
}

/** Seeds the demo data when the users table is empty (once, even with replicas starting together). */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const empty = async (q: Q) =>
    ((await q.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]?.n ?? 0) === 0;
  if (!(await empty(db))) return false;
  const hash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if (!(await empty(tx))) return false;
    await seedInto(tx, hash);
    return true;
  });
}

/** Seeds the demo data (a fresh, migrated database). */
export async function seedDemo(db: Db): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await seedInto(tx, hash);
  });
}
