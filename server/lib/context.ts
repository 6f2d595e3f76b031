import type { Db } from '../db';
import type { SettableClock } from '../sim/clock';
import type { Chaos } from '../sim/chaos';
import type { Station } from '../sim/pt-journey';
import type { ActingCarer } from './acting-for';
import type { AttemptLimits } from './attempt-limits';
import type { HashQueue } from './hash-queue';
import type { PlaceEntry } from './places';
import type { Language } from './store';

/** Hono environment of the reference server: per-request variables set by the authorisation hook. */
export type AppEnv = {
  Variables: {
    /** The authenticated user (bearer token), or null. */
    userId: number | null;
    /** The caller's selected pass number (X-Pass-Number, verified to be theirs), or null. */
    passNumber: string | null;
    /**
     * The carer who really calls while acting for a traveller (`X-Acting-For`, product §10.12; `userId` is then the
     * traveller's), or null.
     */
    actingCarer: ActingCarer | null;
    /** From Accept-Language: en-US when it starts with "en", else nl-NL. */
    language: Language;
    /**
     * The caller's client key, of every per-client limit: the IPv4 address or the IPv6 /64 of the socket's remote
     * address, or of X-Forwarded-For when the socket is a trusted proxy (`TRUSTED_PROXIES`,
     * server/lib/client-address.ts); `local` for in-process `app.fetch` calls, which have no socket.
     */
    clientAddress: string;
  };
};

/** Shared services the route factories close over. */
export interface Services {
  db: Db;
  clock: SettableClock;
  production: boolean;
  /** Origin of the links in mails (`APP_ORIGIN`, server/lib/app-origin.ts), never the request's `Host`. */
  appOrigin: string;
  /** Access-token lifetime, seconds. */
  tokenTtlSeconds: number;
  log: (line: string) => void;
  /** Attempt limits on typed secrets, counted in the database. */
  limits: AttemptLimits;
  /** The bounded line every password hash of a request goes through (server/lib/hash-queue.ts). */
  hashes: HashQueue;
  /** Chaos mode (`/dev/chaos`); null in production. */
  chaos: Chaos | null;
  /** Search index of addresses and stations (loaded lazily, dropped on reset). */
  places(): PlaceEntry[];
  stations(): Station[];
  /**
   * Releases of the built web app published since the start by `POST /dev/app-release` (dev only; 0: the build as
   * it is). The served `/sw.js` names the latest (server/static-app.ts), so a browser's next update check installs a
   * new service worker and the app's update prompt can be tested without a second build.
   */
  appRelease: number;
  /** Wipes and reseeds the database and clears in-memory state (dev only). */
  reset(): void;
  /** `clock.now()` as epoch ms. */
  now(): number;
}
