/**
 * product §10.12 "Carers": who of the traveller's carers booked, last changed or cancelled a trip, as the trip records
 * it (`bookedBy`, `changedByCarer` with `changedBy: carer`, `cancelledBy`; each a first name and surname). The trip
 * details show "Booked by Anna Jansen" and likewise for a change and a cancel, so the traveller can tell her own
 * trips from those a carer handled. Pure, no I/O.
 */
import type { Trip } from '../types';

/** A person's first name and surname as the API gives them (openapi `PersonName`). */
type PersonName = NonNullable<Trip['bookedBy']>;

/**
 * The name to show for `person`: first name and surname with single spaces ("Anna Jansen", "Riet de Vries"); null
 * when there is no person or both parts are blank, so nothing half-empty ("Booked by ") is ever shown.
 */
export function carerName(person: PersonName | null | undefined): string | null {
  if (!person) return null;
  const name = `${person.firstName} ${person.surname}`.replace(/\s+/g, ' ').trim();
  return name === '' ? null : name;
}

/** Who of the carers booked, last changed and cancelled a trip (each a name, or null: not a carer / not done). */
export interface TripCarers {
  bookedBy: string | null;
  changedBy: string | null;
  cancelledBy: string | null;
}

/**
 * The carers a trip records ({@link TripCarers}). A change counts only while the trip's last change is a carer's
 * (`changedBy: carer`): a later change by the traveller replaces it, as the server's `changedByCarer` does.
 */
export function tripCarers(
  trip: Pick<Trip, 'bookedBy' | 'changedBy' | 'changedByCarer' | 'cancelledBy'>,
): TripCarers {
  return {
    bookedBy: carerName(trip.bookedBy),
    changedBy: trip.changedBy === 'carer' ? carerName(trip.changedByCarer) : null,
    cancelledBy: carerName(trip.cancelledBy),
  };
}
