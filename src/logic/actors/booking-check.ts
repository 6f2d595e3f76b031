/**
 * The actors of machines/booking/booking.machine.ts that read the traveller's trip list (product §7 GET /trips/history):
 * `findBookedTrip` — after the traveller cancelled a booking in flight, was the trip booked anyway? The server
 * completes a booking once or not at all, so the truth is in the list; `loadOtherTrips` — the trips around a new
 * pick-up, for the overlap warning. Imported only by the booking logic.
 */
import { fromPromise } from 'xstate';
import type { ApiClients } from '../../api/clients';
import { unwrap } from '../../api/errors';
import type { FindBookedTripInput, LoadOtherTripsInput } from '../../../machines/booking';
import { amsterdamDateAt } from '../../../machines/lib/instant';
import type { BookingRequest, Trip } from '../../../machines/types';
import { PLANNING_MODE } from '../../../openapi/generated/field-rules';

/** Same place: equal WGS84 coordinates (degrees) and house number. */
function samePlace(a: BookingRequest['locationFrom'], b: Trip['locationFrom']): boolean {
  return a.latitude === b.latitude && a.longitude === b.longitude && a.houseNumber === b.houseNumber;
}

/**
 * True when `trip` is the one `request` books: same from/to, planning mode, and planned instant (departure for
 * `PLANNING_MODE.ByDeparture`, arrival for `PLANNING_MODE.ByArrival`), not cancelled. An identical trip booked earlier by another
 * request would also match; the traveller would then be told "booked" for a trip that is indeed in the list.
 */
function isTripOfRequest(trip: Trip, request: BookingRequest): boolean {
  const planned = Date.parse(request.plannedDateTime);
  const at = Date.parse(
    request.planningMode === PLANNING_MODE.ByDeparture ? trip.departureDateTime : trip.arrivalDateTime,
  );
  return (
    at === planned &&
    trip.planningMode === request.planningMode &&
    !trip.status.startsWith('cancelled') &&
    samePlace(request.locationFrom, trip.locationFrom) &&
    samePlace(request.locationTo, trip.locationTo)
  );
}

/** Pages read at most by `loadOtherTrips` (50 trips each): far more than a traveller books in 8 weeks. */
const MAX_PAGES = 10;

/**
 * `findBookedTrip`: the signed-in traveller's trips departing on the planned day or the day before (an arrival
 * shortly after midnight departs the day before), first page of 50, searched with {@link isTripOfRequest}.
 * Resolves with the trip or null; rejects with the §8 `ApiError`.
 */
export function createBookingCheckActors(clients: ApiClients) {
  const { ticketing } = clients;
  return {
    findBookedTrip: fromPromise<Trip | null, FindBookedTripInput>(async ({ input, signal }) => {
      const planned = Date.parse(input.request.plannedDateTime);
      const query = {
        from: amsterdamDateAt(planned - 86_400_000),
        to: amsterdamDateAt(planned),
        sortBy: 'departure_date_time' as const,
        sortDirection: 'ASC' as const,
        pageNumber: 1,
        pageSize: 50,
      };
      const header = input.passNumber ? { 'X-Pass-Number': input.passNumber } : {};
      const page = await unwrap(ticketing.GET('/trips/history', { signal, params: { query, header } }));
      return page.items.find((trip) => isTripOfRequest(trip, input.request)) ?? null;
    }),
    /**
     * `loadOtherTrips`: every trip of the signed-in traveller (all pass numbers: the list is the account's)
     * departing in `input.range` (inclusive Europe/Amsterdam days), page by page (50 each, at most
     * {@link MAX_PAGES}), departure ascending. Rejects with the §8 `ApiError`.
     */
    loadOtherTrips: fromPromise<Trip[], LoadOtherTripsInput>(async ({ input, signal }) => {
      const trips: Trip[] = [];
      for (let pageNumber = 1; pageNumber <= MAX_PAGES; pageNumber++) {
        const query = {
          from: input.range.from,
          to: input.range.to,
          sortBy: 'departure_date_time' as const,
          sortDirection: 'ASC' as const,
          pageNumber,
          pageSize: 50,
        };
        const page = await unwrap(ticketing.GET('/trips/history', { signal, params: { query } }));
        trips.push(...page.items);
        if (page.items.length < page.pageSize || trips.length >= page.totalCount) break;
      }
      return trips;
    }),
  };
}
