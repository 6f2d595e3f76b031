import type { components } from '../../openapi/generated/ticketing';

/** Trip status (product §4, 11 values). */
export type TripStatus = components['schemas']['TripStatus'];

/** Statuses from which a traveller may still cancel (until 60 minutes before departure). */
export const CANCELLABLE_STATUSES: readonly TripStatus[] = [
  'confirmed',
  'pendingPayment',
  'paymentConfirmed',
];

/** Minutes before departure after which a trip can no longer be cancelled (product §4, §9). */
export const CANCEL_CUTOFF_MINUTES = 60;

/**
 * The status of a trip as seen at `now` (epoch ms): the stored status moved on by the clock.
 * confirmed/paymentConfirmed → completed once the arrival time has passed; an unpaid pendingPayment trip →
 * cancelledBySystem once its departure has passed. Everything else is returned unchanged.
 */
export function effectiveStatus(
  stored: TripStatus,
  departureAt: number,
  arrivalAt: number,
  now: number,
): TripStatus {
  if ((stored === 'confirmed' || stored === 'paymentConfirmed') && now >= arrivalAt) return 'completed';
  if (stored === 'pendingPayment' && now >= departureAt) return 'cancelledBySystem';
  return stored;
}
