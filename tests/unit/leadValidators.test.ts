import { describe, expect, it } from 'vitest';
import { activityDateTime, leadPhone, selectedItem } from '../../src/domain/validators';

describe('add-lead validators', () => {
  it("selectedItem: an object with an integer id, else 'Required'", () => {
    expect(selectedItem({ id: 3, name: 'Thane Greens' })).toBeUndefined();
    expect(selectedItem({ id: 0, name: 'None' })).toBeUndefined();
    expect(selectedItem(null)).toBe('Required');
    expect(selectedItem(undefined)).toBe('Required');
    expect(selectedItem('Thane Greens')).toBe('Required');
    expect(selectedItem({ name: 'Thane Greens' })).toBe('Required');
    expect(selectedItem({ id: '3' })).toBe('Required');
    expect(selectedItem([{ id: 3 }])).toBe('Required');
  });

  it("activityDateTime: 'Required' when empty, a format hint when not a date", () => {
    expect(activityDateTime('')).toBe('Required');
    expect(activityDateTime(null)).toBe('Required');
    expect(activityDateTime('tomorrow')).toBe('Enter a date as YYYY/MM/DD hh:mm a');
    expect(activityDateTime('2026-02-01T10:30+05:30')).toBeUndefined();
  });

  it('leadPhone: the code is required; +91 numbers 10 digits from 6-9; others 4 to 15 digits', () => {
    expect(leadPhone('', '9876543210')).toEqual({ country_code: 'Required' });
    expect(leadPhone('+91', '')).toEqual({ number: 'Required' });
    expect(leadPhone('+91', '12345')).toEqual({ number: 'not a valid phone number' });
    expect(leadPhone('+91', '9876543210')).toEqual({});
    expect(leadPhone('+91', '98765 43210')).toEqual({});
    expect(leadPhone('+91', '98765 4321')).toEqual({ number: 'not a valid phone number' });
    expect(leadPhone('+1', '')).toEqual({ number: 'Required' });
    expect(leadPhone('+1', '415-555-0132')).toEqual({});
    expect(leadPhone('+1', '415 555 0132 999999')).toEqual({ number: 'not a valid phone number' });
    expect(leadPhone('+1', 'call me')).toEqual({ number: 'not a valid phone number' });
  });
});
