/**
 * machines/trip/near-notice.machine.ts wired to the browser: the stored opt-in, the notification permission, the
 * system notification, vibration, the tab title and the cross-tab claim (one tab of the browser notifies).
 *
 * - **Where the opt-in is kept.** In this browser's localStorage, per account: `regiotaxi.nearNotice.optIn.<e-mail,
 *   lower case>` for a signed-in traveller, `regiotaxi.nearNotice.optIn.carer` for the carer's follow pages (no
 *   account there). It is a property of the device as much as of the person (the permission it goes with is the
 *   browser's), so it is not sent to the server with the travel preferences. Storage that refuses keeps nothing and
 *   never throws.
 * - **Once per trip and kind across tabs.** {@link claimNearNotice} takes the Web Lock {@link NEAR_NOTICE_LOCK}
 *   (`navigator.locks`, as the session refresh does) around "read the record of notices sent, add this one": the
 *   first tab gets true and notifies, the others (and a reload) false. Without Web Locks the record alone decides
 *   (two tabs polling in the same millisecond could both notify). Entries older than a day are dropped.
 * - **The system notification** uses the service worker's `showNotification` when one is registered, else the
 *   Notification API; only with permission `granted`, never throwing (the alert on the page is there anyway).
 */
import { useSyncExternalStore } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import {
  nearNoticeMachine,
  type ClaimNoticeInput,
  type NearNotice,
  type NoticeEffectInput,
  type NoticePermission,
} from '../../machines/trip';
import { createTranslator, getActiveLocale, type Translate } from '../i18n/i18n';
import type { LogicRuntime } from './runtime';
import { useAuthSelector } from './use-logic';

/** Who is told: the signed-in traveller (live card, profile) or a carer on a follow page. */
export type NoticeReader = 'traveller' | 'carer';

const OPT_IN_PREFIX = 'regiotaxi.nearNotice.optIn.';
/** localStorage key of the notices sent in this browser: `{ "<reader>:<trip>:<kind>": epoch ms }`. */
export const NEAR_NOTICE_SENT_KEY = 'regiotaxi.nearNotice.sent';
/** Name of the Web Lock around the record of notices sent. */
const NEAR_NOTICE_LOCK = 'regiotaxi.nearNotice';
/** How long a sent notice is remembered, ms (a trip is over well within a day). */
const SENT_TTL_MS = 24 * 60 * 60 * 1000;
/** The vibration pattern of a notice, ms (on, off, on). */
const VIBRATION = [300, 150, 300];

function deviceStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The opt-in's storage key for `reader` (the account's e-mail for a traveller), or null without an account. */
function optInKey(reader: NoticeReader, username: string | null | undefined): string | null {
  if (reader === 'carer') return `${OPT_IN_PREFIX}carer`;
  return username ? `${OPT_IN_PREFIX}${username.toLowerCase()}` : null;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(OPT_IN_PREFIX)) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

function readOptIn(key: string | null): boolean {
  if (!key) return false;
  try {
    return deviceStorage()?.getItem(key) === 'on';
  } catch {
    return false;
  }
}

function writeOptIn(key: string | null, on: boolean): void {
  if (!key) return;
  try {
    if (on) deviceStorage()?.setItem(key, 'on');
    else deviceStorage()?.removeItem(key);
  } catch {
    // Storage refused: the opt-in lasts as long as the page.
  }
  listeners.forEach((l) => l());
}

/**
 * The stored opt-in of `reader` (the signed-in account's for a traveller), kept current when it changes in this
 * tab or another. Views pass it to the chart as input (`nearNoticeOptedIn`).
 */
export function useNearNoticeOptIn(reader: NoticeReader): boolean {
  const username = useAuthSelector((s) => s.context.username);
  const key = optInKey(reader, username);
  return useSyncExternalStore(
    subscribe,
    () => readOptIn(key),
    () => false,
  );
}

/** The text of a notice in the active language (the card's alert and the system notification say the same). */
export function nearNoticeText(
  notice: NearNotice,
  reader: NoticeReader,
  t: Translate,
): { title: string; body: string } {
  const carer = reader === 'carer';
  if (notice.kind === 'dropOff') {
    return {
      title: t(carer ? 'nearNotice.carerDropOffTitle' : 'nearNotice.dropOffTitle'),
      body: t('nearNotice.dropOffBody', { place: notice.place }),
    };
  }
  const taxi = notice.plate
    ? t(carer ? 'liveStatus.carerTaxi' : 'liveStatus.taxi', { plate: notice.plate })
    : t(carer ? 'liveStatus.carerTaxiNoPlate' : 'liveStatus.taxiNoPlate');
  return {
    title: t(carer ? 'nearNotice.carerNearTitle' : 'nearNotice.nearTitle'),
    body: t('nearNotice.nearBody', { taxi, place: notice.place }),
  };
}

/**
 * The browser's notification permission request (only ever called from the traveller's tap). A browser that has
 * decided already (granted or denied) answers at once without showing its prompt again.
 */
async function requestPermission(): Promise<NoticePermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return 'unsupported';
  }
}

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * True when this tab is the browser's first to notice `tripKey`/`kind` for `reader` (see the module comment);
 * false when another tab (or an earlier load of this one) did, or when storage refuses.
 */
async function claimNearNotice(reader: NoticeReader, input: ClaimNoticeInput): Promise<boolean> {
  const entry = `${reader}:${input.tripKey}:${input.kind}`;
  const claim = async () => {
    const storage = deviceStorage();
    if (!storage) return true;
    const now = Date.now();
    let sent: Record<string, number> = {};
    try {
      const value: unknown = JSON.parse(storage.getItem(NEAR_NOTICE_SENT_KEY) ?? '{}');
      if (value && typeof value === 'object') sent = value as Record<string, number>;
    } catch {
      sent = {};
    }
    if (typeof sent[entry] === 'number' && now - sent[entry] < SENT_TTL_MS) return false;
    const kept = Object.fromEntries(
      Object.entries(sent).filter(([, at]) => typeof at === 'number' && now - at < SENT_TTL_MS),
    );
    storage.setItem(NEAR_NOTICE_SENT_KEY, JSON.stringify({ ...kept, [entry]: now }));
    return true;
  };
  try {
    const locks =
      typeof navigator === 'undefined'
        ? undefined
        : (navigator as Navigator & { locks?: LockManagerLike }).locks;
    return locks ? await locks.request(NEAR_NOTICE_LOCK, claim) : await claim();
  } catch {
    return false;
  }
}

/** Shows the system notification of `notice` (service worker first), when permission is granted. */
async function showSystemNotification(reader: NoticeReader, { tripKey, notice }: NoticeEffectInput) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const { title, body } = nearNoticeText(notice, reader, createTranslator(getActiveLocale()));
  const options: NotificationOptions = {
    body,
    tag: `regiotaxi-${tripKey}-${notice.kind}`,
    lang: getActiveLocale(),
  };
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) {
      await registration.showNotification(title, options);
      return;
    }
    new Notification(title, options);
  } catch (error) {
    console.warn('[near notice] system notification failed', error);
  }
}

/** Prefixes the tab title while it runs ("🚕 5 min · RegioTaxi") and restores it when stopped. */
const titlePrefix = fromCallback<{ type: 'none' }, NoticeEffectInput>(({ input }) => {
  if (typeof document === 'undefined') return undefined;
  const t = createTranslator(getActiveLocale());
  const base = document.title;
  const prefixed = `${t(input.notice.kind === 'near' ? 'nearNotice.tabNear' : 'nearNotice.tabDropOff')} · ${base}`;
  document.title = prefixed;
  return () => {
    if (document.title === prefixed) document.title = base;
  };
});

/** The near-notice chart provided for `reader` over `runtime` (the account for the stored opt-in). */
function createNearNoticeLogic(runtime: LogicRuntime, reader: NoticeReader) {
  const key = () => optInKey(reader, runtime.auth.getSnapshot().context.username);
  return nearNoticeMachine.provide({
    actors: {
      requestNotificationPermission: fromPromise<NoticePermission, void>(requestPermission),
      claimNotice: fromPromise<boolean, ClaimNoticeInput>(({ input }) => claimNearNotice(reader, input)),
      showTitlePrefix: titlePrefix,
    },
    actions: {
      storeOptIn: () => writeOptIn(key(), true),
      storeOptOut: () => writeOptIn(key(), false),
      showSystemNotification: (_, params: NoticeEffectInput) => void showSystemNotification(reader, params),
      vibrate: () => {
        try {
          navigator.vibrate?.(VIBRATION);
        } catch {
          // Not allowed here (no user activation yet, or no vibration motor): nothing to do.
        }
      },
    },
  });
}

/** The signed-in traveller's near notice (the live card's child, the profile's opt-in). */
export function createTravellerNearNoticeLogic(runtime: LogicRuntime) {
  return createNearNoticeLogic(runtime, 'traveller');
}

/** The carer's near notice on a follow page (this browser's opt-in for follow pages). */
export function createCarerNearNoticeLogic(runtime: LogicRuntime) {
  return createNearNoticeLogic(runtime, 'carer');
}
