/** Screenshot steps of booking: guest booking, drafts, offline, overlap, take-along, failure, no pass number, confirmation. */
import { expect } from '@playwright/test';
import { t } from './labels';
import { fillTrip, openBookingForm, scrollTo, shoot, type Step } from './page';
import {
  API_HEADERS,
  PHONE,
  PLACES,
  RIET,
  TRIP,
  VIEWPORT,
  ZONE,
  apiLogin,
  call,
  newContext,
  newTravellerSession,
  nextDeparture,
  resetAt,
} from './setup';

/** guest-confirmation, restored-draft, offline-message, overlap-warning, take-along-sheet, booking-failed, no-pass-number. */
export const bookingSteps: Step[] = [
  [
    'guest-confirmation',
    async ({ base, browser }) => {
      // A guest books from the welcome page, says no to the return trip and lands on the confirmation page.
      const guest = await newContext(browser, base, false);
      try {
        const page = await guest.newPage();
        await page.goto(`${base}/`);
        await page.getByLabel(t.welcome.email).fill('gerda@example.com');
        await page.getByLabel(t.welcome.firstName).fill('Gerda');
        await page.getByLabel(t.welcome.lastName).fill('Gast');
        await page.getByRole('button', { name: t.welcome.continue }).click();
        for (const [label, [, query, option]] of [
          [t.bookTrip.from, PLACES[0]],
          [t.bookTrip.to, PLACES[1]],
        ] as const) {
          const field = page.getByRole('combobox', { name: label, exact: true });
          await field.fill(query);
          await page.getByRole('option', { name: option }).first().click();
        }
        await page.getByRole('button', { name: t.booking.confirm, exact: true }).click();
        const check = page.getByRole('dialog', { name: t.booking.checkTrip });
        await check.getByRole('button', { name: t.booking.confirm, exact: true }).click();
        const question = page.getByRole('dialog', { name: t.booking.returnTrip });
        await question.getByRole('button', { name: t.booking.no, exact: true }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: t.guestBooking.booked.title }),
        ).toBeVisible();
        await shoot(page, 'guest-confirmation');
      } finally {
        await guest.close();
      }
    },
  ],
  [
    'restored-draft',
    async ({ base, page }) => {
      await fillTrip(page, base);
      // A reload keeps the tab's draft: the form comes back as it was, and says so.
      await page.reload();
      await expect(page.getByText(t.resilience.draftRestored)).toBeVisible();
      await expect(page.getByRole('combobox', { name: t.bookTrip.to, exact: true })).toHaveValue(TRIP[1][1]);
      await scrollTo(page.getByRole('heading', { level: 1 }), 'start');
      await shoot(page, 'restored-draft');
      await page.getByRole('button', { name: t.resilience.startOver }).click();
      await expect(page.getByText(t.resilience.draftRestored)).toHaveCount(0);
    },
  ],
  [
    'offline-message',
    async ({ base, page }) => {
      await fillTrip(page, base);
      const context = page.context();
      await context.setOffline(true);
      try {
        await expect(page.getByText(t.resilience.offline)).toBeVisible();
        await page.getByRole('button', { name: t.bookTrip.confirm, exact: true }).click();
        const kept = page.getByRole('alert').filter({ hasText: t.resilience.noConnection });
        await expect(kept).toBeVisible();
        await page.mouse.click(1, 1);
        await scrollTo(kept, 'center');
        await shoot(page, 'offline-message');
      } finally {
        await context.setOffline(false);
      }
      await page
        .getByRole('button', { name: t.resilience.startOver })
        .click()
        .catch(() => undefined);
    },
  ],
  [
    'overlap-warning',
    async ({ base, page }) => {
      // A trip picked up 5 minutes into Riet's next booked trip: the confirmation dialog warns, above Confirm.
      const during = new Date((await nextDeparture(base)) + 5 * 60_000);
      const wall = (options: Intl.DateTimeFormatOptions, locale: string) =>
        new Intl.DateTimeFormat(locale, { timeZone: ZONE, ...options }).format(during);
      await fillTrip(page, base);
      await page
        .getByLabel('Date', { exact: true })
        .fill(wall({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA'));
      await page
        .getByLabel('Time', { exact: true })
        .fill(wall({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'en-GB'));
      await page.getByRole('button', { name: t.bookTrip.confirm, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.booking.checkTrip });
      const warning = dialog.getByRole('status').filter({ hasText: t.safeguards.overlap });
      await expect(warning).toBeVisible();
      await scrollTo(warning, 'end');
      await shoot(page, 'overlap-warning');
      await dialog.getByRole('button', { name: 'Back', exact: true }).click();
      await expect(dialog).toHaveCount(0);
    },
  ],
  [
    'take-along-sheet',
    async ({ base, page }) => {
      // On a phone (375 × 740) the take-along choices are a full-height sheet: every option and "Done" in view.
      await page.setViewportSize(PHONE);
      try {
        await openBookingForm(page, base);
        await page.getByRole('button', { name: t.takeAlong.open }).click();
        const sheet = page.getByRole('dialog', { name: t.takeAlong.open });
        await expect(sheet.getByRole('button', { name: t.takeAlong.done })).toBeVisible();
        await sheet.getByRole('checkbox', { name: 'Guide dog' }).check();
        await shoot(page, 'take-along-sheet');
        await sheet.getByRole('checkbox', { name: 'Guide dog' }).uncheck();
        await sheet.getByRole('button', { name: t.takeAlong.done }).click();
        await expect(sheet).toHaveCount(0);
      } finally {
        await page.setViewportSize(VIEWPORT);
      }
    },
  ],
  [
    'booking-failed',
    async ({ base, page }) => {
      // At 375 × 740 the server cannot be reached at Confirm: the dialog's heading says the trip was NOT booked.
      await page.setViewportSize(PHONE);
      const book = `${base}/ticketing/trips/book`;
      try {
        await fillTrip(page, base);
        await page.getByRole('button', { name: t.bookTrip.confirm, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: t.booking.checkTrip });
        await expect(dialog).toContainText('€');
        await page.route(book, (route) => route.abort('connectionrefused'));
        await dialog.getByRole('button', { name: t.booking.confirm, exact: true }).click();
        const failed = page.getByRole('dialog', { name: t.booking.notBooked });
        await expect(failed.getByRole('heading', { name: t.booking.notBooked })).toBeFocused();
        await shoot(page, 'booking-failed');
        await failed.getByRole('button', { name: 'Back', exact: true }).click();
        await expect(failed).toHaveCount(0);
      } finally {
        await page.unroute(book);
        await page.setViewportSize(VIEWPORT);
      }
    },
  ],
  [
    'no-pass-number',
    async ({ base, browser }) => {
      // A new traveller without a pass number (region 20 requires one): the booking form says so first and has
      // no Confirm.
      const context = await newContext(browser, base, false);
      try {
        const session = await newTravellerSession(base);
        await context.addInitScript(
          (stored) => window.localStorage.setItem('regiotaxi.session', stored),
          JSON.stringify({ ...session, passNumber: null }),
        );
        const page = await context.newPage();
        await page.goto(`${base}/home`);
        const entry = page.getByRole('dialog', { name: t.passNumber.entryTitle });
        await entry.getByRole('button', { name: t.passNumber.skip }).click();
        await expect(entry).toHaveCount(0);
        await page.goto(`${base}/book-trip`);
        await expect(page.getByText(t.passNumber.needed)).toBeVisible();
        await page.mouse.click(1, 1);
        await shoot(page, 'no-pass-number');
      } finally {
        await context.close();
      }
    },
  ],
];

/** booking-confirmation: the last step, as it books a trip and changes Riet's preferences (then reseeds). */
export const bookingConfirmationStep: Step = [
  'booking-confirmation',
  async ({ base, page }) => {
    // On a phone: Riet books with her electric wheelchair and a companion (her travel preferences, set through
    // the API) and lands on the confirmation view, the return-trip question on it. The whole page is shot.
    const { accessToken } = await apiLogin(base);
    await call(`${base}/ticketing/users/travel-preferences`, {
      method: 'PUT',
      headers: {
        ...API_HEADERS,
        Authorization: `Bearer ${accessToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        companions: 1,
        children: 0,
        takeAlong: { electricWheelchair: 1 },
        callBeforePickup: false,
        paymentMethod: null,
        defaultPassNumber: RIET.pass,
      }),
    });
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      await fillTrip(page, base);
      await page.getByRole('button', { name: t.booking.confirm, exact: true }).click();
      const check = page.getByRole('dialog', { name: t.booking.checkTrip });
      await check.getByRole('button', { name: t.booking.confirm, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.booked.title })).toBeFocused();
      await expect(page.getByRole('region', { name: t.booked.returnQuestion })).toBeVisible();
      await shoot(page, 'booking-confirmation', true);
      await page.getByRole('button', { name: t.booked.goHome }).click();
      await expect(page).toHaveURL(/\/home$/);
    } finally {
      await page.setViewportSize(VIEWPORT);
      // The booked trip and the preferences go: the database as the other steps expect it.
      await resetAt(base);
    }
  },
];
