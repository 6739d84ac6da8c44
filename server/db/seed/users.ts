import type { Faker } from '@faker-js/faker';
import {
  allocIds,
  DAY,
  DEMO_PHONE,
  dateOnly,
  insertRows,
  iso,
  json,
  person,
  type Q,
  SECOND_PHONE,
} from './common.ts';
import { BANGALORE, DELHI, MUMBAI, type Named, nameOf, PUNE, type Reference, S, ST } from './reference.ts';

// The partners: the demo partner, the second partner and the partners they referred, fully onboarded
// (regions, service RM, profile), with the referrals and the demo partner's saved lead filters.

export type UserRow = {
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

export type Partners = { demo: UserRow; second: UserRow; referred: UserRow[] };

/** The partners' users and regions; every one signs in with the same password hash. */
export async function seedUsers(
  q: Q,
  f: Faker,
  hash: string,
  opts: {
    now: Date;
    phone: () => string;
    regionId: (name: string) => number | null;
    profilePics: string[];
    visitingCards: string[];
  },
): Promise<Partners> {
  const { phone, regionId } = opts;
  const days = (n: number) => new Date(opts.now.getTime() - n * DAY);
  const rms = await q.query<{ id: number }>('SELECT id FROM service_rms ORDER BY id');

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
        gst_no: '27ABCPM1234F1Z3',
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
        profile_pic: opts.profilePics[0] ?? null,
        visiting_card: opts.visitingCards[0] ?? null,
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
        gst_no: '29AAKFN5678K1ZE',
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
        profile_pic: opts.profilePics[1] ?? null,
        visiting_card: opts.visitingCards[1] ?? null,
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
  return { demo: users[0] as UserRow, second: users[1] as UserRow, referred };
}

/** The referred partners: the last one by the second partner, the others by the demo partner. */
export async function seedReferrals(q: Q, { demo, second, referred }: Partners): Promise<void> {
  await insertRows(
    q,
    'referrals',
    ['magnet_id', 'referred_user_id', 'digital_coins', 'created_at'],
    referred.map((r, k) => [
      k === referred.length - 1 ? second.id : demo.id,
      r.id,
      ['500', '1000', '0', '250', '0', '0'][k] ?? '0',
      iso(r.created),
    ]),
  );
}

/** Saved lead filters in the shape the leads screen keeps them: each key a list of { id, name }. */
export async function seedSavedFilters(q: Q, ref: Reference, demoId: number, now: Date): Promise<void> {
  const days = (n: number) => new Date(now.getTime() - n * DAY);
  const named = (list: Named, ids: number[]) =>
    ids.map((id) => ({ id, name: nameOf(list, id) ?? String(id) }));
  await insertRows(
    q,
    'user_filters',
    ['user_id', 'type', 'name', 'filter', 'created_at'],
    [
      [
        demoId,
        'lead',
        'Hot pipeline',
        json({ stage_ids: named(ref.stages, [S.opportunity, S.pipeline]) }),
        iso(days(20)),
      ],
      [
        demoId,
        'lead',
        'Site visits done',
        json({ internal_status_ids: named(ref.statuses, [ST.visitDone, ST.revisitDone]) }),
        iso(days(12)),
      ],
    ],
  );
}
