import { Hono } from 'hono';
import type { AppEnv, Services } from '../lib/context';
import { errorResponse } from '../lib/api-error';
import { isoToDob } from '../lib/time';
import { listOutbox } from '../sim/outbox';

/**
 * Dev-only QA endpoints (mounted under `/dev` only when not in production):
 * - `GET /dev/outbox?to=EMAIL` → `[{ to, kind: 'activation' | 'passwordReset', code, sentAt }]`, newest first;
 * - `POST /dev/reset` → wipe and reseed, 204;
 * - `GET /dev/pass-numbers` → unassigned registry passes `[{ passNumber, dateOfBirth: 'DD-MM-YYYY' }]`;
 * - `GET /dev/clock` → `{ now, offsetMs }`; `POST /dev/clock {"now": ISO}` moves the server clock;
 *   `DELETE /dev/clock` returns to real time (both answer `{ now, offsetMs }`).
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

  dev.all('*', () => errorResponse(404, 'NotFound', 'Unknown dev endpoint.'));
  return dev;
}
