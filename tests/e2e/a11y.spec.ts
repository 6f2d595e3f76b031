import { expect, test, type Page } from './support/test';
import { enUS } from '../../src/i18n/en-US';
import { nlNL } from '../../src/i18n/nl-NL';
import { configureA11ySpec, openSignedInAndSettle, prepare, settle } from './support/axe';

/*
 * Automated accessibility checks in the browser (Debian Chromium):
 * - axe-core (wcag2a, wcag2aa, wcag21aa, wcag22aa) on every route, public and signed in, and with the main dialogs
 *   and popovers open, in nl-NL and en-US, at 1280 px and 375 px wide: tests/e2e/a11y-<lang>-<width>-<group>.spec.ts
 *   (tests/e2e/support/a11y-scans.ts); the run's global teardown prints the table of every scan.
 * - Here: <html lang> follows the language; focus moves to the page's h1 on route navigation; no horizontal scroll
 *   at 320 px on /login and /home.
 * The language is chosen through localStorage `lang` (and once through the LanguageSelect). The release notes are
 * suppressed (localStorage `appVersion`).
 */

configureA11ySpec();

// ---- language, focus and reflow -----------------------------------------------------------------------------

test.describe('language, focus and reflow', () => {
  test('<html lang> follows the language from localStorage and from the LanguageSelect', async ({
    page,
    baseURL,
  }) => {
    await prepare(page, 'en-US');
    await page.goto(`${baseURL}/login`);
    await expect(page.getByRole('heading', { level: 1, name: enUS.login.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

    await page.getByLabel(enUS.language.label).selectOption('nl-NL');
    await expect(page.getByRole('heading', { level: 1, name: nlNL.login.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('nl-NL');
  });

  test('<html lang> is nl-NL by default', async ({ page, baseURL }) => {
    await page.goto(`${baseURL}/login`);
    await expect(page.getByRole('heading', { level: 1, name: nlNL.login.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  });

  async function expectH1Focused(page: Page, name: string) {
    const h1 = page.getByRole('heading', { level: 1, name });
    await expect(h1).toBeFocused();
  }

  test('focus moves to the h1 on navigation between public pages', async ({ page, baseURL }) => {
    await prepare(page, 'nl-NL');
    await page.goto(`${baseURL}/login`);
    await expect(page.getByRole('heading', { level: 1, name: nlNL.login.title })).toBeVisible();
    await page.getByRole('link', { name: nlNL.login.register }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expectH1Focused(page, nlNL.register.title);
  });

  test('focus moves to the h1 on navigation in the signed-in app (sidebar and mobile menu)', async ({
    page,
    baseURL,
  }) => {
    await prepare(page, 'nl-NL');
    await openSignedInAndSettle(page, baseURL!, '/home');
    const nav = page.getByRole('navigation', { name: nlNL.app.mainNavigation });
    await nav.getByRole('link', { name: nlNL.nav.myTrips }).click();
    await expect(page).toHaveURL(/\/my-trips$/);
    await expectH1Focused(page, nlNL.myTrips.title);
    await nav.getByRole('link', { name: nlNL.nav.profile }).click();
    await expectH1Focused(page, nlNL.userProfile.title);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: nlNL.app.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: nlNL.app.menu });
    await drawer.getByRole('link', { name: nlNL.nav.myTrips }).click();
    await expect(drawer).toBeHidden();
    await expectH1Focused(page, nlNL.myTrips.title);
  });

  for (const path of ['/login', '/home'] as const) {
    test(`no horizontal scroll at 320 px on ${path}`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await prepare(page, 'nl-NL');
      if (path === '/home') await openSignedInAndSettle(page, baseURL!, '/home');
      else await page.goto(`${baseURL}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settle(page);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `horizontal overflow on ${path} at 320 px`).toBeLessThanOrEqual(clientWidth);
    });
  }
});
