/**
 * Identifiers of a booking on the reference server: the payment token (a capability), the external trip id, and
 * the request digest that detects an Idempotency-Key reused for a different request.
 */
import { createHash, randomBytes } from 'node:crypto';

/**
 * A fresh payment token: the unguessable capability of a trip's payment page (`/pay/<token>`, see `paymentPath`),
 * 32 random bytes as base64url. Every trip that may need an online payment gets one (bookings and the seed).
 */
export function newPaymentToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A new external trip id, `RT-` and 8 characters of an unambiguous alphabet (no 0/O, 1/I). */
export function newExternalTripId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return `RT-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

/** JSON with object keys sorted at every level, so the same content always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Stable digest of a booking request and the pass number it spends from, to detect an Idempotency-Key reused for
 * a different request. Key order does not matter (a retry may serialise the same body differently).
 */
export function requestHash(request: unknown, passNumber: string | null): string {
  return createHash('sha256').update(canonicalJson({ request, passNumber })).digest('hex');
}
