import { describe, expect, it } from 'vitest';
import {
  AMOUNT_NOT_A_NUMBER,
  AMOUNT_TOO_HIGH,
  AMOUNT_TOO_LOW,
  campaignAmount,
  campaignPayload,
  parseAmount,
} from '../../src/domain/campaign';

describe('campaign amount (spec 01 §5)', () => {
  it('answers the spec messages at the bounds', () => {
    expect(campaignAmount('24999')).toBe('Digital spend should be a minimum of ₹25000');
    expect(campaignAmount('25000')).toBeUndefined();
    expect(campaignAmount('999999')).toBeUndefined();
    expect(campaignAmount('1000000')).toBe('Digital Spend cannot exceed ₹999999');
    expect(AMOUNT_TOO_LOW).toBe('Digital spend should be a minimum of ₹25000');
    expect(AMOUNT_TOO_HIGH).toBe('Digital Spend cannot exceed ₹999999');
  });

  it('is required and must be a number', () => {
    expect(campaignAmount('')).toBe('Required');
    expect(campaignAmount('   ')).toBe('Required');
    expect(campaignAmount(undefined)).toBe('Required');
    expect(campaignAmount('25k')).toBe('Amount must be a number');
    expect(campaignAmount('-30000')).toBe(AMOUNT_NOT_A_NUMBER);
    expect(campaignAmount('30000.50')).toBe(AMOUNT_NOT_A_NUMBER);
  });

  it('takes Indian grouping as typed', () => {
    expect(parseAmount('1,00,000')).toBe(100000);
    expect(campaignAmount('1,00,000')).toBeUndefined();
    expect(campaignAmount('10,00,000')).toBe(AMOUNT_TOO_HIGH);
  });
});

describe('campaign payload (spec 01 §3, §7)', () => {
  it('sends the amount as a number, the types in list order, the name upper-cased and the interest flag', () => {
    expect(
      campaignPayload(
        { project: { id: 42, name: 'Skyline Heights' }, campaign_type_id: [5, 1, 3], amount: '1,25,000' },
        '  Asha Rao ',
      ),
    ).toEqual({
      amount: 125000,
      campaign_type_id: [1, 3, 5],
      name: 'ASHA RAO',
      project_id: 42,
      is_interested: 1,
    });
  });

  it('answers null for an incomplete form', () => {
    const base = { project: { id: 1, name: 'P' }, campaign_type_id: [1 as const], amount: '30000' };
    expect(campaignPayload({ ...base, project: null }, 'A')).toBeNull();
    expect(campaignPayload({ ...base, campaign_type_id: [] }, 'A')).toBeNull();
    expect(campaignPayload({ ...base, amount: 'x' }, 'A')).toBeNull();
  });
});
