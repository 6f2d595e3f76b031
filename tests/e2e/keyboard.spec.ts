import { expect, test, type Locator, type Page } from './support/test';
import { nlNL as t } from '../../src/i18n/nl-NL';
import { DEMO } from './support/app';
import { resetAll, tripsOfSession } from './support/booking';

/*
 * In Debian Chromium: the whole journey with the keyboard only (nl-NL, 1280 px) — log in, choose a
 * pass number, close the release notes, book a trip with a companion and a wheelchair, confirm it, accept the
 * return trip, book that too and land on /home. The test drives the page with page.keyboard alone (Tab,
 * Shift+Tab, Enter, Space, arrows, typing); locators only read state. An init script records every mouse and
 * pointer event the page receives (and every click with a click count, i.e. not made by a key); the test ends by
 * asserting there were none. Along the way it checks:
 * - every Tab stop shows a visible focus indicator (outline or box-shadow on the element or its <label>);
 * - focus moves to the page's h1 after navigation (/book-trip, back on /home);
 * - dialogs (pass number, release notes, take-along popover, confirmation, return-trip question) hold focus:
 *   Tab and Shift+Tab cycle inside; focus returns to the opener when it closes (or to the page heading when the
 *   dialog had no opener);
 * - the address comboboxes work with typing, ArrowDown and Enter.
 */

/** Tab stops visited (and checked for a visible focus indicator) in this run, printed at the end. */
let stopsChecked = 0;

test.use({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL', trace: 'off' });

test.beforeEach(async ({ page, baseURL }) => {
  await resetAll(baseURL!);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    const w = window as unknown as { __pointerEvents: string[] };
    w.__pointerEvents = [];
    const types = [
      'mousedown',
      'mouseup',
      'mousemove',
      'pointerdown',
      'pointerup',
      'pointermove',
      'dblclick',
      'contextmenu',
      'wheel',
      'touchstart',
    ];
    for (const type of types)
      window.addEventListener(
        type,
        (e) => {
          // Chromium's own hover update, when the page moves under the resting pointer, is a move of zero
          // distance; every move of a pointer in use (a hover, a click's travel to its target) has a distance.
          if (e instanceof MouseEvent && type.endsWith('move') && e.movementX === 0 && e.movementY === 0)
            return;
          w.__pointerEvents.push(`${type} on ${describe(e.target)}`);
        },
        true,
      );
    // A click made by Enter/Space has detail 0; a mouse click counts its clicks (detail >= 1).
    window.addEventListener(
      'click',
      (e) => {
        if (e.detail > 0) w.__pointerEvents.push(`click(detail=${e.detail}) on ${describe(e.target)}`);
      },
      true,
    );
    function describe(target: EventTarget | null): string {
      return target instanceof Element ? target.tagName.toLowerCase() : String(target);
    }
  });
});

test.afterEach(async ({ baseURL }) => {
  await resetAll(baseURL!);
});

// ---- keyboard helpers -----------------------------------------------------------------------------------------

interface FocusInfo {
  /** Something other than <body> has focus. */
  focused: boolean;
  /** An outline or box-shadow is drawn on the element (or, for a form control, on its <label>). */
  visible: boolean;
  description: string;
}

/** What has focus and whether its focus indicator can be seen (computed style, not a screenshot). */
async function focusInfo(page: Page): Promise<FocusInfo> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { focused: false, visible: false, description: 'body' };
    const drawn = (e: Element) => {
      const cs = getComputedStyle(e);
      const outline = cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0;
      const shadow = cs.boxShadow !== '' && cs.boxShadow !== 'none';
      return outline || shadow;
    };
    const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
    const name =
      el.getAttribute('aria-label') ?? labels.map((l) => l.textContent).join(' ') ?? el.textContent ?? '';
    // Tab also stops on the calendar/clock button inside a native date/time input: then the input is the active
    // element without matching :focus, and Chromium draws its own focus ring on that button.
    const nativePicker =
      el instanceof HTMLInputElement && ['date', 'time'].includes(el.type) && !el.matches(':focus');
    return {
      focused: true,
      visible: nativePicker || drawn(el) || labels.some(drawn),
      description: `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}${
        el.getAttribute('type') ? ` type=${el.getAttribute('type')}` : ''
      }> "${(name || el.textContent || '').trim().slice(0, 60)}"`,
    };
  });
}

/** Presses a key that moves focus (Tab / Shift+Tab) and checks the new stop has a visible focus indicator. */
async function step(page: Page, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<FocusInfo> {
  await page.keyboard.press(key);
  const info = await focusInfo(page);
  expect(info.focused, `focus lost after ${key}`).toBe(true);
  expect(info.visible, `no visible focus indicator on ${info.description}`).toBe(true);
  stopsChecked += 1;
  return info;
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement).catch(() => false);
}

/** Tabs (forwards, or backwards) until `target` has focus; each stop is checked by {@link step}. */
async function tabTo(page: Page, target: Locator, opts: { back?: boolean; max?: number } = {}) {
  await expect(target).toBeVisible();
  const visited: string[] = [];
  for (let i = 0; i < (opts.max ?? 40); i += 1) {
    const info = await step(page, opts.back ? 'Shift+Tab' : 'Tab');
    visited.push(info.description);
    if (await isFocused(target)) return;
  }
  throw new Error(`never reached the target with Tab; visited:\n${visited.join('\n')}`);
}

/**
 * Checks that a modal holds focus: focus is inside it, Tab from its last tabbable element goes to its first and
 * Shift+Tab from the first to the last, and every stop in between stays inside.
 */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  const inside = () => dialog.evaluate((d) => d.contains(document.activeElement));
  await expect.poll(inside, { message: 'focus moves into the dialog' }).toBe(true);
  const count = await dialog.evaluate(
    (d) =>
      [
        ...d.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
        ),
      ].filter((e) => e.offsetParent !== null || getComputedStyle(e).position === 'fixed').length,
  );
  expect(count, 'tabbable elements in the dialog').toBeGreaterThan(0);
  // Start from a tabbable element (a dialog may first focus its own container), marked for the comparison.
  if ((await page.evaluate(() => document.activeElement?.getAttribute('tabindex'))) === '-1')
    await step(page);
  await page.evaluate(() => document.activeElement?.setAttribute('data-kb-start', ''));
  const atStart = () => page.evaluate(() => document.activeElement?.hasAttribute('data-kb-start') ?? false);
  // Once around forwards and once backwards: every stop inside, and back where we started.
  for (const key of ['Tab', 'Shift+Tab'] as const) {
    for (let i = 0; i < count; i += 1) {
      await step(page, key);
      expect(await inside(), `${key} left the dialog`).toBe(true);
    }
    expect(await atStart(), `${key} × ${count} cycles back to the start`).toBe(true);
  }
  await page.evaluate(() => document.querySelector('[data-kb-start]')?.removeAttribute('data-kb-start'));
}

/** Types into the focused address combobox, waits for the suggestion and picks it with ArrowDown + Enter. */
async function pickAddress(page: Page, input: Locator, query: string, expected: RegExp) {
  await expect(input).toBeFocused();
  await page.keyboard.type(query, { delay: 20 });
  const option = page.getByRole('option', { name: expected }).first();
  await expect(option).toBeVisible();
  // Arrow down until the wanted option is the active descendant.
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    if (active && (await page.locator(`[id="${active}"]`).textContent())?.match(expected)) break;
  }
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue(expected);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
}

/** Chooses an option of the focused native <select> with ArrowDown/ArrowUp until its label matches. */
async function chooseOption(page: Page, select: Locator, label: RegExp) {
  await expect(select).toBeFocused();
  for (const key of ['ArrowDown', 'ArrowUp'] as const) {
    for (let i = 0; i < 12; i += 1) {
      const current = await select.evaluate(
        (s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? '',
      );
      if (label.test(current)) return;
      await page.keyboard.press(key);
    }
  }
  throw new Error(`no option ${label} reachable with the arrow keys`);
}

async function expectHeadingFocused(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
}

// ---- the journey ----------------------------------------------------------------------------------------------

test('keyboard only: log in, book a trip with a companion and a wheelchair, then its return trip, back to /home', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.goto(`${baseURL}/login`);
  await expect(page.getByRole('heading', { level: 1, name: t.login.title })).toBeVisible();

  // Log in.
  const email = page.getByLabel(t.login.email);
  await tabTo(page, email);
  await page.keyboard.type(DEMO.email);
  await tabTo(page, page.getByLabel(t.login.password, { exact: true }));
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);

  // Pass-number selection (the demo traveller has two).
  const passDialog = page.getByRole('dialog', { name: t.passNumber.selectTitle });
  await expectFocusTrapped(page, passDialog);
  await tabTo(page, passDialog.getByRole('button', { name: /Eigen pas/ }));
  await page.keyboard.press('Enter');
  await expect(passDialog).toBeHidden();

  // Release notes: tick "don't show again" with Space, close with Enter.
  const notes = page.getByRole('dialog', { name: t.releaseNotes.title });
  await expectFocusTrapped(page, notes);
  const dontShow = notes.getByRole('checkbox', { name: t.releaseNotes.dontShowAgain });
  await tabTo(page, dontShow);
  await page.keyboard.press('Space');
  await expect(dontShow).toBeChecked();
  await tabTo(page, notes.getByRole('button', { name: t.releaseNotes.close, exact: true }));
  await page.keyboard.press('Enter');
  await expect(notes).toBeHidden();
  // Opened by the login itself (no opener to return to): focus goes to the page heading.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // To the booking form through the sidebar (before <main>: Shift+Tab).
  const nav = page.getByRole('navigation', { name: t.app.mainNavigation });
  await tabTo(page, nav.getByRole('link', { name: t.nav.bookTrip }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/book-trip$/);
  await expectHeadingFocused(page, t.bookTrip.titleByDeparture);

  // Addresses: type, ArrowDown, Enter.
  const from = page.getByRole('combobox', { name: t.bookTrip.from });
  await tabTo(page, from);
  await pickAddress(page, from, 'Silodam 1A', /Silodam 1A/);
  const to = page.getByRole('combobox', { name: t.bookTrip.to });
  await tabTo(page, to);
  await pickAddress(page, to, 'Westerdoksdijk 40A', /Westerdoksdijk 40A/);

  // One companion.
  const companions = page.getByLabel(t.bookTrip.travellers, { exact: true });
  await tabTo(page, companions);
  await chooseOption(page, companions, /^1$/);
  await expect(companions).toHaveValue('1');

  // A wheelchair, in the take-along popover.
  const takeAlong = page.getByRole('button', { name: t.bookTrip.takeAlong });
  await tabTo(page, takeAlong);
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: t.bookTrip.takeAlong });
  await expectFocusTrapped(page, popover);
  const wheelchair = popover.getByLabel('Rolstoel of scootmobiel');
  await tabTo(page, wheelchair);
  await chooseOption(page, wheelchair, /Standaard rolstoel/);
  await tabTo(page, popover.getByRole('button', { name: t.bookTrip.takeAlongDone }));
  await page.keyboard.press('Enter');
  await expect(popover).toBeHidden();
  await expect(takeAlong).toBeFocused();
  await expect(page.getByRole('list', { name: t.bookTrip.takeAlongSelected })).toContainText(
    'Standaard rolstoel',
  );

  // Submit: the estimate backdrop, then the confirmation dialog. Escape goes back (focus returns to Confirm).
  const submit = page.getByRole('button', { name: t.bookTrip.confirm, exact: true });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: t.bookTrip.confirmTitle });
  await expectFocusTrapped(page, confirm);
  await expect(confirm).toContainText('Standaard rolstoel');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(submit).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: t.bookTrip.confirm, exact: true }));
  await page.keyboard.press('Enter');

  // The confirmation view takes the form's place, its heading focused; the return-trip question on it: Yes.
  await expect(page.getByRole('heading', { level: 1, name: t.bookTrip.booked.title })).toBeFocused();
  await expect(page.getByRole('main')).toContainText('Standaard rolstoel');
  const question = page.getByRole('region', { name: t.bookTrip.booked.returnQuestion });
  await tabTo(page, question.getByRole('button', { name: t.bookTrip.booked.returnYes, exact: true }));
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(page.getByText(t.bookTrip.returnLeg)).toBeVisible();
  await expect(from).toHaveValue(/Westerdoksdijk 40A/);
  await expect(to).toHaveValue(/Silodam 1A/);
  // Focus goes to the form's heading (not lost on the page's body).
  await expect(page.getByRole('heading', { level: 1, name: t.bookTrip.titleByDeparture })).toBeFocused();

  // Book the return trip.
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expectFocusTrapped(page, confirm);
  await tabTo(page, confirm.getByRole('button', { name: t.bookTrip.confirm, exact: true }));
  await page.keyboard.press('Enter');

  // Both trips on the confirmation view; "Go to home".
  await expect(page.getByRole('heading', { level: 1, name: t.bookTrip.booked.titleMany })).toBeFocused({
    timeout: 20_000,
  });
  await tabTo(page, page.getByRole('button', { name: t.bookTrip.booked.goHome, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await tripsOfSession(page, baseURL!)).toHaveLength(2);

  const pointer = await page.evaluate(
    () => (window as unknown as { __pointerEvents: string[] }).__pointerEvents,
  );
  expect(pointer, 'mouse or pointer events during the keyboard-only run').toEqual([]);
  console.log(
    `[keyboard] ${stopsChecked} Tab stops visited, each with a visible focus indicator; 0 pointer events`,
  );
});
