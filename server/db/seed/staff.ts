import type { Faker } from '@faker-js/faker';
import { type Person, person } from './common.ts';

// The platform's people the demo leads and bookings name: sales RMs (a lead's assignee, a booking's
// sales RM), presale RMs, team leads and CRM staff, each RM with a fixed id.

export type Staff = { rms: Person[]; presales: Person[]; teamLeads: Person[]; crm: Person[] };

export const SALES_RM_ID_BASE = 101;
export const PRESALE_RM_ID_BASE = 201;
/** RMs of the leads `addLeads` makes for benchmarks (names of their own). */
export const BENCH_RM_ID_BASE = 1001;
export const rmId = (staff: Person[], who: Person, base: number) => base + staff.indexOf(who);

/** Distinct names for every role. */
export function seedStaff(f: Faker): Staff {
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
