import type { Db } from '../db';
import { roundKm } from './geo';

/**
 * Ends unpaid trips whose departure has passed (product §4: an unpaid `pendingPayment` trip becomes
 * `cancelledBySystem`) and gives their km back to the pass they were booked on — the same refund a
 * traveller's own cancellation gets. Stored status, `km_spent = 0` and the pass's `remaining_km` change in one
 * transaction, so a trip is refunded once or not at all. Idempotent; cheap when nothing is due.
 *
 * @param now epoch ms (the server clock, which /dev/clock may move)
 * @returns the number of trips settled
 */
export function settleExpiredPayments(db: Db, now: number): number {
  const due = db
    .prepare<[number], { id: number; pass_number: string | null; km_spent: number }>(
      "SELECT id, pass_number, km_spent FROM trips WHERE status = 'pendingPayment' AND departure_at <= ?",
    )
    .all(now);
  if (due.length === 0) return 0;
  db.transaction(() => {
    const cancel = db.prepare(
      "UPDATE trips SET status = 'cancelledBySystem', km_spent = 0, updated_at = ? WHERE id = ? AND status = 'pendingPayment'",
    );
    const refund = db.prepare(
      'UPDATE pass_registry SET remaining_km = ROUND(remaining_km + ?, 1) WHERE pass_number = ?',
    );
    for (const trip of due) {
      const changed = cancel.run(now, trip.id).changes;
      if (changed && trip.pass_number && trip.km_spent > 0)
        refund.run(roundKm(trip.km_spent), trip.pass_number);
    }
  })();
  return due.length;
}
