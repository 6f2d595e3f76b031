import { expect, test, type Page } from './support/test';
import { choosePassNumber, closeReleaseNotes, logIn, resetServer } from './support/app';

/*
 * The release-notes dialog view (DOMPurify, Radix Dialog, the checkbox field) is fetched only when
 * there are notes to show (product §4). The build puts that view in a chunk of its own, named after its module
 * (`/assets/release-notes-dialog-<hash>.js`), so the browser's requests show whether it was loaded. The demo traveller's notes are marked read through the UI, then a
 * fresh browser (no `appVersion` stored) logs in again: the notes are asked for, none come back, and the dialog
 * module is never requested.
 */
const DIALOG_CHUNK = /^\/assets\/release-notes-dialog-[\w-]+\.js$/;
const loadsDialog = (paths: string[]) => paths.some((path) => DIALOG_CHUNK.test(path));
const NOTES = '/api/external/release-notes';

/** Records the paths of every request the page sends. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

test.afterEach(async ({ baseURL }) => {
  await resetServer(baseURL!);
});

test('the release-notes dialog module loads only when there are notes to show', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await resetServer(baseURL!);

  // First visit: unread notes, so the dialog module loads and the dialog shows; "Niet meer tonen" marks them read.
  const first = await browser.newContext();
  const page = await first.newPage();
  const firstRequests = recordRequests(page);
  await logIn(page, baseURL!);
  await choosePassNumber(page);
  await closeReleaseNotes(page);
  expect(loadsDialog(firstRequests), firstRequests.join('\n')).toBe(true);
  await first.close();

  // Another browser: nothing stored, so the notes are asked for again; the server has none unread.
  const second = await browser.newContext();
  const again = await second.newPage();
  const secondRequests = recordRequests(again);
  const notesAnswered = again.waitForResponse((r) => new URL(r.url()).pathname === NOTES);
  await logIn(again, baseURL!);
  await choosePassNumber(again);
  await expect(again.getByText('Resterende kilometers')).toBeVisible();
  await notesAnswered;
  await expect.poll(() => again.evaluate(() => window.localStorage.getItem('appVersion'))).toBe('4.1.0');
  await again.waitForLoadState('networkidle');
  expect(secondRequests).toContain(NOTES);
  expect(loadsDialog(secondRequests), secondRequests.join('\n')).toBe(false);
  await expect(again.getByRole('dialog')).toHaveCount(0);
  await second.close();
});
