/**
 * The real side effects behind the statecharts' named actors (CONVENTIONS: machines declare, src/app provides).
 * Each actor calls one or a few product §7 operations through the typed openapi-fetch clients and either resolves
 * with wire data or rejects with the §8 {@link ApiError}. Aborts (leaving a state) reject with an AbortError.
 *
 * The actors live in one module per feature so that each route loads only its own (the login path
 * must not pull in the trip, account or booking machines, arktype or Temporal). This module only re-exports
 * them for tests and tools; app code imports the feature module directly (a barrel import would bundle all).
 */
export { SESSION_STORAGE_KEY, base64Utf8, createAuthActors } from './auth-actors';
export { createUserDataActors } from './session-children';
export { createBookingActors } from '../logic/actors/booking-actors';
export { createAccountActors } from '../logic/actors/account-actors';
export { createReleaseNotesActors } from '../logic/actors/release-notes-actors';
export { createTripActors } from '../logic/actors/trip-actors';
export { createLiveTrackingActors } from '../logic/actors/live-tracking-actors';
export { createTrafficActors } from '../logic/actors/traffic-actors';
