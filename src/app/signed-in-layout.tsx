import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { PassNumberPrompt } from '../../machines/lib/pass-number-rules';
import { selectPassNumberPrompt } from '../../machines/lib/user-data-selectors';
import { AppShell } from '../components';
import { withDictionarySections } from '../i18n/i18n';
import { ReleaseNotes } from '../features/release-notes/release-notes';
import { useUserDataSelector } from '../logic/use-logic';
import { AccountLanguageNotice } from './account-language-notice';
import { OfflineBanner } from '../components/offline-banner/offline-banner';
import { RequireAuth } from './guards';
import { preloadPage } from './page-preload';
import { OwnAccountOnly, TravellingForBar } from '../features/travelling-for/travelling-for-bar';
import { selectActingFor } from '../../machines/lib/travelling-for-selectors';
import { passNumberPromptWhileActing } from '../../machines/lib/acting-for';
import { useTravellingForSelector } from '../logic/travelling-for';

/**
 * product §2/§4 pass-number dialogs, each its own chunk (the entry form's validation pulls in arktype), loaded with
 * the account strings they show (the `account` and `forms` dictionary sections, which the shell does not load).
 */
const PassNumberSelectionDialog = lazy(
  withDictionarySections(['account'], () =>
    import('../features/pass-number/pass-number-selection-dialog').then((m) => ({
      default: m.PassNumberSelectionDialog,
    })),
  ),
);
const PassNumberEntryDialog = lazy(
  withDictionarySections(['account', 'forms'], () =>
    import('../features/pass-number/pass-number-entry-dialog').then((m) => ({
      default: m.PassNumberEntryDialog,
    })),
  ),
);

/**
 * Loads a pass-number dialog only once the session's user data asks for it (`passNumberPrompt`), then keeps it mounted so it
 * can close (and return focus) the way it always did (dialogs load on first opening).
 */
function PassNumberDialogs() {
  const actingFor = useTravellingForSelector(selectActingFor);
  const prompt = passNumberPromptWhileActing(useUserDataSelector(selectPassNumberPrompt), actingFor);
  const [prompted, setPrompted] = useState<readonly PassNumberPrompt[]>([]);
  if (prompt && !prompted.includes(prompt)) setPrompted([...prompted, prompt]);
  return (
    <>
      <Suspense fallback={null}>
        {prompted.includes('selection') ? <PassNumberSelectionDialog /> : null}
      </Suspense>
      <Suspense fallback={null}>{prompted.includes('entry') ? <PassNumberEntryDialog /> : null}</Suspense>
    </>
  );
}

/** The pages that stay the account's own while the tab acts for a traveller (product §10.12). */
const OWN_ACCOUNT_PAGES: ReadonlySet<string> = new Set(['/profile']);

/** The pages that show the offline snapshot when the app cannot reach its APIs. */
const SNAPSHOT_PAGES: ReadonlySet<string> = new Set(['/home', '/my-trips']);

/**
 * Signed-in layout: the §2 sidebar shell around the page, with the session's dialogs, the offline banner on every
 * page (with the snapshot's time on {@link SNAPSHOT_PAGES}), and navigation links that preload their page on hover,
 * focus and touch. A lazily loaded route module, so the app shell and its Radix dialog stay off the login path.
 */

export function SignedInLayout() {
  const { pathname } = useLocation();
  return (
    <RequireAuth>
      <AppShell
        onPreload={preloadPage}
        banner={
          <>
            <TravellingForBar />
            <OfflineBanner snapshotPage={SNAPSHOT_PAGES.has(pathname)} />
          </>
        }
      >
        <AccountLanguageNotice />
        {OWN_ACCOUNT_PAGES.has(`/${pathname.split('/')[1] ?? ''}`) ? (
          <OwnAccountOnly>
            <Outlet />
          </OwnAccountOnly>
        ) : (
          <Outlet />
        )}
      </AppShell>
      <PassNumberDialogs />
      {/* product §4.8 release notes: the machine runs here, its dialog (DOMPurify, Radix) loads only when there are
          notes to show; it waits for the pass-number dialogs itself (one dialog at a time). */}
      <ReleaseNotes />
    </RequireAuth>
  );
}
