/**
 * SPEC §9 phone minimum length (characters, after trimming), shared by the account forms (./account-rules.ts)
 * and the booking phone-call preference (./booking-rules.ts).
 *
 * A module of its own with no imports (issue 10): ./booking-rules.ts needs only this number, and importing it
 * from ./account-rules.ts pulled arktype (the account form schemas) into the /book-trip chunk graph.
 */
export const PHONE_MIN_LENGTH = 10;
