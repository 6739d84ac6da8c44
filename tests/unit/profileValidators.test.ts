import { describe, expect, it } from 'vitest';
import {
  DEAL_BUSINESS_TYPES,
  DEVOTE_TIME,
  GENRATE_LEADS,
  knownValue,
  knownValues,
  OPERATE_BUSINESS,
  PLATEFORM_PRESENT_IN,
  YES_NO_OPTIONS,
  yesNo,
} from '../../src/domain/profileOptions';
import { panNumber, reraNumber, validateReraForm } from '../../src/domain/taxIdValidators';
import {
  atLeastOne,
  isoDate,
  locationCount,
  numeric,
  phoneWithCountryCode,
  pincode,
  plainText,
  toIsoDate,
} from '../../src/domain/validators';
import { nextTab, startTab } from '../../src/features/profile/profileTab';

describe('profile validators (spec 5)', () => {
  it("RERA No: one letter then 11 digits (or another state's agent number), else 'not a valid rera no.'", () => {
    expect(reraNumber('A12345678901')).toBeUndefined();
    expect(reraNumber('p12345678901')).toBeUndefined();
    expect(reraNumber('  A12345678901 ')).toBeUndefined();
    expect(reraNumber('')).toBeUndefined();
    expect(reraNumber('A1234567890')).toBe('not a valid rera no.');
    expect(reraNumber('A123456789012')).toBeUndefined();
    expect(reraNumber('B123456789012')).toBe('not a valid rera no.');
    expect(reraNumber('PRM/KA/RERA/1251/309/AG/180524/001234')).toBeUndefined();
    expect(reraNumber('112345678901')).toBe('not a valid rera no.');
    expect(reraNumber('AB2345678901')).toBe('not a valid rera no.');
  });

  it('PAN: five letters, four digits, a letter; the one inside the GSTIN when both are given', () => {
    expect(panNumber('ABCPM1234F')).toBeUndefined();
    expect(panNumber(' abcpm1234f ')).toBeUndefined();
    expect(panNumber('')).toBeUndefined();
    expect(panNumber('ABCPM1234')).toBe('not a valid PAN (ABCDE1234F)');
    expect(panNumber('ABCPM1234F', { gst_no: '27ABCPM1234F1Z3' })).toBeUndefined();
    expect(panNumber('ABCDE1234F', { gst_no: '27ABCPM1234F1Z3' })).toBe(
      'Your GSTIN carries the PAN ABCPM1234F',
    );
  });

  it("Pincode: exactly 6 digits, else 'not a valid pincode'", () => {
    expect(pincode('560001')).toBeUndefined();
    expect(pincode('')).toBeUndefined();
    expect(pincode('56000')).toBe('not a valid pincode');
    expect(pincode('5600011')).toBe('not a valid pincode');
    expect(pincode('56a001')).toBe('not a valid pincode');
  });

  it('total experience is numeric', () => {
    expect(numeric('5')).toBeUndefined();
    expect(numeric('2.5')).toBeUndefined();
    expect(numeric('')).toBeUndefined();
    expect(numeric('five')).toBe('must be a number');
    expect(numeric('-1')).toBe('must be a number');
  });

  it("deal business types and regions need at least one ('Required')", () => {
    expect(atLeastOne([])).toBe('Required');
    expect(atLeastOne(undefined)).toBe('Required');
    expect(atLeastOne(['Resale'])).toBeUndefined();
    expect(atLeastOne([3])).toBeUndefined();
  });

  it("the generic text pattern: 'make sure no extra spaces or special charaters'", () => {
    expect(plainText('Andheri West 2')).toBeUndefined();
    expect(plainText('')).toBeUndefined();
    expect(plainText('Andheri  West')).toBe('make sure no extra spaces or special charaters');
    expect(plainText(' Andheri')).toBe('make sure no extra spaces or special charaters');
    expect(plainText('Andheri!')).toBe('make sure no extra spaces or special charaters');
  });

  it('dates are YYYY-MM-DD', () => {
    expect(isoDate('2024-02-29')).toBeUndefined();
    expect(isoDate('2023-02-29')).toBe('Enter a date as DD Mon YYYY (15 Sep 2026) or DD/MM/YYYY');
    expect(isoDate('29/02/2024')).toBe('Enter a date as DD Mon YYYY (15 Sep 2026) or DD/MM/YYYY');
    expect(toIsoDate(new Date(2024, 0, 5))).toBe('2024-01-05');
  });

  it("map: at least one marker, at most 6, with the spec's messages", () => {
    expect(locationCount(0)).toBe('Kindly mark the locations in map');
    expect(locationCount(1)).toBeUndefined();
    expect(locationCount(6)).toBeUndefined();
    expect(locationCount(7)).toBe('You can select a maximum of 6 locations');
  });

  it('phone with country code: code required; +91 needs 10 digits starting 6-9; others just required', () => {
    expect(phoneWithCountryCode('', '9876543210')).toEqual({ country_code: 'Required' });
    expect(phoneWithCountryCode('+91', '')).toEqual({ phone: 'Required' });
    expect(phoneWithCountryCode('+91', '5876543210')).toEqual({ phone: 'not a valid phone number' });
    expect(phoneWithCountryCode('+91', '9876543210')).toEqual({});
    expect(phoneWithCountryCode('+1', '12345')).toEqual({});
    expect(phoneWithCountryCode('+1', '')).toEqual({ phone: 'Required' });
  });
});

const TODAY = '2026-12-07';

describe('RERA dialog rules (spec 5)', () => {
  it("neither a number nor an answer: 'Enter rera no or answer if rera is applied'", () => {
    expect(validateReraForm({}, TODAY)).toEqual({ rera_no: 'Enter rera no or answer if rera is applied' });
    expect(validateReraForm({ rera_no: '   ', is_rera_applied: null }, TODAY)).toEqual({
      rera_no: 'Enter rera no or answer if rera is applied',
    });
  });

  it("no number, answer Yes and no date: 'Please provide date on which you have applied'", () => {
    expect(validateReraForm({ rera_no: '', is_rera_applied: 1, rera_applied_date: null }, TODAY)).toEqual({
      rera_applied_date: 'Please provide date on which you have applied',
    });
    expect(
      validateReraForm({ rera_no: '', is_rera_applied: 1, rera_applied_date: '2024-03-01' }, TODAY),
    ).toEqual({});
  });

  it('a day after today is refused (extension, issue 51)', () => {
    expect(
      validateReraForm({ rera_no: '', is_rera_applied: 1, rera_applied_date: '2027-01-15' }, TODAY),
    ).toEqual({
      rera_applied_date: 'The date you applied on cannot be in the future',
    });
    expect(validateReraForm({ rera_no: '', is_rera_applied: 1, rera_applied_date: TODAY }, TODAY)).toEqual(
      {},
    );
    expect(
      validateReraForm(
        { rera_no: 'A12345678901', is_rera_applied: 1, rera_applied_date: '2027-01-15' },
        TODAY,
      ),
    ).toEqual({ rera_applied_date: 'The date you applied on cannot be in the future' });
  });

  it('answer No needs nothing more; a given number must be valid (trimmed)', () => {
    expect(validateReraForm({ is_rera_applied: 0 }, TODAY)).toEqual({});
    expect(validateReraForm({ rera_no: ' A12345678901 ' }, TODAY)).toEqual({});
    expect(validateReraForm({ rera_no: 'A123' }, TODAY)).toEqual({ rera_no: 'not a valid rera no.' });
  });
});

describe('profile options (spec 3)', () => {
  it('lists every option as the spec spells it', () => {
    expect(OPERATE_BUSINESS).toEqual(['Sole Prop', 'Partnership', 'Pvt Ltd', 'Public Ltd', 'Other']);
    expect(DEVOTE_TIME).toEqual(['Full Time', 'Part Time']);
    expect(GENRATE_LEADS).toEqual(['Reference', 'Digital Leads', 'Purchase Data']);
    expect(PLATEFORM_PRESENT_IN).toEqual([
      'Website',
      'Facebook',
      'Instagram',
      'LinkedIn',
      'Twitter',
      'Others',
    ]);
    expect(DEAL_BUSINESS_TYPES).toEqual(['Resale', 'Rental', 'Primary']);
    expect(YES_NO_OPTIONS).toEqual([
      { value: 1, label: 'Yes' },
      { value: 0, label: 'No' },
    ]);
  });

  it('keeps only known stored values', () => {
    expect(knownValues(DEAL_BUSINESS_TYPES, ['Primary', 'Bogus', 'Resale'])).toEqual(['Resale', 'Primary']);
    expect(knownValue(DEVOTE_TIME, 'Part Time')).toBe('Part Time');
    expect(knownValue(DEVOTE_TIME, 'Sometimes')).toBeUndefined();
    expect(yesNo(1)).toBe(1);
    expect(yesNo(null)).toBeUndefined();
  });
});

describe('profile tabs (spec 2.5, 4)', () => {
  it('starts on Account Details with an IVR number, otherwise Preferences', () => {
    expect(startTab('08012345678')).toBe('account-details');
    expect(startTab(null)).toBe('preferences');
  });

  it('moves account-details -> preferences -> additional-details -> pick-location -> (close)', () => {
    expect(nextTab('account-details')).toBe('preferences');
    expect(nextTab('preferences')).toBe('additional-details');
    expect(nextTab('additional-details')).toBe('pick-location');
    expect(nextTab('pick-location')).toBeNull();
  });
});
