import { section as accountSection } from './en-US/account';
import { section as bookTripSection } from './en-US/book-trip';
import { section as carersSection } from './en-US/carers';
import { section as contactSection } from './en-US/contact';
import { section as coreSection } from './en-US/core';
import { section as followSection } from './en-US/follow';
import { section as formsSection } from './en-US/forms';
import { section as homeSection } from './en-US/home';
import { section as myTripsSection } from './en-US/my-trips';
import { section as tripChangeSection } from './en-US/trip-change';
import { section as tripDetailsSection } from './en-US/trip-details';
import { section as tripsSection } from './en-US/trips';
import { section as liveTripSection } from './en-US/live-trip';
import type { Dictionary } from './nl-NL';

/**
 * English dictionary (en-US). Typed as {@link Dictionary}, so a key missing here or present only here is a
 * compile error; each section (./en-US/*.ts) is typed as its Dutch counterpart too, and
 * tests/i18n/dictionaries.test.ts also checks non-empty values and matching placeholders. The app never imports
 * this module at run time (src/i18n/loader.ts loads the sections). Wording of the product doc's messages
 * (product §5, §8) is kept verbatim.
 */
export const enUS: Dictionary = {
  ...coreSection,
  ...contactSection,
  ...homeSection,
  ...tripsSection,
  ...liveTripSection,
  ...tripDetailsSection,
  ...tripChangeSection,
  ...bookTripSection,
  ...myTripsSection,
  ...accountSection,
  ...formsSection,
  ...followSection,
  ...carersSection,
};
