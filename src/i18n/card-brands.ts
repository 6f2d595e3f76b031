/**
 * The names of the card brands a traveller may pay with (product §3 payment: masterCard, maestro, visa,
 * visaElectron). They are proper names, written the same in every language, so both dictionaries' `bookTrip.cardBrand`
 * take them from here.
 */
export const cardBrandNames = {
  masterCard: 'Mastercard',
  maestro: 'Maestro',
  visa: 'Visa',
  visaElectron: 'Visa Electron',
};
