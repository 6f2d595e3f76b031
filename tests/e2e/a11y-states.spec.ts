import { expect, test, type Page } from './support/test';
import { nlNL } from '../../src/i18n/nl-NL';
import { chooseAddress } from './support/a11y-states';
import { RIET, configureA11ySpec, logIn, openSignedInAndSettle, prepare, settle } from './support/axe';

/*
 * In Debian Chromium (the axe scans of the other states: tests/e2e/a11y-states-<lang>.spec.ts):
 * - form errors are tied to their fields (aria-describedby) and focus goes to the first invalid field (/login,
 *   /register, /book-trip);
 * - targets at least 24 × 24 CSS px (WCAG 2.5.8, with its inline-link and spacing exceptions) on the main routes;
 * - reflow: no horizontal scrolling at 320 px and at 200 % zoom (a 1280 px window at zoom 200 % = 640 CSS px).
 */

configureA11ySpec();

// ---- forms: errors tied to fields, focus on the first invalid one -----------------------------------------------

test.describe('form errors (nl-NL)', () => {
  /** The focused element is the field labelled `label`, invalid, and its description holds `error`. */
  async function expectFocusedInvalid(page: Page, label: string, error: string) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(error)));
  }

  test('/login: errors in the fields’ descriptions, focus on the first invalid field', async ({
    page,
    baseURL,
  }) => {
    await prepare(page, 'nl-NL');
    await page.goto(`${baseURL}/login`);
    await page.getByRole('button', { name: nlNL.login.submit, exact: true }).click();
    await expectFocusedInvalid(page, nlNL.login.email, nlNL.login.usernameRequired);
    await expect(page.getByLabel(nlNL.login.password, { exact: true })).toHaveAccessibleDescription(
      new RegExp(nlNL.login.passwordRequired),
    );
    // Only the password missing: focus goes there.
    await page.getByLabel(nlNL.login.email).fill(RIET.email);
    await page.getByRole('button', { name: nlNL.login.submit, exact: true }).click();
    await expectFocusedInvalid(page, nlNL.login.password, nlNL.login.passwordRequired);
  });

  test('/register: errors in the fields’ descriptions, focus on the first invalid field', async ({
    page,
    baseURL,
  }) => {
    await prepare(page, 'nl-NL');
    await page.goto(`${baseURL}/register`);
    await page.getByRole('button', { name: nlNL.register.submit, exact: true }).click();
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('aria-invalid', 'true');
    // The first invalid field in page order has focus, and every invalid field names its error.
    const firstInvalid = page.locator('[aria-invalid="true"]').first();
    expect(await firstInvalid.evaluate((el) => el === document.activeElement)).toBe(true);
    const invalid = await page.locator('[aria-invalid="true"]').all();
    expect(invalid.length).toBeGreaterThan(1);
    for (const field of invalid) {
      const ids = (await field.getAttribute('aria-describedby')) ?? '';
      expect(ids, `aria-describedby on ${await field.getAttribute('name')}`).not.toBe('');
      const text = await page.evaluate(
        (list) =>
          list
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' '),
        ids,
      );
      expect(text.trim().length, 'the described-by text holds an error').toBeGreaterThan(0);
    }
  });

  test('/book-trip: errors tied to the address fields, focus on the first invalid one', async ({
    page,
    baseURL,
  }) => {
    await prepare(page, 'nl-NL');
    await openSignedInAndSettle(page, baseURL!, '/book-trip');
    await page.getByRole('button', { name: nlNL.bookTrip.confirm, exact: true }).click();
    const from = page.getByRole('combobox', { name: nlNL.bookTrip.from });
    await expect(from).toBeFocused();
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription(new RegExp(escapeRegExp(nlNL.location.required)));
    const to = page.getByRole('combobox', { name: nlNL.bookTrip.to });
    await expect(to).toHaveAccessibleDescription(new RegExp(escapeRegExp(nlNL.location.required)));
    // With "from" filled in, focus goes to "to".
    await chooseAddress(page, nlNL.bookTrip.from, 'Silodam 1A');
    await page.getByRole('button', { name: nlNL.bookTrip.confirm, exact: true }).click();
    await expect(to).toBeFocused();
  });
});

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// ---- target size, reflow --------------------------------------------------------------------------------------

const PUBLIC_ROUTES = ['/', '/login', '/register', '/forgot'] as const;
const SIGNED_IN_ROUTES = ['/home', '/book-trip', '/my-trips', '/profile'] as const;

/** Visits every main route (public ones first, then signed in as Riet) and runs `check` on each. */
async function eachRoute(page: Page, baseURL: string, check: (route: string) => Promise<void>) {
  await prepare(page, 'nl-NL');
  for (const route of PUBLIC_ROUTES) {
    await page.goto(`${baseURL}${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settle(page);
    await check(route);
  }
  await logIn(page, baseURL, nlNL);
  for (const route of SIGNED_IN_ROUTES) {
    if (route !== '/home') await page.goto(`${baseURL}${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settle(page);
    await check(route);
  }
}

/**
 * Interactive elements smaller than 24 × 24 CSS px (WCAG 2.5.8), with the criterion's exceptions: links inline in a
 * sentence, and undersized targets whose 24 px circle around the centre touches no other target. A checkbox or
 * radio counts with its <label> (clicking the label activates it). Returns a description per offender.
 */
async function smallTargets(page: Page): Promise<{ measured: number; small: string[] }> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="radio"], [role="tab"], [role="option"]';
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && cs.visibility !== 'hidden' && cs.display !== 'none';
    };
    const targets = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (el) => visible(el) && !el.closest('[aria-hidden="true"], [hidden]'),
    );
    const box = (el: HTMLElement): DOMRect => {
      let r = el.getBoundingClientRect();
      if (el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type)) {
        for (const label of el.labels ?? []) {
          const l = label.getBoundingClientRect();
          const left = Math.min(r.left, l.left);
          const top = Math.min(r.top, l.top);
          r = new DOMRect(left, top, Math.max(r.right, l.right) - left, Math.max(r.bottom, l.bottom) - top);
        }
      }
      return r;
    };
    const inlineInText = (el: HTMLElement) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const block = el.parentElement;
      return !!block && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
    };
    const boxes = targets.map((el) => ({ el, r: box(el) }));
    const small: string[] = [];
    for (const { el, r } of boxes) {
      if (r.width >= 23.5 && r.height >= 23.5) continue;
      if (inlineInText(el)) continue;
      // Spacing exception: a 24 px circle on the centre intersects no other target.
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const crowded = boxes.some(({ el: other, r: o }) => {
        if (other === el || other.contains(el) || el.contains(other)) return false;
        const nx = Math.max(o.left, Math.min(cx, o.right));
        const ny = Math.max(o.top, Math.min(cy, o.bottom));
        return Math.hypot(nx - cx, ny - cy) < 12;
      });
      if (!crowded) continue;
      const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      small.push(`<${el.tagName.toLowerCase()}> "${label}" ${r.width.toFixed(1)}×${r.height.toFixed(1)}`);
    }
    return { measured: targets.length, small };
  });
}

const LAYOUTS = [
  { name: '1280 px', width: 1280, height: 900, scale: 1, reflow: false },
  { name: '320 px', width: 320, height: 640, scale: 1, reflow: true },
  { name: '200 % zoom (a 1280 px window = 640 CSS px)', width: 640, height: 450, scale: 2, reflow: true },
] as const;

for (const layout of LAYOUTS) {
  test.describe(`main routes at ${layout.name}`, () => {
    test.use({
      viewport: { width: layout.width, height: layout.height },
      deviceScaleFactor: layout.scale,
    });
    test(`targets at least 24 × 24 px${layout.reflow ? ', no horizontal scrolling' : ''}`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      let measured = 0;
      const small: string[] = [];
      const overflowing: string[] = [];
      await eachRoute(page, baseURL!, async (route) => {
        const result = await smallTargets(page);
        measured += result.measured;
        small.push(...result.small.map((s) => `${route}: ${s}`));
        if (!layout.reflow) return;
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        if (scrollWidth > clientWidth) overflowing.push(`${route}: ${scrollWidth} > ${clientWidth}`);
      });
      console.log(
        `[a11y] ${layout.name}: ${measured} targets measured on ${PUBLIC_ROUTES.length + SIGNED_IN_ROUTES.length} routes, ` +
          `${small.length} under 24 × 24 px` +
          (layout.reflow ? `; ${overflowing.length} routes scroll horizontally` : ''),
      );
      expect(small, 'targets under 24 × 24 px').toEqual([]);
      expect(overflowing, 'routes with horizontal scrolling').toEqual([]);
    });
  });
}
