/**
 * Dutch dictionary (nl-NL), section `contact` (common/dictionary-sections.ts): the contact dialog the footer opens
 * on every page; loaded with the dialog. Formal "u" throughout (product §9); the whole dictionary is ../nl-NL.ts.
 */
export const section = {
  contact: {
    title: 'Contactgegevens',
    intro: 'Heeft u een vraag over uw rit of uw account? Neem dan contact op met onze klantenservice.',
    postalAddress: 'Postadres',
    // Company values below are placeholders: to be confirmed by the operator before release.
    postalAddressValue: 'RegioTaxi Klantenservice, Postbus 1234, 1000 AB Amsterdam',
    email: 'E-mailadres klantenservice',
    emailValue: 'klantenservice@regiotaxi.example',
    phone: 'Telefoonnummer',
    companyRegistration: 'KvK-nummer',
    companyRegistrationValue: '12345678',
  },
};
