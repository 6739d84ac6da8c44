import { base, en, en_IN, Faker } from '@faker-js/faker';
import type { Db } from '../db.ts';

// What every part of the demo seed shares: the fixed faker seed (en_IN), the demo sign-ins, batched
// inserts and the small formats of the rows.

export type Q = Pick<Db, 'query'>;

export const DEMO_PHONE = '9876543210';
export const SECOND_PHONE = '9876543211';
export const DEMO_PASSWORD = 'magnet123';
/** Extension (issue 53): the demo partner's agents. */
export const AGENT_PHONES = ['9876543212', '9876543213'] as const;
export const FAKER_SEED = 20261122;

export const MINUTE = 60_000;
export const DAY = 1440 * MINUTE;

/** Multi-row INSERT with bound values (chunked under the parameter limit). */
export async function insertRows(q: Q, table: string, cols: string[], rows: unknown[][]): Promise<void> {
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
export async function allocIds(q: Q, table: string, n: number): Promise<number[]> {
  if (n <= 0) return [];
  const rows = await q.query<{ id: number }>(
    'SELECT nextval(pg_get_serial_sequence($1, $2))::int AS id FROM generate_series(1, $3)',
    [table, 'id', n],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export const iso = (d: Date) => d.toISOString();
export const dateOnly = (d: Date) => d.toISOString().slice(0, 10);
export const json = (v: unknown) => JSON.stringify(v);
export const round = (n: number, to: number) => Math.round(n / to) * to;

/** 'H:MM:SS' as the engagement API spells durations. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

export function newFaker(seed: number): Faker {
  const f = new Faker({ locale: [en_IN, en, base] });
  f.seed(seed);
  return f;
}

export type Person = { name: string; first: string; last: string; saluation: 'Mr.' | 'Ms.' };

/**
 * A name as the spec's client-name rule takes it (letters and spaces): faker's 'Mary-Ann' becomes
 * 'Mary Ann' and "O'Kon" 'OKon', so a demo name can be typed into Add Lead as it is shown.
 */
export const plainName = (name: string) =>
  name
    .replace(/'/g, '')
    .split(/[^A-Za-z]+/)
    .filter(Boolean)
    .join(' ');

export function person(f: Faker): Person {
  const sex = f.helpers.arrayElement(['male', 'female'] as const);
  const first = plainName(f.person.firstName(sex));
  const last = plainName(f.person.lastName());
  return { name: `${first} ${last}`, first, last, saluation: sex === 'male' ? 'Mr.' : 'Ms.' };
}

/** Ten-digit Indian mobile numbers (6-9 first), unique within the seed. */
export function phoneMaker(f: Faker) {
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
