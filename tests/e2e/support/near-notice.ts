import type { BrowserContext, Page } from './test';

/*
 * Shared by the near-notice specs: the system notification cannot be observed in headless Chromium, so an init
 * script replaces `window.Notification` with a recorder that keeps the browser's real permission and prompt, and
 * records `navigator.vibrate` too.
 */

/** One recorded `new Notification(title, options)`. */
interface RecordedNotification {
  title: string;
  body: string;
  tag: string;
}

/** What a page recorded: notifications shown, vibrations, permission prompts. */
export interface NoticeRecord {
  notifications: RecordedNotification[];
  vibrations: number;
  prompts: number;
}

/** Installs the recorder in every page of `context` (before the app's scripts run). */
export async function recordNotifications(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const record = { notifications: [] as unknown[], vibrations: 0, prompts: 0 };
    (window as unknown as { __noticeRecord: typeof record }).__noticeRecord = record;
    const Real = window.Notification;
    function Recorder(title: string, options?: NotificationOptions) {
      record.notifications.push({ title, body: options?.body ?? '', tag: options?.tag ?? '' });
    }
    Object.defineProperty(Recorder, 'permission', { get: () => (Real ? Real.permission : 'denied') });
    Object.defineProperty(Recorder, 'requestPermission', {
      value: () => {
        record.prompts += 1;
        return Real ? Real.requestPermission() : Promise.resolve('denied');
      },
    });
    Object.defineProperty(window, 'Notification', { configurable: true, writable: true, value: Recorder });
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: () => {
        record.vibrations += 1;
        return true;
      },
    });
  });
}

/** What `page` recorded so far. */
export function noticeRecord(page: Page): Promise<NoticeRecord> {
  return page.evaluate(() => (window as unknown as { __noticeRecord: NoticeRecord }).__noticeRecord);
}
