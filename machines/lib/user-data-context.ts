/**
 * Types, context and pure helpers of the user-data chart (machines/user-data.machine.ts, product §4 "After login the
 * app loads profile, recent locations, budget, upcoming trip and region", "Pass numbers at login"): what the batch
 * loads, the retry plan for required parts (1 s, 2 s, 4 s, then give up) and the first profile's language. The
 * chart re-exports the types its users need. Pure: no React, no fetch, no DOM.
 */
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { AppError, Budget, Location, Region, Trip, UserProfile } from '../types';
import type { PassNumberPrompt } from './pass-number-rules';

/** The signed-in user's data loaded in one parallel batch after login (product §4). */
export interface UserData {
  /** GET /users (Ticketing): names, pass numbers, hasMonthlyBilling. */
  profile: UserProfile | null;
  /** GET /users/budget for the selected pass number (null without one). */
  budget: Budget | null;
  /** GET /trips/next (null when nothing in the next 2 weeks). */
  nextTrip: Trip | null;
  /** GET /locations/user/recent. */
  recentLocations: Location[];
  /** GET /regions. */
  region: Region | null;
}

/** One part of {@link UserData}. */
export type UserDataPart = keyof UserData;

/** All {@link UserData} parts, in load order. */
export const USER_DATA_PARTS: readonly UserDataPart[] = [
  'profile',
  'budget',
  'nextTrip',
  'recentLocations',
  'region',
];

/**
 * Parts the signed-in pages cannot do without, retried automatically when they fail to load: the profile (names,
 * pass-number rules), the budget (the home page's card) and the region (the booking form's payment options and
 * attribute ranges). The upcoming trip has its own 30 s poll; recent locations are a convenience.
 */
const REQUIRED_USER_DATA_PARTS: readonly UserDataPart[] = ['profile', 'budget', 'region'];

/** How many times in a row a failed {@link REQUIRED_USER_DATA_PARTS} part is asked again before giving up. */
export const MAX_USER_DATA_RETRIES = 3;

/**
 * Wait before automatic retry number `retry` (1-based) of failed user data, in ms: 1000 · 2^(retry − 1), so
 * 1 s, 2 s, 4 s.
 */
function userDataRetryDelayMs(retry: number): number {
  return 1000 * 2 ** Math.max(0, retry - 1);
}

/** Input of the user-data chart (`userDataMachine`), from the session when it spawns the machine. */
export interface UserDataInput {
  /** The pass number the session has already (a restored session's), or null. */
  passNumber: string | null;
  /** The pass number this device last had selected for the account (login answer), or null. */
  rememberedPassNumber: string | null;
  /**
   * The login session's pass-number dialog was already given (a reload of a restored session): the rules still
   * select a pass number, but no dialog shows again (product §4 "shown once per login session"). Default false.
   */
  passNumberPromptGiven?: boolean;
}

/** Context of the user-data chart (`userDataMachine`). */
export interface UserDataContext {
  data: UserData;
  /** Parts being (re)loaded right now; empty when idle. */
  pending: UserDataPart[];
  /** The last load failure (the §8 "silent" kind: no toast), or null. */
  error: AppError | null;
  /** Automatic retries spent on the current failure streak of required parts (0–{@link MAX_USER_DATA_RETRIES}). */
  retries: number;
  /** Required parts the last load did not bring (waiting for a retry, or given up after the last one). */
  failed: UserDataPart[];
  /** product §4 pass number selected for this login session (reported to the session for `X-Pass-Number`). */
  passNumber: string | null;
  /** product §4 pass-number dialog to show now, or null. */
  passNumberPrompt: PassNumberPrompt | null;
  /** The pass-number rules ran for this login session (the dialog shows once per session). */
  passNumberChecked: boolean;
  /** The dialog was given earlier in this login session (before a reload): the rules show none again. */
  passNumberPromptGiven: boolean;
  /**
   * The pass number this device last had selected for the account, until the pass-number rules ran: the first
   * batch fetches its budget, so the budget needs no extra round trip.
   */
  rememberedPassNumber: string | null;
  /** The account's language that replaced the page's at login, while its notice shows; else null. */
  languageNotice: UserProfile['language'] | null;
  /** The language notice was given in this session (it is given once). */
  languageNoticeGiven: boolean;
}

/** Events accepted by the user-data chart (`userDataMachine`). */
export type UserDataEvent =
  /** Select the pass number for this login session; reloads the budget. */
  | { type: 'passNumber.select'; passNumber: string }
  /** Close the pass-number dialog without choosing ("skip"). */
  | { type: 'passNumber.dismiss' }
  /** Reload some (default all) parts, e.g. `['budget', 'nextTrip']` after booking. */
  | { type: 'userData.reload'; parts?: UserDataPart[] }
  /** Replace parts the app already has (e.g. the upcoming-trip poll, an edited profile). */
  | { type: 'userData.update'; data: Partial<UserData> }
  /** Ask again for required parts that failed to load. Raised by the machine itself after 1, 2, 4 s. */
  | { type: 'userData.retry'; parts: UserDataPart[] }
  /**
   * The account's language (first profile of the session) replaced the language the page was shown in: sent by the
   * provided `applyAccountLanguage` once it switched the page.
   */
  | { type: 'language.switched'; language: NonNullable<UserProfile['language']> }
  /** The traveller dismissed the language notice. */
  | { type: 'languageNotice.dismiss' };

/** Everything the chart receives: {@link UserDataEvent} plus the `loadUserData` actor's done and error events. */
export type UserDataMachineEvent =
  | UserDataEvent
  | DoneActorEvent<Partial<UserData>, 'loadUserData'>
  | ErrorActorEvent<unknown, 'loadUserData'>;

/** What the machine tells its parent, the session: the pass number of this login session (null: none). */
export interface PassNumberSelectedEvent {
  type: 'passNumber.selected';
  passNumber: string | null;
  /** The login session's pass-number rules ran (their dialog, if any, was given): a reload asks no more. */
  promptGiven: boolean;
}

/** Input of the `loadUserData` actor: which parts to fetch, for which pass number. */
export interface LoadUserDataInput {
  parts: UserDataPart[];
  passNumber: string | null;
}

/** The context a new user-data actor starts with: nothing loaded, every part pending, the session's pass number. */
export function initialContext(input: UserDataInput): UserDataContext {
  return {
    data: { profile: null, budget: null, nextTrip: null, recentLocations: [], region: null },
    pending: [...USER_DATA_PARTS],
    error: null,
    retries: 0,
    failed: [],
    passNumber: input.passNumber,
    passNumberPrompt: null,
    passNumberChecked: false,
    passNumberPromptGiven: input.passNumberPromptGiven ?? false,
    rememberedPassNumber: input.rememberedPassNumber,
    languageNotice: null,
    languageNoticeGiven: false,
  };
}

/** The pass number the batch fetches the budget for: the selected one, else the remembered one. */
export const batchPassNumber = (context: UserDataContext): string | null =>
  context.passNumber ?? context.rememberedPassNumber;

/**
 * Required parts ({@link REQUIRED_USER_DATA_PARTS}) that a load asked for (`requested`) but did not bring
 * (`loaded`: the load's output; null when the whole load failed).
 */
export function failedRequiredParts(
  requested: readonly UserDataPart[],
  loaded: Partial<UserData> | null,
): UserDataPart[] {
  return requested.filter((p) => REQUIRED_USER_DATA_PARTS.includes(p) && (loaded === null || !(p in loaded)));
}

/**
 * After a load: the automatic retry to schedule for the failed required parts ({@link UserDataContext.failed}):
 * `{ parts, delay (ms) }` while retries are left, `'giveUp'` after the last one, null when nothing failed.
 */
export function retryPlan(
  context: UserDataContext,
): { parts: UserDataPart[]; delay: number } | 'giveUp' | null {
  if (context.failed.length === 0) return null;
  if (context.retries >= MAX_USER_DATA_RETRIES) return 'giveUp';
  return { parts: context.failed, delay: userDataRetryDelayMs(context.retries + 1) };
}

/**
 * The profile language to apply after a load: the language of the session's FIRST profile (none loaded before),
 * else null. Later loads (after an edit, a booking) leave the UI language alone, so a choice just made on /profile
 * is never undone by a reload that crossed it.
 */
export function firstProfileLanguage(
  context: UserDataContext,
  loaded: Partial<UserData>,
): UserProfile['language'] | null {
  return context.data.profile === null ? (loaded.profile?.language ?? null) : null;
}
