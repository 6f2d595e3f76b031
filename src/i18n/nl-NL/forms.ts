/**
 * Dutch dictionary (nl-NL), section `forms` (common/dictionary-sections.ts): the form messages that both the booking form and the account forms show.
 * Formal "u" throughout (product §9); the whole dictionary and its rules are in ../nl-NL.ts.
 */
export const section = {
  validation: {
    required: 'Dit veld is verplicht',
    emailInvalid: 'Vul een geldig e-mailadres in.',
    birthDateRequired: 'Geboortedatum is verplicht',
    emailRequired: 'Vul uw e-mailadres in',
    passwordRequired: 'Vul een wachtwoord in',
    confirmPasswordRequired: 'Vul het wachtwoord nogmaals in',
    firstNameRequired: 'Vul uw voornaam in',
    lastNameRequired: 'Vul uw achternaam in',
    codeRequired: 'Vul de code in',
    codeLength: 'De code bestaat uit precies 6 cijfers',
    passwordPolicy: 'Het wachtwoord voldoet nog niet aan alle eisen hieronder',
    errorSummary: 'Controleer de gemarkeerde velden.',
  },
};
