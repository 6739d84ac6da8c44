import { describe, expect, it } from 'vitest';
import { homeLoanName, homeLoanNumber, homeLoanPayload } from '../../src/domain/homeLoan';

describe('home loan request (spec 01 §5)', () => {
  it('needs a client name of letters and spaces', () => {
    expect(homeLoanName('')).toBe('Required');
    expect(homeLoanName('Kiran Desai')).toBeUndefined();
    expect(homeLoanName('Kiran 2')).toBe('only alphabets and spaces are allowed');
  });

  it('needs a 10-digit client number starting 6-9', () => {
    expect(homeLoanNumber('')).toBe('Required');
    expect(homeLoanNumber('9822200011')).toBeUndefined();
    expect(homeLoanNumber('5822200011')).toBe('not a valid phone number');
    expect(homeLoanNumber('98222')).toBe('not a valid phone number');
  });

  it('sends the name and number trimmed', () => {
    expect(homeLoanPayload({ name: '  Kiran   Desai ', number: ' 9822200011 ' })).toEqual({
      name: 'Kiran Desai',
      number: '9822200011',
    });
  });

  it('sends a number pasted as +91 98222 00011 as its ten digits', () => {
    expect(homeLoanNumber('+91 98222 00011')).toBeUndefined();
    expect(homeLoanPayload({ name: 'Kiran Desai', number: '+91 98222 00011' }).number).toBe('9822200011');
  });
});
