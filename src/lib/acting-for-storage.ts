/**
 * The tab's travelling-for choice (product §10.12 Carers) as the tab remembers it across reloads: the tab's
 * sessionStorage (two tabs may act for two different travellers), one entry, for one account. Free of imports other
 * than types, so the inline boot script's prefetch (src/boot/user-data-prefetch.ts) can read it.
 */
import type { CaredTraveller } from '../../machines/lib/acting-for';

/** Where the tab keeps its choice (sessionStorage key; JSON {@link TabActingFor}). */
export const ACTING_FOR_STORAGE_KEY = 'regiotaxi.actingFor';

/** What the tab keeps: the signed-in account, the traveller it acts for and the pass number it used for them. */
export interface TabActingFor {
  /** The signed-in account's e-mail (a choice kept for another account is never read back). */
  account: string;
  traveller: CaredTraveller;
  /** The traveller's pass number this tab selected (`X-Pass-Number`), or null. */
  passNumber: string | null;
}

/** The tab's storage (sessionStorage), or undefined where there is none or it throws on access. */
export function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The tab's choice for `account` (case-insensitive), or null: none, another account's, or unreadable. */
export function readTabActingFor(storage: Storage | undefined, account: string): TabActingFor | null {
  try {
    const raw = storage?.getItem(ACTING_FOR_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<TabActingFor>;
    const t = value.traveller;
    if (
      typeof value.account !== 'string' ||
      value.account.trim().toLowerCase() !== account.trim().toLowerCase() ||
      !t ||
      typeof t.username !== 'string' ||
      typeof t.firstName !== 'string' ||
      typeof t.surname !== 'string' ||
      (t.role !== 'observer' && t.role !== 'manager')
    )
      return null;
    return {
      account: value.account,
      traveller: { username: t.username, firstName: t.firstName, surname: t.surname, role: t.role },
      passNumber: typeof value.passNumber === 'string' ? value.passNumber : null,
    };
  } catch {
    return null;
  }
}

/** Keeps the tab's choice; `traveller` null (myself) forgets it. */
export function writeTabActingFor(
  storage: Storage | undefined,
  account: string,
  traveller: CaredTraveller | null,
  passNumber: string | null,
): void {
  try {
    if (!traveller) storage?.removeItem(ACTING_FOR_STORAGE_KEY);
    else storage?.setItem(ACTING_FOR_STORAGE_KEY, JSON.stringify({ account, traveller, passNumber }));
  } catch {
    // A full or blocked storage only costs the choice on reload.
  }
}
