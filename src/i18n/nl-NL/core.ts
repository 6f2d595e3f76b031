/**
 * Dutch dictionary (nl-NL), section `core` (common/dictionary-sections.ts): the entry chunk's strings: the app shell parts every page shows, error pages, toasts, API errors, the language choice, the footer, /login, the route-change and kept-work messages and the update prompt.
 * Formal "u" throughout (product §9); the whole dictionary and its rules are in ../nl-NL.ts.
 */
export const section = {
  app: {
    /** Product name; also the document title (product §1). */
    title: 'RegioTaxi',
    tagline: 'Vervoer op afroep in uw regio',
    /** Sidebar footer version text, e.g. "v4.1.0". */
    version: 'v{{version}}',
    // Partner name is a placeholder: to be confirmed by the operator.
    partner: 'In samenwerking met Vervoerregio 20',
    skipToContent: 'Direct naar de inhoud',
    mainNavigation: 'Hoofdmenu',
    openMenu: 'Menu openen',
    menu: 'Menu',
    homeLink: 'RegioTaxi, naar de startpagina',
  },
  common: {
    loading: 'Bezig met laden…',
    close: 'Sluiten',
    cancel: 'Annuleren',
    confirm: 'Bevestigen',
    back: 'Terug',
    next: 'Volgende',
    yes: 'Ja',
    no: 'Nee',
    save: 'Opslaan',
    edit: 'Wijzigen',
    delete: 'Verwijderen',
    required: '(verplicht)',
    optional: '(optioneel)',
    opensInNewTab: '(opent in een nieuw tabblad)',
    notifications: 'Meldingen',
    /** Landmark label of the toast region; the view passes `{hotkey}` through for Radix to fill in (F8). */
    notificationsRegion: 'Meldingen ({{hotkey}})',
  },
  nav: {
    home: 'Home',
    bookTrip: 'Rit boeken',
    myTrips: 'Mijn ritten',
    profile: 'Profiel',
    logout: 'Uitloggen',
  },
  footer: {
    androidApp: 'Android-app',
    // Store and site URLs are placeholders: to be confirmed by the operator.
    androidAppUrl: 'https://play.google.com/store/apps/details?id=nl.regiotaxi.app',
    iosApp: 'iOS-app',
    iosAppUrl: 'https://apps.apple.com/nl/app/regiotaxi/id0000000000',
    privacy: 'Privacyverklaring',
    privacyUrl: 'https://www.regiotaxi.example/nl/privacy',
    terms: 'Algemene voorwaarden',
    termsUrl: 'https://www.regiotaxi.example/nl/algemene-voorwaarden',
    contact: 'Contactgegevens',
    contactPage: 'Contactpagina',
    contactPageUrl: 'https://www.regiotaxi.example/nl/contact',
    /**
     * The customer service's phone number (a placeholder, to be confirmed by the operator): the contact dialog, and
     * the trip cards and offline views when the region names none (here, so /home needs no contact section).
     */
    customerServicePhone: '088 123 45 67',
  },
  language: {
    label: 'Taal',
    nl: 'Nederlands',
    en: 'English',
  },
  login: {
    title: 'Inloggen',
    intro: 'Log in om uw ritten te boeken en te bekijken.',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    forgotPassword: 'Wachtwoord vergeten?',
    noAccount: 'Heeft u nog geen account?',
    register: 'Account aanmaken',
    usernameRequired: 'Vul uw e-mailadres in',
    passwordRequired: 'Vul uw wachtwoord in',
    invalidForm: 'Gebruikersnaam of wachtwoord is onjuist',
    notActivated: 'Nog niet geactiveerd? Vul uw activeringscode in',
  },
  error: {
    unexpected: 'Er is een onverwachte fout opgetreden. Probeer het later opnieuw.',
    priorityRequired: "Voor boeken op aankomsttijd moet u een prioriteit kiezen. 'Geen' is niet toegestaan.",
    downloadTripHistoryError:
      'Er is een fout opgetreden bij het downloaden van uw rittenoverzicht. Probeer het later opnieuw.',
    validationCodeExpired: 'De verificatiecode is verlopen.',
    bookingBlockedByPtAdvice:
      'U kunt deze rit niet boeken, omdat er voor deze reis een mogelijkheid met het openbaar vervoer is.',
    /** §8 labels by HTTP status: 400, 401, 403, 404, 409, anything else. */
    // Toastkoppen bij de statuslabels van product §8, in woorden die een reiziger begrijpt (nooit de HTTP-term).
    label: {
      badRequest: 'Even controleren',
      unauth: 'Log opnieuw in',
      forbidden: 'Niet toegestaan',
      notFound: 'Niet te vinden',
      conflict: 'Nu niet mogelijk',
      serviceUnavailable: 'Tijdelijk niet beschikbaar',
      internalServerError: 'Er ging iets mis',
    },
    pageNotFound: 'Pagina niet gevonden',
    pageNotFoundText: 'De pagina die u zoekt bestaat niet of is verplaatst.',
    somethingWentWrong: 'Er is iets misgegaan',
    somethingWentWrongText: 'Deze pagina kan op dit moment niet worden getoond. Probeer het later opnieuw.',
    backHome: 'Terug naar de startpagina',
  },
  toast: {
    info: 'Informatie',
    success: 'Gelukt',
    warning: 'Waarschuwing',
    danger: 'Fout',
  },
  resilience: {
    draftRestored: 'Wat u eerder invulde is teruggezet. Controleer het voordat u boekt.',
    startOver: 'Opnieuw beginnen',
    noConnection: 'Geen verbinding. Uw gegevens blijven bewaard.',
    tryAgain: 'Opnieuw proberen',
    dismiss: 'Sluiten',
    notBookedTitle: 'Uw rit is NIET geboekt',
    notCalculated: 'De rit kon niet worden berekend: {{reason}}',
    offline: 'U bent offline. Wat u invult blijft bewaard; zodra er weer verbinding is, kunt u verder.',
    pageLoading: 'Pagina wordt geladen…',
    partFailed: 'Dit onderdeel kon niet worden geladen. Uw gegevens blijven bewaard.',
  },
  appUpdate: {
    available: 'Er is een nieuwe versie',
    reload: 'Vernieuwen',
  },
};
