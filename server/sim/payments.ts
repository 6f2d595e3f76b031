import type { Db } from '../db';
import { tripStatusAt, type TripRow } from '../lib/store';

/** Result of {@link confirmPayment}. */
export type PaymentOutcome = 'paid' | 'notPayable' | 'notFound';

/**
 * The simulated payment provider's "Pay" (SPEC §3 payment, §4 pendingPayment): a trip that is pendingPayment at
 * `now` (epoch ms) becomes paymentConfirmed. Trips in any other state are left alone (`notPayable`).
 */
export function confirmPayment(db: Db, externalTripId: string, now: number): PaymentOutcome {
  const row = db
    .prepare<[string], TripRow>('SELECT * FROM trips WHERE external_trip_id = ?')
    .get(externalTripId);
  if (!row) return 'notFound';
  if (tripStatusAt(row, now) !== 'pendingPayment') return 'notPayable';
  db.prepare("UPDATE trips SET status = 'paymentConfirmed', updated_at = ? WHERE id = ?").run(now, row.id);
  return 'paid';
}
