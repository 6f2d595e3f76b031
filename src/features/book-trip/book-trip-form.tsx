import { parseBookingPrefill, preferencesPrefill } from '../../../machines/lib/book-again';
import { BookingForm, type BookingFormProps, type BookTripLocationState } from './booking-form';

/** Props of {@link BookTripForm}: the form's own props, with the starting values still unparsed. */
export interface BookTripFormProps extends Omit<BookingFormProps, 'initialLocations' | 'prefill'> {
  /** The router state /book-trip was opened with (addresses, or a trip's "Book again" prefill). */
  routeState: BookTripLocationState | null;
  /** The traveller's travel preferences, or null without them. */
  preferences: Parameters<typeof preferencesPrefill>[0] | null;
}

/**
 * /book-trip's {@link BookingForm} with what it starts from: the addresses of the router state, and a trip's
 * "Book again" prefill (router state, checked: anyone can forge it) or else the travel preferences. Its own chunk with the form and what only the form needs (Temporal, downshift), which the page
 * loads after its heading has painted (Lighthouse LCP).
 */
export function BookTripForm({ routeState, preferences, ...props }: BookTripFormProps) {
  return (
    <BookingForm
      {...props}
      initialLocations={routeState}
      prefill={parseBookingPrefill(routeState) ?? (preferences ? preferencesPrefill(preferences) : null)}
    />
  );
}
