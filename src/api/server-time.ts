import { nextServerOffset, parseHttpDate } from '../../machines/lib/server-time';

/**
 * The app's server-corrected clock: device time plus the offset learnt from the APIs' HTTP `Date`
 * response headers (rules in machines/lib/server-time.ts). Travellers' devices are often minutes off; every time
 * rule of the app (live-map window, countdowns, cancel window, earliest pick-up) reads {@link ServerClock.now}.
 * Because the reference server stamps `Date` from its settable clock, moving it with `POST /dev/clock` moves
 * the app's "now" too.
 */
export interface ServerClock {
  /** The current instant as the server sees it (device time until the first response arrives). */
  now(): Date;
  /** The estimated offset server − device in ms (0 before the first response). */
  offsetMs(): number;
  /** Learns from one response: its `Date` header against the device time it arrived at. */
  observe(response: Response): void;
}

/**
 * Creates a {@link ServerClock}.
 * @param deviceNow - the device clock (default `() => new Date()`; tests inject their own).
 */
export function createServerClock(deviceNow: () => Date = () => new Date()): ServerClock {
  let offset: number | null = null;
  return {
    now: () => new Date(deviceNow().getTime() + (offset ?? 0)),
    offsetMs: () => offset ?? 0,
    observe(response) {
      const serverMs = parseHttpDate(response.headers.get('date'));
      if (serverMs === null) return;
      offset = nextServerOffset(offset, serverMs - deviceNow().getTime());
    },
  };
}

/**
 * Wraps a fetch so that every response (success or error status) teaches `clock` the server's time. Network
 * failures pass through untouched. Note for a cross-origin API: `Date` must then be listed in
 * `Access-Control-Expose-Headers` to be readable.
 */
export function withServerTime(
  fetchImpl: (request: Request) => Promise<Response>,
  clock: ServerClock,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const response = await fetchImpl(request);
    clock.observe(response);
    return response;
  };
}
