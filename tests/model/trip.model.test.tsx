// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { minutesUntilDeparture } from '../../machines/trip/rules';
import type { Trip } from '../../machines/types';
import { formatCountdown } from '../../src/components/trip-card/countdown';
import { base64Utf8 } from '../../src/app/actors';
import { createTripCardLogic } from '../../src/logic/trip';
import { createTripHistoryLogic } from '../../src/logic/trip-history';
import { tripPlan } from './trip.plan';
import { openSignedIn, RIET, RIET_PASS } from './support/app';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';
import { findDialog } from '../support/dialogs';

// Model test of machines/trip/trip.machine.ts: one seeded trip's card (its own trip actor) on /my-trips of the history
// traveller reiziger@example.com, and the details and rating dialogs of that card, against the reference server
// in-process. Each start of the plan is one seeded trip.

const UNAVAILABLE = 'Dienst tijdelijk niet beschikbaar';
const TICK = 'confirmed:xstate.after.countdownTick → confirmed';

interface World {
  tripId: string;
  cancel?: Gate;
  /** The way-back lookup after a cancel: GET /trips/history for one day. */
  lookup?: Gate;
  /** The way back booked for the start "with a way back". */
  wayBackId?: string;
  wayBackCancel?: Gate;
  /** Files the page handed to the browser (the calendar file). */
  saved: { blob: Blob; filename: string }[];
}
const worlds = new WeakMap<Sut, World>();
const world = (sut: Sut) => worlds.get(sut)!;

/** The seeded trip of a start (see the plan's `initialFacts`). */
function tripOf(facts: Record<string, boolean>): string {
  if (facts.cancelled) return 'RT-RIET0004';
  if (facts.completed) return facts.feedback ? 'RT-RIET0001' : 'RT-RIET0003';
  if (facts.awaiting) return 'RT-RIET0007';
  return 'RT-RIET0005';
}

const cardOf = (sut: Sut): HTMLElement => {
  const card = document.querySelector<HTMLElement>(`[data-trip-id="${world(sut).tripId}"]`);
  if (!card) throw new Error(`no card for ${world(sut).tripId}`);
  return card;
};
const detailsDialog = () => screen.getByRole('dialog', { name: 'Ritgegevens' });
const ratingDialog = () => screen.getByRole('dialog', { name: 'Beoordeel uw rit' });

async function openDetails(sut: Sut) {
  const fetched = sut.requests.length;
  await sut.user.click(within(cardOf(sut)).getByRole('button', { name: 'Ritgegevens bekijken' }));
  const dialog = await findDialog({ name: 'Ritgegevens' });
  await waitFor(() => expect(within(dialog).queryByText('Bezig met laden…')).toBeNull(), { timeout: 5000 });
  expect(sut.requests.slice(fetched)).toContain(`GET /ticketing/trips/${world(sut).tripId}`);
}

async function cancelInDialog(sut: Sut) {
  await openDetails(sut);
  await sut.user.click(within(detailsDialog()).getByRole('button', { name: 'Rit annuleren' }));
}
const question = () => screen.getByRole('dialog', { name: 'Deze rit annuleren?' });
const returnQuestion = () =>
  screen.getByRole('dialog', { name: /^Ook de terugrit \(\d\d:\d\d\) annuleren\?$/ });
const isDayLookup = (url: URL, method: string) =>
  method === 'GET' &&
  url.pathname === '/ticketing/trips/history' &&
  url.searchParams.get('from') !== null &&
  url.searchParams.get('from') === url.searchParams.get('to');
const gateDelete = (sut: Sut, id: string) =>
  sut.gate((url, method) => method === 'DELETE' && url.pathname === `/ticketing/trips/cancel/${id}`);

/** Books, through the API as Riet, the way back of RT-RIET0005 the same day: Stadhuisplein 21 → Rietmeent 73, 14:30. */
async function bookWayBack(sut: Sut): Promise<string> {
  const login = await sut.server.app.fetch(
    new Request('http://localhost/api/auth/auth/login', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${base64Utf8(`${RIET.email}:${RIET.password}`)}`,
        'X-Platform-Type': 'Web',
        'X-Region-Id': '20',
        'Accept-Language': 'nl-NL',
      },
    }),
  );
  const token = ((await login.json()) as { Data: { user: { sessionTokens: { accessToken: string } } } }).Data
    .user.sessionTokens.accessToken;
  const call = async <T,>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await sut.server.app.fetch(
      new Request(`http://localhost/ticketing${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          'Api-Version': '2',
          'X-Platform-Type': 'Web',
          'X-Region-Id': '20',
          'X-Pass-Number': RIET_PASS,
          'Accept-Language': 'nl-NL',
          ...(body ? { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }),
    );
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  };
  const outbound = (await call<{ data: Trip }>('GET', '/trips/RT-RIET0005')).data;
  const find = async (searchValue: string) =>
    (await call<{ data: unknown[] }>('GET', `/locations?searchValue=${encodeURIComponent(searchValue)}`))
      .data[0];
  const booked = await call<{ data: { trip: Trip } }>('POST', '/trips/book', {
    plannedDateTime: new Date(Date.parse(outbound.departureDateTime) + 270 * 60_000).toISOString(),
    locationFrom: await find('Stadhuisplein 21'),
    locationTo: await find('Rietmeent 73'),
    attributes: { rollatorOrWalker: 1 },
    preferences: {},
    planningMode: 1,
    paymentOption: { type: 'payInVehicle' },
  });
  return booked.data.trip.externalTripId;
}

const chip = (sut: Sut, text: string) => expect(within(cardOf(sut)).getByText(text)).toBeInTheDocument();

const see: Record<string, StateAssertion> = {
  routing: async () => {
    throw new Error('routing is transient and never observed');
  },
  unknown: async () => {
    throw new Error('unknown is unreachable (see the plan)');
  },
  confirmed: async (sut) => {
    await waitFor(() => chip(sut, 'Bevestigd'));
    expect(within(cardOf(sut)).getByText(/^Vertrek over /)).toBeInTheDocument();
    expect(within(cardOf(sut)).getByText('Prijs')).toBeInTheDocument();
  },
  pendingPayment: async (sut) => {
    await waitFor(() => chip(sut, 'Wacht op betaling'));
    expect(
      within(cardOf(sut)).getByRole('button', { name: /^Betaling afronden/, hidden: true }),
    ).toBeEnabled();
  },
  confirmingCancel: async () => {
    const dialog = await findDialog({ name: 'Deze rit annuleren?' }, { timeout: 5000 });
    const keep = within(dialog).getByRole('button', { name: 'Rit behouden' });
    await waitFor(() => expect(keep).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Ja, rit annuleren' })).toBeEnabled();
    expect(within(dialog).getByText('Ophaaltijd')).toBeInTheDocument();
    expect(within(dialog).getByText('Van')).toBeInTheDocument();
    expect(within(dialog).getByText('Naar')).toBeInTheDocument();
  },
  cancelFailed: async () => {
    const dialog = question();
    const first = await within(dialog).findByText('Uw rit is NIET geannuleerd');
    const line = first.parentElement!;
    expect(line).toHaveTextContent(UNAVAILABLE);
    await waitFor(() => expect(line).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Opnieuw proberen' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Rit behouden' })).toBeInTheDocument();
    // No toast repeats it.
    expect(screen.queryAllByText('Uw rit is NIET geannuleerd')).toHaveLength(1);
  },
  findingReturn: async () => {
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deze rit annuleren?' })).toBeNull());
    const details = screen.getByText('Ritgegevens').closest<HTMLElement>('[role="dialog"]')!;
    expect(within(details).getByRole('button', { name: 'Sluiten', hidden: true })).toBeDisabled();
  },
  offeringReturnCancel: async () => {
    const dialog = await screen.findByRole(
      'dialog',
      { name: /^Ook de terugrit \(\d\d:\d\d\) annuleren\?$/ },
      { timeout: 5000 },
    );
    const keep = within(dialog).getByRole('button', { name: 'Terugrit behouden' });
    await waitFor(() => expect(keep).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Ja, terugrit annuleren' })).toBeEnabled();
    expect(within(dialog).getByText('Stadhuisplein 21, Almere')).toBeInTheDocument();
  },
  cancellingReturn: async () => {
    expect(within(returnQuestion()).getByRole('button', { name: 'Ja, terugrit annuleren' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
  returnCancelFailed: async () => {
    const dialog = returnQuestion();
    const first = await within(dialog).findByText('De terugrit is NIET geannuleerd');
    expect(first.parentElement!).toHaveTextContent(UNAVAILABLE);
    expect(within(dialog).getByRole('button', { name: 'Opnieuw proberen' })).toBeEnabled();
  },
  cancelling: async () => {
    expect(within(question()).getByRole('button', { name: 'Ja, rit annuleren' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // The details dialog is behind the question (aria-hidden meanwhile).
    const details = screen.getByText('Ritgegevens').closest<HTMLElement>('[role="dialog"]')!;
    expect(within(details).getByRole('button', { name: 'Sluiten', hidden: true })).toBeDisabled();
  },
  completed: async (sut) => {
    await waitFor(() => chip(sut, 'Uitgevoerd'));
    expect(within(cardOf(sut)).queryByText(/^Vertrek over /)).toBeNull();
  },
  'completed.checking': async () => {
    throw new Error('checking is transient and never observed');
  },
  'completed.unrated': async (sut) => {
    await waitFor(() =>
      expect(
        within(cardOf(sut)).getByRole('button', { name: 'Rit beoordelen', hidden: true }),
      ).toBeInTheDocument(),
    );
    expect(within(cardOf(sut)).queryByText(/^Uw beoordeling: /)).toBeNull();
  },
  'completed.rating': async () => {
    const dialog = await findDialog({ name: 'Beoordeel uw rit' });
    expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeInTheDocument();
  },
  'completed.rated': async (sut) => {
    await waitFor(() =>
      expect(within(cardOf(sut)).getByText(/^Uw beoordeling: \d van 5$/)).toBeInTheDocument(),
    );
    expect(within(cardOf(sut)).queryByRole('button', { name: 'Rit beoordelen', hidden: true })).toBeNull();
  },
  cancelled: async (sut) => {
    await waitFor(() => chip(sut, 'Geannuleerd'), { timeout: 5000 });
    const card = cardOf(sut);
    expect(within(card).queryByText(/^Vertrek over /)).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Betaling afronden/, hidden: true })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Rit beoordelen', hidden: true })).toBeNull();
  },
};

const exec: Record<string, StepExecutor> = {
  '(root):trip.update → routing': async (sut) => {
    await openDetails(sut);
    await sut.user.click(within(detailsDialog()).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ritgegevens' })).toBeNull());
  },
  'confirmed:trip.cancel [canCancel] → confirmingCancel': cancelInDialog,
  'confirmingCancel:cancel.confirm [canCancel] → cancelling': async (sut) => {
    world(sut).cancel = sut.gate(
      (url, method) => method === 'DELETE' && url.pathname === `/ticketing/trips/cancel/${world(sut).tripId}`,
    );
    await sut.user.click(within(question()).getByRole('button', { name: 'Ja, rit annuleren' }));
    await world(sut).cancel!.held();
  },
  'confirmingCancel:cancel.keep → routing': async (sut) => {
    const sent = sut.requests.length;
    await sut.user.click(within(question()).getByRole('button', { name: 'Rit behouden' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deze rit annuleren?' })).toBeNull());
    expect(sut.requests.slice(sent).filter((r) => r.startsWith('DELETE '))).toEqual([]);
    await sut.user.click(within(detailsDialog()).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ritgegevens' })).toBeNull());
  },
  '(root):cancelError.dismiss': async (sut) => {
    await sut.user.click(within(detailsDialog()).getByRole('button', { name: 'Melding sluiten' }));
    await waitFor(() =>
      expect(within(detailsDialog()).queryByText('De rit kan niet worden geannuleerd')).toBeNull(),
    );
  },
  'confirmed:calendar.add [isUpcoming]': async (sut) => {
    await openDetails(sut);
    await sut.user.click(within(detailsDialog()).getByRole('button', { name: 'Toevoegen aan agenda' }));
    await waitFor(() => expect(world(sut).saved).toHaveLength(1), { timeout: 10_000 });
    const { blob, filename } = world(sut).saved.pop()!;
    const id = world(sut).tripId;
    expect(filename).toBe(`regiotaxi-${id}.ics`);
    const ics = await blob.text();
    expect(ics).toContain(`UID:trip-${id}@regiotaxi`);
    expect(ics).toMatch(/\r\nDTSTART;TZID=Europe\/Amsterdam:\d{8}T\d{6}\r\n/);
    expect(ics).toContain('TRIGGER:-PT30M');
    await sut.user.click(within(detailsDialog()).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ritgegevens' })).toBeNull());
  },
  'pendingPayment:trip.cancel [canCancel] → confirmingCancel': cancelInDialog,
  [TICK]: async (sut) => {
    // Fake timers (installed before the page for this path): one minute passes at once.
    vi.advanceTimersByTime(60_000);
    // RT-RIET0005 is also the session's next trip: the countdown shows the time until it as of now.
    const next = sut.userData.data.nextTrip as Trip | null;
    expect(next?.externalTripId).toBe(world(sut).tripId);
    const expected = formatCountdown(minutesUntilDeparture(next!, sut.runtime!.now()), 'nl-NL');
    await waitFor(() =>
      expect(within(cardOf(sut)).getByText(/^Vertrek over /)).toHaveTextContent(`Vertrek over ${expected}`),
    );
  },
  'pendingPayment:payment.complete [canCompletePayment]': async (sut) => {
    await sut.user.click(within(cardOf(sut)).getByRole('button', { name: /^Betaling afronden/ }));
    await waitFor(() => expect(sut.opened).toHaveLength(1));
    expect(sut.opened[0]).toMatch(/\/pay\//);
  },
  'cancelling:xstate.done.actor.cancelTrip → findingReturn': async (sut) => {
    world(sut).lookup = sut.gate(isDayLookup);
    world(sut).cancel!.release();
    expect(
      (await screen.findAllByText('Uw rit is geannuleerd', {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
    await world(sut).lookup!.held();
  },
  'cancelling:xstate.error.actor.cancelTrip → cancelFailed': async (sut) => {
    world(sut).cancel!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    await within(question()).findByText('Uw rit is NIET geannuleerd', {}, { timeout: 5000 });
    world(sut).cancel!.remove();
  },
  'cancelFailed:cancel.confirm [canCancel] → cancelling': async (sut) => {
    world(sut).cancel = gateDelete(sut, world(sut).tripId);
    await sut.user.click(within(question()).getByRole('button', { name: 'Opnieuw proberen' }));
    await world(sut).cancel!.held();
  },
  'cancelFailed:cancel.keep → routing': async (sut) => {
    await sut.user.click(within(question()).getByRole('button', { name: 'Rit behouden' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deze rit annuleren?' })).toBeNull());
    const message = await within(detailsDialog()).findByText('De rit kan niet worden geannuleerd');
    expect(message.closest<HTMLElement>('[role="alert"]')!).toHaveTextContent(UNAVAILABLE);
  },
  'findingReturn:xstate.done.actor.findReturnTrip [foundReturnTrip] → offeringReturnCancel': async (sut) => {
    world(sut).lookup!.release();
  },
  'findingReturn:xstate.done.actor.findReturnTrip → cancelled': async (sut) => {
    world(sut).lookup!.release();
    await waitFor(() =>
      expect(within(detailsDialog()).getByRole('button', { name: 'Sluiten' })).toBeEnabled(),
    );
    expect(screen.queryByRole('dialog', { name: /^Ook de terugrit/ })).toBeNull();
  },
  'findingReturn:xstate.error.actor.findReturnTrip → cancelled': async (sut) => {
    world(sut).lookup!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    await waitFor(() =>
      expect(within(detailsDialog()).getByRole('button', { name: 'Sluiten' })).toBeEnabled(),
    );
    expect(screen.queryByRole('dialog', { name: /^Ook de terugrit/ })).toBeNull();
    world(sut).lookup!.remove();
  },
  'offeringReturnCancel:returnCancel.confirm → cancellingReturn': async (sut) => {
    world(sut).wayBackCancel = gateDelete(sut, world(sut).wayBackId!);
    await sut.user.click(within(returnQuestion()).getByRole('button', { name: 'Ja, terugrit annuleren' }));
    await world(sut).wayBackCancel!.held();
  },
  'offeringReturnCancel:returnCancel.keep → cancelled': async (sut) => {
    const sent = sut.requests.length;
    await sut.user.click(within(returnQuestion()).getByRole('button', { name: 'Terugrit behouden' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Ook de terugrit/ })).toBeNull());
    expect(sut.requests.slice(sent).filter((r) => r.startsWith('DELETE '))).toEqual([]);
  },
  'cancellingReturn:xstate.done.actor.cancelTrip → cancelled': async (sut) => {
    world(sut).wayBackCancel!.release();
    expect(
      (await screen.findAllByText('De terugrit is ook geannuleerd', {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Ook de terugrit/ })).toBeNull());
  },
  'cancellingReturn:xstate.error.actor.cancelTrip → returnCancelFailed': async (sut) => {
    world(sut).wayBackCancel!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    await within(returnQuestion()).findByText('De terugrit is NIET geannuleerd', {}, { timeout: 5000 });
    world(sut).wayBackCancel!.remove();
  },
  'returnCancelFailed:returnCancel.confirm → cancellingReturn': async (sut) => {
    world(sut).wayBackCancel = gateDelete(sut, world(sut).wayBackId!);
    await sut.user.click(within(returnQuestion()).getByRole('button', { name: 'Opnieuw proberen' }));
    await world(sut).wayBackCancel!.held();
  },
  'returnCancelFailed:returnCancel.keep → cancelled': async (sut) => {
    await sut.user.click(within(returnQuestion()).getByRole('button', { name: 'Terugrit behouden' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Ook de terugrit/ })).toBeNull());
  },
  'completed.unrated:trip.rate → completed.rating': async (sut) => {
    await sut.user.click(within(cardOf(sut)).getByRole('button', { name: 'Rit beoordelen' }));
  },
  'completed.rating:xstate.done.actor.rating [savedFeedback] → completed.rated': async (sut) => {
    const dialog = ratingDialog();
    await sut.user.click(within(dialog).getByRole('radio', { name: '4 sterren' }));
    await sut.user.type(
      within(dialog).getByLabelText(/^Toelichting/),
      'Vriendelijke chauffeur, keurig op tijd.',
    );
    await sut.user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      (await screen.findAllByText('Bedankt! Uw beoordeling is verzonden.', {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
  },
  'completed.rating:xstate.done.actor.rating → completed.unrated': async (sut) => {
    await sut.user.click(within(ratingDialog()).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Beoordeel uw rit' })).toBeNull());
  },
};

afterEach(() => {
  vi.useRealTimers();
});

describeModel({
  plan: tripPlan,
  see,
  exec,
  timeout: 90_000,
  before: async (sut, path) => {
    worlds.set(sut, { tripId: tripOf(path.initialFacts), saved: [] });
    if (path.initialFacts.wayBack) world(sut).wayBackId = await bookWayBack(sut);
    // The one-minute countdown tick runs on fake timers (real time still flows for the rest of the app).
    if (path.steps.some((s) => s.event.branch === TICK)) {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    }
    await openSignedIn(sut, '/home', RIET, RIET_PASS);
    const withSpies = {
      ...sut.runtime!,
      openWindow: (url: string) => void sut.opened.push(url),
      saveFile: (blob: Blob, filename: string) => void world(sut).saved.push({ blob, filename }),
    };
    sut.runtime!.logic.override(createTripCardLogic, createTripCardLogic(withSpies));
    sut.runtime!.logic.override(createTripHistoryLogic, createTripHistoryLogic(withSpies));
    await sut.router!.navigate('/my-trips');
    await screen.findByRole('heading', { level: 1, name: 'Mijn ritten' }, { timeout: 30_000 });
    // Go to the week of the trip: past trips back, upcoming ones forward (at most 4 weeks).
    const id = world(sut).tripId;
    const button = ['RT-RIET0005', 'RT-RIET0007'].includes(id) ? 'Volgende week' : 'Vorige week';
    const loaded = () =>
      screen.findByText(
        /^\d+ ritten in deze periode$|^1 rit in deze periode$|^U heeft geen ritten|^\d+ komende ritten$|^1 komende rit$|^U heeft geen komende ritten/,
        {},
        {
          timeout: 10_000,
        },
      );
    await loaded();
    // The page opens on "Komende ritten"; the walk goes week by week from this week.
    await sut.user.click(screen.getByRole('button', { name: 'Deze week' }));
    await waitFor(() => expect(screen.queryByText('Bezig met laden…')).toBeNull(), { timeout: 10_000 });
    await loaded();
    for (let i = 0; i < 4 && !document.querySelector(`[data-trip-id="${id}"]`); i++) {
      await sut.user.click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(screen.queryByText('Bezig met laden…')).toBeNull(), { timeout: 10_000 });
      await loaded();
    }
    expect(document.querySelector(`[data-trip-id="${id}"]`), `card of ${id}`).not.toBeNull();
  },
});
