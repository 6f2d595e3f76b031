// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '../../src/i18n/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../../src/app/app-root';
import { createTestRouter } from '../support/test-router';
import { APP_VERSION, clearToasts, getToasts } from '../../src/components';
import { APP_VERSION_STORAGE_KEY } from '../../src/logic/release-notes';
import { createTripCardLogic } from '../../src/logic/trip';
import { createTripHistoryLogic } from '../../src/logic/trip-history';
import type { Location, Trip } from '../../machines/types';
import {
  createInProcessApp,
  sendUserData,
  signInDemo,
  userDataOf,
  waitForUserData,
  type InProcessApp,
} from '../support/in-process';

// The second half of tests/features/my-trips.test.tsx (its set-up repeated), so that no file passes 450 lines.

// Wednesday 10 March 2027, 10:00 in Amsterdam: far from the server's seeded history (relative to real time).
const NOW = new Date('2027-03-10T09:00:00Z');
const HOUR = 3_600_000;

interface World {
  app: InProcessApp;
  openWindow: ReturnType<typeof vi.fn>;
  saveFile: ReturnType<typeof vi.fn>;
  from: Location;
  to: Location;
}

let world: World;

async function findLocation(app: InProcessApp, searchValue: string): Promise<Location> {
  const { data } = await app.runtime.clients.ticketing.GET('/locations', {
    params: { query: { searchValue, maxResults: 1 } },
  });
  const location = data?.data[0];
  if (!location) throw new Error(`no location for ${searchValue}`);
  return location;
}

async function setup(): Promise<World> {
  // The app's clock is the server's, so the client's 60-minute rules see the same time as the server.
  const app: InProcessApp = createInProcessApp({ now: () => app.server.clock.now() });
  app.server.clock.set(NOW);
  await signInDemo(app);
  const pass = userDataOf(app.runtime.auth).data.profile?.passNumbers[0]?.passNumber;
  if (pass) sendUserData(app.runtime.auth, { type: 'passNumber.select', passNumber: pass });
  await waitForUserData(app.runtime.auth, (s) => s.context.pending.length === 0);
  const openWindow = vi.fn();
  const saveFile = vi.fn();
  const withSpies = { ...app.runtime, openWindow, saveFile };
  app.runtime.logic.override(createTripCardLogic, createTripCardLogic(withSpies));
  app.runtime.logic.override(createTripHistoryLogic, createTripHistoryLogic(withSpies));
  return {
    app,
    openWindow,
    saveFile,
    from: await findLocation(app, 'westerdok'),
    to: await findLocation(app, 'silodam'),
  };
}

/**
 * Books a trip through the API, departing `hoursAhead` hours (plus 30 s) after {@link NOW}; returns the trip.
 * The server clock keeps running from NOW, so the 30 s keep whole-minute countdowns stable during a test.
 */
async function book(
  hoursAhead: number,
  paymentType: 'payInVehicle' | 'iDeal' = 'payInVehicle',
  { back = false, attributes = {} }: { back?: boolean; attributes?: Record<string, number> } = {},
): Promise<Trip> {
  const plannedDateTime = new Date(NOW.getTime() + hoursAhead * HOUR + 30_000).toISOString();
  const { data, error } = await world.app.runtime.clients.ticketing.POST('/trips/book', {
    params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
    body: {
      plannedDateTime,
      locationFrom: back ? world.to : world.from,
      locationTo: back ? world.from : world.to,
      attributes: { travelers: 0, children0to12: 0, ...attributes },
      preferences: { phoneNumber: null, driverComment: null },
      planningMode: 1,
      paymentOption: { type: paymentType },
    },
  });
  if (!data) throw new Error(`booking failed: ${JSON.stringify(error)}`);
  return data.data.trip;
}

function renderAt(path: string, locale: Locale = 'nl-NL') {
  const router = createTestRouter([path]);
  return render(<AppRoot runtime={world.app.runtime} router={router.wrap} initialLocale={locale} />);
}

/**
 * Renders /my-trips and waits for the first history answer (list or empty state). The page opens on "Upcoming";
 * unless `upcoming`, it then goes to this week (one tap) and waits for that answer too.
 */
async function openMyTrips(locale: Locale = 'nl-NL', { upcoming = false }: { upcoming?: boolean } = {}) {
  renderAt('/my-trips', locale);
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  await waitFor(() => expect(screen.queryByText(/Bezig met laden|Loading/)).not.toBeInTheDocument());
  if (upcoming) return;
  await userEvent
    .setup()
    .click(screen.getByRole('button', { name: locale === 'en-US' ? 'This week' : 'Deze week' }));
  await waitFor(() => expect(screen.queryByText(/Bezig met laden|Loading/)).not.toBeInTheDocument());
}

/** The card (listitem) of a trip, found by its departure time "HH:mm". */
function cardAt(time: string): HTMLElement {
  const list = screen.getByRole('list', { name: 'Ritten' });
  const card = within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: new RegExp(`, ${time}$`) }));
  if (!card) throw new Error(`no card at ${time}`);
  return card;
}

const toastMessages = () => getToasts().map((toast) => toast.message);

async function serverTrip(id: string): Promise<Trip> {
  const { data } = await world.app.runtime.clients.ticketing.GET('/trips/{id}', { params: { path: { id } } });
  if (!data) throw new Error('trip not found');
  return data.data;
}

// The first setup of a run imports the app and the in-process server cold: more than Vitest's 10 s on a busy box.
beforeEach(async () => {
  // This version's release notes count as seen, so their dialog does not cover the page.
  window.localStorage.setItem(APP_VERSION_STORAGE_KEY, APP_VERSION);
  world = await setup();
}, 30_000);

afterEach(() => {
  cleanup();
  clearToasts();
  vi.restoreAllMocks();
  world.app.close();
});

describe('rating a completed trip (product §4 rating dialog)', () => {
  it('rates 1–5 with a comment: Save only after a choice, then read-only stars on the card', async () => {
    const user = userEvent.setup();
    const trip = await book(3);
    world.app.server.clock.advance(4 * HOUR); // after arrival: completed
    await openMyTrips();
    const card = cardAt('13:00');
    expect(within(card).getByText('Uitgevoerd')).toBeInTheDocument();
    expect(within(card).queryByText('Prijs')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Rit beoordelen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Beoordeel uw rit' });
    const save = within(dialog).getByRole('button', { name: 'Opslaan' });
    expect(save).toBeDisabled();
    const group = within(dialog).getByRole('group', { name: 'Hoeveel sterren geeft u deze rit?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(group).getByRole('radio', { name: '4 sterren' }));
    expect(within(group).getByRole('radio', { name: '4 sterren' })).toBeChecked();
    expect(save).toBeEnabled();
    const comment = within(dialog).getByRole('textbox', { name: 'Toelichting (optioneel)' });
    expect(comment).toHaveAttribute('maxLength', '500');
    await user.type(comment, 'Vriendelijke chauffeur');
    expect(within(dialog).getByText('22 van 500 tekens')).toBeInTheDocument();
    await user.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastMessages()).toContain('Bedankt! Uw beoordeling is verzonden.');
    expect(within(cardAt('13:00')).getByText('Uw beoordeling: 4 van 5')).toBeInTheDocument();
    expect(within(cardAt('13:00')).queryByRole('button', { name: 'Rit beoordelen' })).not.toBeInTheDocument();
    expect((await serverTrip(trip.externalTripId)).feedback).toEqual({
      rating: 4,
      feedback: 'Vriendelijke chauffeur',
    });
  });

  it('closes after submit even when the request fails, with the error toast', async () => {
    const user = userEvent.setup();
    const trip = await book(3);
    world.app.server.clock.advance(4 * HOUR);
    await openMyTrips();
    // Someone rated it meanwhile (another device): the server refuses a second rating.
    await world.app.runtime.clients.ticketing.POST('/trips/{id}/feedback', {
      params: { path: { id: trip.externalTripId } },
      body: {
        externalTripId: trip.externalTripId,
        tripFeedback: { rating: 2, feedback: null, platformType: 'Web', appVersion: '1' },
      },
    });
    await user.click(within(cardAt('13:00')).getByRole('button', { name: 'Rit beoordelen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beoordeel uw rit' });
    await user.click(within(dialog).getByRole('radio', { name: '5 sterren' }));
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastMessages()).toContain('Het verzenden van uw beoordeling is mislukt. Probeer het opnieuw.');
  });
});

describe('pending payment (product §4)', () => {
  it('shows Complete Payment and opens the payment link in a new tab', async () => {
    const user = userEvent.setup();
    const trip = await book(3, 'iDeal');
    await openMyTrips();
    const card = cardAt('13:00');
    expect(within(card).getByText('Wacht op betaling')).toBeInTheDocument();
    expect(within(card).queryByText('Prijs')).not.toBeInTheDocument();
    const pay = within(card).getByRole('button', { name: 'Betaling afronden (opent in een nieuw tabblad)' });
    expect(pay).toBeEnabled();
    await user.click(pay);
    expect(trip.paymentUrl).toBeTruthy();
    expect(world.openWindow).toHaveBeenCalledWith(new URL(trip.paymentUrl ?? '', window.location.href).href);
  });
});

describe('export (product §7, §8)', () => {
  it('downloads the PDF of the shown range with the server-given filename', async () => {
    const user = userEvent.setup();
    await book(3);
    await openMyTrips();
    await user.click(screen.getByRole('button', { name: 'Rittenoverzicht downloaden' }));
    await waitFor(() => expect(world.saveFile).toHaveBeenCalledTimes(1));
    const [blob, filename] = world.saveFile.mock.calls[0] as [Blob, string];
    expect(filename).toMatch(/^trip-history-.*\.pdf$/);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(world.app.requests).toContain('GET /ticketing/trips/export');
  });

  it('shows error.downloadTripHistoryError when the export fails', async () => {
    const user = userEvent.setup();
    await openMyTrips();
    const serverFetch = world.app.server.app.fetch.bind(world.app.server.app);
    vi.spyOn(world.app.server.app, 'fetch').mockImplementation((request: Request, ...rest: unknown[]) =>
      new URL(request.url).pathname.endsWith('/trips/export')
        ? Promise.resolve(Response.json({ message: 'kapot' }, { status: 500 }))
        : (serverFetch as (r: Request, ...a: unknown[]) => Promise<Response>)(request, ...rest),
    );
    await user.click(screen.getByRole('button', { name: 'Rittenoverzicht downloaden' }));
    await waitFor(() =>
      expect(toastMessages()).toContain(
        'Er is een fout opgetreden bij het downloaden van uw rittenoverzicht. Probeer het later opnieuw.',
      ),
    );
    expect(world.saveFile).not.toHaveBeenCalled();
  });
});

describe('/home next-trip card cancel (product §2)', () => {
  it('cancels the next trip and reloads the next trip and budget', async () => {
    const user = userEvent.setup();
    await book(3);
    sendUserData(world.app.runtime.auth, { type: 'userData.reload', parts: ['nextTrip', 'budget'] });
    await waitForUserData(
      world.app.runtime.auth,
      (s) => s.context.data.nextTrip !== null && s.context.pending.length === 0,
    );
    const budgetBefore = userDataOf(world.app.runtime.auth).data.budget?.remaining ?? 0;
    renderAt('/home');
    const card = await screen.findByRole('region', { name: 'Uw volgende rit' }, { timeout: 10_000 });
    await user.click(within(card).getByRole('button', { name: 'Rit annuleren' }));
    const question = await screen.findByRole('dialog', { name: 'Deze rit annuleren?' });
    await user.click(within(question).getByRole('button', { name: 'Ja, rit annuleren' }));
    await waitFor(() => expect(toastMessages()).toContain('Uw rit is geannuleerd'));
    expect(
      await within(card).findByText('U heeft de komende 2 weken geen ritten gepland.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(userDataOf(world.app.runtime.auth).data.budget?.remaining ?? 0).toBeGreaterThan(budgetBefore),
    );
  });

  it('says NOT cancelled in the question, then keeps the refusal next to Cancel trip, never in a toast', async () => {
    const user = userEvent.setup();
    const trip = await book(3);
    sendUserData(world.app.runtime.auth, { type: 'userData.reload', parts: ['nextTrip'] });
    await waitForUserData(world.app.runtime.auth, (s) => s.context.data.nextTrip !== null);
    const sessionTrip = userDataOf(world.app.runtime.auth).data.nextTrip;
    renderAt('/home');
    const card = await screen.findByRole('region', { name: 'Uw volgende rit' }, { timeout: 10_000 });
    // The card's poll asks GET /trips/next once on mount and hands its answer to the session: let that answer land
    // first, or (on a slow machine) it arrives after the cancel below and replaces the card mid-request.
    await waitForUserData(
      world.app.runtime.auth,
      (s) => s.context.data.nextTrip !== sessionTrip && s.context.data.nextTrip !== null,
      { timeout: 10_000 },
    );
    // Cancelled meanwhile elsewhere: the server answers 409.
    await world.app.runtime.clients.ticketing.DELETE('/trips/cancel/{id}', {
      params: { path: { id: trip.externalTripId } },
    });
    await user.click(within(card).getByRole('button', { name: 'Rit annuleren' }));
    const question = await screen.findByRole('dialog', { name: 'Deze rit annuleren?' });
    await user.click(within(question).getByRole('button', { name: 'Ja, rit annuleren' }));
    // The question stays, led by the failure (focused), with "Opnieuw proberen".
    const first = await within(question).findByText('Uw rit is NIET geannuleerd', {}, { timeout: 10_000 });
    await waitFor(() => expect(first.parentElement).toHaveFocus());
    expect(within(question).getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    expect(toastMessages().join(' ')).not.toMatch(/NIET geannuleerd|kan niet worden geannuleerd/);
    await user.click(within(question).getByRole('button', { name: 'Rit behouden' }));
    const message = await within(card).findByText(
      'De rit kan niet worden geannuleerd',
      {},
      { timeout: 10_000 },
    );
    const alert = message.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('Uw rit staat nog geboekt.');
    expect(toastMessages()).not.toContain('De rit kan niet worden geannuleerd');
    await user.click(within(alert).getByRole('button', { name: 'Melding sluiten' }));
    await waitFor(() => expect(within(card).queryByText(/De rit kan niet worden geannuleerd/)).toBeNull());
  });
});
