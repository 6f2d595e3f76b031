/**
 * Account form rules shared by the account statecharts and their views (product §3 Password policy, Pass number,
 * Registration payload; §5 validation of the registration, activation, forgot, reset, pass number and profile
 * forms; §9 code length 6, phone minimum 10, password minimum at least 8).
 *
 * The form shapes are validated with arktype schemas whose error messages are i18n keys (machines may not import
 * src/, so keys are plain strings here; the views translate them). Cross-field rules (password confirmation,
 * the server's password policy) are applied after the schema pass, so every field gets at most one message.
 * Pure functions only: no React, no fetch, no DOM, no clock.
 */
import { type } from 'arktype';
import { formats } from '../../common/validator-runtime';
import * as FIELD_RULES from '../../openapi/generated/field-rules';
import { meetsPasswordPolicy, type PasswordPolicy } from './password-rules';
import type { FieldErrors } from '../lib/field-errors';

export {
  checkPasswordRules,
  FALLBACK_PASSWORD_POLICY,
  longestRun,
  meetsPasswordPolicy,
  type PasswordPolicy,
  type PasswordRuleId,
} from './password-rules';

/** product §9 activation and reset code length: the wire's `SixDigitCode`. */
const CODE_LENGTH = FIELD_RULES.SixDigitCode.maxLength;
/** product §5.2 alias maximum length ("value not shown"): the wire's `PassNumberUpsert.alias` maxLength. */
export const ALIAS_MAX_LENGTH = FIELD_RULES.PassNumberUpsert.alias.maxLength;

export { firstInvalidField, isValid, type FieldErrors } from '../lib/field-errors';

/** The fields of an empty form in the order it declares them, the page's order (focus goes to the first invalid one). */
function fieldOrder<TForm extends object>(emptyForm: TForm): readonly (keyof TForm & string)[] {
  return Object.keys(emptyForm) as (keyof TForm & string)[];
}

/* ---------- arktype building blocks: every failure message is an i18n key ---------- */

/** A string that is not blank after trimming. */
function requiredText(key: string) {
  return type('string').narrow((value, ctx) => value.trim() !== '' || ctx.reject({ message: key }));
}

/**
 * A required, well-formed email address ("Please enter a valid email address."): the spec's `format: email`, checked
 * as the server checks it.
 */
function emailField(requiredKey: string) {
  return type('string').narrow((value, ctx) => {
    const trimmed = value.trim();
    if (trimmed === '') return ctx.reject({ message: requiredKey });
    return formats.email.test(trimmed) || ctx.reject({ message: 'validation.emailInvalid' });
  });
}

/** A string of at least `min` characters after trimming (one message for empty and too short, as §5 has). */
function minTrimmed(min: number, key: string) {
  return type('string').narrow((value, ctx) => value.trim().length >= min || ctx.reject({ message: key }));
}

/** Exactly {@link CODE_LENGTH} digits (the wire's `SixDigitCode` pattern). */
function codeField(requiredKey: string, lengthKey: string) {
  return type('string').narrow((value, ctx) => {
    if (value.trim() === '') return ctx.reject({ message: requiredKey });
    return FIELD_RULES.SixDigitCode.regExp.test(value.trim()) || ctx.reject({ message: lengthKey });
  });
}

/** The single-field rules of a new password and its confirmation: both required. */
const passwordPairSchema = {
  password: requiredText('validation.passwordRequired'),
  confirmPassword: requiredText('validation.confirmPasswordRequired'),
};

/** What our rule messages look like (`group.key`); arktype's own messages contain spaces. */
const I18N_KEY = /^[a-z][A-Za-z]*(\.[A-Za-z]+)+$/;

/** Turns an arktype result into {@link FieldErrors}: the first message per top-level key. */
function collect<F extends string>(result: unknown): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  if (!(result instanceof type.errors)) return errors;
  for (const error of result) {
    const field = String(error.path[0] ?? '') as F;
    if (field === '' || errors[field] !== undefined) continue;
    // Our rules carry i18n keys; anything else (a wrong type from a bug) is reported as a generic problem.
    errors[field] = I18N_KEY.test(error.message) ? error.message : 'validation.required';
  }
  return errors;
}

/* ---------- product §5.1 registration ---------- */

/** The /register form as typed (product §3 registration payload, with the confirmation and the UI's lastName). */
export interface RegistrationForm {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  phone: string;
  newsletter: boolean;
  /** Privacy statement and terms accepted. */
  terms: boolean;
}

/** Field order on the page (focus goes to the first invalid one). */
export const REGISTRATION_FIELDS = fieldOrder(emptyRegistrationForm());

/** An empty registration form. */
export function emptyRegistrationForm(): RegistrationForm {
  return {
    email: '',
    password: '',
    confirmPassword: '',
    firstName: '',
    lastName: '',
    phone: '',
    newsletter: false,
    terms: false,
  };
}

/** arktype schema of the registration form's single-field rules (product §5). */
const registrationSchema = type({
  email: emailField('validation.emailRequired'),
  ...passwordPairSchema,
  firstName: requiredText('validation.firstNameRequired'),
  lastName: requiredText('validation.lastNameRequired'),
  phone: minTrimmed(FIELD_RULES.RegistrationPayload.phone.minLength, 'register.phoneNumberRequired'),
  newsletter: 'boolean',
  // A boolean narrow is folded into the unit `true` by arktype, so the key is configured as the message.
  terms: type('true').configure({ message: 'register.policyRequired' }),
});

/**
 * The validation of a form with a new password and its confirmation (/register, /change, the profile's password
 * tab): `schema`'s single-field rules, then the policy and "must match" where those fields have no error yet.
 */
function withPasswordPair<TForm extends { password: string; confirmPassword: string }>(
  schema: (form: TForm) => unknown,
) {
  return (form: TForm, policy: PasswordPolicy): FieldErrors<keyof TForm & string> => {
    const errors = collect<keyof TForm & string>(schema(form));
    const pair = errors as FieldErrors<'password' | 'confirmPassword'>;
    if (pair.password === undefined && !meetsPasswordPolicy(form.password, policy)) {
      pair.password = 'validation.passwordPolicy';
    }
    if (pair.confirmPassword === undefined && form.password !== form.confirmPassword) {
      pair.confirmPassword = 'register.passwordMustMatch';
    }
    return errors;
  };
}

/**
 * product §5.1 registration rules: email required and valid; password required and per the policy; confirmation
 * required and equal (`register.passwordMustMatch`); first and last name required; phone at least 10
 * characters (`register.phoneNumberRequired`); privacy/terms ticked (`register.policyRequired`); newsletter
 * optional.
 */
export const validateRegistration = withPasswordPair<RegistrationForm>(registrationSchema);

/* ---------- product §5.1 activation, forgot and reset ---------- */

/** Keeps digits only, at most {@link CODE_LENGTH} ("12 34a56" → "123456"): the code field cannot hold more. */
export function sanitizeCode(raw: string): string {
  return raw.replace(/[^0-9]/g, '').slice(0, CODE_LENGTH);
}

/** product §5.1 activation: 6 digits, numeric only (the button is enabled only then). */
export function isCodeComplete(code: string): boolean {
  return FIELD_RULES.SixDigitCode.regExp.test(code);
}

/** The /activate form. */
export interface ActivationForm {
  email: string;
  code: string;
}
export type ActivationField = keyof ActivationForm;
export const ACTIVATION_FIELDS: readonly ActivationField[] = ['email', 'code'];

const activationSchema = type({
  email: emailField('validation.emailRequired'),
  code: codeField('validation.codeRequired', 'validation.codeLength'),
});

/** product §5.1 activation: email required and valid; code exactly 6 digits. */
export function validateActivation(form: ActivationForm): FieldErrors<ActivationField> {
  return collect<ActivationField>(activationSchema(form));
}

/** The /forgot form. */
export interface ForgotForm {
  email: string;
}
export type ForgotField = keyof ForgotForm;
export const FORGOT_FIELDS: readonly ForgotField[] = ['email'];

const forgotSchema = type({ email: emailField('validation.emailRequired') });

/** product §5.1 forgot: email required (and well-formed, the API refuses anything else). */
export function validateForgot(form: ForgotForm): FieldErrors<ForgotField> {
  return collect<ForgotField>(forgotSchema(form));
}

/** The /change form (email prefilled from /forgot). */
export interface ResetForm {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}
export type ResetField = keyof ResetForm;
export const RESET_FIELDS: readonly ResetField[] = ['email', 'code', 'password', 'confirmPassword'];

const resetSchema = type({
  email: emailField('validation.emailRequired'),
  code: codeField('validation.codeRequired', 'validation.codeLength'),
  ...passwordPairSchema,
});

/**
 * product §5.1 reset: validation code exactly 6 characters; password and confirmation required. Also, as for
 * registration, the password must follow the policy and the confirmation must match (the server enforces the
 * policy; checking here keeps what the user typed and says why).
 */
export const validateReset = withPasswordPair<ResetForm>(resetSchema);

/* ---------- product §3/§5 pass number ---------- */

/** Removes spaces and dots people type to group digits ("2001 0001 03" → "2001000103"). */
export function normalizePassNumber(raw: string): string {
  return raw.replace(/[\s.]/g, '');
}

/**
 * Normalises a typed date of birth to the wire's DD-MM-YYYY: accepts `-`, `/`, `.` or spaces as separators and
 * one-digit day or month ("1/2/1950" → "01-02-1950"). Returns the trimmed input unchanged when it does not look
 * like a day-month-year date.
 */
export function normalizeDateOfBirth(raw: string): string {
  const match = /^\s*(\d{1,2})[-/.\s](\d{1,2})[-/.\s](\d{4})\s*$/.exec(raw);
  if (!match) return raw.trim();
  return `${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}-${match[3]}`;
}

/**
 * True for an existing calendar date in DD-MM-YYYY (the wire's `DateOfBirth` pattern; not 31-02-2000), year 1900
 * or later.
 */
export function isDateOfBirth(value: string): boolean {
  if (!FIELD_RULES.PassNumberUpsert.dateOfBirth.regExp.test(value)) return false;
  const [day, month, year] = value.split('-').map(Number) as [number, number, number];
  if (year < 1900) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The pass number form (profile tab 2; the entry dialog uses passNumber and dateOfBirth only). */
export interface PassNumberForm {
  passNumber: string;
  /** DD-MM-YYYY as typed. */
  dateOfBirth: string;
  alias: string;
}
export type PassNumberField = keyof PassNumberForm;
export const PASS_NUMBER_FIELDS = fieldOrder(emptyPassNumberForm());

/** An empty pass number form. */
export function emptyPassNumberForm(): PassNumberForm {
  return { passNumber: '', dateOfBirth: '', alias: '' };
}

const passNumberSchema = type({
  passNumber: type('string').narrow((value, ctx) => {
    const normalized = normalizePassNumber(value);
    if (normalized === '') return ctx.reject({ message: 'passNumber.required' });
    return (
      FIELD_RULES.PassNumberUpsert.passNumber.regExp.test(normalized) ||
      ctx.reject({ message: 'passNumber.invalid' })
    );
  }),
  dateOfBirth: type('string').narrow((value, ctx) => {
    if (value.trim() === '') return ctx.reject({ message: 'validation.birthDateRequired' });
    return (
      isDateOfBirth(normalizeDateOfBirth(value)) || ctx.reject({ message: 'passNumber.birthDateInvalid' })
    );
  }),
  alias: type('string').narrow(
    (value, ctx) =>
      [...value.trim()].length <= ALIAS_MAX_LENGTH || ctx.reject({ message: 'passNumber.aliasTooLong' }),
  ),
});

/**
 * product §5.2 pass number form: pass number required (6–20 digits); date of birth DD-MM-YYYY required ("Birth date is
 * required") and a real date; alias optional, at most {@link ALIAS_MAX_LENGTH} characters.
 */
export function validatePassNumber(form: PassNumberForm): FieldErrors<PassNumberField> {
  return collect<PassNumberField>(passNumberSchema(form));
}

/** The PATCH /users/passNumber body for a valid form: normalised number and date, blank alias → null. */
export function toPassNumberUpsert(form: PassNumberForm): {
  passNumber: string;
  dateOfBirth: string;
  alias: string | null;
} {
  const alias = form.alias.trim();
  return {
    passNumber: normalizePassNumber(form.passNumber),
    dateOfBirth: normalizeDateOfBirth(form.dateOfBirth),
    alias: alias === '' ? null : alias,
  };
}

/**
 * product §5.2 "The last remaining pass number cannot be deleted when the user is required to have one": true when
 * one of `count` pass numbers may be removed.
 */
export function canDeletePassNumber(count: number, isPassNumberRequired: boolean): boolean {
  return count > 0 && !(isPassNumberRequired && count <= 1);
}

/* ---------- product §2.6 /profile tab 1 ---------- */

/** The personal-information form (email is shown read-only and never edited, product §5). */
export interface ProfileForm {
  firstName: string;
  lastName: string;
  phone: string;
}
export type ProfileField = keyof ProfileForm;
export const PROFILE_FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'phone'];

const profileSchema = type({
  firstName: requiredText('validation.firstNameRequired'),
  lastName: requiredText('validation.lastNameRequired'),
  phone: minTrimmed(FIELD_RULES.UserUpdate.phone.minLength, 'register.phoneNumberRequired'),
});

/** Profile rules: first and last name required, phone at least 10 characters (as at registration, and the API). */
export function validateProfile(form: ProfileForm): FieldErrors<ProfileField> {
  return collect<ProfileField>(profileSchema(form));
}

/* ---------- change password on /profile ---------- */

/** The change-password form on /profile (tab "Wachtwoord"). */
export interface ChangePasswordForm {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}
export type ChangePasswordField = keyof ChangePasswordForm;
/** Field order on the page (focus goes to the first invalid one). */
export const CHANGE_PASSWORD_FIELDS = fieldOrder(emptyChangePasswordForm());

/** An empty change-password form. */
export function emptyChangePasswordForm(): ChangePasswordForm {
  return { currentPassword: '', password: '', confirmPassword: '' };
}

const changePasswordSchema = type({
  currentPassword: requiredText('changePassword.currentPasswordRequired'),
  ...passwordPairSchema,
});

/**
 * Change-password rules: current password required; the new password required and per the
 * policy (as at registration, product §5); the repetition required and equal (`register.passwordMustMatch`).
 */
export const validateChangePassword = withPasswordPair<ChangePasswordForm>(changePasswordSchema);
