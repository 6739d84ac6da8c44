import { randomBytes } from 'node:crypto';
import { base, en, en_IN, Faker } from '@faker-js/faker';
import { hashPassword } from '../lib/auth.ts';
import { Uploads } from '../lib/uploads.ts';
import type { Db } from './db.ts';
import { csvText, type ProjectAssetInput, storeFile, writeDemoAssets } from './demoAssets.ts';

// The deterministic demo data (design.md): a fixed faker seed and the en_IN locale, so two seeds
// give the same rows. Dates are relative to the moment of seeding (recent screens look alive);
// every random choice comes from the seeded faker, never from the clock.

type Q = Pick<Db, 'query'>;

export const DEMO_PHONE = '9876543210';
export const SECOND_PHONE = '9876543211';
export const DEMO_PASSWORD = 'magnet123';
const FAKER_SEED = 20261122;
/** pg_advisory_xact_lock key: replicas starting together on one PostgreSQL seed once. */
const SEED_LOCK_KEY = 7_120_261_122;

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

// ------------------------------------------------------------------ reference data

const REGION_PARENTS = ['Mumbai', 'Bangalore', 'Pune', 'Delhi-NCR', 'Hyderabad', 'Chennai'];
const [MUMBAI, BANGALORE, PUNE, DELHI] = [1, 2, 3, 4];

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

const S = {
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

/** Stages: exact ids of the spec, funnel order in sort_order. */
const STAGES: [id: number, name: string][] = [
  [S.notUpdated, 'Not Updated'],
  [S.suspect, 'Suspect'],
  [S.opportunity, 'Opportunity'],
  [S.pipeline, 'Pipeline'],
  [S.eoiApplication, 'Gross EOI Application'],
  [S.eoiNonRefundable, 'Gross EOI Non-Refundable'],
  [S.booked, 'Booked'],
  [S.closed, 'Closed'],
  [S.cancel, 'Cancel'],
];
const stageName = (id: number) => STAGES.find(([s]) => s === id)?.[1] ?? 'Not Updated';
/** The open funnel, in order. */
const FUNNEL: number[] = [
  S.notUpdated,
  S.suspect,
  S.opportunity,
  S.pipeline,
  S.eoiApplication,
  S.eoiNonRefundable,
  S.booked,
];

const ST = {
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

const STATUSES: [id: number, name: string][] = [
  [ST.callNotPicked, 'Call Not Picked'],
  [ST.callBack, 'Call Back'],
  [ST.followUp, 'Follow Up'],
  [ST.visitDone, 'Visit Done'],
  [ST.visitScheduled, 'Visit Scheduled'],
  [ST.revisitDone, 'Revisit Done'],
  [ST.videoCallDone, 'Video Call Done'],
  [ST.hpopDone, 'HPOP Done'],
  [ST.interested, 'Interested'],
  [ST.notInterested, 'Not Interested'],
  [ST.switchedOff, 'Switched Off'],
  [ST.revisitScheduled, 'Revisit Scheduled'],
];
const statusName = (id: number) => STATUSES.find(([s]) => s === id)?.[1] ?? '';
/** Statuses that are activities (status-change entries of the activity history). */
const ACTIVITY_STATUSES: number[] = [ST.visitDone, ST.revisitDone, ST.videoCallDone, ST.hpopDone];

/** Statuses a lead of each stage may carry. */
const STATUS_BY_STAGE: Record<number, number[]> = {
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

const SRC = { magnetLimited: 1, magnetBulk: 2, magnetReferral: 3 } as const;
const SOURCES: [id: number, name: string, partnerDefault: boolean][] = [
  [SRC.magnetLimited, 'Magnet Limited', true],
  [SRC.magnetBulk, 'Magnet Bulk', false],
  [SRC.magnetReferral, 'Magnet-Referral', false],
  [4, 'Facebook', false],
  [5, 'Google Ads', false],
  [6, 'Website', false],
  [7, 'Portals', false],
];
const MAGNET_SOURCE_IDS: number[] = [SRC.magnetLimited, SRC.magnetBulk, SRC.magnetReferral];
const SOURCE_WEIGHTS = [50, 12, 8, 10, 8, 6, 6];

const SERVICE_RMS: [first: string, last: string, phone: string][] = [
  ['Ankit', 'Sharma', '9820012345'],
  ['Neha', 'Kulkarni', '9823098765'],
  ['Vikram', 'Reddy', '9845011223'],
  ['Pooja', 'Malhotra', '9811044556'],
];

type ProjectDef = {
  name: string;
  builder: string;
  parent: number;
  region: string;
  location: string;
  focus: boolean;
  active?: boolean;
};

const PROJECTS: ProjectDef[] = [
  {
    name: 'Skyline Residences',
    builder: 'Skyline Developers',
    parent: MUMBAI,
    region: 'Andheri',
    location: 'Andheri West, Mumbai',
    focus: true,
  },
  {
    name: 'Lakeview Heights',
    builder: 'Lakeshore Realty',
    parent: MUMBAI,
    region: 'Powai',
    location: 'Powai, Mumbai',
    focus: true,
  },
  {
    name: 'Thane Greens',
    builder: 'Vastu Infra',
    parent: MUMBAI,
    region: 'Thane',
    location: 'Ghodbunder Road, Thane',
    focus: true,
  },
  {
    name: 'Harbour Crest',
    builder: 'Oceanic Builders',
    parent: MUMBAI,
    region: 'Worli',
    location: 'Worli Sea Face, Mumbai',
    focus: false,
  },
  {
    name: 'Palm Grove',
    builder: 'Greenfield Estates',
    parent: MUMBAI,
    region: 'Navi Mumbai',
    location: 'Kharghar, Navi Mumbai',
    focus: false,
  },
  {
    name: 'Mangrove Bay',
    builder: 'Shubh Realty',
    parent: MUMBAI,
    region: 'Chembur',
    location: 'Chembur East, Mumbai',
    focus: false,
    active: false,
  },
  {
    name: 'Whitefield Central',
    builder: 'Orchid Developers',
    parent: BANGALORE,
    region: 'Whitefield',
    location: 'Whitefield, Bangalore',
    focus: true,
  },
  {
    name: 'Sarjapur Meadows',
    builder: 'Aarav Buildcon',
    parent: BANGALORE,
    region: 'Sarjapur Road',
    location: 'Sarjapur Road, Bangalore',
    focus: true,
  },
  {
    name: 'Tech Park Towers',
    builder: 'Nexus Realty',
    parent: BANGALORE,
    region: 'Electronic City',
    location: 'Electronic City Phase 1, Bangalore',
    focus: false,
  },
  {
    name: 'Hebbal Lake Vista',
    builder: 'Lakeshore Realty',
    parent: BANGALORE,
    region: 'Hebbal',
    location: 'Hebbal, Bangalore',
    focus: true,
  },
  {
    name: 'Airport City Homes',
    builder: 'Skyline Developers',
    parent: BANGALORE,
    region: 'Devanahalli',
    location: 'Devanahalli, Bangalore',
    focus: false,
  },
  {
    name: 'Yelahanka Gardens',
    builder: 'Banyan Homes',
    parent: BANGALORE,
    region: 'Yelahanka',
    location: 'Yelahanka New Town, Bangalore',
    focus: false,
  },
  {
    name: 'Hinjewadi Heights',
    builder: 'Sahyadri Constructions',
    parent: PUNE,
    region: 'Hinjewadi',
    location: 'Hinjewadi Phase 1, Pune',
    focus: true,
  },
  {
    name: 'Baner Boulevard',
    builder: 'Vastu Infra',
    parent: PUNE,
    region: 'Baner',
    location: 'Baner, Pune',
    focus: true,
  },
  {
    name: 'Wakad Woods',
    builder: 'Aarav Buildcon',
    parent: PUNE,
    region: 'Wakad',
    location: 'Wakad, Pune',
    focus: false,
  },
  {
    name: 'Kharadi Riverside',
    builder: 'Riverstone Developers',
    parent: PUNE,
    region: 'Kharadi',
    location: 'Kharadi, Pune',
    focus: true,
  },
  {
    name: 'Undri Hills',
    builder: 'Sahyadri Constructions',
    parent: PUNE,
    region: 'Undri',
    location: 'Undri, Pune',
    focus: false,
  },
  {
    name: 'Hadapsar Square',
    builder: 'Nexus Realty',
    parent: PUNE,
    region: 'Hadapsar',
    location: 'Magarpatta Road, Hadapsar, Pune',
    focus: false,
  },
  {
    name: 'Gurugram Grandeur',
    builder: 'Capital Infratech',
    parent: DELHI,
    region: 'Gurugram',
    location: 'Sector 65, Gurugram',
    focus: true,
  },
  {
    name: 'Noida Sky Gardens',
    builder: 'Yamuna Realtors',
    parent: DELHI,
    region: 'Noida',
    location: 'Sector 150, Noida',
    focus: true,
  },
  {
    name: 'Greater Noida Greens',
    builder: 'Yamuna Realtors',
    parent: DELHI,
    region: 'Greater Noida West',
    location: 'Gaur City 2, Greater Noida West',
    focus: false,
  },
  {
    name: 'Dwarka Expressway One',
    builder: 'Capital Infratech',
    parent: DELHI,
    region: 'Dwarka Expressway',
    location: 'Sector 106, Dwarka Expressway',
    focus: true,
  },
  {
    name: 'Golf Course Estate',
    builder: 'Orchid Developers',
    parent: DELHI,
    region: 'Gurugram',
    location: 'Golf Course Extension Road, Gurugram',
    focus: false,
  },
  {
    name: 'Faridabad Royale',
    builder: 'Aravali Homes',
    parent: DELHI,
    region: 'Faridabad',
    location: 'Neharpar, Faridabad',
    focus: false,
    active: false,
  },
];

/** Price per sq.ft. by parent region. */
const RATE: Record<number, [number, number]> = {
  [MUMBAI]: [16000, 32000],
  [BANGALORE]: [7500, 12500],
  [PUNE]: [7000, 11000],
  [DELHI]: [8500, 16000],
};
const AREA: Record<number, [number, number]> = {
  1: [420, 540],
  2: [620, 820],
  3: [950, 1300],
  4: [1500, 1950],
};

const HIGHLIGHTS = [
  'Clubhouse with rooftop infinity pool',
  '5 minutes from the metro station',
  'Vaastu-compliant homes with large balconies',
  '70% open green spaces',
  'IGBC Gold pre-certified green building',
  'Double-height entrance lobby',
  'Close to international schools and hospitals',
  'EV charging on every parking level',
  'Jogging track and senior citizen park',
  'Three-tier security with video door phones',
  'Co-working pods in the clubhouse',
  '10 minutes from the IT park',
  'Indoor games room and mini theatre',
  'Rainwater harvesting and solar street lights',
  'Panoramic views from the upper floors',
  'Home loans approved by leading banks',
];

const ADMIN_MESSAGES = [
  'Client wants a 2 BHK near the metro, budget flexible by 5 lakhs.',
  'Family of four, looking for a 3 BHK with a good school nearby.',
  'Investor, interested in under-construction projects with payment plans.',
  'First-time buyer, needs home loan assistance.',
  'Wants a higher floor and an east-facing flat.',
  'Relocating from Dubai next quarter, prefers ready possession.',
  'Client asked for the price sheet and floor plans on WhatsApp.',
  'Call after 6 pm on weekdays.',
  'Comparing with two other projects in the area.',
  'Referred by an existing customer of mine.',
];

const CALL_NOTES = [
  'Spoke to the client, shared the project details.',
  'Client busy, asked to call back in the evening.',
  'Discussed budget and possession timeline.',
  'Shared the brochure and location pin on WhatsApp.',
  'Client wants to visit with family on the weekend.',
  'Explained the payment plan and bank offers.',
  'Client comparing with a nearby project.',
  'Number not reachable, will retry tomorrow.',
];

const COMMENTS = [
  'Client is looking for a 2 BHK within 85 lakhs.',
  'Site visit planned for Saturday with the family.',
  'Wants an east-facing flat on a higher floor.',
  'Requested the price sheet and payment plan on WhatsApp.',
  'Home loan pre-approval in progress.',
  'Client liked the show flat, discussing with spouse.',
  'Asked for a better offer on floor rise charges.',
  'Prefers possession before the school year starts.',
  'Spoke to the client, very positive about the project.',
  'Needs parking for two cars.',
  'Will confirm after the bank valuation.',
  'Shared the sample agreement for review.',
];

const CLOSING_REASONS = [
  'Budget mismatch',
  'Bought in another project',
  'Location not suitable',
  'Not reachable after multiple attempts',
  'Plan postponed by the client',
  'Duplicate lead',
];
const CANCEL_REASONS = [
  'Booking cancelled by the client',
  'Loan not sanctioned',
  'Family decided against the purchase',
];

const BULK_CLOSING_REASONS = [
  'Duplicate numbers in the file',
  'Invalid phone numbers',
  'Leads already registered by another partner',
];

// ------------------------------------------------------------------ small helpers

/** Multi-row INSERT with bound values (chunked under the parameter limit). */
async function insertRows(q: Q, table: string, cols: string[], rows: unknown[][]): Promise<void> {
  const per = Math.max(1, Math.floor(30_000 / cols.length));
  for (let i = 0; i < rows.length; i += per) {
    const params: unknown[] = [];
    const values = rows.slice(i, i + per).map(
      (r) =>
        `(${r
          .map((v) => {
            params.push(v);
            return `$${params.length}`;
          })
          .join(', ')})`,
    );
    await q.query(`INSERT INTO ${table} (${cols.join(', ')}) VALUES ${values.join(', ')}`, params);
  }
}

/** Takes n ids from a table's serial sequence, ascending. */
async function allocIds(q: Q, table: string, n: number): Promise<number[]> {
  if (n <= 0) return [];
  const rows = await q.query<{ id: number }>(
    'SELECT nextval(pg_get_serial_sequence($1, $2))::int AS id FROM generate_series(1, $3)',
    [table, 'id', n],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

const iso = (d: Date) => d.toISOString();
const dateOnly = (d: Date) => d.toISOString().slice(0, 10);
const json = (v: unknown) => JSON.stringify(v);
const round = (n: number, to: number) => Math.round(n / to) * to;

/** 'H:MM:SS' as the engagement API spells durations. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

function newFaker(seed: number): Faker {
  const f = new Faker({ locale: [en_IN, en, base] });
  f.seed(seed);
  return f;
}

type Person = { name: string; first: string; last: string; saluation: 'Mr.' | 'Ms.' };

function person(f: Faker): Person {
  const sex = f.helpers.arrayElement(['male', 'female'] as const);
  const first = f.person.firstName(sex);
  const last = f.person.lastName();
  return { name: `${first} ${last}`, first, last, saluation: sex === 'male' ? 'Mr.' : 'Ms.' };
}

/** Ten-digit Indian mobile numbers (6-9 first), unique within the seed. */
function phoneMaker(f: Faker) {
  const used = new Set<string>([DEMO_PHONE, SECOND_PHONE]);
  return () => {
    for (;;) {
      const n = `${f.helpers.arrayElement(['6', '7', '8', '9'])}${f.string.numeric(9)}`;
      if (!used.has(n) && !n.startsWith('98765432')) {
        used.add(n);
        return n;
      }
    }
  };
}

// ------------------------------------------------------------------ reference data and projects

async function seedReference(q: Q): Promise<void> {
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
  for (const [id, name] of STAGES) {
    await q.query(
      "INSERT INTO stages (id, name, type, sort_order) VALUES ($1, $2, 'LEAD', $3) ON CONFLICT (id) DO NOTHING",
      [id, name, STAGES.findIndex(([s]) => s === id) + 1],
    );
  }
  for (const [id, name] of STATUSES) {
    await q.query(
      'INSERT INTO lead_internal_statuses (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING',
      [id, name],
    );
  }
  for (const [id, name, partnerDefault] of SOURCES) {
    await q.query(
      'INSERT INTO sources (id, name, is_partner_default) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING',
      [id, name, partnerDefault],
    );
  }
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

function projectRera(f: Faker, parent: number, region: string): string {
  if (parent === MUMBAI) return `P5180${f.string.numeric(7)}`;
  if (parent === PUNE) return `P5210${f.string.numeric(7)}`;
  if (parent === BANGALORE)
    return `PRM/KA/RERA/1251/${f.string.numeric(3)}/PR/${f.string.numeric({ length: 6, allowLeadingZeros: false })}/${f.string.numeric(6)}`;
  if (region === 'Noida' || region === 'Greater Noida West') return `UPRERAPRJ${f.string.numeric(6)}`;
  return `RC/REP/HARERA/GGM/${f.string.numeric(3)}/${f.string.numeric(3)}/20${f.number.int({ min: 21, max: 25 })}/${f.string.numeric(2)}`;
}

const lakhs = (n: number) =>
  n >= 10_000_000 ? `Rs. ${(n / 10_000_000).toFixed(2)} Cr` : `Rs. ${Math.round(n / 100_000)} Lakh`;

async function seedProjects(q: Q, f: Faker, uploads: Uploads, now: Date): Promise<void> {
  const existing = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM projects');
  if ((existing[0]?.n ?? 0) > 0) return;
  const regions = await q.query<{ id: number; name: string; parent_id: number }>(
    'SELECT id, name, parent_id FROM regions',
  );
  const ids = await allocIds(q, 'projects', PROJECTS.length);
  const built = PROJECTS.map((p, i) => {
    const region = regions.find((r) => r.name === p.region && r.parent_id === p.parent) ?? regions[0];
    if (!region) throw new Error('regions are missing');
    const [lo, hi] = RATE[p.parent] ?? [8000, 12000];
    const rate = round(f.number.int({ min: lo, max: hi }), 100);
    const bhks = f.helpers.arrayElement([
      [1, 2],
      [1, 2, 3],
      [2, 3],
      [2, 3, 4],
      [3, 4],
    ]);
    const plans = bhks.map((bhk) => {
      const [a, b] = AREA[bhk] ?? [600, 800];
      const area = round(f.number.int({ min: a, max: b }), 5);
      return { bhk, label: `${bhk} BHK`, area, price: round(area * rate, 10_000) };
    });
    const startingPrice = Math.min(...plans.map((pl) => pl.price));
    const slabMin = f.helpers.arrayElement([2.5, 3, 3.5]);
    const slabMax = Math.min(4.5, slabMin + f.helpers.arrayElement([0.5, 1, 1.5]));
    const slug = p.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const highlights = f.helpers.arrayElements(HIGHLIGHTS, { min: 3, max: 5 });
    const rera = projectRera(f, p.parent, p.region);
    const landArea = `${f.number.float({ min: 2, max: 18, fractionDigits: 1 })} Acres`;
    return {
      id: ids[i] ?? 0,
      def: p,
      regionId: region.id,
      plans,
      startingPrice,
      slabMin,
      slabMax,
      slug,
      highlights,
      rera,
      landArea,
      factSheet: p.focus && i % 5 !== 4 ? 1 : 0,
      siteVisits: f.number.int({ min: 12, max: 240 }),
      creator: f.helpers.arrayElement(['Ankit Sharma', 'Neha Kulkarni', 'Catalogue Team']),
      createdAt: new Date(now.getTime() - f.number.int({ min: 60, max: 700 }) * DAY),
      hue: (i * 360) / PROJECTS.length,
    };
  });
  const assetInputs: ProjectAssetInput[] = built.map((b) => ({
    name: b.def.name,
    builder: b.def.builder,
    location: b.def.location,
    rera: b.rera,
    landArea: b.landArea,
    startingPrice: lakhs(b.startingPrice),
    highlights: b.highlights,
    plans: b.plans.map(
      (pl) => `${pl.label}  -  ${pl.area} sq.ft. carpet  -  ${lakhs(pl.price)} all inclusive`,
    ),
    hue: b.hue,
  }));
  const assets = writeDemoAssets(uploads, assetInputs, []);
  await insertRows(
    q,
    'projects',
    [
      'id',
      'name',
      'builder_name',
      'region_id',
      'location',
      'is_active',
      'is_focus',
      'creator_name',
      'site_url',
      'magnet_landing_page',
      'brochure_url',
      'slab_min',
      'slab_max',
      'rera_no',
      'land_area',
      'starting_price',
      'banner_url',
      'highlights',
      'fact_sheet',
      'is_masked',
      'site_visit_count',
      'created_at',
    ],
    built.map((b, i) => [
      b.id,
      b.def.name,
      b.def.builder,
      b.regionId,
      b.def.location,
      b.def.active === false ? 0 : 1,
      b.def.focus ? 1 : 0,
      b.creator,
      `https://${b.slug}.example.com/`,
      `https://partners.example.com/p/${b.slug}`,
      assets.projects[i]?.brochure ?? null,
      b.slabMin,
      b.slabMax,
      b.rera,
      b.landArea,
      b.startingPrice,
      assets.projects[i]?.banner ?? null,
      json(b.highlights),
      b.factSheet,
      i % 7 === 3 ? 1 : 0,
      b.siteVisits,
      iso(b.createdAt),
    ]),
  );
  await insertRows(
    q,
    'project_meta',
    ['project_id', 'bhk', 'price'],
    built.flatMap((b) => b.plans.map((pl) => [b.id, pl.bhk, pl.price])),
  );
  await insertRows(
    q,
    'floor_plans',
    ['project_id', 'bhk', 'area', 'price'],
    built.flatMap((b) => b.plans.map((pl) => [b.id, pl.label, pl.area, pl.price])),
  );
  await insertRows(
    q,
    'project_images',
    ['project_id', 'type', 'url'],
    built.flatMap((b, i) => {
      const a = assets.projects[i];
      if (!a) return [];
      return [
        [b.id, 'baner', a.banner],
        [b.id, 'highlight', a.highlight],
        ...a.gallery.map((g) => [b.id, 'gallary', g]),
      ];
    }),
  );
}

type ProjectRef = {
  id: number;
  name: string;
  parentId: number;
  isFocus: boolean;
  slabMin: number;
  slabMax: number;
  plans: { bhk: string; area: number; price: number }[];
};

async function loadProjects(q: Q): Promise<ProjectRef[]> {
  const rows = await q.query<{
    id: number;
    name: string;
    parent_id: number;
    is_focus: number;
    slab_min: number;
    slab_max: number;
    plans: { bhk: string; area: number; price: number }[] | null;
  }>(
    `SELECT p.id, p.name, r.parent_id, p.is_focus, p.slab_min, p.slab_max,
            (SELECT json_agg(json_build_object('bhk', fp.bhk, 'area', fp.area, 'price', fp.price) ORDER BY fp.id)
               FROM floor_plans fp WHERE fp.project_id = p.id) AS plans
       FROM projects p JOIN regions r ON r.id = p.region_id
      WHERE p.is_active = 1
      ORDER BY p.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    parentId: r.parent_id,
    isFocus: r.is_focus === 1,
    slabMin: Number(r.slab_min),
    slabMax: Number(r.slab_max),
    plans: r.plans?.length ? r.plans : [{ bhk: '2 BHK', area: 700, price: 7_000_000 }],
  }));
}

// ------------------------------------------------------------------ partner data

type BookingCodes = [
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
];
type BookingPlan = { codes: BookingCodes; cancelled?: boolean };

/** One booking per row of the booking status table (02 §4), plus Status Awaited, NULL codes and cancellations. */
const DEMO_BOOKINGS: BookingPlan[] = [
  { codes: [-1, 0, 0, 0, 0, 0] },
  { codes: [0, 0, 0, 0, 0, 0] },
  { codes: [2, 0, 0, 0, 0, 0] },
  { codes: [1, 0, 0, 0, 0, 0] },
  { codes: [1, 1, 0, 0, 0, 0] },
  { codes: [1, 1, 1, 0, 0, 0] },
  { codes: [1, 1, 1, 1, 0, 0] },
  { codes: [1, 1, 1, 1, 1, 0] },
  { codes: [1, 1, 1, 1, 1, 1] },
  { codes: [1, 1, 1, 1, 1, 2] },
  { codes: [1, 1, 1, 1, 1, 2] },
  { codes: [1, 2, 0, 0, 0, 0] },
  { codes: [1, 1, 1, 2, 0, 0] },
  { codes: [null, null, null, null, null, null] },
  { codes: [1, 1, null, null, null, null] },
  { codes: [1, 1, 1, 1, 0, 0], cancelled: true },
  { codes: [1, 0, 0, 0, 0, 0], cancelled: true },
  { codes: [1, 1, 1, 1, 1, 1] },
];

const SECOND_BOOKINGS: BookingPlan[] = [
  { codes: [1, 0, 0, 0, 0, 0] },
  { codes: [1, 1, 1, 0, 0, 0] },
  { codes: [1, 1, 1, 1, 1, 2] },
  { codes: [0, 0, 0, 0, 0, 0] },
  { codes: [1, 1, 1, 1, 0, 0], cancelled: true },
];

type PartnerSpec = {
  id: number;
  name: string;
  email: string;
  phone: string;
  stageCounts: [stage: number, count: number][];
  projects: ProjectRef[];
  bookings: BookingPlan[];
  /** Leads left without activity, comments and calls (the empty texts of the detail panel). */
  quietLeads: number;
  regionIds: number[];
  localities: string[];
  bulkFiles: number;
  campaigns: number;
  homeLoans: number;
};

type Staff = { rms: Person[]; presales: Person[]; teamLeads: Person[]; crm: Person[] };

/** Ids of the platform's RMs: sales RMs (the lead's assignee, the booking's sales RM) and presale RMs. */
const SALES_RM_ID_BASE = 101;
const PRESALE_RM_ID_BASE = 201;
/** RMs of the leads `addLeads` makes for benchmarks (names of their own). */
const BENCH_RM_ID_BASE = 1001;
const rmId = (staff: Person[], who: Person, base: number) => base + staff.indexOf(who);

type Ctx = {
  q: Q;
  f: Faker;
  now: Date;
  uploads: Uploads;
  phone: () => string;
  staff: Staff;
  recordings: string[];
};

type LogRow = [
  lead: number,
  action: string | null,
  actionName: string | null,
  actionDate: string | null,
  message: string | null,
  comment: string | null,
  user: string | null,
  createdAt: string,
];

type PlannedLog = {
  action: string | null;
  name: string | null;
  message: string | null;
  comment: string | null;
  user: string | null;
};

/** The activity history of a lead that reached `stage`, in the spec's vocabulary (02 §4). */
function plannedActivity(
  f: Faker,
  stage: number,
  status: number | null,
  rm: string,
  partner: string,
): PlannedLog[] {
  const out: PlannedLog[] = [];
  const call = (action: string, name: string | null, message: string) =>
    out.push({ action, name, message, comment: f.helpers.arrayElement(CALL_NOTES), user: rm });
  const statusEntry = (id: number) =>
    out.push({
      action: 'lead_status_change',
      name: statusName(id),
      message: `Activity status changed to ${statusName(id)}`,
      comment: null,
      user: rm,
    });
  out.push({
    action: 'lead_auto_assign',
    name: f.datatype.boolean() ? null : 'New',
    message: `Lead assigned to ${rm}`,
    comment: null,
    user: null,
  });
  if (f.datatype.boolean({ probability: 0.15 })) {
    out.push({
      action: 'lead_manual_assign',
      name: null,
      message: `Lead re-assigned to ${rm}`,
      comment: null,
      user: partner,
    });
  }
  let path: number[];
  if (stage === S.closed) {
    const reached = f.helpers.arrayElement([S.notUpdated, S.suspect, S.suspect, S.opportunity, S.pipeline]);
    path = [...FUNNEL.slice(0, FUNNEL.indexOf(reached) + 1), S.closed];
  } else if (stage === S.cancel) {
    const reached = f.helpers.arrayElement([S.pipeline, S.eoiApplication, S.booked]);
    path = [...FUNNEL.slice(0, FUNNEL.indexOf(reached) + 1), S.cancel];
  } else {
    path = FUNNEL.slice(0, FUNNEL.indexOf(stage) + 1);
  }
  const reactivated =
    stage !== S.closed && stage !== S.notUpdated && f.datatype.boolean({ probability: 0.12 });
  for (let k = 1; k < path.length; k++) {
    const from = path[k - 1] ?? S.notUpdated;
    const to = path[k] ?? S.notUpdated;
    if (to === S.closed || to === S.cancel) {
      call(
        f.helpers.arrayElement(['disinterested', 'disqualify']),
        null,
        to === S.closed ? 'Client not interested any more' : 'Client asked to cancel',
      );
    } else {
      call('followup_set', 'Follow Up', 'Follow up scheduled');
      if (f.datatype.boolean({ probability: 0.6 })) call('followup', null, 'Called the client');
      if (to === S.opportunity) {
        call('interested', 'Interested', 'Client is interested');
        if (f.datatype.boolean({ probability: 0.3 })) statusEntry(ST.videoCallDone);
      }
      if (to === S.pipeline) {
        statusEntry(ST.visitDone);
        if (f.datatype.boolean({ probability: 0.25 })) statusEntry(ST.hpopDone);
      }
      if ((to === S.eoiApplication || to === S.booked) && f.datatype.boolean({ probability: 0.5 })) {
        statusEntry(ST.revisitDone);
      }
    }
    if (reactivated && k === path.length - 1) {
      call('disqualify', null, 'Client stopped responding');
      out.push({
        action: 'lead_state_change',
        name: 'Closed',
        message: `Stage changed from ${stageName(from)} to Closed`,
        comment: null,
        user: rm,
      });
      out.push({
        action: 'reactivation',
        name: null,
        message: 'Lead reactivated',
        comment: 'Client called back',
        user: rm,
      });
    }
    out.push({
      action: 'lead_state_change',
      name: stageName(to),
      message: `Stage changed from ${stageName(reactivated && k === path.length - 1 ? S.closed : from)} to ${stageName(to)}`,
      comment: null,
      user: rm,
    });
  }
  if (stage === S.closed && f.datatype.boolean({ probability: 0.2 })) {
    out.push({
      action: 'sourcing',
      name: null,
      message: 'Lead transferred to sourcing',
      comment: null,
      user: rm,
    });
  }
  if (
    status !== null &&
    ACTIVITY_STATUSES.includes(status) &&
    !out.some((e) => e.name === statusName(status))
  ) {
    statusEntry(status);
  }
  if (f.datatype.boolean({ probability: 0.08 })) {
    out.splice(1, 0, { action: null, name: null, message: null, comment: null, user: null });
  }
  return out;
}

const CREATED_DAYS: Record<number, [number, number]> = {
  [S.notUpdated]: [1.2, 25],
  [S.suspect]: [3, 60],
  [S.opportunity]: [5, 90],
  [S.pipeline]: [10, 120],
  [S.eoiApplication]: [20, 150],
  [S.eoiNonRefundable]: [20, 150],
  [S.booked]: [30, 240],
  [S.closed]: [10, 200],
  [S.cancel]: [40, 240],
};
const OPEN_STAGES: number[] = [S.suspect, S.opportunity, S.pipeline, S.eoiApplication, S.eoiNonRefundable];

function documentStatus(codes: BookingCodes): string {
  const stage = codes[0];
  if (stage === -1) return 'Rejected';
  if (stage === 1) return 'Verified';
  if (stage === 2) return 'Under Review';
  return 'Pending';
}

async function seedPartner(c: Ctx, p: PartnerSpec): Promise<void> {
  const { f, now, q } = c;
  const at = (minutesAgo: number) => new Date(now.getTime() - Math.round(minutesAgo) * MINUTE);
  const stages = f.helpers.shuffle(
    p.stageCounts.flatMap(([stage, n]) => Array.from({ length: n }, () => stage)),
  );
  const total = stages.length;
  const leadIds = await allocIds(q, 'leads', total);

  // Sources: every source once, then weighted.
  const sourceIds = stages.map((_, i) =>
    i < SOURCES.length && total >= 20
      ? (SOURCES[i]?.[0] ?? SRC.magnetLimited)
      : f.helpers.weightedArrayElement(
          SOURCES.map(([id], k) => ({ value: id, weight: SOURCE_WEIGHTS[k] ?? 1 })),
        ),
  );
  // Activity statuses by stage; every status at least once on a partner with many leads.
  const statuses = stages.map((stage) =>
    stage === S.notUpdated && f.datatype.boolean({ probability: 0.8 })
      ? null
      : f.helpers.arrayElement(STATUS_BY_STAGE[stage] ?? [ST.followUp]),
  );
  if (total >= 60) {
    for (const [id] of STATUSES) {
      if (statuses.includes(id)) continue;
      const k = stages.findIndex(
        (st, i) =>
          (STATUS_BY_STAGE[st] ?? []).includes(id) && statuses.filter((s) => s === statuses[i]).length > 1,
      );
      if (k >= 0) statuses[k] = id;
    }
  }
  const quiet = new Set(
    f.helpers.arrayElements(
      stages.map((_, i) => i).filter((i) => stages[i] !== S.booked),
      Math.min(p.quietLeads, total),
    ),
  );

  const clientRows: unknown[][] = [];
  const clientIds = await allocIds(q, 'clients', total);
  const leadRows: unknown[][] = [];
  const logRows: LogRow[] = [];
  const commentRows: unknown[][] = [];
  const callRows: unknown[][] = [];
  type Booked = {
    leadId: number;
    clientId: number;
    project: ProjectRef;
    date: Date;
    isPresale: number;
    rm: Person;
  };
  const booked: Booked[] = [];
  const clients: { id: number; projectId: number }[] = [];

  for (let i = 0; i < total; i++) {
    const stage = stages[i] ?? S.notUpdated;
    const status = statuses[i] ?? null;
    const sourceId = sourceIds[i] ?? SRC.magnetLimited;
    const leadId = leadIds[i] ?? 0;
    const project = f.helpers.arrayElement(p.projects);
    const [dMin, dMax] = CREATED_DAYS[stage] ?? [2, 60];
    const createdAgo = f.number.float({ min: dMin, max: dMax }) * 1440;
    const created = at(createdAgo);
    // A few clients come back for a second project.
    const repeat =
      clients.length > 5 && f.datatype.boolean({ probability: 0.08 })
        ? f.helpers.arrayElement(clients)
        : null;
    let clientId: number;
    if (repeat && repeat.projectId !== project.id) {
      clientId = repeat.id;
    } else {
      clientId = clientIds[clientRows.length] ?? 0;
      const who = person(f);
      clientRows.push([
        clientId,
        p.id,
        who.name,
        c.phone(),
        '+91',
        f.datatype.boolean({ probability: 0.15 }) ? c.phone() : null,
        f.datatype.boolean({ probability: 0.85 })
          ? f.internet.email({ firstName: who.first, lastName: who.last }).toLowerCase()
          : null,
        f.datatype.boolean({ probability: 0.9 }) ? f.helpers.arrayElement(p.localities) : null,
        iso(created),
      ]);
      clients.push({ id: clientId, projectId: project.id });
    }

    const lastAgo = createdAgo * f.number.float({ min: OPEN_STAGES.includes(stage) ? 0.02 : 0.1, max: 0.6 });
    const hasAssignee = !(quiet.has(i) && stage === S.notUpdated);
    const rm = f.helpers.arrayElement(c.staff.rms);
    const assignedAgo = createdAgo - f.number.int({ min: 5, max: 120 });
    const isPresale = f.datatype.boolean({ probability: 0.25 }) ? 1 : 0;
    const isMagnetSource = MAGNET_SOURCE_IDS.includes(sourceId);

    const planned = quiet.has(i) ? [] : plannedActivity(f, stage, status, rm.name, p.name);
    // Spread the entries between assignment and the last activity.
    const span = Math.max(10, assignedAgo - lastAgo);
    const offsets = planned.map(() => f.number.float({ min: 0, max: 1 })).sort((a, b) => a - b);
    const times = planned.map((_, k) => at(assignedAgo - (k === 0 ? 0 : (offsets[k] ?? 1) * span)));
    planned.forEach((e, k) => {
      const t = times[k] ?? created;
      logRows.push([
        leadId,
        e.action,
        e.name,
        e.action ? iso(t) : null,
        e.message,
        e.comment,
        e.user,
        iso(t),
      ]);
    });
    const lastTime = times[times.length - 1] ?? created;
    const statusEvent = status === null ? -1 : planned.map((e) => e.name).lastIndexOf(statusName(status));
    const stateChanges = planned
      .map((e, k) => (e.action === 'lead_state_change' ? k : -1))
      .filter((k) => k >= 0);
    const finalChange = times[stateChanges[stateChanges.length - 1] ?? -1] ?? lastTime;

    let actionDate: Date | null = stage === S.notUpdated && planned.length < 2 ? null : lastTime;
    let followup: Date | null = null;
    if (status === ST.visitScheduled || status === ST.revisitScheduled) {
      actionDate = new Date(
        now.getTime() + f.number.int({ min: 1, max: 10 }) * DAY + f.number.int({ min: 0, max: 600 }) * MINUTE,
      );
    } else if (status !== null && ACTIVITY_STATUSES.includes(status)) {
      actionDate = times[statusEvent] ?? lastTime;
    }
    if (OPEN_STAGES.includes(stage) && (status === ST.followUp || f.datatype.boolean({ probability: 0.7 }))) {
      followup = new Date(now.getTime() + f.number.float({ min: -3, max: 14 }) * DAY);
    }
    const closedAt = stage === S.closed ? finalChange : null;
    const closingReason =
      stage === S.closed
        ? f.helpers.arrayElement(CLOSING_REASONS)
        : stage === S.cancel
          ? f.helpers.arrayElement(CANCEL_REASONS)
          : null;
    const updated = new Date(
      Math.max(lastTime.getTime(), created.getTime()) + f.number.int({ min: 0, max: 30 }) * MINUTE,
    );
    const alternate = f.datatype.boolean({ probability: 0.1 }) ? f.helpers.arrayElement(p.projects) : null;
    const percentage = f.helpers.arrayElement([50, 50, 60, 70]);
    const bhk = Number.parseInt(f.helpers.arrayElement(project.plans).bhk, 10) || 0;
    const minBudget = round((project.plans[0]?.price ?? 5_000_000) * 0.9, 100_000);
    const presaleRm = isPresale ? f.helpers.arrayElement(c.staff.presales) : null;
    leadRows.push([
      leadId,
      p.id,
      clientId,
      project.id,
      alternate && alternate.id !== project.id ? alternate.id : null,
      stage,
      status,
      sourceId,
      hasAssignee ? rmId(c.staff.rms, rm, SALES_RM_ID_BASE) : null,
      hasAssignee ? rm.name : null,
      hasAssignee ? iso(at(assignedAgo)) : null,
      presaleRm ? rmId(c.staff.presales, presaleRm, PRESALE_RM_ID_BASE) : null,
      presaleRm ? presaleRm.name : null,
      isMagnetSource ? p.name : null,
      isMagnetSource ? p.id : null,
      isMagnetSource
        ? f.datatype.boolean({ probability: 0.85 })
          ? f.helpers.arrayElement(ADMIN_MESSAGES)
          : null
        : f.datatype.boolean({ probability: 0.5 })
          ? `Lead from the ${SOURCES.find(([id]) => id === sourceId)?.[1] ?? 'digital'} campaign`
          : null,
      1,
      isPresale,
      f.datatype.boolean({ probability: 0.1 }) ? '2' : '1',
      f.datatype.boolean({ probability: 0.15 }) ? 1 : 0,
      closingReason,
      f.datatype.boolean({ probability: 0.3 }) ? 1 : 0,
      followup ? iso(followup) : null,
      actionDate ? iso(actionDate) : null,
      closedAt ? iso(closedAt) : null,
      json(
        sourceId === SRC.magnetLimited
          ? {
              percentage,
              ClientBudget: {
                min_budget: minBudget,
                max_budget: round(minBudget * 1.3, 100_000),
                possession_timeline: f.helpers.arrayElement([2025, 2026, 2027, 2028]),
                referred_by: f.datatype.boolean({ probability: 0.2 }) ? person(f).name : '',
                required_bhk: bhk,
              },
            }
          : { percentage: 50 },
      ),
      iso(created),
      iso(updated),
    ]);

    if (!quiet.has(i)) {
      if (f.datatype.boolean({ probability: 0.65 })) {
        const n = f.number.int({ min: 2, max: 4 });
        const authors = [rm, ...c.staff.presales.slice(0, 1), { name: p.name, saluation: 'Mr.' as const }];
        for (let k = 0; k < n; k++) {
          const who = f.helpers.arrayElement(authors);
          const t = new Date(
            created.getTime() + ((k + 1) / (n + 1)) * (updated.getTime() - created.getTime()),
          );
          commentRows.push([leadId, f.helpers.arrayElement(COMMENTS), who.name, who.saluation, iso(t)]);
        }
      }
      if (
        (stage !== S.notUpdated || f.datatype.boolean({ probability: 0.3 })) &&
        f.datatype.boolean({ probability: 0.7 })
      ) {
        const n = f.number.int({ min: 1, max: 4 });
        for (let k = 0; k < n; k++) {
          const missed = f.datatype.boolean({ probability: 0.18 });
          const seconds = missed ? 0 : f.number.int({ min: 18, max: 540 });
          const t = new Date(
            created.getTime() + ((k + 1) / (n + 1)) * (updated.getTime() - created.getTime()),
          );
          callRows.push([
            leadId,
            p.id,
            missed && f.datatype.boolean() ? null : f.helpers.arrayElement(c.recordings),
            formatDuration(seconds),
            iso(t),
            rm.name,
          ]);
        }
      }
    }
    if (stage === S.booked) booked.push({ leadId, clientId, project, date: finalChange, isPresale, rm });
  }

  await insertRows(
    q,
    'clients',
    [
      'id',
      'magnet_id',
      'name',
      'number',
      'country_code',
      'alternate_number',
      'email',
      'current_location',
      'created_at',
    ],
    clientRows,
  );
  await insertRows(
    q,
    'leads',
    [
      'id',
      'magnet_id',
      'client_id',
      'project_id',
      'alternate_project_id',
      'stage_id',
      'internal_status_id',
      'source_id',
      'assign_id',
      'assignee_name',
      'assigned_at',
      'presale_rm_id',
      'presale_rm_name',
      'creator_name',
      'created_by',
      'admin_message',
      'is_magnet',
      'is_presale',
      'nationality',
      'is_audit_new_lead',
      'closing_reason',
      'loan_required',
      'followup_date',
      'action_date',
      'closed_at',
      'more_fields',
      'created_at',
      'updated_at',
    ],
    leadRows,
  );
  await insertRows(
    q,
    'update_logs',
    [
      'lead_id',
      'action',
      'action_name',
      'action_date',
      'activity_message',
      'comment',
      'user_name',
      'created_at',
    ],
    logRows,
  );
  await insertRows(
    q,
    'comments',
    ['lead_id', 'comments', 'user_name', 'user_saluation', 'created_at'],
    commentRows,
  );
  await insertRows(
    q,
    'call_details',
    ['lead_id', 'user_id', 'recording_url', 'conversation_duration', 'call_date', 'agent_name'],
    callRows,
  );

  // Bookings: one per Booked lead, codes from the plan.
  const bookingRows = booked.map((b, k) => {
    const plan = p.bookings[k] ?? { codes: [1, 1, 0, 0, 0, 0] };
    const fp = f.helpers.arrayElement(b.project.plans);
    const agreement = round(fp.price * f.number.float({ min: 0.95, max: 1.08 }), 1000);
    const bookingAmount = round(agreement * f.helpers.arrayElement([0.05, 0.1]), 1000);
    const baseIncentive = Math.round((agreement * b.project.slabMin) / 100);
    const ladder = f.datatype.boolean({ probability: 0.6 })
      ? Math.round(
          ((agreement * (b.project.slabMax - b.project.slabMin)) / 100) *
            f.number.float({ min: 0.3, max: 1 }),
        )
      : 0;
    const totalBrokerage = baseIncentive + ladder;
    const tds = Math.round(totalBrokerage * 0.05);
    const gst = Math.round(totalBrokerage * 0.18);
    const payable = totalBrokerage - tds + gst;
    const code = plan.codes.map((x) => x ?? 0).join('');
    const released = plan.cancelled ? 0 : code === '111112' ? payable : 0;
    const progress = plan.codes.filter((x) => x !== null && x > 0).length;
    const letter = f.helpers.arrayElement(['A', 'B', 'C', 'D', 'E']);
    const tl = f.helpers.arrayElement(c.staff.teamLeads);
    return [
      p.id,
      b.leadId,
      b.project.id,
      b.clientId,
      rmId(c.staff.rms, b.rm, SALES_RM_ID_BASE),
      b.rm.name,
      tl.name,
      tl.name,
      dateOnly(b.date),
      agreement,
      bookingAmount,
      fp.bhk,
      f.helpers.arrayElement([
        `Tower ${letter}`,
        `Wing ${letter}`,
        `Building ${f.number.int({ min: 1, max: 6 })}`,
      ]),
      `${letter}-${f.number.int({ min: 1, max: 32 })}${String(f.number.int({ min: 1, max: 8 })).padStart(2, '0')}`,
      ...plan.codes,
      documentStatus(plan.codes),
      b.isPresale,
      f.datatype.boolean({ probability: 0.3 }) ? 1 : 0,
      plan.cancelled ? 1 : 0,
      json(progress >= 2 ? [10, 20] : progress === 1 ? [10] : []),
      totalBrokerage,
      baseIncentive,
      ladder,
      tds,
      gst,
      payable,
      released,
      iso(b.date),
    ];
  });
  await insertRows(
    q,
    'bookings',
    [
      'magnet_id',
      'lead_id',
      'project_id',
      'client_id',
      'sales_rm_id',
      'sales_rm_name',
      'parent_rm_name',
      'tl_name',
      'booking_date',
      'agreement_value',
      'booking_amount',
      'flat_type',
      'building_number',
      'flat_no',
      'booking_document_stage',
      'sdr_payment_status',
      'registration_status',
      'invoice_raised_status',
      'invoice_cleared_status',
      'magnet_invoice_cleared_status',
      'document_status',
      'is_presale',
      'passback',
      'is_lead_cancelled',
      'client_payment_percentages',
      'total_brokerage',
      'base_incentive',
      'ladder_incentive',
      'total_tds',
      'total_gst',
      'payable_amount',
      'released_amount',
      'created_at',
    ],
    bookingRows,
  );

  await seedPartnerExtras(c, p);
}

/** Bulk lead files (with real CSV files), campaign spends and home loans of a partner. */
async function seedPartnerExtras(c: Ctx, p: PartnerSpec): Promise<void> {
  const { f, now, q } = c;
  const bulkRows = Array.from({ length: p.bulkFiles }, (_, k) => {
    const project = k % 4 === 3 ? null : f.helpers.arrayElement(p.projects);
    const moved = k % 2 === 0 ? 1 : 0;
    const rows = [['Name', 'Number', 'Email', 'Project']];
    for (let r = 0; r < f.number.int({ min: 5, max: 14 }); r++) {
      const who = person(f);
      rows.push([
        who.name,
        c.phone(),
        f.internet.email({ firstName: who.first, lastName: who.last }).toLowerCase(),
        project?.name ?? '',
      ]);
    }
    const fileName = `${(project?.name ?? 'open-leads').toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${k + 1}.csv`;
    const key = storeFile(c.uploads, fileName, csvText(rows));
    const created = new Date(now.getTime() - f.number.float({ min: 1.5, max: 120 }) * DAY);
    return [
      p.id,
      project?.id ?? null,
      project?.parentId ?? p.regionIds[0] ?? MUMBAI,
      p.name,
      p.email,
      p.phone,
      'Magnet Bulk',
      moved,
      moved
        ? f.helpers.arrayElement(['Completed', 'Processed'])
        : f.helpers.arrayElement(['Rejected', 'Uploaded']),
      moved ? null : k % 3 === 1 ? f.helpers.arrayElement(BULK_CLOSING_REASONS) : null,
      fileName,
      key,
      iso(created),
    ];
  });
  await insertRows(
    q,
    'bulk_lead_files',
    [
      'magnet_id',
      'project_id',
      'parent_region_id',
      'uploader_name',
      'email',
      'phone',
      'source_name',
      'is_moved',
      'status',
      'closing_reason',
      'file_name',
      'file_key',
      'created_at',
    ],
    bulkRows,
  );

  const types = [[1], [2], [1, 2], [3], [4], [5], [2, 4], [1, 5]];
  const states = ['Completed', 'Active', 'Active', 'Paused', 'Requested', 'Completed', 'Active', 'Completed'];
  const focus = p.projects.filter((pr) => pr.isFocus);
  const campaignIds = await allocIds(q, 'campaign_spends', p.campaigns);
  const campaignRows = campaignIds.map((id, k) => {
    const status = states[k % states.length] ?? 'Active';
    const amount = f.helpers.arrayElement([25_000, 50_000, 75_000, 100_000, 150_000]);
    const spent =
      status === 'Completed'
        ? round(amount * f.number.float({ min: 0.9, max: 1 }), 100)
        : status === 'Requested'
          ? 0
          : round(amount * f.number.float({ min: 0.2, max: 0.7 }), 100);
    const cpl = f.number.int({ min: 250, max: 900 });
    const startAgo =
      status === 'Requested' ? -f.number.int({ min: 2, max: 7 }) : f.number.int({ min: 10, max: 100 });
    const start = new Date(now.getTime() - startAgo * DAY);
    const end = new Date(start.getTime() + f.helpers.arrayElement([15, 30, 45]) * DAY);
    const created = new Date(
      Math.min(start.getTime(), now.getTime()) - f.number.int({ min: 1, max: 5 }) * DAY,
    );
    const updated = new Date(Math.min(now.getTime() - 2 * 60 * MINUTE, end.getTime()));
    // A request awaiting payment has its payment page (a random key: the link names no partner).
    const paymentKey = status === 'Requested' ? randomBytes(16).toString('hex') : null;
    return [
      id,
      p.id,
      f.helpers.arrayElement(focus.length ? focus : p.projects).id,
      types[k % types.length] ?? [1],
      amount,
      p.name.toUpperCase(),
      status,
      paymentKey === null ? null : `/payments/campaign/${paymentKey}`,
      paymentKey,
      spent,
      Math.floor(spent / cpl),
      dateOnly(start),
      dateOnly(end),
      iso(created),
      iso(updated < created ? created : updated),
    ];
  });
  await insertRows(
    q,
    'campaign_spends',
    [
      'id',
      'magnet_id',
      'project_id',
      'campaign_type_ids',
      'amount',
      'name',
      'status',
      'payment_url',
      'payment_key',
      'spend_amount',
      'lead_count',
      'start_date',
      'end_date',
      'created_at',
      'updated_at',
    ],
    campaignRows,
  );

  await insertRows(
    q,
    'home_loans',
    ['magnet_id', 'name', 'number', 'added_by_name', 'created_at'],
    Array.from({ length: p.homeLoans }, () => [
      p.id,
      person(f).name,
      c.phone(),
      p.name,
      iso(new Date(now.getTime() - f.number.float({ min: 1.5, max: 90 }) * DAY)),
    ]),
  );
}

// ------------------------------------------------------------------ users

type UserRow = {
  id: number;
  phone: string;
  first: string;
  last: string;
  email: string | null;
  tc: number;
  ivr: string | null;
  rm: number | null;
  meta: Record<string, unknown>;
  created: Date;
};

async function insertUsers(q: Q, hash: string, users: UserRow[]): Promise<void> {
  await insertRows(
    q,
    'users',
    [
      'id',
      'phone',
      'password_hash',
      'role',
      'first_name',
      'last_name',
      'email',
      'is_tc_agree',
      'ivr_number',
      'service_rm_id',
      'meta',
      'created_at',
      'updated_at',
    ],
    users.map((u) => [
      u.id,
      u.phone,
      hash,
      'magnet',
      u.first,
      u.last,
      u.email,
      u.tc,
      u.ivr,
      u.rm,
      json(u.meta),
      iso(u.created),
      iso(u.created),
    ]),
  );
}

function seedStaff(f: Faker): Staff {
  const unique = (n: number, taken: Set<string>) => {
    const out: Person[] = [];
    while (out.length < n) {
      const p = person(f);
      if (!taken.has(p.name)) {
        taken.add(p.name);
        out.push(p);
      }
    }
    return out;
  };
  const taken = new Set<string>();
  return {
    rms: unique(8, taken),
    presales: unique(4, taken),
    teamLeads: unique(3, taken),
    crm: unique(2, taken),
  };
}

/** Everything, inside the caller's transaction. */
async function seedInto(q: Q, dataDir: string, hash: string): Promise<void> {
  const now = new Date();
  const f = newFaker(FAKER_SEED);
  const uploads = new Uploads(dataDir);
  await seedReference(q);
  await seedProjects(q, f, uploads, now);
  const projects = await loadProjects(q);
  if (projects.length === 0) throw new Error('no active projects to seed leads on');
  const regions = await q.query<{ id: number; name: string; parent_id: number }>(
    'SELECT id, name, parent_id FROM regions ORDER BY id',
  );
  const parents = await q.query<{ id: number; name: string }>(
    'SELECT id, name FROM region_parents ORDER BY id',
  );
  const rms = await q.query<{ id: number }>('SELECT id FROM service_rms ORDER BY id');
  const regionId = (name: string) => regions.find((r) => r.name === name)?.id ?? null;
  const localities = (parentIds: number[]) =>
    regions
      .filter((r) => parentIds.includes(r.parent_id))
      .map((r) => `${r.name}, ${parents.find((pp) => pp.id === r.parent_id)?.name ?? ''}`);

  const extraAssets = writeDemoAssets(uploads, [], [210, 25]);
  const staff = seedStaff(f);
  const phone = phoneMaker(f);
  const days = (n: number) => new Date(now.getTime() - n * DAY);

  // Users: the demo partner, the second partner and the partners the demo partner referred.
  const referredCount = 5;
  const userIds = await allocIds(q, 'users', 2 + referredCount + 1);
  const [demoId = 0, secondId = 0] = userIds;
  const demo = { first: 'Rohan', last: 'Mehta', email: 'rohan.mehta@example.com' };
  const second = { first: 'Priya', last: 'Nair', email: 'priya.nair@example.com' };
  const users: UserRow[] = [
    {
      id: demoId,
      phone: DEMO_PHONE,
      first: demo.first,
      last: demo.last,
      email: demo.email,
      tc: 1,
      ivr: '08047185500',
      rm: rms[0]?.id ?? null,
      created: days(420),
      meta: {
        gst_no: '27ABCPM1234F1Z5',
        rera_no: 'A51800012345',
        is_rera_applied: 1,
        rera_applied_date: dateOnly(days(600)),
        pincode: '400053',
        total_experience: 8,
        genrate_leads: ['Reference', 'Digital Leads'],
        plateform_present_in: ['Website', 'Facebook', 'Instagram'],
        devote_time: 'Full Time',
        have_team: 1,
        own_state_business: 1,
        list_properties: 1,
        operate_business: 'Sole Prop',
        office_location: 'Office 12, Lokhandwala Complex, Andheri West, Mumbai',
        deal_business_types: ['Primary', 'Resale'],
        user_location: [
          { lat: 19.1364, lng: 72.8296 },
          { lat: 19.1176, lng: 72.906 },
        ],
        profile_pic: extraAssets.profilePics[0] ?? null,
        visiting_card: extraAssets.visitingCards[0] ?? null,
      },
    },
    {
      id: secondId,
      phone: SECOND_PHONE,
      first: second.first,
      last: second.last,
      email: second.email,
      tc: 1,
      ivr: '08047185511',
      rm: rms[2]?.id ?? null,
      created: days(300),
      meta: {
        gst_no: '29AAKFN5678K1Z2',
        rera_no: 'B29100054321',
        is_rera_applied: 1,
        rera_applied_date: dateOnly(days(500)),
        pincode: '560066',
        total_experience: 5,
        genrate_leads: ['Reference', 'Purchase Data'],
        plateform_present_in: ['LinkedIn', 'Website'],
        devote_time: 'Part Time',
        have_team: 0,
        own_state_business: 1,
        list_properties: 0,
        operate_business: 'Partnership',
        office_location: '3rd Floor, ITPL Main Road, Whitefield, Bangalore',
        deal_business_types: ['Primary', 'Rental'],
        user_location: [
          { lat: 12.9698, lng: 77.75 },
          { lat: 28.4595, lng: 77.0266 },
        ],
        profile_pic: extraAssets.profilePics[1] ?? null,
        visiting_card: extraAssets.visitingCards[1] ?? null,
      },
    },
  ];
  const referred = userIds.slice(2).map((id, k) => {
    const who = person(f);
    return {
      id,
      phone: phone(),
      first: who.first,
      last: k === 3 ? '' : who.last,
      email:
        k % 2 === 0 ? f.internet.email({ firstName: who.first, lastName: who.last }).toLowerCase() : null,
      tc: k % 2 === 0 ? 1 : 0,
      ivr: null,
      rm: rms[(k + 1) % Math.max(1, rms.length)]?.id ?? null,
      created: days(f.number.int({ min: 5, max: 200 })),
      meta:
        k % 2 === 0
          ? { devote_time: 'Part Time', deal_business_types: ['Primary'], genrate_leads: ['Reference'] }
          : {},
    };
  });
  await insertUsers(q, hash, [...users, ...referred]);

  const userRegions: [number, number, number | null][] = [
    [demoId, MUMBAI, regionId('Andheri')],
    [demoId, PUNE, regionId('Baner')],
    [demoId, BANGALORE, null],
    [secondId, BANGALORE, regionId('Whitefield')],
    [secondId, DELHI, regionId('Gurugram')],
    ...referred.map((r, k): [number, number, number | null] => [
      r.id,
      [MUMBAI, PUNE, BANGALORE, DELHI][k % 4] ?? MUMBAI,
      null,
    ]),
  ];
  await insertRows(q, 'user_regions', ['user_id', 'parent_region_id', 'region_id'], userRegions);

  const ctx: Ctx = { q, f, now, uploads, phone, staff, recordings: extraAssets.recordings };
  const bangalore = projects.filter((pr) => pr.parentId === BANGALORE);
  const demoProjects = [
    ...projects.filter((pr) => pr.parentId === MUMBAI || pr.parentId === PUNE),
    ...bangalore.slice(0, 2),
  ];
  const secondProjects = [...bangalore.slice(2), ...projects.filter((pr) => pr.parentId === DELHI)];

  await seedPartner(ctx, {
    id: demoId,
    name: `${demo.first} ${demo.last}`,
    email: demo.email,
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
    id: secondId,
    name: `${second.first} ${second.last}`,
    email: second.email,
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
  // The last referred user was referred by the second partner.
  await insertRows(
    q,
    'referrals',
    ['magnet_id', 'referred_user_id', 'digital_coins', 'created_at'],
    referred.map((r, k) => [
      k === referred.length - 1 ? secondId : demoId,
      r.id,
      ['500', '1000', '0', '250', '0', '0'][k] ?? '0',
      iso(r.created),
    ]),
  );

  // Saved lead filters in the shape the leads screen keeps them: each key a list of { id, name }.
  const named = (list: [id: number, name: string][], ids: number[]) =>
    ids.map((id) => ({ id, name: list.find(([known]) => known === id)?.[1] ?? String(id) }));
  await insertRows(
    q,
    'user_filters',
    ['user_id', 'type', 'name', 'filter', 'created_at'],
    [
      [
        demoId,
        'lead',
        'Hot pipeline',
        json({ stage_ids: named(STAGES, [S.opportunity, S.pipeline]) }),
        iso(days(20)),
      ],
      [
        demoId,
        'lead',
        'Site visits done',
        json({ internal_status_ids: named(STATUSES, [ST.visitDone, ST.revisitDone]) }),
        iso(days(12)),
      ],
    ],
  );
}

// ------------------------------------------------------------------ entry points

/** Seeds the demo data when the users table is empty (once, even with replicas starting together). */
export async function seedIfEmpty(db: Db, dataDir: string): Promise<boolean> {
  const empty = async (q: Q) =>
    ((await q.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]?.n ?? 0) === 0;
  if (!(await empty(db))) return false;
  const hash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if (!(await empty(tx))) return false;
    await seedInto(tx, dataDir, hash);
    return true;
  });
}

/** Seeds the demo data (a fresh, migrated database). */
export async function seedDemo(db: Db, dataDir: string): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await seedInto(tx, dataDir, hash);
  });
}

// ------------------------------------------------------------------ bulk leads for benchmarks

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
  const firsts = pool(300, () => f.person.firstName());
  const lasts = pool(200, () => f.person.lastName());
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
