/**
 * The path of the change page of a booked trip (product §10.11 "Changing a booked trip"): `/change-trip/<trip
 * number>`, with `?shift=<minutes>` when the form opens moved by that many minutes (the way back of a changed
 * trip). Kept apart from the change flow so the trip cards link to it without loading it.
 */
export function changeTripPath(externalTripId: string, shiftMinutes = 0): string {
  const path = `/change-trip/${encodeURIComponent(externalTripId)}`;
  return shiftMinutes === 0 ? path : `${path}?shift=${shiftMinutes}`;
}
