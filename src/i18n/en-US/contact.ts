import type { section as dutch } from '../nl-NL/contact';

/**
 * English dictionary (en-US), section `contact` (common/dictionary-sections.ts): the contact dialog the footer opens
 * on every page; loaded with the dialog. Typed as the Dutch section, so a key missing here or present only here is
 * a compile error (product §9).
 */
export const section: typeof dutch = {
  contact: {
    title: 'Contact details',
    intro: 'Do you have a question about your trip or your account? Please contact our customer service.',
    postalAddress: 'Postal address',
    // Company values below are placeholders: to be confirmed by the operator before release.
    postalAddressValue: 'RegioTaxi Klantenservice, Postbus 1234, 1000 AB Amsterdam',
    email: 'Customer service e-mail',
    emailValue: 'klantenservice@regiotaxi.example',
    phone: 'Phone number',
    companyRegistration: 'Chamber of Commerce (KvK) number',
    companyRegistrationValue: '12345678',
  },
};
