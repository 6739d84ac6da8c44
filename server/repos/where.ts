import type { Db } from '../db/db.ts';
import { dayStart, nextDay } from '../lib/businessDay.ts';
import { HttpError } from '../lib/errors.ts';

type Query = Pick<Db, 'query'>;

/** Text for LIKE/ILIKE with the wildcards of the user's input (%, _ and the escape \) taken literally. */
export const likeLiteral = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** '3,5,7' (or 3) -> [3, 5, 7]; nothing given -> null; parts that are not whole numbers are dropped. */
export function idList(v: string | number | undefined | null): number[] | null {
  if (v === undefined || v === null || v === '') return null;
  return String(v)
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^-?\d+$/.test(s))
    .map(Number)
    .filter((n) => Number.isSafeInteger(n));
}

/** '1' / 1 -> 1, '0' / 0 (or anything else given) -> 0, nothing given -> null. */
export const flag = (v: string | number | undefined | null): 0 | 1 | null =>
  v === undefined || v === null || v === '' ? null : Number(v) === 1 ? 1 : 0;

export type Page = { size: number; pageId: number };
export const offsetOf = ({ size, pageId }: Page) => (pageId - 1) * size;

/** The page a list query names, with the contract's defaults (size 10, first page). */
export const pageOf = (q: { size?: number | undefined; pageId?: number | undefined }): Page => ({
  size: q.size ?? 10,
  pageId: q.pageId ?? 1,
});

type Text = string | number | undefined | null;
const textOf = (v: Text) => (v === undefined || v === null ? '' : String(v).trim());

/**
 * A WHERE clause under construction. Conditions are SQL text written in this code (column names
 * come from the repositories' constants, never from a request); every value is bound as a $n
 * parameter. Each filter method does nothing when its value is absent, so a repository can pass
 * every filter of a query through and let the builder skip the ones not given.
 */
export class Where {
  private readonly conds: string[] = [];
  private readonly values: unknown[] = [];

  /** The parameters bound so far, in $n order. */
  get params(): unknown[] {
    return [...this.values];
  }

  /** Binds a value; returns its placeholder. */
  bind(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }

  /** Adds a condition written by the caller (its values bound with `bind`). */
  add(cond: string): this {
    this.conds.push(cond);
    return this;
  }

  /** column = value. */
  equals(column: string, v: unknown, cast = ''): this {
    if (v === undefined || v === null || v === '') return this;
    return this.add(`${column} = ${this.bind(v)}${cast}`);
  }

  /** column is one of a comma-joined id list. */
  ids(column: string, v: Text): this {
    const ids = idList(v);
    return ids ? this.add(`${column} = ANY(${this.bind(ids)}::int[])`) : this;
  }

  /** A condition on the bound id list (a sub-query, an overlap), when the list is given. */
  idsWith(v: Text, cond: (ids: string) => string): this {
    const ids = idList(v);
    return ids ? this.add(cond(`${this.bind(ids)}::int[]`)) : this;
  }

  /** A 0/1 column equal to a 0/1 flag. */
  flag(column: string, v: Text): this {
    const f = flag(v);
    return f === null ? this : this.add(`${column} = ${this.bind(f)}`);
  }

  /**
   * Binds a LIKE pattern made of the given text with its wildcards taken literally: 'contains'
   * (%text%) or 'prefix' (text%). Returns its placeholder, or null when no text is given.
   */
  pattern(v: Text, mode: 'contains' | 'prefix'): string | null {
    const text = textOf(v);
    if (!text) return null;
    const literal = likeLiteral(text);
    return this.bind(mode === 'contains' ? `%${literal}%` : `${literal}%`);
  }

  /** Case-insensitive "contains" over one column or several (any of them). */
  contains(columns: string | string[], v: Text): this {
    const pattern = this.pattern(v, 'contains');
    if (!pattern) return this;
    const list = Array.isArray(columns) ? columns : [columns];
    return this.add(`(${list.map((c) => `${c} ILIKE ${pattern}`).join(' OR ')})`);
  }

  /** A text column that contains the text, case and wildcards kept (numbers). */
  containsExact(column: string, v: Text): this {
    const pattern = this.pattern(v, 'contains');
    return pattern ? this.add(`${column} LIKE ${pattern}`) : this;
  }

  /**
   * A timestamptz column within whole business days (Asia/Kolkata): from the start of `from` up to
   * the end of `to`. A text that is not a calendar day answers 400 naming its query key.
   */
  dayRange(column: string, range: { from?: Text; to?: Text; fromKey: string; toKey: string }): this {
    const from = textOf(range.from);
    const to = textOf(range.to);
    if (from) this.add(`${column} >= ${this.bind(startOf(from, range.fromKey).toISOString())}::timestamptz`);
    if (to) {
      const end = startOf(nextDayOf(to, range.toKey), range.toKey);
      this.add(`${column} < ${this.bind(end.toISOString())}::timestamptz`);
    }
    return this;
  }

  /** A date column (no time of day) within [from, to], both days included. */
  dateRange(column: string, range: { from?: Text; to?: Text; fromKey: string; toKey: string }): this {
    const from = textOf(range.from);
    const to = textOf(range.to);
    if (from) this.add(`${column} >= ${this.bind(dayText(from, range.fromKey))}::date`);
    if (to) this.add(`${column} <= ${this.bind(dayText(to, range.toKey))}::date`);
    return this;
  }

  /** The conditions joined with AND ('true' when there are none). */
  get sql(): string {
    return this.conds.length ? this.conds.join(' AND ') : 'true';
  }

  /** 'WHERE ...', or nothing when there are no conditions. */
  get clause(): string {
    return this.conds.length ? `WHERE ${this.sql}` : '';
  }

  /** LIMIT/OFFSET of a page bound after the conditions' parameters, and all the parameters. */
  paged(page: Page): { limit: string; params: unknown[] } {
    const params = this.params;
    params.push(page.size, offsetOf(page));
    return { limit: `LIMIT $${params.length - 1} OFFSET $${params.length}`, params };
  }
}

const dayText = (text: string, key: string): string => {
  if (!dayStart(text)) throw new HttpError(400, `${key} must be a date (YYYY-MM-DD)`);
  return text;
};
const startOf = (text: string, key: string): Date => {
  const start = dayStart(text);
  if (!start) throw new HttpError(400, `${key} must be a date (YYYY-MM-DD)`);
  return start;
};
const nextDayOf = (text: string, key: string) => nextDay(dayText(text, key));

/**
 * One page of rows and the number of rows matching, for a list whose rows come from `from`
 * filtered by `where`. `select` is the select list (written by the repository), `orderBy` must
 * end with a unique column so pages never overlap.
 */
export async function pagedQuery<T>(
  db: Query,
  q: { select: string; from: string; where: Where; orderBy: string; page: Page },
): Promise<{ rows: T[]; count: number }> {
  const { limit, params } = q.where.paged(q.page);
  const [total, rows] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${q.from} ${q.where.clause}`, q.where.params),
    db.query<T & Record<string, unknown>>(
      `SELECT ${q.select} FROM ${q.from} ${q.where.clause} ORDER BY ${q.orderBy} ${limit}`,
      params,
    ),
  ]);
  return { rows, count: total[0]?.n ?? 0 };
}
