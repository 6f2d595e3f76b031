import type { Db } from '../db';
import { tripStatusAt, type TripRow } from '../lib/store';

/** Result of {@link confirmPayment}. */
export type PaymentOutcome = 'paid' | 'notPayable' | 'notFound';

/** The trip whose payment page has this token (see `paymentPath`), or undefined. */
export function tripByPaymentToken(db: Db, paymentToken: string): TripRow | undefined {
  return db.prepare<[string], TripRow>('SELECT * FROM trips WHERE payment_token = ?').get(paymentToken);
}

/**
 * The simulated payment provider's "Pay" (product §3 payment, §4 pendingPayment): the trip of this payment token,
 * when pendingPayment at `now` (epoch ms), becomes paymentConfirmed. Trips in any other state are left alone
 * (`notPayable`); an unknown token is `notFound`.
 */
export function confirmPayment(db: Db, paymentToken: string, now: number): PaymentOutcome {
  const row = tripByPaymentToken(db, paymentToken);
  if (!row) return 'notFound';
  if (tripStatusAt(row, now) !== 'pendingPayment') return 'notPayable';
  db.prepare("UPDATE trips SET status = 'paymentConfirmed', updated_at = ? WHERE id = ?").run(now, row.id);
  return 'paid';
}
