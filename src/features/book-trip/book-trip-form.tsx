import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseBookingPrefill, preferencesPrefill } from '../../../machines/booking';
import { BookingForm, type BookingFormProps, type BookTripLocationState } from './form/booking-form';

/** Props of {@link BookTripForm}: the form's own props, with the starting values still unparsed. */
export interface BookTripFormProps extends Omit<BookingFormProps, 'initialLocations' | 'prefill'> {
  /** The router state /book-trip was opened with (addresses, or a trip's "Book again" prefill). */
  routeState: BookTripLocationState | null;
  /** The traveller's travel preferences, or null without them. */
  preferences: Parameters<typeof preferencesPrefill>[0] | null;
}

/**
 * /book-trip's {@link BookingForm} with what it starts from: the addresses of the router state, and a trip's
 * "Book again" prefill (router state, checked: anyone can forge it) or else the travel preferences
 *, or else the draft kept in this tab. Its own chunk with the form and what only the form needs (Temporal, downshift), which the page
 * loads after its heading has painted (Lighthouse LCP).
 */
export function BookTripForm({ routeState, preferences, ...props }: BookTripFormProps) {
  const bookAgain = parseBookingPrefill(routeState);
  // A new booking asked for by router state ("Book again", the home card's addresses) wins over a kept draft.
  const asked = bookAgain !== null || !!routeState?.locationFrom || !!routeState?.locationTo;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The request is taken once: the entry's router state goes, so a reload restores the draft made from it.
  useEffect(() => {
    if (asked) void navigate(pathname, { replace: true, state: null });
    // Only on mount: the form's actor reads its start once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <BookingForm
      {...props}
      initialLocations={routeState}
      prefill={bookAgain ?? (preferences ? preferencesPrefill(preferences) : null)}
      restoreDraft={!asked}
    />
  );
}
