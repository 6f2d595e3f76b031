import * as FIELD_RULES from '../../openapi/generated/field-rules';

/**
 * Longest values the APIs accept, read from the specs' `maxLength` (openapi/generated/field-rules.ts, generated
 * from openapi/account.yaml and openapi/ticketing.yaml by `npm run gen:api`). Form inputs carry these as
 * `maxLength`, so nobody can type more than the server would store; the server still answers
 * 400 for longer values. The browser counts UTF-16 code units and the API code points, so the input is never
 * the more lenient of the two.
 */
export const FIELD_MAX_LENGTH = {
  /** `email` (RegistrationPayload, login, reset, activation, User). */
  email: FIELD_RULES.RegistrationPayload.email.maxLength,
  /** `password`, `oldPassword`. */
  password: FIELD_RULES.RegistrationPayload.password.maxLength,
  /** `firstName`, `surname`. */
  name: FIELD_RULES.RegistrationPayload.firstName.maxLength,
  /** `phone`. */
  phone: FIELD_RULES.RegistrationPayload.phone.maxLength,
} as const;
