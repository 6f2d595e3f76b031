import { section as accountSection } from './nl-NL/account';
import { section as bookTripSection } from './nl-NL/book-trip';
import { section as carersSection } from './nl-NL/carers';
import { section as contactSection } from './nl-NL/contact';
import { section as coreSection } from './nl-NL/core';
import { section as followSection } from './nl-NL/follow';
import { section as formsSection } from './nl-NL/forms';
import { section as homeSection } from './nl-NL/home';
import { section as myTripsSection } from './nl-NL/my-trips';
import { section as tripChangeSection } from './nl-NL/trip-change';
import { section as tripDetailsSection } from './nl-NL/trip-details';
import { section as tripsSection } from './nl-NL/trips';
import { section as liveTripSection } from './nl-NL/live-trip';

/**
 * Dutch dictionary (nl-NL): the default and fallback language (product §9). Formal "u" throughout: this is a
 * public service. Its shape defines {@link Dictionary}; en-US.ts must have exactly the same keys
 * (checked by the compiler and by tests/i18n/dictionaries.test.ts).
 *
 * The strings are written in one file per section (./nl-NL/*.ts; which route loads which section:
 * common/dictionary-sections.ts); this module puts them together for the types and the tests. The app never
 * imports it at run time: src/i18n/loader.ts loads the sections a page needs.
 *
 * Interpolation uses rosetta's `{{name}}` placeholders. Keys named by the product doc (login.invalidForm,
 * trip.cancelTripError, error.priorityRequired, ...) keep the product doc's names.
 */
export const nlNL = {
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

/** Shape of every dictionary: nested objects whose leaves are strings. */
export type Dictionary = typeof nlNL;
