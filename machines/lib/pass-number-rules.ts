/**
 * Pure product §4.5 "Pass numbers at login" rules used by the user-data machine (machines/user-data.machine.ts): which
 * pass number a login session selects once the profile is known, whether the selection dialog shows, and which
 * budget may be shown for the selected pass (never another pass's). A carer (product §10.12 "Carers", GET /users
 * `isCarer`) needs no pass number of their own: no entry dialog, and no "Add a pass number to book a trip". No I/O.
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
 * exactly one pass number is auto-selected; none → entry dialog; several → selection dialog. product §10.12: a
 * carer's own profile (`isCarer: true`, an account acting for at least one traveller) without a pass number gets no
 * entry dialog — a carer books on their travellers' passes and may add one of their own later in the profile. The
 * server leaves `isCarer` out of a traveller's profile read while acting for them, so there the traveller's rules hold.
 */
export function decidePassNumber(
  profile: Pick<UserProfile, 'passNumbers' | 'isCarer'>,
  current: string | null,
): PassNumberDecision {
  const numbers = profile.passNumbers.map((p) => p.passNumber);
  if (current !== null && numbers.includes(current)) return { passNumber: current, prompt: null };
  if (numbers.length === 1) return { passNumber: numbers[0] ?? null, prompt: null };
  if (numbers.length === 0) return { passNumber: null, prompt: profile.isCarer === true ? null : 'entry' };
  return { passNumber: null, prompt: 'selection' };
}

/**
 * {@link decidePassNumber} at the first profile of a login session, with the device's remembered pass number:
 * the rules (and the dialog) are unchanged, but when the selection dialog shows and the remembered number is still
 * one of the profile's, it is preselected so its budget shows meanwhile.
 */
export function decideLoginPassNumber(
  profile: Pick<UserProfile, 'passNumbers' | 'isCarer'>,
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
 *
 * `isCarer` (product §10.12, GET /users `isCarer` of the account's own profile): a carer needs no pass number of their
 * own — they book on the passes of the travellers they act for — so their account is never told to add one (false).
 * While acting for a traveller the app holds the traveller's profile (the server leaves `isCarer` out of it), whose
 * pass numbers then count as any traveller's. A carer booking for themselves without a pass number gets the server's
 * 400 `PassNumberRequired` in the form.
 */
export function needsPassNumberToBook(
  passNumberCount: number | null,
  settings: { isPassNumberRequired?: boolean } | null | undefined,
  isCarer: boolean,
): boolean {
  return !isCarer && passNumberCount === 0 && settings?.isPassNumberRequired === true;
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
  loaded: { profile?: Pick<UserProfile, 'passNumbers' | 'isCarer'> | null; budget?: Budget | null },
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
