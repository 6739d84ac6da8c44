import { describe, expect, it } from 'vitest';
import { formatActivityDate, formatDay, formatDayTime, formatIst, parseDay } from '../../src/domain/dates';

// One date format for people, in India time whatever the device's zone (the test runs in the machine's).
describe('dates for people', () => {
  it('shows a day as 29 Nov 2026, a calendar day as it is', () => {
    expect(formatDay('2026-11-29')).toBe('29 Nov 2026');
    expect(formatDay('2026-03-01')).toBe('01 Mar 2026');
    // 29 Nov 18:30 UTC is midnight of 30 Nov in India; one second earlier is still the 29th.
    expect(formatDay('2026-11-29T18:30:00Z')).toBe('30 Nov 2026');
    expect(formatDay('2026-11-29T18:29:59Z')).toBe('29 Nov 2026');
    expect(formatDay(Date.parse('2027-01-01T00:00:00Z'))).toBe('01 Jan 2027');
    expect(formatDay(new Date('2026-12-31T20:00:00Z'))).toBe('01 Jan 2027');
  });

  it('shows a moment as 29 Nov 2026, 02:05 PM, and to the second with the zone where it is exact', () => {
    expect(formatDayTime('2026-11-29T08:35:00Z')).toBe('29 Nov 2026, 02:05 PM');
    expect(formatDayTime('2026-11-28T18:30:00Z')).toBe('29 Nov 2026, 12:00 AM');
    expect(formatDayTime('2026-11-29T06:30:00Z')).toBe('29 Nov 2026, 12:00 PM');
    expect(formatIst('2027-02-26T08:35:09Z')).toBe('26 Feb 2027, 02:05:09 PM IST');
  });

  it("keeps the spec's spelling of an activity's date, in India time", () => {
    expect(formatActivityDate('2026-11-29T08:35:00Z')).toBe('2026/11/29 02:05 PM');
    expect(formatActivityDate('2026-11-29T19:00:00Z')).toBe('2026/11/30 12:30 AM');
  });

  it('reads a day typed as people write it, or ISO, as the ISO day', () => {
    expect(parseDay('15 Sep 2026')).toBe('2026-09-15');
    expect(parseDay(' 5 september 2026 ')).toBe('2026-09-05');
    expect(parseDay('05 SEP 2026')).toBe('2026-09-05');
    expect(parseDay('2026-09-15')).toBe('2026-09-15');
    expect(parseDay('29 Feb 2028')).toBe('2028-02-29');
    // The Indian way, day first: 01/10/2026 is the 1st of October.
    expect(parseDay('01/10/2026')).toBe('2026-10-01');
    expect(parseDay('1/10/2026')).toBe('2026-10-01');
    expect(parseDay('31-12-2026')).toBe('2026-12-31');
    expect(parseDay('05.09.2026')).toBe('2026-09-05');
    for (const bad of [
      '29 Feb 2027',
      '31 Sep 2026',
      '15 Sept 2026',
      '15 Sep 26',
      '2026-9-15',
      '2026-02-30',
      '13/13/2026',
      '31/09/2026',
      '01/10-2026',
      '01/10/26',
      '',
      'Sep',
    ]) {
      expect(parseDay(bad), bad).toBeNull();
    }
  });

  it('shows nothing for no date or a text that is not one', () => {
    expect(formatDay(null)).toBe('');
    expect(formatDay(undefined)).toBe('');
    expect(formatDay('')).toBe('');
    expect(formatDayTime('not a date')).toBe('');
    expect(formatIst(Number.NaN)).toBe('');
  });
});
