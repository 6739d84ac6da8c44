import { describe, expect, it } from 'vitest';
import { registrationOutcome } from '../../src/domain/registration';
import {
  composeValidators,
  email,
  newPassword,
  personName,
  phoneNumber,
  required,
} from '../../src/domain/validators';

describe('validators', () => {
  it("required says 'Required' for empty values", () => {
    expect(required('')).toBe('Required');
    expect(required('   ')).toBe('Required');
    expect(required(undefined)).toBe('Required');
    expect(required(null)).toBe('Required');
    expect(required([])).toBe('Required');
    expect(required(false)).toBe('Required');
    expect(required('x')).toBeUndefined();
    expect(required(0)).toBeUndefined();
    expect(required([1])).toBeUndefined();
  });

  it("phoneNumber accepts 10 digits starting 6-9, else 'not a valid phone number'", () => {
    expect(phoneNumber('9876543210')).toBeUndefined();
    expect(phoneNumber('6000000000')).toBeUndefined();
    expect(phoneNumber('')).toBeUndefined();
    expect(phoneNumber('12345')).toBe('not a valid phone number');
    expect(phoneNumber('5876543210')).toBe('not a valid phone number');
    expect(phoneNumber('98765432101')).toBe('not a valid phone number');
    expect(phoneNumber('98765abcde')).toBe('not a valid phone number');
  });

  it('phoneNumber takes a number pasted with +91, a trunk 0, spaces or dashes', () => {
    expect(phoneNumber('+91 98765 43210')).toBeUndefined();
    expect(phoneNumber('+91-98765-43210')).toBeUndefined();
    expect(phoneNumber('098765 43210')).toBeUndefined();
    expect(phoneNumber('+91 58765 43210')).toBe('not a valid phone number');
    expect(phoneNumber('+44 98765 43210')).toBe('not a valid phone number');
  });

  it("email says 'Invalid email address'", () => {
    expect(email('asha@example.in')).toBeUndefined();
    expect(email('')).toBeUndefined();
    expect(email('asha@')).toBe('Invalid email address');
    expect(email('asha example.in')).toBe('Invalid email address');
    expect(email('asha@example')).toBe('Invalid email address');
  });

  it('personName allows letters and single spaces', () => {
    expect(personName('Asha Rao')).toBeUndefined();
    expect(personName('Asha1')).toBe('only alphabets and spaces are allowed');
  });

  it('newPassword needs at least 6 characters', () => {
    expect(newPassword('magnet123')).toBeUndefined();
    expect(newPassword('abc')).toBe('Password must be at least 6 characters');
  });

  it('newPassword needs letters and digits, not a common password, not the phone of the form', () => {
    const weak =
      'Password is too easy to guess: use letters and digits, not a common password or your phone number';
    for (const password of ['12345678', 'abcdefgh', 'Password1', 'qwerty123', 'a1a1a1a1', 'aaa111']) {
      expect(newPassword(password), password).toBe(weak);
    }
    expect(newPassword('ravi9876543210', { phone: '9876543210' })).toBe(weak);
    expect(newPassword('ravi9876543210', { phone: '9123456780' })).toBeUndefined();
    expect(newPassword('Kite4Sky')).toBeUndefined();
    expect(newPassword('secret123')).toBeUndefined();
    expect(composeValidators(required, newPassword)('pass1', { phone: '' })).toBe(
      'Password must be at least 6 characters',
    );
  });

  it('composeValidators returns the first message', () => {
    const phone = composeValidators(required, phoneNumber);
    expect(phone('')).toBe('Required');
    expect(phone('123')).toBe('not a valid phone number');
    expect(phone('9876543210')).toBeUndefined();
  });
});

describe('registrationOutcome', () => {
  it("shows 'Registered Successfully' only for 'User Created'", () => {
    expect(registrationOutcome('User Created')).toEqual({ ok: true, message: 'Registered Successfully' });
    expect(registrationOutcome('User already exists with this phone')).toEqual({
      ok: false,
      message: 'Registeration failed: User already exists with this phone',
    });
  });

  it("says the contract's refusals in words", () => {
    expect(registrationOutcome('body/first_name must NOT have more than 80 characters').message).toBe(
      'Registeration failed: First name can have at most 80 characters',
    );
    expect(registrationOutcome('body/email must match format "email"').message).toBe(
      'Registeration failed: Email is not a valid email address',
    );
  });
});
