// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sendUserData, userDataOf, waitForUserData } from '../support/in-process';
import {
  HOUR,
  world,
  book,
  renderAt,
  openMyTrips,
  cardAt,
  toastMessages,
  serverTrip,
  setUpMyTripsWorld,
} from './my-trips-support';
import { findDialog } from '../support/dialogs';

// The second half of the /my-trips feature tests (tests/features/my-trips.test.tsx), so that no file passes 450
// lines; both share tests/features/my-trips-support.tsx.

setUpMyTripsWorld();

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

    const dialog = await findDialog({ name: 'Beoordeel uw rit' });
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
    const dialog = await findDialog({ name: 'Beoordeel uw rit' });
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
    const question = await findDialog({ name: 'Deze rit annuleren?' });
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
    const question = await findDialog({ name: 'Deze rit annuleren?' });
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
