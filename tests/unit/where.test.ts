import { afterEach, describe, expect, it } from 'vitest';
import { dayAround, dayOf, dayStart, nextDay } from '../../server/lib/businessDay.ts';
import { HttpError } from '../../server/lib/errors.ts';
import { flag, idList, likeLiteral, pageOf, Where } from '../../server/repos/where.ts';

// Host zones far apart, on both sides of UTC and of India: the answers must not move with them.
const HOST_ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Kiritimati', 'America/Los_Angeles'];
const hostZone = process.env.TZ;
afterEach(() => {
  if (hostZone === undefined) delete process.env.TZ;
  else process.env.TZ = hostZone;
});

/** Runs `check` with the process's time zone set to each host zone in turn, and proves the zone did change. */
function inEveryHostZone(check: () => void) {
  const offsets = new Set<number>();
  for (const zone of HOST_ZONES) {
    process.env.TZ = zone;
    offsets.add(new Date(Date.UTC(2026, 0, 5)).getTimezoneOffset());
    check();
  }
  expect(offsets.size).toBe(HOST_ZONES.length);
}

describe('LIKE text', () => {
  it('takes %, _ and the escape character literally', () => {
    expect(likeLiteral('50%_off')).toBe('50\\%\\_off');
    expect(likeLiteral('a\\b')).toBe('a\\\\b');
    expect(likeLiteral('Baner, Pune')).toBe('Baner, Pune');
  });

  it('binds a contains or prefix pattern, and nothing for blank text', () => {
    const w = new Where();
    expect(w.pattern(' 100%_ ', 'contains')).toBe('$1');
    expect(w.pattern('98_', 'prefix')).toBe('$2');
    expect(w.pattern('   ', 'contains')).toBeNull();
    expect(w.pattern(undefined, 'prefix')).toBeNull();
    expect(w.params).toEqual(['%100\\%\\_%', '98\\_%']);
  });
});

describe('id lists and flags', () => {
  it('reads comma-joined ids, dropping what is not a whole number', () => {
    expect(idList('3,5,7')).toEqual([3, 5, 7]);
    expect(idList(' 3, x ,5,1.5,')).toEqual([3, 5]);
    expect(idList(4)).toEqual([4]);
    expect(idList('')).toBeNull();
    expect(idList(undefined)).toBeNull();
    expect(idList('99999999999999999999')).toEqual([]);
  });

  it('reads 0/1 flags; absent is no filter', () => {
    expect(flag(1)).toBe(1);
    expect(flag('1')).toBe(1);
    expect(flag(0)).toBe(0);
    expect(flag('0')).toBe(0);
    expect(flag(undefined)).toBeNull();
    expect(flag('')).toBeNull();
  });

  it('pages with the contract defaults', () => {
    expect(pageOf({})).toEqual({ size: 10, pageId: 1 });
    expect(pageOf({ size: 25, pageId: 3 })).toEqual({ size: 25, pageId: 3 });
  });
});

describe('the WHERE builder', () => {
  it('numbers the parameters in order and skips filters that are not given', () => {
    const w = new Where()
      .equals('l.magnet_id', 7)
      .ids('l.stage_id', '3,5')
      .ids('l.project_id', undefined)
      .flag('l.is_presale', 0)
      .flag('l.is_audit', undefined)
      .contains(['b.parent_rm_name', 'b.tl_name'], 'Ra_vi')
      .contains('x.name', '  ');
    expect(w.sql).toBe(
      'l.magnet_id = $1 AND l.stage_id = ANY($2::int[]) AND l.is_presale = $3 AND (b.parent_rm_name ILIKE $4 OR b.tl_name ILIKE $4)',
    );
    expect(w.params).toEqual([7, [3, 5], 0, '%Ra\\_vi%']);
  });

  it('has no WHERE without conditions', () => {
    const w = new Where().ids('p.id', '');
    expect(w.clause).toBe('');
    expect(w.sql).toBe('true');
  });

  it('binds the page after the conditions and leaves the conditions’ parameters as they were', () => {
    const w = new Where().equals('h.magnet_id', 7).ids('h.id', '1,2');
    const { limit, params } = w.paged({ size: 25, pageId: 3 });
    expect(limit).toBe('LIMIT $3 OFFSET $4');
    expect(params).toEqual([7, [1, 2], 25, 50]);
    expect(w.params).toEqual([7, [1, 2]]);
  });

  it('builds id-list conditions of its own shape', () => {
    const w = new Where().idsWith('1,2', (ids) => `s.types && ${ids}`).idsWith(undefined, () => 'never');
    expect(w.sql).toBe('s.types && $1::int[]');
    expect(w.params).toEqual([[1, 2]]);
  });
});

describe('business days (Asia/Kolkata)', () => {
  it("a date filter 'from 2026-01-05 to 2026-01-05' covers 2026-01-04T18:30Z up to 2026-01-05T18:30Z, in any host zone", () => {
    inEveryHostZone(() => {
      const w = new Where().dayRange('l.created_at', {
        from: '2026-01-05',
        to: '2026-01-05',
        fromKey: 'created_at_from',
        toKey: 'created_at_to',
      });
      expect(w.sql).toBe('l.created_at >= $1::timestamptz AND l.created_at < $2::timestamptz');
      expect(w.params).toEqual(['2026-01-04T18:30:00.000Z', '2026-01-05T18:30:00.000Z']);
    });
  });

  it('knows which day an instant falls on there, and the bounds of "today"', () => {
    inEveryHostZone(() => {
      expect(dayOf(new Date('2026-01-04T18:29:59.999Z'))).toBe('2026-01-04');
      expect(dayOf(new Date('2026-01-04T18:30:00.000Z'))).toBe('2026-01-05');
      const today = dayAround(new Date('2026-03-31T20:00:00Z'));
      expect(today.start.toISOString()).toBe('2026-03-31T18:30:00.000Z');
      expect(today.end.toISOString()).toBe('2026-04-01T18:30:00.000Z');
    });
  });

  it('steps over month and year ends and leap days', () => {
    expect(nextDay('2026-01-31')).toBe('2026-02-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(dayStart('2028-02-29')?.toISOString()).toBe('2028-02-28T18:30:00.000Z');
  });

  it('refuses a text that is not a calendar day with 400 naming the key', () => {
    expect(dayStart('2026-02-30')).toBeNull();
    expect(dayStart('05/01/2026')).toBeNull();
    const range = () =>
      new Where().dayRange('l.closed_at', {
        to: '2026-02-30',
        fromKey: 'closed_date_from',
        toKey: 'closed_date_to',
      });
    expect(range).toThrow(HttpError);
    expect(range).toThrow('closed_date_to must be a date (YYYY-MM-DD)');
  });

  it('ranges a date column over whole days, both ends included', () => {
    const w = new Where().dateRange('b.booking_date', {
      from: '2040-01-01',
      to: '2040-01-31',
      fromKey: 'fromDate',
      toKey: 'toDate',
    });
    expect(w.sql).toBe('b.booking_date >= $1::date AND b.booking_date <= $2::date');
    expect(w.params).toEqual(['2040-01-01', '2040-01-31']);
  });
});
