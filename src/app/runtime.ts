import { createActor, type Actor } from 'xstate';
import { authMachine, type StoredSession } from '../../machines/auth.machine';
import { bookingMachine } from '../../machines/booking.machine';
import { createApiClients, type ApiClients } from '../api/clients';
import { notify } from '../components';
import { createTranslator, getActiveLocale, type TranslationKey } from '../i18n/i18n';
import type { AppError } from '../../machines/types';
import { createAuthActors, createBookingActors, SESSION_STORAGE_KEY } from './actors';
import { createSessionPort } from './session-port';

/** Options of {@link createAppRuntime}; every one has a browser default, tests inject their own. */
export interface AppRuntimeOptions {
  /** Fetch used by both API clients, e.g. `(req) => app.fetch(req)` for the in-process reference server. */
  fetch?: (request: Request) => Promise<Response>;
  ticketingBaseUrl?: string;
  accountBaseUrl?: string;
  /** Session storage (default `window.localStorage`). */
  storage?: Storage;
  /** The app's clock: the current instant (UTC `Date`). */
  now?: () => Date;
  /** Opens a URL in a new tab (default `window.open(url, '_blank', 'noopener,noreferrer')`). */
  openWindow?: (url: string) => void;
}

/** Everything the views need that outlives a single page: API clients, the auth actor and provided machines. */
export interface AppRuntime {
  clients: ApiClients;
  /** The long-lived session actor (login, refresh-once, user data). Started by {@link createAppRuntime}. */
  auth: Actor<typeof authMachine>;
  /** The booking statechart with its real actors and actions; each /book-trip visit runs a fresh actor of it. */
  bookingLogic: typeof bookingMachine;
  now: () => Date;
  /** Router navigation, attached once the router exists (actions may navigate: activation, home). */
  setNavigate(navigate: (to: string) => void): void;
  navigate(to: string): void;
  /** Stops every actor (tests; logout keeps the runtime but clears the session). */
  stop(): void;
}

/** Opens only http(s) links, in a new tab without an opener (SPEC §2 payment link; no javascript: URLs). */
export function openSafeUrl(url: string, open: (url: string) => void): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, typeof location === 'undefined' ? 'http://localhost' : location.href);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  open(parsed.href);
  return true;
}

/** Shows a §8 error as a toast (message from the server, else the translated key; label and severity). */
export function notifyAppError(error: AppError): void {
  const t = createTranslator(getActiveLocale());
  const message = error.message || t((error.messageKey ?? 'error.unexpected') as TranslationKey);
  notify({
    message,
    severity: error.severity,
    label: t(`error.label.${error.label === 'unauthorized' ? 'unauth' : error.label}` as TranslationKey),
  });
}

/**
 * Wires the statecharts to the real world (CONVENTIONS "machines declare, src/app provides"): builds the API
 * clients with the session middleware, provides the auth and booking machines with their actors and actions,
 * and starts the auth actor (which restores a stored session).
 */
export function createAppRuntime(options: AppRuntimeOptions = {}): AppRuntime {
  const storage = options.storage ?? (typeof window === 'undefined' ? undefined : window.localStorage);
  const now = options.now ?? (() => new Date());
  const openWindow =
    options.openWindow ?? ((url: string) => void window.open(url, '_blank', 'noopener,noreferrer'));
  let navigateImpl: (to: string) => void = () => {};
  let auth: Actor<typeof authMachine> | null = null;

  const session = createSessionPort(() => auth, getActiveLocale);
  const clientOptions: Parameters<typeof createApiClients>[0] = { session };
  if (options.fetch) clientOptions.fetch = options.fetch;
  if (options.ticketingBaseUrl) clientOptions.ticketingBaseUrl = options.ticketingBaseUrl;
  if (options.accountBaseUrl) clientOptions.accountBaseUrl = options.accountBaseUrl;
  const clients = createApiClients(clientOptions);

  const authLogic = authMachine.provide({
    actors: createAuthActors(clients, storage),
    actions: {
      persistSession: (_, params: StoredSession) =>
        storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(params)),
      clearSession: () => storage?.removeItem(SESSION_STORAGE_KEY),
      goToActivation: (_, params: { email: string }) =>
        navigateImpl(`/activate?email=${encodeURIComponent(params.email)}`),
      notifyError: (_, params: { error: AppError }) => notifyAppError(params.error),
    },
  });
  auth = createActor(authLogic);

  const bookingLogic = bookingMachine.provide({
    actors: createBookingActors(clients),
    actions: {
      notifyError: (_, params: { error: AppError }) => notifyAppError(params.error),
      notifyBooked: () =>
        notify({ message: createTranslator(getActiveLocale())('bookTrip.success'), severity: 'success' }),
      openPaymentLink: (_, params: { url: string }) => void openSafeUrl(params.url, openWindow),
      refreshAfterBooking: () =>
        auth?.send({ type: 'userData.reload', parts: ['budget', 'nextTrip', 'recentLocations'] }),
      goHome: (_, params: { guest: boolean }) => navigateImpl(params.guest ? '/' : '/home'),
    },
  });

  auth.start();
  const started = auth;
  return {
    clients,
    auth: started,
    bookingLogic,
    now,
    setNavigate(navigate) {
      navigateImpl = navigate;
    },
    navigate: (to) => navigateImpl(to),
    stop: () => started.stop(),
  };
}
