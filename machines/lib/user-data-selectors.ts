/**
 * Selectors of the user-data chart (machines/user-data.machine.ts; product §4 "After login the app loads profile,
 * recent locations, budget, upcoming trip and region"). A module of their own, beside the chart's context, so a view
 * that reads the data (the address search, the trip card's phone number, the booking pages) does not put the chart
 * itself in its page's chunks (performance budget, docs/performance.md); machines/user-data.machine.ts re-exports
 * them. Each takes the chart's snapshot, or `undefined` for "signed out" (no user-data actor).
 */
import type { Budget, Location, Region, Trip, UserProfile } from '../types';
import { needsPassNumberToBook, type PassNumberPrompt } from './pass-number-rules';
import type { UserDataContext, UserDataPart } from './user-data-context';

/** What the selectors read of a user-data snapshot (its context): the chart's snapshot is one. */
export interface UserDataView {
  context: UserDataContext;
}

const NO_LOCATIONS: Location[] = [];
const NO_PARTS: readonly UserDataPart[] = [];

/** The profile (GET /users). */
export const selectProfile = (s: UserDataView | undefined): UserProfile | null =>
  s?.context.data.profile ?? null;
/** The selected pass number's budget (km). */
export const selectBudget = (s: UserDataView | undefined): Budget | null => s?.context.data.budget ?? null;
/** The upcoming trip. */
export const selectNextTrip = (s: UserDataView | undefined): Trip | null => s?.context.data.nextTrip ?? null;
/** Recent locations (one empty array while signed out, so the selection stays equal). */
export const selectRecentLocations = (s: UserDataView | undefined): Location[] =>
  s?.context.data.recentLocations ?? NO_LOCATIONS;
/** The region (settings and attribute definitions). */
export const selectRegion = (s: UserDataView | undefined): Region | null => s?.context.data.region ?? null;
/**
 * The region's customer-service phone number (RegionSettings `contactPhone`, an API extension), or null when the
 * region names none.
 */
export const selectContactPhone = (s: UserDataView | undefined): string | null =>
  s?.context.data.region?.settings.contactPhone ?? null;
/**
 * product §3/§4: the region requires a pass number and the traveller has none ({@link needsPassNumberToBook}): home
 * says "Add a pass number to book a trip" instead of "No budget is available."; false until profile and region
 * are loaded, and for a carer's own profile (`isCarer`, product §10.12: a carer needs no pass number of their own).
 */
export const selectNeedsPassNumber = (s: UserDataView | undefined): boolean =>
  needsPassNumberToBook(
    s?.context.data.profile?.passNumbers.length ?? null,
    s?.context.data.region?.settings,
    s?.context.data.profile?.isCarer === true,
  );
/** The pass-number dialog to show, or null. */
export const selectPassNumberPrompt = (s: UserDataView | undefined): PassNumberPrompt | null =>
  s?.context.passNumberPrompt ?? null;
/** Some part is loading (the part list when a view needs it: {@link selectPendingParts}). */
export const selectIsUserDataLoading = (s: UserDataView | undefined): boolean =>
  (s?.context.pending.length ?? 0) > 0;
/** The parts loading right now (empty when idle or signed out). */
export const selectPendingParts = (s: UserDataView | undefined): readonly UserDataPart[] =>
  s?.context.pending ?? NO_PARTS;
/**
 * The booking form's data has arrived (product §2 /book-trip): the profile and the region, or the load has ended
 * (a part that failed shows inside the form, and the machine retries it itself). The region's payment options and
 * take-along attributes add rows, so the form waits for it rather than shifting the page later (CLS).
 */
export const selectHasBookingFormData = (s: UserDataView | undefined): boolean =>
  (selectProfile(s) !== null && selectRegion(s) !== null) || !selectIsUserDataLoading(s);
/**
 * The account's language that replaced the page's at login, while its notice shows ("Shown in English, the
 * language of your account." with a link to the profile); null otherwise or signed out.
 */
export const selectLanguageNotice = (s: UserDataView | undefined): UserProfile['language'] | null =>
  s?.context.languageNotice ?? null;
