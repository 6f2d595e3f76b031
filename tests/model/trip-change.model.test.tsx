// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { accessToken, settle } from './account-model-support';
import { DEMO, openSignedIn } from './support/app';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';
import { tripChangePlan } from './trip-change.plan';
import { findDialog } from '../support/dialogs';

// Model test of machines/booking/change.machine.ts: /change-trip/<id> of the real app, signed in as the demo
// traveller, against the reference server in-process; the trip (and its way back) booked through the API.

const PASS = '2001000101';
const ZONE = 'Europe/Amsterdam';
const TITLE = 'Controleer uw wijziging';

interface World {
  tripId: string;
  wayBackId?: string;
  load?: Gate;
  estimate?: Gate;
  commit?: Gate;
  series?: Gate;
  lookup?: Gate;
  others?: Gate;
  far?: unknown;
}
const worlds = new WeakMap<Sut, World>();
const world = (sut: Sut) => worlds.get(sut)!;

/** Calls the in-process Ticketing API as the signed-in demo traveller (no gates). */
async function api<T>(
  sut: Sut,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await sut.server.app.fetch(
    new Request(`http://localhost/ticketing${path}`, {
      method,
      headers: {
        'X-Platform-Type': 'Web',
        'X-Region-Id': '20',
        'Accept-Language': 'nl-NL',
        'Api-Version': '2',
        'X-Pass-Number': PASS,
        Authorization: `Bearer ${accessToken(sut)}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return { body: (await response.json()) as T, etag: response.headers.get('ETag') ?? '' };
}

const tomorrowAt = (time: string, laterDays = 0) =>
  Temporal.Now.plainDateISO(ZONE)
    .add({ days: 1 + laterDays })
    .toZonedDateTime({ timeZone: ZONE, plainTime: Temporal.PlainTime.from(time) })
    .toInstant()
    .toString();
const today = () => Temporal.Now.plainDateISO(ZONE).toString();

const find = async (sut: Sut, searchValue: string) =>
  (await api<{ data: unknown[] }>(sut, 'GET', `/locations?searchValue=${encodeURIComponent(searchValue)}`))
    .body.data[0];

async function book(sut: Sut, at: string, from: unknown, to: unknown, seriesId?: string): Promise<string> {
  const { body } = await api<{ data: { trip: { externalTripId: string } } }>(sut, 'POST', '/trips/book', {
    ...(seriesId ? { seriesId } : {}),
    plannedDateTime: at,
    locationFrom: from,
    locationTo: to,
    attributes: { travelers: 0 },
    preferences: {},
    planningMode: 1,
    paymentOption: { type: 'payInVehicle' },
  });
  return body.data.trip.externalTripId;
}

const tripPath = (sut: Sut) => `/ticketing/trips/${world(sut).tripId}`;
const gateLoad = (sut: Sut) =>
  (world(sut).load = sut.gate((url, method) => method === 'GET' && url.pathname === tripPath(sut)));
const gateEstimate = (sut: Sut) =>
  (world(sut).estimate = sut.gate(
    (url, method) => method === 'POST' && url.pathname === `${tripPath(sut)}/changes/estimate`,
  ));
const gateCommit = (sut: Sut) =>
  (world(sut).commit = sut.gate((url, method) => method === 'PATCH' && url.pathname === tripPath(sut)));
const gateSeries = (sut: Sut) =>
  (world(sut).series = sut.gate(
    (url, method) => method === 'PATCH' && url.pathname === `${tripPath(sut)}/series/change`,
  ));
const gateLookup = (sut: Sut) =>
  (world(sut).lookup = sut.gate(
    (url, method) => method === 'GET' && url.pathname === '/ticketing/trips/history',
  ));

const gateOthers = (sut: Sut) =>
  (world(sut).others = sut.gate(
    (url, method) => method === 'GET' && url.pathname === '/ticketing/trips/history',
  ));

const dialog = () => screen.queryByRole('dialog', { name: TITLE });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const refusal = () => screen.queryByText(/^Uw rit is niet gewijzigd:/);

/** Makes a change: 11:00 as pick-up (the "short budget" start also a farther destination). */
async function change(sut: Sut, short: boolean) {
  const time = screen.getByLabelText(/^Ophaaltijd/);
  fireEvent.change(screen.getByLabelText('Datum'), { target: { value: tomorrowAt('10:00').slice(0, 10) } });
  await sut.user.clear(time);
  await sut.user.type(time, '11:00');
  if (short) {
    const to = screen.getByRole('combobox', { name: 'Naar' });
    await sut.user.clear(to);
    await sut.user.type(to, 'Almere');
    await sut.user.click((await screen.findAllByRole('option', { name: /Almere/ }, { timeout: 5000 }))[0]!);
  }
}

/** Makes the pick-up too early (today 00:05) and presses Bevestigen. */
async function submitInvalid(sut: Sut) {
  fireEvent.change(screen.getByLabelText('Datum'), { target: { value: today() } });
  const time = screen.getByLabelText(/^Ophaaltijd/);
  await sut.user.clear(time);
  await sut.user.type(time, '00:05');
  await sut.user.click(button('Bevestigen'));
  await waitFor(() => expect(screen.getByLabelText('Datum')).toHaveAttribute('aria-invalid', 'true'));
}

async function submitChange(sut: Sut) {
  gateEstimate(sut);
  await sut.user.click(button('Bevestigen'));
}

const formShown = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Uw rit wijzigen' });
  expect(await screen.findByLabelText(/^Ophaaltijd/)).toBeInTheDocument();
};

const see: Record<string, StateAssertion> = {
  loaded: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Uw rit wijzigen' });
  },
  choosingScope: async () => {
    const question = await screen.findByRole('group', { name: 'Welke ritten wilt u wijzigen?' });
    expect(
      within(question).getByRole('radio', { name: /^Deze en latere ritten \(3 data\)/ }),
    ).toBeInTheDocument();
    expect(within(question).getByRole('radio', { name: /^Alleen deze rit \(1 datum\)/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reeks pauzeren' })).toBeInTheDocument();
  },
  committingSeries: async (sut) => {
    await world(sut).series!.held();
    expect(within(dialog()!).getByRole('button', { name: 'Wijziging bevestigen' })).toBeDisabled();
  },
  seriesChanged: async () => {
    expect(
      await screen.findByRole('heading', { name: 'Uw reeks is gewijzigd' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'Per datum' })).getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toHaveTextContent(/: gewijzigd$/);
  },
  loading: async (sut) => {
    await world(sut).load!.held();
    expect(screen.getByText('Uw rit wordt geladen…')).toBeInTheDocument();
  },
  loadFailed: async () => {
    expect(await screen.findByText(/^Uw rit kon niet worden geladen\./)).toBeInTheDocument();
    expect(button('Opnieuw proberen')).toBeInTheDocument();
  },
  editing: async (sut) => {
    await formShown();
    await waitFor(() => expect(dialog()).toBeNull());
    expect(screen.getByText(new RegExp(`^Rit ${world(sut).tripId} van`))).toBeInTheDocument();
  },
  estimating: async (sut) => {
    await world(sut).estimate!.held();
    expect(screen.getByText('De nieuwe rit wordt berekend…')).toBeInTheDocument();
  },
  checkingOverlap: async (sut) => {
    await world(sut).others!.held();
    expect(screen.getByText('De nieuwe rit wordt berekend…')).toBeInTheDocument();
    expect(dialog()).toBeNull();
  },
  checking: async (sut, step) => {
    const shown = await findDialog({ name: TITLE }, { timeout: 5000 });
    // The overlap warning as when booking: only the other trip under way at the new pick-up, never the trip itself.
    if (step?.facts.overlap && step.transitions.at(-1)?.includes('done.actor.loadOtherTrips')) {
      expect(within(shown).getByText(/^U heeft dan al een rit: /)).toBeInTheDocument();
      expect(within(shown).getByText('U kunt deze wijziging toch maken.')).toBeInTheDocument();
    } else {
      expect(within(shown).queryByText(/^U heeft dan al een rit: /)).toBeNull();
    }
    expect(within(shown).getByRole('region', { name: 'Nu' })).toBeInTheDocument();
    expect(within(shown).getByRole('region', { name: 'Nieuw' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(shown).getByRole('button', { name: 'Rit ongewijzigd laten' })).toHaveFocus(),
    );
  },
  committing: async (sut) => {
    await world(sut).commit!.held();
    expect(within(dialog()!).getByRole('button', { name: 'Wijziging bevestigen' })).toBeDisabled();
  },
  refused: async () => {
    expect(
      await screen.findByText(/^Uw rit is niet gewijzigd: .+\. Uw rit van .+ blijft staan\.$/),
    ).toBeInTheDocument();
    await formShown();
  },
  changed: async (sut, step) => {
    // "Ja, terugrit wijzigen" leaves for the way back's change ('changed.shown' checks the new page).
    if (step?.transitions.some((t) => t.includes('return.change'))) return;
    expect(
      await screen.findByRole('heading', { name: 'Uw rit is gewijzigd' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // What was booked: the same trip number and the new pick-up window.
    const status = screen.getAllByRole('status').find((s) => s.textContent?.includes('Uw rit is gewijzigd'))!;
    expect(status).toHaveTextContent(world(sut).tripId);
    expect(status).toHaveTextContent(/10:45.+11:15/);
  },
  'changed.findingReturn': async (sut) => {
    await world(sut).lookup!.held();
    expect(screen.queryByText('Ook uw terugrit wijzigen?')).toBeNull();
  },
  'changed.offeringReturn': async () => {
    expect(await screen.findByRole('heading', { name: 'Ook uw terugrit wijzigen?' })).toBeInTheDocument();
  },
  'changed.shown': async (sut, step) => {
    if (step?.transitions.some((t) => t.includes('return.change'))) {
      await sut.waitForPath(`/change-trip/${world(sut).wayBackId}`);
      return;
    }
    await settle(100);
    expect(screen.queryByText('Ook uw terugrit wijzigen?')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Uw rit is gewijzigd' })).toBeInTheDocument();
  },
  done: async (sut) => {
    await sut.waitForPath('/my-trips');
  },
};

const exec: Record<string, StepExecutor> = {
  'loading:xstate.done.actor.loadTripForChange → loaded': async (sut) => world(sut).load!.release(),
  'choosingScope:scope.select': async (sut) => {
    await sut.user.click(screen.getByRole('radio', { name: /^Deze en latere ritten/ }));
  },
  'choosingScope:scope.confirm → editing': async (sut) => {
    await sut.user.click(button('Verder'));
    expect(await screen.findByText(/^U wijzigt: /)).toBeInTheDocument();
  },
  'editing:scope.change [inSeries] → choosingScope': async (sut) => {
    await sut.user.click(button('Andere ritten kiezen'));
  },
  'checking:change.confirm [seriesChangeAllowed] → committingSeries': async (sut) => {
    expect(dialog()!).toHaveTextContent(/Deze wijziging geldt voor 3 data: /);
    gateSeries(sut);
    await sut.user.click(within(dialog()!).getByRole('button', { name: 'Wijziging bevestigen' }));
  },
  'committingSeries:xstate.done.actor.changeTripSeries → seriesChanged': async (sut) =>
    world(sut).series!.release(),
  'committingSeries:xstate.error.actor.changeTripSeries → refused': async (sut) => {
    world(sut).series!.unreachable();
    expect(await screen.findByText(/er kwam geen antwoord/)).toBeInTheDocument();
    world(sut).series!.remove();
  },
  'refused:change.retry [failedCommittingSeries] → committingSeries': async (sut) => {
    const before = world(sut).series!.lastHeld();
    gateSeries(sut);
    await sut.user.click(button('Opnieuw proberen'));
    await world(sut).series!.held();
    // The retry reuses the first attempt's Idempotency-Key.
    expect(world(sut).series!.lastHeld()?.headers.get('Idempotency-Key')).toBe(
      before?.headers.get('Idempotency-Key'),
    );
  },
  'seriesChanged:success.dismiss → done': async (sut) => {
    await sut.user.click(button('Sluiten'));
  },
  'loading:xstate.error.actor.loadTripForChange → loadFailed': async (sut) => {
    world(sut).load!.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    await screen.findByText(/^Uw rit kon niet worden geladen\./);
    world(sut).load!.remove();
  },
  'loadFailed:load.retry → loading': async (sut) => {
    gateLoad(sut);
    await sut.user.click(button('Opnieuw proberen'));
  },
  'editing:form.change': async (sut, step) => change(sut, step.facts.short === true),
  'refused:form.change': async (sut, step) => change(sut, step.facts.short === true),
  'editing:form.submit [isValidChange] → estimating': submitChange,
  'refused:form.submit [isValidChange] → estimating': submitChange,
  'editing:form.submit [isFormValid]': async (sut) => {
    await sut.user.click(button('Bevestigen'));
    expect(await screen.findByText('U heeft nog niets gewijzigd.')).toBeInTheDocument();
  },
  'editing:form.submit': submitInvalid,
  'refused:form.submit': submitInvalid,
  'estimating:xstate.done.actor.estimateTripChange → checkingOverlap': async (sut) => {
    gateOthers(sut);
    world(sut).estimate!.release();
  },
  'checkingOverlap:xstate.done.actor.loadOtherTrips → checking': async (sut) => world(sut).others!.release(),
  'checkingOverlap:xstate.error.actor.loadOtherTrips → checking': async (sut) => {
    world(sut).others!.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    await findDialog({ name: TITLE }, { timeout: 5000 });
    world(sut).others!.remove();
  },
  'estimating:xstate.error.actor.estimateTripChange [isUnreachable] → refused': async (sut) => {
    world(sut).estimate!.unreachable();
    await waitFor(() => expect(refusal()).not.toBeNull());
    world(sut).estimate!.remove();
  },
  'estimating:xstate.error.actor.estimateTripChange → refused': async (sut) => {
    world(sut).estimate!.fail(400, 'OutsideServiceArea', 'Dit adres ligt buiten het werkgebied.');
    await waitFor(() => expect(refusal()).not.toBeNull());
    world(sut).estimate!.remove();
  },
  'checking:change.confirm [estimateAllows] → committing': async (sut) => {
    gateCommit(sut);
    await sut.user.click(within(dialog()!).getByRole('button', { name: 'Wijziging bevestigen' }));
  },
  'checking:change.confirm → refused': async (sut) => {
    expect(dialog()!).toHaveTextContent('Deze wijziging past niet in uw km-budget');
    await sut.user.click(within(dialog()!).getByRole('button', { name: 'Wijziging bevestigen' }));
    expect(await screen.findByText(/de wijziging past niet in uw km-budget/)).toBeInTheDocument();
    expect(sut.requests.filter((r) => r.startsWith('PATCH'))).toEqual([]);
  },
  'checking:change.keep → editing': async (sut) => {
    await sut.user.click(within(dialog()!).getByRole('button', { name: 'Rit ongewijzigd laten' }));
  },
  'committing:xstate.done.actor.changeTrip → changed': async (sut) => {
    gateLookup(sut);
    world(sut).commit!.release();
  },
  'committing:xstate.error.actor.changeTrip [isStaleVersion] → refused': async (sut) => {
    // Another tab changes the trip first: the held change now carries a stale If-Match.
    const read = await api<unknown>(sut, 'GET', `/trips/${world(sut).tripId}`);
    await api(
      sut,
      'PATCH',
      `/trips/${world(sut).tripId}`,
      { attributes: { children0to12: 1 } },
      {
        'If-Match': read.etag,
        'Idempotency-Key': `other-tab-${Date.now()}`,
      },
    );
    world(sut).commit!.release();
    expect(await screen.findByText(/de rit is intussen ergens anders gewijzigd/)).toBeInTheDocument();
  },
  'committing:xstate.error.actor.changeTrip [isUnreachable] → refused': async (sut) => {
    world(sut).commit!.unreachable();
    expect(await screen.findByText(/er kwam geen antwoord/)).toBeInTheDocument();
    world(sut).commit!.remove();
  },
  'committing:xstate.error.actor.changeTrip → refused': async (sut) => {
    world(sut).commit!.fail(409, 'ChangeTooLate', 'Wijzigen kan tot 60 minuten voor het ophalen');
    expect(await screen.findByText(/Wijzigen kan tot 60 minuten voor het ophalen/)).toBeInTheDocument();
    world(sut).commit!.remove();
  },
  'refused:change.retry [failedCommitting] → committing': async (sut) => {
    const before = world(sut).commit!.lastHeld();
    gateCommit(sut);
    await sut.user.click(button('Opnieuw proberen'));
    await world(sut).commit!.held();
    // The retry reuses the first attempt's Idempotency-Key.
    expect(world(sut).commit!.lastHeld()?.headers.get('Idempotency-Key')).toBe(
      before?.headers.get('Idempotency-Key'),
    );
  },
  'refused:change.retry → estimating': async (sut) => {
    gateEstimate(sut);
    await sut.user.click(button('Opnieuw proberen'));
  },
  'refused:change.reload → loading': async (sut) => {
    gateLoad(sut);
    await sut.user.click(button('Rit opnieuw laden'));
  },
  'refused:refusal.dismiss → editing': async (sut) => {
    await sut.user.click(button('Melding sluiten'));
    await waitFor(() => expect(refusal()).toBeNull());
  },
  'changed:success.dismiss → done': async (sut) => {
    await sut.user.click(button('Sluiten'));
  },
  'changed.findingReturn:xstate.done.actor.findReturnTrip [foundReturn] → changed.offeringReturn': async (
    sut,
  ) => world(sut).lookup!.release(),
  'changed.findingReturn:xstate.done.actor.findReturnTrip → changed.shown': async (sut) =>
    world(sut).lookup!.release(),
  'changed.findingReturn:xstate.error.actor.findReturnTrip → changed.shown': async (sut) => {
    world(sut).lookup!.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    await settle(100);
    world(sut).lookup!.remove();
  },
  'changed.offeringReturn:return.change → changed.shown': async (sut) => {
    await sut.user.click(button('Ja, terugrit wijzigen'));
  },
  'changed.offeringReturn:return.keep → changed.shown': async (sut) => {
    await sut.user.click(button('Nee'));
  },
};

describeModel({
  plan: tripChangePlan,
  see,
  exec,
  timeout: 90_000,
  before: async (sut, path) => {
    // Every path starts without a kept change draft (the tab's sessionStorage outlives a path in jsdom).
    globalThis.sessionStorage.removeItem('regiotaxi.bookingDraft.change');
    await openSignedIn(sut, '/home', DEMO, PASS);
    const [dok, silodam] = [await find(sut, 'Westerdoksdijk 40A'), await find(sut, 'Silodam')];
    const seriesId = path.initialFacts.series ? `model-series-${Date.now()}` : undefined;
    const tripId = await book(sut, tomorrowAt('10:00'), dok, silodam, seriesId);
    for (const weeks of seriesId ? [1, 2] : [])
      await book(sut, tomorrowAt('10:00', weeks * 7), dok, silodam, seriesId);
    worlds.set(sut, { tripId });
    if (path.initialFacts.wayBack) world(sut).wayBackId = await book(sut, tomorrowAt('12:00'), silodam, dok);
    // Under way at the new pick-up (11:00): a long trip from 10:45 (its own arrival is well after 11:00).
    if (path.initialFacts.overlap) await book(sut, tomorrowAt('10:45'), dok, await find(sut, 'Almere'));
    if (path.initialFacts.short) {
      sut.server.db.prepare('UPDATE pass_registry SET remaining_km = 0.5 WHERE pass_number = ?').run(PASS);
    }
    gateLoad(sut);
    await sut.router!.navigate(`/change-trip/${tripId}`);
  },
});
