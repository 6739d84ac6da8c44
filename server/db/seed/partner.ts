import type { Faker } from '@faker-js/faker';
import type { SaveFile } from '../demoAssets.ts';
import { type BookingPlan, seedBookings } from './bookings.ts';
import type { Person, Q } from './common.ts';
import { seedPartnerExtras } from './extras.ts';
import { seedLeads } from './leads.ts';
import type { ProjectRef } from './projects.ts';
import type { Reference } from './reference.ts';
import type { Staff } from './staff.ts';

// One partner's data: leads (with clients and activity), then bookings of the Booked leads, then bulk
// files, campaign spends and home loans.

export type PartnerSpec = {
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

/** What the seed shares between partners: one faker, one clock, one pool of phone numbers. */
export type Ctx = {
  q: Q;
  f: Faker;
  now: Date;
  saveFile: SaveFile;
  ref: Reference;
  phone: () => string;
  staff: Staff;
  recordings: string[];
};

/** A lead that reached Booked: its booking is seeded from it. */
export type Booked = {
  leadId: number;
  clientId: number;
  project: ProjectRef;
  date: Date;
  isPresale: number;
  rm: Person;
};

export async function seedPartner(c: Ctx, p: PartnerSpec): Promise<void> {
  const booked = await seedLeads(c, p);
  await seedBookings(c, p, booked);
  await seedPartnerExtras(c, p);
}
