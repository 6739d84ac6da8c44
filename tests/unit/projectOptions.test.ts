import { describe, expect, it } from 'vitest';
import {
  BED_OPTIONS,
  canInvest,
  FOCUS_OPTIONS,
  PRICE_OPTIONS,
  valueChoices,
} from '../../src/domain/projectOptions';

describe('the price filter options (02 §3)', () => {
  it('are None, 20 to 90 lacs in steps of 5, then the crore steps of the spec', () => {
    expect(PRICE_OPTIONS.map((o) => o.label)).toEqual([
      'None',
      '20 Lacs',
      '25 Lacs',
      '30 Lacs',
      '35 Lacs',
      '40 Lacs',
      '45 Lacs',
      '50 Lacs',
      '55 Lacs',
      '60 Lacs',
      '65 Lacs',
      '70 Lacs',
      '75 Lacs',
      '80 Lacs',
      '85 Lacs',
      '90 Lacs',
      '1 Crore',
      '1.2 Crores',
      '1.5 Crores',
      '2 Crores',
      '2.3 Crores',
      '2.6 Crores',
      '3 Crores',
      '3.5 Crores',
      '4 Crores',
      '4.5 Crores',
      '5 Crores',
      '10 Crores',
      '20 Crores',
    ]);
  });

  it('carry their amounts in whole rupees (None is no value)', () => {
    const value = (label: string) => PRICE_OPTIONS.find((o) => o.label === label)?.value;
    expect(value('None')).toBeNull();
    expect(value('20 Lacs')).toBe(2_000_000);
    expect(value('90 Lacs')).toBe(9_000_000);
    expect(value('1 Crore')).toBe(10_000_000);
    expect(value('1.2 Crores')).toBe(12_000_000);
    expect(value('2.3 Crores')).toBe(23_000_000);
    expect(value('2.6 Crores')).toBe(26_000_000);
    expect(value('20 Crores')).toBe(200_000_000);
    const amounts = PRICE_OPTIONS.flatMap((o) => (o.value === null ? [] : [o.value]));
    expect(amounts.every(Number.isInteger)).toBe(true);
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
  });

  it('become the select choices without None', () => {
    const choices = valueChoices(PRICE_OPTIONS);
    expect(choices).toHaveLength(PRICE_OPTIONS.length - 1);
    expect(choices[0]).toEqual({ id: 2_000_000, name: '20 Lacs' });
  });
});

describe('the focus options and rule (02 §3, §6)', () => {
  it('are None, Yes (1), No (0)', () => {
    expect(FOCUS_OPTIONS).toEqual([
      { value: null, label: 'None' },
      { value: 1, label: 'Yes' },
      { value: 0, label: 'No' },
    ]);
  });

  it('offer Invest only for a project whose Focus is Yes', () => {
    expect(canInvest({ is_focus: 'Yes' })).toBe(true);
    expect(canInvest({ is_focus: 'No' })).toBe(false);
  });
});

describe('the bed options', () => {
  it('are the values GET /projects takes for bhk: 1 to 10 BHK, Plot 101, Commercial 102', () => {
    expect(valueChoices(BED_OPTIONS).map((o) => o.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 101, 102]);
    expect(BED_OPTIONS.find((o) => o.value === 101)?.label).toBe('Plot');
  });
});
