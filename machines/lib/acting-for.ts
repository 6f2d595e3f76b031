/**
 * Acting for a traveller (product §10.12 Carers): the shape of the tab's "travelling for" choice and the pure rules
 * the session, the `travellingFor` chart (machines/travelling-for.machine.ts) and the views share. A carer acts for
 * a traveller by sending `X-Acting-For: <the traveller's username>`; the choice is per tab. Pure: no React, no
 * fetch, no DOM.
 */
import type { components as TicketingComponents } from '../../openapi/generated/ticketing';

/**
 * A traveller the signed-in carer acts for (GET /carer/travellers): first name, surname, the username (e-mail) to
 * send as `X-Acting-For`, and the carer's role (`observer` follows trips; `manager` also books, changes, cancels,
 * rates and shares them). Nothing else of the traveller's profile.
 */
export type CaredTraveller = TicketingComponents['schemas']['CaredTraveller'];

/** The traveller's name as the band and the messages show it: "Riet de Vries". */
export function travellerName(traveller: Pick<CaredTraveller, 'firstName' | 'surname'>): string {
  return `${traveller.firstName} ${traveller.surname}`.trim();
}

/** `a` and `b` name the same account (usernames are e-mail addresses: trimmed, case-insensitive). */
export function isSameTraveller(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * May the tab book, change, cancel, rate and share trips? Yes for oneself and for a manager; an observer only
 * follows (the server answers 403 `ObserverCannotManage` otherwise).
 */
export function canManageTrips(actingFor: CaredTraveller | null): boolean {
  return actingFor === null || actingFor.role === 'manager';
}

/**
 * The key of what the device keeps per (account, travelling-for) pair — the offline snapshot, the booking draft: the
 * account's e-mail trimmed and lower-cased, and for a traveller ` for <traveller's e-mail>` after it (e-mail
 * addresses hold no space), so one account's pairs share its prefix and are all forgotten with it.
 */
export function snapshotAccountKey(account: string, actingFor: string | null): string {
  const own = account.trim().toLowerCase();
  return actingFor ? `${own} for ${actingFor.trim().toLowerCase()}` : own;
}

/**
 * The pass-number dialog to show (product §4) in a tab acting for `actingFor`: choosing among the traveller's pass
 * numbers is the carer's to do, but adding one ("entry") stays the traveller's own (the server refuses it, 403
 * `ActingForNotAllowed`), so that dialog never shows while acting; null: none.
 */
export function passNumberPromptWhileActing<P extends string>(
  prompt: P | null,
  actingFor: CaredTraveller | null,
): P | null {
  return actingFor && prompt === 'entry' ? null : prompt;
}
