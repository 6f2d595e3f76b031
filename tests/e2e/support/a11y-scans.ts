import { expect, test, type Page } from './test';
import { DEMO } from './app';
import {
  DICTS,
  configureA11ySpec,
  VIEWPORTS,
  logIn,
  openSignedInAndSettle,
  prepare,
  RIET,
  scan,
  settle,
  type LocaleName,
} from './axe';
import type { Dictionary } from '../../../src/i18n/nl-NL';
import { resetAll } from './booking';
import { spend } from './spend';

/*
 * Axe scans of every route, public and signed in, and of the main dialogs and popovers open, for one
 * language at one width: `describeAxeScans(locale, width, group)`, called by the spec files tests/e2e/a11y-<lang>-<width>-<group>.spec.ts
 * (one file per language × width × group, see {@link ScanGroup}; so no file runs over a minute and the workers share them). Each
 * dialog state is one test, so a known violation in a file owned by someone else can be marked with test.fail() for
 * exactly that scan; the six public pages and the four signed-in pages are one test each (one browser context, and
 * one sign-in, for all of them: a fifth less CPU for their files). Every scan prints its violations (rule id, impact, nodes); the run's global teardown prints
 * the whole table. The language is chosen through localStorage `lang`; the release notes are suppressed
 * (localStorage `appVersion`) except in their own scan.
 */

/** Scans whose violations sit in files this suite may not edit; key `<state>` or `<state>@<locale>/<width>`. */
const KNOWN_FAILURES: Record<string, string> = {};

function knownFailure(state: string, locale: LocaleName, width: string): string | undefined {
  return KNOWN_FAILURES[`${state}@${locale}/${width}`] ?? KNOWN_FAILURES[state];
}

// ---- helpers ---------------------------------------------------------------------------------------------------

async function openContactDialog(page: Page, t: Dictionary) {
  await spend('set-up (UI)', 'open the contact dialog', async () => {
    await page.getByRole('contentinfo').getByRole('button', { name: t.footer.contact }).click();
    await expect(page.getByRole('dialog', { name: t.contact.title })).toBeVisible();
  });
}

/**
 * On the open /my-trips: the first trip's button named `button`, in the week shown, else this week, else the one
 * before.
 */
async function tripButton(page: Page, t: Dictionary, button: string) {
  const target = page.getByRole('button', { name: button, exact: true }).first();
  // The page opens on the upcoming trips; a past trip's button is in this week or the one before.
  if ((await target.count()) === 0) {
    await page.getByRole('button', { name: t.myTrips.thisWeek, exact: true }).click();
    await settle(page);
  }
  if ((await target.count()) === 0) {
    await page.getByRole('button', { name: t.myTrips.previousWeek }).click();
    await settle(page);
  }
  await expect(target).toBeVisible();
  return target;
}

/**
 * The parts of one language × width's scans, a spec file each (no file over a minute): the public pages
 * with the dialogs of logging in, the signed-in pages with the profile tabs, and the signed-in dialogs, drawer and
 * popover.
 */
export type ScanGroup = 'public' | 'signed-in' | 'signed-in-dialogs';

/**
 * Declares the axe scans of `group` in `locale` at `width` (one of {@link VIEWPORTS}): public pages, signed-in pages (signed
 * in through the API), and the dialogs, drawer and popover open. The file's tests run in parallel across workers.
 */
export function describeAxeScans(
  locale: LocaleName,
  width: (typeof VIEWPORTS)[number]['name'],
  group: ScanGroup,
): void {
  const t = DICTS[locale];
  const vp = VIEWPORTS.find((v) => v.name === width)!;
  configureA11ySpec();

  test.describe(`axe ${locale} @ ${vp.name}px`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height }, locale });

    /** One scan as a test of its own, declared only in its group's file. */
    const axeTest = (
      scanGroup: ScanGroup,
      state: string,
      body: (page: Page, baseURL: string) => Promise<void>,
    ) => {
      if (scanGroup !== group) return;
      test(`${state} has no axe violations`, async ({ page, baseURL }) => {
        const reason = knownFailure(state, locale, vp.name);
        test.fail(Boolean(reason), reason);
        await body(page, baseURL!);
      });
    };
    const name = (state: string) => `${locale} ${vp.name}px ${state}`;

    // Public pages (one browser context for the six, each a page load of its own), and the dialogs of logging in.
    axeTest('public', 'public /, /login, /register, /forgot, /change and /activate', async (page, base) => {
      await prepare(page, locale);
      for (const [path, heading] of [
        ['/', t.welcome.title],
        ['/login', t.login.title],
        ['/register', t.register.title],
        ['/forgot', null],
        ['/change', null],
        ['/activate', null],
      ] as const) {
        await page.goto(`${base}${path}`);
        if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await scan(page, name(`public ${path}`));
      }
    });

    axeTest('public', 'public /quick-book (guest)', async (page, base) => {
      await prepare(page, locale);
      await page.goto(`${base}/`);
      await page.getByLabel(t.welcome.email).fill('gast@example.com');
      await page.getByLabel(t.welcome.firstName).fill('Gerda');
      await page.getByLabel(t.welcome.lastName).fill('Gast');
      await page.getByRole('button', { name: t.welcome.continue }).click();
      await expect(page).toHaveURL(/\/quick-book$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scan(page, name('public /quick-book (guest)'));
    });

    axeTest('public', 'dialog contact (footer, /login)', async (page, base) => {
      await prepare(page, locale);
      await page.goto(`${base}/login`);
      await openContactDialog(page, t);
      await scan(page, name('dialog contact (footer, /login)'));
    });

    // Signed-in pages: one sign-in and one browser context for the four (each a page load of its own, as a
    // traveller opening it), instead of a context, an API sign-in and a cold load per page.
    axeTest('signed-in', 'signed in /home, /book-trip, /my-trips and /profile', async (page, base) => {
      await prepare(page, locale);
      for (const [i, [path, heading]] of (
        [
          ['/home', null],
          ['/book-trip', null],
          ['/my-trips', t.myTrips.title],
          ['/profile', t.userProfile.title],
        ] as const
      ).entries()) {
        if (i === 0) await openSignedInAndSettle(page, base, path);
        else {
          await page.goto(`${base}${path}`);
          await expect(page).toHaveURL(new RegExp(`${path}$`));
        }
        if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await scan(page, name(`signed in ${path}`));
      }
    });

    // The profile tabs "Wachtwoord" (also with its errors) and "Account", the deletion
    // confirmation dialog and the pending request. Confirming changes Riet, so the server goes back to the seed.
    axeTest('signed-in', 'signed in /profile tab password', async (page, base) => {
      await prepare(page, locale);
      await openSignedInAndSettle(page, base, '/profile');
      await page.getByRole('tab', { name: t.profile.tabPassword }).click();
      const submit = page.getByRole('button', { name: t.changePassword.submit });
      await expect(submit).toBeVisible();
      await scan(page, name('signed in /profile tab password'));
      await submit.click();
      await expect(page.getByText(t.changePassword.currentPasswordRequired, { exact: true })).toBeVisible();
      await scan(page, name('/profile tab password with validation errors'));
    });

    axeTest(
      'signed-in',
      'signed in /profile tab account, deletion dialog, pending request',
      async (page, base) => {
        await prepare(page, locale);
        await openSignedInAndSettle(page, base, '/profile');
        await page.getByRole('tab', { name: t.profile.tabAccount }).click();
        const remove = page.getByRole('button', { name: t.accountDeletion.delete });
        await expect(remove).toBeVisible();
        await scan(page, name('signed in /profile tab account'));
        await remove.click();
        const dialog = page.getByRole('dialog', { name: t.accountDeletion.confirmTitle });
        await expect(dialog).toBeVisible();
        await scan(page, name('dialog account deletion'));
        try {
          // Deleting needs the current password (Riet's, the signed-in traveller).
          await dialog.getByLabel(t.accountDeletion.password).fill(RIET.password);
          await dialog.getByRole('button', { name: t.accountDeletion.confirm }).click();
          await expect(
            page.getByRole('status').filter({ hasText: t.accountDeletion.requested }),
          ).toBeVisible();
          await scan(page, name('/profile tab account, deletion pending'));
        } finally {
          await resetAll(base);
        }
      },
    );

    axeTest('public', 'dialog pass-number selection', async (page, base) => {
      await prepare(page, locale);
      await logIn(page, base, t, DEMO);
      await expect(page.getByRole('dialog', { name: t.passNumber.selectTitle })).toBeVisible();
      await scan(page, name('dialog pass-number selection'));
    });

    axeTest('public', 'dialog release notes', async (page, base) => {
      await prepare(page, locale, { releaseNotes: true });
      await openSignedInAndSettle(page, base, '/home');
      await expect(page.getByRole('dialog', { name: t.releaseNotes.title })).toBeVisible();
      await scan(page, name('dialog release notes'));
    });

    // The dialogs over /home in one page: each opened, scanned and closed again (Escape) before the next.
    axeTest(
      'signed-in-dialogs',
      'dialogs over /home: contact, cancel question, mobile menu',
      async (page, base) => {
        await prepare(page, locale);
        await openSignedInAndSettle(page, base, '/home');
        await openContactDialog(page, t);
        await scan(page, name('dialog contact (footer, /home)'));
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: t.contact.title })).toBeHidden();

        const card = page.getByRole('region', { name: t.home.nextTrip.title });
        await card.getByRole('button', { name: t.trip.cancelTrip, exact: true }).click();
        const question = page.getByRole('dialog', { name: t.safeguards.cancelQuestion.title });
        await expect(question.getByRole('button', { name: t.safeguards.cancelQuestion.keep })).toBeFocused();
        await scan(page, name('dialog cancel question'));
        await page.keyboard.press('Escape');
        await expect(question).toBeHidden();

        if (vp.width < 768) {
          await page.getByRole('button', { name: t.app.openMenu }).click();
          await expect(page.getByRole('dialog', { name: t.app.menu })).toBeVisible();
          await scan(page, name('drawer mobile menu'));
        }
      },
    );

    // The period popover, a trip's details and the rating dialog in one /my-trips page, each closed before the next.
    axeTest(
      'signed-in-dialogs',
      'over /my-trips: period popover, trip details, rating',
      async (page, base) => {
        await prepare(page, locale);
        await openSignedInAndSettle(page, base, '/my-trips');
        await expect(page.getByRole('heading', { level: 1, name: t.myTrips.title })).toBeVisible();
        await page.getByRole('button', { name: new RegExp(`^${t.myTrips.period}`) }).click();
        const period = page.getByRole('dialog', { name: t.myTrips.choosePeriod });
        await expect(period).toBeVisible();
        await scan(page, name('popover my-trips period'));
        await page.keyboard.press('Escape');
        await expect(period).toBeHidden();

        const details = await spend('set-up (UI)', 'a trip with its details', () =>
          tripButton(page, t, t.trip.viewDetails),
        );
        await details.click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await scan(page, name('dialog trip details'));
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();

        const rate = await spend('set-up (UI)', 'a trip to rate', () => tripButton(page, t, t.trip.rate));
        await rate.click();
        await expect(page.getByRole('dialog', { name: t.rating.title })).toBeVisible();
        await scan(page, name('dialog rating'));
      },
    );

    axeTest('signed-in-dialogs', 'dialog booking confirmation', async (page, base) => {
      await prepare(page, locale);
      await openSignedInAndSettle(page, base, '/book-trip');
      for (const [label, query] of [
        [t.bookTrip.from, 'Silodam'],
        [t.bookTrip.to, 'Westerdoksdijk'],
      ] as const) {
        await page.getByRole('combobox', { name: label }).fill(query);
        const option = page.getByRole('option', { name: new RegExp(query) }).first();
        await expect(option).toBeVisible();
        await option.click();
      }
      await page.getByRole('button', { name: t.common.confirm, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.bookTrip.confirmTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('€');
      await scan(page, name('dialog booking confirmation'));
    });
  });
}
