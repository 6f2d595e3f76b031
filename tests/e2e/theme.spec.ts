import { expect, test, type Page } from './support/test';
import { choosePassNumber, logIn } from './support/app';
import { axeBuilder } from './support/axe';
import { resetAll, skipReleaseNotes } from './support/booking';

/*
 * In Chromium: the high-contrast, larger-text theme is switched on /profile, restyles the whole app
 * at once (sidebar, page, type size), is remembered across a reload and already in place when React first
 * renders (no flash); `prefers-contrast: more` selects it while nothing is stored; axe finds no violations in it.
 */

declare global {
  interface Window {
    /** `<html data-theme>` at the moment the app first rendered into #root (set by the init script below). */
    __themeAtFirstRender?: string | null;
  }
}

/** Records the theme in effect when React first puts content into #root. */
async function recordThemeAtFirstRender(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const root = document.getElementById('root');
      if (root && root.childElementCount > 0 && window.__themeAtFirstRender === undefined) {
        window.__themeAtFirstRender = document.documentElement.getAttribute('data-theme');
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const bodyStyle = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { color: style.color, background: style.backgroundColor, fontSize: parseFloat(style.fontSize) };
  });

/** Font size (px) of the sidebar's Home link: a part of the app outside the profile page. */
const navFontSize = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Home' })
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

test.beforeEach(async ({ page, baseURL }) => {
  await resetAll(baseURL!);
  await skipReleaseNotes(page);
});

test('the high-contrast theme is switched on /profile, applies app-wide and survives a reload without a flash', async ({
  page,
  baseURL,
}) => {
  await recordThemeAtFirstRender(page);
  await logIn(page, baseURL!);
  await choosePassNumber(page);
  await page.getByRole('link', { name: 'Profiel' }).first().click();
  // The profile's first load brings its chunks and the account forms' validators (arktype): seconds beside three
  // busy workers.
  await expect(page.getByRole('heading', { level: 1, name: 'Profiel' })).toBeVisible({ timeout: 30_000 });

  const before = await bodyStyle(page);
  const navBefore = await navFontSize(page);
  const toggle = page.getByRole('switch', { name: 'Hoog contrast en grotere tekst' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'highContrast');

  const after = await bodyStyle(page);
  expect(after.color).toBe('rgb(0, 0, 0)');
  expect(after.background).toBe('rgb(255, 255, 255)');
  expect(after.fontSize).toBeGreaterThanOrEqual(before.fontSize * 1.25);
  // The sidebar (outside the profile page) follows at once.
  expect(await navFontSize(page)).toBeGreaterThanOrEqual(navBefore * 1.2);

  const axe = await axeBuilder(page).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Hoog contrast en grotere tekst' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  expect(await page.evaluate(() => window.__themeAtFirstRender)).toBe('highContrast');
  expect((await bodyStyle(page)).color).toBe('rgb(0, 0, 0)');

  await page.getByRole('switch', { name: 'Hoog contrast en grotere tekst' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'default');
  expect((await bodyStyle(page)).fontSize).toBeCloseTo(before.fontSize, 1);
});

test('prefers-contrast: more selects the high-contrast theme until the traveller chooses', async ({
  page,
  baseURL,
}) => {
  await page.emulateMedia({ contrast: 'more' });
  await recordThemeAtFirstRender(page);
  await page.goto(`${baseURL}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'highContrast');
  expect(await page.evaluate(() => window.__themeAtFirstRender)).toBe('highContrast');

  // A stored choice wins over the system setting.
  await page.evaluate(() => window.localStorage.setItem('theme', 'default'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'default');
});
