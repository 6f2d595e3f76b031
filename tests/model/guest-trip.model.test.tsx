// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { guestTripPlan } from './guest-trip.plan';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';
import { findDialog } from '../support/dialogs';

// Model test of machines/guest-trip.machine.ts: the page /trip/<token> of a guest's confirmation mail, opened
// signed out, against the reference server in-process. The guest books through the API and takes the link from
// the dev outbox; every GET and cancel of the link waits at a gate until the step that answers it.

const UNAVAILABLE = 'Dienst tijdelijk niet beschikbaar';
/** How long a step waits for what it causes to show (a busy box renders slowly). */
const LONG = { timeout: 10_000 };
const NOT_CANCELLABLE = 'De rit kan niet worden geannuleerd';
const isFetch = (url: URL, method: string) =>
  method === 'GET' && url.pathname.startsWith('/ticketing/guest-trips/');
const isCancel = (url: URL, method: string) =>
  method === 'POST' && /^\/ticketing\/guest-trips\/[^/]+\/cancel$/.test(url.pathname);

interface World {
  fetchGate: Gate;
  cancelGate: Gate;
  tripId: string;
  cancelled: boolean;
  /** A failed cancel's message is next to the button (kept after the failed question). */
  cancelError: boolean;
}
const worlds = new WeakMap<Sut, World>();
const world = (sut: Sut) => worlds.get(sut)!;

/** Calls the in-process Ticketing API without a session (as a guest); answers the parsed body. */
async function guestCall(sut: Sut, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await sut.server.app.fetch(
    new Request(`http://localhost${path}`, {
      method,
      headers: {
        'Api-Version': '2',
        'X-Platform-Type': 'Web',
        'X-Region-Id': '20',
        'Accept-Language': 'nl-NL',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Books a guest trip 3 hours ahead through the API; answers its number and the token of its mail's link. */
async function bookAsGuest(sut: Sut): Promise<{ tripId: string; token: string }> {
  const search = async (query: string) =>
    ((await guestCall(sut, 'GET', `/ticketing/locations?${query}`)) as { data: unknown[] }).data[0];
  const from = await search('searchValue=Westerdoksdijk%2040A');
  const to = await search('searchValue=Oostvaardersdiep&postCode=1309%20AA');
  const booked = (await guestCall(sut, 'POST', '/ticketing/trips/book-without-account', {
    plannedDateTime: new Date(sut.server.clock.now().getTime() + 3 * 3_600_000).toISOString(),
    locationFrom: from,
    locationTo: to,
    attributes: { travelers: 1, children0to12: 0 },
    preferences: { phoneNumber: null, driverComment: null },
    planningMode: 1,
    paymentOption: { type: 'payInVehicle' },
    email: 'gast@example.com',
    firstName: 'Gerda',
    lastName: 'Gast',
  })) as { data: { trip: { externalTripId: string } } };
  const outbox = (await (
    await sut.server.app.fetch(new Request('http://localhost/dev/outbox?to=gast%40example.com'))
  ).json()) as { kind: string; link: string }[];
  const link = outbox.find((m) => m.kind === 'bookingConfirmation')!.link;
  return { tripId: booked.data.trip.externalTripId, token: link.slice(link.lastIndexOf('/') + 1) };
}

// Hidden too: while the question is open, the page behind it is out of the accessibility tree.
const heading = () => screen.getByRole('heading', { level: 1, hidden: true });
const question = () => screen.queryByRole('dialog', { name: 'Deze rit annuleren?' });

const see: Record<string, StateAssertion> = {
  loading: async (sut) => {
    await world(sut).fetchGate.held();
    expect(await screen.findByText('Uw rit wordt geladen…', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Uw rit');
  },
  failed: async () => {
    expect(
      await screen.findByText('Uw rit kan nu niet worden geladen. Probeer het zo opnieuw.', {}, LONG),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  },
  unknown: async () => {
    await waitFor(() => expect(heading()).toHaveTextContent('Deze link werkt niet'), LONG);
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'Deze link bestaat niet. Controleer de link in uw bevestigingsmail.',
    );
    expect(document.body).not.toHaveTextContent('Westerdoksdijk');
  },
  showing: async (sut) => {
    await waitFor(() => expect(heading()).toHaveTextContent(`Uw rit ${world(sut).tripId}`), LONG);
    const main = document.querySelector('main')!;
    expect(main).toHaveTextContent('Hallo Gerda, dit is de rit die u zonder account heeft geboekt.');
    expect(main).toHaveTextContent(`Ritnummer${world(sut).tripId}`);
    expect(main).toHaveTextContent(/Ophaaltijd\d\d:\d\d/);
    expect(main).toHaveTextContent(/De taxi komttussen \d\d:\d\d en \d\d:\d\d/);
    expect(main).toHaveTextContent('Westerdoksdijk 40A');
    expect(main).toHaveTextContent('Oostvaardersdiep');
    expect(main).toHaveTextContent(/Prijs€\s?\d+,\d\d/);
    expect(main).toHaveTextContent('BetaalwijzeBetalen in het voertuig');
  },
  'showing.idle': async (sut) => {
    await waitFor(() => expect(question()).toBeNull(), LONG);
    const main = document.querySelector('main')!;
    if (world(sut).cancelled) {
      await waitFor(() => expect(main).toHaveTextContent('Deze rit is geannuleerd.'), LONG);
      expect(main).toHaveTextContent('Geannuleerd');
      expect(screen.queryByRole('button', { name: 'Rit annuleren' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Toevoegen aan agenda' })).toBeNull();
    } else {
      expect(main).toHaveTextContent(/Annuleren kan tot .* \d\d:\d\d \(een uur voor het ophalen\)\./);
      expect(screen.getByRole('button', { name: 'Rit annuleren' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Toevoegen aan agenda' })).toBeInTheDocument();
    }
    const alert = screen.queryByRole('alert');
    if (world(sut).cancelError) {
      expect(alert).toHaveTextContent(`De rit kon niet worden geannuleerd. ${NOT_CANCELLABLE}`);
      expect(within(alert!).getByRole('button', { name: 'Melding sluiten' })).toBeInTheDocument();
    } else {
      expect(alert).toBeNull();
    }
  },
  'showing.asking': async () => {
    const dialog = await findDialog({ name: 'Deze rit annuleren?' }, LONG);
    expect(dialog).toHaveTextContent(/Datum.*\d{4}/);
    expect(dialog).toHaveTextContent(/Ophaaltijd\d\d:\d\d/);
    expect(dialog).toHaveTextContent('Westerdoksdijk 40A');
    expect(dialog).toHaveTextContent('Oostvaardersdiep');
    await waitFor(
      () => expect(within(dialog).getByRole('button', { name: 'Rit behouden' })).toHaveFocus(),
      LONG,
    );
    expect(within(dialog).getByRole('button', { name: 'Ja, rit annuleren' })).toBeInTheDocument();
  },
  'showing.cancelling': async (sut) => {
    await world(sut).cancelGate.held();
    const dialog = question()!;
    expect(within(dialog).getByRole('button', { name: 'Ja, rit annuleren' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
  'showing.cancelFailed': async () => {
    const dialog = await findDialog({ name: 'Deze rit annuleren?' }, LONG);
    const alert = within(dialog).getByRole('alert');
    await waitFor(
      () => expect(alert).toHaveTextContent(`Uw rit is NIET geannuleerd${NOT_CANCELLABLE}`),
      LONG,
    );
    // The failure leads the question and takes focus, so it is not missed.
    await waitFor(() => expect(alert.contains(document.activeElement)).toBe(true), LONG);
    expect(within(dialog).getByRole('button', { name: 'Rit behouden' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Opnieuw proberen' })).toBeEnabled();
    // No toast repeats it, and the page behind says nothing yet.
    expect(screen.queryByText(`De rit kon niet worden geannuleerd. ${NOT_CANCELLABLE}`)).toBeNull();
  },
};

/** Settles the held request(s) of `which` gate with `outcome`, with a fresh gate in place for the next one. */
function answer(sut: Sut, which: 'fetchGate' | 'cancelGate', outcome: (gate: Gate) => void) {
  const held = world(sut)[which];
  world(sut)[which] = sut.gate(which === 'fetchGate' ? isFetch : isCancel);
  outcome(held);
  held.remove();
}

const exec: Record<string, StepExecutor> = {
  'loading:xstate.done.actor.fetchGuestTrip → showing': async (sut) => {
    answer(sut, 'fetchGate', (gate) => gate.release());
  },
  'loading:xstate.error.actor.fetchGuestTrip [isUnknownLink] → unknown': async (sut) => {
    answer(sut, 'fetchGate', (gate) =>
      gate.fail(
        404,
        'GuestTripNotFound',
        'Deze link bestaat niet. Controleer de link in uw bevestigingsmail.',
      ),
    );
  },
  'loading:xstate.error.actor.fetchGuestTrip → failed': async (sut) => {
    answer(sut, 'fetchGate', (gate) => gate.fail(503, 'ServiceUnavailable', UNAVAILABLE));
  },
  'failed:guestTrip.retry → loading': async (sut) => {
    await sut.user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await world(sut).fetchGate.held();
  },
  'showing.idle:cancel.ask [canCancel] → showing.asking': async (sut) => {
    world(sut).cancelError = false;
    await sut.user.click(screen.getByRole('button', { name: 'Rit annuleren' }));
  },
  'showing.idle:cancelError.dismiss': async (sut) => {
    world(sut).cancelError = false;
    await sut.user.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), LONG);
  },
  'showing.cancelFailed:cancel.confirm → showing.cancelling': async (sut) => {
    await sut.user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
  },
  'showing.cancelFailed:cancel.keep → showing.idle': async (sut) => {
    world(sut).cancelError = true;
    await sut.user.click(screen.getByRole('button', { name: 'Rit behouden' }));
    const alert = await screen.findByRole('alert', {}, LONG);
    expect(alert).toHaveTextContent(`De rit kon niet worden geannuleerd. ${NOT_CANCELLABLE}`);
  },
  'showing.asking:cancel.keep → showing.idle': async (sut) => {
    await sut.user.click(screen.getByRole('button', { name: 'Rit behouden' }));
  },
  'showing.asking:cancel.confirm → showing.cancelling': async (sut) => {
    await sut.user.click(screen.getByRole('button', { name: 'Ja, rit annuleren' }));
  },
  'showing.cancelling:xstate.done.actor.cancelGuestTrip → showing.idle': async (sut) => {
    world(sut).cancelled = true;
    answer(sut, 'cancelGate', (gate) => gate.release());
    expect(await screen.findByText('Uw rit is geannuleerd.', {}, LONG)).toBeInTheDocument();
  },
  'showing.cancelling:xstate.error.actor.cancelGuestTrip → showing.cancelFailed': async (sut) => {
    answer(sut, 'cancelGate', (gate) => gate.fail(409, 'TripNotCancellable', NOT_CANCELLABLE));
    const dialog = await findDialog({ name: 'Deze rit annuleren?' }, LONG);
    await waitFor(
      () => expect(within(dialog).getByRole('alert')).toHaveTextContent('Uw rit is NIET geannuleerd'),
      LONG,
    );
  },
};

describeModel({
  plan: guestTripPlan,
  see,
  exec,
  timeout: 60_000,
  before: async (sut) => {
    const { tripId, token } = await bookAsGuest(sut);
    worlds.set(sut, {
      fetchGate: sut.gate(isFetch),
      cancelGate: sut.gate(isCancel),
      tripId,
      cancelled: false,
      cancelError: false,
    });
    sut.start(`/trip/${token}`);
  },
});
