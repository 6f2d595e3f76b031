import type { section as dutch } from '../nl-NL/core';

/**
 * English dictionary (en-US), section `core` (common/dictionary-sections.ts): the entry chunk's strings: the app shell parts every page shows, error pages, toasts, API errors, the language choice, the footer, /login, the route-change and kept-work messages and the update prompt.
 * Typed as the Dutch section, so a key missing here or present only here is a compile error (product §9).
 */
export const section: typeof dutch = {
  app: {
    title: 'RegioTaxi',
    tagline: 'On-demand transport in your region',
    version: 'v{{version}}',
    // Partner name is a placeholder: to be confirmed by the operator.
    partner: 'In cooperation with Vervoerregio 20',
    skipToContent: 'Skip to main content',
    mainNavigation: 'Main navigation',
    openMenu: 'Open menu',
    menu: 'Menu',
    homeLink: 'RegioTaxi, go to home page',
  },
  common: {
    loading: 'Loading…',
    close: 'Close',
    cancel: 'Cancel',
    confirm: 'Confirm',
    back: 'Back',
    next: 'Next',
    yes: 'Yes',
    no: 'No',
    save: 'Save',
    edit: 'Edit',
    delete: 'Delete',
    required: '(required)',
    optional: '(optional)',
    opensInNewTab: '(opens in a new tab)',
    notifications: 'Notifications',
    /** Landmark label of the toast region; the view passes `{hotkey}` through for Radix to fill in (F8). */
    notificationsRegion: 'Notifications ({{hotkey}})',
  },
  nav: {
    home: 'Home',
    bookTrip: 'Book trip',
    myTrips: 'My trips',
    profile: 'Profile',
    logout: 'Log out',
  },
  footer: {
    androidApp: 'Android app',
    // Store and site URLs are placeholders: to be confirmed by the operator.
    androidAppUrl: 'https://play.google.com/store/apps/details?id=nl.regiotaxi.app',
    iosApp: 'iOS app',
    iosAppUrl: 'https://apps.apple.com/nl/app/regiotaxi/id0000000000',
    privacy: 'Privacy statement',
    privacyUrl: 'https://www.regiotaxi.example/en/privacy',
    terms: 'Terms and conditions',
    termsUrl: 'https://www.regiotaxi.example/en/terms-and-conditions',
    contact: 'Contact details',
    contactPage: 'Contact page',
    contactPageUrl: 'https://www.regiotaxi.example/en/contact',
    /**
     * The customer service's phone number (a placeholder, to be confirmed by the operator): the contact dialog, and
     * the trip cards and offline views when the region names none (here, so /home needs no contact section).
     */
    customerServicePhone: '088 123 45 67',
  },
  language: {
    label: 'Language',
    nl: 'Nederlands',
    en: 'English',
  },
  login: {
    title: 'Log in',
    intro: 'Log in to book and view your trips.',
    email: 'E-mail address',
    password: 'Password',
    submit: 'Log in',
    forgotPassword: 'Forgot password?',
    noAccount: "Don't have an account yet?",
    register: 'Create an account',
    usernameRequired: 'Please enter your e-mail address',
    passwordRequired: 'Please enter your password',
    invalidForm: 'Username or password is incorrect',
    notActivated: 'Not activated yet? Enter your activation code',
  },
  error: {
    unexpected: 'An unexpected error occurred, please try again later.',
    priorityRequired:
      "Booking on arrival requires a selection from the Priority drop down. 'None' is not allowed.",
    downloadTripHistoryError:
      'An error occurred while downloading your trip history. Please try again later.',
    validationCodeExpired: 'Validation code expired.',
    bookingBlockedByPtAdvice:
      'A ride cannot be booked because there is a Public transportation option available for this journey.',
    // Toast titles of product §8's status labels, in words a traveller understands (never the HTTP reason phrase).
    label: {
      badRequest: 'Please check',
      unauth: 'Please log in again',
      forbidden: 'Not allowed',
      notFound: 'Could not be found',
      conflict: 'Not possible now',
      serviceUnavailable: 'Temporarily unavailable',
      internalServerError: 'Something went wrong',
    },
    pageNotFound: 'Page not found',
    pageNotFoundText: 'The page you are looking for does not exist or has been moved.',
    somethingWentWrong: 'Something went wrong',
    somethingWentWrongText: 'This page cannot be shown right now. Please try again later.',
    backHome: 'Back to the home page',
  },
  toast: {
    info: 'Information',
    success: 'Success',
    warning: 'Warning',
    danger: 'Error',
  },
  resilience: {
    draftRestored: 'What you entered before has been restored. Check it before you book.',
    startOver: 'Start over',
    noConnection: 'No connection. Your details are kept.',
    tryAgain: 'Try again',
    dismiss: 'Close',
    notBookedTitle: 'Your trip has NOT been booked',
    notCalculated: 'The trip could not be calculated: {{reason}}',
    offline: 'You are offline. What you enter is kept; you can carry on once you are back online.',
    pageLoading: 'Loading page…',
    partFailed: 'This part could not be loaded. Your details are kept.',
  },
  appUpdate: {
    available: 'A new version is available',
    reload: 'Reload',
  },
};
