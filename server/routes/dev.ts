import { Hono } from 'hono';
import type { AppEnv, Services } from '../lib/context';
import { errorResponse } from '../lib/api-error';
import { isoToDob } from '../lib/time';
import { parseChaosBody } from '../sim/chaos';
import { listOutbox } from '../sim/outbox';

/**
 * Dev-only QA endpoints (mounted under `/dev` only when not in production; in production every `/dev` path is a
 * plain 404). Errors use the shared Error shape `{ errors: [{ code, description }], message, status, detail? }`.
 * - `GET /dev/outbox?to=EMAIL` → `[{ to, kind: 'activation' | 'passwordReset', code, sentAt }]`, newest first;
 * - `POST /dev/reset` → wipe and reseed, 204 (chaos mode is left as it is);
 * - `GET /dev/pass-numbers` → unassigned registry passes `[{ passNumber, dateOfBirth: 'DD-MM-YYYY' }]`;
 * - `GET /dev/clock` → `{ now, offsetMs }`; `POST /dev/clock {"now": ISO}` moves the server clock;
 *   `DELETE /dev/clock` returns to real time (both answer `{ now, offsetMs }`).
 *
 * Chaos mode (issue 9; server/sim/chaos.ts) — faults on `/ticketing/*` and `/api/*` operations only (never on
 * `/dev`, `/pay` or unknown paths):
 * - `POST /dev/chaos` with
 *   `{ "latencyMs"?: [min, max], "errorRate"?: number, "unauthorizedRate"?: number, "seed"?: integer }` —
 *   latency in whole ms, 0 ≤ min ≤ max ≤ 30000 (default [0, 0]); rates are probabilities 0..1 (default 0);
 *   `seed` makes the faults reproducible (default: keep the current random source). No other fields.
 *   Switches chaos on and restarts the counters → 200 with the state below; a wrong body → 400 `InvalidBody`
 *   (malformed JSON → 400 `InvalidJson`).
 * - `GET /dev/chaos` → 200 state; `DELETE /dev/chaos` → switches it off, 200 with the final state (counters
 *   stay readable until the next POST).
 * - State: `{ settings: { latencyMs: [min, max], errorRate, unauthorizedRate, seed: integer | null } | null,
 *   calls: number, injected: { latency, errors, errorsAfterHandler, unauthorized } }` — `settings` null when off;
 *   `calls` = API calls seen since chaos went on; `latency` = calls delayed > 0 ms; `errors` = 503s (all);
 *   `errorsAfterHandler` = those 503s of POST /trips/book and /trips/book-without-account sent after the booking
 *   ran (the response was "lost": the client's Idempotency-Key retry must get the same trip); `unauthorized` = 401s.
 * - Per call: wait the latency (a client that aborts meanwhile gets nothing done); then with probability
 *   `errorRate` answer 503 `{ errors: [{ code: 'ChaosUnavailable', … }] }` — before the operation runs, or for the
 *   two booking operations 50/50 before or after it ran; else, for a bearer-secured operation called with a
 *   token, with probability `unauthorizedRate` answer 401 code `TokenExpired` (the token itself stays valid).
 */
export function devRoutes(s: Services): Hono<AppEnv> {
  const dev = new Hono<AppEnv>();
  const clockBody = () => ({ now: s.clock.now().toISOString(), offsetMs: s.clock.offsetMs() });

  dev.get('/outbox', (c) => c.json(listOutbox(s.db, c.req.query('to') || undefined)));

  dev.post('/reset', (c) => {
    s.reset();
    return c.body(null, 204);
  });

  dev.get('/pass-numbers', (c) =>
    c.json(
      s.db
        .prepare<[], { pass_number: string; date_of_birth: string }>(
          'SELECT pass_number, date_of_birth FROM pass_registry WHERE owner_user_id IS NULL ORDER BY pass_number',
        )
        .all()
        .map((p) => ({ passNumber: p.pass_number, dateOfBirth: isoToDob(p.date_of_birth) })),
    ),
  );

  dev.get('/clock', (c) => c.json(clockBody()));
  dev.post('/clock', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { now?: unknown } | null;
    const instant = typeof body?.now === 'string' ? new Date(body.now) : null;
    if (!instant || Number.isNaN(instant.getTime())) {
      return errorResponse(400, 'InvalidBody', 'Send {"now": "<ISO-8601 instant>"}.');
    }
    s.clock.set(instant);
    s.log(`[dev] clock set to ${instant.toISOString()}`);
    return c.json(clockBody());
  });
  dev.delete('/clock', (c) => {
    s.clock.reset();
    return c.json(clockBody());
  });

  const chaos = s.chaos;
  if (chaos) {
    dev.get('/chaos', (c) => c.json(chaos.state()));
    dev.post('/chaos', async (c) => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return errorResponse(400, 'InvalidJson', 'The request body is not valid JSON.');
      }
      const parsed = parseChaosBody(body);
      if (!parsed.ok) {
        return errorResponse(
          400,
          'InvalidBody',
          'Send {"latencyMs": [min, max], "errorRate": 0..1, "unauthorizedRate": 0..1, "seed"?: integer}.',
          parsed.problem,
        );
      }
      chaos.enable(parsed.settings, parsed.seed);
      return c.json(chaos.state());
    });
    dev.delete('/chaos', (c) => {
      chaos.disable();
      return c.json(chaos.state());
    });
  }

  dev.all('*', () => errorResponse(404, 'NotFound', 'Unknown dev endpoint.'));
  return dev;
}
