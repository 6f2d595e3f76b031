import { describe, expect, it } from 'vitest';
import {
  ALIAS_MAX_LENGTH,
  FALLBACK_PASSWORD_POLICY,
  canDeletePassNumber,
  checkPasswordRules,
  emptyRegistrationForm,
  firstInvalidField,
  isCodeComplete,
  isDateOfBirth,
  longestRun,
  meetsPasswordPolicy,
  normalizeDateOfBirth,
  normalizePassNumber,
  REGISTRATION_FIELDS,
  sanitizeCode,
  toPassNumberUpsert,
  validateActivation,
  validateForgot,
  validatePassNumber,
  validateProfile,
  validateRegistration,
  validateReset,
  type PasswordPolicy,
  type RegistrationForm,
} from '../../machines/account/rules';

const POLICY: PasswordPolicy = {
  minimumLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireNumbers: true,
  requireSymbols: true,
  maximumConsecutiveCharacters: 3,
};

const VALID: RegistrationForm = {
  email: 'nieuw@example.com',
  password: 'Welkom-2026!',
  confirmPassword: 'Welkom-2026!',
  firstName: 'Anna',
  lastName: 'de Vries',
  phone: '0612345678',
  newsletter: false,
  terms: true,
};

describe('password policy (product §3, §5)', () => {
  it('lists every rule the policy switches on, in checklist order, with the numbers it needs', () => {
    expect(checkPasswordRules('', POLICY).map((r) => [r.id, r.value])).toEqual([
      ['minimumLength', 8],
      ['lowercase', undefined],
      ['uppercase', undefined],
      ['number', undefined],
      ['symbol', undefined],
      ['maximumConsecutive', 3],
    ]);
  });

  it('marks each rule met or unmet for the typed password', () => {
    const met = (password: string) =>
      Object.fromEntries(checkPasswordRules(password, POLICY).map((r) => [r.id, r.met]));
    expect(met('abc')).toMatchObject({
      minimumLength: false,
      lowercase: true,
      uppercase: false,
      number: false,
      symbol: false,
    });
    expect(met('Welkom-2026!')).toEqual({
      minimumLength: true,
      lowercase: true,
      uppercase: true,
      number: true,
      symbol: true,
      maximumConsecutive: true,
    });
    expect(met('Weeeelkom-2026!').maximumConsecutive).toBe(false);
    expect(met('Weeelkom-2026!').maximumConsecutive).toBe(true);
  });

  it('counts characters and runs like the server (code points, any script)', () => {
    expect(longestRun('aaab')).toBe(3);
    expect(longestRun('')).toBe(0);
    expect(meetsPasswordPolicy('Aéééé-1x', POLICY)).toBe(false);
    expect(meetsPasswordPolicy('Ééx-12Aüb', POLICY)).toBe(true);
  });

  it('falls back to the §9 minimum of 8 only, without a run rule', () => {
    expect(checkPasswordRules('12345678', FALLBACK_PASSWORD_POLICY)).toEqual([
      { id: 'minimumLength', met: true, value: 8 },
    ]);
  });
});

describe('registration rules (product §5)', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(VALID, POLICY)).toEqual({});
  });

  it('requires email, password, confirmation, names, phone and the privacy/terms box', () => {
    expect(validateRegistration(emptyRegistrationForm(), POLICY)).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
      confirmPassword: 'validation.confirmPasswordRequired',
      firstName: 'validation.firstNameRequired',
      lastName: 'validation.lastNameRequired',
      phone: 'register.phoneNumberRequired',
      terms: 'register.policyRequired',
    });
  });

  it('treats blank names as missing and keeps the newsletter optional', () => {
    const errors = validateRegistration({ ...VALID, firstName: '   ', newsletter: false }, POLICY);
    expect(errors).toEqual({ firstName: 'validation.firstNameRequired' });
  });

  it('needs a valid email address', () => {
    expect(validateRegistration({ ...VALID, email: 'anna@' }, POLICY)).toEqual({
      email: 'validation.emailInvalid',
    });
  });

  it('needs a phone number of at least 10 characters', () => {
    expect(validateRegistration({ ...VALID, phone: '061234567' }, POLICY)).toEqual({
      phone: 'register.phoneNumberRequired',
    });
    expect(validateRegistration({ ...VALID, phone: ' 0612345678 ' }, POLICY)).toEqual({});
  });

  it('needs matching passwords', () => {
    expect(validateRegistration({ ...VALID, confirmPassword: 'Welkom-2027!' }, POLICY)).toEqual({
      confirmPassword: 'register.passwordMustMatch',
    });
  });

  it('refuses a password that breaks the policy', () => {
    const weak = { ...VALID, password: 'welkom', confirmPassword: 'welkom' };
    expect(validateRegistration(weak, POLICY)).toEqual({ password: 'validation.passwordPolicy' });
  });

  it('names the first invalid field in page order', () => {
    const errors = validateRegistration({ ...VALID, phone: '', lastName: '' }, POLICY);
    expect(firstInvalidField(REGISTRATION_FIELDS, errors)).toBe('lastName');
  });
});

describe('activation, forgot and reset rules (product §5)', () => {
  it('keeps digits only in a code, at most 6', () => {
    expect(sanitizeCode('12 3a45678')).toBe('123456');
    expect(isCodeComplete('12345')).toBe(false);
    expect(isCodeComplete('123456')).toBe(true);
  });

  it('requires the email and a 6-digit activation code', () => {
    expect(validateActivation({ email: '', code: '123' })).toEqual({
      email: 'validation.emailRequired',
      code: 'validation.codeLength',
    });
    expect(validateActivation({ email: 'a@example.com', code: '123456' })).toEqual({});
  });

  it('requires the email on /forgot', () => {
    expect(validateForgot({ email: ' ' })).toEqual({ email: 'validation.emailRequired' });
  });

  it('requires a code of exactly 6, a password and its confirmation on /change', () => {
    expect(
      validateReset({ email: 'a@example.com', code: '12345', password: '', confirmPassword: '' }, POLICY),
    ).toEqual({
      code: 'validation.codeLength',
      password: 'validation.passwordRequired',
      confirmPassword: 'validation.confirmPasswordRequired',
    });
    expect(
      validateReset(
        { email: 'a@example.com', code: '123456', password: 'Nieuw-2026!', confirmPassword: 'Nieuw-2026!' },
        POLICY,
      ),
    ).toEqual({});
  });
});

describe('pass number rules (product §3, §5)', () => {
  it('requires the pass number and the date of birth ("Birth date is required")', () => {
    expect(validatePassNumber({ passNumber: '', dateOfBirth: '', alias: '' })).toEqual({
      passNumber: 'passNumber.required',
      dateOfBirth: 'validation.birthDateRequired',
    });
  });

  it('accepts DD-MM-YYYY and friendly variants, refuses impossible dates', () => {
    expect(normalizeDateOfBirth('1/2/1950')).toBe('01-02-1950');
    expect(normalizeDateOfBirth('15.03.1984')).toBe('15-03-1984');
    expect(isDateOfBirth('29-02-2000')).toBe(true);
    expect(isDateOfBirth('31-02-2000')).toBe(false);
    expect(validatePassNumber({ passNumber: '2001000103', dateOfBirth: '1990-07-21', alias: '' })).toEqual({
      dateOfBirth: 'passNumber.birthDateInvalid',
    });
  });

  it('needs 6 to 20 digits for the pass number (spaces allowed while typing)', () => {
    expect(normalizePassNumber('2001 0001 03')).toBe('2001000103');
    expect(validatePassNumber({ passNumber: '12345', dateOfBirth: '21-07-1990', alias: '' })).toEqual({
      passNumber: 'passNumber.invalid',
    });
  });

  it('limits the alias to 50 characters', () => {
    const ok = { passNumber: '2001000103', dateOfBirth: '21-07-1990', alias: 'x'.repeat(ALIAS_MAX_LENGTH) };
    expect(validatePassNumber(ok)).toEqual({});
    expect(validatePassNumber({ ...ok, alias: 'x'.repeat(ALIAS_MAX_LENGTH + 1) })).toEqual({
      alias: 'passNumber.aliasTooLong',
    });
  });

  it('builds the PATCH body with normalised values and a null alias when blank', () => {
    expect(toPassNumberUpsert({ passNumber: '2001 000103', dateOfBirth: '21/7/1990', alias: '  ' })).toEqual({
      passNumber: '2001000103',
      dateOfBirth: '21-07-1990',
      alias: null,
    });
  });

  it('keeps the last pass number when the region requires one', () => {
    expect(canDeletePassNumber(1, true)).toBe(false);
    expect(canDeletePassNumber(2, true)).toBe(true);
    expect(canDeletePassNumber(1, false)).toBe(true);
  });
});

describe('profile rules', () => {
  it('requires names and a phone of at least 10 characters', () => {
    expect(validateProfile({ firstName: '', lastName: ' ', phone: '123' })).toEqual({
      firstName: 'validation.firstNameRequired',
      lastName: 'validation.lastNameRequired',
      phone: 'register.phoneNumberRequired',
    });
  });
});
