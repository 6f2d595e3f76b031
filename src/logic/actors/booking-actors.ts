/**
 * Actors of machines/booking/booking.machine.ts (product §7.1 trips calculate/book, with and without account). Imported only
 * by the booking logic (src/logic/booking.ts), so it loads with the booking pages.
 */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../../api/clients';
import { unwrap } from '../../api/errors';
import type { BookTripInput, CalculateTripInput } from '../../../machines/booking';
import type { BookingResult, TripSummary } from '../../../machines/types';

/** Actors of machines/booking/booking.machine.ts: `calculateTrip` and `bookTrip` (guest variants without account). */
export function createBookingActors(clients: ApiClients) {
  const { ticketing } = clients;
  // The guest endpoints require the visitor's email and name (entered on the welcome page, product §2).
  const guestBody = ({ request }: CalculateTripInput) => ({
    ...request,
    email: request.email ?? '',
    firstName: request.firstName ?? '',
    lastName: request.lastName ?? '',
  });
  const passHeader = (passNumber: string | null) => (passNumber ? { 'X-Pass-Number': passNumber } : {});
  return {
    calculateTrip: fromPromise<TripSummary, CalculateTripInput>(async ({ input, signal }) => {
      if (input.guest) {
        return (
          await unwrap(ticketing.POST('/trips/calculate-without-account', { signal, body: guestBody(input) }))
        ).data;
      }
      const header = passHeader(input.passNumber);
      return (
        await unwrap(ticketing.POST('/trips/calculate', { signal, body: input.request, params: { header } }))
      ).data;
    }),
    bookTrip: fromPromise<BookingResult, BookTripInput>(async ({ input, signal }) => {
      const header = { ...passHeader(input.passNumber), 'Idempotency-Key': input.idempotencyKey };
      if (input.guest) {
        const body = guestBody(input);
        return (
          await unwrap(ticketing.POST('/trips/book-without-account', { signal, body, params: { header } }))
        ).data;
      }
      return (
        await unwrap(ticketing.POST('/trips/book', { signal, body: input.request, params: { header } }))
      ).data;
    }),
  };
}
