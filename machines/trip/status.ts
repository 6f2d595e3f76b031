/**
 * product §4.1 "Trip status values": the 11 wire values of a trip's `status`, in spec order, as a const tuple.
 *
 * A module of its own with no imports, so that code needing only the values does not pull ./rules.ts and its
 * ../lib/time.ts (temporal-polyfill) into its chunk. ./rules.ts re-exports the tuple and checks at compile time that it lists exactly the OpenAPI
 * `TripStatus` values (machines/types.ts).
 */
export const TRIP_STATUSES = [
  'unknown',
  'confirmed',
  'completed',
  'cancelled',
  'pendingPayment',
  'paymentConfirmed',
  'creditCardFailed',
  'customerCancelled',
  'cancelledBySystem',
  'refunded',
  'failedToRefund',
] as const;

/** One product §4.1 trip status value: the union of {@link TRIP_STATUSES} (equal to the OpenAPI `TripStatus`). */
export type TripStatusValue = (typeof TRIP_STATUSES)[number];
