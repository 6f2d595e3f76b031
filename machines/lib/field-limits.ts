/**
 * Longest values the APIs accept (`maxLength` in openapi/account.yaml and openapi/ticketing.yaml), in UTF-16 code
 * units as the browser's `maxlength` counts them. Form inputs carry these as `maxLength`, so nobody can type
 * more than the server would store (issue 9 item 4); the server still answers 400 for longer values.
 */
export const FIELD_MAX_LENGTH = {
  /** `email`: 254. */
  email: 254,
  /** `password`, `oldPassword`: 128. */
  password: 128,
  /** `firstName`, `surname`: 100. */
  name: 100,
  /** `phone`: 20. */
  phone: 20,
} as const;
