import { expect, keepRequestInterception, test, type BrowserContext, type Page, type Route } from './test';
import { deriveModel, type DerivedModel } from '../../../scripts/lib/statechart-model';
import { shortestPaths, type ModelPath, type PathStep } from '../../../scripts/lib/model-paths';
import { authPlan } from '../../model/auth.plan';
import { bookingPlan } from '../../model/booking.plan';
import type { MachinePlan } from '../../model/plan-types';
import { DEMO, seedSession } from './app';
import { resetAll, skipReleaseNotes } from './booking';
import { seriesBookingExec, seriesBookingSee } from './model-paths-series';
import { modesBookingExec, modesBookingSee } from './model-paths-modes';

/*
 * The SHORTEST generated paths of the auth and booking statecharts in Debian Chromium, against the
 * worker's server (tests/e2e/support/servers.ts), one spec file per machine: tests/e2e/model-paths-<machine>.spec.ts
 * call `describeShortestPaths` (the two run side by side, and neither file runs over a minute). The paths come from the same derived model as the jsdom model tests
 * (scripts/lib/statechart-model.ts `shortestPaths`: xstate/graph `getShortestPaths` over the model derived from the
 * real machine with the plan's options): one path per reachable model state (state value + facts), prefixes
 * dropped. Per state an assertion of what a traveller sees, per transition an action in the browser. Invoke
 * results are realised by holding the request with `page.route` and then letting the server reply (`done`),
 * answering an error or rewriting it (`error`); `after` delays by waiting the real delay; token expiry by moving the
 * server clock (POST /dev/clock).
 */

type Outcome =
  | { kind: 'pass' }
  | { kind: 'rewrite'; headers?: Record<string, string>; postData?: string; only?: string }
  | { kind: 'fail'; status: number; code: string; description: string };

/** Requests matching a gate wait until the step decides their outcome (page.route). */
interface Gate {
  held(): Promise<void>;
  /** Lets waiting and later requests reach the server; removes the gate. Idempotent. */
  release(): Promise<void>;
  /** Answers waiting and later matching requests with `status` and a §8 error body, until removed. */
  fail(status: number, code: string, description: string): Promise<void>;
  /** Sends waiting and later requests rewritten (headers / body; `only` those with this pathname); removes the gate. */
  rewrite(change: { headers?: Record<string, string>; postData?: string; only?: string }): Promise<void>;
  remove(): Promise<void>;
  /** The last request the gate held (also after the page aborted it). */
  lastHeld(): Route | null;
}

/** The browser side of a path run: the page, its context, gates and what the page requested or opened. */
class BrowserSut {
  requests: string[] = [];
  popups: Page[] = [];
  gates: Record<string, Gate> = {};
  /** The user-data batch has been let through (auth). */
  userDataReleased = false;

  constructor(
    readonly page: Page,
    readonly context: BrowserContext,
    readonly baseURL: string,
  ) {
    page.on('request', (r) => this.requests.push(`${r.method()} ${new URL(r.url()).pathname}`));
    context.on('page', (p) => this.popups.push(p));
  }

  async gate(pathnames: readonly string[], method: string): Promise<Gate> {
    const waiting: Route[] = [];
    let last: Route | null = null;
    let outcome: Outcome | null = null;
    let onHeld: (() => void)[] = [];
    let active = true;
    const apply = async (route: Route, o: Outcome) => {
      try {
        if (o.kind === 'pass') await route.continue();
        else if (o.kind === 'rewrite' && o.only && new URL(route.request().url()).pathname !== o.only) {
          await route.continue();
        } else if (o.kind === 'rewrite') {
          await route.continue({
            headers: { ...route.request().headers(), ...(o.headers ?? {}) },
            ...(o.postData === undefined ? {} : { postData: o.postData }),
          });
        } else {
          await route.fulfill({
            status: o.status,
            contentType: 'application/json',
            body: JSON.stringify({
              errors: [{ code: o.code, description: o.description }],
              status: o.status,
            }),
          });
        }
      } catch {
        // The page aborted the request meanwhile (a cancelled estimate or booking): nothing to answer.
      }
    };
    const matcher = (url: URL) => pathnames.includes(url.pathname);
    const handler = async (route: Route) => {
      if (route.request().method() !== method) return route.fallback();
      if (outcome) return apply(route, outcome);
      waiting.push(route);
      last = route;
      onHeld.splice(0).forEach((h) => h());
    };
    await this.page.route(matcher, handler);
    const stop = async () => {
      if (!active) return;
      active = false;
      await this.page.unroute(matcher, handler);
    };
    const decide = async (o: Outcome, keep: boolean) => {
      outcome = o;
      await Promise.all(waiting.splice(0).map((r) => apply(r, o)));
      if (!keep) await stop();
    };
    return {
      held: () =>
        waiting.length
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              onHeld = [...onHeld, resolve];
            }),
      release: () => decide({ kind: 'pass' }, false),
      rewrite: (change) => decide({ kind: 'rewrite', ...change }, false),
      fail: (status, code, description) => decide({ kind: 'fail', status, code, description }, true),
      remove: async () => {
        await stop();
        await Promise.all(waiting.splice(0).map((r) => r.continue().catch(() => {})));
      },
      lastHeld: () => last,
    };
  }

  /** Logs the demo traveller in on the server directly and stores the session before the app's first load. */
  async storeDemoSession(passNumber: string | null): Promise<void> {
    await seedSession(this.page, this.baseURL, DEMO, passNumber);
  }

  /** The session the app stored (localStorage `regiotaxi.session`), or null. */
  async storedSession(): Promise<{ accessToken: string; passNumber: string | null } | null> {
    return this.page.evaluate(
      () =>
        JSON.parse(window.localStorage.getItem('regiotaxi.session') ?? 'null') as {
          accessToken: string;
          passNumber: string | null;
        } | null,
    );
  }
}

type StepExecutor = (sut: BrowserSut, step: PathStep) => Promise<void>;
type StateAssertion = (sut: BrowserSut, step: PathStep | null) => Promise<void>;

interface BrowserSuite {
  plan: MachinePlan;
  see: Record<string, StateAssertion>;
  exec: Record<string, StepExecutor>;
  before?: (sut: BrowserSut) => Promise<void>;
}

/* ---------------------------------------------------------------- auth ---------------------------------------- */

const USER_DATA = [
  '/ticketing/users',
  '/ticketing/users/budget',
  '/ticketing/trips/next',
  '/ticketing/locations/user/recent',
  '/ticketing/regions',
];
const PASS_DIALOG = 'Kies een pasnummer';

async function loginWith(page: Page, email: string, password: string) {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/** Lets the user-data batch through (the `done` of `loadUserData`) and waits for the pass-number question. */
async function userDataLoaded(sut: BrowserSut) {
  if (sut.userDataReleased) return;
  sut.userDataReleased = true;
  await sut.gates.userData!.release();
  await expect(sut.page.getByRole('dialog', { name: PASS_DIALOG })).toBeVisible({ timeout: 15_000 });
}

/** Closes whatever dialog is open with Escape, as a traveller would. */
async function closeDialogs(page: Page) {
  for (let i = 0; i < 4; i++) {
    const dialog = page.getByRole('dialog');
    if ((await dialog.count()) === 0) break;
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
}

const authSee: Record<string, StateAssertion> = {
  restoring: async ({ page }) => {
    // Nothing of the app has loaded yet.
    await expect(page.getByRole('button', { name: 'Inloggen' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Uitloggen', includeHidden: true })).toHaveCount(0);
  },
  signedOut: async ({ page }) => {
    await expect(page.getByRole('link', { name: 'Uitloggen', includeHidden: true })).toHaveCount(0);
  },
  'signedOut.idle': async ({ page }) => {
    await expect(page).toHaveURL(/\/(login|activate)(\?|$)/);
    if (new URL(page.url()).pathname === '/login') {
      await expect(page.getByRole('button', { name: 'Inloggen' })).toBeEnabled();
      await expect(page.getByLabel('E-mailadres')).toBeVisible();
    }
  },
  'signedOut.submitting': async ({ page }) => {
    await expect(page.getByRole('button', { name: /Inloggen/ })).toBeDisabled();
  },
  signedIn: async ({ page }) => {
    // includeHidden: a modal dialog (pass-number choice) hides the sidebar from the accessibility tree.
    await expect(page.getByRole('link', { name: 'Uitloggen', includeHidden: true })).toBeAttached();
  },
  'signedIn.active': async ({ page }) => {
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Inloggen' })).toHaveCount(0);
  },
  'signedIn.refreshing': async ({ page, gates }) => {
    // The renewal is held on its way to the server: the page stays as it was, no login page, no error.
    await gates.refresh!.held();
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Inloggen' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  },
};

const authExec: Record<string, StepExecutor> = {
  'restoring:xstate.done.actor.loadStoredSession#0': async (sut) => {
    await sut.storeDemoSession(null);
    await sut.page.goto('/home');
    await expect(sut.page.getByRole('link', { name: 'Uitloggen', includeHidden: true })).toBeAttached();
  },
  'restoring:xstate.done.actor.loadStoredSession#1': async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
  },
  'signedOut.idle:login.submit#0': async (sut) => {
    sut.gates.login = await sut.gate(['/api/auth/auth/login'], 'POST');
    await loginWith(sut.page, DEMO.email, DEMO.password);
    await sut.gates.login.held();
  },
  'signedOut.submitting:xstate.done.actor.login#0': async ({ page, gates }) => {
    await gates.login!.release();
    await expect(page).toHaveURL(/\/home$/);
  },
  'signedOut.submitting:xstate.error.actor.login#0': async ({ page, gates }) => {
    await gates.login!.fail(403, 'UserNotConfirmed', 'Uw account is nog niet geactiveerd.');
    await expect(page).toHaveURL(`/activate?email=${encodeURIComponent(DEMO.email)}`);
    await gates.login!.remove();
  },
  'signedOut.submitting:xstate.error.actor.login#1': async ({ page, gates }) => {
    await gates.login!.rewrite({
      headers: {
        authorization: `Basic ${Buffer.from(`${DEMO.email}:Niet-het-wachtwoord1!`).toString('base64')}`,
      },
    });
    await expect(page.getByText('Gebruikersnaam of wachtwoord is onjuist')).toBeVisible();
    await expect(page.getByLabel('E-mailadres')).toHaveValue(DEMO.email);
  },
  'signedOut.submitting:xstate.error.actor.login#2': async ({ page, gates }) => {
    await gates.login!.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    await expect(page.locator('#login-error')).toHaveText(/Dienst tijdelijk niet beschikbaar/);
    await gates.login!.remove();
  },
  'signedIn:logout#0': async (sut) => {
    await userDataLoaded(sut);
    await closeDialogs(sut.page);
    await sut.page.getByRole('link', { name: 'Uitloggen' }).click();
    await expect(sut.page).toHaveURL(/\/login$/);
    expect(await sut.storedSession()).toBeNull();
  },
  'signedIn:passNumber.selected#0': async (sut) => {
    await userDataLoaded(sut);
    const dialog = sut.page.getByRole('dialog', { name: PASS_DIALOG });
    await dialog.getByRole('button', { name: 'Eigen pas (2001000101)' }).click();
    await expect(dialog).toBeHidden();
    // The user data reports the choice; the session keeps it in the stored session.
    await expect.poll(async () => (await sut.storedSession())?.passNumber).toBe('2001000101');
  },
  'signedIn.active:token.rejected#0': async (sut) => {
    await userDataLoaded(sut);
    await closeDialogs(sut.page);
    sut.gates.refresh = await sut.gate(['/api/auth/auth/refreshuser'], 'POST');
    // The access token lives 15 minutes (TOKEN_TTL_SECONDS=900): move the server clock past it.
    const clock = (await (await fetch(`${sut.baseURL}/dev/clock`)).json()) as { now: string };
    const moved = await fetch(`${sut.baseURL}/dev/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ now: new Date(Date.parse(clock.now) + 16 * 60_000).toISOString() }),
    });
    expect(moved.ok).toBe(true);
    await sut.page.getByRole('link', { name: 'Mijn ritten' }).first().click();
    await sut.gates.refresh.held();
  },
  'signedIn.refreshing:xstate.done.actor.refreshSession#0': async ({ page, gates }) => {
    await gates.refresh!.release();
    await expect(page).toHaveURL(/\/my-trips$/);
  },
  'signedIn.refreshing:xstate.error.actor.refreshSession#0': async ({ page, gates }) => {
    await gates.refresh!.rewrite({
      postData: JSON.stringify({ refreshToken: 'ingetrokken', username: DEMO.email }),
    });
    await expect(page).toHaveURL(/\/login$/);
  },
};

/* ---------------------------------------------------------------- booking ------------------------------------- */

const FROM = { query: 'Silodam 1A', option: 'Silodam 1A, Amsterdam' };
const TO = { query: 'Westerdoksdijk 40A', option: 'Westerdoksdijk 40A, Amsterdam' };

async function pickAddress(page: Page, field: 'Van' | 'Naar', { query, option }: typeof FROM) {
  const input = page.getByRole('combobox', { name: field });
  if ((await input.inputValue()) === option) return;
  await input.fill(query);
  await page.getByRole('option', { name: option, exact: true }).first().click();
  await expect(input).toHaveValue(option);
}

/** Return leg: the pick-up time two hours after the outbound one (next day past midnight). */
async function laterForReturn(page: Page) {
  const time = page.getByLabel('Tijd', { exact: true });
  const [hours = '0', minutes = '00'] = (await time.inputValue()).split(':');
  if (Number(hours) + 2 >= 24) {
    const date = page.getByLabel('Datum', { exact: true });
    const next = new Date(`${await date.inputValue()}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    await date.fill(next.toISOString().slice(0, 10));
  }
  await time.fill(`${String((Number(hours) + 2) % 24).padStart(2, '0')}:${minutes}`);
}

const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Controleer uw rit' });
const UNAVAILABLE = 'Dienst tijdelijk niet beschikbaar';

const bookingSee: Record<string, StateAssertion> = {
  'flow.step.editing': async ({ page }) => {
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // By departure "… worden opgehaald?", by arrival "… aankomen?" (flow.planning says which).
    await expect(
      page.getByRole('heading', { level: 1, name: /^Wanneer wilt u (worden opgehaald|aankomen)\?$/ }),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: 'Betaalwijze' })).toBeVisible();
  },
  'flow.step.estimating': async ({ page }) => {
    const backdrop = page.getByRole('alertdialog', { name: 'Ritgegevens worden berekend…' });
    await expect(backdrop.getByRole('button', { name: 'Annuleren' })).toBeVisible();
  },
  'flow.step.checkingOverlap': async ({ page }) => {
    const backdrop = page.getByRole('alertdialog', { name: 'Ritgegevens worden berekend…' });
    await expect(backdrop.getByRole('button', { name: 'Annuleren' })).toBeVisible();
  },
  'flow.step.confirming': async ({ page }) => {
    const dialog = confirmDialog(page);
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(dialog.getByText('Ritprijs')).toBeVisible();
    await expect(dialog.getByText(/€\s?\d+,\d{2}/).first()).toBeVisible();
  },
  'flow.step.booking': async ({ page }) => {
    await expect(page.getByRole('alertdialog', { name: 'Uw rit wordt geboekt…' })).toBeVisible();
  },
  'flow.step.bookingFailed': async ({ page }) => {
    const dialog = page.getByRole('dialog', { name: 'Uw rit is NIET geboekt' });
    await expect(dialog.getByRole('heading', { name: 'Uw rit is NIET geboekt' })).toBeFocused();
    await expect(dialog.getByRole('alert').getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  },
  'flow.step.checkingBooking': async ({ page }) => {
    const backdrop = page.getByRole('alertdialog', { name: 'We kijken of uw rit al geboekt was…' });
    await expect(backdrop.getByRole('button', { name: 'Annuleren' })).toBeVisible();
  },
  'flow.step.success': async ({ page }) => {
    await expect(
      page.getByRole('heading', { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ }),
    ).toBeVisible();
  },
  'flow.step.nextStep': async () => {
    throw new Error('nextStep is transient and never observed');
  },
  'flow.step.askingReturnTrip': async ({ page }) => {
    const question = page.getByRole('dialog', { name: 'Wilt u ook een terugrit boeken?' });
    await expect(question.getByRole('button', { name: 'Ja' })).toBeVisible();
  },
  'flow.step.confirmed': async ({ page }) => {
    await expect(
      page.getByRole('heading', { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ }),
    ).toBeVisible();
    await expect(page.getByText(/^tussen \d\d:\d\d en \d\d:\d\d$/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Naar de startpagina' })).toBeVisible();
  },
  'flow.step.confirmed.offeringReturnTrip': async ({ page }) => {
    const question = page.getByRole('region', { name: 'Wilt u ook een terugrit boeken?' });
    await expect(question.getByRole('button', { name: 'Ja, terugrit boeken' })).toBeVisible();
  },
  'flow.step.confirmed.complete': async ({ page }) => {
    await expect(
      page.getByRole('heading', { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Wilt u ook een terugrit boeken?' })).toHaveCount(0);
  },
  done: async ({ page }) => {
    await expect(page).toHaveURL(/\/home$/);
  },
};

const bookingExec: Record<string, StepExecutor> = {
  'flow.step.editing:form.change [keepsPlanningMode]': async ({ page }) => {
    await pickAddress(page, 'Van', FROM);
  },
  'flow.step.editing:form.swap': async ({ page }) => {
    await pickAddress(page, 'Van', FROM);
    await pickAddress(page, 'Naar', TO);
    await page.getByRole('button', { name: 'Van en naar omwisselen' }).click();
    await expect(page.getByRole('combobox', { name: 'Van' })).toHaveValue(TO.option);
    await expect(page.getByRole('combobox', { name: 'Naar' })).toHaveValue(FROM.option);
  },
  'flow.step.editing:payment.select [canChoosePayment]': async ({ page }) => {
    // An online method (the region's first of iDEAL / credit card); a card brand is chosen when asked.
    const radio = page
      .getByRole('group', { name: 'Betaalwijze' })
      .getByRole('radio', { name: /^(iDEAL|Creditcard)/ })
      .first();
    await radio.check();
    const brand = page.getByRole('combobox', { name: 'Soort creditcard' });
    if (await brand.count()) await brand.selectOption('Visa');
    await expect(radio).toBeChecked();
  },
  'flow.step.editing:form.submit [isFormValid] → flow.step.estimating': async (sut, step) => {
    const { page } = sut;
    sut.gates.calculate = await sut.gate(['/ticketing/trips/calculate'], 'POST');
    if (step.states.includes('flow.leg.return')) {
      await expect(page.getByText('U boekt nu de terugrit.')).toBeVisible();
      await laterForReturn(page);
    } else {
      await pickAddress(page, 'Van', FROM);
      await pickAddress(page, 'Naar', TO);
    }
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await sut.gates.calculate.held();
  },
  'flow.step.editing:form.submit': async ({ page, requests }) => {
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    const from = page.getByRole('combobox', { name: 'Van' });
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription(/Selecteer een adres/);
    expect(requests).not.toContain('POST /ticketing/trips/calculate');
  },
  'flow.step.estimating:backdrop.cancel → flow.step.editing': async ({ page, gates }) => {
    await page.getByRole('alertdialog').getByRole('button', { name: 'Annuleren' }).click();
    await gates.calculate!.remove();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Van' })).toHaveValue(FROM.option);
  },
  'flow.step.estimating:xstate.done.actor.calculateTrip [isSignedIn] → flow.step.checkingOverlap': async (
    sut,
  ) => {
    sut.gates.trips = await sut.gate(['/ticketing/trips/history'], 'GET');
    await sut.gates.calculate!.release();
    await sut.gates.trips.held();
  },
  'flow.step.checkingOverlap:xstate.done.actor.loadOtherTrips → flow.step.confirming': async ({
    page,
    gates,
  }) => {
    await gates.trips!.release();
    await expect(confirmDialog(page)).toBeVisible();
    await expect(page.getByText(/U heeft dan al een rit/)).toHaveCount(0);
  },
  'flow.step.checkingOverlap:xstate.error.actor.loadOtherTrips → flow.step.confirming': async ({
    page,
    gates,
  }) => {
    await gates.trips!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    await expect(confirmDialog(page)).toBeVisible();
    await gates.trips!.remove();
    await expect(page.getByText(/U heeft dan al een rit/)).toHaveCount(0);
  },
  'flow.step.checkingOverlap:backdrop.cancel → flow.step.editing': async ({ page, gates }) => {
    await page.getByRole('alertdialog').getByRole('button', { name: 'Annuleren' }).click();
    await gates.trips!.remove();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Van' })).not.toHaveValue('');
  },
  'flow.step.estimating:xstate.error.actor.calculateTrip → flow.step.editing': async ({ page, gates }) => {
    await gates.calculate!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    await expect(page.getByText(UNAVAILABLE).first()).toBeVisible();
    await gates.calculate!.remove();
  },
  'flow.step.confirming:estimate.back → flow.step.editing': async ({ page }, step) => {
    await confirmDialog(page).getByRole('button', { name: 'Terug' }).click();
    // The return leg has its addresses swapped.
    const from = step.states.includes('flow.leg.return') ? TO : FROM;
    await expect(page.getByRole('combobox', { name: 'Van' })).toHaveValue(from.option);
  },
  'flow.step.confirming:booking.confirm [canBookOnce] → flow.step.booking': async (sut) => {
    sut.gates.book = await sut.gate(['/ticketing/trips/book'], 'POST');
    await confirmDialog(sut.page).getByRole('button', { name: 'Bevestigen' }).click();
    await sut.gates.book.held();
  },
  'flow.step.booking:backdrop.cancel → flow.step.checkingBooking': async (sut) => {
    sut.gates.check = await sut.gate(['/ticketing/trips/history'], 'GET');
    await sut.page.getByRole('alertdialog').getByRole('button', { name: 'Annuleren' }).click();
    // The held booking request was aborted by the page: it never reaches the server.
    await sut.gates.book!.remove();
    await sut.gates.check.held();
  },
  'flow.step.checkingBooking:xstate.done.actor.findBookedTrip [isTripFound] → flow.step.success': async (
    sut,
  ) => {
    // As if the server had booked before the cancel arrived: the aborted request, replayed to the server.
    const aborted = sut.gates.book!.lastHeld()!.request();
    const headers = await aborted.allHeaders();
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const replayed = await fetch(aborted.url(), {
      method: 'POST',
      headers: Object.fromEntries(
        Object.entries(headers).filter(([k]) => !k.startsWith(':') && k !== 'host' && k !== 'content-length'),
      ),
      body: aborted.postData() ?? '',
    });
    expect(replayed.status).toBe(200);
    await sut.gates.check!.release();
    await expect(sut.page.getByText(/Uw rit was al geboekt voordat u annuleerde/).first()).toBeVisible();
  },
  'flow.step.checkingBooking:xstate.done.actor.findBookedTrip → flow.step.confirming': async ({
    page,
    gates,
  }) => {
    await gates.check!.release();
    await expect(page.getByText('Geannuleerd: er is geen rit geboekt.').first()).toBeVisible();
  },
  'flow.step.checkingBooking:xstate.error.actor.findBookedTrip → flow.step.confirming': async ({
    page,
    gates,
  }) => {
    await gates.check!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    await expect(page.getByText(/We konden niet nagaan of uw rit al geboekt was/).first()).toBeVisible();
    await gates.check!.remove();
  },
  'flow.step.checkingBooking:backdrop.cancel → flow.step.confirming': async ({ page, gates }) => {
    await page.getByRole('alertdialog').getByRole('button', { name: 'Annuleren' }).click();
    await gates.check!.remove();
    await expect(page.getByText(/We konden niet nagaan of uw rit al geboekt was/).first()).toBeVisible();
  },
  'flow.step.booking:xstate.done.actor.bookTrip → flow.step.success': async ({ gates }) => {
    await gates.book!.release();
  },
  'flow.step.booking:xstate.error.actor.bookTrip → flow.step.bookingFailed': async ({ page, gates }) => {
    await gates.book!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    // Said in the dialog, not in a toast.
    await expect(page.getByRole('dialog', { name: 'Uw rit is NIET geboekt' })).toBeVisible();
    await gates.book!.remove();
  },
  'flow.step.bookingFailed:booking.confirm [canBook] → flow.step.booking': async (sut) => {
    sut.gates.book = await sut.gate(['/ticketing/trips/book'], 'POST');
    const dialog = sut.page.getByRole('dialog', { name: 'Uw rit is NIET geboekt' });
    await dialog.getByRole('alert').getByRole('button', { name: 'Opnieuw proberen' }).click();
    await sut.gates.book.held();
  },
  'flow.step.bookingFailed:failure.dismiss → flow.step.confirming': async ({ page }) => {
    const dialog = page.getByRole('dialog', { name: 'Uw rit is NIET geboekt' });
    await dialog.getByRole('alert').getByRole('button', { name: 'Sluiten' }).click();
    await expect(confirmDialog(page)).toBeVisible();
  },
  'flow.step.bookingFailed:estimate.back → flow.step.editing': async ({ page }, step) => {
    await page
      .getByRole('dialog', { name: 'Uw rit is NIET geboekt' })
      .getByRole('button', { name: 'Terug' })
      .click();
    const from = step.states.includes('flow.leg.return') ? TO : FROM;
    await expect(page.getByRole('combobox', { name: 'Van' })).toHaveValue(from.option);
  },
  'flow.step.success:xstate.after.postBookingDelay [hasPaymentUrl] → flow.step.nextStep': async (sut) => {
    // The real 1500 ms postBookingDelay passes; the payment page opens in a new tab. On a busy box it may have
    // opened while the previous step was still finishing, so wait for an open one, not for the count to grow
    // (every earlier payment tab was closed by this step).
    const open = () => sut.popups.filter((popup) => !popup.isClosed());
    await expect.poll(() => open().length, { timeout: 15_000 }).toBe(1);
    const payment = open()[0]!;
    await payment.waitForURL(/\/pay\//);
    await payment.close();
  },
  'flow.step.success:xstate.after.postBookingDelay → flow.step.nextStep': async ({ page, popups }) => {
    await expect(
      page.getByRole('heading', { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ }),
    ).toBeVisible();
    const before = popups.length;
    await page.waitForTimeout(1600);
    expect(popups).toHaveLength(before);
  },
  'flow.step.confirmed.offeringReturnTrip:returnTrip.accept → flow.step.editing': async ({ page }) => {
    const question = page.getByRole('region', { name: 'Wilt u ook een terugrit boeken?' });
    await question.getByRole('button', { name: 'Ja, terugrit boeken' }).click();
    await expect(page.getByText('U boekt nu de terugrit.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Van' })).toHaveValue(TO.option);
  },
  'flow.step.confirmed.offeringReturnTrip:returnTrip.decline → flow.step.confirmed.complete': async ({
    page,
  }) => {
    const question = page.getByRole('region', { name: 'Wilt u ook een terugrit boeken?' });
    await question.getByRole('button', { name: 'Nee, dank u' }).click();
    await expect(question).toHaveCount(0);
  },
  'flow.step.confirmed:confirmation.close → done': async ({ page }) => {
    await page.getByRole('button', { name: 'Naar de startpagina' }).click();
  },
};

/* ---------------------------------------------------------------- runner -------------------------------------- */

const suites: Record<'auth' | 'booking', BrowserSuite> = {
  auth: {
    plan: authPlan,
    see: authSee,
    exec: authExec,
    before: async (sut) => {
      // The user-data batch waits for the step that lets it through (the `done` of `loadUserData`).
      sut.gates.userData = await sut.gate(USER_DATA, 'GET');
    },
  },
  booking: {
    plan: bookingPlan,
    // The repeating-trip steps live in ./model-paths-series.ts.
    see: { ...bookingSee, ...seriesBookingSee, ...modesBookingSee },
    exec: { ...bookingExec, ...seriesBookingExec, ...modesBookingExec },
    before: async (sut) => {
      await sut.storeDemoSession('2001000101');
      await sut.page.goto('/book-trip');
      await expect(
        sut.page.getByRole('heading', { level: 1, name: 'Wanneer wilt u worden opgehaald?' }),
      ).toBeVisible({ timeout: 15_000 });
    },
  },
};

async function runPath(derived: DerivedModel, path: ModelPath, sut: BrowserSut, suite: BrowserSuite) {
  await suite.before?.(sut);
  for (const s of path.initialStates) await suite.see[s]!(sut, null);
  for (const [i, step] of path.steps.entries()) {
    const key = step.event.branch;
    await test.step(`${i + 1}. ${key} → ${step.states.join(', ')}`, async () => {
      try {
        await suite.exec[key]!(sut, step);
        for (const s of step.states) await suite.see[s]!(sut, step);
      } catch (error) {
        if (error instanceof Error)
          error.message = `step ${i + 1} (${key}) of ${derived.id}: ${error.message}`;
        throw error;
      }
    });
  }
}

/**
 * Declares the shortest paths of `machine`'s statechart in Chromium: a check that every step has a browser action
 * and every state an assertion, one test per path (the server reset before and after each), and the printed line
 * `Shortest paths in Chromium — <machine>: n/m passed`. With `part: [k, n]` only every n-th path from the k-th on
 * (1-based), so a machine with many paths spreads over n spec files of under a minute each; the check
 * runs in part 1, and the line names the part: `… — booking (part 1/2): 4/4 passed`.
 */
export function describeShortestPaths(machine: 'auth' | 'booking', part: [number, number] = [1, 1]): void {
  const [k, n] = part;
  test.beforeEach(async ({ page, baseURL }) => {
    await resetAll(baseURL!);
    await skipReleaseNotes(page);
    // The gates come and go (unroute): interception stays on so that no request hangs as the last one goes.
    await keepRequestInterception(page);
  });

  test.afterEach(async ({ baseURL }) => {
    await resetAll(baseURL!); // also puts the server clock back to real time
  });

  const suite = suites[machine];
  const derived = deriveModel(suite.plan.machine, suite.plan.options);
  const paths = shortestPaths(derived);
  const mine = paths.map((path, i) => [i, path] as const).filter(([i]) => i % n === k - 1);
  const label = n > 1 ? `${suite.plan.name} (part ${k}/${n})` : suite.plan.name;
  const ran: { title: string; ms: number }[] = [];

  test.describe(`${label} shortest paths in Chromium`, () => {
    if (k === 1)
      test('every step of every shortest path has a browser action and every state an assertion', () => {
        expect(paths.length).toBeGreaterThan(0);
        const keys = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.branch)));
        expect(
          [...keys].filter((key) => !(key in suite.exec)),
          'steps without a browser action',
        ).toEqual([]);
        expect(
          derived.states.filter((s) => !(s in suite.see)),
          'states without a browser assertion',
        ).toEqual([]);
      });

    for (const [i, path] of mine) {
      test(`path ${i + 1}/${paths.length}: ${path.title}`, async ({ page, context, baseURL }) => {
        test.setTimeout(120_000);
        const started = Date.now();
        await runPath(derived, path, new BrowserSut(page, context, baseURL!), suite);
        ran.push({ title: path.title, ms: Date.now() - started });
      });
    }

    test.afterAll(() => {
      const total = ran.reduce((sum, r) => sum + r.ms, 0);
      console.log(
        `Shortest paths in Chromium — ${label}: ${ran.length}/${mine.length} passed in ${(total / 1000).toFixed(1)} s`,
      );
    });
  });
}
