import { describe, expect, it } from 'vitest';
import {
  GSTIN_CHECK_MISMATCH,
  gstinCheckCharacter,
  gstinProblem,
  INVALID_GSTIN,
  INVALID_PAN,
  INVALID_RERA,
  normalTaxId,
  panInGstinProblem,
  panProblem,
  reraAppliedDateProblem,
  reraProblem,
} from '../../src/domain/taxIds';
import { gstNumber, panNumber, reraNumber } from '../../src/domain/taxIdValidators';

describe('GSTIN: 15 characters, a GST state code, the PAN, Z and the mod-36 check character', () => {
  it('takes real-format GSTINs whose check character is right', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeUndefined();
    expect(gstinProblem('29AAKFN5678K1ZE')).toBeUndefined();
    expect(gstinProblem('27AAJCP4321Q1ZX')).toBeUndefined();
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('takes one typed in lower case or with spaces around it', () => {
    expect(gstinProblem(' 27aapfu0939f1zv ')).toBeUndefined();
    expect(normalTaxId(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
  });

  it('refuses a GSTIN one character off: the check character does not match', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(GSTIN_CHECK_MISMATCH);
    expect(gstinProblem('27AAPFU0939F2ZV')).toBe(GSTIN_CHECK_MISMATCH);
    expect(gstinProblem('27AAPFU0938F1ZV')).toBe(GSTIN_CHECK_MISMATCH);
    expect(gstinProblem('27AAPFV0939F1ZV')).toBe(GSTIN_CHECK_MISMATCH);
    // Two digits of the state code swapped still make a state (72 does not).
    expect(gstinProblem('24AAPFU0939F1ZV')).toBe(GSTIN_CHECK_MISMATCH);
  });

  it('refuses 14 or 16 characters and a broken format', () => {
    expect(gstinProblem('27ABCDE1234F1Z')).toBe(INVALID_GSTIN);
    expect(gstinProblem('27AAPFU0939F1ZVV')).toBe(INVALID_GSTIN);
    expect(gstinProblem('27AAPFU0939F1YV')).toBe(INVALID_GSTIN);
    expect(gstinProblem('27AAPF10939F1ZV')).toBe(INVALID_GSTIN);
    expect(gstinProblem('')).toBe(INVALID_GSTIN);
  });

  it('refuses a state code no state has', () => {
    expect(gstinProblem('72AAPFU0939F1ZV')).toBe('not a valid GSTIN: 72 is not a GST state code');
    expect(gstinProblem('00AAPFU0939F1ZV')).toBe('not a valid GSTIN: 00 is not a GST state code');
  });

  it('is the form field rule too; empty is allowed (GSTIN is optional)', () => {
    expect(gstNumber('')).toBeUndefined();
    expect(gstNumber('27AAPFU0939F1ZV')).toBeUndefined();
    expect(gstNumber('27ABCDE1234F1Z')).toBe(INVALID_GSTIN);
  });
});

describe('PAN: five letters, four digits, a letter', () => {
  it('takes a PAN in either case, spaces around ignored', () => {
    expect(panProblem('AAPFU0939F')).toBeUndefined();
    expect(panProblem(' aapfu0939f ')).toBeUndefined();
  });

  it('refuses a PAN a character short, long or out of place', () => {
    expect(panProblem('AAPFU0939')).toBe(INVALID_PAN);
    expect(panProblem('AAPFU0939FF')).toBe(INVALID_PAN);
    expect(panProblem('AAPF10939F')).toBe(INVALID_PAN);
    expect(panProblem('AAPFU093AF')).toBe(INVALID_PAN);
  });

  it("must be the PAN inside the partner's GSTIN when both are given", () => {
    expect(panInGstinProblem('AAPFU0939F', '27AAPFU0939F1ZV')).toBeUndefined();
    expect(panInGstinProblem('ABCDE1234F', '27AAPFU0939F1ZV')).toBe('Your GSTIN carries the PAN AAPFU0939F');
    expect(panNumber('ABCDE1234F', { gst_no: '27AAPFU0939F1ZV' })).toBe(
      'Your GSTIN carries the PAN AAPFU0939F',
    );
  });
});

describe("RERA number: the agent numbers of the four cities' states, else 'not a valid rera no.'", () => {
  it('takes a RERA number in either case, spaces around ignored', () => {
    expect(reraProblem('A51900012345')).toBeUndefined();
    expect(reraProblem('  a51900012345  ')).toBeUndefined();
    expect(normalTaxId('  a51900012345  ')).toBe('A51900012345');
    expect(reraNumber('')).toBeUndefined();
  });

  it.each([
    ['Maharashtra, the spec rule', 'A51800046187'],
    ['Maharashtra since 2024', 'A031262401068'],
    ['Karnataka', 'PRM/KA/RERA/1251/309/AG/180524/001234'],
    ['Karnataka, another office', 'PRM/KA/RERA/1268/378/AG/260713/007497'],
    ['Uttar Pradesh', 'UPRERAAGT10202'],
    ['Uttar Pradesh, a longer serial', 'UPRERAAGT0000827072025'],
    ['Haryana, Panchkula', 'HRERA-PKL-REA-1578-2023'],
    ['Haryana, Gurugram', 'RC/HARERA/GGM/2569/2164/2024/282'],
    ['Haryana, Gurugram without RC/', 'HARERA/GGM/3889/3484/2025/766'],
    ['Delhi', 'DLRERA2019A0113'],
  ])('takes %s: %s', (_, number) => {
    expect(reraProblem(number)).toBeUndefined();
    expect(reraProblem(` ${number.toLowerCase()} `)).toBeUndefined();
  });

  it.each([
    ['11 characters', 'A5190001234'],
    ['two letters', 'AB1900012345'],
    ['no letter', '519000123456'],
    ['12 digits after another letter than A', 'P031262401068'],
    ['a Karnataka project number', 'PRM/KA/RERA/1251/446/PR/200811/003528'],
    ['Karnataka with a short serial', 'PRM/KA/RERA/1251/309/AG/180524/1234'],
    ['an Uttar Pradesh project number', 'UPRERAPRJ125342'],
    ['a Haryana project number', 'RC/REP/HARERA/GGM/686/418/2023/30'],
    ['Haryana without its year', 'HRERA-PKL-REA-1578'],
    ['a Delhi project number', 'DLRERA2023P0017'],
    ['another state (Gujarat)', 'AG/GJ/AHMEDABAD/AHMEDABAD CITY/AA01234'],
    ['spaces inside', 'UPRERAAGT 10202'],
  ])('refuses %s: %s', (_, number) => {
    expect(reraProblem(number)).toBe(INVALID_RERA);
  });

  it('says so in the spec words', () => {
    expect(INVALID_RERA).toBe('not a valid rera no.');
  });
});

describe('RERA applied date', () => {
  it('may be today or before, never after today', () => {
    expect(reraAppliedDateProblem('2026-12-07', '2026-12-07')).toBeUndefined();
    expect(reraAppliedDateProblem('2024-03-15', '2026-12-07')).toBeUndefined();
    expect(reraAppliedDateProblem('2026-12-08', '2026-12-07')).toBe(
      'The date you applied on cannot be in the future',
    );
  });
});
