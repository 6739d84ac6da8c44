import { insertRows, type Q } from './common.ts';

// The ids of the reference data that the demo leads use. Stages, activity statuses and sources come
// with the migrations (013_reference_data.sql), their names are read from there; the geography and the
// service RMs are demo data, seeded here.

export const REGION_PARENTS = ['Mumbai', 'Bangalore', 'Pune', 'Delhi-NCR', 'Hyderabad', 'Chennai'];
export const [MUMBAI, BANGALORE, PUNE, DELHI] = [1, 2, 3, 4];

const REGIONS: [parent: number, name: string][] = [
  [MUMBAI, 'Andheri'],
  [MUMBAI, 'Thane'],
  [MUMBAI, 'Powai'],
  [MUMBAI, 'Borivali'],
  [MUMBAI, 'Navi Mumbai'],
  [MUMBAI, 'Worli'],
  [MUMBAI, 'Chembur'],
  [BANGALORE, 'Whitefield'],
  [BANGALORE, 'Sarjapur Road'],
  [BANGALORE, 'Electronic City'],
  [BANGALORE, 'Hebbal'],
  [BANGALORE, 'Devanahalli'],
  [BANGALORE, 'Yelahanka'],
  [PUNE, 'Hinjewadi'],
  [PUNE, 'Baner'],
  [PUNE, 'Wakad'],
  [PUNE, 'Kharadi'],
  [PUNE, 'Undri'],
  [PUNE, 'Hadapsar'],
  [DELHI, 'Gurugram'],
  [DELHI, 'Noida'],
  [DELHI, 'Greater Noida West'],
  [DELHI, 'Dwarka Expressway'],
  [DELHI, 'Faridabad'],
  [5, 'Gachibowli'],
  [5, 'Kokapet'],
  [6, 'OMR'],
  [6, 'Porur'],
];

const SERVICE_RMS: [first: string, last: string, phone: string][] = [
  ['Ankit', 'Sharma', '9820012345'],
  ['Neha', 'Kulkarni', '9823098765'],
  ['Vikram', 'Reddy', '9845011223'],
  ['Pooja', 'Malhotra', '9811044556'],
];

/** Stage ids (spec 02 §3). */
export const S = {
  notUpdated: 1,
  opportunity: 3,
  pipeline: 5,
  booked: 7,
  eoiApplication: 8,
  eoiNonRefundable: 9,
  suspect: 10,
  closed: 11,
  cancel: 12,
} as const;

/** The open funnel, in order. */
export const FUNNEL: number[] = [
  S.notUpdated,
  S.suspect,
  S.opportunity,
  S.pipeline,
  S.eoiApplication,
  S.eoiNonRefundable,
  S.booked,
];
export const OPEN_STAGES: number[] = [
  S.suspect,
  S.opportunity,
  S.pipeline,
  S.eoiApplication,
  S.eoiNonRefundable,
];

/** Activity status ids. */
export const ST = {
  callNotPicked: 1,
  callBack: 2,
  followUp: 3,
  visitDone: 4,
  visitScheduled: 5,
  revisitDone: 6,
  videoCallDone: 7,
  hpopDone: 8,
  interested: 9,
  notInterested: 10,
  switchedOff: 11,
  revisitScheduled: 12,
} as const;

/** Statuses that are activities (status-change entries of the activity history). */
export const ACTIVITY_STATUSES: number[] = [ST.visitDone, ST.revisitDone, ST.videoCallDone, ST.hpopDone];

/** Statuses a lead of each stage may carry. */
export const STATUS_BY_STAGE: Record<number, number[]> = {
  [S.notUpdated]: [ST.callNotPicked, ST.switchedOff],
  [S.suspect]: [ST.callNotPicked, ST.callBack, ST.followUp, ST.interested, ST.switchedOff],
  [S.opportunity]: [ST.followUp, ST.visitScheduled, ST.videoCallDone, ST.interested, ST.callBack],
  [S.pipeline]: [ST.visitDone, ST.revisitScheduled, ST.hpopDone, ST.followUp, ST.revisitDone],
  [S.eoiApplication]: [ST.revisitDone, ST.hpopDone, ST.followUp],
  [S.eoiNonRefundable]: [ST.revisitDone, ST.hpopDone, ST.followUp],
  [S.booked]: [ST.revisitDone, ST.visitDone, ST.hpopDone],
  [S.closed]: [ST.notInterested, ST.callNotPicked, ST.switchedOff, ST.followUp],
  [S.cancel]: [ST.notInterested, ST.revisitDone],
};

/** Source ids: the partner's default and the other magnet-type sources. */
export const SRC = { magnetLimited: 1, magnetBulk: 2, magnetReferral: 3 } as const;
export const MAGNET_SOURCE_IDS: number[] = [SRC.magnetLimited, SRC.magnetBulk, SRC.magnetReferral];
/** How often each source (by id order) is drawn. */
export const SOURCE_WEIGHTS = [50, 12, 8, 10, 8, 6, 6];

export type Named = [id: number, name: string][];

/** The names of the migrated reference data, by id order. */
export type Reference = { stages: Named; statuses: Named; sources: Named };

export async function loadReference(q: Q): Promise<Reference> {
  const named = async (table: string): Promise<Named> =>
    (await q.query<{ id: number; name: string }>(`SELECT id, name FROM ${table} ORDER BY id`)).map((r) => [
      r.id,
      r.name,
    ]);
  const reference = {
    stages: await named('stages'),
    statuses: await named('lead_internal_statuses'),
    sources: await named('sources'),
  };
  if (!reference.stages.length || !reference.statuses.length || !reference.sources.length)
    throw new Error('the reference data is missing: migrate the database first');
  return reference;
}

export const nameOf = (list: Named, id: number) => list.find(([known]) => known === id)?.[1];

/** Parent regions (ids of the spec), their regions and the service RMs, unless already there. */
export async function seedGeography(q: Q): Promise<void> {
  for (const [i, name] of REGION_PARENTS.entries()) {
    await q.query('INSERT INTO region_parents (id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      i + 1,
      name,
    ]);
  }
  await q.query(
    "SELECT setval(pg_get_serial_sequence('region_parents', 'id'), (SELECT max(id) FROM region_parents))",
  );
  const regionCount = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM regions');
  if ((regionCount[0]?.n ?? 0) === 0) await insertRows(q, 'regions', ['parent_id', 'name'], REGIONS);
  const rmCount = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM service_rms');
  if ((rmCount[0]?.n ?? 0) === 0) {
    await insertRows(
      q,
      'service_rms',
      ['name', 'first_name', 'last_name', 'phone'],
      SERVICE_RMS.map(([first, last, phone]) => [`${first} ${last}`, first, last, phone]),
    );
  }
}
