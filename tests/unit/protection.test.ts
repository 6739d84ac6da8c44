import { describe, expect, it } from 'vitest';
import { formatIst } from '../../src/domain/dates';
import { receiptText } from '../../src/domain/leadReceipt';
import {
  type ProtectionFacts,
  protectionLabel,
  protectionOf,
  protectionSummary,
} from '../../src/domain/protection';

const at = (iso: string) => Date.parse(iso);
// Registered at 2 PM IST on 1 Nov 2026 in a project with a 60-day window: it ends at 2 PM IST on 31 Dec 2026.
const lead: ProtectionFacts = {
  registeredAt: at('2026-11-01T08:30:00Z'),
  windowDays: 60,
  visitedAt: null,
  ended: false,
};

describe('protectionOf', () => {
  it('protects from the registration for the window, to the second', () => {
    expect(protectionOf(lead, at('2026-11-01T08:30:00Z'))).toEqual({
      state: 'Protected',
      endsAt: at('2026-12-31T08:30:00Z'),
      daysLeft: 60,
    });
    expect(protectionOf(lead, at('2026-12-31T08:29:59Z'))).toEqual({
      state: 'Protected',
      endsAt: at('2026-12-31T08:30:00Z'),
      daysLeft: 0,
    });
    expect(protectionOf(lead, at('2026-12-31T08:30:00Z'))).toEqual({
      state: 'Expired',
      endsAt: at('2026-12-31T08:30:00Z'),
      daysLeft: null,
    });
  });

  it('counts the days left as calendar days in India', () => {
    // 11:59:59 PM IST on 30 Dec, then midnight IST.
    expect(protectionOf(lead, at('2026-12-30T18:29:59Z')).daysLeft).toBe(1);
    expect(protectionOf(lead, at('2026-12-30T18:30:00Z')).daysLeft).toBe(0);
    expect(protectionOf(lead, at('2026-12-24T08:30:00Z')).daysLeft).toBe(7);
  });

  it('locks a lead visited within the window, also after the window', () => {
    const atStart = { ...lead, visitedAt: at('2026-11-01T08:30:00Z') };
    const lastSecond = { ...lead, visitedAt: at('2026-12-31T08:29:59Z') };
    expect(protectionOf(atStart, at('2026-11-02T00:00:00Z')).state).toBe('Locked');
    expect(protectionOf(lastSecond, at('2026-12-31T08:29:59Z')).state).toBe('Locked');
    expect(protectionOf(lastSecond, at('2027-06-01T00:00:00Z'))).toEqual({
      state: 'Locked',
      endsAt: at('2026-12-31T08:30:00Z'),
      daysLeft: null,
    });
  });

  it('does not lock for a visit at the end of the window or before the registration', () => {
    expect(
      protectionOf({ ...lead, visitedAt: at('2026-12-31T08:30:00Z') }, at('2026-12-31T09:00:00Z')).state,
    ).toBe('Expired');
    expect(
      protectionOf({ ...lead, visitedAt: at('2026-11-01T08:29:59Z') }, at('2026-11-05T00:00:00Z')).state,
    ).toBe('Protected');
  });

  it('ends the protection when the lead closes or is cancelled: no countdown, locked or not (issue 51)', () => {
    const closed = { ...lead, visitedAt: at('2026-11-10T05:00:00Z'), ended: true };
    const within = protectionOf(closed, at('2026-12-31T08:29:59Z'));
    expect(within).toMatchObject({ state: 'Ended', daysLeft: null });
    expect(protectionLabel(within)).toBe('Ended');
    expect(protectionSummary(within, null)).toBe('Ended: the lead is closed');
    expect(protectionOf({ ...lead, ended: true }, at('2026-11-20T00:00:00Z')).state).toBe('Ended');
  });
});

describe('protectionLabel', () => {
  it('shows the days left, Locked or Expired', () => {
    expect(protectionLabel(protectionOf(lead, at('2026-11-01T08:30:00Z')))).toBe('60 days left');
    expect(protectionLabel(protectionOf(lead, at('2026-12-30T08:30:00Z')))).toBe('1 day left');
    expect(protectionLabel(protectionOf(lead, at('2026-12-31T00:00:00Z')))).toBe('Ends today');
    expect(protectionLabel(protectionOf(lead, at('2027-01-01T00:00:00Z')))).toBe('Expired');
    const visited = { ...lead, visitedAt: at('2026-11-20T06:00:00Z') };
    expect(protectionLabel(protectionOf(visited, at('2026-11-21T00:00:00Z')))).toBe('Locked');
  });
});

describe('formatIst', () => {
  it('writes the moment in Indian Standard Time to the second', () => {
    expect(formatIst(at('2026-12-31T08:30:00Z'))).toBe('31 Dec 2026, 02:00:00 PM IST');
    expect(formatIst(at('2026-12-30T18:30:00Z'))).toBe('31 Dec 2026, 12:00:00 AM IST');
    expect(formatIst(at('2026-12-31T06:30:05Z'))).toBe('31 Dec 2026, 12:00:05 PM IST');
    expect(formatIst(at('2026-12-30T18:29:59Z'))).toBe('30 Dec 2026, 11:59:59 PM IST');
  });
});

describe('protectionSummary', () => {
  it('names the end, or the visit that locked the lead', () => {
    expect(protectionSummary(protectionOf(lead, at('2026-11-02T00:00:00Z')), null)).toBe(
      'Protected until 31 Dec 2026, 02:00:00 PM IST',
    );
    expect(protectionSummary(protectionOf(lead, at('2027-01-02T00:00:00Z')), null)).toBe(
      'Expired on 31 Dec 2026, 02:00:00 PM IST',
    );
    const visitedAt = at('2026-11-20T06:00:00Z');
    expect(
      protectionSummary(protectionOf({ ...lead, visitedAt }, at('2026-11-21T00:00:00Z')), visitedAt),
    ).toBe(
      'Locked since the site visit of 20 Nov 2026, 11:30:00 AM IST, until the lead closes or is cancelled',
    );
  });
});

describe('the lead receipt', () => {
  it('states the end of the protection when the server answered it', () => {
    const receipt = {
      leadId: 812,
      clientName: 'Ravi Kumar',
      countryCode: '+91',
      number: '9876543210',
      projectName: 'Thane Greens',
      tier: 'Basic' as const,
      registeredAt: at('2026-11-01T08:30:00Z'),
      protectionEndsAt: at('2026-12-31T08:30:00Z'),
    };
    expect(receiptText(receipt, 'Partner Portal').split('\n').at(-1)).toBe(
      'Protected until: 31 Dec 2026, 02:00:00 PM IST',
    );
  });
});
