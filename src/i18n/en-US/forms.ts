import type { section as dutch } from '../nl-NL/forms';

/**
 * English dictionary (en-US), section `forms` (common/dictionary-sections.ts): the form messages that both the booking form and the account forms show.
 * Typed as the Dutch section, so a key missing here or present only here is a compile error (product §9).
 */
export const section: typeof dutch = {
  validation: {
    required: 'This field is required',
    emailInvalid: 'Please enter a valid email address.',
    birthDateRequired: 'Birth date is required',
    emailRequired: 'Please enter your email address',
    passwordRequired: 'Please enter a password',
    confirmPasswordRequired: 'Please enter the password again',
    firstNameRequired: 'Please enter your first name',
    lastNameRequired: 'Please enter your last name',
    codeRequired: 'Please enter the code',
    codeLength: 'The code consists of exactly 6 digits',
    passwordPolicy: 'The password does not yet meet all the requirements below',
    errorSummary: 'Please check the marked fields.',
  },
};
