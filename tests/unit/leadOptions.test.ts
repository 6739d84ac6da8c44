import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../src/domain/countryCodes';
import {
  BED_CONFIGURATIONS,
  BUDGET_BANDS,
  budgetBand,
  DEFAULT_NATIONALITY,
  NATIONALITIES,
  POSSESSION_YEARS,
  possessionChoices,
  possessionIdOf,
} from '../../src/domain/leadOptions';
import { DEFAULT_COUNTRY_CODE } from '../../src/domain/phoneNumber';

describe('add-lead reference lists (spec 01 §3)', () => {
  it('budget bands: id 11 None, then ids 10 down to 0 from 40 lacs up to 2.5 Crores+', () => {
    expect(BUDGET_BANDS.map((b) => b.id)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(BUDGET_BANDS[0]).toEqual({ id: 11, name: 'None', min_budget: 0, max_budget: 0 });
    expect(budgetBand(10)).toEqual({ id: 10, name: 'Up to 40 Lacs', min_budget: 0, max_budget: 4_000_000 });
    // Each band with a min and a max: the top one runs to the top of the price scale, 20 Crores.
    expect(budgetBand(0)).toEqual({
      id: 0,
      name: '2.5 Crores+',
      min_budget: 25_000_000,
      max_budget: 200_000_000,
    });
  });

  it('budget bands follow each other without gaps, each with its min below its max', () => {
    const ranged = BUDGET_BANDS.filter((b) => b.id >= 0 && b.id <= 10);
    for (const band of ranged) expect(band.min_budget).toBeLessThan(band.max_budget);
    for (let i = 1; i < ranged.length; i++) {
      expect(ranged[i]?.min_budget).toBe(ranged[i - 1]?.max_budget);
    }
    expect(budgetBand(1)?.max_budget).toBe(budgetBand(0)?.min_budget);
  });

  it('offers the possession years from this year on: years past are not offered', () => {
    const offered = (date: Date) => possessionChoices(date).map((p) => [p.id, p.name]);
    expect(offered(new Date(2026, 10, 27))).toEqual([
      [2, '2026'],
      [1, '2027'],
      [0, '2028'],
    ]);
    expect(offered(new Date(2022, 0, 1))).toHaveLength(7);
    expect(offered(new Date(2028, 11, 31))).toEqual([[0, '2028']]);
    expect(offered(new Date(2029, 0, 1))).toEqual([]);
  });

  it('reads a possession stored as a year (before it carried ids) as its id', () => {
    expect(possessionIdOf(2022)).toBe(6);
    expect(possessionIdOf(2026)).toBe(2);
    expect(possessionIdOf(2028)).toBe(0);
    expect(possessionIdOf(3)).toBe(3);
    expect(possessionIdOf(0)).toBe(0);
  });

  it('possession years 2022 to 2028 carry ids 6 down to 0', () => {
    expect(POSSESSION_YEARS.map((p) => [p.id, p.year])).toEqual([
      [6, 2022],
      [5, 2023],
      [4, 2024],
      [3, 2025],
      [2, 2026],
      [1, 2027],
      [0, 2028],
    ]);
    expect(POSSESSION_YEARS.map((p) => p.name)).toEqual([
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
      '2027',
      '2028',
    ]);
  });

  it('bed configuration: None, 1 to 10 BHK, Plot=101, Commercial=102', () => {
    expect(BED_CONFIGURATIONS.map((b) => [b.id, b.name])).toEqual([
      [0, 'None'],
      [1, '1 BHK'],
      [2, '2 BHK'],
      [3, '3 BHK'],
      [4, '4 BHK'],
      [5, '5 BHK'],
      [6, '6 BHK'],
      [7, '7 BHK'],
      [8, '8 BHK'],
      [9, '9 BHK'],
      [10, '10 BHK'],
      [101, 'Plot'],
      [102, 'Commercial'],
    ]);
  });

  it('nationality 1 Indian (default), 2 NRI; country code +91 by default', () => {
    expect(NATIONALITIES).toEqual([
      { value: 1, label: 'Indian' },
      { value: 2, label: 'NRI' },
    ]);
    expect(DEFAULT_NATIONALITY).toBe(1);
    expect(DEFAULT_COUNTRY_CODE).toBe('+91');
  });

  it('the calling-code list starts with +91 India, has each code once and names its countries', () => {
    expect(COUNTRY_CODES[0]).toEqual({ value: '+91', label: '+91 India' });
    const values = COUNTRY_CODES.map((c) => c.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values.every((v) => /^\+\d{1,4}$/.test(v))).toBe(true);
    expect(COUNTRY_CODES.find((c) => c.value === '+971')?.label).toBe('+971 United Arab Emirates');
    expect(COUNTRY_CODES.find((c) => c.value === '+1')?.label).toContain('United States');
    expect(COUNTRY_CODES.length).toBeGreaterThan(200);
  });
});
