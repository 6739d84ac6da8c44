import { describe, expect, it } from 'vitest';
import { issueRequest, yourNameRule } from '../../src/domain/issueReport';
import {
  bookingIncentiveText,
  digitalCoinsText,
  orDash,
  REFERRAL_CAP_TEXT,
  REFERRAL_TITLE,
  referralLink,
  referralRewardText,
  referredUsersHeading,
} from '../../src/domain/referral';

describe('the referral offer texts (spec 01 §9 welcome offer, 02 §9)', () => {
  it('₹25,000 is the cap on coins, and each referral earns the configured coins and money', () => {
    expect(REFERRAL_TITLE).toBe('Refer & Earn up to ₹25,000');
    expect(REFERRAL_CAP_TEXT).toBe('Coins accumulate up to 25K worth: ₹25,000 in digital coins in all.');
    expect(referralRewardText({ money: 5000, coins: 1000 })).toBe(
      '1,000 digital coins for every partner who joins with your link, and ₹5,000 in cash on their transactions within 90 days.',
    );
    expect(referralRewardText({ money: 7500, coins: 2000 })).toBe(
      '2,000 digital coins for every partner who joins with your link, and ₹7,500 in cash on their transactions within 90 days.',
    );
  });
});

describe('referred users', () => {
  it('writes the heading with two spaces before the colon', () => {
    expect(referredUsersHeading(4)).toBe('Total Referred Users  : 4');
  });

  it("shows Pending only for the string '0'", () => {
    expect(digitalCoinsText('0')).toBe('Pending');
    expect(digitalCoinsText('250')).toBe('250');
    expect(digitalCoinsText('00')).toBe('00');
  });

  it('shows Booking Done with any booking, else No Booking', () => {
    expect(bookingIncentiveText([{ id: 1 }])).toBe('Booking Done');
    expect(bookingIncentiveText([])).toBe('No Booking');
  });

  it("shows '-' for a missing name or date", () => {
    expect(orDash(null)).toBe('-');
    expect(orDash('  ')).toBe('-');
    expect(orDash('')).toBe('-');
    expect(orDash('Asha Rao')).toBe('Asha Rao');
  });

  it('links to registration with the referral code', () => {
    expect(referralLink('https://portal.example', 12)).toBe(
      'https://portal.example/login.html?referral_code=12',
    );
  });
});

describe('report issue', () => {
  it('asks for a name, trimmed, made of letters', () => {
    expect(yourNameRule('', {})).toBe('Required');
    expect(yourNameRule('  Asha Rao  ', {})).toBeUndefined();
    expect(yourNameRule('Asha 42', {})).toBe('only alphabets and spaces are allowed');
  });

  it("sends the issue with the reporter's name and team to the team's address", () => {
    const body = issueRequest(
      {
        yourName: ' Asha Rao ',
        team: 3,
        issueDescription: ' Leads missing ',
        description: 'From my campaign ',
      },
      { name: 'Digital', email: 'digital@partnerportal.in' },
    );
    expect(body).toEqual({
      data: {
        completed: false,
        name: 'Leads missing',
        notes: 'From my campaign\n\nReported by: Asha Rao\nTeam: Digital',
        projects: ['Partner Portal Issues'],
      },
      to_email: 'digital@partnerportal.in',
    });
  });
});
