import type { Context, Env } from 'hono';
import { clientClosedResponse, errorResponse } from '../lib/api-error';
import { parseBearer } from '../lib/auth';
import type { CompiledOperation } from '../lib/openapi-validator';
import { languageOf } from '../lib/store';

/* Chaos mode of the reference server (dev only): a flaky network and gateway in front of the Ticketing
 * and Account APIs, so the client's retry, refresh and idempotency paths run for real. */

/** Chaos settings as sent to `POST /dev/chaos` (all optional there; defaults 0). */
export interface ChaosSettings {
  /** Extra latency per call, ms: uniform in [min, max] (integers, 0 ≤ min ≤ max ≤ {@link MAX_CHAOS_LATENCY_MS}). */
  latencyMs: [number, number];
  /** Probability (0..1) that a call answers 503 `ChaosUnavailable`. */
  errorRate: number;
  /** Probability (0..1) that a call with a bearer token answers 401 `TokenExpired`. */
  unauthorizedRate: number;
}

/** Counts of injected faults since chaos was last switched on. */
interface ChaosCounters {
  /** Calls delayed by more than 0 ms. */
  latency: number;
  /** 503 `ChaosUnavailable` answers (both kinds). */
  errors: number;
  /** Of `errors`: booking calls whose handler ran (and wrote) before the answer was replaced by 503. */
  errorsAfterHandler: number;
  /** 401 `TokenExpired` answers. */
  unauthorized: number;
}

/** Body of `GET/POST/DELETE /dev/chaos`. */
interface ChaosState {
  /** Current settings; null when chaos mode is off. */
  settings: (ChaosSettings & { seed: number | null }) | null;
  /** API calls seen by chaos mode since it was switched on. */
  calls: number;
  injected: ChaosCounters;
}

/** Upper bound of `latencyMs`, ms. */
const MAX_CHAOS_LATENCY_MS = 30_000;

/** Operations whose 503 may come after the handler wrote (the response is lost): the idempotent bookings. */
const LOST_RESPONSE_OPERATIONS: ReadonlySet<string> = new Set(['bookTrip', 'bookTripWithoutAccount']);

/** Share of a booking call's 503s that happen after the handler ran (the rest happen before it). */
const LOST_RESPONSE_SHARE = 0.5;

/**
 * A small seedable PRNG (mulberry32): the same seed gives the same sequence of numbers in [0, 1).
 * @param seed any integer (only its low 32 bits count).
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const SETTING_KEYS = new Set(['latencyMs', 'errorRate', 'unauthorizedRate', 'seed']);

/**
 * Validates a `POST /dev/chaos` body: an object with only `latencyMs` ([min, max] integers in
 * 0..{@link MAX_CHAOS_LATENCY_MS}, min ≤ max), `errorRate` and `unauthorizedRate` (numbers in 0..1) and `seed`
 * (integer), each optional.
 * @returns the settings (missing ones 0) and the seed, or a message naming what is wrong.
 */
export function parseChaosBody(
  body: unknown,
): { ok: true; settings: ChaosSettings; seed: number | null } | { ok: false; problem: string } {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return { ok: false, problem: 'the body must be a JSON object' };
  const input = body as Record<string, unknown>;
  const unknown = Object.keys(input).filter((k) => !SETTING_KEYS.has(k));
  if (unknown.length > 0) return { ok: false, problem: `unknown field(s): ${unknown.join(', ')}` };
  const rate = (name: 'errorRate' | 'unauthorizedRate'): number | string => {
    const value = name in input ? input[name] : 0;
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1
      ? value
      : `${name} must be a number from 0 to 1`;
  };
  const errorRate = rate('errorRate');
  if (typeof errorRate === 'string') return { ok: false, problem: errorRate };
  const unauthorizedRate = rate('unauthorizedRate');
  if (typeof unauthorizedRate === 'string') return { ok: false, problem: unauthorizedRate };
  const latency = 'latencyMs' in input ? input.latencyMs : [0, 0];
  const isMs = (v: unknown): v is number =>
    Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_CHAOS_LATENCY_MS;
  if (
    !Array.isArray(latency) ||
    latency.length !== 2 ||
    !isMs(latency[0]) ||
    !isMs(latency[1]) ||
    latency[0] > latency[1]
  ) {
    return {
      ok: false,
      problem: `latencyMs must be [min, max]: integers from 0 to ${MAX_CHAOS_LATENCY_MS}, min ≤ max`,
    };
  }
  const seed = 'seed' in input ? input.seed : null;
  if (seed !== null && !Number.isSafeInteger(seed)) return { ok: false, problem: 'seed must be an integer' };
  return {
    ok: true,
    settings: { latencyMs: [latency[0], latency[1]], errorRate, unauthorizedRate },
    seed: seed as number | null,
  };
}

/** Resolves after `ms`, or early when `signal` aborts (the client went away). */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (ms <= 0 || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** What chaos mode does to one call, decided when it arrives. */
type Fault = 'none' | 'unavailableBefore' | 'unavailableAfter' | 'unauthorized';

/** Options of {@link createChaos}. */
export interface ChaosOptions {
  /** Randomness in [0, 1) used until a `seed` is posted; default `Math.random`. */
  random?: () => number;
  /** Log sink (never given tokens). */
  log: (line: string) => void;
}

/** Chaos mode: its state for `/dev/chaos` and the interceptor the API mount calls around every operation. */
export interface Chaos {
  /** Current settings and counters. */
  state(): ChaosState;
  /** Switches chaos on with these settings (counters restart at 0); a seed makes the faults reproducible. */
  enable(settings: ChaosSettings, seed: number | null): void;
  /** Switches chaos off (counters kept for reading until the next enable). */
  disable(): void;
  /**
   * Wraps one API call (`run` authorises, validates and runs the operation). Decides the call's faults when it
   * arrives (so a seed reproduces them regardless of timing): waits the latency (ending early if the client
   * aborts, in which case nothing runs); then answers 503 `ChaosUnavailable` without running the operation, or —
   * for half of the 503s of {@link LOST_RESPONSE_OPERATIONS} — runs it and throws its answer away; or answers
   * 401 `TokenExpired` to a bearer-secured call that carries a token; or runs the call unchanged.
   */
  intercept<E extends Env>(
    c: Context<E>,
    op: CompiledOperation,
    run: () => Promise<Response>,
  ): Promise<Response>;
}

/**
 * Creates the (initially off) chaos mode of one server. Not created in production.
 * @see ChaosState for the `/dev/chaos` shapes.
 */
export function createChaos(options: ChaosOptions): Chaos {
  let random = options.random ?? Math.random;
  let settings: ChaosSettings | null = null;
  let seed: number | null = null;
  let calls = 0;
  let injected: ChaosCounters = { latency: 0, errors: 0, errorsAfterHandler: 0, unauthorized: 0 };

  const decide = (
    c: Context,
    op: CompiledOperation,
    active: ChaosSettings,
  ): { delay: number; fault: Fault } => {
    const [min, max] = active.latencyMs;
    const delay = min + Math.round(random() * (max - min));
    const unavailable = random() < active.errorRate;
    const afterHandler = random() < LOST_RESPONSE_SHARE;
    const unauthorized = random() < active.unauthorizedRate;
    const bearerCall =
      (op.security === 'bearer' || op.security === 'optionalBearer') &&
      parseBearer(c.req.header('authorization')) !== null;
    let fault: Fault = 'none';
    if (unavailable)
      fault =
        afterHandler && LOST_RESPONSE_OPERATIONS.has(op.operationId)
          ? 'unavailableAfter'
          : 'unavailableBefore';
    else if (unauthorized && bearerCall) fault = 'unauthorized';
    return { delay, fault };
  };

  const TEXT = {
    'en-US': {
      unavailable: 'The service is temporarily unavailable. Please try again.',
      expired: 'Your session has expired.',
    },
    'nl-NL': {
      unavailable: 'De dienst is tijdelijk niet beschikbaar. Probeer het opnieuw.',
      expired: 'Uw sessie is verlopen.',
    },
  } as const;

  return {
    state: () => ({
      settings: settings ? { ...settings, latencyMs: [...settings.latencyMs], seed } : null,
      calls,
      injected: { ...injected },
    }),
    enable(next, nextSeed) {
      settings = { ...next, latencyMs: [...next.latencyMs] };
      seed = nextSeed;
      if (nextSeed !== null) random = seededRandom(nextSeed);
      calls = 0;
      injected = { latency: 0, errors: 0, errorsAfterHandler: 0, unauthorized: 0 };
      options.log(
        `[chaos] on: latency ${next.latencyMs[0]}–${next.latencyMs[1]} ms, errorRate ${next.errorRate}, unauthorizedRate ${next.unauthorizedRate}${nextSeed === null ? '' : `, seed ${nextSeed}`}`,
      );
    },
    disable() {
      if (settings) options.log(`[chaos] off after ${calls} calls: ${JSON.stringify(injected)}`);
      settings = null;
    },
    async intercept(c, op, run) {
      const active = settings;
      if (!active) return run();
      calls += 1;
      const { delay, fault } = decide(c as unknown as Context, op, active);
      const text = TEXT[languageOf(c.req.header('accept-language'))];
      const unavailable = () =>
        errorResponse(503, 'ChaosUnavailable', text.unavailable, 'Injected by chaos mode.');
      if (delay > 0) {
        injected.latency += 1;
        await sleep(delay, c.req.raw.signal);
      }
      // The client gave up while we were "slow": like a real server that notices, do nothing.
      if (c.req.raw.signal?.aborted) return clientClosedResponse();
      switch (fault) {
        case 'unavailableBefore':
          injected.errors += 1;
          options.log(`[chaos] 503 before ${op.operationId}`);
          return unavailable();
        case 'unavailableAfter': {
          const lost = await run();
          injected.errors += 1;
          injected.errorsAfterHandler += 1;
          options.log(`[chaos] 503 after ${op.operationId} answered ${lost.status} (response lost)`);
          return unavailable();
        }
        case 'unauthorized':
          injected.unauthorized += 1;
          options.log(`[chaos] 401 TokenExpired for ${op.operationId}`);
          return errorResponse(401, 'TokenExpired', text.expired, 'Injected by chaos mode.');
        default:
          return run();
      }
    },
  };
}
