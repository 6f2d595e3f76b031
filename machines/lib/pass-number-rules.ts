/**
 * Pure product §4.5 "Pass numbers at login" rules used by the user-data machine (machines/user-data.machine.ts): which
 * pass number a login session selects once the profile is known, whether the selection dialog shows, and which
 * budget may be shown for the selected pass (never another pass's). No I/O.
 */
import type { Budget, UserProfile } from '../types';

/** product §4.5 pass-number dialog to show once per login session: `entry` (none yet) or `selection` (several). */
export type PassNumberPrompt = 'entry' | 'selection';

/** What the rules decide: the pass number to select (null: none) and the dialog to show (null: none). */
export interface PassNumberDecision {
  passNumber: string | null;
  prompt: PassNumberPrompt | null;
}

/**
 * product §4.5 "Pass numbers at login": what to do once the profile is known. A still-valid selection is kept;
 * exactly one pass number is auto-selected; none → entry dialog; several → selection dialog.
 */
export function decidePassNumber(
  profile: Pick<UserProfile, 'passNumbers'>,
  current: string | null,
): PassNumberDecision {
  const numbers = profile.passNumbers.map((p) => p.passNumber);
  if (current !== null && numbers.includes(current)) return { passNumber: current, prompt: null };
  if (numbers.length === 1) return { passNumber: numbers[0] ?? null, prompt: null };
  return { passNumber: null, prompt: numbers.length === 0 ? 'entry' : 'selection' };
}

/**
 * {@link decidePassNumber} at the first profile of a login session, with the device's remembered pass number:
 * the rules (and the dialog) are unchanged, but when the selection dialog shows and the remembered number is still
 * one of the profile's, it is preselected so its budget shows meanwhile.
 */
export function decideLoginPassNumber(
  profile: Pick<UserProfile, 'passNumbers'>,
  current: string | null,
  remembered: string | null,
): PassNumberDecision {
  const decision = decidePassNumber(profile, current);
  const known = profile.passNumbers.some((p) => p.passNumber === remembered);
  if (decision.passNumber === null && decision.prompt === 'selection' && known) {
    return { passNumber: remembered, prompt: 'selection' };
  }
  return decision;
}

/**
 * product §3/§4: the region requires a pass number (`isPassNumberRequired`) and the signed-in traveller has none on
 * the account (`passNumberCount` 0), so no trip can be booked until one is added: home and the booking form say so
 * first ("Add a pass number to book a trip") and the form offers no Confirm. False while the profile or the region
 * is unknown (`null`), and where the region does not require one.
 */
export function needsPassNumberToBook(
  passNumberCount: number | null,
  settings: { isPassNumberRequired?: boolean } | null | undefined,
): boolean {
  return passNumberCount === 0 && settings?.isPassNumberRequired === true;
}

/**
 * The budget to show for `passNumber`: `budget` when it is that pass's (or null: none), else null — the app never
 * shows a budget of another pass than the selected one (a stale remembered number, a selection changed meanwhile).
 */
export function budgetFor(budget: Budget | null, passNumber: string | null): Budget | null {
  return budget !== null && budget.passNumber === passNumber ? budget : null;
}

/**
 * At the first profile of a login session (`checked` false): the pass number the rules select when the batch
 * (`profile`, `budget`: what it brought) did not bring that pass's budget, so it must be fetched; null when nothing
 * more is needed (no profile, rules already ran, nothing selected, or the batch's budget is the selected pass's).
 */
export function passNumberNeedingBudget(
  loaded: { profile?: Pick<UserProfile, 'passNumbers'> | null; budget?: Budget | null },
  selection: { passNumber: string | null; rememberedPassNumber: string | null; checked: boolean },
): string | null {
  if (!loaded.profile || selection.checked) return null;
  const decision = decideLoginPassNumber(
    loaded.profile,
    selection.passNumber,
    selection.rememberedPassNumber,
  );
  if (decision.passNumber === null) return null;
  return loaded.budget?.passNumber === decision.passNumber ? null : decision.passNumber;
}
