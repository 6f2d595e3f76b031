import { Hono } from 'hono';
import type { ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { AppEnv, Services } from '../lib/context';
import { errorResponse } from '../lib/api-error';
import { formatAjvErrors, loadSpec } from '../lib/openapi-validator';
import { serverPath } from '../lib/paths';
import { getRegionSettings, type RegionSettings } from '../lib/store';
import { REGION_ID } from '../seed';
import { isoToDob } from '../lib/time';
import { parseChaosBody } from '../sim/chaos';
import { listOutbox } from '../sim/outbox';

/**
 * Dev-only QA endpoints (mounted under `/dev` only when not in production; in production every `/dev` path is a
 * plain 404). Errors use the shared Error shape `{ errors: [{ code, description }], message, status, detail? }`.
 * - `GET /dev/outbox?to=EMAIL` → `[{ to, kind: 'activation' | 'passwordReset' | 'registrationAttempt', code, sentAt }]`
 *   (code '' for a notice), newest first; mails with details (bookingConfirmation, bookingChanged) spread them;
 * - `POST /dev/reset` → wipe and reseed, 204 (attempt-limit counters and lockouts included; chaos mode is left
 *   as it is);
 * - `GET /dev/app-release` → `{ release }`; `POST /dev/app-release` publishes the next release of the built app →
 *   200 `{ release }` (1, 2, …; 0 before the first): the served `/sw.js` then ends with the comment
 *   `// QA release <n>`, so a browser's next service-worker update check installs a new version and the app's update
 *   prompt shows (server/static-app.ts). `POST /dev/reset` leaves it (it is the app, not the data).
 * - `GET /dev/pass-numbers` → unassigned registry passes `[{ passNumber, dateOfBirth: 'DD-MM-YYYY' }]`;
 * - `GET /dev/clock` → `{ now, offsetMs }`; `POST /dev/clock {"now": ISO}` moves the server clock;
 *   `DELETE /dev/clock` returns to real time (both answer `{ now, offsetMs }`).
 * - `GET /dev/region` → `{ settings }` of region 20 (product §3 RegionSettings, plus `maxDaysAhead`: the booking
 *   horizon in whole days, 1..365, default 60, and the optional extension `contactPhone`, e.g. "088 123 45 67");
 *   `PATCH /dev/region` with any subset of the
 *   settings (e.g. `{"isBookingBlockedByPtAdviceEnabled": true}` or `{"maxDaysAhead": 10}`; `postalCodeSettings`
 *   is merged, a given `paymentOptions` list replaces the old one) → 200 `{ settings }`. The result must be valid RegionSettings
 *   (openapi/ticketing.yaml; no unknown fields), offer at least one payment option, give every creditCard option
 *   a brand and no other option one; otherwise 400 `InvalidBody` and nothing changes (malformed JSON → 400
 *   `InvalidJson`). `POST /dev/reset` restores the seeded settings.
 *
 * Chaos mode (server/sim/chaos.ts) — faults on `/ticketing/*` and `/api/*` operations only (never on
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

  // A new release of the built app (the web app, not the data: a reset leaves it), for testing the update prompt.
  dev.get('/app-release', (c) => c.json({ release: s.appRelease }));
  dev.post('/app-release', (c) => {
    s.appRelease += 1;
    return c.json({ release: s.appRelease });
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

  // Compiled on the first PATCH: a test's in-process server is built for every test and rarely patches the region.
  let regionSettingsCheck: ValidateFunction | undefined;
  dev.get('/region', (c) => c.json({ settings: getRegionSettings(s.db, REGION_ID) ?? null }));
  dev.patch('/region', async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return errorResponse(400, 'InvalidJson', 'The request body is not valid JSON.');
    }
    const current = getRegionSettings(s.db, REGION_ID);
    if (!current) return errorResponse(404, 'RegionNotFound', `Region ${REGION_ID} is not seeded.`);
    const merged = mergeRegionSettings(current, body);
    if (!merged.ok)
      return errorResponse(400, 'InvalidBody', 'Send an object with region settings.', merged.problem);
    const validateSettings = (regionSettingsCheck ??= regionSettingsValidator());
    if (!validateSettings(merged.settings)) {
      return errorResponse(
        400,
        'InvalidBody',
        'The region settings are invalid.',
        formatAjvErrors(validateSettings.errors, 'settings/'),
      );
    }
    const problem = paymentOptionsProblem(merged.settings);
    if (problem) return errorResponse(400, 'InvalidBody', 'The region settings are invalid.', problem);
    s.db
      .prepare('UPDATE regions SET settings_json = ? WHERE id = ?')
      .run(JSON.stringify(merged.settings), REGION_ID);
    s.log(
      `[dev] region ${REGION_ID} settings changed: ${Object.keys(body as object).join(', ') || '(nothing)'}`,
    );
    return c.json({ settings: merged.settings });
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

/** Ajv validator of the OpenAPI `RegionSettings` schema (the same document the API validates against). */
function regionSettingsValidator(): ValidateFunction {
  const id = 'https://reference.local/dev-region';
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema({ ...loadSpec(serverPath('../openapi/ticketing.yaml')).document, $id: id });
  return ajv.compile({ $ref: `${id}#/components/schemas/RegionSettings` });
}

/** The settings after a `PATCH /dev/region` body: top-level fields replaced, `postalCodeSettings` merged. */
function mergeRegionSettings(
  current: RegionSettings,
  body: unknown,
): { ok: true; settings: RegionSettings } | { ok: false; problem: string } {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return { ok: false, problem: 'body must be a JSON object' };
  const patch = body as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...current, ...patch };
  const postal = patch.postalCodeSettings;
  if (postal !== undefined) {
    if (postal === null || typeof postal !== 'object' || Array.isArray(postal))
      return { ok: false, problem: 'postalCodeSettings must be an object' };
    merged.postalCodeSettings = { ...current.postalCodeSettings, ...postal };
  }
  return { ok: true, settings: merged as RegionSettings };
}

/** Rules the schema cannot say: some option offered; creditCard options carry a brand, others none. */
function paymentOptionsProblem(settings: RegionSettings): string | null {
  if (settings.paymentOptions.length === 0) return 'paymentOptions must offer at least one payment option';
  for (const [i, option] of settings.paymentOptions.entries()) {
    if (option.paymentType === 'creditCard' && !option.cardBrand)
      return `paymentOptions/${i} creditCard needs a cardBrand`;
    if (option.paymentType !== 'creditCard' && option.cardBrand)
      return `paymentOptions/${i} only creditCard has a cardBrand`;
  }
  return null;
}
