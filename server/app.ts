import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { Hono, type Context } from 'hono';
import { DEFAULT_DB_PATH, openDatabase, wipeDatabase, type Db } from './db';
import { strictJsonBody } from './lib/content-type';
import { ApiError, errorResponse } from './lib/api-error';
import { authorizeActingFor } from './lib/acting-for';
import { formats, ucs2length } from '../common/validator-runtime';
import { getConnInfo } from '@hono/node-server/conninfo';
import { appOriginFrom } from './lib/app-origin';
import { AttemptLimits } from './lib/attempt-limits';
import { defaultHashQueueOptions, HashQueue, type HashQueueOptions } from './lib/hash-queue';
import { clientIpOf, clientKeyOf, parseTrustedProxies } from './lib/client-address';
import { authenticate, DEFAULT_TOKEN_TTL_SECONDS, parseBearer } from './lib/auth';
import type { AppEnv, Services } from './lib/context';
import {
  loadSpec,
  mountSpec,
  type HandlerResult,
  type OperationInput,
  type SecurityMode,
} from './lib/openapi-validator';
import { loadPlaces, stationsOf, type PlaceEntry } from './lib/places';
import { localizeError } from './lib/messages';
import { getPass, languageOf } from './lib/store';
import { accountHandlers } from './routes/account';
import { devRoutes } from './routes/dev';
import { payRoutes } from './routes/pay';
import { ticketingHandlers } from './routes/ticketing';
import * as FIELD_RULES from '../openapi/generated/field-rules';
import { seedDatabase } from './seed';
import { serverPath } from './lib/paths';
import { createChaos } from './sim/chaos';
import { createClock, type Clock, type SettableClock } from './sim/clock';
import type { Station } from './sim/pt-journey';

/** Absolute paths of the two OpenAPI documents the server implements and validates against. */
export const SPEC_FILES = {
  ticketing: serverPath('../openapi/ticketing.yaml'),
  account: serverPath('../openapi/account.yaml'),
} as const;

/** Options of {@link createApp}. */
export interface CreateAppOptions {
  /** An open database to use (otherwise one is opened at `dbPath`). */
  db?: Db;
  /** SQLite file, or `':memory:'` for tests. Default `.data/reference.sqlite` (env `DB_PATH`). */
  dbPath?: string;
  /** Source of "now" for every time rule; wrapped so `/dev/clock` can shift it. Default: real time. */
  clock?: Clock;
  /** Production: no `/dev` routes, spec mismatches of responses only logged. Default: NODE_ENV === 'production'. */
  production?: boolean;
  /** Access-token lifetime in seconds. Default env `TOKEN_TTL_SECONDS` or 900 (15 min). */
  tokenTtlSeconds?: number;
  /** Log sink, one line per call (default `console.log`). Tokens and passwords are never logged. */
  log?: (line: string) => void;
  /** Randomness in [0, 1) for chaos mode until a `seed` is posted to `/dev/chaos` (tests). Default `Math.random`. */
  random?: () => number;
  /**
   * Reverse proxies whose `X-Forwarded-For` names the client: CIDR blocks or addresses, comma-separated
   * (`10.0.0.0/8, ::1`). Default env `TRUSTED_PROXIES`, empty: no proxy is trusted, the header is ignored.
   */
  trustedProxies?: string;
  /**
   * Origin of the links in mails (server/lib/app-origin.ts). Default env `APP_ORIGIN`; unset outside production:
   * `http://localhost:<PORT>`. @throws when unset in production (the server refuses to start).
   */
  appOrigin?: string;
  /** Bounds of the password-hashing line (server/lib/hash-queue.ts); default {@link defaultHashQueueOptions}. */
  hashQueue?: Partial<HashQueueOptions>;
}

/** What {@link createApp} returns. */
export interface ReferenceApp {
  /** Hono app: `app.fetch(request)` serves `/ticketing/*`, `/api/*`, `/pay/*` and (not in production) `/dev/*`. */
  app: Hono<AppEnv>;
  db: Db;
  /** The built app's release published by `POST /dev/app-release` (0 unless QA published one): for mountBuiltApp. */
  appRelease: () => number;
  /** The server clock (settable: tests may `clock.advance(ms)` or `clock.set(date)`). */
  clock: SettableClock;
  /** Closes the database (only when this call opened it). */
  close(): void;
}

/**
 * The socket's remote address under @hono/node-server (`npm start`, preview, the browser tests' servers), `local`
 * for in-process `app.fetch(request)` calls (tests), which have no socket.
 */
function socketAddressOf(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

/** Largest request body of the APIs and payment pages, bytes (the largest valid one, a booking, is about 2 KB). */
const MAX_BODY_BYTES = 64 * 1024;

/** `Strict-Transport-Security` of every production answer: one year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Builds the reference API server (Ticketing + Account APIs of product §7, openapi/*.yaml): opens and seeds the
 * database when empty, and mounts
 * - `/ticketing/*` — Ticketing API, every request/response validated against openapi/ticketing.yaml;
 * - `/api/*` — Account API, validated against openapi/account.yaml;
 * - `/pay/*` — simulated payment pages; `/dev/*` — QA endpoints (not in production).
 * Errors use the shared Error shape. In tests: `createApp({ dbPath: ':memory:' }).app.fetch(request)`.
 */
export function createApp(opts: CreateAppOptions = {}): ReferenceApp {
  const production = opts.production ?? process.env.NODE_ENV === 'production';
  // Configuration first: a production start without APP_ORIGIN, or a malformed TRUSTED_PROXIES, refuses to start.
  const appOrigin = appOriginFrom(opts.appOrigin ?? process.env.APP_ORIGIN, production);
  const trustedProxies = parseTrustedProxies(opts.trustedProxies ?? process.env.TRUSTED_PROXIES);
  const log = opts.log ?? ((line: string) => console.log(line));
  const ownsDb = !opts.db;
  const db = opts.db ?? openDatabase(opts.dbPath ?? process.env.DB_PATH ?? DEFAULT_DB_PATH);
  const base = opts.clock;
  const limits = new AttemptLimits(db);
  // Moving the server clock moves the attempt limits' expiries with it (they count in real time).
  const clock = createClock(base ? () => base.now().getTime() : Date.now, (delta) => limits.shift(delta));
  const envTtl = Number(process.env.TOKEN_TTL_SECONDS);
  const tokenTtlSeconds =
    opts.tokenTtlSeconds ?? (Number.isFinite(envTtl) && envTtl > 0 ? envTtl : DEFAULT_TOKEN_TTL_SECONDS);

  seedDatabase(db, clock.now().getTime());

  let places: PlaceEntry[] | null = null;
  let stations: Station[] | null = null;
  const chaos = production ? null : createChaos({ random: opts.random, log });
  const services: Services = {
    db,
    clock,
    production,
    appOrigin,
    tokenTtlSeconds,
    log,
    limits,
    hashes: new HashQueue({ ...defaultHashQueueOptions(), ...opts.hashQueue }),
    chaos,
    appRelease: 0,
    places: () => (places ??= loadPlaces(db)),
    stations: () => (stations ??= stationsOf(services.places())),
    reset() {
      wipeDatabase(db);
      seedDatabase(db, clock.now().getTime());
      places = null;
      stations = null;
      log('[dev] database wiped and reseeded');
    },
    now: () => clock.now().getTime(),
  };

  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('userId', null);
    c.set('passNumber', null);
    c.set('actingCarer', null);
    c.set('language', languageOf(c.req.header('accept-language')));
    // Every per-client limit counts the client's network: the IPv4 address or the IPv6 /64, taken from
    // X-Forwarded-For only when the connection comes from a trusted proxy (server/lib/client-address.ts).
    c.set(
      'clientAddress',
      clientKeyOf(clientIpOf(socketAddressOf(c), c.req.header('x-forwarded-for'), trustedProxies)),
    );
    await next();
    // The app's server-corrected "now" reads `Date`: it must come from the settable server clock, not Node's.
    c.res.headers.set('Date', new Date(services.now()).toUTCString());
    // In production, browsers keep to HTTPS for a year (ignored over plain HTTP, e.g. localhost).
    if (production) c.res.headers.set('Strict-Transport-Security', HSTS);
  });

  const authorize = (
    c: Context<AppEnv>,
    mode: SecurityMode,
    operation: { operationId: string; headerNames: string[] },
  ): Response | void => {
    if (mode === 'none' || mode === 'basic') return;
    const token = parseBearer(c.req.header('authorization'));
    const fail = (status: 401 | 403, code: string, description: string) =>
      errorResponse(status, code, localizeError(code, description, c.get('language')));
    if (!token) {
      if (mode === 'optionalBearer') return;
      return fail(401, 'Unauthorized', 'Sign in first: a bearer access token is required.');
    }
    const userId = authenticate(db, token, services.now());
    if (userId === null)
      return fail(401, 'InvalidAccessToken', 'The access token is invalid or has expired.');
    c.set('userId', userId);
    // A carer acting for a traveller (product §10.12): the pair and the role are authorized on every call, then
    // the call runs as the traveller (the pass-number check below included); the carer is kept for the record.
    // A malformed header on an operation that declares it is the validator's 400 (as for X-Pass-Number below);
    // on any other operation the header itself is refused.
    const actingFor = c.req.header('x-acting-for');
    const wellFormed =
      actingFor !== undefined && formats.email.test(actingFor) && ucs2length(actingFor) <= 254;
    if (actingFor !== undefined && (wellFormed || !operation.headerNames.includes('X-Acting-For'))) {
      try {
        const { traveller, carer } = authorizeActingFor(db, userId, actingFor, operation.operationId);
        c.set('userId', traveller.id);
        c.set('actingCarer', carer);
      } catch (error) {
        if (error instanceof ApiError && error.status === 403)
          return fail(403, error.code, error.description);
        throw error;
      }
    }
    const passNumber = c.req.header('x-pass-number')?.trim();
    // A malformed pass number is the validator's 400; only a well-formed one can be someone else's (403).
    if (passNumber && FIELD_RULES.parameters.XPassNumber.regExp.test(passNumber)) {
      if (getPass(db, passNumber)?.owner_user_id !== c.get('userId')) {
        return fail(403, 'PassNumberNotOwned', 'This pass number is not linked to your account.');
      }
      c.set('passNumber', passNumber);
    }
  };

  const mountOptions = {
    authorize,
    responseMismatch: production ? ('log' as const) : ('fail' as const),
    log,
    localize: (
      c: Context<AppEnv>,
      code: string,
      description: string,
      params?: Readonly<Record<string, string | number>>,
    ) => localizeError(code, description, c.get('language'), params),
    intercept: chaos?.intercept,
  };
  type LooseHandlers = Record<
    string,
    (c: Context<AppEnv>, input: OperationInput) => HandlerResult | Promise<HandlerResult>
  >;
  // API answers (the region, trip lists…) go gzip-compressed to clients that accept it (Hono's
  // compress: JSON and other text types only, never the PDF export; no Accept-Encoding, no compression). The
  // handlers set no Content-Length, so compress's 1 KB threshold does not apply: small answers are gzipped too.
  const apiPrefixes = ['/ticketing/*', '/api/*', ...(production ? [] : ['/dev/*'])];
  // Every API answer (errors and middleware answers included) tells browsers not to guess its content type.
  for (const prefix of [...apiPrefixes, '/pay/*'])
    app.use(prefix, async (c, next) => {
      await next();
      c.res.headers.set('X-Content-Type-Options', 'nosniff');
    });
  // A follow link that does not (or no longer) work, or is rate-limited, must not be cached: the next try asks again.
  for (const prefix of ['/ticketing/follow/*', '/follow/*'])
    app.use(prefix, async (c, next) => {
      await next();
      if ([404, 410, 429].includes(c.res.status)) c.res.headers.set('Cache-Control', 'no-store');
    });
  // Bodies over 64 KB are refused while they stream in (with or without Content-Length), before anything reads
  // them whole and before authentication: 413 in the Error shape.
  for (const prefix of [...apiPrefixes, '/pay/*'])
    app.use(
      prefix,
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: (c) =>
          errorResponse(
            413,
            'PayloadTooLarge',
            localizeError(
              'PayloadTooLarge',
              `The request body is larger than ${MAX_BODY_BYTES} bytes.`,
              c.get('language'),
            ),
          ),
      }),
    );
  // One URL answers for the caller or, with X-Acting-For, for a traveller (product §10.12): no cache may mix them.
  app.use('/ticketing/*', async (c, next) => {
    await next();
    c.res.headers.append('Vary', 'X-Acting-For');
  });
  // A body that is not JSON gets 415 before any validator or handler runs.
  for (const prefix of apiPrefixes) app.use(prefix, strictJsonBody());
  app.use('/ticketing/*', compress());
  // A guest's trip link is a capability: neither its answers nor its errors are kept by a browser or proxy.
  app.use('/ticketing/guest-trips/*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use('/api/*', compress());

  // Handler inputs are typed per operation; the validator guarantees them at run time.
  mountSpec(app, loadSpec(SPEC_FILES.ticketing), ticketingHandlers(services) as unknown as LooseHandlers, {
    ...mountOptions,
    basePath: '/ticketing',
  });
  mountSpec(app, loadSpec(SPEC_FILES.account), accountHandlers(services) as unknown as LooseHandlers, {
    ...mountOptions,
    basePath: '',
    mountPattern: '/api/*',
  });

  app.route('/pay', payRoutes(services));
  // Production has no QA tools: every /dev path is 404 (before the built app's SPA fallback could answer it).
  if (production)
    app.all('/dev/*', () => errorResponse(404, 'NotFound', 'Dev endpoints are not available in production.'));
  else app.route('/dev', devRoutes(services));

  app.onError((error) => {
    log(`[server] unhandled: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return errorResponse(500, 'InternalServerError', 'An unexpected error occurred, please try again later.');
  });

  return {
    app,
    db,
    appRelease: () => services.appRelease,
    clock,
    close() {
      if (ownsDb && db.open) db.close();
    },
  };
}
