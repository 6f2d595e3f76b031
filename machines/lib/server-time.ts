/**
 * Server-corrected "now" (product §4/§9 time rules: live-map window, countdowns, cancel window, earliest
 * pick-up). Travellers' devices are often minutes off, so the app keeps the offset between the API's HTTP
 * `Date` response header and the device clock, and every time rule reads device time + offset.
 *
 * Pure rules only; src/api/server-time.ts applies them to real responses.
 *
 * Why `max` and not the latest sample: `Date` has whole seconds and is stamped before the response travels, so
 * every sample `Date − receivedAt` lies at or below the true offset (by the truncated fraction plus latency).
 * The largest sample is therefore the best estimate, and keeping it stops "now" from jittering by up to a second
 * on every response. A sample further than {@link SERVER_OFFSET_JUMP_MS} from the estimate means a clock really
 * moved (the server's `/dev/clock`, or the user changed the device time): it replaces the estimate at once.
 */

/** A sample differing from the kept estimate by more than this (ms) is a clock change and is adopted at once. */
export const SERVER_OFFSET_JUMP_MS = 2_000;

/**
 * Reads an HTTP `Date` header (RFC 9110 IMF-fixdate, e.g. `Tue, 01 Jul 2026 10:00:00 GMT`).
 * @returns epoch ms (UTC), or null when the header is absent or not a date.
 */
export function parseHttpDate(header: string | null | undefined): number | null {
  if (!header) return null;
  const ms = Date.parse(header);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * The next estimate of the server clock's offset from the device clock (server − device, ms).
 * @param current - the estimate so far, or null before the first response.
 * @param sample - `Date` header (epoch ms) minus the device time (epoch ms) the response arrived at.
 * @returns `sample` for the first response or after a jump of more than {@link SERVER_OFFSET_JUMP_MS};
 *   otherwise the larger of the two (see the module comment).
 */
export function nextServerOffset(current: number | null, sample: number): number {
  if (current === null || Math.abs(sample - current) > SERVER_OFFSET_JUMP_MS) return sample;
  return Math.max(current, sample);
}
